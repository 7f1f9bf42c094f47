// Where the status bar's three regions go (DECISIONS "Panel layout"): the message on the left, what runs in the
// middle, the timing and its graph on the right, side by side and never overlapping, at any window width.
#pragma once

namespace gaitlab {

/// The regions' x ranges, window pixels: [0, message_end) the message (cut there, whole in its tooltip),
/// [running_x, running_end) what runs (cut there too), [timing_x, bar width) the timing text and the graph.
struct StatusRegions {
    float message_end = 0.0f;
    float running_x = 0.0f;
    float running_end = 0.0f;
    float timing_x = 0.0f;
};

/// The regions of a bar `width` px wide. `message_needs`: the message's text and its badges (px); `running_text`
/// and `timing_text`: those texts' widths; `graph`: the frame-time graph's width. The timing keeps its own width
/// at the right; what runs takes the room the message leaves, but the message keeps what it needs up to 40 % of
/// the bar and what runs keeps at least 30 % of the bar (never more than its text); 16 px gaps between regions.
[[nodiscard]] StatusRegions statusRegions(float width, float message_needs, float running_text, float timing_text,
                                          float graph);

}  // namespace gaitlab

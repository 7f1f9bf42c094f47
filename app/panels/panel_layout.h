// Where the overlay's panels sit (DECISIONS "Panel layout"): docked panels stack in a column at the window's left
// or right edge, each as wide as its column and as tall as its content, collapsible to its title bar; a panel
// set free is moved and sized by hand. The side of each panel is kept in ImGui's own ini file (a
// "[GaitlabLayout][Panels]" section beside ImGui's "[Window]" ones, which keep the collapsed state), so the
// layout comes back in the next run; "reset layout" restores the defaults below.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include <imgui.h>

struct ImGuiContext;

namespace gaitlab {

/// Every docked panel of the overlay. The Errors window (top centre) and the status bar (bottom) are not docked.
enum class PanelId { Critter, Aligner, Routes, State, View, Tactics, Files, Gait, Ab };
inline constexpr std::size_t kPanelCount = 9;

enum class DockSide { Left, Right, Free };

/// A panel's window title, its default side, whether it starts collapsed in the client, and the width its content
/// needs (pixels).
struct PanelDefault {
    const char* title;
    DockSide side;
    bool collapsed;
    float width;
};
/// The default layout: Critter and View open, the rest collapsed to their title bars, so that at 1280x720 about
/// 77 % of the map stays visible (tests/app/test_panel_layout.cpp measures it).
[[nodiscard]] const PanelDefault& panelDefault(PanelId id);
[[nodiscard]] const char* dockSideName(DockSide side);
/// The panel a scenario opens, in the client (--route, the states timeline) and in `gaitlab render`'s frames
/// alike: the panel of what it shows. State for "states", Tactics unit for "tactics", A/B for "ab", none for
/// "stress", else the Walk-cycle aligner. `builtin`: a built-in scenario's name, or the one a scenario file names.
[[nodiscard]] std::vector<PanelId> scenarioPanels(const std::string& builtin);

class PanelLayout {
public:
    /// A column's width is fixed, whichever panels are open: 330 px on the left and 300 on the right (what the
    /// Critter and View panels' content needs) in a window kColumnWidthAt pixels or wider, narrower in proportion
    /// below that (never under kMinColumnWidth). Dragging a docked panel's inner edge sets its column's width
    /// (kMinColumnWidth up to 45 % of the window), and only that changes it.
    static constexpr float kLeftColumnWidth = 330.0f;
    static constexpr float kRightColumnWidth = 300.0f;
    static constexpr float kColumnWidthAt = 1024.0f;
    static constexpr float kMinColumnWidth = 240.0f;
    /// The width of the left (false) or right (true) column in a window `display_width` pixels wide, undragged.
    [[nodiscard]] static float defaultColumnWidth(bool right, float display_width);
    static constexpr float kCollapsedWidth = kMinColumnWidth;
    static constexpr float kMargin = 4.0f;  ///< from the window's edges, pixels
    static constexpr float kGap = 3.0f;     ///< between stacked panels, pixels

    PanelLayout();
    ~PanelLayout();
    PanelLayout(const PanelLayout&) = delete;
    PanelLayout& operator=(const PanelLayout&) = delete;

    /// Registers the layout's ini section with `context` (call before its first NewFrame, which reads the ini).
    /// The layout must stay alive while the context may save (detach() first, or outlive it).
    void attach(ImGuiContext* context);
    /// Saves the ini now (when the context has a file), unregisters the section and leaves the context without a
    /// file, so its own save at shutdown cannot drop the section. Safe to call twice.
    void detach();

    /// Starts a frame: the columns begin at the top; `bottom_reserved` pixels at the bottom (the status bar) stay free.
    /// Each column has its fixed width (defaultColumnWidth, or the one dragged to).
    void beginFrame(ImVec2 display_size, float bottom_reserved);
    /// Begins panel `id`'s window (ImGui::Begin with its title); a click on a docked panel's title opens or collapses
    /// it. Docked, at its column's next free place with the
    /// column's width and a height that fits the content up to the column's remaining space, less a title bar for
    /// each panel docked below it (scrolls beyond); an open panel never gets shorter while it stays open, so the
    /// titles below it stay put while its rows change (content wider than the column scrolls sideways); free,
    /// where the user left it. `flags` are added to the window's. The title bar's context menu docks the panel left
    /// or right, sets it free, or resets the layout. Returns ImGui::Begin's value; always call ImGui::End.
    bool begin(PanelId id, ImGuiWindowFlags flags = 0);

    [[nodiscard]] DockSide side(PanelId id) const { return sides_[index(id)]; }
    /// Width of the left (false) or right (true) column this frame, pixels.
    [[nodiscard]] float columnWidth(bool right) const { return width_[right ? 1 : 0]; }
    /// Sets a column's width as a drag on a docked panel's edge does (clamped to kMinColumnWidth up to 45 % of the window).
    void setColumnWidth(bool right, float width);
    void setSide(PanelId id, DockSide side);
    /// Back to the default layout on the next frame: sides, collapsed states, free windows' places.
    void requestReset() { reset_pending_ = true; }
    /// Opens panel `id` when it begins next (a scenario's own panels, scenarioPanels()); the user may collapse it.
    void open(PanelId id) { open_request_[index(id)] = true; }

    /// Whether the Critter panel's "tune" node is open (kept in the layout file, closed by default).
    [[nodiscard]] bool tuneOpen() const { return tune_open_; }
    void setTuneOpen(bool open) { tune_open_ = open; }

    /// The layout file's keys of the left and right column's dragged width.
    static constexpr const char* kColumnKeys[2] = {"left column", "right column"};
    // The ini section (ImGuiSettingsHandler callbacks): "Critter=left" lines, one per panel; "left column=360" and
    // "right column=340" for a dragged width; "tune=open" or "tune=closed".
    void readLine(const char* line);
    /// Lines of the layout file's section that were not understood (each with what was expected), taken once.
    [[nodiscard]] std::vector<std::string> takeIgnoredLines() { return std::exchange(ignored_, {}); }
    void writeAll(ImGuiTextBuffer& out) const;

private:
    static std::size_t index(PanelId id) { return static_cast<std::size_t>(id); }
    std::array<DockSide, kPanelCount> sides_{};
    std::array<bool, kPanelCount> reset_now_{};     ///< this panel applies the reset when it begins this frame
    std::array<bool, kPanelCount> open_{};          ///< the panel was drawn open (not collapsed) in the last frame
    std::array<bool, kPanelCount> open_request_{};  ///< open() asked for it: opened when it begins
    bool reset_pending_ = false;
    ImVec2 display_{0, 0};
    float bottom_ = 0.0f;
    float cursor_[2] = {0, 0};  ///< next free y of the left and right column
    float width_[2] = {kLeftColumnWidth, kRightColumnWidth};
    float user_width_[2] = {0.0f, 0.0f};            ///< a width the user dragged to; 0: the default
    bool tune_open_ = false;                        ///< the Critter panel's "tune" node
    std::array<float, kPanelCount> kept_height_{};  ///< an open docked panel's tallest height since it opened
    ImGuiContext* context_ = nullptr;
    std::vector<std::string> ignored_;
};

}  // namespace gaitlab

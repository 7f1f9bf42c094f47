// A filmstrip: the poses a walk showed, one cell per pose change, drawn at their world positions in one fixed
// window so the ground stays still and a sliding foot shows as a foot leaving its guide line (README "Gait
// acceptance"). Planted feet are marked (left green, right blue), a thin line marks where each plant began and a red
// bar under a planted foot spans how far it slid from there.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "engine/gait/contacts.h"
#include "engine/sprite/sprite_sheet.h"
#include "render/rgba_image.h"

namespace gaitlab {

inline constexpr int kStripScale = 3;   ///< the report's nearest-neighbour zoom of the cells: a 1 px slide shows as 3
inline constexpr int kStripMargin = 6;  ///< map px around the union of the poses

/// One cell: a frame of a sheet with pixels, where its root stood and its feet.
struct StripCell {
    const SpriteSheet* sheet = nullptr;  ///< frames carry RGBA pixels
    int frame = 0;
    ipos root{0, 0};                  ///< sprite root, map px
    std::array<ContactFoot, 2> feet;  ///< NoContactData when unknown
    int64_t t_ms = 0;
    double phase = 0.0;
    /// The planted sole's pixels, relative to the root, tinted so a reader sees which sole a finding measured (empty:
    /// none).
    std::vector<ipos> sole;
    /// The foot-slide metric's running slide at this tick, map px (GaitSeries::foot_slide_vector): a planted foot's
    /// slide bar runs from its point less this, so the bar is the metric's figure. Unset: from where the contacts
    /// first planted the foot in this strip.
    std::optional<ipos> slid;
};

struct Filmstrip {
    /// Cells side by side at map scale (1 px per map px), written so; the report shows it `scale` x with the
    /// browser's nearest-neighbour scaling (CSS image-rendering: pixelated), so a 1 px slide shows as 3 px while
    /// the PNG stays small and quick to encode.
    RgbaImage image;
    int scale = kStripScale;
    int cell_width = 0;  ///< pixels, as shown (scaled)
    int cell_height = 0;
    [[nodiscard]] int width() const { return image.width * scale; }  ///< as shown, pixels
    [[nodiscard]] int height() const { return image.height * scale; }
};

/// Draws the cells. Empty image for no cells; a frame without pixels is left out of its cell.
[[nodiscard]] Filmstrip drawFilmstrip(const std::vector<StripCell>& cells);

/// Top-left of frame `f`'s image relative to its root (the bottom-centre anchor, D8), px.
[[nodiscard]] ipos frameOrigin(const SpriteFrame& f);
/// Blends frame `frame` of `sheet` (RGBA pixels) over `image` with its root at `root` (image px), only into the
/// columns [x0, x1) so a cell's neighbours stay untouched. Nothing for a frame out of range or without pixels.
void drawFrameAt(RgbaImage& image, const SpriteSheet& sheet, int frame, ipos root, int x0, int x1);

}  // namespace gaitlab

// A filmstrip: the poses a walk showed, one cell per pose change, drawn at their world positions in one fixed
// window so the ground stays still and a sliding foot shows as a foot leaving its guide line (README "Gait
// acceptance"). Planted feet are marked (left green, right blue), a thin line marks where each plant began and a red
// bar under a planted foot spans how far it slid from there.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/gait/contacts.h"
#include "engine/sprite/sprite_sheet.h"
#include "render/rgba_image.h"

namespace gaitlab {

inline constexpr int kStripScale = 3;   ///< the report's nearest-neighbour zoom of the cells: a 1 px slide shows as 3
inline constexpr int kStripMargin = 6;  ///< map px around the union of the poses
inline constexpr int kStripWindowMax = 1024;  ///< map px: the largest side of a filmstrip cell or player window

/// The window a filmstrip cell or the report's player draws, map px: the union of the pictures' drawn pixels (their
/// transparent margins left out) and the rows of their roots (the ground line), plus kStripMargin. A union wider or taller than kStripWindowMax
/// (figures drawn far apart, or far from their roots) is cut to kStripWindowMax around the drawn figures, so the
/// feet stay in it: across, centred on them; up and down, its bottom kStripMargin below their lowest pixel.
struct StripWindow {
    ipos origin{0, 0};  ///< the window's top-left, map px
    int width = 0;
    int height = 0;
    ipos whole{0, 0};  ///< the union's size before any cut, px
    [[nodiscard]] bool cut() const { return whole.x > width || whole.y > height; }
    /// "the window is cut to 1024x700 px around the feet: the pictures span 1900x700 px"; "" when not cut.
    [[nodiscard]] std::string cutNote() const;
};

/// The window of `poses` (each a root, map px, and the frame drawn there, which carries its size); empty (0 x 0)
/// for none.
[[nodiscard]] StripWindow stripWindow(const std::vector<std::pair<ipos, const SpriteFrame*>>& poses);

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
    std::string window_note;  ///< StripWindow::cutNote of its cells' window: "" unless cut
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

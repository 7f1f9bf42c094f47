// The labelled montage of `gaitlab render`: every cell is a shrunk frame with a label strip beneath it (never over
// the frame) naming the tick, the frame, the phase and the sheet, e.g. `t 1200  f 3  ph 0.42  walk SE`. The text is
// Dear ImGui's default font (ProggyClean, 13 px, 7 px advance) copied pixel for pixel, so it is crisp at 1x.
#pragma once

#include <string>
#include <vector>

#include "app/recording/label_text.h"
#include "app/scene/frame_label.h"
#include "engine/hex/hex.h"
#include "render/rgba_image.h"

namespace gaitlab {

inline constexpr int kMontageGap = 2;                        ///< pixels between cells and around the sheet
inline constexpr int kLabelPad = 2;                          ///< pixels of strip above, below and left of the text
inline constexpr Rgba8 kLabelBackground{12, 12, 16, 255};    ///< the strip's fill
inline constexpr Rgba8 kLabelText{235, 235, 235, 255};       ///< full-coverage text pixels
inline constexpr Rgba8 kMontageBackground{24, 24, 28, 255};  ///< the gaps (as montage())

/// `fields` packed greedily into lines no wider than `width` pixels, joined by two spaces; a field wider than
/// `width` gets a line of its own (and is clipped when drawn). At least one line.
[[nodiscard]] std::vector<std::string> packLabel(const std::vector<std::string>& fields, int width);
/// Strip height for `lines` lines: lines x labelLineHeight() + 2 x kLabelPad, pixels.
[[nodiscard]] int labelStripHeight(int lines);

/// Where the cells are. Cell i (row-major, `columns` wide) has its frame at frameOrigin(i) (cell_w x cell_h) and its
/// strip right beneath it (cell_w x strip_h); kMontageGap pixels between cells and around the sheet.
struct MontageLayout {
    int count = 0;
    int columns = 1;
    int cell_w = 0;
    int cell_h = 0;
    int strip_h = 0;
    [[nodiscard]] int rows() const { return (count + columns - 1) / columns; }
    [[nodiscard]] ipos frameOrigin(int i) const;
    [[nodiscard]] ipos stripOrigin(int i) const { return frameOrigin(i) + ipos(0, cell_h); }
    [[nodiscard]] ipos sheetSize() const;
};

/// Smallest integer factor >= 1 at which `count` frames of frame_w x frame_h pixels, `columns` wide, each with a
/// strip of two label lines, fit max_width x max_height (a longer label packs onto more lines, so the sheet can be
/// taller than max_height by those lines).
[[nodiscard]] int labelledMontageFactor(int frame_w, int frame_h, int count, int columns, int max_width,
                                        int max_height);
/// The layout of `cells` (equally sized, already shrunk) with the strip as high as the longest packed label needs.
[[nodiscard]] MontageLayout labelledMontageLayout(int count, int columns, int cell_w, int cell_h,
                                                  const std::vector<std::vector<std::string>>& labels);
/// The sheet: each of `cells` at its frameOrigin, its label (labels[i], packed to the cell width) in the strip
/// beneath. `labels` has one entry per cell (missing ones draw an empty strip). Empty input -> empty image.
[[nodiscard]] RgbaImage labelledMontage(const std::vector<RgbaImage>& cells,
                                        const std::vector<std::vector<std::string>>& labels, int columns);

}  // namespace gaitlab

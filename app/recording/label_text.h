// Text drawn into pictures (render's montage labels, the captions of recordings): Dear ImGui's default font
// (ProggyClean, 13 px, 7 px advance) copied pixel for pixel from a font atlas of its own, so it is crisp at 1x and
// needs no ImGui context.
#pragma once

#include <string>

#include "render/rgba_image.h"

namespace gaitlab {

/// Height of one text line, pixels (the font's size, 13).
[[nodiscard]] int labelLineHeight();
/// Width of `text` in pixels (the sum of the glyphs' advances; 7 per character of the default font).
[[nodiscard]] int labelTextWidth(const std::string& text);
/// Draws `text` with its top-left at (x, y) in `colour` (alpha-blended by glyph coverage), clipped to `image`.
void drawLabelText(RgbaImage& image, int x, int y, const std::string& text, Rgba8 colour);

}  // namespace gaitlab

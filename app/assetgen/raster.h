// The few shape fills the asset generator draws with, onto an RgbaImage (render/rgba_image.h, the one in-memory
// image type; colours are Rgba8, alpha 0 = transparent). Pure C++: no SDL here.
// Shapes are sampled at pixel centres (x + 0.5, y + 0.5) with no anti-aliasing, so every pixel is either
// transparent or one palette colour and the output is identical on every run (D23).
#pragma once

#include <cstdint>
#include <vector>

#include <glm/vec2.hpp>

#include "render/rgba_image.h"

namespace gaitlab::assetgen {

/// A fillable shape in image pixels (floating point, y down).
struct Shape {
    enum class Kind { Capsule, Convex };
    Kind kind = Kind::Capsule;
    glm::dvec2 a{0.0};  ///< capsule end points (a == b gives a disc)
    glm::dvec2 b{0.0};
    double radius = 0.0;           ///< capsule radius, pixels
    std::vector<glm::dvec2> hull;  ///< convex polygon, any winding (built by convexHull)
    Rgba8 color{0, 0, 0, 0};

    static Shape capsule(glm::dvec2 a, glm::dvec2 b, double radius, Rgba8 color);
    static Shape disc(glm::dvec2 c, double radius, Rgba8 color) { return capsule(c, c, radius, color); }
    /// Convex hull of `points` (any order, at least 3 not collinear for a non-empty fill).
    static Shape convex(const std::vector<glm::dvec2>& points, Rgba8 color);

    /// True when point p lies within `grow` pixels of the shape (grow 0 = the shape itself).
    [[nodiscard]] bool covers(glm::dvec2 p, double grow) const;
};

/// Fills the shapes of one body part: first every shape grown by 1 px in `outline`, then every fill, so the
/// part gets one 1 px outline around its union and parts drawn later overlap earlier ones cleanly.
void drawOutlinedGroup(RgbaImage& image, const std::vector<Shape>& shapes, Rgba8 outline);

/// Fills one shape without outline.
void fillShape(RgbaImage& image, const Shape& shape);

/// A 32-bit integer hash of a pixel position and seed (used for texture, never for the critter's body).
[[nodiscard]] uint32_t pixelHash(int x, int y, uint32_t seed);

}  // namespace gaitlab::assetgen

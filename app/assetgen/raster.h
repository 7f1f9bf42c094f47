// Pixel canvas and the few shape fills the asset generator draws with. Pure C++: no SDL here.
// Shapes are sampled at pixel centres (x + 0.5, y + 0.5) with no anti-aliasing, so every pixel is either
// transparent or one palette colour and the output is identical on every run (D23).
#pragma once

#include <cstdint>
#include <vector>

#include <glm/vec2.hpp>

namespace gaitlab::assetgen {

/// One RGBA8 colour; alpha 0 = transparent.
struct Rgba {
    uint8_t r = 0;
    uint8_t g = 0;
    uint8_t b = 0;
    uint8_t a = 0;
    friend bool operator==(const Rgba&, const Rgba&) = default;
};

/// Top-left-origin RGBA8 image, rows top to bottom, 4 bytes per pixel (R, G, B, A).
struct Image {
    int width = 0;
    int height = 0;
    std::vector<uint8_t> rgba;

    Image(int w, int h);
    [[nodiscard]] bool contains(int x, int y) const { return x >= 0 && y >= 0 && x < width && y < height; }
    /// Colour at (x, y); transparent outside the image.
    [[nodiscard]] Rgba at(int x, int y) const;
    /// Writes (x, y); ignored outside the image (shapes are clipped, never wrapped).
    void set(int x, int y, Rgba c);
    [[nodiscard]] bool opaque(int x, int y) const { return at(x, y).a != 0; }
};

/// A fillable shape in image pixels (floating point, y down).
struct Shape {
    enum class Kind { Capsule, Convex };
    Kind kind = Kind::Capsule;
    glm::dvec2 a{0.0};                ///< capsule end points (a == b gives a disc)
    glm::dvec2 b{0.0};
    double radius = 0.0;              ///< capsule radius, pixels
    std::vector<glm::dvec2> hull;     ///< convex polygon, any winding (built by convexHull)
    Rgba color;

    static Shape capsule(glm::dvec2 a, glm::dvec2 b, double radius, Rgba color);
    static Shape disc(glm::dvec2 c, double radius, Rgba color) { return capsule(c, c, radius, color); }
    /// Convex hull of `points` (any order, at least 3 not collinear for a non-empty fill).
    static Shape convex(const std::vector<glm::dvec2>& points, Rgba color);

    /// True when point p lies within `grow` pixels of the shape (grow 0 = the shape itself).
    [[nodiscard]] bool covers(glm::dvec2 p, double grow) const;
};

/// Fills the shapes of one body part: first every shape grown by 1 px in `outline`, then every fill, so the
/// part gets one 1 px outline around its union and parts drawn later overlap earlier ones cleanly.
void drawOutlinedGroup(Image& image, const std::vector<Shape>& shapes, Rgba outline);

/// Fills one shape without outline.
void fillShape(Image& image, const Shape& shape);

/// A 32-bit integer hash of a pixel position and seed (used for texture, never for the critter's body).
[[nodiscard]] uint32_t pixelHash(int x, int y, uint32_t seed);

} // namespace gaitlab::assetgen

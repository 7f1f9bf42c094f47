#include "app/assetgen/raster.h"

#include <algorithm>
#include <cmath>

namespace gaitlab::assetgen {

Shape Shape::capsule(glm::dvec2 a, glm::dvec2 b, double radius, Rgba8 color) {
    Shape s;
    s.kind = Kind::Capsule;
    s.a = a;
    s.b = b;
    s.radius = radius;
    s.color = color;
    return s;
}

namespace {

double cross(glm::dvec2 o, glm::dvec2 a, glm::dvec2 b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

double segmentDistance(glm::dvec2 p, glm::dvec2 a, glm::dvec2 b) {
    const glm::dvec2 ab = b - a;
    const double len2 = ab.x * ab.x + ab.y * ab.y;
    double t = 0.0;
    if (len2 > 0.0) {
        t = std::clamp(((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / len2, 0.0, 1.0);
    }
    const glm::dvec2 q = a + ab * t - p;
    return std::sqrt(q.x * q.x + q.y * q.y);
}

}  // namespace

Shape Shape::convex(const std::vector<glm::dvec2>& points, Rgba8 color) {
    // Andrew's monotone chain; sorting makes the result independent of the input order.
    std::vector<glm::dvec2> pts = points;
    std::sort(pts.begin(), pts.end(),
              [](glm::dvec2 l, glm::dvec2 r) { return l.x < r.x || (l.x == r.x && l.y < r.y); });
    std::vector<glm::dvec2> hull;
    for (int pass = 0; pass < 2; ++pass) {
        const size_t base = hull.size();
        for (const glm::dvec2& p : pts) {
            while (hull.size() >= base + 2 && cross(hull[hull.size() - 2], hull.back(), p) <= 0.0) {
                hull.pop_back();
            }
            hull.push_back(p);
        }
        hull.pop_back();
        std::reverse(pts.begin(), pts.end());
    }
    Shape s;
    s.kind = Kind::Convex;
    s.hull = hull;
    s.color = color;
    return s;
}

bool Shape::covers(glm::dvec2 p, double grow) const {
    if (kind == Kind::Capsule) {
        return segmentDistance(p, a, b) <= radius + grow;
    }
    if (hull.size() < 3) {
        return false;
    }
    bool inside = true;
    for (size_t i = 0; i < hull.size(); ++i) {
        if (cross(hull[i], hull[(i + 1) % hull.size()], p) < 0.0) {
            inside = false;
            break;
        }
    }
    if (inside || grow <= 0.0) {
        return inside;
    }
    for (size_t i = 0; i < hull.size(); ++i) {
        if (segmentDistance(p, hull[i], hull[(i + 1) % hull.size()]) <= grow) {
            return true;
        }
    }
    return false;
}

namespace {

void paint(RgbaImage& image, const Shape& shape, double grow, Rgba8 color) {
    for (int y = 0; y < image.height; ++y) {
        for (int x = 0; x < image.width; ++x) {
            if (shape.covers({x + 0.5, y + 0.5}, grow)) {
                image.set(x, y, color);
            }
        }
    }
}

}  // namespace

void drawOutlinedGroup(RgbaImage& image, const std::vector<Shape>& shapes, Rgba8 outline) {
    for (const Shape& s : shapes) {
        paint(image, s, 1.0, outline);
    }
    for (const Shape& s : shapes) {
        paint(image, s, 0.0, s.color);
    }
}

void fillShape(RgbaImage& image, const Shape& shape) { paint(image, shape, 0.0, shape.color); }

uint32_t pixelHash(int x, int y, uint32_t seed) {
    uint32_t h = seed * 0x9E3779B9u;
    h ^= static_cast<uint32_t>(x) * 0x85EBCA6Bu;
    h = (h << 13) | (h >> 19);
    h ^= static_cast<uint32_t>(y) * 0xC2B2AE35u;
    h ^= h >> 16;
    h *= 0x7FEB352Du;
    h ^= h >> 15;
    h *= 0x846CA68Bu;
    h ^= h >> 16;
    return h;
}

}  // namespace gaitlab::assetgen

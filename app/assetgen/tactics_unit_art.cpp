#include "app/assetgen/tactics_unit_art.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include <glm/geometric.hpp>

namespace gaitlab::assetgen {

namespace {

// A calm fixed palette: sage tunic, sand trousers, brown leather, plain steel. The far side is a step darker
// so crossing limbs stay readable at 1x.
constexpr Rgba8 kOutline{44, 38, 48, 255};
constexpr Rgba8 kSkin{222, 184, 150, 255};
constexpr Rgba8 kSkinFar{188, 152, 124, 255};
constexpr Rgba8 kHair{98, 72, 56, 255};
constexpr Rgba8 kEye{44, 38, 48, 255};
constexpr Rgba8 kTunic{104, 140, 122, 255};
constexpr Rgba8 kTunicBack{86, 120, 104, 255};
constexpr Rgba8 kSleeveFar{78, 108, 96, 255};
constexpr Rgba8 kTrousers{150, 132, 104, 255};
constexpr Rgba8 kTrousersFar{118, 104, 84, 255};
constexpr Rgba8 kBoot{96, 74, 60, 255};
constexpr Rgba8 kBootFar{72, 56, 46, 255};
constexpr Rgba8 kBelt{78, 60, 48, 255};
constexpr Rgba8 kBuckle{204, 178, 112, 255};
constexpr Rgba8 kSteel{206, 212, 218, 255};
constexpr Rgba8 kGuardColour{176, 146, 90, 255};
constexpr Rgba8 kGrip{110, 80, 56, 255};

// Room around a segment for the widest shape (the head, radius 4.5, plus its hair and outline).
constexpr int kPad = 8;

glm::dvec2 unit(ipos d) {
    const glm::dvec2 v(d);
    const double len = glm::length(v);
    return len > 0.0 ? v / len : glm::dvec2{0.0, -1.0};
}

// Perpendicular pointing to the unit's back (screen right when the segment points up).
glm::dvec2 backOf(glm::dvec2 up) { return {-up.y, up.x}; }

std::vector<Shape> torsoShapes(glm::dvec2 pelvis, ipos d, bool back) {
    const glm::dvec2 up = unit(d);
    const glm::dvec2 side = backOf(up);
    const glm::dvec2 neck = pelvis + glm::dvec2(d);
    const Rgba8 cloth = back ? kTunicBack : kTunic;
    std::vector<Shape> shapes{
        Shape::convex({pelvis + side * 3.6 - up * 1.5, pelvis - side * 3.6 - up * 1.5, neck + side * 4.4,
                       neck - side * 4.4, neck + side * 3.0 + up * 1.0, neck - side * 3.0 + up * 1.0},
                      cloth),
        Shape::convex({pelvis + side * 3.7 + up * 0.2, pelvis - side * 3.7 + up * 0.2, pelvis + side * 3.7 + up * 1.8,
                       pelvis - side * 3.7 + up * 1.8},
                      kBelt),
    };
    if (!back) {
        // The collar opens toward the facing; the buckle sits a little forward of centre (three-quarter view).
        shapes.push_back(Shape::convex(
            {neck - side * 2.2 + up * 0.6, neck + side * 0.4 + up * 0.6, neck - side * 1.2 - up * 2.0}, kSkin));
        shapes.push_back(Shape::disc(pelvis - side * 1.0 + up * 1.0, 0.7, kBuckle));
    }
    return shapes;
}

void drawHead(RgbaImage& img, glm::dvec2 c, ipos d, bool back) {
    const glm::dvec2 up = unit(d);
    const glm::dvec2 forward = -backOf(up);
    drawOutlinedGroup(img, {Shape::disc(c, 4.5, back ? kHair : kSkin)}, kOutline);
    if (back) {
        // The back of the head is hair, with the nape of the neck showing under it.
        fillShape(img, Shape::capsule(c - up * 3.6 - forward * 0.6, c - up * 3.6 + forward * 1.0, 0.6, kSkin));
        return;
    }
    // Hair over the crown and the back of the head, the face left open toward the facing.
    for (int y = 0; y < img.height; ++y) {
        for (int x = 0; x < img.width; ++x) {
            const glm::dvec2 p = glm::dvec2{x + 0.5, y + 0.5} - c;
            if (glm::length(p) > 4.5) continue;
            const double along = glm::dot(p, forward);
            const double height = glm::dot(p, up);
            if (height > 1.6 || along < -0.8 - height * 0.3) img.set(x, y, kHair);
        }
    }
    const glm::dvec2 eye = c + forward * 2.4 + up * 0.4;
    img.set(static_cast<int>(std::floor(eye.x)), static_cast<int>(std::floor(eye.y)), kEye);
}

std::vector<Shape> swordShapes(glm::dvec2 grip, ipos d) {
    const glm::dvec2 along = unit(d);
    const glm::dvec2 across = backOf(along);
    const glm::dvec2 tip = grip + glm::dvec2(d);
    return {
        Shape::capsule(grip + along * 2.0, tip, 0.75, kSteel),
        Shape::capsule(grip + along * 1.4 - across * 2.0, grip + along * 1.4 + across * 2.0, 0.6, kGuardColour),
        Shape::capsule(grip - along * 1.6, grip + along * 0.8, 0.6, kGrip),
        Shape::disc(grip - along * 2.2, 0.9, kGuardColour),
    };
}

RgbaImage cropToOpaque(const RgbaImage& img, ipos& origin) {
    int x0 = img.width;
    int y0 = img.height;
    int x1 = -1;
    int y1 = -1;
    for (int y = 0; y < img.height; ++y) {
        for (int x = 0; x < img.width; ++x) {
            if (img.opaque(x, y)) {
                x0 = std::min(x0, x);
                y0 = std::min(y0, y);
                x1 = std::max(x1, x);
                y1 = std::max(y1, y);
            }
        }
    }
    if (x1 < 0) {
        throw std::logic_error("tactics unit: a part drew no pixels");
    }
    RgbaImage out(x1 - x0 + 1, y1 - y0 + 1);
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) out.set(x - x0, y - y0, img.at(x, y));
    }
    origin = {x0, y0};
    return out;
}

}  // namespace

PartTile drawPart(const PartKey& key) {
    const ipos d = key.d;
    RgbaImage canvas(std::abs(d.x) + 2 * kPad + 1, std::abs(d.y) + 2 * kPad + 1);
    const ipos anchor{kPad + std::max(0, -d.x), kPad + std::max(0, -d.y)};
    const glm::dvec2 a = glm::dvec2(anchor) + 0.5;
    const glm::dvec2 b = a + glm::dvec2(d);
    const bool far = key.far;
    switch (key.kind) {
    case PartKind::Head: drawHead(canvas, a, d, key.back); break;
    case PartKind::Torso: drawOutlinedGroup(canvas, torsoShapes(a, d, key.back), kOutline); break;
    case PartKind::UpperArm:
        drawOutlinedGroup(canvas, {Shape::capsule(a, b, 1.6, far ? kSleeveFar : kTunic)}, kOutline);
        break;
    case PartKind::Forearm:
        drawOutlinedGroup(canvas,
                          {Shape::capsule(a, a + (b - a) * 0.6, 1.3, far ? kSleeveFar : kTunic),
                           Shape::capsule(a + (b - a) * 0.6, b, 1.2, far ? kSkinFar : kSkin),
                           Shape::disc(b, 1.6, far ? kSkinFar : kSkin)},
                          kOutline);
        break;
    case PartKind::Thigh:
        drawOutlinedGroup(canvas, {Shape::capsule(a, b, 2.0, far ? kTrousersFar : kTrousers)}, kOutline);
        break;
    case PartKind::Shin:
        drawOutlinedGroup(canvas,
                          {Shape::capsule(a, b, 1.7, far ? kTrousersFar : kTrousers),
                           Shape::capsule(a + (b - a) * 0.55, b, 1.8, far ? kBootFar : kBoot)},
                          kOutline);
        break;
    case PartKind::Foot:
        drawOutlinedGroup(canvas,
                          {Shape::disc(a, 1.5, far ? kBootFar : kBoot),
                           Shape::capsule(a + glm::dvec2{0.0, 0.6}, b, 1.3, far ? kBootFar : kBoot)},
                          kOutline);
        break;
    case PartKind::Sword: drawOutlinedGroup(canvas, swordShapes(a, d), kOutline); break;
    }
    PartTile tile;
    ipos origin{0, 0};
    tile.image = cropToOpaque(canvas, origin);
    tile.anchor = anchor - origin;
    if (key.kind == PartKind::Forearm) {
        tile.hand = anchor + d - origin;
        // Screen left is the facing and screen y grows down, so the angle is measured from (-1, 0) toward (0, -1).
        tile.handDegrees =
            std::atan2(-static_cast<double>(d.y), -static_cast<double>(d.x)) * 180.0 / 3.14159265358979323846;
    }
    return tile;
}

SheetPacking packRows(const std::vector<ipos>& sizes, int width) {
    SheetPacking packing;
    packing.width = width;
    int x = 0;
    int y = 0;
    int rowHeight = 0;
    for (const ipos& s : sizes) {
        if (s.x > width) {
            throw std::invalid_argument("tactics unit: a " + std::to_string(s.x) + " px tile does not fit a " +
                                        std::to_string(width) + " px sheet");
        }
        if (x + s.x > width) {
            x = 0;
            y += rowHeight + 1;
            rowHeight = 0;
        }
        packing.origins.push_back({x, y});
        x += s.x + 1;
        rowHeight = std::max(rowHeight, s.y);
    }
    packing.height = (y + rowHeight + 7) / 8 * 8;
    return packing;
}

}  // namespace gaitlab::assetgen

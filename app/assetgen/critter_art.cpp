#include "app/assetgen/critter_art.h"

#include <cmath>

#include <glm/geometric.hpp>

namespace gaitlab::assetgen {

namespace {

// A small fixed palette: one shade per part, the left side a step darker so the legs read as alternating.
constexpr Rgba8 kOutline{36, 28, 30, 255};
constexpr Rgba8 kSkin{226, 176, 134, 255};
constexpr Rgba8 kSkinLeft{188, 138, 104, 255};
constexpr Rgba8 kHair{86, 58, 40, 255};
constexpr Rgba8 kShirtFront{78, 128, 156, 255};
constexpr Rgba8 kShirtBack{64, 108, 134, 255};
constexpr Rgba8 kSleeveRight{78, 128, 156, 255};
constexpr Rgba8 kSleeveLeft{52, 90, 114, 255};
constexpr Rgba8 kTrousersRight{150, 120, 82, 255};
constexpr Rgba8 kTrousersLeft{110, 86, 58, 255};
constexpr Rgba8 kBootRight{84, 60, 44, 255};
constexpr Rgba8 kBootLeft{60, 42, 32, 255};
constexpr Rgba8 kBelt{58, 40, 30, 255};
constexpr Rgba8 kEye{36, 28, 30, 255};

struct Painter {
    glm::dvec2 root{critterRootInCanvas().x, critterRootInCanvas().y};
    [[nodiscard]] glm::dvec2 at(glm::dvec3 g) const { return root + projectToScreen(g); }
};

std::vector<Shape> legShapes(const BodyPose& p, int s, const Painter& pt) {
    const bool left = s == kLeft;
    const glm::dvec3 f = p.heading.forward;
    const glm::dvec3 up{0.0, 0.0, 1.0};
    const Rgba8 cloth = left ? kTrousersLeft : kTrousersRight;
    const Rgba8 boot = left ? kBootLeft : kBootRight;
    const glm::dvec3 heel = p.sole[s] - f * 1.0 + up * 0.9;
    const glm::dvec3 toe = p.sole[s] + f * 2.4 + up * 0.9;
    return {
        Shape::capsule(pt.at(p.hip[s]), pt.at(p.knee[s]), 2.1, cloth),
        Shape::capsule(pt.at(p.knee[s]), pt.at(p.ankle[s] + up * 1.2), 1.8, cloth),
        Shape::capsule(pt.at(p.ankle[s] + up * 0.6), pt.at(heel), 1.4, boot),
        Shape::capsule(pt.at(heel), pt.at(toe), 1.3, boot),
    };
}

std::vector<Shape> armShapes(const BodyPose& p, int s, const Painter& pt) {
    const bool left = s == kLeft;
    const Rgba8 sleeve = left ? kSleeveLeft : kSleeveRight;
    const Rgba8 skin = left ? kSkinLeft : kSkin;
    const glm::dvec3 cuff = p.shoulder[s] + (p.elbow[s] - p.shoulder[s]) * 0.85;
    return {
        Shape::capsule(pt.at(cuff), pt.at(p.elbow[s]), 1.3, skin),
        Shape::capsule(pt.at(p.elbow[s]), pt.at(p.hand[s]), 1.3, skin),
        Shape::disc(pt.at(p.hand[s]), 1.6, skin),
        Shape::capsule(pt.at(p.shoulder[s]), pt.at(cuff), 1.7, sleeve),
    };
}

std::vector<Shape> torsoShapes(const BodyPose& p, const Painter& pt) {
    const glm::dvec3 f = p.heading.forward;
    const glm::dvec3 r = p.heading.right;
    const glm::dvec3 up{0.0, 0.0, 1.0};
    const glm::dvec3 spine = glm::normalize(p.chest - p.pelvis);
    const bool facing_viewer = f.y > 0.0;
    std::vector<glm::dvec2> shirt;
    std::vector<glm::dvec2> hips;
    std::vector<glm::dvec2> belt;
    for (double a : {-1.0, 1.0}) {
        for (double b : {-1.0, 1.0}) {
            shirt.push_back(pt.at(p.pelvis + r * (a * 3.6) + f * (b * 3.0)));
            shirt.push_back(pt.at(p.chest + spine * 0.1 + r * (a * 5.4) + f * (b * 3.2)));
            hips.push_back(pt.at(p.pelvis - up * 2.6 + r * (a * 3.8) + f * (b * 2.6)));
            hips.push_back(pt.at(p.pelvis + spine * 1.0 + r * (a * 3.7) + f * (b * 2.6)));
            belt.push_back(pt.at(p.pelvis + spine * 0.7 + r * (a * 3.8) + f * (b * 2.7)));
            belt.push_back(pt.at(p.pelvis + spine * 1.7 + r * (a * 3.8) + f * (b * 2.7)));
        }
    }
    return {
        Shape::convex(shirt, facing_viewer ? kShirtFront : kShirtBack),
        Shape::convex(hips, kTrousersRight),
        Shape::convex(belt, kBelt),
    };
}

// Hair on the top and back of the head, face toward the heading, eyes where they face the viewer.
void shadeHead(RgbaImage& img, const BodyPose& p, const Painter& pt) {
    const glm::dvec2 c = pt.at(p.head);
    const double a = kCameraAngleDeg * 3.14159265358979323846 / 180.0;
    const glm::dvec3 screen_down{0.0, std::sin(a), -std::cos(a)};
    const glm::dvec3 view = towardViewer();
    const glm::dvec3 f = p.heading.forward;
    const glm::dvec3 r = p.heading.right;
    for (int y = 0; y < img.height; ++y) {
        for (int x = 0; x < img.width; ++x) {
            const double nx = (x + 0.5 - c.x) / kHeadRadius;
            const double ny = (y + 0.5 - c.y) / kHeadRadius;
            const double nn = nx * nx + ny * ny;
            if (nn > 1.0) {
                continue;
            }
            const glm::dvec3 n = glm::dvec3{nx, 0.0, 0.0} + screen_down * ny + view * std::sqrt(1.0 - nn);
            const bool hair = n.z > 0.58 || glm::dot(n, f) < -0.15;
            img.set(x, y, hair ? kHair : kSkin);
        }
    }
    for (double side : {-1.0, 1.0}) {
        const glm::dvec3 n = glm::normalize(f * 0.86 + r * (side * 0.42) + glm::dvec3{0.0, 0.0, 0.02});
        if (glm::dot(n, view) > 0.12) {
            const glm::dvec2 e = pt.at(p.head + n * (kHeadRadius * 0.8));
            img.set(static_cast<int>(std::floor(e.x)), static_cast<int>(std::floor(e.y)), kEye);
        }
    }
}

}  // namespace

RgbaImage drawCritter(const BodyPose& pose, int extra_rows) {
    RgbaImage img(kCritterCanvasWidth, kCritterCanvasHeight + extra_rows);
    const Painter pt;
    // Painter's order: the side away from the viewer first (screen y grows toward the viewer).
    const int near = pose.heading.right.y > 0.0 ? kRight : kLeft;
    const int far = 1 - near;
    drawOutlinedGroup(img, armShapes(pose, far, pt), kOutline);
    drawOutlinedGroup(img, legShapes(pose, far, pt), kOutline);
    drawOutlinedGroup(img, torsoShapes(pose, pt), kOutline);
    const glm::dvec3 neck_top = pose.head - glm::dvec3{0.0, 0.0, kHeadRadius * 0.6};
    drawOutlinedGroup(img,
                      {Shape::capsule(pt.at(pose.chest), pt.at(neck_top), 1.5, kSkin),
                       Shape::disc(pt.at(pose.head), kHeadRadius, kSkin)},
                      kOutline);
    shadeHead(img, pose, pt);
    drawOutlinedGroup(img, legShapes(pose, near, pt), kOutline);
    drawOutlinedGroup(img, armShapes(pose, near, pt), kOutline);
    return img;
}

CritterAnimationArt renderCritterAnimation(const GaitSpec& spec, const HexGeometry& geometry) {
    CritterAnimationArt art;
    art.spec = spec;
    art.dir_count = geometry.dirCount();
    art.extra_rows = geometry.kind == GeometryKind::Square ? kSquareCritterExtraRows : 0;
    for (int d = 0; d < art.dir_count; ++d) {
        for (const GaitFrame& g : gaitFrames(spec, d, geometry)) {
            CritterFrame fr;
            fr.image = drawCritter(solvePose(g.pose), art.extra_rows);
            fr.next = g.next;
            fr.feet = g.feet;
            art.dirs[static_cast<size_t>(d)].push_back(std::move(fr));
        }
    }
    return art;
}

bool fitsCanvas(const RgbaImage& image) {
    for (int x = 0; x < image.width; ++x) {
        if (image.opaque(x, 0) || image.opaque(x, image.height - 1)) {
            return false;
        }
    }
    for (int y = 0; y < image.height; ++y) {
        if (image.opaque(0, y) || image.opaque(image.width - 1, y)) {
            return false;
        }
    }
    return true;
}

}  // namespace gaitlab::assetgen

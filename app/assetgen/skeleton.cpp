#include "app/assetgen/skeleton.h"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace gaitlab::assetgen {

namespace {

double angleRad() { return kCameraAngleDeg * 3.14159265358979323846 / 180.0; }

}  // namespace

glm::dvec2 projectToScreen(glm::dvec3 g) { return {g.x, g.y * std::sin(angleRad()) - g.z * std::cos(angleRad())}; }

glm::dvec3 groundFromScreen(glm::dvec2 s, double z) {
    // Undo the projection of a point whose height is known.
    return {s.x, (s.y + z * std::cos(angleRad())) / std::sin(angleRad()), z};
}

glm::dvec3 towardViewer() { return {0.0, std::cos(angleRad()), std::sin(angleRad())}; }

Heading headingAlong(ipos screen_vector) {
    const glm::dvec3 g = groundFromScreen({screen_vector.x, screen_vector.y}, 0.0);
    Heading h;
    h.forward = glm::normalize(glm::dvec3{g.x, g.y, 0.0});
    h.right = {-h.forward.y, h.forward.x, 0.0};
    return h;
}

glm::dvec3 bendJoint(glm::dvec3 base, glm::dvec3 end, double l1, double l2, glm::dvec3 bend) {
    const glm::dvec3 to_end = end - base;
    const double d = glm::length(to_end);
    if (d < 1e-9) {
        return base + glm::normalize(bend) * l1;
    }
    const glm::dvec3 u = to_end / d;
    if (d >= l1 + l2) {
        return base + u * l1;
    }
    // Law of cosines: distance along the chain axis and height of the joint off it.
    const double along = (l1 * l1 - l2 * l2 + d * d) / (2.0 * d);
    const double off = std::sqrt(std::max(l1 * l1 - along * along, 0.0));
    glm::dvec3 perp = bend - u * glm::dot(bend, u);
    if (glm::length(perp) < 1e-9) {
        perp = glm::dvec3{0.0, 0.0, 1.0} - u * u.z;
    }
    return base + u * along + glm::normalize(perp) * off;
}

BodyPose solvePose(const PoseInput& in) {
    const glm::dvec3 f = in.heading.forward;
    const glm::dvec3 r = in.heading.right;
    const glm::dvec3 up{0.0, 0.0, 1.0};
    BodyPose p;
    p.heading = in.heading;
    p.pelvis = {0.0, 0.0, in.pelvis_z};
    const glm::dvec3 spine = up * std::cos(in.lean) + f * std::sin(in.lean);
    p.chest = p.pelvis + spine * (kTorsoLength + in.breath);
    p.head = p.chest + spine * kNeck + up * kHeadRadius;
    for (int s = 0; s < 2; ++s) {
        const double side = s == kLeft ? -1.0 : 1.0;
        p.hip[s] = p.pelvis + r * (side * kHipHalfWidth);
        p.sole[s] = in.sole[s];
        p.ankle[s] = in.sole[s] + up * kAnkleHeight;
        p.knee[s] = bendJoint(p.hip[s], p.ankle[s], kThigh, kShin, f);
        p.shoulder[s] = p.chest - spine * 1.9 + r * (side * kShoulderHalfWidth);
        // Arms hang slightly away from the body so they stay visible beside the torso from the front.
        const glm::dvec3 down = -up;
        const glm::dvec3 upper =
            glm::normalize(down * std::cos(in.arm_swing[s]) + f * std::sin(in.arm_swing[s]) + r * (side * 0.12));
        p.elbow[s] = p.shoulder[s] + upper * kUpperArm;
        const double fore_angle = in.arm_swing[s] + in.elbow_bend[s];
        const glm::dvec3 fore =
            glm::normalize(down * std::cos(fore_angle) + f * std::sin(fore_angle) + r * (side * 0.05));
        p.hand[s] = p.elbow[s] + fore * kForearm;
    }
    return p;
}

}  // namespace gaitlab::assetgen

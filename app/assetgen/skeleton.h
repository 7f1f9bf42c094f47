// The 2.5D skeleton the critter art is drawn from. Ground coordinates are (x, y) in ground units with screen
// x and screen-down directions (a hex step is 32 ground units long, D1) and z is height above the ground.
// The camera looks down at 25.6589 deg (§1.7): a ground point (x, y, z) appears at screen
// offset (x, y*sin(a) - z*cos(a)) from the ground origin, so screen y is ground y / 2.3094.
#pragma once

#include <array>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "engine/hex/hex.h"

namespace gaitlab::assetgen {

inline constexpr double kCameraAngleDeg = 25.6589;

/// Screen offset (pixels, y down) of ground point g relative to the ground origin.
[[nodiscard]] glm::dvec2 projectToScreen(glm::dvec3 g);
/// The ground point at height z that projects to screen offset s.
[[nodiscard]] glm::dvec3 groundFromScreen(glm::dvec2 s, double z);
/// Unit vector toward the viewer (perpendicular to the screen), ground coordinates.
[[nodiscard]] glm::dvec3 towardViewer();

/// Facing of the figure: unit forward along the screen step vector (in ground units) and unit right.
struct Heading {
    glm::dvec3 forward{1.0, 0.0, 0.0};
    glm::dvec3 right{0.0, 1.0, 0.0};
};
/// Heading along a screen vector, e.g. a hex step (16,-12) for NE. Right = forward turned clockwise
/// (screen y grows toward the viewer, so for E the right side faces the viewer).
[[nodiscard]] Heading headingAlong(ipos screen_vector);

/// Middle joint (knee, elbow) of a two-bone chain from `base` to `end` with bone lengths l1, l2, bent toward
/// `bend` (need not be perpendicular). A chain too short to reach is straightened toward `end`.
[[nodiscard]] glm::dvec3 bendJoint(glm::dvec3 base, glm::dvec3 end, double l1, double l2, glm::dvec3 bend);

/// Index of a side: left = 0, right = 1 (the same order as the contact sidecar).
enum Side { kLeft = 0, kRight = 1 };

/// What the gait decides for one frame; the skeleton turns it into joint positions.
struct PoseInput {
    Heading heading;
    std::array<glm::dvec3, 2> sole{};    ///< centre of each foot's sole, ground coordinates relative to the root
    double pelvis_z = 24.0;              ///< pelvis height, ground units
    double lean = 0.0;                   ///< forward lean of the torso, radians
    std::array<double, 2> arm_swing{};   ///< upper-arm angle from vertical, radians, positive = forward
    std::array<double, 2> elbow_bend{};  ///< forearm angle relative to the upper arm, radians, forward
    double breath = 0.0;                 ///< chest rise, ground units (idle)
};

/// Joint positions in ground coordinates relative to the root (the ground point under the pelvis).
struct BodyPose {
    Heading heading;
    glm::dvec3 pelvis{0.0};
    glm::dvec3 chest{0.0};  ///< base of the neck
    glm::dvec3 head{0.0};   ///< head centre
    std::array<glm::dvec3, 2> hip{}, knee{}, ankle{}, sole{}, shoulder{}, elbow{}, hand{};
};

/// Body dimensions, ground units (the figure stands about 47 px tall at zoom 1).
inline constexpr double kThigh = 12.0;
inline constexpr double kShin = 12.0;
inline constexpr double kAnkleHeight = 1.6;
inline constexpr double kHipHalfWidth = 2.3;
inline constexpr double kTorsoLength = 15.5;
inline constexpr double kShoulderHalfWidth = 6.2;
inline constexpr double kUpperArm = 8.2;
inline constexpr double kForearm = 7.6;
inline constexpr double kNeck = 2.6;
inline constexpr double kHeadRadius = 4.4;

[[nodiscard]] BodyPose solvePose(const PoseInput& in);

}  // namespace gaitlab::assetgen

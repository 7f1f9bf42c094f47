// A pose of the generated tactics unit as joints, and the tiles that draw it (DECISIONS "A
// Frame"). Joints are integer pixels from the stance point, x right, y down, in the unmirrored view where the unit
// faces screen left (patterns B and C): "forward" is -x.
//
// Body (pixels): a flat foot's sole is row 19 (the stance point is 20 px above the soles) with the ankle at row
// 16; thigh and shin 8 each, so a straight leg puts the hip at row 0; torso 11 up to the neck; head centre 4
// above the neck, its crown at row -20. Upper arm and forearm 6 each; sword 12 from grip to tip.
#pragma once

#include <array>
#include <vector>

#include "app/assetgen/tactics_unit_art.h"

namespace gaitlab::assetgen {

inline constexpr int kTacticsAnkleRow = 16;
inline constexpr int kTacticsThigh = 8;
inline constexpr int kTacticsShin = 8;
inline constexpr int kTacticsTorso = 11;
inline constexpr int kTacticsNeck = 4;
inline constexpr int kTacticsUpperArm = 6;
inline constexpr int kTacticsForearm = 6;
inline constexpr int kTacticsSwordLength = 12;

/// Index of a limb in Skeleton's arrays: the side toward the camera, or away from it.
enum TacticsSide { kNearSide = 0, kFarSide = 1 };

struct Skeleton {
    ipos pelvis{0, 0};
    ipos neck{0, -kTacticsTorso};
    ipos head{0, -kTacticsTorso - kTacticsNeck};
    std::array<ipos, 2> hip{}, knee{}, ankle{}, toe{};
    std::array<ipos, 2> shoulder{}, elbow{}, hand{};
    int swordArm = kFarSide;  ///< the side whose hand grips the sword, or -1 when it lies at swordGrip
    ipos swordGrip{0, 0};     ///< the hand when held
    ipos swordTip{0, 0};
};

/// One tile of a frame: the part and where its anchor joint sits.
struct PlacedPart {
    PartKey key;
    ipos at{0, 0};
};

/// Body angles for poseOf, in degrees. A limb angle is measured from straight down, positive toward the facing.
struct BodyAngles {
    ipos pelvis{0, 0};
    double lean = 0.0;            ///< torso from upright, positive forward, negative backward
    double headTilt = 0.0;        ///< added to lean for the head
    std::array<ipos, 2> ankle{};  ///< [near, far]; the knee bends toward the facing
    std::array<ipos, 2> footVector{ipos{-3, 1}, ipos{-3, 1}};  ///< ankle to toe; (-3, 1) is flat on the ground
    std::array<double, 2> upperArm{};                          ///< [near, far]
    std::array<double, 2> forearm{};                           ///< absolute, like upperArm
    int swordArm = kFarSide;  ///< -1: the sword lies on the ground at droppedGrip..droppedTip
    double sword = 0.0;       ///< blade direction from the grip, same convention
    ipos droppedGrip{0, 0};
    ipos droppedTip{0, 0};
};

/// The skeleton of `a`: joints from the angles, legs by two-bone IK on integer pixels.
[[nodiscard]] Skeleton poseOf(const BodyAngles& a);

/// round(length * (-sin, cos)) of an angle in degrees from straight down toward the facing.
[[nodiscard]] ipos limbVector(double degrees, double length);

/// The knee (or elbow) for a chain from `root` to `end` of lengths l1, l2: the integer point whose distances best
/// match, on the facing side of the chain (or on it). Ties go to the first in row-major scan order.
[[nodiscard]] ipos chainJoint(ipos root, ipos end, int l1, int l2);

/// The tiles of `s` back to front: a sword on the ground, far arm, far leg, torso, near leg, head, near arm, with
/// a held sword just before the arm that holds it (its hand covers the grip). `back` picks the back variants of
/// the head and torso.
[[nodiscard]] std::vector<PlacedPart> tilesOf(const Skeleton& s, bool back);

}  // namespace gaitlab::assetgen

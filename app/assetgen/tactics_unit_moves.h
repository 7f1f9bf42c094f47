// The generated tactics unit's animations as body angles per frame (DECISIONS "A Sequence",
// "An Animation"). Times are ticks at 60 per second (D13); fb is pixels forward along the facing, accumulated
// from the start of the sequence.
//
// The unit holds a short sword in its right hand. Facing screen left, the right side is away from the camera in
// the front view (patterns A/B) and toward it in the back view (C/D), so the sword arm is the far arm in front
// sequences and the near arm in back sequences.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "app/assetgen/tactics_unit_pose.h"

namespace gaitlab::assetgen {

/// Walk: two steps per cycle of 8 frames; each foot stays planted for 5 frames (both at frames 0 and 4) while
/// the body moves 2 px a frame, so fb = 2 * frame and a cycle covers 16 px, two steps of 8.
inline constexpr int kTacticsWalkFrames = 8;
inline constexpr int kTacticsWalkStep = 8;

/// A front/back pair of sequences and the animation naming them.
struct TacticsMove {
    std::string name;  ///< animation name; the sequences add " Fwd" and " Back"
    std::string category;
    bool loop = false;              ///< both the sequences' IncrementLoop and the animation's loop
    bool water = false;             ///< draws only in the water frames (Nulled Walk)
    std::vector<BodyAngles> front;  ///< one per frame, sword in the far hand
    std::vector<BodyAngles> back;   ///< same count, sword in the near hand
    std::vector<int> ticks;         ///< delay per frame
    std::vector<int> fb;            ///< accumulated forward motion per frame; empty when it does not move
    std::vector<std::pair<int, std::string>> events;  ///< [tick, PlaySound | PostGenericAttack]
};

/// Idle stance in the front (back = false) or back view.
[[nodiscard]] BodyAngles tacticsIdle(bool back);

/// Walk, Nulled Walk, Swing, Hurt, Death, in that order.
[[nodiscard]] std::vector<TacticsMove> tacticsMoves();

}  // namespace gaitlab::assetgen

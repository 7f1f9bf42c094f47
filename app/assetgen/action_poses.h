// The generated critter's action animations: attack, hurt, death and knock-back, each in the six hex
// directions (DECISIONS "Animation State Machine" priority table: attack 3, hurt 5, death 10; decisions D4, D7).
//
// These clips are not movement-driven, so the client adds the accumulated NextX/NextY of the selected frame
// to the sprite (offs_anim = accum[i], DECISIONS "When movement selects the frame", D4) while the logical hex stays
// put. Each clip authors that displacement along its facing as `shift[i]` in ground units (a hex step is 32
// ground units, D3): accum[i] = roundDivAway(step * shift[i], 32), rounding half away from zero so the six
// directions stay mirror images (E = -W, NE = -SW, SE = -NW).
//
// Pose keys place the body relative to the sprite root (it moves with accum[i]) but the soles relative to the
// logical root (the hex), so a planted foot stays on one map point while the sprite shifts over it. The figure
// is drawn by drawCritter (critter_art.h) with the palette and outline of the gaits.
#pragma once

#include <array>
#include <string>
#include <utility>
#include <vector>

#include <glm/vec3.hpp>

#include "app/assetgen/critter_art.h"
#include "app/assetgen/skeleton.h"

namespace gaitlab::assetgen {

/// Ground units of root motion per hex step (D3); `shift` values are in these units along the facing.
inline constexpr int kStepGroundUnits = 32;

/// One frame's pose. Vectors are (forward along the facing, to the figure's right, up), ground units.
struct ActionKey {
    glm::dvec3 pelvis{0.0, 0.0, 24.0};  ///< relative to the sprite root
    double lean = 0.0;                  ///< torso pitch from vertical toward the front, radians
    double twist =
        0.0;  ///< shoulders' turn about the spine, radians, + = right shoulder forward (|twist| <= 0.4 keeps the painter's near side)
    double yaw =
        0.0;  ///< whole body's turn off the facing, radians; + = toward the screen's horizontal, see solveActionPose
    std::array<glm::dvec3, 2>
        sole{};             ///< [kLeft], [kRight], relative to the logical root, axes turned by `yaw`; z == 0 = planted
    double knee_out = 0.0;  ///< knees bend forward plus this much outward
    double rise = 0.0;      ///< body and soles moved away from the viewer (ground -y), ground units
    std::array<double, 2> arm_swing{};  ///< upper arm angle from the torso's down axis toward its front, radians
    std::array<double, 2> arm_spread{0.12, 0.12};  ///< upper arm's sideways component away from the body
    std::array<double, 2> elbow{};                 ///< forearm angle relative to the upper arm, radians, forward
};

/// One action clip.
struct ActionSpec {
    std::string name;                                 ///< FOFRM and frame folder name
    int fps = 10;                                     ///< FOFRM fps (uniform frame durations, D7)
    std::vector<int> shift;                           ///< accum[i] along the facing, ground units; one per frame
    std::vector<ActionKey> keys;                      ///< one per frame
    std::vector<std::pair<int, std::string>> events;  ///< authored frame events (footsteps are derived from contacts)
    [[nodiscard]] int frames() const { return static_cast<int>(keys.size()); }
};

/// attack (6 frames, 12 fps): guard, wind-up with the right fist drawn back, a lunging right punch with a step of
/// the left foot (shift 0, -2, 4, 6, 3, 0: sum 0), recover to the idle stance; "hit" on frame 3 (full extension).
/// hurt (4 frames, 10 fps): flinch back and recover (shift -4, -5, -2, 0: sum 0).
/// death (8 frames, 10 fps): buckle, kneel, fall forward onto the chest and lie turned a little to the right
/// (shift 0, 0, 0, 0, 1, 2, 3, 3: a 3-unit slide); "thud" on frame 5 (the chest meets the ground).
/// knockback (6 frames, 12 fps): thrown back half a hex step, two stumbling steps (shift -5, -10, -13, -15, -16,
/// -16: sum = -step / 2, e.g. (-16, 0) facing E).
[[nodiscard]] const std::vector<ActionSpec>& humanoidActions();

/// accum[i] of `spec` in hex direction `hdir` (0..5 = NE, E, SE, SW, W, NW), screen pixels.
[[nodiscard]] std::vector<ipos> actionAccum(const ActionSpec& spec, int hdir);

/// Joint positions of `key` for a figure facing `heading`, relative to the sprite root, whose accumulated shift
/// is `accum` (screen pixels; subtracted from the soles). The returned heading is the torso's frame (front and
/// right after yaw, lean and twist), which is what drawCritter shades the torso, face and feet with.
/// A positive yaw turns the body toward the side that brings its axis nearer the screen's horizontal: the far
/// side when facing E, W, SE or SW, the near side when facing NE or NW. A long lying body then fits the canvas,
/// which has room for only kCritterOffsY px below the root.
[[nodiscard]] BodyPose solveActionPose(const ActionKey& key, const Heading& heading, ipos accum);

/// Renders all frames of `spec` in the six directions. The returned spec carries name, fps and frame count;
/// each frame's foot contact is relative to the sprite root and planted when its key's sole height is 0.
[[nodiscard]] CritterAnimationArt renderCritterAction(const ActionSpec& spec);

/// Frames of direction `hdir` of `art` in which a foot becomes planted: planted there and not in the previous
/// frame, ascending. For a looping clip frame 0 follows the last frame; for a one-shot clip frame 0 follows a
/// standing pose (both feet planted).
[[nodiscard]] std::vector<int> footfallFrames(const CritterAnimationArt& art, int hdir, bool looping);

}  // namespace gaitlab::assetgen

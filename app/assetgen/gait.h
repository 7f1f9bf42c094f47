// Gait timing of the generated critter: per-frame NextX/NextY, cycle phase, foot contacts and the pose
// inputs of each frame (DECISIONS "Authoring per-frame motion", "Anchor and cycle phase", "Frame selection";
// decision D23). All positions are screen pixels relative to the sprite root unless stated otherwise.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "app/assetgen/skeleton.h"
#include "engine/hex.h"

namespace gaitlab::assetgen {

/// One animation's gait parameters.
struct GaitSpec {
    std::string name;        ///< "idle", "walk", "run": also the FOFRM and frame folder name
    int frames = 1;          ///< frames per direction; a moving cycle's last frame closes it (see gaitFrames)
    int fps = 10;            ///< FOFRM fps: frames * speed / cycle ground length (walk 70, run 140 px/s)
    int hex_steps = 0;       ///< hex steps per cycle: T = hex_steps * step vector (0 = in place)
    double stance = 0.6;     ///< fraction of the cycle each foot is planted
    double lift = 3.0;       ///< swing foot peak height, ground units
    double pelvis_z = 24.0;  ///< mean pelvis height, ground units
    double bob = 0.0;        ///< pelvis bob amplitude; walk: highest at mid-stance, run: lowest (negative)
    double lean = 0.0;       ///< torso lean, radians
    double arm_amp = 0.0;    ///< arm swing amplitude, radians
    double elbow = 0.2;      ///< elbow bend, radians
};

/// idle: 4 frames of breathing, NextX/NextY all 0. walk: 9 frames (8 poses) over one hex step, 20 fps
/// (9 * 70 / 32 = 19.7; AnimTicks 450 ms, 71.1 px/s). run: 7 frames (6 poses) over two hex steps, 15 fps
/// (7 * 140 / 64 = 15.3; AnimTicks 466 ms, 137.3 px/s).
[[nodiscard]] const std::array<GaitSpec, 3>& humanoidGaits();

/// accum[0] = (0, 0) and accum[i] = round(i * T / (N - 1)) per component for i >= 1, rounding half away from
/// zero, so d[0] = (0, 0), the N - 1 strides d[1..N-1] are as even as integers allow, sum to T and keep the
/// mirror symmetry of the six directions. Throws std::invalid_argument when `frames` < 1, or when T is not
/// zero and `frames` < 2 (a moving cycle needs a frame to carry T).
[[nodiscard]] std::vector<ipos> cycleAccum(ipos total, int frames);

/// A foot's contact point relative to the sprite root, pixels (the sole's centre as drawn; it includes the
/// lift of a swinging foot), and whether the foot is planted on the ground in that frame.
struct FootContact {
    ipos point{0, 0};
    bool planted = false;
};

struct GaitFrame {
    ipos next{0, 0};                  ///< NextX/NextY of the frame
    ipos accum{0, 0};                 ///< accum[i]
    double phase = 0.0;               ///< dot(accum[i], T) / dot(T, T); i / N for an in-place cycle
    std::array<FootContact, 2> feet;  ///< [kLeft], [kRight]
    PoseInput pose;
};

/// The frames of one animation in one hex direction (0..5 = NE, E, SE, SW, W, NW). A planted foot's contact
/// is exactly plant - accum[i] with plant = k*T (left, mid-stance at phase 0) or T/2 + k*T (right, phase
/// 0.5), so it stays on one screen point while the aligner plays the cycle.
///
/// A moving cycle starts at phase 0 with d[0] = (0, 0): a movement (re)start anchors at the current position
/// and the aligner shows frame 0 with offs_anim = accum[0], so the sprite root is then exactly the logical
/// point (§4.4, §4.5). Since accum[N-1] = T always, the last frame has phase 1 and shows the
/// frame-0 pose one cycle on; the nearest-frame rule gives frames 0 and N-1 half a stride each, so the N - 1
/// distinct poses are still shown over equal stretches of ground.
[[nodiscard]] std::vector<GaitFrame> gaitFrames(const GaitSpec& spec, int hdir);

}  // namespace gaitlab::assetgen

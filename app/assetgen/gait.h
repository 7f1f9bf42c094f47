// Gait timing of the generated critter: per-frame NextX/NextY, cycle phase, foot contacts and the pose
// inputs of each frame (seed "Authoring per-frame motion", "Anchor and cycle phase", "Frame selection";
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
    int frames = 1;          ///< frames per direction
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

/// idle: 4 frames of breathing, NextX/NextY all 0. walk: 8 frames over one hex step, 18 fps
/// (8 * 70 / 32 = 17.5). run: 6 frames over two hex steps, 13 fps (6 * 140 / 64 = 13.1).
[[nodiscard]] const std::array<GaitSpec, 3>& humanoidGaits();

/// accum[i] = round((i+1) * T / N) per component, rounding half away from zero, so the deltas are as even
/// as integers allow, sum to T and keep the mirror symmetry of the six directions. `frames` >= 1.
[[nodiscard]] std::vector<ipos> cycleAccum(ipos total, int frames);

/// A foot's contact point relative to the sprite root, pixels (the sole's centre as drawn; it includes the
/// lift of a swinging foot), and whether the foot is planted on the ground in that frame.
struct FootContact {
    ipos point{0, 0};
    bool planted = false;
};

struct GaitFrame {
    ipos next{0, 0};                      ///< NextX/NextY of the frame
    ipos accum{0, 0};                     ///< accum[i]
    double phase = 0.0;                   ///< dot(accum[i], T) / dot(T, T), 0 for an in-place cycle
    std::array<FootContact, 2> feet;      ///< [kLeft], [kRight]
    PoseInput pose;
};

/// The frames of one animation in one hex direction (0..5 = NE, E, SE, SW, W, NW). A planted foot's contact
/// is exactly plant - accum[i] with plant = k*T (left, mid-stance at phase 0) or T/2 + k*T (right, phase
/// 0.5), so it stays on one screen point while the aligner plays the cycle.
[[nodiscard]] std::vector<GaitFrame> gaitFrames(const GaitSpec& spec, int hdir);

} // namespace gaitlab::assetgen

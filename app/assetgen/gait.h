// Gait timing of the generated critter: per-frame NextX/NextY, cycle phase, foot contacts and the pose
// inputs of each frame (DECISIONS "Authoring per-frame motion", "Anchor and cycle phase", "Frame selection";
// decision D23). All positions are screen pixels relative to the sprite root unless stated otherwise.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "app/assetgen/skeleton.h"
#include "engine/hex/hex.h"
#include "engine/hex/hex_geometry.h"

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
    /// Sideways offset of each foot's track from the path, ground units (left -, right + along the heading's
    /// right), rounded to whole screen pixels; 0 puts both feet on the path line (the hexagonal humanoid).
    double track_half_width = 0.0;
};

/// idle: 4 frames of breathing, NextX/NextY all 0. walk: 9 frames (8 poses) over one hex step, 20 fps
/// (9 * 70 / 32 = 19.7; AnimTicks 450 ms, 71.1 px/s). run: 7 frames (6 poses) over two hex steps, 15 fps
/// (7 * 140 / 64 = 15.3; AnimTicks 466 ms, 137.3 px/s).
[[nodiscard]] const std::array<GaitSpec, 3>& humanoidGaits();

/// The square humanoid's gaits (D27): humanoidGaits() with the feet on two tracks kSquareTrackHalfWidth either
/// side of the path, so that seen from the front (S) and the back (N) the legs stay apart instead of one
/// crossing in front of the other on the path line.
inline constexpr double kSquareTrackHalfWidth = 1.6;
[[nodiscard]] const std::array<GaitSpec, 3>& squareHumanoidGaits();

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

/// Longest hip-to-ankle distance a planted leg may have, ground units (96% of thigh + shin).
inline constexpr double kLegReach = 0.96 * (kThigh + kShin);

struct GaitFrame {
    ipos next{0, 0};                  ///< NextX/NextY of the frame
    ipos accum{0, 0};                 ///< accum[i]
    double phase = 0.0;               ///< dot(accum[i], T) / dot(T, T); i / N for an in-place cycle
    std::array<FootContact, 2> feet;  ///< [kLeft], [kRight]
    PoseInput pose;
};

/// The frames of one animation in one direction of `geometry` (hexagonal 0..5 = NE, E, SE, SW, W, NW; square
/// 0..7 = NE, E, SE, S, SW, W, NW, N), T = hex_steps * geometry.stepVector(hdir). A planted foot's contact
/// is exactly plant - accum[i] with plant = k*T (left, mid-stance at phase 0) or T/2 + k*T (right, phase
/// 0.5), each plus its track offset (round(projectToScreen(side * track_half_width * right)), 0 for the
/// hexagonal humanoid), so it stays on one screen point while the aligner plays the cycle.
///
/// A moving cycle starts at phase 0 with d[0] = (0, 0): a movement (re)start anchors at the current position
/// and the aligner shows frame 0 with offs_anim = accum[0], so the sprite root is then exactly the logical
/// point (§4.4, §4.5). Since accum[N-1] = T always, the last frame has phase 1 and shows the
/// frame-0 pose one cycle on; the nearest-frame rule gives frames 0 and N-1 half a stride each, so the N - 1
/// distinct poses are still shown over equal stretches of ground.
///
/// In a moving cycle, a step whose ground length exceeds W (the square S and N steps: 24 screen px = 55.4 ground
/// units) would stretch a planted leg past its reach at the spec's pelvis height; there every frame's pelvis is lowered by
/// the same amount, just enough that the hip of each planted foot stays within kLegReach of its ankle. Every
/// hexagonal step and the other square steps are W = 32 ground units long; their legs stay well within reach
/// and the pelvis keeps the spec's height.
[[nodiscard]] std::vector<GaitFrame> gaitFrames(const GaitSpec& spec, int hdir,
                                                const HexGeometry& geometry = HexGeometry{});

}  // namespace gaitlab::assetgen

// `gaitlab gen-assets`: writes every shipped asset from the project's own code (decision D23). The output is
// byte-for-byte identical on every run: fixed seeds, no clock, ordered iteration only.
//
// Files written under `out_dir`:
//   critters/humanoid/{idle,walk,run}.fofrm      FOFRM (§6.1, D8): fps, count, offs_x, offs_y
//                                                 at the root, a [dir_N] section per hex direction 0..5 with
//                                                 frm_k and next_x_k / next_y_k.
//   critters/humanoid/<anim>/<dir>_<k>.png       RGBA frames, dir = ne, e, se, sw, w, nw.
//   critters/humanoid/contacts.json              foot contacts, below.
//   critters/humanoid-square/{idle,walk,run}.fofrm, <anim>/<dir>_<k>.png, contacts.json, events.json
//                                                 the same gaits over squareGeometry()'s step vectors for square
//                                                 maps (D27): [dir_0] .. [dir_7] = NE, E, SE, S, SW, W, NW, N,
//                                                 dir = ne, e, se, s, sw, w, nw, n; contacts with 8 arrays.
//   tiles/{grass,dirt,stone}.png                 32x16 hex tiles; tiles/rock.png 32x32 (bottom 16 rows = hex).
//   tiles/square-{grass,dirt,stone}.png          32x24 diamonds for square maps; tiles/square-rock.png 32x40
//                                                 (bottom 24 rows = diamond). A diamond's top-left is its cell's
//                                                 origin hexPos, so neighbouring cells tile without gaps.
//   maps/demo.json                               the demo map through gaitlab::hexMapToJson.
//   maps/square.json                             the square demo map ("geometry": "square"), 40x40 cells.
//
// Walk covers one step per cycle (T = the direction's step vector of the art's geometry; 9 frames at 20 fps, 71 ground
// px/s over a 32 ground px step), run two steps (T = 2 * step, 7 frames at 15 fps, 137 ground px/s); idle has
// NextX/NextY 0 (gait.h). The square S and N steps are 55.4 ground px long, so there the same frames cover more
// ground. Frame i shows the pose at phase dot(accum[i], T) / dot(T, T) (DECISIONS "Anchor and cycle phase",
// "Frame selection").
//
// contacts.json (all values integers or booleans):
//   {
//     "critter": "humanoid" or "humanoid-square",
//     "canvas": {"width": W, "height": H},        every frame image has this size, pixels
//     "root": {"x": RX, "y": RY},                 sprite root inside the canvas, pixels; equals
//                                                 (W/2 - offs_x, H - offs_y) of every FOFRM direction
//     "draw_offset": {"x": offs_x, "y": offs_y},  the FOFRM draw offset (same for every animation/direction)
//     "animations": {
//       "<anim>": {"fofrm": "<anim>.fofrm", "frames": N, "dirs": [    6 or 8 arrays, hdir 0..5 or 0..7
//         [ {"left": {"x": X, "y": Y, "planted": B}, "right": {...}}, ... ]  N frames each
//       ]}, ...
//     }
//   }
// A foot's (x, y) is the screen position of its sole's centre relative to the sprite root, pixels, y down
// (a swinging foot's includes its lift). Its screen position is spriteWorld() + (x, y), i.e. image top-left
// + root. While planted, the left foot's point is k*T - accum[i] and the right foot's T/2 + k*T - accum[i]
// (k = 0 or 1 across the cycle wrap), each plus its track offset (0 for "humanoid"; "humanoid-square" puts the
// feet on two tracks either side of the path, gait.h squareHumanoidGaits), so it stays on one map point under
// the aligner. "humanoid-square" has a 48x68 canvas with draw offset (0, 12): the root is at the same canvas
// point (24, 56), with room for the longer S and N strides below it.
#pragma once

#include <ostream>
#include <string>

namespace gaitlab {

/// Writes all assets under `out_dir` (created if missing; existing files are overwritten). Prints one line
/// per group of files written to `log`. Returns 0 on success, 2 after printing the reason to `log` when a
/// directory or file cannot be written, a frame does not fit its canvas or the map cannot be serialised.
int generateAssets(const std::string& out_dir, std::ostream& log);

}  // namespace gaitlab

// `gaitlab gen-assets`: writes every shipped asset from the project's own code (decision D23). The output is
// byte-for-byte identical on every run: fixed seeds, no clock, ordered iteration only.
//
// Files written under `out_dir`:
//   critters/humanoid/{idle,walk,run}.fofrm      FOFRM (§6.1, D8): fps, count, offs_x, offs_y
//                                                 at the root, a [dir_N] section per hex direction 0..5 with
//                                                 frm_k and next_x_k / next_y_k.
//   critters/humanoid/<anim>/<dir>_<k>.png       RGBA frames, dir = ne, e, se, sw, w, nw.
//   critters/humanoid/contacts.json              foot contacts, below.
//   tiles/{grass,dirt,stone}.png                 32x16 hex tiles; tiles/rock.png 32x32 (bottom 16 rows = hex).
//   maps/demo.json                               the demo map through gaitlab::hexMapToJson.
//
// Walk covers one hex step per cycle (T = step vector, 8 frames at 18 fps: 70 ground px/s), run two hex
// steps (T = 2 * step, 6 frames at 13 fps: 140 ground px/s); idle has NextX/NextY 0. Frame i shows the pose
// at phase dot(accum[i], T) / dot(T, T) (DECISIONS "Anchor and cycle phase", "Frame selection").
//
// contacts.json (all values integers or booleans):
//   {
//     "critter": "humanoid",
//     "canvas": {"width": W, "height": H},        every frame image has this size, pixels
//     "root": {"x": RX, "y": RY},                 sprite root inside the canvas, pixels; equals
//                                                 (W/2 - offs_x, H - offs_y) of every FOFRM direction
//     "draw_offset": {"x": offs_x, "y": offs_y},  the FOFRM draw offset (same for every animation/direction)
//     "animations": {
//       "<anim>": {"fofrm": "<anim>.fofrm", "frames": N, "dirs": [          6 arrays, hdir 0..5
//         [ {"left": {"x": X, "y": Y, "planted": B}, "right": {...}}, ... ]  N frames each
//       ]}, ...
//     }
//   }
// A foot's (x, y) is the screen position of its sole's centre relative to the sprite root, pixels, y down
// (a swinging foot's includes its lift). Its screen position is spriteWorld() + (x, y), i.e. image top-left
// + root. While planted, the left foot's point is k*T - accum[i] and the right foot's T/2 + k*T - accum[i]
// (k = 0 or 1 across the cycle wrap), so it stays on one map point under the aligner.
#pragma once

#include <ostream>
#include <string>

namespace gaitlab {

/// Writes all assets under `out_dir` (created if missing; existing files are overwritten). Prints one line
/// per group of files written to `log`. Returns 0 on success, 2 after printing the reason to `log` when a
/// directory or file cannot be written, a frame does not fit its canvas or the map cannot be serialised.
int generateAssets(const std::string& out_dir, std::ostream& log);

}  // namespace gaitlab

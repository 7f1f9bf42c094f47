// poseAt: what a unit draws at a moment (DECISIONS "The Draw Algorithm"; D12), and the hand
// points read from it ("Hands"). Positions are exact doubles in sprite pixels from the stance point, x right,
// y down: an odd width keeps its half pixel (D12); the renderer snaps x·zoom half away from zero.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/tactics/atlas.h"

namespace gaitlab::tactics {

/// One tile as drawn: cell `id` (its rect on the atlas image in `cell`), top left at (x, y) from the stance point.
struct PoseTile {
    int id = 0;
    Cell cell;
    double x = 0.0;      ///< (mirrored ? −u : u) − w/2
    double y = 0.0;      ///< v − h/2
    bool flipX = false;  ///< mirrored != the tile's own reversed flag
    int order = 0;       ///< position in the frame, 0 furthest back: the draw order
};

/// The result of poseAt. Tiles carry no motion: on a flat stage add (moveX, moveY) to every tile.
struct Pose {
    int shp = 0;            ///< the frame drawn, water offset included
    int index = 0;          ///< index into the sequence's frames (0 for idle)
    int view = 0;           ///< 0..7
    int pattern = 0;        ///< [0,1,1,2,2,3,3,0][view]
    bool back = false;      ///< the back sequence draws
    bool mirrored = false;  ///< tiles reflect about the stance point (always false for idle)
    int64_t elapsed = 0;    ///< ticks into the sequence: ticks mod total when looping, else ticks
    double moveX = 0.0;     ///< fb[index] · (mirrored ? +1 : −1), pixels; 0 without fb
    double moveY = 0.0;     ///< du[index], pixels; 0 without du
    int sequence = -1;      ///< the sequence drawn; -1 for idle
    int body = -1;          ///< index in tiles of the body: the biggest tile, the first on a tie; -1 if none
    std::vector<PoseTile> tiles;
};

/// A facing (FACING) seen from a camera step; poseAt uses view = viewOf(facing, cameraStep).
struct FacingAndStep {
    int facing = 0;
    int cameraStep = 0;
};

/// `elapsed` of the draw algorithm: loop && total > 0 ? ticks mod total (true modulo, into [0, total), O(1)
/// for any ticks, R16) : ticks.
[[nodiscard]] int64_t elapsedAt(const Sequence& seq, int64_t ticks, bool loop);

/// The first i with elapsed < ticks[0] + ... + ticks[i], else the last frame (so a last delay of 0 holds it).
[[nodiscard]] int frameIndexAt(const Sequence& seq, int64_t elapsed);

/// The draw algorithm at `ticks` (ticks at 60/s since the clip began, any sign) in `view` (wrapped mod 8).
/// The clock loops when animation.loop. `water` (or animation.water, which only draws in water) adds
/// waterOffset to the frame. The idle animation (animation.idle) draws idleFrames[view] (+waterOffset in
/// water: the water copies carry the same flips) with mirrored false, its tiles keeping their own flips.
/// Throws std::out_of_range when animation.front/back is not a sequence of `atlas` (an animation of another
/// atlas); a loaded atlas is otherwise always in range.
[[nodiscard]] Pose poseAt(const Atlas& atlas, const Animation& animation, int view, int64_t ticks, bool water = false);

/// poseAt written into `out`, whose tile storage is reused (no allocation once it holds a frame's tiles): a unit
/// that poses every tick keeps one Pose. With `tilesCurrent`, the caller vouches that `out` was last posed from
/// this same atlas (and not changed since): if the frame (shp) and the mirror are the same as before, its tiles and
/// body are kept as they are instead of placed again (DECISIONS "Cost per tick and per frame"). Throws as poseAt;
/// `out` is then unspecified but valid.
void poseInto(const Atlas& atlas, const Animation& animation, int view, int64_t ticks, bool water, Pose& out,
              bool tilesCurrent = false);

/// poseAt in view viewOf(facing, cameraStep).
[[nodiscard]] Pose poseAt(const Atlas& atlas, const Animation& animation, FacingAndStep facing, int64_t ticks,
                          bool water = false);

/// Which tile of a frame holds the hand: its first tile or its last ("Hands").
enum class Arm { First, Last };

/// A hand: its centre in pixels from the stance point (x right, y down) and the forearm's angle in degrees,
/// 0 along the facing and 90 up. The angle is relative to the facing, so a mirror (which turns the facing with
/// the sprite) leaves it unchanged; `flipX` says whether the tile holding it draws flipped on screen.
struct HandPoint {
    double x = 0.0;
    double y = 0.0;
    double degrees = 0.0;
    int tile = 0;  ///< index of the arm's tile in the frame
    bool flipX = false;
};

/// The hand on frame `shp`'s arm tile, before the view mirror and before motion: x = u − w/2 + hx (w − hx on
/// a tile reversed in place), y = v − h/2 + hy. nullopt when the frame has no tiles, shp is not a frame, or the
/// atlas has no hand entry for that tile's cell (hands null for another atlas image).
[[nodiscard]] std::optional<HandPoint> frameHand(const Atlas& atlas, int shp, Arm arm);

/// The hand of a pose, in the pose's own space: the arm tile's (x, y) plus (hx, hy), with hx read from the right
/// edge (w − hx) when the tile draws flipped, so a mirrored pose gives the reflection (−x, y) of the unmirrored
/// one. Motion is not added: on a flat stage add (moveX, moveY) as for the tiles. nullopt as frameHand.
[[nodiscard]] std::optional<HandPoint> handPoint(const Atlas& atlas, const Pose& pose, Arm arm);

}  // namespace gaitlab::tactics

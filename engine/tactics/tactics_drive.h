// Glue between the tactics-sprite-data runtime and the hex map (decision D15; DECISIONS "Tactics sprite data",
// "The Draw Algorithm" and "The Screen"): which facing a hex direction gives, where a unit's stance point sits on
// its hex, and the per-frame screen motion of a walk sequence as the per-frame deltas the walk-cycle aligner
// (walk_aligner.h) takes, the role NextX/NextY play for critters. Pure: integers and doubles, no SDL, GL or ImGui.
#pragma once

#include <cstddef>
#include <vector>

#include <glm/ext/vector_double2.hpp>

#include "engine/hex/hex.h"
#include "engine/hex/hex_geometry.h"
#include "engine/sprite/walk_aligner.h"

namespace gaitlab {

/// The four diagonal facings of a tactics unit (D15; DECISIONS "The Draw Algorithm"): NE 7, SE 1, SW 3, NW 5.
inline constexpr int kTacticsFacingNE = 7;
inline constexpr int kTacticsFacingSE = 1;
inline constexpr int kTacticsFacingSW = 3;
inline constexpr int kTacticsFacingNW = 5;

/// The camera step the map starts at. At step 7 every unit faces on screen the way its hex move goes: hex NE and
/// E-from-NE draw view 6 (back, mirrored: walking away to the right), SE and E view 0 (front, mirrored: toward the
/// viewer, right), SW view 2 (front, facing left), NW and W view 4 (back, facing left). Other steps turn the units
/// on the spot, as rotating the camera around a unit would.
inline constexpr int kMapCameraStep = 7;

/// Pixels from a unit's soles up to its stance point (DECISIONS "A Frame": the stance point is 20 px above the
/// soles, the middle of a 40 px standing unit; STANCE_HALF_H).
inline constexpr int kStanceAboveSoles = 20;

/// D15: the facing for hex direction `hdir` (D1: 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW; wrapped into 0..5), the nearest
/// diagonal: NE 7, SE 1, SW 3, NW 5. E resolves to SE and W to NW, unless `previous_facing` is the other diagonal
/// on that side (NE for E, SW for W), which is kept so a path zig-zagging E/NE does not flicker between facings.
[[nodiscard]] int tacticsFacingForHexDir(int hdir, int previous_facing);
/// D15 on a square map (D27; 0 NE, 1 E, 2 SE, 3 S, 4 SW, 5 W, 6 NW, 7 N, wrapped into 0..7): the four diagonals are
/// their own facings; each side direction between two of them (E, S, W, N) keeps `previous_facing` when that is one
/// of its two neighbours, else takes the clockwise-back one as on the hexagonal map (E -> SE, S -> SE, W -> NW,
/// N -> NW).
[[nodiscard]] int tacticsFacingForSquareDir(int hdir, int previous_facing);
/// The facing for `hdir` in `geometry`'s directions: tacticsFacingForHexDir or tacticsFacingForSquareDir.
[[nodiscard]] int tacticsFacingFor(const HexGeometry& geometry, int hdir, int previous_facing);

/// A pose tile's whole-pixel offset from the stance point, as the draw list places it: floor of `v` (a tile's x or
/// y, engine/tactics/pose.h), clamped to ±2^24 and 0 for NaN, so a hand-built atlas that skipped the loader's bounds
/// still converts to int and adds to a stance point.
[[nodiscard]] int tacticsTileOffset(double v);

/// The stance point of a unit whose soles stand on `ground` (hex centre + HexOffset + offs_anim, map pixels): the
/// same point 20 px up, screen Y growing downward.
[[nodiscard]] ipos tacticsStancePoint(ipos ground);

/// The flat-stage motion (DECISIONS "The Draw Algorithm") of each of `frames` frames:
/// (fb[i]·(mirrored ? +1 : −1), du[i]) pixels, accumulated from the start of the sequence. An absent list (empty)
/// or a missing or non-finite entry counts 0.
[[nodiscard]] std::vector<glm::dvec2> flatStageMotion(const std::vector<double>& fb, const std::vector<double>& du,
                                                      bool mirrored, std::size_t frames);

/// The walk sequence's per-frame screen deltas on the hex map, for WalkCycle::fromDeltas. The flat stage's ground
/// line is laid along the screen slope of hex step `step` (HexGeometry::stepVector: 0 for E and W, ±12/16 on the
/// diagonals): frame i sits at p[i] = (mx, my + mx·step.y/step.x) with (mx, my) = flatStageMotion. The sequence
/// is accumulated from its first frame, so the loop closes with the mean stride s = (p[N−1] − p[0]) / (N − 1):
/// accum[i] = round(p[i] − p[0] + s) (halves away from zero), T = accum[N−1], and deltas are the differences
/// (delta[0] = accum[0]). The horizontal part is the flat stage's moveX exactly; a sprite whose view faces against its
/// move gets a T pointing backwards and its frames run in reverse. One frame (or step.x = 0 and no motion) gives
/// zero deltas: the aligner's zero-T fallback shows frame 0.
[[nodiscard]] std::vector<ipos> tacticsWalkDeltas(const std::vector<double>& fb, const std::vector<double>& du,
                                                  bool mirrored, ipos step, std::size_t frames);

/// WalkCycle::fromDeltas(tacticsWalkDeltas(...)); the cycle of one view of a walk sequence on one hex direction.
[[nodiscard]] WalkCycle tacticsWalkCycle(const std::vector<double>& fb, const std::vector<double>& du, bool mirrored,
                                         ipos step, std::size_t frames);

}  // namespace gaitlab

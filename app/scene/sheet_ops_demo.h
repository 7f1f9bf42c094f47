// The extraction, merge and substitution acceptance route (DECISIONS "Visual acceptance matrix": the selected
// sheet keeps its intended per-axis cumulative offsets; failure: the first appended frame jumps or one axis
// is rebased incorrectly). Builds, from a walk animation, sheets through engine/sprite/sheet_ops.h (D9) and gives
// them to one critter: walk = merge(first half, second half), idle = firstFrame(walk), run = walk through
// substitute(), with lastFrame(walk) reported. Used by the `sheet-ops` render scenario and the Files panel.
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

class AssetLibrary;
class World;

struct SheetOpsDemo {
    SpriteAnimation original;  ///< the walk the sheets are built from
    SpriteAnimation base;      ///< per direction: frames 0..seam-1, deltas unchanged
    /// Per direction: frames seam..N-1 as a Fallout extra sheet stores them, relative to the clip's origin:
    /// its first delta is accum[seam] = T_base + d[seam], which merge's per-axis rebase by -T_base turns
    /// back into d[seam] (D9). With the engine's x-by-T.y bug the first appended frame would jump.
    SpriteAnimation extra;
    SpriteAnimation merged;  ///< merge(base, extra): the walk the critter uses; same T and deltas as original
    SpriteAnimation first;   ///< firstFrame(original): the critter's idle
    SpriteAnimation last;    ///< lastFrame(original): one frame whose delta is T (reported, not drawn)
    SpriteAnimation run;     ///< substitute({walk: merged, ...}, "run", "walk")["run"]
    int seam = 0;            ///< index of the first appended frame = frame count / 2
};

/// Builds every sheet. The input's frames keep whatever they carry (rgba pixels included). Throws
/// std::invalid_argument when a direction has fewer than 2 frames, and what engine/sprite/sheet_ops.h throws
/// (std::overflow_error when accum[seam] does not fit int16, D10).
[[nodiscard]] SheetOpsDemo buildSheetOpsDemo(const SpriteAnimation& walk);

/// Builds the demo from the library's humanoid walk (with its pixels) and assigns walk, idle and run to
/// critter `critter` (AssetLibrary::assignAnimation). Returns the demo; throws as buildSheetOpsDemo.
SheetOpsDemo applySheetOpsDemo(AssetLibrary& assets, int critter);

/// The `sheet-ops` scenario with its sheets: applies the demo to the selected critter, then starts the world's
/// sheet-ops scenario (engine/world/scenario.h: the diagonal walk, the switch to run). Returns "" or the error.
[[nodiscard]] std::string startSheetOps(World& world, AssetLibrary& assets);

/// Writes <dir>/sheet_ops.json (sheetOpsJson of the demo built from the library's humanoid walk). False
/// and `error` naming the file when it cannot be written.
bool writeSheetOpsReport(const AssetLibrary& assets, const std::string& dir, std::string& error);

/// Per direction: frame count, seam, T of original/base/extra/merged/run, the first appended frame's delta
/// before and after the merge, firstFrame's and lastFrame's deltas (pixels), as written to sheet_ops.json.
[[nodiscard]] nlohmann::json sheetOpsJson(const SheetOpsDemo& demo);

/// One line for the overlay: "sheet ops: merged walk at frame S, T (x,y) = original, ...".
[[nodiscard]] std::string sheetOpsSummary(const SheetOpsDemo& demo);

}  // namespace gaitlab

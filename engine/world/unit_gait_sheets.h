// A tactics unit as the gait metrics see it (DECISIONS "Gait metrics"): every pose it shows made into a SpriteSheet
// like a critter's, so the same foot contacts (D28), picture identities and metrics apply. A unit draws a pose of
// tiles from the stance point (engine/world/tactics_unit.h); here each frame of a sequence, in one view, becomes one
// RGBA image composited from the atlas the way the draw list places its tiles (top-left at the stance point plus
// floor of the tile's offset, back to front, flipped tiles mirrored), with the draw offset that puts the sprite root
// on the unit's ground point (its soles). The walk's frames carry the per-frame deltas the aligner uses on that hex
// direction (tacticsWalkDeltas), so the sheet's cycle is the unit's own; other animations do not move the unit
// (zero deltas). Pure: the atlas image's pixels are given.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "engine/gait/gait_metrics.h"
#include "engine/hex/hex_geometry.h"
#include "engine/sprite/sprite_sheet.h"
#include "engine/tactics/tactics.h"

namespace gaitlab {

class World;

class UnitGaitSheets {
public:
    /// `atlas_rgba`: the atlas image's pixels, R,G,B,A rows of atlas->image.width x height (a cell outside it, or
    /// pixels of another size, draws transparent: the metrics then find no feet and say "no contact data"). A null
    /// atlas gives no sheets.
    UnitGaitSheets(std::shared_ptr<const tactics::Atlas> atlas, std::vector<uint8_t> atlas_rgba,
                   const HexGeometry& geometry);

    /// The sheet of `animation` (an animation of the atlas, or its idle) seen in `view` (0..7), in water or not; a
    /// walk's frames take the deltas of hex direction `hdir` (0..5) and `walk` says the animation is the walk.
    /// Built on first use; the address stays valid for the object's life (pointer identity = the same sheet).
    const SpriteSheet& sheet(const tactics::Animation& animation, int view, int hdir, bool water, bool walk);
    /// Detected contacts and picture identities of a sheet this object made; nullptr for any other.
    [[nodiscard]] const GaitSheetInfo* info(const SpriteSheet* sheet) const;
    /// The walk (Nulled Walk in water) in each hex direction 0..5 as the unit shows it at `camera_step`: the view
    /// of the facing that direction gives (tacticsFacingForHexDir from SE). Empty dirs when the atlas has no walk.
    [[nodiscard]] SpriteAnimation walkAnimation(int camera_step, bool water);
    /// Picture identities of each direction of walkAnimation's result (for measureAnimation).
    [[nodiscard]] static std::vector<std::vector<uint64_t>> imageIds(const SpriteAnimation& anim);

private:
    struct Entry {
        SpriteSheet sheet;
        GaitSheetInfo info;
    };
    std::shared_ptr<const tactics::Atlas> atlas_;
    std::vector<uint8_t> rgba_;
    HexGeometry geometry_;
    std::map<std::tuple<std::string, int, int, bool>, std::unique_ptr<Entry>> entries_;
    std::map<const SpriteSheet*, const Entry*> by_sheet_;
};

/// Tactics unit `index` of `world` at its clock, as critterGaitSample (engine/world/gait_samples.h): the state's
/// name as the animation ("idle", "walk", "run", "attack", ...), the sheet of the pose drawn (from `sheets`), its hex
/// direction, the pose's frame index, the aligner's phase, the ground point as the sprite root and hex centre +
/// HexOffset as the logical point. `correction` when WorldUnit::server_moves differs from `previous_server_moves`.
/// The index must be valid; a unit without an atlas gives a null sheet.
[[nodiscard]] GaitSample unitGaitSample(const World& world, int index, uint64_t previous_server_moves,
                                        UnitGaitSheets& sheets);

}  // namespace gaitlab

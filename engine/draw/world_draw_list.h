// The draw list of a frame, built from the world and a read-only view of the assets (data flows one way: World::tick,
// then this, then the renderer; the world never builds it). Pure: no SDL, GL or ImGui.
#pragma once

#include <string>

#include "engine/draw/gait_draw.h"
#include "engine/drawlist/draw_list.h"
#include "engine/world/world.h"

namespace gaitlab {

/// What drawing needs of the assets beyond the world: tile sizes and the tactics sheet's name.
class DrawAssets {
public:
    virtual ~DrawAssets() = default;
    /// Tile image size, pixels ((32,16) for an unknown tile).
    [[nodiscard]] virtual ipos tileSize(const std::string& name) const = 0;
    /// The tactics unit's atlas image path (the SpriteKey name of its cells); empty when there is none.
    [[nodiscard]] virtual const std::string& tacticsImagePath() const = 0;
};

/// The frame's draw list (sorted): ground tiles of every hex, every critter's current frame (with its hit flash,
/// anim::CritterActor::flashTint) and every tactics unit's tiles, then the grid, blocked hexes, the footstep marks
/// of the last World::kEventMemoryMs (fading), the selected critter's or unit's remaining path and its markers as
/// `options` asks. `gait` (the client's gait tools, engine/draw/gait_draw.h; may be null) adds the onion skin's
/// poses before the critters (culled like them) and the planted-foot markers after the other markers.
[[nodiscard]] DrawList buildWorldDrawList(const World& world, const DrawAssets& assets, const DrawOptions& options,
                                          const GaitOverlay* gait = nullptr);

}  // namespace gaitlab

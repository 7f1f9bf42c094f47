// The draw list: what one frame shows, in map pixels, independent of textures and GL. Sprites carry a
// frame key the renderer resolves to atlas pixels; lines carry the grid, the path and the markers.
// Placement and order follow the engine (§8; geometry D1). Pure: no SDL, GL or ImGui.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <glm/ext/vector_double2.hpp>
#include <glm/vec2.hpp>

#include "engine/base/rgba.h"
#include "engine/hex/hex.h"
#include "engine/hex/hex_geometry.h"
#include "engine/hex/hex_map.h"
#include "engine/sprite/placement.h"
#include "engine/sprite/sprite_key.h"
#include "engine/sprite/sprite_name.h"

namespace gaitlab {

/// Draw groups in ascending order (§8: tiles are drawn before every "normal" sprite).
enum class DrawLayer : uint8_t { Tile = 0, Critter = 1 };

struct SpriteItem {
    SpriteKey key;
    DrawLayer layer = DrawLayer::Critter;
    Hex hex;              ///< hex the order key is computed from
    ipos top_left{0, 0};  ///< image top-left, map pixels
    ipos size{0, 0};      ///< image width/height, pixels
    Rgba8 tint;           ///< multiplied with the texel colour
    /// Hit flash (overlay layer, DECISIONS "Layered Animation"): rgb is the colour, a the
    /// strength 0..255. The shader shows mix(texel.rgb * tint.rgb, flash.rgb, flash.a / 255) and keeps the
    /// texel's alpha (times tint.a, as without a flash), so transparent pixels stay transparent. Explicitly
    /// zero, since Rgba8{} is opaque white, which would be a full white flash.
    Rgba8 flash{0, 0, 0, 0};
    bool flip_x = false;  ///< draw the image reflected left-right (texture columns reversed)
    /// Exact placement about a pivot (tactics tiles, D12): when `pivoted`, the image's top left is
    /// pivot + pivot_offset, where pivot is whole map pixels (the unit's stance point) and pivot_offset may keep a
    /// half pixel. The renderer then snaps both horizontal edges, offset·zoom measured from the pivot, with
    /// snapFromPivot (and the vertical edges the same way), so a reflected pose lands on the reflected pixels.
    /// top_left stays floor(pivot + pivot_offset) for callers that only need whole map pixels.
    bool pivoted = false;
    ipos pivot{0, 0};
    glm::dvec2 pivot_offset{0.0, 0.0};
};

/// round(offset · zoom) with halves away from zero: screen pixels from the pivot (D12). Symmetric:
/// snapFromPivot(−a, z) == −snapFromPivot(a, z), so edges reflected about the pivot stay reflected.
/// Non-finite input gives 0; results are clamped to ±2^30.
[[nodiscard]] int snapFromPivot(double offset, int zoom);

/// A 1-pixel line between two map-pixel points (pixel centres are at +0.5).
struct LinePrimitive {
    glm::vec2 a{0.0f};
    glm::vec2 b{0.0f};
    Rgba8 color;
};

struct DrawList {
    std::vector<SpriteItem> sprites;
    std::vector<LinePrimitive> lines;  ///< drawn after all sprites, in insertion order
    /// Drawn on the ground: after the tiles, before every other sprite (DECISIONS "Draw order"): the grid, blocked
    /// hexes, the path and footstep marks, unless DrawOptions::overlays_on_top puts them into `lines`.
    std::vector<LinePrimitive> ground_lines;
    /// How many of the first `ground_lines` are the map's own (the grid and blocked outlines): like the tiles they
    /// change only with the map and the view, so the renderer keeps them with the tiles in its ground cache; the
    /// rest (path, footstep marks) are drawn every frame.
    std::size_t map_lines = 0;
    /// Scales addCross's radius (map pixels): min(1, 2 / zoom), so markers stay at most 2 * radius screen pixels
    /// across at every zoom and 1 px lines keep them crisp (DECISIONS "Draw order").
    float marker_scale = 1.0f;
    /// The sprite names the add functions gave the items, so items showing the same file share one name.
    SpriteNameCache names;

    /// Stable sort of `sprites` into the engine's order (§8): tiles by raw y then raw x; then critters by
    /// screen row (y + trunc(x/2)) then raw x. Equal keys keep insertion order.
    void sort(const HexGeometry& geometry);
};

/// Which helper primitives buildWorldDrawList adds (the client's toggles; headless captures use them too).
struct DrawOptions {
    bool grid = true;       ///< outline of every hex
    bool blocked = true;    ///< blocked hexes outlined in red
    bool path = true;       ///< the selected critter's remaining route
    bool markers = true;    ///< logical point, sprite root, cycle anchor and T vector of the selected critter
    bool footsteps = true;  ///< a short mark where each recent footstep event fired (D18)
    /// The map pixels the camera shows (Camera::visibleRect). When set, only what can show there goes into the list:
    /// tiles, critters' frames and units' tiles whose image overlaps it and hex outlines (grid, blocked) whose
    /// box overlaps it, so the list's size follows the view, not the map. Unset: the whole map.
    std::optional<MapRect> visible;
    /// Grid, blocked hexes, path and footstep marks over the sprites (DrawList::lines) instead of on the ground
    /// (DrawList::ground_lines, the default). Markers and planted-foot marks are always on top.
    bool overlays_on_top = false;
    /// The map pixels the ground (tiles, grid and blocked outlines) is listed for, when larger than `visible`: the
    /// area of the renderer's ground cache (groundArea, render/ground_cache.h), so the same ground items come
    /// while the camera pans within it. Must contain `visible`; unset: `visible`.
    std::optional<MapRect> ground;
    /// The camera's zoom 1..8 the list is drawn at: sets DrawList::marker_scale.
    int zoom = 1;
};

/// The SpriteItem::flash of a flash colour (0..1 per channel) at `strength` (0..1), e.g. from anim::Tint:
/// each value is clamped to 0..1 (NaN counts as 0) and scaled to 0..255 with rounding to nearest.
[[nodiscard]] Rgba8 flashColour(float r, float g, float b, float strength);

/// Appends the ground tile of `hex`.
void addTile(DrawList& list, const HexGeometry& geometry, Hex hex, const std::string& tile_name, ipos size,
             Rgba8 tint = {});
/// Appends the six edges of a hex outline around its centre (top/bottom points at ±H/2, sides at ±H/4); on a square
/// map the four edges of the cell's diamond (points at ±W/2 and ±LH).
void addHexOutline(DrawList& list, const HexGeometry& geometry, Hex hex, Rgba8 color);
/// Appends a "+" of half-length `radius` centred on `point`.
void addCross(DrawList& list, ipos point, int radius, Rgba8 color);
/// Appends lines joining the centres of consecutive hexes.
void addPathLines(DrawList& list, const HexGeometry& geometry, std::span<const Hex> hexes, Rgba8 color);
}  // namespace gaitlab

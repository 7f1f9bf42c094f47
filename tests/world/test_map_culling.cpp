// The draw list holds what the view can show (DrawOptions::visible): a map of the largest accepted size
// (kMaxHexMapSide per side, built and written by the test) loads, ticks and draws a list whose size is that of the
// view, and culling changes nothing of what is drawn inside the view. Expected counts are brute force over every
// hex of the map, independent of the culling code's hex range.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include <glm/common.hpp>
#include <unistd.h>

#include "engine/draw/world_draw_list.h"
#include "engine/hex/hex_map.h"
#include "engine/world/world.h"
#include "shipped_assets.h"

using namespace gaitlab;
using gaitlab::testing::ShippedAssets;

namespace {

/// The map pixels a viewport of `size` shows around `centre` at zoom 1 (what Camera::visibleRect gives there).
MapRect viewAround(ipos centre, ipos size) { return MapRect{centre - size / 2, centre - size / 2 + size}; }

bool sameItem(const SpriteItem& a, const SpriteItem& b) {
    return a.key == b.key && a.layer == b.layer && a.hex == b.hex && a.top_left == b.top_left && a.size == b.size &&
           a.tint == b.tint && a.flash == b.flash && a.flip_x == b.flip_x && a.pivoted == b.pivoted &&
           a.pivot == b.pivot && a.pivot_offset == b.pivot_offset;
}

bool lineShows(const LinePrimitive& line, const MapRect& view) {
    const glm::vec2 lo = glm::min(line.a, line.b);
    const glm::vec2 hi = glm::max(line.a, line.b);
    return lo.x < static_cast<float>(view.max.x) && hi.x >= static_cast<float>(view.min.x) &&
           lo.y < static_cast<float>(view.max.y) && hi.y >= static_cast<float>(view.min.y);
}

std::vector<SpriteItem> spritesIn(const DrawList& list, const MapRect& view) {
    std::vector<SpriteItem> shown;
    for (const SpriteItem& item : list.sprites)
        if (view.overlaps(item.top_left, item.size)) shown.push_back(item);
    return shown;
}

std::vector<LinePrimitive> linesIn(const DrawList& list, const MapRect& view) {
    std::vector<LinePrimitive> shown;
    for (const LinePrimitive& line : list.lines)
        if (lineShows(line, view)) shown.push_back(line);
    return shown;
}

void checkSameInside(const DrawList& culled, const DrawList& whole, const MapRect& view) {
    const std::vector<SpriteItem> a = spritesIn(culled, view);
    const std::vector<SpriteItem> b = spritesIn(whole, view);
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        CAPTURE(i);
        CHECK(sameItem(a[i], b[i]));
    }
    const std::vector<LinePrimitive> la = linesIn(culled, view);
    const std::vector<LinePrimitive> lb = linesIn(whole, view);
    REQUIRE(la.size() == lb.size());
    for (std::size_t i = 0; i < la.size(); ++i) {
        CAPTURE(i);
        CHECK(la[i].a == lb[i].a);
        CHECK(la[i].b == lb[i].b);
        CHECK(la[i].color == lb[i].color);
    }
}

}  // namespace

TEST_CASE("a map of the largest accepted size loads, ticks and draws a list the size of the view") {
    const auto started = std::chrono::steady_clock::now();
    const MapSize side{kMaxHexMapSide, kMaxHexMapSide};
    HexMap built = makeHexMap("largest", side, {"grass", "rock"});
    for (int32_t y = 0; y < side.height; y += 7)
        for (int32_t x = y % 5; x < side.width; x += 11)
            built.tile_kind[static_cast<std::size_t>(y) * side.width + x] = 1;
    for (int32_t i = 0; i < 64; ++i)
        built.setBlocked(Hex{side.width / 2 + 3 + i % 8, side.height / 2 + 3 + i / 8}, true);
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() / ("gaitlab_largest_map-" + std::to_string(::getpid()) + ".json");
    {
        std::ofstream out(file, std::ios::binary);
        out << hexMapToJson(built);
        REQUIRE(out.good());
    }
    HexMap map = loadHexMap(file.string());
    std::filesystem::remove(file);
    REQUIRE(map.size.width == kMaxHexMapSide);
    REQUIRE(map.size.height == kMaxHexMapSide);
    CHECK(map.tile_kind == built.tile_kind);

    auto assets = std::make_shared<ShippedAssets>();
    World world(assets, std::move(map), 7, 4, 1);
    for (int i = 0; i < 100; ++i) world.tick();
    CHECK(world.errors().empty());

    const ipos viewport(1280, 720);
    const MapRect view = viewAround(world.selectedPoint(), viewport);
    DrawOptions options;             // grid, blocked hexes, path, markers and footsteps: everything the client draws
    options.overlays_on_top = true;  // every line in DrawList::lines (where they go is tested in test_draw_order.cpp)
    options.visible = view;
    const DrawList list = buildWorldDrawList(world, *assets, options);

    // Brute force over every hex of the map: the tiles whose 32x16 image (ShippedAssets::tileSize) overlaps the
    // view, and the outlines that reach into it.
    const HexGeometry& geometry = world.geometry();
    std::size_t tiles_in_view = 0;
    std::size_t outlines_near = 0;
    for (int32_t y = 0; y < side.height; ++y) {
        for (int32_t x = 0; x < side.width; ++x) {
            const Hex hex{x, y};
            const ipos centre = hexCentre(geometry, hex);
            if (view.overlaps(ipos(centre.x - 16, centre.y + 8 - 16), ipos(32, 16))) ++tiles_in_view;
            // Outline lines span centre ± (16, 8) (plus the pixel of the line): no farther than a hex size.
            if (view.overlaps(centre - ipos(32, 16), ipos(65, 33))) ++outlines_near;
        }
    }
    std::size_t tiles = 0;
    std::size_t others = 0;
    for (const SpriteItem& item : list.sprites) (item.layer == DrawLayer::Tile ? tiles : others)++;
    CHECK(tiles == tiles_in_view);
    // 1280x720 map pixels hold 1280·720 / (W·LH) = 2400 hex cells; the border rows and columns add the rest.
    CHECK(tiles_in_view > 2400);
    CHECK(tiles_in_view < 2400 + 2 * (1280 / 32 + 720 / 12) * 3);
    CHECK(others <= world.critters().size() + 64);  // the critters and the unit's tiles in view
    std::size_t outline_lines = 0;
    for (const LinePrimitive& line : list.lines)
        if (line.color == Rgba8{0, 0, 0, 56}) ++outline_lines;
    CHECK(outline_lines <= 6 * outlines_near);
    CHECK(outline_lines >= 6 * tiles_in_view);  // every tile in view has its outline
    // Bounded whatever the map: about what the view shows, not 16.7 million tiles and 100 million lines.
    CHECK(list.sprites.size() < 4000);
    CHECK(list.lines.size() < 30000);

    // The whole run (writing, reading, 100 ticks, the list and the brute force) stays far from the minute the
    // unculled list took at 2000x2000.
    CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(60));
}

namespace {

/// Culling against drawing everything, on the shipped assets with `map_file` (empty: the demo map).
void checkCulling(const std::string& map_file) {
    auto assets = std::make_shared<ShippedAssets>();
    if (!map_file.empty()) assets->replaceMap(loadHexMap(map_file));
    World world(assets, assets->map(), 3, 4, 3);
    for (int i = 0; i < 250; ++i) world.tick();  // wanderers under way, footsteps fired
    DrawOptions whole_options;
    whole_options.overlays_on_top = true;  // every line in DrawList::lines
    const DrawList whole = buildWorldDrawList(world, *assets, whole_options);
    const ipos centre = world.selectedPoint();
    // Views inside the map, across its edges and beyond it, of several sizes (zoom 1 to 8 of a 1280x720 window).
    const std::vector<MapRect> views = {viewAround(centre, {1280, 720}),
                                        viewAround(centre, {160, 90}),
                                        viewAround(centre + ipos(-500, -300), {640, 360}),
                                        viewAround(centre + ipos(700, 400), {400, 300}),
                                        viewAround({0, 0}, {300, 200}),
                                        viewAround({100000, 100000}, {1280, 720}),
                                        MapRect{{-9, 5}, {57, 41}}};
    for (const MapRect& view : views) {
        CAPTURE(view.min.x);
        CAPTURE(view.min.y);
        CAPTURE(view.max.x);
        CAPTURE(view.max.y);
        DrawOptions options;
        options.overlays_on_top = true;
        options.visible = view;
        const DrawList culled = buildWorldDrawList(world, *assets, options);
        checkSameInside(culled, whole, view);
        CHECK(culled.sprites.size() <= whole.sprites.size());
        CHECK(culled.lines.size() <= whole.lines.size());
    }
    // A view far off the map holds no tile and no outline.
    DrawOptions away;
    away.overlays_on_top = true;
    away.visible = viewAround({-100000, -100000}, {1280, 720});
    away.path = away.markers = away.footsteps = false;
    const DrawList none = buildWorldDrawList(world, *assets, away);
    CHECK(none.sprites.empty());
    CHECK(none.lines.empty());
}

}  // namespace

TEST_CASE("culling to the view changes nothing drawn inside it") { checkCulling({}); }

TEST_CASE("culling to the view changes nothing drawn inside it on the square demo map") {
    checkCulling(std::string(GAITLAB_ASSET_DIR) + "/maps/square.json");
}

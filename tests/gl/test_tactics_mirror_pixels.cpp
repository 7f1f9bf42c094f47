// D12 and field case R13 on screen: a tactics pose drawn in a mirrored view is the pixel-exact reflection of the
// same frame drawn unmirrored, about the vertical line through the stance point, at zoom 1 and 2. Every frame of
// the generated unit (assets/tactics, water copies included) goes through poseAt and the real renderer into
// offscreen targets; a fixture with half-pixel tiles checks the renderer's snapping about the stance point.
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "../tactics/tactics_fixture.h"
#include "app/assets/tactics_assets.h"
#include "app/scene/gl_window.h"
#include "engine/tactics/tactics.h"
#include "offscreen_gl.h"
#include "render/offscreen_target.h"
#include "render/renderer.h"

using namespace gaitlab;

namespace {

constexpr ipos kMirrorViewport{160, 160};  // the stance point lands on the pixel edge x = 80
constexpr Rgba8 kMirrorClear{0, 0, 0, 255};

struct MirrorGl : testing::OffscreenGl {
    MirrorGl() : OffscreenGl(kMirrorViewport) {}
    RgbaImage capture(const DrawList& list, int zoom, const SpritePixelSource& source) {
        Camera camera;  // centre (0, 0): map (0, 0) at screen (80, 80) at every zoom
        camera.zoom = zoom;
        return OffscreenGl::capture(list, camera, source, kMirrorClear);
    }
};

struct AssetsSource : SpritePixelSource {
    const TacticsAssets* assets = nullptr;
    [[nodiscard]] uint64_t pixelGeneration() const override { return 1; }
    [[nodiscard]] const RgbaImage* pixelsFor(const SpriteKey& key) const override { return assets->pixelsFor(key); }
};

// Cells of a sheet that does not exist: every texel different and left-right asymmetric, so a flip shows.
struct GradientSource : SpritePixelSource {
    mutable std::vector<std::pair<SpriteKey, RgbaImage>> made;
    [[nodiscard]] uint64_t pixelGeneration() const override { return 1; }
    [[nodiscard]] const RgbaImage* pixelsFor(const SpriteKey& key) const override {
        for (const auto& entry : made)
            if (entry.first == key) return &entry.second;
        RgbaImage image(key.cell.w, key.cell.h);
        for (int y = 0; y < key.cell.h; ++y)
            for (int x = 0; x < key.cell.w; ++x)
                image.set(x, y,
                          Rgba8{static_cast<uint8_t>(30 + 20 * x), static_cast<uint8_t>(30 + 9 * y),
                                static_cast<uint8_t>(60 + 3 * key.cell.x), 255});
        made.emplace_back(key, std::move(image));
        return &made.back().second;
    }
};

/// The pose's tiles pivoted on the stance point at map (0, 0), as the map draws a unit.
DrawList poseList(const tactics::Pose& pose, const std::string& sheet) {
    DrawList list;
    for (const tactics::PoseTile& tile : pose.tiles) {
        SpriteItem item;
        item.key.kind = SpriteKey::Kind::Cell;
        item.key.name = sheet;
        item.key.cell = CellRect{tile.cell.x, tile.cell.y, tile.cell.w, tile.cell.h};
        item.size = {tile.cell.w, tile.cell.h};
        item.flip_x = tile.flipX;
        item.pivoted = true;
        item.pivot = {0, 0};
        item.pivot_offset = {tile.x, tile.y};
        list.sprites.push_back(item);
    }
    return list;
}

int drawnPixels(const RgbaImage& image) {
    int count = 0;
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) count += image.at(x, y) == kMirrorClear ? 0 : 1;
    return count;
}

/// How many pixels differ between `a` and the reflection of `b` about x = width/2 (column c <-> width-1-c).
int reflectionMismatches(const RgbaImage& a, const RgbaImage& b) {
    int count = 0;
    for (int y = 0; y < a.height; ++y)
        for (int x = 0; x < a.width; ++x) count += a.at(x, y) == b.at(a.width - 1 - x, y) ? 0 : 1;
    return count;
}

/// A copy of `atlas` with one more animation whose front and back sequence lists every frame below waterOffset,
/// one tick each: poseAt at tick i (in water: +waterOffset) then draws frame i.
tactics::Atlas withEveryFrame(tactics::Atlas atlas) {
    tactics::Sequence seq;
    seq.seq = static_cast<int>(atlas.sequences.size());
    seq.name = "Every Frame";
    for (int f = 0; f < atlas.waterOffset; ++f) {
        seq.frames.push_back(f);
        seq.ticks.push_back(1);
        seq.ends.push_back(f + 1);
    }
    seq.total = atlas.waterOffset;
    tactics::Animation anim;
    anim.name = "Every Frame";
    anim.front = anim.back = seq.seq;
    atlas.sequences.push_back(seq);
    atlas.animations.push_back(anim);
    return atlas;
}

}  // namespace

TEST_CASE("every frame of the generated unit drawn mirrored is the pixel reflection of it unmirrored, zoom 1 and 2") {
    TacticsAssets assets(std::string(GAITLAB_ASSET_DIR) + "/tactics/tactics-sprite-data.json");
    REQUIRE(assets.load().empty());
    REQUIRE(assets.atlas());
    const tactics::Atlas atlas = withEveryFrame(*assets.atlas());
    const tactics::Animation& every = atlas.animations.back();
    REQUIRE(2 * atlas.waterOffset == static_cast<int>(atlas.frames.size()));
    AssetsSource source;
    source.assets = &assets;
    MirrorGl gl;
    // Views 1 and 0 draw the front sequence, 3 (unmirrored) and 5 (mirrored) the back one (pattern table).
    const int pairs[2][2] = {{1, 0}, {3, 5}};
    int compared = 0;
    for (int zoom : {1, 2}) {
        for (bool water : {false, true}) {
            for (int f = 0; f < atlas.waterOffset; ++f) {
                for (const auto& pair : pairs) {
                    const tactics::Pose plain = tactics::poseAt(atlas, every, pair[0], f, water);
                    const tactics::Pose mirror = tactics::poseAt(atlas, every, pair[1], f, water);
                    REQUIRE(plain.shp == f + (water ? atlas.waterOffset : 0));
                    REQUIRE(mirror.shp == plain.shp);
                    REQUIRE_FALSE(plain.mirrored);
                    REQUIRE(mirror.mirrored);
                    const RgbaImage a = gl.capture(poseList(plain, assets.imagePath()), zoom, source);
                    const RgbaImage b = gl.capture(poseList(mirror, assets.imagePath()), zoom, source);
                    CAPTURE(zoom);
                    CAPTURE(plain.shp);
                    // The generated data leaves a few water frames empty; both sides must then be empty.
                    if (!plain.tiles.empty()) CHECK(drawnPixels(a) > 40 * zoom * zoom);
                    CHECK(drawnPixels(a) == drawnPixels(b));
                    CHECK(reflectionMismatches(a, b) == 0);
                    ++compared;
                }
            }
        }
    }
    CHECK(compared == 2 * 2 * atlas.waterOffset * 2);
}

TEST_CASE("half-pixel tiles snap about the stance point: the mirrored fixture pose is the exact reflection") {
    // Fixture frame F2: cell 2 is 3 px wide at u = -3, so x = -4.5 unmirrored and +1.5 mirrored (D12).
    const tactics::Atlas atlas = tactics::fixture::atlas();
    const tactics::Animation* walk = tactics::findAnimation(atlas, "Walk");
    REQUIRE(walk != nullptr);
    GradientSource source;
    MirrorGl gl;
    for (int zoom : {1, 2, 3}) {
        for (int64_t tick = 0; tick < 8; ++tick) {
            const tactics::Pose plain = tactics::poseAt(atlas, *walk, 1, tick);
            const tactics::Pose mirror = tactics::poseAt(atlas, *walk, 0, tick);
            const RgbaImage a = gl.capture(poseList(plain, "fixture.png"), zoom, source);
            const RgbaImage b = gl.capture(poseList(mirror, "fixture.png"), zoom, source);
            CAPTURE(zoom);
            CAPTURE(tick);
            CHECK(drawnPixels(a) > 0);
            CHECK(reflectionMismatches(a, b) == 0);
        }
    }
    // Frame F2's 3 px cell at zoom 1: edges round(-4.5) = -5 and round(-1.5) = -2 unmirrored, 2 and 5 mirrored.
    const tactics::Pose f2 = tactics::poseAt(atlas, *walk, 1, 4);
    REQUIRE(f2.shp == 2);
    CHECK(f2.tiles[1].x == -4.5);
    CHECK(snapFromPivot(-4.5, 1) == -5);
    CHECK(snapFromPivot(-1.5, 1) == -2);
    CHECK(snapFromPivot(1.5, 1) == 2);
    CHECK(snapFromPivot(4.5, 1) == 5);
    CHECK(snapFromPivot(-4.5, 2) == -9);
}

// The client's gait overlay on screen (engine/draw/gait_draw.h through the real renderer): with the humanoid walking,
// the planted-foot marker's colour shows at the planted foot's screen position computed from contacts.json
// (sprite root + the sidecar's point, through the camera), and the onion skin's pixels are the poses' own pixels
// at kOnionTint.a / 255 of their strength over the ground. The capture is written to the temp directory
// (gaitlab-gait-overlay.png) for a look.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

#include "app/assets/asset_library.h"
#include "app/files/image_file.h"
#include "app/scene/gait_tracker.h"
#include "engine/draw/world_draw_list.h"
#include "engine/gait/contact_sidecar.h"
#include "engine/world/scenario.h"
#include "engine/world/world.h"
#include "engine/world/world_history.h"
#include "offscreen_gl.h"

using namespace gaitlab;

namespace {

constexpr ipos kOverlayViewport{320, 240};
constexpr Rgba8 kOverlayClear{0, 0, 0, 255};

DrawList tilesOnly(DrawList list) {
    std::erase_if(list.sprites, [](const SpriteItem& s) { return s.layer != DrawLayer::Tile; });
    list.lines.clear();
    list.ground_lines.clear();
    return list;
}

}  // namespace

TEST_CASE("planted-foot markers sit on the contacts.json foot and the onion skin is a fainter copy of the poses") {
    auto assets = std::make_shared<AssetLibrary>(GAITLAB_ASSET_DIR);
    assets->loadAll();
    World world(assets, assets->map(), 7, 0, 0);
    REQUIRE(world.startScenario(makeScenario("straight-walk")) == "");
    const ContactSidecar sidecar =
        readContactSidecar(std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid/contacts.json");
    GaitTracker gait(*assets);
    gait.watch({0});
    WorldHistory history;
    // Walk on until a foot is planted on the tick it was put down (pin = now), with poses before and after.
    std::vector<FootMarker> markers;
    for (int i = 0; i < 400; ++i) {
        world.tick();
        history.record(world);
        gait.afterTick(world);
        if (i < 40 || world.critters()[0].body().align().anim != CritterAnim::Walk) continue;
        markers = gait.plantedMarkers(0);
        if (!markers.empty() && markers.front().pin == markers.front().now) break;
    }
    REQUIRE_FALSE(markers.empty());
    const CritterBody& body = world.critters()[0].body();
    const std::optional<CritterPose> previous = previousPose(world, 0, history);
    const std::optional<CritterPose> next = nextPose(world, 0);
    REQUIRE(previous);
    REQUIRE(next);

    GaitOverlay overlay;
    overlay.planted = markers;
    overlay.onion = {*previous, *next};
    DrawOptions options;
    options.grid = options.blocked = options.path = options.markers = options.footsteps = false;
    Camera camera;
    camera.centre = glm::vec2(body.spriteRoot());
    camera.zoom = 2;
    testing::OffscreenGl gl(kOverlayViewport);
    const RgbaImage frame =
        gl.capture(buildWorldDrawList(world, *assets, options, &overlay), camera, *assets, kOverlayClear);
    const std::filesystem::path png = std::filesystem::temp_directory_path() / "gaitlab-gait-overlay.png";
    CHECK(savePng(frame, png.string()).empty());
    MESSAGE("capture: " << png.string());

    // The marker: the foot's point from the sidecar, independently of the tracker.
    const FootMarker& marker = markers.front();
    const SheetContacts* contacts = sidecar.find("walk", body.align().hdir);
    REQUIRE(contacts != nullptr);
    const ContactFoot& foot =
        contacts->frames[static_cast<std::size_t>(body.align().frame)].feet[static_cast<std::size_t>(marker.foot)];
    REQUIRE(foot.state == FootState::Planted);
    const ipos screen = camera.mapToScreen(body.spriteRoot() + foot.point, kOverlayViewport);
    const Rgba8 colour = footMarkerColour(marker.foot);
    int near = 0;
    int anywhere = 0;
    for (int y = 0; y < frame.height; ++y)
        for (int x = 0; x < frame.width; ++x) {
            if (!(frame.at(x, y) == colour)) continue;
            ++anywhere;
            if (x >= screen.x - 1 && x <= screen.x + 2 && y >= screen.y - 1 && y <= screen.y + 2) ++near;
        }
    CHECK(near >= 3);
    CHECK(anywhere >= 12);

    // The onion skin: each pose alone over the ground, opaque and with its tint.
    const DrawList ground = tilesOnly(buildWorldDrawList(world, *assets, options));
    const RgbaImage background = gl.capture(ground, camera, *assets, kOverlayClear);
    for (const CritterPose& pose : overlay.onion) {
        CAPTURE(pose.key.frame);
        DrawList faint_list = ground;
        addOnionSkin(faint_list, {pose});
        DrawList full_list = faint_list;
        full_list.sprites.back().tint = Rgba8{};
        const RgbaImage faint = gl.capture(faint_list, camera, *assets, kOverlayClear);
        const RgbaImage full = gl.capture(full_list, camera, *assets, kOverlayClear);
        const double a = kOnionTint.a / 255.0;
        int compared = 0;
        int off = 0;
        for (int y = 0; y < full.height; ++y)
            for (int x = 0; x < full.width; ++x) {
                const Rgba8 b = background.at(x, y);
                const Rgba8 f = full.at(x, y);
                if (f == b) continue;
                const Rgba8 o = faint.at(x, y);
                ++compared;
                const auto expect = [&](uint8_t bc, uint8_t fc) { return bc + (fc - bc) * a; };
                if (std::abs(o.r - expect(b.r, f.r)) > 3 || std::abs(o.g - expect(b.g, f.g)) > 3 ||
                    std::abs(o.b - expect(b.b, f.b)) > 3)
                    ++off;
            }
        CHECK(compared > 100);
        CHECK(off == 0);
    }
    // In the frame itself the onion shows where neither the critter nor a marker covers it: its pixels differ from
    // the frame without it.
    const RgbaImage plain = gl.capture(buildWorldDrawList(world, *assets, options), camera, *assets, kOverlayClear);
    int differ = 0;
    for (int y = 0; y < frame.height; ++y)
        for (int x = 0; x < frame.width; ++x)
            if (!(frame.at(x, y) == plain.at(x, y))) ++differ;
    CHECK(differ > 100);
}

TEST_CASE("a slide's line and ring take the foot slide verdict's colour and read at zoom 2 and 6") {
    // Three markers over a black clear, 12 px apart: a pass (3 px), a warn (4 px) and a fail (6 px) slide (DECISIONS
    // "Gait metrics": pass up to 3, fail over 5). Each verdict's colour shows around its own marker, in a line
    // several pixels wide, at both zooms.
    const std::vector<std::pair<int, Rgba8>> slides{{3, kSlidePassColour},
                                                    {4, kSlideWarnColour},
                                                    {6, kSlideFailColour}};
    auto assets = std::make_shared<AssetLibrary>(GAITLAB_ASSET_DIR);
    assets->loadAll();
    CHECK(slideVerdictColour(0) == kSlidePassColour);
    CHECK(slideVerdictColour(3) == kSlidePassColour);
    CHECK(slideVerdictColour(4) == kSlideWarnColour);
    CHECK(slideVerdictColour(5) == kSlideWarnColour);
    CHECK(slideVerdictColour(6) == kSlideFailColour);
    for (const int zoom : {2, 6}) {
        CAPTURE(zoom);
        DrawList list;
        list.marker_scale = std::min(1.0f, 2.0f / static_cast<float>(zoom));
        std::vector<FootMarker> markers;
        for (std::size_t i = 0; i < slides.size(); ++i) {
            const ipos pin{static_cast<int>(i) * 12 - 12, 0};
            markers.push_back(FootMarker{0, pin, pin + ipos{slides[i].first, 0}});
        }
        addFootMarkers(list, markers);
        Camera camera;
        camera.zoom = zoom;
        testing::OffscreenGl gl(kOverlayViewport);
        const RgbaImage frame = gl.capture(list, camera, *assets, kOverlayClear);
        for (std::size_t i = 0; i < slides.size(); ++i) {
            CAPTURE(i);
            const FootMarker& marker = markers[i];
            CHECK(footSlidePx(marker) == slides[i].first);
            // The pixel centres of the pin and the foot on screen.
            const ipos from = camera.mapToScreen(marker.pin, kOverlayViewport) + ipos{zoom / 2, zoom / 2};
            const ipos to = camera.mapToScreen(marker.now, kOverlayViewport) + ipos{zoom / 2, zoom / 2};
            int on_line = 0;  // verdict-coloured pixels in the box between pin and foot, two pixels either side
            int ring = 0;     // and anywhere within 8 px of where the foot is now
            for (int y = 0; y < frame.height; ++y)
                for (int x = 0; x < frame.width; ++x) {
                    if (!(frame.at(x, y) == slides[i].second)) continue;
                    if (x >= from.x && x <= to.x && std::abs(y - from.y) <= 2) ++on_line;
                    if (std::abs(x - to.x) <= 8 && std::abs(y - to.y) <= 8) ++ring;
                }
            const int length = to.x - from.x;
            CHECK(on_line >= 2 * length);  // at least two pixels wide along the slide
            CHECK(ring >= 10);
        }
    }
}

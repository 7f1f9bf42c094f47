// The report's player in a real browser: Debian's chromium, headless, driven over the DevTools protocol
// (tests/app/cdp_pipe.h) with real clicks and key presses on report.html opened from disk. Play moves the tick on,
// pause holds it, the pose and tick steps land where the page's own data says the next picture is, the scrub slider
// and the zoom follow, a planted foot's marker and its slide are drawn in their colours, and a finding's "play"
// button jumps to its tick (DECISIONS "Report player").
#include <doctest/doctest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "app/cli.h"
#include "app/files/image_file.h"
#include "cdp_pipe.h"
#include "walk_fixtures.h"

namespace {

namespace fs = std::filesystem;

void pausePlayerTest(int ms) { std::this_thread::sleep_for(std::chrono::milliseconds(ms)); }

/// The first index after `i` whose frame differs from tick i's (i when none): the next pose.
std::size_t nextPose(const nlohmann::json& ticks, std::size_t i) {
    for (std::size_t j = i + 1; j < ticks.size(); ++j)
        if (ticks[j][1] != ticks[i][1]) return j;
    return i;
}

/// The first tick of the pose before tick i's.
std::size_t previousPoseStart(const nlohmann::json& ticks, std::size_t i) {
    std::size_t j = i;
    while (j > 0 && ticks[j - 1][1] == ticks[i][1]) --j;  // the start of i's pose
    if (j == 0) return 0;
    --j;  // the last tick of the pose before
    while (j > 0 && ticks[j - 1][1] == ticks[j][1]) --j;
    return j;
}

}  // namespace

TEST_CASE("chromium plays the report's player: play, pause, steps, scrub, zoom, markers and a finding's play button") {
    const std::string browser = gaitlab::test::findChromium();
    REQUIRE_MESSAGE(!browser.empty(), "chromium is needed to check the HTML report (./dev installs it)");
    const fs::path dir = fs::temp_directory_path() / "gaitlab-player-browser";
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string humanoid = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid";
    int authored_5 = 0;
    std::ofstream(dir / "walk.fofrm") << gaitlab::testing::walkWithFrame5Times(humanoid, 3, authored_5);
    std::ostringstream out, err;
    REQUIRE(gaitlab::runCli({"accept", (dir / "walk.fofrm").string(), "--contacts", humanoid + "/contacts.json",
                             "--scenario", "straight-walk", "--seconds", "4", "--out", (dir / "out").string()},
                            out, err) == 1);  // it fails on the slide

    gaitlab::test::CdpBrowser page(browser, (dir / "profile").string(), 1200, 900);
    REQUIRE_MESSAGE(page.ok(), page.error());
    REQUIRE_MESSAGE(page.navigate("file://" + (dir / "out" / "report.html").string()), page.error());
    const std::string root = "document.querySelector('.player[data-player=\"0-1\"]')";
    REQUIRE(page.eval(root + " !== null && !" + root + ".hidden") == true);
    const nlohmann::json data = page.eval("JSON.parse(" + root + ".querySelector('.pdata').textContent)");
    REQUIRE(data.is_object());
    const nlohmann::json& ticks = data["ticks"];
    REQUIRE(ticks.size() > 20);
    const auto state = [&]() {
        return page.eval("(() => { const r = " + root +
                         "; const c = r.querySelector('canvas'); return {index: +r.dataset.index, t_ms: "
                         "+r.dataset.tMs, frame: +r.dataset.frame, playing: r.dataset.playing || '0', caption: "
                         "r.querySelector('.pcap').textContent, width: c.width, height: c.height}; })()");
    };
    const auto press = [&](const std::string& act) {
        const nlohmann::json at =
            page.eval("(() => { const b = " + root + ".querySelector('button[data-act=\"" + act +
                      "\"]'); b.scrollIntoView({block: 'center'}); const r = "
                      "b.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; "
                      "})()");
        REQUIRE_MESSAGE(at.is_array(), page.error());
        REQUIRE(page.click(at[0].get<double>(), at[1].get<double>()));
    };
    nlohmann::json s = state();
    CHECK(s["index"] == 0);
    CHECK(s["t_ms"] == ticks[0][0]);

    // Play: after half a second at 1x the tick has moved on by about 50; pause holds it.
    press("play");
    pausePlayerTest(500);
    s = state();
    CHECK(s["playing"] == "1");
    CHECK(s["index"].get<int>() >= 10);
    CHECK(s["t_ms"].get<int64_t>() > ticks[0][0].get<int64_t>());
    press("pause");
    const nlohmann::json paused = state();
    pausePlayerTest(300);
    s = state();
    CHECK(s["playing"] == "0");
    CHECK(s["index"] == paused["index"]);

    // Steps: a pose on lands on the next picture change of the data, a pose back on the start of the one before.
    auto i = s["index"].get<std::size_t>();
    press("pose+");
    s = state();
    const std::size_t next = nextPose(ticks, i);
    CHECK(s["index"].get<std::size_t>() == next);
    CHECK(s["frame"] == ticks[next][1]);
    CHECK(s["frame"] != ticks[i][1]);
    CHECK(s["caption"].get<std::string>().find("frame " + ticks[next][1].dump()) != std::string::npos);
    press("pose-");
    s = state();
    CHECK(s["index"].get<std::size_t>() == previousPoseStart(ticks, next));
    i = s["index"].get<std::size_t>();
    press("tick+");
    CHECK(state()["index"].get<std::size_t>() == i + 1);
    press("tick-");
    CHECK(state()["index"].get<std::size_t>() == i);

    // The scrub slider: the caption follows to its tick.
    const std::size_t scrub_to = ticks.size() / 2;
    page.eval("(() => { const s = " + root + ".querySelector('.pscrub'); s.value = '" + std::to_string(scrub_to) +
              "'; s.dispatchEvent(new Event('input')); })()");
    s = state();
    CHECK(s["index"].get<std::size_t>() == scrub_to);
    const int64_t scrub_t = ticks[scrub_to][0].get<int64_t>();
    CHECK(s["caption"].get<std::string>().find("tick " + std::to_string(scrub_t / 10) + " (" + std::to_string(scrub_t) +
                                               " ms)") != std::string::npos);

    // A key press on the focused player: the right arrow is the next pose.
    page.eval(root + ".focus()");
    REQUIRE(page.pressKey("ArrowRight", "ArrowRight", 39));
    CHECK(state()["index"].get<std::size_t>() == nextPose(ticks, scrub_to));

    // Zoom: the canvas is the window times the zoom, in whole pixels.
    for (const int zoom : {1, 5}) {
        page.eval("(() => { const z = " + root + ".querySelector('.pzoom'); z.value = '" + std::to_string(zoom) +
                  "'; z.dispatchEvent(new Event('change')); })()");
        s = state();
        CHECK(s["width"] == data["width"].get<int>() * zoom);
        CHECK(s["height"] == data["height"].get<int>() * zoom);
    }

    // The arrival at frame 5: the planted foot's marker in its colour, its slide line in the fail colour.
    std::size_t arrival = 0;
    int foot = -1;
    for (std::size_t k = 1; k < ticks.size() && arrival == 0; ++k)
        if (ticks[k][1] == 5 && ticks[k - 1][1] == 4)
            for (int f = 0; f < 2; ++f)
                if (ticks[k][4 + f].is_array() && ticks[k][4 + f][4].get<int>() > 0) {
                    arrival = k;
                    foot = f;
                }
    REQUIRE(arrival > 0);
    page.eval("(() => { const s = " + root + ".querySelector('.pscrub'); s.value = '" + std::to_string(arrival) +
              "'; s.dispatchEvent(new Event('input')); })()");
    const nlohmann::json& f = ticks[arrival][4 + foot];
    CHECK(f[5] == "fail");
    const int z = 5;
    const auto pixel = [&](double x, double y) {
        return page.eval("Array.from(" + root + ".querySelector('canvas').getContext('2d').getImageData(" +
                         std::to_string(static_cast<int>(x)) + ", " + std::to_string(static_cast<int>(y)) +
                         ", 1, 1).data)");
    };
    const double fx = (f[0].get<int>() + 0.5) * z, fy = (f[1].get<int>() + 0.5) * z;
    const nlohmann::json marker = pixel(fx, fy);
    REQUIRE_MESSAGE(marker.is_array(), page.error());
    const nlohmann::json foot_colour = foot == 0 ? nlohmann::json{0x14, 0xa0, 0x3c, 255}
                                                 : nlohmann::json{0x1e, 0x5a, 0xdc, 255};
    CHECK(marker == foot_colour);
    const double sx = (f[2].get<int>() + 0.5) * z, sy = (f[3].get<int>() + 0.5) * z;
    const nlohmann::json line = pixel((fx + sx) / 2, (fy + sy) / 2);
    CHECK(line == nlohmann::json{0xcf, 0x22, 0x2e, 255});

    // Play again, then a finding's play button: the player stops at the finding's tick and is on screen.
    press("play");
    pausePlayerTest(200);
    const nlohmann::json button = page.eval(
        "(() => { const b = document.querySelector('.play-finding[data-player=\"0-1\"]'); if (!b || b.hidden) return "
        "null; b.scrollIntoView({block: 'center'}); const r = b.getBoundingClientRect(); return {t: "
        "+b.dataset.tMs, x: r.x + r.width / 2, y: r.y + r.height / 2}; })()");
    REQUIRE_MESSAGE(button.is_object(), page.error());
    REQUIRE(page.click(button["x"].get<double>(), button["y"].get<double>()));
    pausePlayerTest(100);
    s = state();
    CHECK(s["playing"] == "0");
    CHECK(s["t_ms"] == button["t"]);
    CHECK(ticks[s["index"].get<std::size_t>()][1] == 5);  // the finding is frame 5's
    const nlohmann::json visible = page.eval("(() => { const r = " + root +
                                             ".getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; "
                                             "})()");
    CHECK(visible == true);

    // A look at it: the screenshot decodes and shows the player's canvas.
    const std::vector<uint8_t> shot = page.screenshot();
    REQUIRE_FALSE(shot.empty());
    std::ofstream(dir / "player.png", std::ios::binary)
        .write(reinterpret_cast<const char*>(shot.data()), static_cast<std::streamsize>(shot.size()));
    gaitlab::RgbaImage image;
    REQUIRE(gaitlab::loadPng((dir / "player.png").string(), image).empty());
    CHECK(image.width == 1200);
}

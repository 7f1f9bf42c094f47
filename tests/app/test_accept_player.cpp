// The report's player (app/accept/report_player.h, DECISIONS "Report player"): which ticks it shows, the sheet of
// pictures report.html carries for them, and the slide it reports for a walk whose slide is known from the way the
// test broke it.
#include <doctest/doctest.h>

#include <array>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "app/accept/accept_run.h"
#include "app/accept/filmstrip.h"
#include "app/accept/report_player.h"
#include "app/cli.h"
#include "app/files/image_file.h"
#include "cdp_pipe.h"
#include "engine/base/file_read.h"
#include "walk_fixtures.h"

namespace {

namespace fs = std::filesystem;

const std::string kPlayerHumanoidDir = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid";

fs::path freshPlayerDir(const std::string& name) {
    const fs::path dir = fs::temp_directory_path() / ("gaitlab-player-" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

/// Player `id`'s sheet PNG and data as report.html carries them.
struct PagePlayer {
    std::vector<uint8_t> png;
    nlohmann::json data;
};

PagePlayer pagePlayer(const std::string& html, const std::string& id) {
    PagePlayer p;
    const std::size_t at = html.find("data-player=\"" + id + "\" tabindex");
    REQUIRE(at != std::string::npos);
    const std::string key = "class=\"psheet\" hidden alt=\"\" src=\"data:image/png;base64,";
    const std::size_t img = html.find(key, at);
    REQUIRE(img != std::string::npos);
    const std::size_t img_end = html.find('"', img + key.size());
    p.png = gaitlab::test::decodeBase64(html.substr(img + key.size(), img_end - img - key.size()));
    const std::string data_key = "class=\"pdata\">";
    const std::size_t data = html.find(data_key, at);
    const std::size_t data_end = html.find("</script>", data);
    p.data = nlohmann::json::parse(html.substr(data + data_key.size(), data_end - data - data_key.size()));
    return p;
}

}  // namespace

TEST_CASE("the shipped humanoid's player: every walking tick of its 2 s in one sheet of distinct pictures") {
    const fs::path dir = freshPlayerDir("humanoid");
    std::ostringstream out, err;
    REQUIRE(gaitlab::runCli({"accept", "--scenario", "straight-walk", "--seconds", "2", "--out", dir.string()}, out,
                            err) == 0);
    const gaitlab::AcceptResult r = gaitlab::runAcceptance({"humanoid", "", ""}, {"straight-walk", 2.0}, {});
    REQUIRE(r.error.empty());
    REQUIRE(r.players.size() == r.strips.size());
    REQUIRE(r.players.size() == 1);  // a straight walk east
    const gaitlab::DirectionPlayer& p = r.players.front();
    CHECK(p.dir == 1);
    CHECK(p.anim == "walk");
    // The walking ticks: those with a phase (the aligner chose the frame); 2 s hold at most 200.
    int walking = 0;
    for (const double ph : r.gait.series.phase) walking += std::isnan(ph) ? 0 : 1;
    REQUIRE(walking > 100);
    CHECK(p.ticks.size() == static_cast<std::size_t>(std::min(walking, gaitlab::kPlayerMaxTicks)));
    CHECK(p.step_ticks == 1);
    for (std::size_t k = 1; k < p.ticks.size(); ++k) CHECK(p.ticks[k].t_ms - p.ticks[k - 1].t_ms == 10);
    // One cell per picture: every tick of a frame shows that frame's cell (the walk's closing frame repeats frame
    // 0's picture and shares its cell), numbered in order of first showing, and placed where its root stands: a
    // planted sole keeps one place in the picture, so tick.at moves with it.
    std::map<int, int> cell_of_frame;
    std::map<int, std::array<std::optional<gaitlab::ipos>, 2>> sole_in_cell;
    int cells_seen = 0;
    for (std::size_t k = 0; k < p.ticks.size(); ++k) {
        const gaitlab::PlayerTick& t = p.ticks[k];
        const std::size_t i = static_cast<std::size_t>(t.t_ms / 10 - 1);  // the series' index of the tick
        CHECK(t.frame == r.gait.series.frame[i]);
        const auto [it, added] = cell_of_frame.emplace(t.frame, t.cell);
        CHECK(t.cell == it->second);
        if (added && t.cell == cells_seen) ++cells_seen;
        CHECK(t.cell < cells_seen);
        for (std::size_t foot = 0; foot < 2; ++foot) {
            if (!t.feet[foot].planted) continue;
            auto& seen = sole_in_cell[t.frame][foot];
            if (!seen) seen = t.feet[foot].at - t.at;
            CHECK(t.feet[foot].at - t.at == *seen);
        }
    }
    CHECK(p.cells == cells_seen);
    CHECK(p.cells <= static_cast<int>(cell_of_frame.size()));
    CHECK(p.cells * 10 < static_cast<int>(p.ticks.size()));  // a picture is shown over many ticks, stored once
    // The humanoid's feet stay where they were set down.
    for (const gaitlab::PlayerTick& t : p.ticks)
        for (const gaitlab::PlayerFoot& f : t.feet)
            if (f.planted) {
                CHECK(f.slide_px == 0);
                CHECK(f.at == f.plant_start);
                CHECK(f.verdict == gaitlab::Verdict::Pass);
            }

    // The page carries the same: the sheet decodes to the cells in rows of `columns`, each cell_width x cell_height.
    const std::string html = gaitlab::readRegularText((dir / "report.html").string(), 64 << 20);
    const PagePlayer page = pagePlayer(html, "0-1");
    const fs::path png = dir / "sheet.png";
    std::ofstream(png, std::ios::binary)
        .write(reinterpret_cast<const char*>(page.png.data()), static_cast<std::streamsize>(page.png.size()));
    gaitlab::RgbaImage sheet;
    REQUIRE(gaitlab::loadPng(png.string(), sheet).empty());
    const int rows = (p.cells + p.columns - 1) / p.columns;
    CHECK(sheet.width == p.columns * p.cell_width);
    CHECK(sheet.height == rows * p.cell_height);
    CHECK(p.columns * p.cell_width <= gaitlab::kPlayerSheetMaxWidth);
    CHECK(sheet.pixels == p.sheet.pixels);
    CHECK(page.data["ticks"].size() == p.ticks.size());
    CHECK(page.data["cells"] == p.cells);
    CHECK(page.data["width"] == p.width);
    CHECK(page.data["height"] == p.height);
    CHECK(page.data["cell_width"] == p.cell_width);
    CHECK(page.data["cell_height"] == p.cell_height);
    CHECK(page.data["ticks"][0][0] == p.ticks.front().t_ms);
    CHECK(page.data["ticks"][0][7] == p.ticks.front().at.x);
    CHECK(page.data["ticks"][0][8] == p.ticks.front().at.y);
    // The script is inline and nothing is loaded from elsewhere.
    CHECK(html.find("<script src") == std::string::npos);
    CHECK(html.find("src=\"http") == std::string::npos);
    CHECK(html.find("href=\"http") == std::string::npos);
}

TEST_CASE("a frame carrying three times its NextX: the player shows the planted foot 2x that delta from its plant") {
    // Walk E, frame 5: NextX v -> 3v. The sole stays put in the picture's own motion; the root now moves 3v where v
    // kept the foot still: the foot lands 2v from where it was set down.
    const fs::path dir = freshPlayerDir("tripled");
    int authored = 0;
    std::ofstream(dir / "walk.fofrm") << gaitlab::testing::walkWithFrame5Times(kPlayerHumanoidDir, 3, authored);
    REQUIRE(authored > 0);
    const int expected = 2 * authored;
    gaitlab::ArtSet art{"tripled", (dir / "walk.fofrm").string(), kPlayerHumanoidDir + "/contacts.json", "", ""};
    const gaitlab::AcceptResult r = gaitlab::runAcceptance(art, {"straight-walk", 4.0}, {});
    REQUIRE(r.error.empty());
    REQUIRE(r.players.size() == 1);
    const gaitlab::DirectionPlayer& p = r.players.front();
    REQUIRE(p.dir == 1);
    CHECK(p.ticks.size() <= static_cast<std::size_t>(gaitlab::kPlayerMaxTicks));
    // The window holds the worst tick of every failing metric of the direction.
    const gaitlab::GaitGroup* group = nullptr;
    for (const gaitlab::GaitGroup& g : r.gait.groups)
        if (g.dir == 1) group = &g;
    REQUIRE(group != nullptr);
    std::set<int64_t> shown;
    for (const gaitlab::PlayerTick& t : p.ticks) shown.insert(t.t_ms);
    int bad = 0;
    for (const gaitlab::MetricResult& m : group->metrics)
        if ((m.verdict == gaitlab::Verdict::Fail || m.verdict == gaitlab::Verdict::Warn) && m.at_ms >= 0) {
            ++bad;
            CHECK_MESSAGE(shown.count(m.at_ms) == 1, m.id);
        }
    CHECK(bad > 0);
    CHECK(p.slide_verdict == gaitlab::Verdict::Fail);
    // Each arrival at frame 5 from frame 4 puts a planted foot `expected` px from its plant, failing (> 2 px).
    int arrivals = 0;
    int most = 0;
    for (std::size_t k = 1; k < p.ticks.size(); ++k) {
        for (const gaitlab::PlayerFoot& f : p.ticks[k].feet)
            if (f.planted) most = std::max(most, f.slide_px);
        if (p.ticks[k].frame != 5 || p.ticks[k - 1].frame != 4) continue;
        ++arrivals;
        int slid = 0;
        for (const gaitlab::PlayerFoot& f : p.ticks[k].feet)
            if (f.planted && f.slide_px > 0) {
                ++slid;
                CHECK(f.slide_px == expected);
                CHECK(std::max(std::abs(f.at.x - f.plant_start.x), std::abs(f.at.y - f.plant_start.y)) == expected);
                CHECK(f.verdict == gaitlab::Verdict::Fail);
            }
        CHECK(slid == 1);
        // The metric's own running slide agrees.
        REQUIRE(p.ticks[k].metric_slide.has_value());
        CHECK(*p.ticks[k].metric_slide == doctest::Approx(expected));
    }
    CHECK(arrivals > 0);
    CHECK(most == expected);
    // The frame's finding plays at the first arrival the player shows.
    const std::vector<gaitlab::Finding> findings = gaitlab::setFindings({r});
    const gaitlab::Finding* frame5 = nullptr;
    for (const gaitlab::Finding& f : findings)
        if (f.where == "walk E, frames 2 to 6" && f.metric == "foot_slide") frame5 = &f;
    REQUIRE(frame5 != nullptr);
    const auto at = gaitlab::findingPlayerTick(*frame5, {r});
    REQUIRE(at.has_value());
    CHECK(at->first == "0-1");
    int64_t first_arrival = -1;
    for (std::size_t k = 1; k < p.ticks.size() && first_arrival < 0; ++k)
        if (p.ticks[k].frame == 5 && p.ticks[k - 1].frame == 4) first_arrival = p.ticks[k].t_ms;
    CHECK(at->second == first_arrival);
}

TEST_CASE("the player's foot markers read the foot-slide metric's figure, also with feet found from the pixels") {
    // The shipped walk without its contacts.json: the pixels' stance holds one sole over the whole cycle. The
    // markers follow the metric's running slide, not the contacts' point from where a foot was first set down.
    const gaitlab::AcceptResult r =
        gaitlab::runAcceptance({"walk", kPlayerHumanoidDir + "/walk.fofrm", "", "", "", false},
                               {"straight-walk", 2.0, ""}, {});
    REQUIRE(r.error.empty());
    REQUIRE(r.players.size() == 1);
    const gaitlab::DirectionPlayer& p = r.players.front();
    const gaitlab::MetricResult* metric = nullptr;
    for (const gaitlab::GaitGroup& g : r.gait.groups)
        if (g.dir == p.dir) metric = g.find("foot_slide");
    REQUIRE(metric != nullptr);
    REQUIRE(metric->value.has_value());
    int most = -1;
    for (const gaitlab::PlayerTick& t : p.ticks)
        for (const gaitlab::PlayerFoot& f : t.feet)
            if (f.planted) {
                most = std::max(most, f.slide_px);
                REQUIRE(t.metric_slide.has_value());
                CHECK(f.slide_px == static_cast<int>(std::lround(*t.metric_slide)));
            }
    REQUIRE(most >= 0);
    CHECK(most == static_cast<int>(std::lround(*metric->value)));
    // The filmstrip's slide bars (red, 220/30/30) are pinned the same way: none where the metric reads 0 px.
    REQUIRE(*metric->value == 0.0);
    REQUIRE(r.strips.size() == 1);
    const gaitlab::RgbaImage& strip = r.strips.front().strip.image;
    REQUIRE_FALSE(strip.empty());
    int bar = 0;
    for (int y = 0; y < strip.height; ++y)
        for (int x = 0; x < strip.width; ++x)
            if (strip.at(x, y) == gaitlab::Rgba8{220, 30, 30, 255}) ++bar;
    CHECK(bar == 0);
}

TEST_CASE("a filmstrip's and player's window holds the drawn pixels, and past 1024 px is cut around them and says so") {
    using gaitlab::ipos;
    // A w x h picture with only the columns [c0, c1) drawn.
    const auto frame = [](int w, int h, int c0, int c1) {
        gaitlab::SpriteFrame f;
        f.width = w;
        f.height = h;
        f.rgba.assign(static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 4, 0);
        for (int y = 0; y < h; ++y)
            for (int x = c0; x < c1; ++x) f.rgba[(static_cast<std::size_t>(y) * w + x) * 4 + 3] = 255;
        return f;
    };
    // A 20 px figure in the middle of a 3000 px canvas at root (0, 0): drawn x -10..10, y -40..0. The window is the
    // figure and its root (y to 1) with the 6 px margin, the transparent canvas left out: 32 x 53, nothing cut.
    const gaitlab::SpriteFrame centred = frame(3000, 40, 1490, 1510);
    const gaitlab::StripWindow small = gaitlab::stripWindow({{{0, 0}, &centred}});
    CHECK(small.origin == ipos(-16, -46));
    CHECK(small.width == 32);
    CHECK(small.height == 53);
    CHECK(small.cutNote().empty());
    // The same figure at the canvas's left edge, drawn x -1500..-1480, 1500 px from its root: the window is the
    // figure (a root's column is not seen), -1506..-1474 across, still holding the root's row.
    const gaitlab::SpriteFrame left = frame(3000, 40, 0, 20);
    const gaitlab::StripWindow beside = gaitlab::stripWindow({{{0, 0}, &left}});
    CHECK(beside.origin == ipos(-1506, -46));
    CHECK(beside.width == 32);
    CHECK(beside.cutNote().empty());
    // It and a figure at the right edge (drawn x 1480..1500), 3000 px apart: cut to 1024 around the drawn pixels,
    // centred on their middle ((-1500 + 1500) / 2 = 0), inside the union -1506..1506 (3012 px).
    const gaitlab::SpriteFrame right = frame(3000, 40, 2980, 3000);
    const gaitlab::StripWindow cut = gaitlab::stripWindow({{{0, 0}, &left}, {{0, 0}, &right}});
    CHECK(cut.whole == ipos(3012, 53));
    CHECK(cut.width == 1024);
    CHECK(cut.origin.x == -512);
    CHECK(cut.cutNote() == "the window is cut to 1024x53 px around the feet: the pictures span 3012x53 px");
    // A figure 2000 px above its root (drawn y -2040..-2000; with the root's row the union is -2046..7): the window
    // holds the figure, not the root.
    gaitlab::SpriteFrame high = frame(20, 40, 0, 20);
    high.draw_offset = {0, -2000};
    const gaitlab::StripWindow up = gaitlab::stripWindow({{{0, 0}, &high}});
    CHECK(up.height == 1024);
    CHECK(up.origin.y == -2046);  // clamp(-2000 + 6 - 1024, -2046, 7 - 1024)
    CHECK(up.origin.y + up.height >= -2000);
    // A frame without pixels counts whole; none at all: an empty window.
    const gaitlab::SpriteFrame bare = [] {
        gaitlab::SpriteFrame f;
        f.width = 60;
        f.height = 80;
        return f;
    }();
    const gaitlab::StripWindow whole = gaitlab::stripWindow({{{100, 500}, &bare}});
    CHECK(whole.origin == ipos(64, 414));
    CHECK(whole.width == 72);
    CHECK(gaitlab::stripWindow({}).width == 0);
}

TEST_CASE("a filmstrip's slide bar runs along the slide, also up the screen") {
    // Two cells of one 12x24 picture at root (0, 0); the left foot planted at (0, -2), then at (0, -8): it slid 6 px
    // up the screen (a diagonal's slide is mostly vertical). The bar is drawn 2 and 3 rows under each point of the
    // slide, so in the second cell it covers the rows from -6 to 1 of column 0.
    gaitlab::SpriteSheet sheet;
    gaitlab::SpriteFrame f;
    f.width = 12;
    f.height = 24;
    f.rgba.assign(12 * 24 * 4, 0);
    for (int y = 0; y < 24; ++y) f.rgba[(static_cast<std::size_t>(y) * 12 + 2) * 4 + 3] = 255;  // a thin figure
    sheet.frames = {f};
    std::vector<gaitlab::StripCell> cells(2);
    for (gaitlab::StripCell& c : cells) {
        c.sheet = &sheet;
        c.frame = 0;
    }
    cells[0].feet[0] = {gaitlab::FootState::Planted, {0, -2}};
    cells[1].feet[0] = {gaitlab::FootState::Planted, {0, -8}};
    const gaitlab::Filmstrip strip = gaitlab::drawFilmstrip(cells);
    const gaitlab::StripWindow window = gaitlab::stripWindow({{{0, 0}, &sheet.frames[0]}, {{0, 0}, &sheet.frames[0]}});
    REQUIRE(strip.image.width == 2 * window.width);
    int red = 0;
    for (int y = 0; y < strip.image.height; ++y) {
        const gaitlab::Rgba8 px = strip.image.at(window.width + 0 - window.origin.x, y);
        if (px.r == 220 && px.g == 30 && px.b == 30) ++red;
    }
    // Rows -6 .. 1 less the 3x3 foot mark at (0, -8) .. its rows -9 .. -7 do not overlap: 8 rows.
    CHECK(red == 8);
    // Nothing red in the first cell: the foot is where it was set down.
    int red_first = 0;
    for (int y = 0; y < strip.image.height; ++y)
        for (int x = 0; x < window.width; ++x) {
            const gaitlab::Rgba8 px = strip.image.at(x, y);
            if (px.r == 220 && px.g == 30 && px.b == 30) ++red_first;
        }
    CHECK(red_first == 0);
}

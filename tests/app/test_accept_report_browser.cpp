// The acceptance report opens in a real browser: Debian's chromium, headless, renders report.html and the
// screenshot shows the report (its header band and a filmstrip), not an error page (D21).
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>

#include "app/cli.h"
#include "app/files/image_file.h"
#include "cdp_pipe.h"
#include "render/rgba_image.h"

namespace {

namespace fs = std::filesystem;

bool near(gaitlab::Rgba8 c, int r, int g, int b) {
    return std::abs(c.r - r) <= 6 && std::abs(c.g - g) <= 6 && std::abs(c.b - b) <= 6;
}

}  // namespace

TEST_CASE("chromium renders the acceptance report: header band and filmstrip on screen") {
    const std::string browser = gaitlab::test::findChromium();
    REQUIRE_MESSAGE(!browser.empty(), "chromium is needed to check the HTML report (./dev installs it)");
    const fs::path dir = fs::temp_directory_path() / "gaitlab-accept-browser";
    fs::remove_all(dir);
    std::ostringstream out, err;
    REQUIRE(gaitlab::runCli({"accept", "--scenario", "straight-walk", "--seconds", "2", "--out", dir.string()}, out,
                            err) == 0);
    const fs::path shot = dir / "shot.png";
    const std::string command = "timeout 60 " + browser +
                                " --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir=" +
                                (dir / "profile").string() + " --window-size=1200,3000 --screenshot=" + shot.string() +
                                " file://" + (dir / "report.html").string() + " >/dev/null 2>&1";
    REQUIRE(std::system(command.c_str()) == 0);
    gaitlab::RgbaImage image;
    REQUIRE(gaitlab::loadPng(shot.string(), image).empty());
    CHECK(image.width == 1200);
    // The header band (#1f3a4d) across the top, the page background (#f4f1ea) under it.
    CHECK(near(image.at(5, 5), 0x1f, 0x3a, 0x4d));
    CHECK(near(image.at(600, 20), 0x1f, 0x3a, 0x4d));
    CHECK(near(image.at(5, 80), 0xf4, 0xf1, 0xea));
    // A verdict cell in pass green (#d5f0d8) somewhere in the verdict table, and a filmstrip's cell colour
    // (#e8e2d4) further down: the images decoded.
    int pass_cells = 0;
    int strip_pixels = 0;
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            if (near(image.at(x, y), 0xd5, 0xf0, 0xd8)) ++pass_cells;
            if (near(image.at(x, y), 0xe8, 0xe2, 0xd4)) ++strip_pixels;
        }
    CHECK(pass_cells > 200);
    CHECK(strip_pixels > 5000);
}

// The committed assets/ tree is exactly what `gaitlab gen-assets` writes (decision D23), and the generated
// ground tiles cover the hex grid without gaps or overlaps.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <SDL.h>
#include <SDL_image.h>

#include "app/assetgen/gen_assets.h"
#include "engine/hex_geometry.h"

namespace {

namespace fs = std::filesystem;

std::string readBytes(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Relative path -> bytes of every regular file under `root`, in sorted order.
std::map<std::string, std::string> tree(const fs::path& root) {
    std::map<std::string, std::string> files;
    for (const auto& e : fs::recursive_directory_iterator(root)) {
        if (e.is_regular_file()) {
            files[fs::relative(e.path(), root).generic_string()] = readBytes(e.path());
        }
    }
    return files;
}

fs::path freshTempDir() {
    std::string pattern = (fs::temp_directory_path() / "gaitlab_gen_XXXXXX").string();
    std::vector<char> buf(pattern.begin(), pattern.end());
    buf.push_back('\0');
    REQUIRE(mkdtemp(buf.data()) != nullptr);
    return fs::path(buf.data());
}

// Opaque mask of a PNG (alpha != 0), row-major.
std::vector<bool> opaqueMask(const fs::path& p, int& w, int& h) {
    SDL_Surface* loaded = IMG_Load(p.string().c_str());
    REQUIRE_MESSAGE(loaded != nullptr, p.string());
    SDL_Surface* rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(loaded);
    REQUIRE(rgba != nullptr);
    w = rgba->w;
    h = rgba->h;
    std::vector<bool> mask(static_cast<size_t>(w * h));
    const auto* px = static_cast<const uint8_t*>(rgba->pixels);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            mask[static_cast<size_t>(y * w + x)] = px[y * rgba->pitch + x * 4 + 3] != 0;
        }
    }
    SDL_FreeSurface(rgba);
    return mask;
}

}  // namespace

TEST_CASE("gen-assets reproduces the committed assets byte for byte") {
    const fs::path out = freshTempDir();
    std::ostringstream log;
    REQUIRE(gaitlab::generateAssets(out.string(), log) == 0);
    CHECK(log.str().find("contacts.json") != std::string::npos);

    const auto generated = tree(out);
    // Hand-written files (state machine definitions, README screenshots) live beside the generated folders.
    auto committed = tree(GAITLAB_ASSET_DIR);
    std::erase_if(committed, [&generated](const auto& entry) {
        const std::string top = entry.first.substr(0, entry.first.find('/') + 1);
        return std::none_of(generated.begin(), generated.end(),
                            [&top](const auto& g) { return g.first.rfind(top, 0) == 0; });
    });
    // Files per folder, so each generated group states its own count; the name comparison below catches
    // anything else. Humanoid: 6 directions x (idle 4 + walk 9 + run 7 + attack 6 + hurt 4 + death 8 +
    // knockback 6) frames, 7 FOFRM, contacts.json and events.json.
    const auto filesUnder = [&generated](const std::string& prefix) {
        return std::count_if(generated.begin(), generated.end(),
                             [&prefix](const auto& g) { return g.first.rfind(prefix, 0) == 0; });
    };
    CHECK(filesUnder("critters/humanoid/") == 6 * (4 + 9 + 7 + 6 + 4 + 8 + 6) + 7 + 2);
    CHECK(filesUnder("tiles/") == 4);
    CHECK(filesUnder("maps/") == 1);
    CHECK(filesUnder("tactics/") == 2);  // the tactics unit: unit.png and tactics-sprite-data.json
    std::vector<std::string> generated_names;
    std::vector<std::string> committed_names;
    for (const auto& [name, bytes] : generated) generated_names.push_back(name);
    for (const auto& [name, bytes] : committed) committed_names.push_back(name);
    CHECK(generated_names == committed_names);
    for (const auto& [name, bytes] : generated) {
        const auto it = committed.find(name);
        if (it != committed.end()) {
            CHECK_MESSAGE(it->second == bytes, name << " differs from the committed file");
        }
    }
    fs::remove_all(out);
}

TEST_CASE("ground tiles placed at their hex cell origins cover each map pixel exactly once") {
    const gaitlab::HexGeometry g;
    for (const char* name : {"grass", "dirt", "stone"}) {
        CAPTURE(name);
        int w = 0;
        int h = 0;
        const std::vector<bool> mask =
            opaqueMask(fs::path(GAITLAB_ASSET_DIR) / "tiles" / (std::string(name) + ".png"), w, h);
        REQUIRE(w == 32);
        REQUIRE(h == 16);
        int area = 0;
        for (bool b : mask) area += b ? 1 : 0;
        CHECK(area == 32 * 12);  // hexagon area: 32x16 minus four 16x4 corner triangles
        // Count coverage of every pixel of a window in the middle of a 9x9 patch of hexes.
        std::map<std::pair<int, int>, int> cover;
        for (int hy = 0; hy < 9; ++hy) {
            for (int hx = 0; hx < 9; ++hx) {
                const gaitlab::ipos origin = g.hexPos({hx, hy});
                for (int y = 0; y < h; ++y) {
                    for (int x = 0; x < w; ++x) {
                        if (mask[static_cast<size_t>(y * w + x)]) ++cover[{origin.x + x, origin.y + y}];
                    }
                }
            }
        }
        const gaitlab::ipos c = g.hexPos({4, 4});
        int checked = 0;
        for (int y = c.y - 20; y < c.y + 36; ++y) {
            for (int x = c.x - 24; x < c.x + 56; ++x) {
                const auto it = cover.find({x, y});
                CHECK_MESSAGE((it != cover.end() && it->second == 1), "pixel " << x << "," << y);
                ++checked;
            }
        }
        CHECK(checked == 56 * 80);
    }
    int w = 0;
    int h = 0;
    const std::vector<bool> rock = opaqueMask(fs::path(GAITLAB_ASSET_DIR) / "tiles" / "rock.png", w, h);
    CHECK(w == 32);
    CHECK(h == 32);
    int footprint = 0;
    for (int y = h - 16; y < h; ++y) {
        for (int x = 0; x < w; ++x) footprint += rock[static_cast<size_t>(y * w + x)] ? 1 : 0;
    }
    CHECK(footprint >= 32 * 12);  // the whole hex plus the boulder's base
}

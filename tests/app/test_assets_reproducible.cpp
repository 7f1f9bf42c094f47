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
#include "engine/hex/hex_geometry.h"
#include "engine/hex/hex_map.h"

namespace {

namespace fs = std::filesystem;

std::string fileBytes(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Relative path -> bytes of every regular file under `root`, in sorted order.
std::map<std::string, std::string> tree(const fs::path& root) {
    std::map<std::string, std::string> files;
    for (const auto& e : fs::recursive_directory_iterator(root)) {
        if (e.is_regular_file()) {
            files[fs::relative(e.path(), root).generic_string()] = fileBytes(e.path());
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
    // knockback 6) frames, 7 FOFRM, contacts.json and events.json; the square humanoid: 8 directions x (idle 4 +
    // walk 9 + run 7) frames, 3 FOFRM, contacts.json and events.json.
    const auto filesUnder = [&generated](const std::string& prefix) {
        return std::count_if(generated.begin(), generated.end(),
                             [&prefix](const auto& g) { return g.first.rfind(prefix, 0) == 0; });
    };
    CHECK(filesUnder("critters/humanoid/") == 6 * (4 + 9 + 7 + 6 + 4 + 8 + 6) + 7 + 2);
    CHECK(filesUnder("critters/humanoid-square/") == 8 * (4 + 9 + 7) + 3 + 2);
    CHECK(filesUnder("tiles/") == 8);    // grass, dirt, stone, rock and their square-* diamonds
    CHECK(filesUnder("maps/") == 2);     // demo.json and square.json
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

TEST_CASE("square tiles are exactly the cell's 32x24 diamond and cover each square-map pixel exactly once") {
    const gaitlab::HexGeometry g = gaitlab::squareGeometry();
    for (const char* name : {"square-grass", "square-dirt", "square-stone"}) {
        CAPTURE(name);
        int w = 0;
        int h = 0;
        const std::vector<bool> mask =
            opaqueMask(fs::path(GAITLAB_ASSET_DIR) / "tiles" / (std::string(name) + ".png"), w, h);
        REQUIRE(w == 32);
        REQUIRE(h == 24);
        // Row by row, the diamond with vertices (16, 0), (32, 12), (16, 24), (0, 12): in row y (top half) the
        // pixel centres x + 0.5 within 16 * (y + 0.5) / 12 of 16, i.e. columns 16 - n .. 15 + n with n the
        // number of half-integers 0.5, 1.5, ... up to 4/3 * (y + 0.5): 1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15
        // for rows 0..11 (row 0: 0.67 -> 1; row 11: 15.33 -> 15), the bottom half mirrored. Columns 0 and 31
        // are never covered: the side vertices fall between pixel centres.
        const int half_widths[12] = {1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15};
        int area = 0;
        for (int y = 0; y < h; ++y) {
            const int n = half_widths[y < 12 ? y : 23 - y];
            for (int x = 0; x < w; ++x) {
                const bool in = x >= 16 - n && x < 16 + n;
                CHECK_MESSAGE(mask[static_cast<size_t>(y * w + x)] == in, "pixel " << x << "," << y);
                area += mask[static_cast<size_t>(y * w + x)] ? 1 : 0;
            }
        }
        CHECK(area == 32 * 24 / 2);  // the diamond's area
        // Coverage of every pixel of a window in the middle of a 9x9 patch of cells placed at hexPos.
        std::map<std::pair<int, int>, int> cover;
        for (int cy = 0; cy < 9; ++cy) {
            for (int cx = 0; cx < 9; ++cx) {
                const gaitlab::ipos origin = g.hexPos({cx, cy});
                for (int y = 0; y < h; ++y) {
                    for (int x = 0; x < w; ++x) {
                        if (mask[static_cast<size_t>(y * w + x)]) ++cover[{origin.x + x, origin.y + y}];
                    }
                }
            }
        }
        const gaitlab::ipos c = g.hexPos({4, 4});  // (0, 96)
        CHECK(c == gaitlab::ipos{0, 96});
        int checked = 0;
        for (int y = c.y - 30; y < c.y + 54; ++y) {
            for (int x = c.x - 40; x < c.x + 72; ++x) {
                const auto it = cover.find({x, y});
                CHECK_MESSAGE((it != cover.end() && it->second == 1), "pixel " << x << "," << y);
                ++checked;
            }
        }
        CHECK(checked == 84 * 112);
    }
    int w = 0;
    int h = 0;
    const std::vector<bool> rock = opaqueMask(fs::path(GAITLAB_ASSET_DIR) / "tiles" / "square-rock.png", w, h);
    CHECK(w == 32);
    CHECK(h == 40);
    int footprint = 0;
    for (int y = h - 24; y < h; ++y) {
        for (int x = 0; x < w; ++x) footprint += rock[static_cast<size_t>(y * w + x)] ? 1 : 0;
    }
    CHECK(footprint >= 32 * 24 / 2);  // the whole diamond plus the boulder's base
}

TEST_CASE("the square demo map is a 40x40 square-geometry map of square tiles with an open centre") {
    const fs::path assets(GAITLAB_ASSET_DIR);
    const gaitlab::HexMap map = gaitlab::loadHexMap((assets / "maps" / "square.json").string());
    CHECK(map.name == "square");
    CHECK(map.geometry.kind == gaitlab::GeometryKind::Square);
    CHECK(map.geometry.hex_height == 24);
    CHECK(map.geometry.dirCount() == 8);
    CHECK(map.size.width == 40);
    CHECK(map.size.height == 40);
    CHECK(map.tile_names == std::vector<std::string>{"square-grass", "square-dirt", "square-stone", "square-rock"});
    for (const std::string& name : map.tile_names) {
        CAPTURE(name);
        CHECK(fs::is_regular_file(assets / "tiles" / (name + ".png")));
    }
    int blocked = 0;
    for (int y = 0; y < 40; ++y) {
        for (int x = 0; x < 40; ++x) {
            const gaitlab::Hex h{x, y};
            if (!map.isBlocked(h)) continue;
            ++blocked;
            CHECK(map.tileKind(h) == 3);  // blocked cells show the rock
            // The centre (20, 20) and every cell within 6 steps (Chebyshev on a square map) stay free.
            CHECK((std::abs(x - 20) > 6 || std::abs(y - 20) > 6));
        }
    }
    CHECK(blocked >= 150);  // about 10% of 1600
    CHECK(blocked <= 170);
    // Two steps in each of the 8 directions from the centre, out and back, stay on free cells.
    for (int d = 0; d < 8; ++d) {
        CAPTURE(d);
        gaitlab::Hex h{20, 20};
        for (int i = 0; i < 2; ++i) {
            const auto next = map.geometry.step(h, d, map.size);
            REQUIRE(next.has_value());
            h = *next;
            CHECK(map.movable(h));
        }
    }
    // The hex demo map keeps the default geometry.
    CHECK(gaitlab::loadHexMap((assets / "maps" / "demo.json").string()).geometry.kind ==
          gaitlab::GeometryKind::Hexagonal);
}

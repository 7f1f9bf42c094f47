#include "app/assetgen/tile_art.h"

#include <cmath>
#include <cstdlib>

namespace gaitlab::assetgen {

namespace {

bool insideHexFootprintFn(int x, int y) { return insideHexFootprint(x, y); }
bool insideSquareFootprintFn(int x, int y) { return insideSquareFootprint(x, y); }

struct Ground {
    Rgba8 base;
    Rgba8 light;
    Rgba8 dark;
    uint32_t seed;
};

constexpr Ground kGrass{{104, 134, 82, 255}, {116, 146, 90, 255}, {90, 118, 72, 255}, 11};
constexpr Ground kDirt{{148, 124, 94, 255}, {160, 136, 104, 255}, {128, 106, 80, 255}, 23};
constexpr Ground kStone{{146, 144, 136, 255}, {160, 158, 150, 255}, {116, 114, 108, 255}, 37};
constexpr Ground kRockGround{{126, 112, 92, 255}, {136, 122, 100, 255}, {110, 98, 80, 255}, 41};
constexpr Rgba8 kRockLight{170, 166, 158, 255};
constexpr Rgba8 kRockMid{136, 132, 126, 255};
constexpr Rgba8 kRockDark{100, 96, 92, 255};
constexpr Rgba8 kRockOutline{52, 48, 46, 255};

// Mostly the base colour with sparse light and dark specks: calm under the critter.
Rgba8 speckle(const Ground& g, int x, int y) {
    const uint32_t h = pixelHash(x, y, g.seed) % 100;
    if (h < 9) {
        return g.dark;
    }
    if (h < 19) {
        return g.light;
    }
    return g.base;
}

// A tile's footprint: its size and which of its pixels it covers (hex or diamond).
struct Footprint {
    int width;
    int height;
    bool (*inside)(int x, int y);
};

constexpr Footprint kHexFootprint{kTileWidth, kTileHeight, insideHexFootprintFn};
constexpr Footprint kSquareFootprint{kSquareTileWidth, kSquareTileHeight, insideSquareFootprintFn};

// The footprint fills the bottom fp.height rows of an image `height` tall.
RgbaImage groundTile(const Ground& g, int height, const Footprint& fp = kHexFootprint) {
    RgbaImage img(fp.width, height);
    const int top = height - fp.height;
    for (int y = 0; y < fp.height; ++y) {
        for (int x = 0; x < fp.width; ++x) {
            if (fp.inside(x, y)) {
                img.set(x, top + y, speckle(g, x, y));
            }
        }
    }
    return img;
}

RgbaImage grassTile(const Footprint& fp = kHexFootprint) {
    RgbaImage img = groundTile(kGrass, fp.height, fp);
    // Short two-pixel blades at hashed spots.
    for (int y = 1; y < fp.height; ++y) {
        for (int x = 0; x < fp.width; ++x) {
            if (pixelHash(x, y, 97) % 29 == 0 && fp.inside(x, y) && fp.inside(x, y - 1)) {
                img.set(x, y, kGrass.dark);
                img.set(x, y - 1, kGrass.light);
            }
        }
    }
    return img;
}

// Flagstones: Voronoi cells around fixed points, the thin band where two cells meet is mortar.
constexpr int kHexStonePoints[][2] = {{5, 5}, {14, 3}, {25, 5}, {9, 11}, {20, 10}, {29, 11}, {15, 15}, {2, 12}};
constexpr int kSquareStonePoints[][2] = {{16, 3},  {9, 8},   {22, 7},  {4, 13}, {15, 12},
                                         {27, 13}, {10, 18}, {21, 18}, {16, 23}};

template <std::size_t N>
RgbaImage stoneTile(const int (&points)[N][2], const Footprint& fp) {
    RgbaImage img = groundTile(kStone, fp.height, fp);
    for (int y = 0; y < fp.height; ++y) {
        for (int x = 0; x < fp.width; ++x) {
            if (!fp.inside(x, y)) {
                continue;
            }
            double best = 1e9;
            double second = 1e9;
            for (const auto& p : points) {
                const double dx = x + 0.5 - p[0];
                const double dy = (y + 0.5 - p[1]) * 2.0;  // cells look flattened by the camera
                const double d = std::sqrt(dx * dx + dy * dy);
                if (d < best) {
                    second = best;
                    best = d;
                } else if (d < second) {
                    second = d;
                }
            }
            if (second - best < 1.3) {
                img.set(x, y, kStone.dark);
            }
        }
    }
    return img;
}

// `drop` moves the boulder down (the square tile's footprint centre is lower in its taller image).
RgbaImage rockTile(int height = kRockTileHeight, const Footprint& fp = kHexFootprint, double drop = 0.0) {
    RgbaImage img = groundTile(kRockGround, height, fp);
    // A boulder of overlapping lumps standing on the footprint, flat-shaded with light from the upper left.
    const std::vector<Shape> lumps = {
        Shape::capsule({12.0, 21.0 + drop}, {20.0, 20.0 + drop}, 8.5, kRockMid),
        Shape::disc({13.0, 14.0 + drop}, 7.0, kRockMid),
        Shape::disc({21.0, 17.0 + drop}, 6.0, kRockMid),
    };
    RgbaImage boulder(fp.width, height);
    drawOutlinedGroup(boulder, lumps, kRockOutline);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < fp.width; ++x) {
            const Rgba8 c = boulder.at(x, y);
            if (c.a == 0) {
                continue;
            }
            if (c == kRockMid) {
                const double lx = (x + 0.5 - 16.0) / 12.0;
                const double ly = (y + 0.5 - 19.0 - drop) / 11.0;
                const double lit = -0.6 * lx - 0.8 * ly;
                img.set(x, y, lit > 0.45 ? kRockLight : (lit < -0.35 ? kRockDark : kRockMid));
            } else {
                img.set(x, y, c);
            }
        }
    }
    return img;
}

}  // namespace

bool insideSquareFootprint(int x, int y) {
    // Doubled coordinates of the pixel centre relative to the diamond centre (16, 12): odd integers, exact.
    const int dx2 = 2 * x + 1 - 32;
    const int dy2 = 2 * y + 1 - 24;
    // |dx| / 16 + |dy| / 12 <= 1  <=>  12|dx| + 16|dy| <= 192, in doubled units.
    return 12 * std::abs(dx2) + 16 * std::abs(dy2) <= 384;
}

std::vector<std::pair<std::string, RgbaImage>> drawSquareTileSet() {
    std::vector<std::pair<std::string, RgbaImage>> tiles;
    tiles.emplace_back("square-grass", grassTile(kSquareFootprint));
    tiles.emplace_back("square-dirt", groundTile(kDirt, kSquareTileHeight, kSquareFootprint));
    tiles.emplace_back("square-stone", stoneTile(kSquareStonePoints, kSquareFootprint));
    tiles.emplace_back("square-rock", rockTile(kSquareRockTileHeight, kSquareFootprint, 6.0));
    return tiles;
}

bool insideHexFootprint(int x, int y) {
    // Doubled coordinates of the pixel centre relative to the hex centre (16, 8): odd integers, exact.
    const int dx2 = 2 * x + 1 - 32;
    const int dy2 = 2 * y + 1 - 16;
    // |dx| <= 16 and |dx*4 -/+ dy*16| <= 128 (hq = H/4 = 4, W/2 = 16), in doubled units.
    return std::abs(dx2) <= 32 && std::abs(dx2 * 4 - dy2 * 16) <= 256 && std::abs(dx2 * 4 + dy2 * 16) <= 256;
}

std::vector<std::pair<std::string, RgbaImage>> drawTileSet() {
    std::vector<std::pair<std::string, RgbaImage>> tiles;
    tiles.emplace_back("grass", grassTile());
    tiles.emplace_back("dirt", groundTile(kDirt, kTileHeight));
    tiles.emplace_back("stone", stoneTile(kHexStonePoints, kHexFootprint));
    tiles.emplace_back("rock", rockTile());
    return tiles;
}

}  // namespace gaitlab::assetgen

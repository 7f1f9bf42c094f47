#include "app/assetgen/demo_map.h"

#include <cmath>
#include <string>
#include <vector>

#include "engine/hex/hex_geometry.h"

namespace gaitlab::assetgen {

namespace {

// splitmix64: a fixed, portable sequence (std distributions are not specified bit-exactly).
struct Rng {
    uint64_t state;
    uint64_t next() {
        uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    int below(int n) { return static_cast<int>(next() % static_cast<uint64_t>(n)); }
};

// Smooth value noise over map pixels, in [0, 1): bilinear blend of hashed lattice values.
double valueNoise(double px, double py, double cell, uint64_t seed) {
    const double gx = px / cell;
    const double gy = py / cell;
    const int ix = static_cast<int>(std::floor(gx));
    const int iy = static_cast<int>(std::floor(gy));
    const double fx = gx - ix;
    const double fy = gy - iy;
    auto lattice = [seed](int x, int y) {
        Rng r{seed ^ (static_cast<uint64_t>(static_cast<uint32_t>(x)) << 32) ^ static_cast<uint32_t>(y)};
        return static_cast<double>(r.next() >> 11) / 9007199254740992.0;
    };
    const double sx = fx * fx * (3.0 - 2.0 * fx);
    const double sy = fy * fy * (3.0 - 2.0 * fy);
    const double top = lattice(ix, iy) + (lattice(ix + 1, iy) - lattice(ix, iy)) * sx;
    const double bottom = lattice(ix, iy + 1) + (lattice(ix + 1, iy + 1) - lattice(ix, iy + 1)) * sx;
    return top + (bottom - top) * sy;
}

bool freeRegion(const HexGeometry& g, Hex h) { return g.distance(h, kDemoMapCentre) <= kDemoMapFreeRadius; }

void block(HexMap& map, const HexGeometry& g, Hex h, int& count) {
    if (!map.inside(h) || freeRegion(g, h) || map.isBlocked(h)) {
        return;
    }
    map.setBlocked(h, true);
    ++count;
}

struct Wall {
    Hex start;
    int dir;
    int length;
    int gap;
};

// Ground patches, then walls with a two-cell gap, then rock clusters until about 10% of the cells are blocked.
HexMap buildMap(const HexGeometry& g, const std::string& name, std::vector<std::string> tiles,
                const std::vector<Wall>& walls, uint64_t seed) {
    const MapSize size{40, 40};
    HexMap map = makeHexMap(name, size, std::move(tiles));
    map.geometry = g;

    // Ground patches: dirt and stone where two independent noise fields are high, stone around the centre.
    for (int y = 0; y < size.height; ++y) {
        for (int x = 0; x < size.width; ++x) {
            const Hex h{x, y};
            const ipos p = g.hexPos(h);
            int kind = kGrassKind;
            if (valueNoise(p.x, p.y, 150.0, 7) > 0.62) {
                kind = kDirtKind;
            }
            if (valueNoise(p.x, p.y, 120.0, 19) > 0.72) {
                kind = kStoneKind;
            }
            if (g.distance(h, kDemoMapCentre) <= 2) {
                kind = kStoneKind;
            }
            map.tile_kind[static_cast<size_t>(y * size.width + x)] = static_cast<uint8_t>(kind);
        }
    }

    int blocked = 0;
    for (const Wall& w : walls) {
        Hex h = w.start;
        for (int i = 0; i < w.length; ++i) {
            if (i != w.gap && i != w.gap + 1) {
                block(map, g, h, blocked);
            }
            h = g.stepUnsafe(h, w.dir);
        }
    }
    Rng rng{seed};
    const int target = size.width * size.height / 10;
    while (blocked < target) {
        const Hex c{rng.below(size.width), rng.below(size.height)};
        if (freeRegion(g, c) || g.distance(c, kDemoMapCentre) <= kDemoMapFreeRadius + 2) {
            continue;
        }
        // A compact blob: grow from a random hex already in the cluster.
        std::vector<Hex> cluster{c};
        block(map, g, c, blocked);
        const int grow = 10 + rng.below(10);
        for (int i = 0; i < grow && blocked < target; ++i) {
            const Hex from = cluster[static_cast<size_t>(rng.below(static_cast<int>(cluster.size())))];
            const Hex n = g.stepUnsafe(from, rng.below(g.dirCount()));
            const int before = blocked;
            block(map, g, n, blocked);
            if (blocked != before) {
                cluster.push_back(n);
            }
        }
    }
    for (int y = 0; y < size.height; ++y) {
        for (int x = 0; x < size.width; ++x) {
            if (map.isBlocked({x, y})) {
                map.tile_kind[static_cast<size_t>(y * size.width + x)] = static_cast<uint8_t>(kRockKind);
            }
        }
    }
    return map;
}

}  // namespace

HexMap buildDemoMap() {
    return buildMap(HexGeometry{}, "demo", {"grass", "dirt", "stone", "rock"},
                    {{{6, 8}, 2, 12, 5}, {{33, 27}, 4, 11, 6}}, 20240611);
}

HexMap buildSquareDemoMap() {
    // Walls along the screen-horizontal E direction and the screen-vertical S direction, each with a gap.
    return buildMap(squareGeometry(), "square", {"square-grass", "square-dirt", "square-stone", "square-rock"},
                    {{{14, 4}, 1, 12, 5}, {{30, 18}, 3, 11, 6}}, 20261201);
}

}  // namespace gaitlab::assetgen

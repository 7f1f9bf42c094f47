// Ground tiles: pointy-top hexes on the 32-wide, 12-row-pitch grid of D1 with a gentle texture hashed from
// the pixel position, and a taller rock tile for blocked hexes; and the same kinds as 32x24 diamonds for square
// maps (D27), named "square-<kind>".
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "app/assetgen/raster.h"

namespace gaitlab::assetgen {

/// Footprint of one hex tile, pixels: the hex centre is (16, 8), vertices (16, 0), (32, 4), (32, 12),
/// (16, 16), (0, 12), (0, 4) (the inside test of §1.8).
inline constexpr int kTileWidth = 32;
inline constexpr int kTileHeight = 16;
/// The rock tile is taller; its bottom kTileHeight rows are the hex footprint, the boulder rises above.
inline constexpr int kRockTileHeight = 32;

/// True when pixel (x, y) of a footprint belongs to the hex: its centre (x + 0.5, y + 0.5) lies inside the
/// hexagon. Pixel centres never fall on an edge, so neighbouring tiles placed at their hex cell origins
/// cover every map pixel exactly once (384 pixels per tile).
[[nodiscard]] bool insideHexFootprint(int x, int y);

/// The tile images in map order: grass, dirt, stone (32x16) and rock (32x32).
[[nodiscard]] std::vector<std::pair<std::string, RgbaImage>> drawTileSet();

/// Footprint of one square-map tile, pixels: the cell's diamond, centre (16, 12), vertices (16, 0), (32, 12),
/// (16, 24), (0, 12). The draw list puts a tile's bottom-centre at the cell centre + (0, H/2), so a 32x24 tile's
/// top-left is the cell origin hexPos (squareGeometry()).
inline constexpr int kSquareTileWidth = 32;
inline constexpr int kSquareTileHeight = 24;
/// The square rock tile is taller; its bottom kSquareTileHeight rows are the diamond, the boulder rises above.
inline constexpr int kSquareRockTileHeight = 40;

/// True when pixel (x, y) of a square footprint belongs to the diamond: its centre (x + 0.5, y + 0.5) satisfies
/// |dx| / 16 + |dy| / 12 <= 1 about (16, 12). No pixel centre lies on an edge (12|dx| + 16|dy| = 192 has no
/// solution with half-integer dx, dy), so diamonds placed at their cell origins cover every map pixel exactly
/// once (384 pixels per tile).
[[nodiscard]] bool insideSquareFootprint(int x, int y);

/// The square-map tile images in map order: square-grass, square-dirt, square-stone (32x24) and square-rock
/// (32x40).
[[nodiscard]] std::vector<std::pair<std::string, RgbaImage>> drawSquareTileSet();

}  // namespace gaitlab::assetgen

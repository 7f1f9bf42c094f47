// Hex geometry as a value (decisions D1, D27): hex <-> pixel, neighbour stepping, distance, directions,
// pixel -> hex with remainder and NormalizeHexOffset (D5). Formulas: §1 and §2. One value serves the engine's two
// layouts, hexagonal (6 directions, the default) and square (8 directions), chosen per map (HexMap::geometry);
// everything that moves or draws works through it (docs/DECISIONS.md "Square geometry").
#pragma once

#include <functional>
#include <optional>
#include <stdexcept>
#include <string_view>

#include "engine/hex/hex.h"

namespace gaitlab {

/// Number of hex directions on a hexagonal map; hdir values 0..5 = NE, E, SE, SW, W, NW (D1).
inline constexpr int kHexDirCount = 6;
/// Number of directions on a square map; hdir values 0..7 = NE, E, SE, S, SW, W, NW, N (§1.1, D27).
inline constexpr int kSquareDirCount = 8;
/// The most directions any geometry has (array bounds for per-direction tables).
inline constexpr int kMaxDirCount = 8;

/// The engine's two map layouts (§1): hexagonal (FO_GEOMETRY 1) and square (FO_GEOMETRY 2).
enum class GeometryKind { Hexagonal, Square };
/// "hexagonal" or "square": how map files and messages name a layout.
[[nodiscard]] const char* geometryKindName(GeometryKind kind);

/// Thrown by hexPos / hexOffset when the exact pixel result does not fit int32 (only for extreme
/// coordinates, e.g. |x| beyond about 2^26 with W = 32). The engine computes these in int32 and would overflow
/// (undefined behaviour); gaitlab computes them exactly and refuses rather than return a wrapped value.
struct HexGeometryOverflow : std::overflow_error {
    using std::overflow_error::overflow_error;
};

/// Passability predicate for NormalizeHexOffset: true when a critter may stand on the hex.
using HexPredicate = std::function<bool(Hex)>;

/// FOnline's default hexagonal layout, or with kind = Square the engine's square one (squareGeometry()). All pixel
/// values are map pixels, Y down. Below, "hex" is a map cell of either kind and hdir a direction 0..dirCount()-1;
/// each formula names its square form where it differs.
struct HexGeometry {
    int hex_width = 32;    ///< W, pixels
    int hex_height = 16;   ///< H, pixels (square: 2*LH, the cell's diamond height)
    int line_height = 12;  ///< LH = floor(3H/4), pixels between hex rows (square: half the diamond height)
    double camera_angle_deg = 25.6589;
    GeometryKind kind = GeometryKind::Hexagonal;

    /// 6 (hexagonal) or 8 (square), §1.1.
    [[nodiscard]] int dirCount() const { return kind == GeometryKind::Square ? kSquareDirCount : kHexDirCount; }
    /// Any int wrapped into 0..dirCount()-1 with a true modulo, §1.1.
    [[nodiscard]] int wrapDir(int hdir) const;
    /// The opposite direction (d + dirCount()/2).
    [[nodiscard]] int reverseDir(int hdir) const;
    /// mdir angle in degrees (0 = up, clockwise) of a direction: hexagonal 60*d + 30, square 45*d + 45 mod 360, §1.1.
    [[nodiscard]] int mdirOf(int hdir) const;
    /// Direction of an angle in degrees (any int, wrapped): hexagonal trunc(a/60), square
    /// trunc((a + 360 - 22) / 45) mod 8, §1.1.
    [[nodiscard]] int dirOfMdir(int angle_deg) const;

    /// 1 / sin(camera angle): ground Y stretch (≈ 2.3094015). Ground length of every hex step = W.
    [[nodiscard]] float yproj() const;

    /// Cell origin (top-left) of a hex in pixels, §1.2. Visual centre = hexPos + (W/2, H/2). Exact for any
    /// int32 hex (floor(x/2) is formed without overflow, INT32_MIN included); throws HexGeometryOverflow when
    /// a component does not fit int32. Square: ((y - x)*W/2, (y + x)*LH).
    [[nodiscard]] ipos hexPos(Hex h) const;
    /// Draw-order row y + trunc(x/2), §1.2 (meaningful for x >= 0); square y + x.
    [[nodiscard]] int32_t screenRow(Hex h) const;
    /// Pixel vector from the centre of `from` to the centre of `to`, §1.4 closed form with 128-bit
    /// intermediates: (dy*(W/2) - dx*W + (W/2)*dq, dy*LH + LH*dq), dq = floor(tx/2) - floor(fx/2). Equals
    /// hexPos(to) - hexPos(from) whenever those fit, and is defined for every int32 input (no signed overflow,
    /// e.g. x = INT32_MIN): a result that fits int32 is returned even when hexPos of either end would not; a
    /// component that does not fit int32 throws HexGeometryOverflow (never a wrapped value). Square:
    /// ((dy - dx)*W/2, (dy + dx)*LH).
    [[nodiscard]] ipos hexOffset(Hex from, Hex to) const;
    /// Neighbour of `h` in direction `hdir` (any int, wrapped into 0..dirCount()-1), no bounds check, §1.3. Square:
    /// NE x-1; E x-1,y+1; SE y+1; S x+1,y+1; SW x+1; W x+1,y-1; NW y-1; N x-1,y-1.
    [[nodiscard]] Hex stepUnsafe(Hex h, int hdir) const;
    /// Neighbour inside `map`, or nullopt when the step leaves the map, §1.3.
    [[nodiscard]] std::optional<Hex> step(Hex h, int hdir, MapSize map) const;
    /// Pixel vector of one step in direction `hdir`: (16,-12), (32,0), (16,12), (-16,12), (-32,0), (-16,-12);
    /// square (16,-12), (32,0), (16,12), (0,24), (-16,12), (-32,0), (-16,-12), (0,-24) (W = 32, LH = 12).
    [[nodiscard]] ipos stepVector(int hdir) const;
    /// Hex distance in steps, §1.5; square: Chebyshev max(|dx|, |dy|).
    [[nodiscard]] int32_t distance(Hex a, Hex b) const;
    /// Direction from one hex to another, 0..5 (identical hexes give 3 = SW, as the engine), §1.6; float32
    /// exactly as the engine's GetHexDir: degrees-per-radian = 180.0f / float(pi), the float angle is not
    /// wrapped (exactly 360 gives E = 1), and exact 60-degree ties follow that constant (e.g. (1000,1000) ->
    /// (896,844) lands on 60.0 = NW). Any int32 coordinates: each is converted to float before subtracting, as
    /// the engine (so beyond 2^24 the result rounds exactly as the engine's, and nothing overflows). Square:
    /// a = 180 + degrees(atan2(dx, dy)) in 45-degree buckets [22.5, 67.5) N, then NE, E, SE, S, SW, W, and NW for
    /// the rest; identical hexes give 2 = SE.
    [[nodiscard]] int hexDir(Hex from, Hex to) const;
    /// Screen-vector angle in degrees [0, 360), 0 = up, clockwise, with the Y ground stretch, §1.7; float32 as
    /// the engine's GetLineDirAngle with degrees-per-radian = 180.0f / float(pi). The movement direction is
    /// the whole-degree lround of this value mod 360 (MovingContext, §3.5): e.g. (639, -1360) gives 11.5f -> 12.
    [[nodiscard]] float lineDirAngle(ipos vec) const;
    /// Nearest hex centre to a pixel and the remainder (pixel - hexPos(hex)), §1.8 (float32 as the engine).
    /// Always hexPos(result.hex) + result.offset == pixel; pixels on a shared edge go to the hex the engine's
    /// cube rounding and neighbour order pick. Any pixel, including negative coordinates.
    [[nodiscard]] HexAndOffset hexAt(ipos pixel) const;
    /// Re-split hex + offset to the nearest hex (§2, D5). Refuses (returns false, leaves both untouched)
    /// when the nearest hex is outside `map`, or when `movable` is given, the hex differs from the current
    /// one and movable(hex) is false, or the remainder does not fit int16. The world point never changes.
    bool normalizeHexOffset(Hex& hex, ipos& offset, MapSize map, const HexPredicate* movable = nullptr) const;
};

/// The engine's square layout at gaitlab's sizes: W 32, H 24, LH 12 (a 32 x 24 diamond per cell), D27.
[[nodiscard]] HexGeometry squareGeometry();

/// "NE", "E", ... for a direction of a set of `dir_count` directions: 6 = hexagonal (NE E SE SW W NW), 8 = square
/// (NE E SE S SW W NW N); "?" for anything else.
[[nodiscard]] const char* dirName(int hdir, int dir_count);
/// The direction named `name` ("NE" ... exactly as dirName spells it) in a set of `dir_count` directions, or nullopt.
[[nodiscard]] std::optional<int> dirFromName(std::string_view name, int dir_count);
/// A direction of a set of `from_count` directions (1, 6 or 8) as the nearest of a set of `to_count` (1, 6 or 8) by
/// name: the same name where both sets have it; square S shows hexagonal SE and N shows NW (the two ties at 180 and
/// 0 degrees go clockwise-back, DECISIONS "Square geometry"); from 1 or to 1 gives 0.
[[nodiscard]] int dirInSet(int hdir, int from_count, int to_count);

/// Visual centre of a hex: hexPos(hex) + (W/2, H/2), map pixels (§1.2, §8). The world point of a critter or unit
/// is hexCentre(hex) + HexOffset (docs/ARCHITECTURE.md "World points").
[[nodiscard]] ipos hexCentre(const HexGeometry& geometry, Hex hex);

/// mdir angle (degrees, 0 = up, clockwise) of a hexagonal direction: 60*d + 30, §1.1 (HexGeometry::mdirOf for any).
[[nodiscard]] int mdirFromHdir(int hdir);
/// Hexagonal direction of an angle in degrees (any int, wrapped): trunc(angle/60), §1.1 (HexGeometry::dirOfMdir).
[[nodiscard]] int hdirFromMdir(int angle_deg);
/// Wrap any int into 0..5 (hexagonal; HexGeometry::wrapDir for any geometry).
[[nodiscard]] int wrapHdir(int hdir);
/// Reverse hexagonal direction (d + 3 mod 6; HexGeometry::reverseDir for any geometry).
[[nodiscard]] int reverseHdir(int hdir);

}  // namespace gaitlab

// Hex geometry as a value (decisions D1, D27): hex <-> pixel, neighbour stepping, distance, directions,
// pixel -> hex with remainder and NormalizeHexOffset (D5). Formulas: §1 and §2. One value serves the engine's two
// layouts, hexagonal (6 directions, the default) and square (8 directions), chosen per map (HexMap::geometry);
// everything that moves or draws works through it (docs/DECISIONS.md "Square geometry").
#pragma once

#include <bit>
#include <cstdint>
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
    /// a component does not fit int32. Square: ((y - x)*W/2, (y + x)*LH). Always inlined (a call would cost
    /// more than the arithmetic): with x, y, W and LH in [0, 2^15) (every map) it is plain int32 arithmetic,
    /// anything else takes the exact 128-bit path (DECISIONS "Cost per tick and per frame").
    [[nodiscard, gnu::always_inline]] ipos hexPos(Hex h) const {
        if (inFastRange(std::bit_cast<uint64_t>(h))) {
            const int32_t hw = hex_width >> 1;
            if (kind == GeometryKind::Hexagonal) [[likely]] {  // the default layout as the straight path
                // y*(W/2) - x*W + (W/2)*q = (y + q)*(W/2) - x*W, with q = floor(x/2) = x >> 1.
                const int32_t yq = h.y + (h.x >> 1);
                return {yq * hw - h.x * hex_width, yq * line_height};
            }
            return {(h.y - h.x) * hw, (h.y + h.x) * line_height};
        }
        return hexPosChecked(h);
    }
    /// Draw-order row y + trunc(x/2), §1.2 (meaningful for x >= 0); square y + x.
    [[nodiscard]] int32_t screenRow(Hex h) const;
    /// Pixel vector from the centre of `from` to the centre of `to`, §1.4 closed form:
    /// (dy*(W/2) - dx*W + (W/2)*dq, dy*LH + LH*dq), dq = floor(tx/2) - floor(fx/2). Equals
    /// hexPos(to) - hexPos(from) whenever those fit, and is defined for every int32 input (no signed overflow,
    /// e.g. x = INT32_MIN): a result that fits int32 is returned even when hexPos of either end would not; a
    /// component that does not fit int32 throws HexGeometryOverflow (never a wrapped value). Square:
    /// ((dy - dx)*W/2, (dy + dx)*LH). Inline as hexPos: int32 when both hexes, W and LH are in [0, 2^15),
    /// otherwise 128-bit intermediates.
    [[nodiscard, gnu::always_inline]] ipos hexOffset(Hex from, Hex to) const {
        if (inFastRange(std::bit_cast<uint64_t>(from) | std::bit_cast<uint64_t>(to))) {
            const int32_t hw = hex_width >> 1;
            const int32_t dx = to.x - from.x;
            const int32_t dy = to.y - from.y;
            if (kind == GeometryKind::Hexagonal) [[likely]] {
                const int32_t dyq = dy + (to.x >> 1) - (from.x >> 1);  // dy + dq
                return {dyq * hw - dx * hex_width, dyq * line_height};
            }
            return {(dy - dx) * hw, (dy + dx) * line_height};
        }
        return hexOffsetChecked(from, to);
    }
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
    /// Re-split hex + offset (map pixels from the hex centre) to the nearest hex (§2, D5). Refuses (returns
    /// false, leaves both untouched) when the nearest hex is outside `map`, or when `movable` is given, the hex
    /// differs from the current one and movable(hex) is false, or the remainder does not fit int16. The world
    /// point hexPos(hex) + offset never changes; when it does not fit int32 (hexPos or the sum), throws
    /// HexGeometryOverflow and leaves both untouched.
    bool normalizeHexOffset(Hex& hex, ipos& offset, MapSize map, const HexPredicate* movable = nullptr) const;

private:
    // The range of the inline fast paths: coordinates, W and LH in [0, 2^15), one test of their bits OR-ed
    // together (`hexes` holds hexes as they lie in memory, x and y each in one half). There no step of §1.2 or
    // §1.4 leaves int32 (|px| < 1.75 * 2^30, |py| < 2^31, square included) and W / 2 is a shift; map sides are
    // at most 4096.
    [[nodiscard]] bool inFastRange(uint64_t hexes) const {
        constexpr uint64_t kOutside = ~((uint64_t{0x7fff} << 32) | 0x7fff);
        return ((hexes | static_cast<uint32_t>(hex_width | line_height)) & kOutside) == 0;
    }
    // Exact for any int32 input and geometry (128-bit), throwing HexGeometryOverflow where a component does not
    // fit int32; only reached outside the fast range.
    [[nodiscard, gnu::cold]] ipos hexPosChecked(Hex h) const;
    [[nodiscard, gnu::cold]] ipos hexOffsetChecked(Hex from, Hex to) const;
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

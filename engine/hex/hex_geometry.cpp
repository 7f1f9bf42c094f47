#include "engine/hex/hex_geometry.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <numbers>
#include <string>

namespace gaitlab {

namespace {

__extension__ typedef __int128 Int128;  // exact intermediates of the checked paths for any int32 input and geometry

// Floor division by 2 for any sign (C++ '/' truncates toward zero). No overflow for any int32, INT32_MIN
// included: v / 2 is exact there and the correction only applies to negative odd v.
int32_t floorHalf(int32_t v) { return v / 2 - (v % 2 < 0 ? 1 : 0); }

// The engine's angle constants (§1.6, §1.7): 180 / pi and pi / 180 evaluated in float32 from the float pi,
// i.e. 180.0f / 3.14159274f = 57.2957764f (0x1.ca5dcp+5), not the correctly rounded 57.2957802f. The float
// angles, their whole-degree rounding and the exact 60-degree bucket ties of hexDir depend on this rounding.
constexpr float kDegreesPerRadian = 180.0f / std::numbers::pi_v<float>;
constexpr float kRadiansPerDegree = std::numbers::pi_v<float> / 180.0f;
constexpr float kSqrt3 = std::numbers::sqrt3_v<float>;
constexpr float kSqrt3x2 = std::numbers::sqrt3_v<float> * 2.0f;

// std::round (halves away from zero) without the library call, bit for bit: below 2^23 the truncation fits int32
// and f - trunc(f) is exact; from 2^23 on every float (and NaN) is its own rounding.
float roundHalfAway(float f) {
    if (!(std::abs(f) < 8388608.0f)) return f;
    const float t = std::copysign(static_cast<float>(static_cast<int32_t>(f)), f);
    return t + std::copysign(std::abs(f - t) >= 0.5f ? 1.0f : 0.0f, f);
}

bool fitsInt16(int32_t v) {
    return v >= std::numeric_limits<int16_t>::min() && v <= std::numeric_limits<int16_t>::max();
}

int32_t narrowPixel(Int128 v, const char* what) {
    if (v < std::numeric_limits<int32_t>::min() || v > std::numeric_limits<int32_t>::max())
        throw HexGeometryOverflow(std::string("hex geometry: ") + what + " does not fit int32");
    return static_cast<int32_t>(v);
}

[[noreturn, gnu::cold, gnu::noinline]] void throwWorldPointOverflow(ipos origin, ipos offset) {
    const int64_t wx = int64_t{origin.x} + offset.x;
    const bool x_fits = wx >= std::numeric_limits<int32_t>::min() && wx <= std::numeric_limits<int32_t>::max();
    throw HexGeometryOverflow(std::string("hex geometry: normalizeHexOffset world point ") + (x_fits ? "y" : "x") +
                              " does not fit int32");
}

}  // namespace

const char* geometryKindName(GeometryKind kind) { return kind == GeometryKind::Square ? "square" : "hexagonal"; }

int HexGeometry::wrapDir(int hdir) const {
    const int n = dirCount();
    return ((hdir % n) + n) % n;
}

int HexGeometry::reverseDir(int hdir) const { return wrapDir(hdir + dirCount() / 2); }

int HexGeometry::mdirOf(int hdir) const {
    if (kind == GeometryKind::Square) return (45 * wrapDir(hdir) + 45) % 360;
    return mdirFromHdir(hdir);
}

int HexGeometry::dirOfMdir(int angle_deg) const {
    const int a = ((angle_deg % 360) + 360) % 360;
    if (kind == GeometryKind::Square) return (a + 360 - 22) / 45 % 8;  // the integer half-step is 22 (§1.1)
    return a / 60;
}

HexGeometry squareGeometry() {
    HexGeometry g;
    g.hex_height = 24;
    g.kind = GeometryKind::Square;
    return g;
}

const char* dirName(int hdir, int dir_count) {
    static constexpr const char* kHex[] = {"NE", "E", "SE", "SW", "W", "NW"};
    static constexpr const char* kSquare[] = {"NE", "E", "SE", "S", "SW", "W", "NW", "N"};
    if (dir_count == kHexDirCount && hdir >= 0 && hdir < kHexDirCount) return kHex[hdir];
    if (dir_count == kSquareDirCount && hdir >= 0 && hdir < kSquareDirCount) return kSquare[hdir];
    return "?";
}

std::optional<int> dirFromName(std::string_view name, int dir_count) {
    for (int d = 0; d < dir_count && d < kMaxDirCount; ++d)
        if (name == dirName(d, dir_count)) return d;
    return std::nullopt;
}

int dirInSet(int hdir, int from_count, int to_count) {
    if (from_count <= 1 || to_count <= 1) return 0;
    if (from_count == to_count) return hdir;
    // Square 0..7 = NE E SE S SW W NW N; hexagonal 0..5 = NE E SE SW W NW.
    static constexpr int kSquareToHex[8] = {0, 1, 2, 2, 3, 4, 5, 5};
    static constexpr int kHexToSquare[6] = {0, 1, 2, 4, 5, 6};
    if (from_count == kSquareDirCount && to_count == kHexDirCount && hdir >= 0 && hdir < 8) return kSquareToHex[hdir];
    if (from_count == kHexDirCount && to_count == kSquareDirCount && hdir >= 0 && hdir < 6) return kHexToSquare[hdir];
    return 0;
}

int wrapHdir(int hdir) { return ((hdir % kHexDirCount) + kHexDirCount) % kHexDirCount; }

int reverseHdir(int hdir) { return wrapHdir(hdir + 3); }

int mdirFromHdir(int hdir) { return 60 * wrapHdir(hdir) + 30; }

int hdirFromMdir(int angle_deg) { return ((angle_deg % 360) + 360) % 360 / 60; }

float HexGeometry::yproj() const {
    // float32 as the engine: the movement metrics (§3.2) depend on this exact value.
    // angle * (pi/180) in float as the engine's GetYProj (same value as (angle*pi)/180 for 25.6589).
    const float radians = static_cast<float>(camera_angle_deg) * kRadiansPerDegree;
    return 1.0f / std::sin(radians);
}

ipos HexGeometry::hexPosChecked(Hex h) const {
    if (kind == GeometryKind::Square) {
        const Int128 hw = hex_width / 2;
        return {narrowPixel((static_cast<Int128>(h.y) - h.x) * hw, "hexPos x"),
                narrowPixel((static_cast<Int128>(h.y) + h.x) * line_height, "hexPos y")};
    }
    const Int128 q = floorHalf(h.x);
    const Int128 hw = hex_width / 2;
    return {narrowPixel(h.y * hw - static_cast<Int128>(h.x) * hex_width + hw * q, "hexPos x"),
            narrowPixel(static_cast<Int128>(h.y) * line_height + static_cast<Int128>(line_height) * q, "hexPos y")};
}

int32_t HexGeometry::screenRow(Hex h) const {
    if (kind == GeometryKind::Square) return narrowPixel(static_cast<Int128>(h.y) + h.x, "screenRow");
    return h.y + h.x / 2;
}

ipos HexGeometry::hexOffsetChecked(Hex from, Hex to) const {
    // Closed form of §1.4 with exact intermediates: dq = floor(tx/2) - floor(fx/2) equals the engine's
    // parity-based derivation from dx, and the result is linear in (dx, dy, dq), so it equals
    // hexPos(to) - hexPos(from) whenever both exist, and also exists when only the difference fits.
    const Int128 dx = static_cast<Int128>(to.x) - from.x;
    const Int128 dy = static_cast<Int128>(to.y) - from.y;
    if (kind == GeometryKind::Square)
        return {narrowPixel((dy - dx) * (hex_width / 2), "hexOffset x"),
                narrowPixel((dy + dx) * line_height, "hexOffset y")};
    const Int128 dq = static_cast<Int128>(floorHalf(to.x)) - floorHalf(from.x);
    const Int128 hw = hex_width / 2;
    return {narrowPixel(dy * hw - dx * hex_width + hw * dq, "hexOffset x"),
            narrowPixel(dy * line_height + dq * line_height, "hexOffset y")};
}

Hex HexGeometry::stepUnsafe(Hex h, int hdir) const {
    if (kind == GeometryKind::Square) {
        static constexpr int kSteps[8][2] = {{-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}};
        const auto& s = kSteps[wrapDir(hdir)];
        return Hex{h.x + s[0], h.y + s[1]};
    }
    // Parity is tested on the new x with C remainder semantics (§1.3).
    switch (wrapHdir(hdir)) {
    case 0:
        h.x -= 1;
        if (h.x % 2 == 0) h.y -= 1;
        break;
    case 1:
        h.x -= 1;
        if (h.x % 2 != 0) h.y += 1;
        break;
    case 2: h.y += 1; break;
    case 3:
        h.x += 1;
        if (h.x % 2 != 0) h.y += 1;
        break;
    case 4:
        h.x += 1;
        if (h.x % 2 == 0) h.y -= 1;
        break;
    default: h.y -= 1; break;
    }
    return h;
}

std::optional<Hex> HexGeometry::step(Hex h, int hdir, MapSize map) const {
    const Hex n = stepUnsafe(h, hdir);
    if (!map.contains(n)) return std::nullopt;
    return n;
}

ipos HexGeometry::stepVector(int hdir) const {
    const int hw = hex_width / 2;
    if (kind == GeometryKind::Square) {
        switch (wrapDir(hdir)) {
        case 0: return {hw, -line_height};
        case 1: return {hex_width, 0};
        case 2: return {hw, line_height};
        case 3: return {0, 2 * line_height};
        case 4: return {-hw, line_height};
        case 5: return {-hex_width, 0};
        case 6: return {-hw, -line_height};
        default: return {0, -2 * line_height};
        }
    }
    switch (wrapHdir(hdir)) {
    case 0: return {hw, -line_height};
    case 1: return {hex_width, 0};
    case 2: return {hw, line_height};
    case 3: return {-hw, line_height};
    case 4: return {-hex_width, 0};
    default: return {-hw, -line_height};
    }
}

int32_t HexGeometry::distance(Hex a, Hex b) const {
    if (kind == GeometryKind::Square) return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y));
    const int32_t dx = std::abs(a.x - b.x);
    int32_t extra = 0;
    if (a.x % 2 == 0)
        extra = b.y <= a.y ? a.y - b.y - dx / 2 : b.y - a.y - (dx + 1) / 2;
    else
        extra = b.y >= a.y ? b.y - a.y - dx / 2 : a.y - b.y - (dx + 1) / 2;
    return dx + std::max(extra, 0);
}

int HexGeometry::hexDir(Hex from, Hex to) const {
    // §1.6, float32 as the engine's GetHexDir: every coordinate is converted first and subtracted in float
    // (no int32 overflow for any input). The angle is NOT wrapped: atan2 is in [-pi, pi], so a lies in
    // [0, 360] and exactly 360 (ny = +0, nx < 0: dx = -2k, dy = 0, i.e. due east on the screen) falls in the
    // ">= 300" bucket, E, as in the engine; wrapping it to 0 would give NE.
    if (kind == GeometryKind::Square) {
        const float a = 180.0f + kDegreesPerRadian * std::atan2(static_cast<float>(to.x) - static_cast<float>(from.x),
                                                                static_cast<float>(to.y) - static_cast<float>(from.y));
        if (a >= 22.5f && a < 67.5f) return 7;
        if (a >= 67.5f && a < 112.5f) return 0;
        if (a >= 112.5f && a < 157.5f) return 1;
        if (a >= 157.5f && a < 202.5f) return 2;
        if (a >= 202.5f && a < 247.5f) return 3;
        if (a >= 247.5f && a < 292.5f) return 4;
        if (a >= 292.5f && a < 337.5f) return 5;
        return 6;
    }
    const float nx = 3.0f * (static_cast<float>(to.x) - static_cast<float>(from.x));
    const float ny = (static_cast<float>(to.y) - static_cast<float>(from.y)) * kSqrt3x2 -
                     (static_cast<float>(std::abs(to.x % 2)) - static_cast<float>(std::abs(from.x % 2))) * kSqrt3;
    const float a = 180.0f + kDegreesPerRadian * std::atan2(ny, nx);
    if (a >= 60.0f && a < 120.0f) return 5;
    if (a >= 120.0f && a < 180.0f) return 4;
    if (a >= 180.0f && a < 240.0f) return 3;
    if (a >= 240.0f && a < 300.0f) return 2;
    if (a >= 300.0f) return 1;
    return 0;
}

float HexGeometry::lineDirAngle(ipos vec) const {
    // §1.7, float32 as the engine's GetLineDirAngle(0, 0, x, y); wrapped once each way, as the engine.
    const float ys = static_cast<float>(vec.y) * yproj();
    float angle = 90.0f + kDegreesPerRadian * std::atan2(ys, static_cast<float>(vec.x));
    if (angle < 0.0f) angle += 360.0f;
    if (angle >= 360.0f) angle -= 360.0f;
    return angle;
}

namespace {

// §1.8 for the hexagonal layout, float32 intermediates as the engine's (results on cell edges depend on them).
// normalizeHexOffset takes it inline: it is most of that call's work.
[[gnu::always_inline]] inline HexAndOffset hexAtHexagonal(const HexGeometry& g, ipos pixel) {
    const float w = static_cast<float>(g.hex_width);
    const float fa = static_cast<float>(pixel.y) / static_cast<float>(g.line_height);
    const float fb = (static_cast<float>(pixel.x) - fa * (w / 2.0f)) / w;
    const float fc = -(fa + fb);
    float ra = roundHalfAway(fa);
    float rb = roundHalfAway(fb);
    const float rc = roundHalfAway(fc);
    if (ra + rb + rc != 0.0f) {
        const float da = std::abs(ra - fa);
        const float db = std::abs(rb - fb);
        const float dc = std::abs(rc - fc);
        if (da > db && da > dc)
            ra = -rb - rc;
        else if (db > dc)
            rb = -ra - rc;
        // Otherwise c is recomputed, which leaves a and b as they are.
    }

    // Products in int64 so that large custom geometries cannot overflow; results equal the engine's.
    const int64_t hw = g.hex_width / 2;
    const int64_t hq = g.hex_height / 4;
    const int64_t limit = 2 * hw * hq;
    auto inside = [&](int32_t a, int32_t b, ipos& d) {
        d = pixel - ipos{a * (g.hex_width / 2) + b * g.hex_width, a * g.line_height};
        const int64_t dx = d.x;
        const int64_t dy = d.y;
        return std::abs(dx) <= hw && std::abs(dx * hq - dy * hw) <= limit && std::abs(dx * hq + dy * hw) <= limit;
    };

    int32_t a = static_cast<int32_t>(ra);
    int32_t b = static_cast<int32_t>(rb);
    ipos d{0, 0};
    if (!inside(a, b, d)) {
        static constexpr int kTries[6][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}};
        ipos nd{0, 0};
        for (const auto& t : kTries) {
            if (inside(a + t[0], b + t[1], nd)) {
                a += t[0];
                b += t[1];
                d = nd;
                break;
            }
        }
    }
    const int32_t rx = -b;
    return {Hex{rx, a - floorHalf(rx)}, d};
}

}  // namespace

HexAndOffset HexGeometry::hexAt(ipos pixel) const {
    // float32 intermediates as the engine: results on cell edges depend on them (§1.8).
    if (kind == GeometryKind::Square) {
        const float hw = static_cast<float>(hex_width / 2);
        const float lh = static_cast<float>(line_height);
        const float u = static_cast<float>(pixel.x) / hw + static_cast<float>(pixel.y) / lh;
        const float v = -static_cast<float>(pixel.x) / hw + static_cast<float>(pixel.y) / lh;
        const Hex h{static_cast<int32_t>(roundHalfAway(v / 2.0f)), static_cast<int32_t>(roundHalfAway(u / 2.0f))};
        // The remainder is formed exactly: for pixels near the int32 ends the centre itself may not fit.
        const Int128 cx = (static_cast<Int128>(h.y) - h.x) * (hex_width / 2);
        const Int128 cy = (static_cast<Int128>(h.y) + h.x) * line_height;
        return {h, ipos{narrowPixel(pixel.x - cx, "hexAt offset x"), narrowPixel(pixel.y - cy, "hexAt offset y")}};
    }
    return hexAtHexagonal(*this, pixel);
}

bool HexGeometry::normalizeHexOffset(Hex& hex, ipos& offset, MapSize map, const HexPredicate* movable) const {
    const ipos origin = hexPos(hex);
    ipos world{0, 0};
    if (__builtin_add_overflow(origin.x, offset.x, &world.x) || __builtin_add_overflow(origin.y, offset.y, &world.y))
        throwWorldPointOverflow(origin, offset);
    const HexAndOffset nearest = kind == GeometryKind::Square ? hexAt(world) : hexAtHexagonal(*this, world);
    if (!map.contains(nearest.hex)) return false;
    if (movable != nullptr && *movable && !(nearest.hex == hex) && !(*movable)(nearest.hex)) return false;
    if (!fitsInt16(nearest.offset.x) || !fitsInt16(nearest.offset.y)) return false;
    hex = nearest.hex;
    offset = nearest.offset;
    return true;
}

ipos hexCentre(const HexGeometry& geometry, Hex hex) {
    return geometry.hexPos(hex) + ipos(geometry.hex_width / 2, geometry.hex_height / 2);
}

}  // namespace gaitlab

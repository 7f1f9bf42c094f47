// The tiles of the generated tactics unit (D16, D23): each body part drawn once per shape it takes, flat-shaded
// with a 1 px outline, the way a tactics-sprite-data sheet holds a unit (DECISIONS "Tactics sprite data").
//
// A part is a segment between two joints. Joints are integer pixel indices measured from the stance point
// (x right, y down; pixel (x, y) covers [x, x+1) x [y, y+1)), so a tile's top left is always an integer and
// its placement is pixel-aligned whether the runtime mirrors it or not (D12). Every tile is drawn facing screen
// left, the unmirrored facing of patterns B and C ("The Screen"); the runtime's mirror gives the other side.
#pragma once

#include <optional>
#include <tuple>
#include <vector>

#include "app/assetgen/raster.h"
#include "engine/hex/hex.h"

namespace gaitlab::assetgen {

/// What a tile draws. The segment runs from the anchor joint to the anchor plus `d` (PartKey):
///   Head      head centre -> the way the top of the head points (d: neck to head centre)
///   Torso     pelvis -> base of the neck
///   UpperArm  shoulder -> elbow;  Forearm elbow -> hand centre (the hand is drawn on this tile)
///   Thigh     hip -> knee;        Shin    knee -> ankle
///   Foot      ankle -> toe (a flat foot's sole is the tile's bottom row, 3 rows below the ankle)
///   Sword     the hand's grip -> the blade's tip (a short sword, pommel behind the grip)
enum class PartKind { Head, Torso, UpperArm, Forearm, Thigh, Shin, Foot, Sword };

/// Identifies one tile: the same key always draws the same pixels.
struct PartKey {
    PartKind kind = PartKind::Torso;
    bool back = false;  ///< the back variant (head and torso): the unit shows its back to the camera
    bool far = false;   ///< a limb on the side away from the camera, a shade darker
    ipos d{0, 0};       ///< segment vector, pixels
    friend bool operator==(const PartKey&, const PartKey&) = default;
    friend bool operator<(const PartKey& l, const PartKey& r) {
        return std::tie(l.kind, l.back, l.far, l.d.x, l.d.y) < std::tie(r.kind, r.back, r.far, r.d.x, r.d.y);
    }
};

/// One drawn tile, cropped to its opaque pixels.
struct PartTile {
    RgbaImage image{1, 1};
    ipos anchor{0, 0};         ///< the anchor joint's pixel inside the image
    std::optional<ipos> hand;  ///< Forearm only: the hand's centre pixel inside the image
    double handDegrees = 0.0;  ///< Forearm only: forearm direction, 0 along the facing (screen left), 90 up
};

/// Draws the tile for `key`. Deterministic: no clock, no randomness.
[[nodiscard]] PartTile drawPart(const PartKey& key);

/// Rows of a sheet: rects placed left to right, a new row when the next does not fit, 1 px apart.
struct SheetPacking {
    int width = 0;
    int height = 0;             ///< the used height rounded up to a multiple of 8
    std::vector<ipos> origins;  ///< top left of each rect, in input order
};

/// Packs rects of `sizes` (each at most `width` wide) into a sheet `width` pixels wide, in input order.
/// Throws std::invalid_argument for a rect wider than the sheet.
[[nodiscard]] SheetPacking packRows(const std::vector<ipos>& sizes, int width);

}  // namespace gaitlab::assetgen

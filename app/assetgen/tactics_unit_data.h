// The generated tactics unit as an atlas image and a tactics-sprite-data document (DECISIONS "Tactics sprite data", all of
// it; D16: the project ships its own atlas image and data in the original's schema, and the runtime in
// engine/tactics/ loads them like a user's file). Byte-for-byte reproducible (D23).
//
// Document layout (values of this unit; the schema is that of DECISIONS "The Data"):
//   sheet        unit.png, 256 wide: every tile the frames draw, cropped to its pixels, packed in rows by part
//                (heads, torsos, upper arms, forearms, thighs, shins, feet, swords), 1 px apart.
//   stage        originColumn 40, stanceRow 40 (the stance point on an 80 x 80 canvas that holds every frame),
//                stanceWidth 32, stanceHeight 40, ticksPerSecond 60.
//   frames       F0 idle front, F1 idle back, F2 and F3 their reflections (tiles at -u with the mirror flag),
//                then each animation's front frames and back frames, a pose drawn twice stored once (Nulled
//                Walk shows the walk's frames). waterOffset = that count: frame n +
//                waterOffset is frame n waist-deep, its leg tiles dropped and the rest 16 px lower.
//   idleFrames   [F2, F0, F0, F1, F1, F3, F3, F2] by view (patterns A B B C C D D A).
//   sequences    "<animation> Fwd" then "<animation> Back" per animation; raw equals seq.
//   animations   Walk, Nulled Walk (water), Swing (hitTick = its PostGenericAttack), Hurt, Death.
//   hands        every forearm tile: the hand's centre pixel (x + 0.5, y + 0.5 from the tile's top left) and
//                the forearm's direction in whole degrees, 0 along the facing, 90 up.
//   holds        null: the sword is drawn on the atlas image, so a renderer adds no held item.
#pragma once

#include <string>

#include "app/assetgen/raster.h"

namespace gaitlab::assetgen {

inline constexpr int kTacticsSheetWidth = 256;
inline constexpr int kTacticsWaterDrop = 16;  ///< pixels a frame sinks in its water copy
inline constexpr const char* kTacticsImageFile = "unit.png";
inline constexpr const char* kTacticsDataFile = "tactics-sprite-data.json";

struct TacticsUnit {
    RgbaImage image{1, 1};
    std::string json;  ///< the document, UTF-8, one table row per line, ending in a newline
};

/// Builds the atlas image and the document. Tile placements are pixel-aligned in both mirror states by construction
/// (tilesOf places integer top-left corners).
[[nodiscard]] TacticsUnit buildTacticsUnit();

}  // namespace gaitlab::assetgen

// The name of one sprite's pixels, independent of textures: what the draw list asks the renderer for and what the
// world's history records. Pure: no SDL, GL or ImGui.
#pragma once

#include <cstddef>
#include <cstdint>

#include "engine/sprite/sprite_name.h"

namespace gaitlab {

/// A cell's rectangle on an atlas image, pixels from its top left (a tactics `cells[id]`, DECISIONS "Tactics sprite data").
struct CellRect {
    int x = 0;
    int y = 0;
    int w = 0;
    int h = 0;
    friend bool operator==(const CellRect&, const CellRect&) = default;
};

/// Texture-independent name of the pixels of one sprite: a frame of an animation file (source path,
/// direction index of the sheet, frame index), a ground tile (tile name, dir = frame = 0) or a cell of a
/// atlas image (atlas image path and the cell's rectangle; a tactics unit's tiles, dir = frame = 0).
struct SpriteKey {
    enum class Kind : uint8_t { Frame, Tile, Cell };
    Kind kind = Kind::Frame;
    SpriteName name;  ///< SpriteAnimation::source for frames, tile name (e.g. "grass") for tiles, image path for cells
    int dir = 0;      ///< index into SpriteAnimation::dirs (0 for single-direction animations)
    int frame = 0;    ///< index into SpriteSheet::frames
    CellRect cell{};  ///< Kind::Cell only: the rectangle cut from the image `name`
    friend bool operator==(const SpriteKey&, const SpriteKey&) = default;
};
struct SpriteKeyHash {
    std::size_t operator()(const SpriteKey& key) const;
};

}  // namespace gaitlab

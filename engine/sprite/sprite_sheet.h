// Sprite sheets: per direction, per frame: image reference, draw offset and NextX/NextY (DECISIONS "Authoring
// per-frame motion", "Baked and runtime representation"). Pixels are not loaded here: the renderer resolves
// `image` (a path) or uses `rgba` when a format embeds its pixels.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/base/error_record.h"
#include "engine/hex/hex.h"
#include "engine/hex/hex_geometry.h"
#include "engine/sprite/walk_aligner.h"

namespace gaitlab {

/// One frame of one direction.
struct SpriteFrame {
    std::string image;          ///< absolute or working-directory-relative PNG path; empty when `rgba` is used
    std::vector<uint8_t> rgba;  ///< optional embedded pixels, width*height*4 bytes, R,G,B,A
    int width = 0;              ///< pixels; 0 until known (PNG references are measured by the loader)
    int height = 0;
    ipos draw_offset{0, 0};  ///< direction draw offset, pixels; positive y moves the image down (D8)
    int16_t next_x = 0;      ///< NextX: authored visual displacement of this frame, pixels
    int16_t next_y = 0;      ///< NextY
    /// Sub-rectangle of `image` this frame is cut from (an atlas cell of an Aseprite export, a Flare animation or
    /// a PNG strip, DECISIONS "Importers"), pixels from the image's top-left; src_size (0,0) means the whole
    /// image. The app crops when it decodes (app/assets/sprite_pixels.h); the importers have checked it lies inside.
    ipos src_pos{0, 0};
    ipos src_size{0, 0};
};

/// One direction-specific sheet: the unit that owns a walk anchor (the aligner re-anchors when it changes).
struct SpriteSheet {
    std::vector<SpriteFrame> frames;
    int anim_ms = 0;  ///< whole-sheet duration in ms (FOFRM: 1000*count/fps)
    WalkCycle cycle;  ///< accum/T/TT built from the frames' NextX/NextY

    /// Recomputes `cycle` from the frames' NextX/NextY; call after editing frames.
    void rebuildCycle();
    [[nodiscard]] int frameCount() const { return static_cast<int>(frames.size()); }
};

/// An animation (idle, walk, run, ...): one sheet, or one per direction (6 hexagonal, 8 square).
struct SpriteAnimation {
    std::string name;    ///< e.g. "walk"
    std::string source;  ///< file it was loaded from
    int fps = 10;
    /// Size 1 (serves every direction), 6 (hexagonal NE E SE SW W NW) or 8 (square NE E SE S SW W NW N, D27).
    std::vector<SpriteSheet> dirs;
    /// What the reader noticed the engine reads differently from what the file seems to say (Severity::Warning
    /// records naming the file and line, D25): an unknown FOFRM key, a duplicate, a direction file in another
    /// case. Empty for a clean file; a nested file's warnings come after its parent's, each file once.
    std::vector<ErrorRecord> warnings;
    /// The art's own footstep frames (D18, DECISIONS "Footsteps of any art"): when set, they replace the
    /// "footstep" events of the state that shows this animation, so a definition written for other art does not
    /// fire on frames that mean nothing here. nullopt: the definition's (and its sidecar's) events apply.
    std::optional<std::vector<int>> footsteps;

    /// Index into dirs of direction `hdir` of a map with `dir_count` directions (6 hexagonal, 8 square; hdir wrapped):
    /// dirInSet by name (engine/hex/hex_geometry.h), so 8-direction art on a hexagonal map shows its six hex directions
    /// and 6-direction art on a square map shows SE for S and NW for N (DECISIONS "Square geometry"). 0 for one
    /// direction. Requires non-empty dirs.
    [[nodiscard]] int dirIndex(int hdir, int dir_count = kHexDirCount) const;
    /// Sheet for direction `hdir` of a map with `dir_count` directions: dirs[dirIndex(hdir, dir_count)]. Throws
    /// std::out_of_range naming the animation when dirs is empty.
    [[nodiscard]] const SpriteSheet& sheetFor(int hdir, int dir_count = kHexDirCount) const;
};

}  // namespace gaitlab

#include "engine/gait/sprite_loader.h"

#include <new>

#include "engine/formats/sprite_import.h"
#include "engine/gait/animation_metrics.h"

namespace gaitlab {

SpriteAnimation loadSprite(const std::string& path, const Palette* palette) {
    SpriteAnimation anim = readSprite(path, palette);
    try {
        for (ErrorRecord& w : motionWarnings(anim, HexGeometry{})) anim.warnings.push_back(std::move(w));
    } catch (const std::bad_alloc&) {
        throw FormatError(splitSpritePath(path).file, 0, "not enough memory to read the sprite");
    }
    return anim;
}

}  // namespace gaitlab

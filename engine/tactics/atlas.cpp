#include "engine/tactics/atlas.h"

namespace gaitlab::tactics {

const Animation* findAnimation(const Atlas& atlas, std::string_view name) {
    for (const Animation& a : atlas.animations) {
        if (a.name == name) {
            return &a;
        }
    }
    // Idle has no sequence pair in the document (idleFrames), so the atlas supplies it under this name.
    return name == atlas.idle.name ? &atlas.idle : nullptr;
}

}  // namespace gaitlab::tactics

#include "engine/sprite/sprite_key.h"

#include <functional>

namespace gaitlab {

std::size_t SpriteKeyHash::operator()(const SpriteKey& key) const {
    std::size_t h = key.name.hash();
    h ^= std::hash<int>{}(key.dir * 7919 + key.frame) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    if (key.kind == SpriteKey::Kind::Cell) {
        const std::size_t rect = std::hash<long long>{}((static_cast<long long>(key.cell.x) << 40) ^
                                                        (static_cast<long long>(key.cell.y) << 20) ^
                                                        (static_cast<long long>(key.cell.w) << 10) ^ key.cell.h);
        h ^= rect + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    }
    return h ^ static_cast<std::size_t>(key.kind);
}

}  // namespace gaitlab

#include "engine/sprite_name.h"

#include <functional>
#include <utility>

namespace gaitlab {

SpriteName::SpriteName(std::string name) {
    const std::size_t h = std::hash<std::string>{}(name);
    shared_ = std::make_shared<const Shared>(Shared{std::move(name), h});
}

const std::string& SpriteName::str() const {
    static const std::string kEmpty;
    return shared_ ? shared_->name : kEmpty;
}

std::size_t SpriteName::hash() const { return shared_ ? shared_->hash : std::hash<std::string>{}(std::string()); }

const SpriteName& SpriteNameCache::of(const std::string& name) {
    for (std::size_t i = names_.size(); i-- > 0;)
        if (names_[i] == name) return names_[i];
    return names_.emplace_back(name);
}

}  // namespace gaitlab

#include "engine/anim/flash.h"

#include <algorithm>

namespace gaitlab::anim {

void FlashLayer::trigger(const Flash& flash) {
    flash_ = flash;
    remaining_ = (flash.duration > 0 && flash.strength > 0.0f) ? flash.duration : 0;
}

void FlashLayer::update(int64_t dt) { remaining_ = std::max<int64_t>(0, remaining_ - std::max<int64_t>(0, dt)); }

Tint FlashLayer::tint() const {
    if (!active()) return Tint{};
    return Tint{flash_.color, std::clamp(flash_.strength, 0.0f, 1.0f)};
}

}  // namespace gaitlab::anim

#include "engine/anim/layers.h"

namespace gaitlab::anim {

AnimationLayers::AnimationLayers(std::shared_ptr<const StateMachineDef> def, const ClipSet& clips)
    : base_(std::move(def), clips) {}

TickResult AnimationLayers::tick(const AnimContext& context, int64_t dt) {
    TickResult result = base_.tick(context, dt);
    overlay_.update(dt);
    if (result.transition) {
        const StateDef& entered = base_.definition().states[static_cast<size_t>(result.transition->to)];
        if (entered.flash) overlay_.trigger(*entered.flash);
    }
    return result;
}

}  // namespace gaitlab::anim

// Layered animation (DECISIONS "Layered Animation"): the base layer is the state machine; the overlay layer is the
// hit flash, which plays independently and never changes the base layer's frame.
#pragma once

#include <cstdint>
#include <memory>

#include "engine/anim/flash.h"
#include "engine/anim/state_machine.h"

namespace gaitlab::anim {

class AnimationLayers {
public:
    /// Same arguments and errors as StateMachine's constructor.
    explicit AnimationLayers(std::shared_ptr<const StateMachineDef> def, const ClipSet& clips = {});

    /// Ticks the base layer, then the overlay: an active flash runs down by `dt`, and entering a state that
    /// has a "flash" starts that flash for its full duration from this tick.
    TickResult tick(const AnimContext& context, int64_t dt);

    [[nodiscard]] StateMachine& base() { return base_; }
    [[nodiscard]] const StateMachine& base() const { return base_; }
    [[nodiscard]] FlashLayer& overlay() { return overlay_; }
    [[nodiscard]] const FlashLayer& overlay() const { return overlay_; }

private:
    StateMachine base_;
    FlashLayer overlay_;
};

}  // namespace gaitlab::anim

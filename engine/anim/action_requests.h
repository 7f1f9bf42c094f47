// What a user or a scenario asks of an entity between two machine ticks, the same for critters (CritterActor) and
// tactics units (TacticsUnit): attack, hurt and knock-back hold for the next machine tick only; kill latches
// `dead` until revive; revive latches `revive` until the death state is left (D17, R22).
#pragma once

#include "engine/anim/condition.h"

namespace gaitlab::anim {

struct ActionRequests {
    bool attack = false;  ///< attack_pressed for the next machine tick (lost when a locked state ignores it)
    bool hurt = false;    ///< hurt_this_tick for the next machine tick
    bool knock = false;   ///< knocked_back for the next machine tick
    bool dead = false;    ///< from kill() until revive()
    bool revive = false;  ///< from revive() in the death state until that state is left

    void kill() {
        dead = true;
        revive = false;
    }
    /// Back on its feet: clears `dead` (also a kill no tick has acted on yet); `in_death` (the death state shows)
    /// sets `revive` until the state is left. No effect on a living entity beyond the cleared latch.
    void reviveFrom(bool in_death) {
        if (in_death) revive = true;
        dead = false;
    }
    /// Copies the requests into the context of the next machine tick.
    void applyTo(AnimContext& ctx) const {
        ctx.attack_pressed = attack;
        ctx.hurt_this_tick = hurt;
        ctx.knocked_back = knock;
        ctx.dead = dead;
        ctx.revive = revive;
    }
    /// After a machine tick: the one-tick requests are spent.
    void consumeOneTick() { attack = hurt = knock = false; }
    /// Whether a one-tick request waits.
    [[nodiscard]] bool oneTickPending() const { return attack || hurt || knock; }
};

}  // namespace gaitlab::anim

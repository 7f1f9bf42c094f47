// The generated humanoid as the CritterActor tests use it: its seven sheets, its state machine definition with
// the event sidecar merged in, and an open 40x40 map.
#pragma once

#include <memory>
#include <string>

#include "engine/anim/critter_actor.h"
#include "engine/anim/event_sidecar_reader.h"
#include "engine/gait/sprite_loader.h"
#include "engine/hex/hex_map.h"

namespace gaitlab::anim::test {

inline const std::string kHumanoid = GAITLAB_ASSET_DIR "/critters/humanoid/";

inline const CritterAnimations& humanoid() {
    static const CritterAnimations anims = [] {
        CritterAnimations a;
        for (CritterAnim k : kCritterAnims) {
            animationSlot(a, k) =
                std::make_shared<const SpriteAnimation>(loadSprite(kHumanoid + critterAnimName(k) + ".fofrm"));
        }
        return a;
    }();
    return anims;
}

inline std::shared_ptr<const StateMachineDef> humanoidDef() {
    static const auto def = std::make_shared<const StateMachineDef>(
        withSidecarEvents(loadStateMachineDef(GAITLAB_ASSET_DIR "/anim/humanoid.states.json"),
                          loadEventSidecar(kHumanoid + "events.json"), "events.json"));
    return def;
}

inline HexMap openMap() { return makeHexMap("open", {40, 40}, {"grass"}); }

}  // namespace gaitlab::anim::test

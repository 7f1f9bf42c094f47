// libFuzzer target for the animation state machine definition reader (assets/anim/*.states.json); a parsed
// definition is also run through a StateMachine for a few ticks, so what loads must also play.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <memory>
#include <string_view>

#include "engine/anim/state_machine.h"
#include "engine/anim/state_machine_def.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    try {
        auto def = std::make_shared<const gaitlab::anim::StateMachineDef>(gaitlab::anim::parseStateMachineDef(
            std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.states.json"));
        gaitlab::anim::StateMachine machine(def);
        gaitlab::anim::AnimContext context;
        for (int i = 0; i < 8; ++i) {
            context.moving = (i & 1) != 0;
            context.attack_pressed = i == 2;
            context.dead = i >= 5;
            (void)machine.tick(context, i == 0 ? 0 : 7);
        }
    } catch (const std::exception&) {
    }
    return 0;
}

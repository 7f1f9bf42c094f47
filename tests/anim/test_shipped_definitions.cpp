// The two shipped definitions (assets/anim/*.states.json) load and behave as their states promise.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "engine/anim/state_machine.h"

using namespace gaitlab::anim;

namespace {

void checkShipped(const std::string& file, TimeUnit unit) {
    CAPTURE(file);
    const auto def = std::make_shared<const StateMachineDef>(loadStateMachineDef(GAITLAB_ASSET_DIR "/anim/" + file));
    CHECK(def->time_unit == unit);
    for (const char* name : {"idle", "walk", "run", "attack", "hurt", "death", "knockback"}) {
        CAPTURE(name);
        CHECK(def->stateIndex(name) >= 0);
    }
    CHECK(def->states[static_cast<size_t>(def->stateIndex("walk"))].movement_driven);
    CHECK(def->states[static_cast<size_t>(def->stateIndex("run"))].movement_driven);
    CHECK_FALSE(def->states[static_cast<size_t>(def->stateIndex("attack"))].movement_driven);

    StateMachine m(def);  // every state has frames
    AnimContext walking;
    walking.moving = true;
    walking.speed = 40;  // below the run threshold 80 (D6)
    m.tick(walking, 0);
    CHECK(m.stateDef().name == "walk");
    CHECK(m.snapshot().movement_driven);
    walking.speed = 120;
    walking.running = true;  // the actor's gait: by speed, 120 >= the run threshold 80 (D6)
    m.tick(walking, 1);
    CHECK(m.stateDef().name == "run");
    AnimContext dead;
    dead.dead = true;
    m.tick(dead, 1);
    CHECK(m.stateDef().name == "death");
}

}  // namespace

TEST_CASE("assets/anim/humanoid.states.json loads (ms)") {
    checkShipped("humanoid.states.json", TimeUnit::Milliseconds);
}

TEST_CASE("assets/anim/tactics.states.json loads (ticks)") { checkShipped("tactics.states.json", TimeUnit::Ticks); }

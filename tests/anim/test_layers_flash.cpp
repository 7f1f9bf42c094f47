// Layers (DECISIONS "Layered Animation", "Sprite Flash"): the hit flash overlay is timed, tints, and never changes
// the base layer's state or frame.
#include <doctest/doctest.h>

#include <vector>

#include "engine/anim/layers.h"
#include "machine_fixtures.h"

using namespace anim_fixtures;

TEST_CASE("flash layer: constant tint for its duration, then none") {
    FlashLayer layer;
    CHECK_FALSE(layer.active());
    CHECK(layer.tint().strength == 0.0f);
    layer.trigger(Flash{{1.0f, 0.0f, 0.0f}, 0.5f, 3});
    std::vector<float> strengths;
    for (int t = 0; t < 5; ++t) {
        strengths.push_back(layer.tint().strength);
        layer.update(1);
    }
    CHECK(strengths == std::vector<float>{0.5f, 0.5f, 0.5f, 0.0f, 0.0f});
    layer.trigger(Flash{{1.0f, 1.0f, 1.0f}, 1.0f, 0});
    CHECK_FALSE(layer.active());
}

TEST_CASE("entering hurt flashes for 6 ticks - the base layer's frames equal a machine without layers") {
    AnimationLayers layers(definition(kActionMachine));
    StateMachine plain(definition(kActionMachine));
    std::vector<float> strengths;
    for (int t = 0; t < 12; ++t) {
        AnimContext c;
        c.attack_pressed = t == 0;
        c.hurt_this_tick = t == 3;
        const int64_t dt = t == 0 ? 0 : 1;
        layers.tick(c, dt);
        plain.tick(c, dt);
        CHECK(layers.base().state() == plain.state());
        CHECK(layers.base().snapshot().frame == plain.snapshot().frame);
        strengths.push_back(layers.overlay().tint().strength);
        if (t == 4) CHECK(layers.overlay().tint().color.y == doctest::Approx(0.2f));
    }
    // Hurt entered at t = 3: tinted at t = 3..8.
    CHECK(strengths == std::vector<float>{0, 0, 0, 0.8f, 0.8f, 0.8f, 0.8f, 0.8f, 0.8f, 0, 0, 0});
}

// The tactics runtime (engine/tactics/): poseAt and poseInto per call, on the shipped atlas's Walk; the animation
// state machine's tick (engine/anim/state_machine.h) on the shipped humanoid definition.
#include <memory>
#include <string>

#include "engine/anim/state_machine.h"
#include "engine/anim/state_machine_def.h"
#include "engine/tactics/pose.h"
#include "tests/bench/bench_common.h"

namespace gaitlab::bench {
namespace {

// The shared atlas's animation `name`, or nullptr after marking the benchmark skipped.
const tactics::Animation* shippedAnimation(benchmark::State& state, const std::shared_ptr<const tactics::Atlas>& atlas,
                                           const std::string& name) {
    const tactics::Animation* animation = atlas ? tactics::findAnimation(*atlas, name) : nullptr;
    if (animation == nullptr) state.SkipWithError(("no tactics atlas with a " + name).c_str());
    return animation;
}

void BM_PoseAt(benchmark::State& state) {
    const auto atlas = sharedAssets()->tacticsAtlas();
    const tactics::Animation* walk = shippedAnimation(state, atlas, "Walk");
    if (walk == nullptr) return;
    int64_t i = 0;
    for (auto _ : state) {
        keep(tactics::poseAt(*atlas, *walk, static_cast<int>(i % 8), i * 3));
        ++i;
    }
}
BENCHMARK(BM_PoseAt);

// poseInto as a unit calls it every tick: one Pose kept, its tiles placed again only when the frame or the mirror
// changes. Each call moves on one tick in the same view (a new view every 64 calls), so the frame changes every 7
// calls (the shipped Walk's delays), as for a unit walking at 60 ticks per second.
void BM_PoseInto(benchmark::State& state) {
    const auto atlas = sharedAssets()->tacticsAtlas();
    const tactics::Animation* walk = shippedAnimation(state, atlas, "Walk");
    if (walk == nullptr) return;
    tactics::Pose pose;
    int64_t i = 0;
    for (auto _ : state) {
        tactics::poseInto(*atlas, *walk, static_cast<int>((i / 64) % 8), i, false, pose, true);
        keep(pose.shp);
        ++i;
    }
}
BENCHMARK(BM_PoseInto);

// The shipped humanoid definition: a walk (movement-driven) that is attacked, hurt and stopped in turn, so the tick
// evaluates globals, locks, the state's own transitions and fallbacks.
void BM_StateMachineTick(benchmark::State& state) {
    const auto def = std::make_shared<const anim::StateMachineDef>(
        anim::loadStateMachineDef(std::string(GAITLAB_ASSET_DIR) + "/anim/humanoid.states.json"));
    anim::StateMachine machine(def);
    anim::AnimContext context;
    long long i = 0;
    for (auto _ : state) {
        const long long phase = i % 400;
        context.moving = phase < 200;
        context.speed = 70.0;
        context.attack_pressed = phase == 50;
        context.hurt_this_tick = phase == 60;
        keep(machine.tick(context, 10).entered.size());
        ++i;
    }
}
BENCHMARK(BM_StateMachineTick);

}  // namespace
}  // namespace gaitlab::bench

// Field case R19: frame-entered and Finished events fire exactly once, also when every frame passes in one
// update.
#include <doctest/doctest.h>

#include <vector>

#include "engine/anim/frame_events.h"
#include "engine/anim/playback.h"

using namespace gaitlab::anim;

namespace {

struct Record {
    std::vector<int> entered;
    std::vector<int> finished_at;
    AnimEventStream events;
    std::vector<int> frames_after_finish;
};

Record run300(double speed) {
    Playback p(Clip::evenly(3, 2, ClipMode::Once));
    p.setSpeed(speed);
    p.start();
    const std::vector<FrameEventMark> marks{{0, "start"}, {1, "swing"}, {2, "hit"}};
    Record r;
    for (int t = 1; t <= 300; ++t) {
        const PlaybackStep s = p.update(1);
        r.entered.insert(r.entered.end(), s.entered.begin(), s.entered.end());
        appendFrameEvents(s, p.cycleFrames(), marks, "attack", r.events);
        if (s.finished) r.finished_at.push_back(t);
        if (!r.finished_at.empty()) r.frames_after_finish.push_back(p.frame());
    }
    return r;
}

std::vector<std::string> names(const AnimEventStream& s) {
    std::vector<std::string> out;
    for (const auto& e : s.events) out.push_back(e.name);
    return out;
}

}  // namespace

TEST_CASE("R19 once, 3 frames x 2 ticks, 300 ticks at speed 1") {
    const Record r = run300(1.0);
    CHECK(r.entered == std::vector<int>{0, 1, 2});  // frame 0 on start (D18), then 1 and 2, never 2 again
    CHECK(r.finished_at == std::vector<int>{6});
    CHECK(names(r.events) == std::vector<std::string>{"start", "swing", "hit"});
    CHECK(r.frames_after_finish == std::vector<int>(295, 2));
}

TEST_CASE("R19 the same clip at speed 100: everything in the first update, Finished once") {
    const Record r = run300(100.0);
    CHECK(r.entered == std::vector<int>{0, 1, 2});
    CHECK(r.finished_at == std::vector<int>{1});
    CHECK(names(r.events) == std::vector<std::string>{"start", "swing", "hit"});
    CHECK(r.frames_after_finish == std::vector<int>(300, 2));
}

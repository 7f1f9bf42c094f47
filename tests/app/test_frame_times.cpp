// FrameTimeHistory (render/frame_times.h): means over every frame, the last frames kept, fps from the mean.
#include <doctest/doctest.h>

#include "render/frame_times.h"

using namespace gaitlab;

TEST_CASE("frame times: means over every frame added, a bounded history, fps from the mean frame") {
    FrameTimeHistory history(2);
    CHECK(history.fps() == 0.0);
    CHECK(history.mean().frame_ms == 0.0);
    history.add({1.0, 2.0, 3.0, 10.0, 1.0});
    history.add({3.0, 4.0, 5.0, 20.0, 2.0});
    history.add({5.0, 6.0, 7.0, 30.0, 6.0});
    CHECK(history.count() == 3);
    REQUIRE(history.recent().size() == 2);
    CHECK(history.recent().front().tick_ms == 3.0);
    CHECK(history.mean().tick_ms == doctest::Approx(3.0));
    CHECK(history.mean().draw_list_ms == doctest::Approx(4.0));
    CHECK(history.mean().gpu_ms == doctest::Approx(5.0));
    CHECK(history.mean().submit_ms == doctest::Approx(3.0));
    CHECK(history.fps() == doctest::Approx(50.0));
    history.clear();
    CHECK(history.count() == 0);
    CHECK(history.recent().empty());
}

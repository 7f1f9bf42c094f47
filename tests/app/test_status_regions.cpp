// The status bar's regions (app/panels/status_regions.h): side by side without overlap at 1280, 1024 and 640 px, the
// timing whole at the right, the message keeping what it needs up to 40 % and what runs at least 30 % of the bar.
#include <doctest/doctest.h>

#include "app/panels/status_regions.h"

using namespace gaitlab;

namespace {

void checkApart(const StatusRegions& r, float width, float timing, float graph) {
    CHECK(r.message_end >= 0.0f);
    CHECK(r.message_end + 16.0f <= r.running_x + 0.001f);
    CHECK(r.running_x <= r.running_end);
    CHECK(r.running_end + 8.0f <= r.timing_x + 0.001f);
    CHECK(r.timing_x + timing + 8.0f + graph + 6.0f == doctest::Approx(width));  // the timing and graph whole
}

}  // namespace

TEST_CASE("status bar regions: short texts leave what runs its whole width beside the timing") {
    // 1280 px, timing 110 + graph 60: timing_x = 1280 - 6 - 60 - 8 - 110 = 1096; what runs (200 px) ends 16 px
    // before it: running_x = 1096 - 16 - 200 = 880; the message has [0, 864).
    const StatusRegions r = statusRegions(1280.0f, 300.0f, 200.0f, 110.0f, 60.0f);
    checkApart(r, 1280.0f, 110.0f, 60.0f);
    CHECK(r.timing_x == doctest::Approx(1096.0f));
    CHECK(r.running_x == doctest::Approx(880.0f));
    CHECK(r.message_end == doctest::Approx(864.0f));
}

TEST_CASE("status bar regions: long texts at 1024 px share the bar, 40 percent message and the rest running") {
    // timing_x = 1024 - 184 = 840, room = 808; the message asks 2000 (kept at 40 %: 409.6), what runs asks 2000:
    // at most 808 - 409.6 = 398.4 and at most max(30 % = 307.2, 808 - 2000): 307.2.
    const float width = 1024.0f;
    const StatusRegions r = statusRegions(width, 2000.0f, 2000.0f, 110.0f, 60.0f);
    checkApart(r, width, 110.0f, 60.0f);
    const float running_width = r.timing_x - 16.0f - r.running_x;
    CHECK(running_width == doctest::Approx(0.3f * width));
    CHECK(r.message_end >= 0.4f * width - 0.001f);  // the message keeps 40 % of the bar
}

TEST_CASE("status bar regions: a short message gives what runs the room it leaves") {
    // 1024 px: room 808; the message needs 200, so what runs may take 808 - 200 = 608 of its 900.
    const StatusRegions r = statusRegions(1024.0f, 200.0f, 900.0f, 110.0f, 60.0f);
    checkApart(r, 1024.0f, 110.0f, 60.0f);
    CHECK(r.timing_x - 16.0f - r.running_x == doctest::Approx(608.0f));
    CHECK(r.message_end == doctest::Approx(200.0f));  // 840 - 16 - 608 - 16
}

TEST_CASE("status bar regions: at 640 px every region still starts after the one before it") {
    for (const float needs : {0.0f, 100.0f, 400.0f, 5000.0f})
        for (const float running : {0.0f, 50.0f, 300.0f, 5000.0f}) {
            CAPTURE(needs);
            CAPTURE(running);
            checkApart(statusRegions(640.0f, needs, running, 110.0f, 60.0f), 640.0f, 110.0f, 60.0f);
        }
}

// Hot reload through the real client loop on a temporary asset folder: a FOFRM saved while the client runs shows its
// new T in the very next frame, since its folder is watched for file-change events (app/files/file_changes.h) and
// no poll interval stands between the save and the reload. The frames run on simulated time (fixed_frame_ms), so
// the count of frames, not the machine's speed, is what is checked; the latency in milliseconds is a benchmark
// (tests/bench/bench_reload.cpp).
#include <doctest/doctest.h>

#include <filesystem>
#include <optional>

#include "app/client/client.h"
#include "engine/world/world.h"
#include "tests/app/temp_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

/// The walk's T along x for the user's critter (index 0) as the world shows it, or nullopt without a walk.
std::optional<int> shownWalkTx(const World& world) {
    const auto& walk = world.critters().at(0).body().animations().walk;
    if (!walk || walk->dirs.empty()) return std::nullopt;
    return walk->dirs[0].cycle.total.x;
}

}  // namespace

TEST_CASE("client hot reload: a FOFRM saved after frame 3 shows its new T in frame 4, and a second save in the next") {
    const std::filesystem::path root = writeTempAssets("hot_reload");
    const std::filesystem::path walk = root / "critters/humanoid/walk.fofrm";
    std::optional<int> before;
    std::optional<int> first_save;
    std::optional<int> second_save;
    int first_shown = 0;
    int second_shown = 0;
    ClientOptions options;
    options.asset_dir = root.string();
    options.width = 640;
    options.height = 400;
    options.max_frames = 12;
    options.fixed_frame_ms = 20.0;  // two 10 ms ticks a frame, so the world takes up the new walk in that frame
    options.after_frame = [&](const ClientFrame& frame) {
        const std::optional<int> tx = shownWalkTx(*frame.world);
        if (frame.frame == 3) {
            before = tx;
            writeText(walk, humanoidFofrm(4, 10));  // T (32, 0) becomes (40, 0)
        }
        if (frame.frame > 3 && first_shown == 0 && tx == 40) {
            first_shown = frame.frame;
            first_save = tx;
            writeText(walk, humanoidFofrm(4, 3));  // and at once again: (12, 0)
        }
        if (first_shown != 0 && frame.frame > first_shown && second_shown == 0 && tx == 12) {
            second_shown = frame.frame;
            second_save = tx;
        }
    };
    CHECK(runClient(options) == 0);
    std::error_code ec;
    std::filesystem::remove_all(root, ec);
    CHECK(before == 32);  // humanoidFofrm(4, 8)
    CHECK(first_save == 40);
    CHECK(first_shown == 4);
    CHECK(second_save == 12);
    CHECK(second_shown == first_shown + 1);
}

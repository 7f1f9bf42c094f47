// One key to the next finding through the real client loop: `n` on a walk whose frame 5 (E) takes three times its
// step runs the straight-walk route until a gait metric warns or fails, and pauses there with the finding named.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include <SDL.h>

#include "app/client/client.h"
#include "app/panels/ui_state.h"
#include "engine/world/world.h"
#include "tests/app/temp_assets.h"
#include "tests/app/walk_fixtures.h"

using namespace gaitlab;
using namespace gaitlab::testing;

TEST_CASE("client next finding: n runs to the tick of the first warning or failure and pauses there") {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "gaitlab_next_finding";
    std::filesystem::create_directories(dir);
    int authored = 0;
    const std::string humanoid = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid";
    writeText(dir / "walk.fofrm", walkWithFrame5Times(humanoid, 3, authored));
    std::string info;
    bool paused = false;
    int64_t pressed_ms = -1, stopped_ms = -1;
    ClientOptions options;
    options.width = 640;
    options.height = 400;
    options.max_frames = 6;
    options.fixed_frame_ms = 20.0;
    options.route = "straight-walk";
    options.files = {(dir / "walk.fofrm").string()};
    options.after_frame = [&](const ClientFrame& frame) {
        if (frame.frame == 3) {
            pressed_ms = frame.world->nowMs();
            SDL_Event event{};
            event.type = SDL_KEYDOWN;
            event.key.type = SDL_KEYDOWN;
            event.key.windowID = SDL_GetWindowID(frame.window);
            event.key.state = SDL_PRESSED;
            event.key.keysym.sym = SDLK_n;
            event.key.keysym.scancode = SDL_SCANCODE_N;
            SDL_PushEvent(&event);
        }
        if (frame.frame == 5) {
            info = frame.ui->info;
            paused = frame.ui->paused;
            stopped_ms = frame.world->nowMs();
        }
    };
    CHECK(runClient(options) == 0);
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
    CHECK(authored == 4);  // 4 becomes 12: T (32, 0) becomes (40, 0)
    CHECK(paused);
    CAPTURE(info);
    CHECK(info.rfind("finding at", 0) == 0);
    CHECK(stopped_ms > pressed_ms);
}

// Delta editing and exact speed steps through the real client loop (DECISIONS "Editing deltas in the client"): keys
// pushed with SDL_PushEvent nudge the selected critter's NextX, undo and redo it, save it into its FOFRM, and the
// hot reload of the saved file keeps the value (never applying the nudge twice); shift+arrows step the speed.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

#include <SDL.h>

#include "app/client/client.h"
#include "engine/world/world.h"
#include "tests/app/temp_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

void pushEditKey(SDL_Window* window, SDL_Keycode sym, Uint16 mod) {
    for (const Uint32 type : {Uint32{SDL_KEYDOWN}, Uint32{SDL_KEYUP}}) {
        SDL_Event event{};
        event.type = type;
        event.key.type = type;
        event.key.windowID = SDL_GetWindowID(window);
        event.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
        event.key.keysym.sym = sym;
        event.key.keysym.scancode = SDL_GetScancodeFromKey(sym);
        event.key.keysym.mod = mod;
        SDL_PushEvent(&event);
    }
}

std::optional<int> editedWalkTx(const World& world) {
    const auto& walk = world.critters().at(0).body().animations().walk;
    if (!walk || walk->dirs.empty()) return std::nullopt;
    return walk->dirs[0].cycle.total.x;
}

std::string fileText(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

TEST_CASE("client delta edit: ctrl+right nudges NextX by 1, ctrl+z undoes, ctrl+y redoes, ctrl+s saves and reloads") {
    const std::filesystem::path root = writeTempAssets("delta_edit");
    const std::filesystem::path walk = root / "critters/humanoid/walk.fofrm";
    const std::string original = fileText(walk);
    std::optional<int> before, nudged, undone, redone, reloaded;
    std::string saved;
    ClientOptions options;
    options.asset_dir = root.string();
    options.width = 640;
    options.height = 400;
    options.max_frames = 40;
    options.fixed_frame_ms = 20.0;
    options.after_frame = [&](const ClientFrame& frame) {
        const std::optional<int> tx = editedWalkTx(*frame.world);
        if (frame.frame == 3) {
            before = tx;  // humanoidFofrm(4, 8): T (32, 0); standing, the edit acts on frame 0 of the walk
            pushEditKey(frame.window, SDLK_RIGHT, KMOD_LCTRL);
        }
        if (frame.frame == 5) {
            nudged = tx;
            pushEditKey(frame.window, SDLK_z, KMOD_LCTRL);
        }
        if (frame.frame == 7) {
            undone = tx;
            pushEditKey(frame.window, SDLK_y, KMOD_LCTRL);
        }
        if (frame.frame == 9) {
            redone = tx;
            pushEditKey(frame.window, SDLK_s, KMOD_LCTRL);
        }
        if (frame.frame == 12) saved = fileText(walk);
        if (frame.frame == 40) reloaded = tx;
    };
    CHECK(runClient(options) == 0);
    CHECK(before == 32);
    CHECK(nudged == 33);
    CHECK(undone == 32);
    CHECK(redone == 33);
    // Only next_x_0 changed: 8 + 1 = 9; every other byte as it was.
    std::string expected = original;
    const std::size_t at = expected.find("next_x_0 = 8");
    REQUIRE(at != std::string::npos);
    expected.replace(at, 12, "next_x_0 = 9");
    CHECK(saved == expected);
    CHECK(reloaded == 33);  // the reload shows the file's 9, not 9 + 1
    std::error_code ec;
    std::filesystem::remove_all(root, ec);
}

TEST_CASE("client speed steps: shift+up adds 1 px/s, shift+right 10, shift+down takes 1 away") {
    const std::filesystem::path root = writeTempAssets("speed_steps");
    int start = 0, after_up = 0, after_right = 0, after_down = 0;
    ClientOptions options;
    options.asset_dir = root.string();
    options.width = 640;
    options.height = 400;
    options.max_frames = 10;
    options.fixed_frame_ms = 20.0;
    options.after_frame = [&](const ClientFrame& frame) {
        const int speed = frame.world->critters().at(0).speed;
        if (frame.frame == 3) {
            start = speed;
            pushEditKey(frame.window, SDLK_UP, KMOD_LSHIFT);
        }
        if (frame.frame == 5) {
            after_up = speed;
            pushEditKey(frame.window, SDLK_RIGHT, KMOD_LSHIFT);
        }
        if (frame.frame == 7) {
            after_right = speed;
            pushEditKey(frame.window, SDLK_DOWN, KMOD_LSHIFT);
        }
        if (frame.frame == 9) after_down = speed;
    };
    CHECK(runClient(options) == 0);
    CHECK(after_up == start + 1);
    CHECK(after_right == start + 11);
    CHECK(after_down == start + 10);
    std::error_code ec;
    std::filesystem::remove_all(root, ec);
}

// Delta editing and exact speed steps through the real client loop (DECISIONS "Editing deltas in the client"): keys
// pushed with SDL_PushEvent nudge the selected critter's NextX, undo and redo it, save it into its FOFRM, and the
// hot reload of the saved file keeps the value (never applying the nudge twice); an FRM's edits go to a new FOFRM
// beside it, never into the FRM; shift+arrows step the speed.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

#include <SDL.h>

#include "app/client/client.h"
#include "app/files/image_file.h"
#include "app/panels/ui_state.h"
#include "app/scene/delta_editor.h"
#include "engine/formats/fofrm_reader.h"
#include "engine/world/world.h"
#include "tests/app/sprite_output.h"
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

/// Six directions of four 3x5 frames; frame k of every direction moves 6 + k px east and is drawn in a colour of
/// the default palette (so the FRM gives it back unchanged): red for even k, green for odd; draw offset (d, -d).
SpriteAnimation frmWalker() {
    SpriteAnimation anim;
    for (int d = 0; d < 6; ++d) {
        SpriteSheet sheet;
        for (int k = 0; k < 4; ++k) {
            SpriteFrame f;
            f.width = 3;
            f.height = 5;
            for (int i = 0; i < 15; ++i)
                f.rgba.insert(f.rgba.end(), {uint8_t(k % 2 ? 0 : 255), uint8_t(k % 2 ? 255 : 0), 0, 255});
            f.next_x = static_cast<int16_t>(6 + k);
            f.draw_offset = {d, -d};
            sheet.frames.push_back(f);
        }
        sheet.anim_ms = 400;
        sheet.rebuildCycle();
        anim.dirs.push_back(sheet);
    }
    return anim;
}

}  // namespace

TEST_CASE("client delta edit: an FRM is never overwritten: ctrl+s writes a new FOFRM with the frames as PNGs") {
    const std::filesystem::path root = writeTempAssets("delta_frm");
    const std::filesystem::path frm = root / "walker.frm";
    writeFrmFile(frmWalker(), frm.string());
    const std::string frm_before = fileText(frm);
    std::optional<DeltaTarget> target;
    std::string first_save, second_save;
    ClientOptions options;
    options.asset_dir = root.string();
    options.files = {frm.string()};
    options.width = 640;
    options.height = 400;
    options.max_frames = 12;
    options.fixed_frame_ms = 20.0;
    options.after_frame = [&](const ClientFrame& frame) {
        if (frame.frame == 3) {
            target = frame.ui->deltas->target(*frame.world);
            pushEditKey(frame.window, SDLK_RIGHT, KMOD_LCTRL);
        }
        if (frame.frame == 5) pushEditKey(frame.window, SDLK_s, KMOD_LCTRL);
        if (frame.frame == 7) {
            first_save = frame.ui->info;
            pushEditKey(frame.window, SDLK_RIGHT, KMOD_LCTRL);  // again: the save replaces its own earlier FOFRM
        }
        if (frame.frame == 9) pushEditKey(frame.window, SDLK_s, KMOD_LCTRL);
        if (frame.frame == 11) second_save = frame.ui->info;
    };
    CHECK(runClient(options) == 0);
    REQUIRE(target.has_value());
    CHECK(target->source == frm.string());
    CHECK(target->frame == 0);
    CHECK(target->value == ipos(6, 0));
    CAPTURE(first_save);
    CAPTURE(second_save);
    CHECK(first_save.find("as a new FOFRM") != std::string::npos);
    CHECK(second_save.find("as a new FOFRM") != std::string::npos);
    CHECK(fileText(frm) == frm_before);  // the FRM itself is never written
    const std::filesystem::path fofrm = root / "walker.fofrm";
    REQUIRE(std::filesystem::is_regular_file(fofrm));
    const SpriteAnimation saved = loadFofrm(fofrm.string());
    REQUIRE(saved.dirs.size() == 6);
    const char* names[6] = {"ne", "e", "se", "sw", "w", "nw"};
    for (int d = 0; d < 6; ++d) {
        CAPTURE(d);
        const SpriteSheet& sheet = saved.dirs[static_cast<std::size_t>(d)];
        REQUIRE(sheet.frameCount() == 4);
        for (int k = 0; k < 4; ++k) {
            CAPTURE(k);
            const SpriteFrame& f = sheet.frames[static_cast<std::size_t>(k)];
            const int expected = 6 + k + (d == target->dir && k == 0 ? 2 : 0);  // two nudges of +1
            CHECK(f.next_x == expected);
            CHECK(f.next_y == 0);
            CHECK(f.draw_offset == ipos(d, -d));
            const std::filesystem::path png =
                root / "walker" / (std::string(names[d]) + "_" + std::to_string(k) + ".png");
            CHECK(std::filesystem::path(f.image).lexically_normal() == png.lexically_normal());
            RgbaImage image;
            REQUIRE(loadPng(png.string(), image).empty());
            CHECK(image.width == 3);
            CHECK(image.height == 5);
            CHECK(image.pixels[0] == (k % 2 ? 0 : 255));
            CHECK(image.pixels[1] == (k % 2 ? 255 : 0));
        }
    }
    std::error_code ec;
    std::filesystem::remove_all(root, ec);
}

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

// Input routing (app/client/input_router.h): batches of SDL events built by hand, routed with the capture state ImGui
// would report and handed to the scene's InputHandler as the client loop does, on the shipped assets. Each test
// looks at the world: whether the selected critter walked, with which gait, and whether an action started.
#include <doctest/doctest.h>

#include <cstring>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include <SDL.h>

#include "app/assets/asset_library.h"
#include "app/client/input.h"
#include "app/client/input_router.h"
#include "app/panels/ui_state.h"
#include "app/scene/gl_window.h"
#include "engine/world/world.h"

using namespace gaitlab;

namespace {

SDL_Event keyEvent(Uint32 type, SDL_Keycode sym, Uint16 mod = KMOD_NONE) {
    SDL_Event event{};
    event.type = type;
    event.key.type = type;
    event.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
    event.key.keysym.sym = sym;
    event.key.keysym.mod = mod;
    return event;
}

SDL_Event buttonEvent(Uint32 type, ipos at, Uint8 button = SDL_BUTTON_LEFT) {
    SDL_Event event{};
    event.type = type;
    event.button.type = type;
    event.button.button = button;
    event.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
    event.button.clicks = 1;
    event.button.x = at.x;
    event.button.y = at.y;
    return event;
}

SDL_Event textEvent(const char* text) {
    SDL_Event event{};
    event.type = SDL_TEXTINPUT;
    event.text.type = SDL_TEXTINPUT;
    std::strncpy(event.text.text, text, sizeof event.text.text - 1);
    return event;
}

const OverlayCapture kNoCapture{false, false, {}};
const OverlayCapture kOverPanel{true, false, {}};    // the pointer is over a panel
const OverlayCapture kFieldActive{false, true, {}};  // a text field is being edited

/// The world, the UI state and the client loop's router and handler. The camera is centred on `target`, so a
/// click at the viewport's centre is a click on that hex.
struct Scene {
    std::shared_ptr<AssetLibrary> assets = std::make_shared<AssetLibrary>(GAITLAB_ASSET_DIR);
    std::unique_ptr<World> world;
    ClientUiState ui;
    InputRouter router;
    InputHandler handler;
    const ipos viewport{640, 480};
    const ipos centre{320, 240};
    Hex target{0, 0};

    Scene() {
        REQUIRE(assets->loadAll());
        world = std::make_unique<World>(assets, assets->map(), 7, 0, 0);
        const Hex start = player().body().hex();
        target = Hex{start.x - 4, start.y + 2};
        REQUIRE(world->map().movable(target));
        ui.follow_selected = false;
        ui.camera = glm::vec2(hexCentre(world->geometry(), target));
    }
    const WorldCritter& player() const { return world->critters()[0]; }
    std::string state() const { return player().actor.machine().stateDef().name; }
    /// One frame of the client loop: the batch routed with `capture` (ImGui's state after the last frame's
    /// widgets), what reaches the scene handled, then one tick.
    void frame(OverlayCapture capture, std::initializer_list<SDL_Event> events) {
        std::vector<SceneEvent> scene;
        router.beginBatch(capture, scene);
        for (const SDL_Event& event : events) router.route(event, scene);
        for (const SceneEvent& event : scene) handler.handle(event, *world, ui, viewport, 0.0);
        world->tick();
    }
    void runFor(int64_t ms) {
        const int64_t end = world->nowMs() + ms;
        while (world->nowMs() < end) world->tick();
    }
};

}  // namespace

TEST_CASE("input routing: shift pressed and released within one frame makes the click a run") {
    Scene scene;
    REQUIRE(scene.state() == "idle");
    // SDL stamps each key event with the modifiers after it; SDL's own state is shift-up long before the release.
    scene.frame(kNoCapture,
                {keyEvent(SDL_KEYDOWN, SDLK_LSHIFT, KMOD_LSHIFT), buttonEvent(SDL_MOUSEBUTTONDOWN, scene.centre),
                 keyEvent(SDL_KEYUP, SDLK_LSHIFT, KMOD_NONE), buttonEvent(SDL_MOUSEBUTTONUP, scene.centre)});
    CHECK(scene.player().busyMoving());
    CHECK(scene.player().actor.gait() == anim::CritterActor::Gait::Run);
    scene.runFor(4000);
    CHECK(scene.player().body().hex() == scene.target);
}

TEST_CASE("input routing: shift released before the press within one frame makes the click a walk") {
    Scene scene;
    scene.frame(kNoCapture,
                {keyEvent(SDL_KEYDOWN, SDLK_RSHIFT, KMOD_RSHIFT), keyEvent(SDL_KEYUP, SDLK_RSHIFT, KMOD_NONE),
                 buttonEvent(SDL_MOUSEBUTTONDOWN, scene.centre), buttonEvent(SDL_MOUSEBUTTONUP, scene.centre)});
    CHECK(scene.player().busyMoving());
    CHECK(scene.player().actor.gait() == anim::CritterActor::Gait::Walk);
}

TEST_CASE("input routing: digits typed in the frame of a click into a text field never start an action") {
    Scene scene;
    // The click lands on the panel's field; 1 and 2 follow before ImGui has run a frame.
    scene.frame(kOverPanel,
                {buttonEvent(SDL_MOUSEBUTTONDOWN, scene.centre), buttonEvent(SDL_MOUSEBUTTONUP, scene.centre),
                 keyEvent(SDL_KEYDOWN, SDLK_1), textEvent("1"), keyEvent(SDL_KEYUP, SDLK_1),
                 keyEvent(SDL_KEYDOWN, SDLK_2), textEvent("2"), keyEvent(SDL_KEYUP, SDLK_2)});
    CHECK(scene.state() == "idle");
    // The next frame made the field active: the held-back keys are the field's.
    scene.frame(kFieldActive, {});
    scene.runFor(100);
    CHECK(scene.state() == "idle");
    CHECK_FALSE(scene.player().busyMoving());  // the click on the panel did not walk either
    // Typed while the field has focus, and the field letting go (Enter) within the same frame: still the field's.
    scene.frame(kFieldActive, {keyEvent(SDL_KEYDOWN, SDLK_3), textEvent("3"), keyEvent(SDL_KEYUP, SDLK_3),
                               keyEvent(SDL_KEYDOWN, SDLK_RETURN), keyEvent(SDL_KEYUP, SDLK_RETURN),
                               keyEvent(SDL_KEYDOWN, SDLK_SPACE), textEvent(" "), keyEvent(SDL_KEYUP, SDLK_SPACE)});
    scene.frame(kNoCapture, {});
    scene.runFor(100);
    CHECK(scene.state() == "idle");  // 3 is kill
    CHECK_FALSE(scene.ui.paused);
}

TEST_CASE("input routing: a key held back behind a click on a button acts when no widget took the keyboard") {
    Scene scene;
    scene.frame(kOverPanel,
                {buttonEvent(SDL_MOUSEBUTTONDOWN, scene.centre), buttonEvent(SDL_MOUSEBUTTONUP, scene.centre),
                 keyEvent(SDL_KEYDOWN, SDLK_1), textEvent("1"), keyEvent(SDL_KEYUP, SDLK_1)});
    CHECK(scene.state() == "idle");
    scene.frame(kNoCapture, {});
    CHECK(scene.state() == "attack");
    CHECK_FALSE(scene.player().busyMoving());
}

TEST_CASE("input routing: a click on the map while a field has the keyboard walks, and the digit after it waits") {
    Scene scene;
    scene.frame(kFieldActive,
                {buttonEvent(SDL_MOUSEBUTTONDOWN, scene.centre), buttonEvent(SDL_MOUSEBUTTONUP, scene.centre),
                 keyEvent(SDL_KEYDOWN, SDLK_SPACE), keyEvent(SDL_KEYUP, SDLK_SPACE)});
    CHECK(scene.player().busyMoving());
    CHECK(scene.player().actor.gait() == anim::CritterActor::Gait::Walk);
    CHECK_FALSE(scene.ui.paused);
    // The click left the field: the next frame has no keyboard capture and the space pauses.
    scene.frame(kNoCapture, {});
    CHECK(scene.ui.paused);
}

TEST_CASE("input routing: a press on a panel never walks, even when the release comes after the panel let go") {
    Scene scene;
    scene.frame(kOverPanel, {buttonEvent(SDL_MOUSEBUTTONDOWN, scene.centre)});
    scene.frame(kNoCapture, {buttonEvent(SDL_MOUSEBUTTONUP, scene.centre)});
    scene.runFor(500);
    CHECK_FALSE(scene.player().busyMoving());
    CHECK(scene.player().body().hex() != scene.target);
    // The same click with the pointer off the panels walks there.
    scene.frame(kNoCapture,
                {buttonEvent(SDL_MOUSEBUTTONDOWN, scene.centre), buttonEvent(SDL_MOUSEBUTTONUP, scene.centre)});
    CHECK(scene.player().busyMoving());
    scene.runFor(4000);
    CHECK(scene.player().body().hex() == scene.target);
}

TEST_CASE("input routing: a click on a panel the pointer moved onto within the frame never walks") {
    Scene scene;
    // At the last frame the pointer was on the map (ImGui does not want the mouse), but the press lies inside a
    // panel's rectangle: the pointer moved there within this frame's batch.
    OverlayCapture moved{false, false, {SDL_Rect{scene.centre.x - 20, scene.centre.y - 20, 40, 40}}};
    scene.frame(moved, {buttonEvent(SDL_MOUSEBUTTONDOWN, scene.centre), buttonEvent(SDL_MOUSEBUTTONUP, scene.centre)});
    scene.runFor(500);
    CHECK_FALSE(scene.player().busyMoving());
    // One pixel outside the rectangle is the map again: the press walks.
    const ipos outside{scene.centre.x + 20, scene.centre.y};
    scene.frame(moved, {buttonEvent(SDL_MOUSEBUTTONDOWN, outside), buttonEvent(SDL_MOUSEBUTTONUP, outside)});
    CHECK(scene.player().busyMoving());
}

TEST_CASE("input routing: a digit typed right after tab waits until ImGui has focused the field tab moved to") {
    Scene scene;
    // ImGui sees tab at the next frame and focuses the panel's text field in the one after.
    scene.frame(kNoCapture, {keyEvent(SDL_KEYDOWN, SDLK_TAB), keyEvent(SDL_KEYDOWN, SDLK_1), textEvent("1"),
                             keyEvent(SDL_KEYUP, SDLK_1), keyEvent(SDL_KEYUP, SDLK_TAB)});
    scene.frame(kNoCapture, {});
    CHECK(scene.state() == "idle");
    scene.frame(kFieldActive, {});
    scene.runFor(100);
    CHECK(scene.state() == "idle");
    // Where no panel had a field to focus, the digit acts once those frames have passed.
    scene.frame(kNoCapture, {keyEvent(SDL_KEYDOWN, SDLK_TAB), keyEvent(SDL_KEYDOWN, SDLK_1), textEvent("1")});
    scene.frame(kNoCapture, {});
    CHECK(scene.state() == "idle");
    scene.frame(kNoCapture, {});
    CHECK(scene.state() == "attack");
}

TEST_CASE("input routing: a click where a panel was before it collapsed never walks, a click beside both walks") {
    Scene scene;
    // The capture holds the panel's rectangle now (its title bar) and where it reached before it collapsed (the
    // client keeps the rectangles of its last frames): a press in the part that is map again is the panel's.
    const SDL_Rect title{scene.centre.x - 60, scene.centre.y - 80, 120, 20};
    const SDL_Rect before{scene.centre.x - 60, scene.centre.y - 80, 120, 120};
    OverlayCapture recent{false, false, {title, before}};
    scene.frame(recent, {buttonEvent(SDL_MOUSEBUTTONDOWN, scene.centre), buttonEvent(SDL_MOUSEBUTTONUP, scene.centre)});
    scene.runFor(500);
    CHECK_FALSE(scene.player().busyMoving());
    const ipos below{scene.centre.x, scene.centre.y + 41};
    scene.frame(recent, {buttonEvent(SDL_MOUSEBUTTONDOWN, below), buttonEvent(SDL_MOUSEBUTTONUP, below)});
    CHECK(scene.player().busyMoving());
}

TEST_CASE("window size: the default shrinks to the display's usable area less a title bar, never below 640x400") {
    int w = 1280, h = 800;
    fitToUsableArea(1366, 728, w, h);
    CHECK(w == 1280);
    CHECK(h == 728 - kTitleBarAllowance);
    w = 1280, h = 800;
    fitToUsableArea(1024, 600, w, h);
    CHECK(w == 1024);
    CHECK(h == 600 - kTitleBarAllowance);
    w = 1280, h = 800;
    fitToUsableArea(1920, 1050, w, h);
    CHECK(w == 1280);
    CHECK(h == 800);
    w = 1280, h = 800;
    fitToUsableArea(0, 0, w, h);  // unknown: as asked
    CHECK(w == 1280);
    CHECK(h == 800);
    w = 1280, h = 800;
    fitToUsableArea(320, 200, w, h);
    CHECK(w == 640);
    CHECK(h == 400);
}

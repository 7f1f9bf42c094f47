// The Errors window's warnings (app/panels/errors_panel.cpp, DECISIONS "Hot reload") in an ImGui context of its
// own, driven by ImGui's mouse input: a click on a warning's "x" hides it and the count the status bar shows drops
// to 0; the same warning stays hidden through a reload of the unchanged file and shows again once the file changes.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <memory>
#include <string>

#include <imgui.h>
#include <imgui_internal.h>

#include "app/assets/asset_library.h"
#include "app/panels/panel_layout.h"
#include "app/panels/panels.h"
#include "app/panels/ui_state.h"
#include "engine/world/world.h"
#include "headless_imgui.h"
#include "temp_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

TEST_CASE("Errors window: a click on x dismisses a warning until its file changes, then it shows again") {
    TempAssetFolder folder;
    const std::filesystem::path walk = folder.humanoid("walk.fofrm");
    // A key the engine does not read: the file loads, with one warning naming the line.
    writeText(walk, humanoidFofrm(4, 8) + "nextx_0 = 3\n");
    auto assets = std::make_shared<AssetLibrary>(folder.dir.string());
    REQUIRE(assets->loadAll());
    World world(assets, assets->map(), 7, 0);
    HeadlessImGui imgui(1024.0f, 600.0f);
    ClientUiState ui;
    ui.layout = std::make_shared<PanelLayout>();
    ImGuiIO& io = ImGui::GetIO();
    const auto frame = [&] {
        io.DeltaTime = 1.0f / 60.0f;
        ImGui::NewFrame();
        drawErrorsPanel(world, *assets, {}, &ui);
        ImGui::Render();
    };
    frame();
    frame();  // an auto-resized window takes its size, and so its place, in its second frame
    CHECK(ui.warnings_shown == 1);
    CHECK(ui.errors_shown == 0);
    const ImGuiWindow* errors = ImGui::FindWindowByName("###Errors");
    REQUIRE(errors != nullptr);
    // The window's first item is the warning's "x" (no errors above it): hover it, press, release.
    io.MousePos = ImVec2(errors->DC.CursorStartPos.x + 5.0f, errors->DC.CursorStartPos.y + 5.0f);
    frame();
    io.MouseDown[0] = true;
    frame();
    io.MouseDown[0] = false;
    frame();
    frame();
    CHECK(ui.dismissed_warnings.size() == 1);
    CHECK(ui.warnings_shown == 0);
    CHECK(ImGui::FindWindowByName("###Errors")->Active == false);  // nothing left to show: no window
    // A reload of the same bytes keeps it hidden...
    assets->reloadChanged();
    frame();
    CHECK(ui.warnings_shown == 0);
    // ...a changed file (a second key the engine does not read) shows its warnings again.
    writeText(walk, humanoidFofrm(4, 8) + "nextx_0 = 3\nnexty_1 = 2\n");
    std::filesystem::last_write_time(walk, std::filesystem::last_write_time(walk) + std::chrono::seconds(2));
    REQUIRE(assets->reloadChanged());
    frame();
    CHECK(ui.warnings_shown == 2);
}

// A docked column's width (app/panels/panel_layout.h, DECISIONS "Panel layout") in an ImGui context of its own: a
// drag on a right panel's inner edge widens the column by what the mouse moved, every right panel takes the new
// width, and it stays while panels open and collapse; the drag never goes past 45 % of the window.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include <imgui.h>
#include <imgui_internal.h>

#include "app/panels/panel_layout.h"
#include "headless_imgui.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

/// One frame of the right column with the View and Gait panels (each a few lines), the status bar's 24 px kept.
void layoutFrame(PanelLayout& layout) {
    ImGui::GetIO().DeltaTime = 1.0f / 60.0f;
    ImGui::NewFrame();
    layout.beginFrame(ImGui::GetIO().DisplaySize, 24.0f);
    for (const PanelId id : {PanelId::View, PanelId::Gait}) {
        if (layout.begin(id))
            for (int i = 0; i < 4; ++i) ImGui::Text("row %d", i);
        ImGui::End();
    }
    ImGui::Render();
}

/// Drags from `from` to `from + (dx, 0)` in ten frames of mouse moves with the button held.
void drag(PanelLayout& layout, ImVec2 from, float dx) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = from;
    layoutFrame(layout);
    io.MouseDown[0] = true;
    layoutFrame(layout);
    for (int step = 1; step <= 10; ++step) {
        io.MousePos = ImVec2(from.x + dx * static_cast<float>(step) / 10.0f, from.y);
        layoutFrame(layout);
    }
    io.MouseDown[0] = false;
    layoutFrame(layout);
    io.MousePos = ImVec2(-1.0f, -1.0f);
    layoutFrame(layout);
}

}  // namespace

TEST_CASE("a drag on a right panel's inner edge widens the right column, and the width stays") {
    HeadlessImGui imgui(1280.0f, 720.0f);
    PanelLayout layout;
    layout.open(PanelId::View);
    layout.open(PanelId::Gait);
    for (int i = 0; i < 3; ++i) layoutFrame(layout);
    CHECK(layout.columnWidth(true) == doctest::Approx(PanelLayout::kRightColumnWidth));
    const ImGuiWindow* view = ImGui::FindWindowByName(panelDefault(PanelId::View).title);
    REQUIRE(view != nullptr);
    CHECK(view->Pos.x == doctest::Approx(1280.0f - PanelLayout::kMargin - PanelLayout::kRightColumnWidth));
    // The left edge, 1 px inside, halfway down the View panel; 60 px to the left.
    drag(layout, ImVec2(view->Pos.x + 1.0f, view->Pos.y + view->Size.y * 0.5f), -60.0f);
    const float dragged = layout.columnWidth(true);
    CHECK(dragged == doctest::Approx(PanelLayout::kRightColumnWidth + 60.0f).epsilon(0.02));
    // Both right panels stand on the new width, and it stays while Gait collapses and opens again.
    for (int i = 0; i < 5; ++i) layoutFrame(layout);
    for (const PanelId id : {PanelId::View, PanelId::Gait}) {
        const ImGuiWindow* w = ImGui::FindWindowByName(panelDefault(id).title);
        CHECK(w->Pos.x == doctest::Approx(1280.0f - PanelLayout::kMargin - dragged));
        CHECK(w->Size.x == doctest::Approx(dragged));
    }
    ImGui::SetWindowCollapsed(panelDefault(PanelId::Gait).title, true);
    for (int i = 0; i < 5; ++i) layoutFrame(layout);
    layout.open(PanelId::Gait);
    for (int i = 0; i < 5; ++i) layoutFrame(layout);
    CHECK(layout.columnWidth(true) == doctest::Approx(dragged));
    // A drag far to the left stops at 45 % of the window (576 px).
    view = ImGui::FindWindowByName(panelDefault(PanelId::View).title);
    drag(layout, ImVec2(view->Pos.x + 1.0f, view->Pos.y + view->Size.y * 0.5f), -600.0f);
    CHECK(layout.columnWidth(true) == doctest::Approx(1280.0f * 0.45f));
}

TEST_CASE("a dragged column width and the open tune node are written to the layout file and read back") {
    HeadlessImGui imgui(1280.0f, 720.0f);
    PanelLayout layout;
    layout.beginFrame(ImVec2(1280.0f, 720.0f), 24.0f);  // a width is clamped to the window it is dragged in
    layout.setColumnWidth(true, 352.4f);
    layout.setTuneOpen(true);
    ImGuiTextBuffer out;
    layout.writeAll(out);
    const std::string text = out.c_str();
    CHECK(text.find("\nright column=352\n") != std::string::npos);
    CHECK(text.find("left column=") == std::string::npos);  // never dragged: the default, not written
    CHECK(text.find("\ntune=open\n") != std::string::npos);
    PanelLayout next;
    next.readLine("right column=352");
    next.readLine("tune=open");
    next.readLine("left column=12");    // under the least width: ignored, said
    next.readLine("tune=maybe");        // neither open nor closed
    next.readLine("left column=wide");  // not a number
    next.beginFrame(ImVec2(1280.0f, 720.0f), 24.0f);
    CHECK(next.columnWidth(true) == doctest::Approx(352.0f));
    CHECK(next.columnWidth(false) == doctest::Approx(PanelLayout::kLeftColumnWidth));
    CHECK(next.tuneOpen());
    const std::vector<std::string> ignored = next.takeIgnoredLines();
    REQUIRE(ignored.size() == 3);
    CHECK(ignored[0] == "left column=12 (expected a width in pixels, 240 or more)");
    CHECK(ignored[1] == "tune=maybe (expected open or closed)");
    CHECK(ignored[2] == "left column=wide (expected a width in pixels, 240 or more)");
}

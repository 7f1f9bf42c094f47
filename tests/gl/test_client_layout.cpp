// The panel layout through the real client loop (app/panels/panel_layout.h, DECISIONS "Panel layout"): how much of the
// map the default layout leaves visible, measured from ImGui's own draw data, and a layout kept in its file
// between two runs.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include <imgui.h>
#include <imgui_internal.h>
#include <unistd.h>

#include "app/client/client.h"
#include "app/panels/panel_layout.h"
#include "app/panels/ui_state.h"

using namespace gaitlab;

namespace {

ClientOptions layoutClientOptions(int width, int height, int frames, std::function<void(const ClientFrame&)> hook) {
    ClientOptions options;
    options.asset_dir = GAITLAB_ASSET_DIR;
    options.width = width;
    options.height = height;
    options.max_frames = frames;
    options.after_frame = std::move(hook);
    return options;
}

/// Pixels of a width x height window that ImGui draws on: for every draw command (panels, the status bar, popups),
/// the bounding box of its triangles cut to its clip rectangle, as a union over the window.
long long coveredPixels(int width, int height) {
    const ImDrawData* data = ImGui::GetDrawData();
    REQUIRE(data != nullptr);
    std::vector<char> covered(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), 0);
    for (int n = 0; n < data->CmdListsCount; ++n) {
        const ImDrawList* list = data->CmdLists[n];
        for (const ImDrawCmd& cmd : list->CmdBuffer) {
            if (cmd.UserCallback != nullptr || cmd.ElemCount == 0) continue;
            ImVec2 lo(1e9f, 1e9f), hi(-1e9f, -1e9f);
            for (unsigned e = 0; e < cmd.ElemCount; ++e) {
                const ImDrawVert& v = list->VtxBuffer[static_cast<int>(
                    cmd.VtxOffset + list->IdxBuffer[static_cast<int>(cmd.IdxOffset + e)])];
                lo = ImVec2(std::min(lo.x, v.pos.x), std::min(lo.y, v.pos.y));
                hi = ImVec2(std::max(hi.x, v.pos.x), std::max(hi.y, v.pos.y));
            }
            const int x0 = std::max({0, static_cast<int>(lo.x), static_cast<int>(cmd.ClipRect.x)});
            const int y0 = std::max({0, static_cast<int>(lo.y), static_cast<int>(cmd.ClipRect.y)});
            const int x1 = std::min({width, static_cast<int>(hi.x + 0.999f), static_cast<int>(cmd.ClipRect.z)});
            const int y1 = std::min({height, static_cast<int>(hi.y + 0.999f), static_cast<int>(cmd.ClipRect.w)});
            for (int y = y0; y < y1; ++y)
                for (int x = x0; x < x1; ++x)
                    covered[static_cast<std::size_t>(y) * static_cast<std::size_t>(width) +
                            static_cast<std::size_t>(x)] = 1;
        }
    }
    long long count = 0;
    for (const char c : covered) count += c;
    return count;
}

std::filesystem::path tempFile(const std::string& name) {
    return std::filesystem::temp_directory_path() / ("gaitlab-" + std::to_string(getpid()) + "-" + name);
}

std::string readText(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

}  // namespace

TEST_CASE("the default layout at 1280x720 leaves at least three quarters of the map uncovered") {
    long long covered = -1;
    int windows = 0;
    const auto hook = [&](const ClientFrame& frame) {
        // Auto-fitted heights settle over the first frames; measure once they have.
        if (frame.frame != 8) return;
        covered = coveredPixels(1280, 720);
        windows = ImGui::GetDrawData()->CmdListsCount;
    };
    CHECK(runClient(layoutClientOptions(1280, 720, 8, hook)) == 0);
    REQUIRE(covered >= 0);
    const double share = static_cast<double>(covered) / (1280.0 * 720.0);
    MESSAGE("panels and status bar cover " << share * 100.0 << " % of the window in " << windows << " draw lists");
    CHECK(windows >= 10);  // nine panels and the status bar were drawn (collapsed ones as their title bars)
    CHECK(share <= 0.25);
    CHECK(share >= 0.05);  // they are there: the Critter and View panels open, the rest as title bars
}

TEST_CASE("docked panels stack without overlapping and stay inside the window at 1280x720") {
    std::vector<ImRect> rects;
    const auto hook = [&](const ClientFrame& frame) {
        if (frame.frame != 8) return;
        for (std::size_t i = 0; i < kPanelCount; ++i) {
            const ImGuiWindow* window = ImGui::FindWindowByName(panelDefault(static_cast<PanelId>(i)).title);
            if (window != nullptr && window->WasActive) rects.push_back(window->Rect());
        }
    };
    CHECK(runClient(layoutClientOptions(1280, 720, 8, hook)) == 0);
    REQUIRE(rects.size() == kPanelCount);  // the demo map has tactics units: every panel shows
    for (std::size_t i = 0; i < rects.size(); ++i) {
        CAPTURE(i);
        CHECK(rects[i].Min.x >= 0.0f);
        CHECK(rects[i].Min.y >= 0.0f);
        CHECK(rects[i].Max.x <= 1280.0f);
        CHECK(rects[i].Max.y <= 720.0f);
        for (std::size_t j = i + 1; j < rects.size(); ++j) {
            CAPTURE(j);
            CHECK_FALSE(rects[i].Overlaps(rects[j]));
        }
    }
}

TEST_CASE("with every panel open, the columns still end above the status bar at 1280x720 and 1024x600") {
    for (const auto& [width, height] : {std::pair{1280, 720}, std::pair{1024, 600}}) {
        CAPTURE(width);
        std::vector<ImRect> rects;
        float status_top = 0.0f;
        float expected_top = -1.0f;
        const auto hook = [&](const ClientFrame& frame) {
            if (frame.frame == 2)
                for (std::size_t i = 0; i < kPanelCount; ++i)
                    ImGui::SetWindowCollapsed(panelDefault(static_cast<PanelId>(i)).title, false);
            if (frame.frame == 5)  // the Files panel moved to the left column as well: five panels there
                frame.ui->layout->setSide(PanelId::Files, DockSide::Left);
            if (frame.frame != 12) return;
            for (std::size_t i = 0; i < kPanelCount; ++i) {
                const ImGuiWindow* window = ImGui::FindWindowByName(panelDefault(static_cast<PanelId>(i)).title);
                if (window != nullptr && window->WasActive) rects.push_back(window->Rect());
            }
            status_top = ImGui::FindWindowByName("##status")->Pos.y;
            expected_top = static_cast<float>(height) - ImGui::GetFrameHeight() - 6.0f;  // statusBarHeight
        };
        CHECK(runClient(layoutClientOptions(width, height, 12, hook)) == 0);
        REQUIRE(rects.size() == kPanelCount);
        CHECK(status_top == doctest::Approx(expected_top));
        for (std::size_t i = 0; i < rects.size(); ++i) {
            CAPTURE(i);
            CHECK(rects[i].Max.y <= status_top + 0.5f);
            CHECK(rects[i].Max.x <= static_cast<float>(width));
            for (std::size_t j = i + 1; j < rects.size(); ++j) {
                CAPTURE(j);
                CHECK_FALSE(rects[i].Overlaps(rects[j]));
            }
        }
    }
}

TEST_CASE("a panel's side and open state come back from the layout file in the next run") {
    const std::filesystem::path ini = tempFile("layout.ini");
    std::filesystem::remove(ini);
    ClientOptions first = layoutClientOptions(1280, 720, 4, [](const ClientFrame& frame) {
        if (frame.frame != 2) return;
        frame.ui->layout->setSide(PanelId::State, DockSide::Right);
        ImGui::SetWindowCollapsed("Walk-cycle aligner", false);
    });
    first.layout_file = ini.string();
    REQUIRE(runClient(first) == 0);
    const std::string text = readText(ini);
    CHECK(text.find("[GaitlabLayout][Panels]") != std::string::npos);
    CHECK(text.find("State=right") != std::string::npos);
    CHECK(text.find("[Window][Walk-cycle aligner]") != std::string::npos);

    DockSide state_side = DockSide::Left;
    bool aligner_collapsed = true;
    float state_x = 0.0f;
    float right_width = 0.0f;
    ClientOptions second = layoutClientOptions(1280, 720, 3, [&](const ClientFrame& frame) {
        if (frame.frame != 3) return;
        state_side = frame.ui->layout->side(PanelId::State);
        aligner_collapsed = ImGui::FindWindowByName("Walk-cycle aligner")->Collapsed;
        state_x = ImGui::FindWindowByName("State")->Pos.x;
        right_width = frame.ui->layout->columnWidth(true);
    });
    second.layout_file = ini.string();
    REQUIRE(runClient(second) == 0);
    CHECK(state_side == DockSide::Right);
    CHECK_FALSE(aligner_collapsed);
    CHECK(right_width == doctest::Approx(PanelLayout::kRightColumnWidth));  // fixed, whichever panels are open
    CHECK(state_x == doctest::Approx(1280.0f - PanelLayout::kMargin - PanelLayout::kRightColumnWidth));
    std::filesystem::remove(ini);
}

TEST_CASE("a hand-edited layout file with unknown sides and panels keeps the defaults") {
    const std::filesystem::path ini = tempFile("odd-layout.ini");
    {
        std::ofstream out(ini);
        out << "[GaitlabLayout][Panels]\nCritter=sideways\nNoSuchPanel=left\nView=\n=right\nFiles=left\n";
    }
    DockSide critter = DockSide::Free, view = DockSide::Free, files = DockSide::Free;
    ClientOptions options = layoutClientOptions(1280, 720, 2, [&](const ClientFrame& frame) {
        critter = frame.ui->layout->side(PanelId::Critter);
        view = frame.ui->layout->side(PanelId::View);
        files = frame.ui->layout->side(PanelId::Files);
    });
    options.layout_file = ini.string();
    REQUIRE(runClient(options) == 0);
    CHECK(critter == DockSide::Left);
    CHECK(view == DockSide::Right);
    CHECK(files == DockSide::Left);  // the one valid line is taken
    std::filesystem::remove(ini);
}

TEST_CASE("a --layout file that is not a layout is neither read nor written, and the status bar says so") {
    const std::filesystem::path notes = tempFile("notes.txt");
    const std::string text = "buy milk\n[GaitlabLayout][Panels]\nState=right\n";
    { std::ofstream(notes) << text; }
    std::string info;
    DockSide state_side = DockSide::Right;
    ClientOptions options = layoutClientOptions(1280, 720, 3, [&](const ClientFrame& frame) {
        // A change that a layout file would keep: nothing of it may reach notes.txt.
        if (frame.frame == 1) frame.ui->layout->setSide(PanelId::Critter, DockSide::Right);
        if (frame.frame == 1) state_side = frame.ui->layout->side(PanelId::State);
        info = frame.ui->info;
    });
    options.layout_file = notes.string();
    REQUIRE(runClient(options) == 0);
    CHECK(readText(notes) == text);
    CHECK(state_side == DockSide::Left);  // the default: the file's "State=right" was not read
    CHECK(info == "layout file " + notes.string() +
                      ": is not a gaitlab layout file (no [GaitlabLayout][Panels] section, or lines that are not ini "
                      "lines); the default layout is used and the file is neither read nor written");
    std::filesystem::remove(notes);
}

TEST_CASE("a scenario opens its own panels, and the states scenario's State panel fits above the status bar") {
    // The states scenario at 1280x720: Critter and State open on the left, Demo routes and the aligner collapsed
    // (scenarioPanels); the State panel ends above the status bar with room for its rows.
    bool state_open = false, routes_open = false, aligner_open = true;
    float state_bottom = 0.0f, state_top = 1e9f, status_top = 0.0f;
    const auto hook = [&](const ClientFrame& frame) {
        if (frame.frame != 40) return;
        const ImGuiWindow* state = ImGui::FindWindowByName(panelDefault(PanelId::State).title);
        const ImGuiWindow* routes = ImGui::FindWindowByName(panelDefault(PanelId::Routes).title);
        const ImGuiWindow* aligner = ImGui::FindWindowByName(panelDefault(PanelId::Aligner).title);
        REQUIRE(state != nullptr);
        REQUIRE(routes != nullptr);
        REQUIRE(aligner != nullptr);
        state_open = !state->Collapsed;
        routes_open = !routes->Collapsed;
        aligner_open = !aligner->Collapsed;
        state_bottom = state->Rect().Max.y;
        state_top = state->Rect().Min.y;
        status_top = ImGui::FindWindowByName("##status")->Pos.y;
    };
    ClientOptions options = layoutClientOptions(1280, 720, 40, hook);
    options.route = "states";
    CHECK(runClient(options) == 0);
    CHECK(state_open);
    CHECK_FALSE(routes_open);
    CHECK_FALSE(aligner_open);
    CHECK(state_bottom <= status_top + 0.5f);
    CHECK(state_bottom - state_top >= 200.0f);  // room for its rows, not a title bar
    CHECK(scenarioPanels("tactics") == std::vector<PanelId>{PanelId::Tactics});
    CHECK(scenarioPanels("walk-70") == std::vector<PanelId>{PanelId::Aligner});
    CHECK(scenarioPanels("stress").empty());
}

TEST_CASE("column widths stay fixed while panels open and collapse and the turn scenario runs") {
    for (const auto& [width, height] : {std::pair{1280, 720}, std::pair{1024, 600}}) {
        CAPTURE(width);
        std::vector<float> left, right;
        std::vector<ImRect> open_rects;  // every panel open, frame 30
        float status_top = 0.0f;
        const auto hook = [&](const ClientFrame& frame) {
            left.push_back(frame.ui->layout->columnWidth(false));
            right.push_back(frame.ui->layout->columnWidth(true));
            if (frame.frame == 10)
                for (std::size_t i = 0; i < kPanelCount; ++i)
                    ImGui::SetWindowCollapsed(panelDefault(static_cast<PanelId>(i)).title, false);
            if (frame.frame == 30) {
                for (std::size_t i = 0; i < kPanelCount; ++i)
                    if (const ImGuiWindow* w = ImGui::FindWindowByName(panelDefault(static_cast<PanelId>(i)).title))
                        open_rects.push_back(w->Rect());
                status_top = ImGui::FindWindowByName("##status")->Pos.y;
            }
            if (frame.frame == 40) ImGui::SetWindowCollapsed(panelDefault(PanelId::Ab).title, true);
        };
        ClientOptions options = layoutClientOptions(width, height, 60, hook);
        options.route = "turn";
        options.fixed_frame_ms = 40.0;
        CHECK(runClient(options) == 0);
        REQUIRE(left.size() == 60);
        const float expected_left = PanelLayout::defaultColumnWidth(false, static_cast<float>(width));
        const float expected_right = PanelLayout::defaultColumnWidth(true, static_cast<float>(width));
        CHECK(expected_left == doctest::Approx(PanelLayout::kLeftColumnWidth));  // at 1024 px and wider
        CHECK(expected_right == doctest::Approx(PanelLayout::kRightColumnWidth));
        for (std::size_t f = 0; f < left.size(); ++f) {
            CAPTURE(f);
            CHECK(left[f] == doctest::Approx(expected_left));
            CHECK(right[f] == doctest::Approx(expected_right));
        }
        // Both columns and the map between them fit the window; every panel inside it and above the status bar.
        CHECK(expected_left + expected_right + 4.0f * PanelLayout::kMargin < static_cast<float>(width) * 0.65f);
        REQUIRE(open_rects.size() == kPanelCount);
        for (std::size_t i = 0; i < open_rects.size(); ++i) {
            CAPTURE(i);
            CHECK(open_rects[i].Min.x >= 0.0f);
            CHECK(open_rects[i].Min.y >= 0.0f);
            CHECK(open_rects[i].Max.x <= static_cast<float>(width));
            CHECK(open_rects[i].Max.y <= status_top + 0.5f);
            for (std::size_t j = i + 1; j < open_rects.size(); ++j) {
                CAPTURE(j);
                CHECK_FALSE(open_rects[i].Overlaps(open_rects[j]));
            }
        }
    }
}

TEST_CASE("no panel title moves while the turn scenario runs with the Gait and aligner panels open") {
    for (const auto& [width, height] : {std::pair{1280, 720}, std::pair{1024, 600}}) {
        CAPTURE(width);
        std::vector<std::vector<float>> tops(kPanelCount);
        const auto hook = [&](const ClientFrame& frame) {
            if (frame.frame == 2) {
                ImGui::SetWindowCollapsed(panelDefault(PanelId::Gait).title, false);
                ImGui::SetWindowCollapsed(panelDefault(PanelId::Aligner).title, false);
            }
            if (frame.frame < 20) return;  // the panels' first rows settle
            for (std::size_t i = 0; i < kPanelCount; ++i)
                tops[i].push_back(ImGui::FindWindowByName(panelDefault(static_cast<PanelId>(i)).title)->Pos.y);
        };
        ClientOptions options = layoutClientOptions(width, height, 150, hook);
        options.route = "turn";
        options.fixed_frame_ms = 40.0;
        CHECK(runClient(options) == 0);
        for (std::size_t i = 0; i < kPanelCount; ++i) {
            CAPTURE(std::string(panelDefault(static_cast<PanelId>(i)).title));
            REQUIRE_FALSE(tops[i].empty());
            const auto [lo, hi] = std::minmax_element(tops[i].begin(), tops[i].end());
            CHECK(*hi - *lo == doctest::Approx(0.0f));
        }
    }
}

TEST_CASE("the Errors window sits between the panel columns") {
    // A message the Errors window lists (a pushed error): its window lies between the columns, on no panel.
    ImRect errors, critter, view;
    bool shown = false;
    const auto hook = [&](const ClientFrame& frame) {
        if (frame.frame == 2)
            const_cast<ClientUiState*>(frame.ui)->pushError(
                "a message long enough to need a wide window, "
                "as a path that cannot be found does");
        if (frame.frame != 6) return;
        const ImGuiWindow* window = ImGui::FindWindowByName("###Errors");
        shown = window != nullptr && window->WasActive;
        if (!shown) return;
        errors = window->Rect();
        critter = ImGui::FindWindowByName(panelDefault(PanelId::Critter).title)->Rect();
        view = ImGui::FindWindowByName(panelDefault(PanelId::View).title)->Rect();
    };
    CHECK(runClient(layoutClientOptions(1024, 600, 6, hook)) == 0);
    REQUIRE(shown);
    CHECK(errors.Min.x >= critter.Max.x);
    CHECK(errors.Max.x <= view.Min.x);
}

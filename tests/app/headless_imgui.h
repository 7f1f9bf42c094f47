// An ImGui context of a test's own, without a window or backend: a built font atlas, a display of the given size,
// mouse cursors "supported" (so ImGui resizes windows from their edges, as in the client). A test drives it through
// ImGui::GetIO() (MousePos, MouseDown) and NewFrame / Render.
#pragma once

#include <imgui.h>

namespace gaitlab::testing {

struct HeadlessImGui {
    ImGuiContext* context = ImGui::CreateContext();
    HeadlessImGui(float width, float height) {
        ImGuiIO& io = ImGui::GetIO();
        io.DisplaySize = ImVec2(width, height);
        io.IniFilename = nullptr;
        io.BackendFlags |= ImGuiBackendFlags_HasMouseCursors;
        unsigned char* pixels = nullptr;
        int w = 0, h = 0;
        io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
    }
    ~HeadlessImGui() { ImGui::DestroyContext(context); }
    HeadlessImGui(const HeadlessImGui&) = delete;
    HeadlessImGui& operator=(const HeadlessImGui&) = delete;
};

}  // namespace gaitlab::testing

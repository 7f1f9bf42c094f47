#include "app/panels/panel_layout.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>

#include <imgui_internal.h>

namespace gaitlab {

namespace {

constexpr const char* kIniType = "GaitlabLayout";

const std::array<PanelDefault, kPanelCount> kDefaults{{
    {"Critter", DockSide::Left, false, 330.0f},
    {"Walk-cycle aligner", DockSide::Left, true, 300.0f},
    {"Demo routes", DockSide::Left, true, 300.0f},
    {"State", DockSide::Left, true, 420.0f},
    {"View", DockSide::Right, false, 300.0f},
    {"Tactics unit", DockSide::Right, true, 330.0f},
    {"Files", DockSide::Right, true, 380.0f},
    {"Gait", DockSide::Right, true, 380.0f},
    {"A/B", DockSide::Right, true, 420.0f},
}};

void* iniOpen(ImGuiContext*, ImGuiSettingsHandler* handler, const char* name) {
    return std::strcmp(name, "Panels") == 0 ? handler->UserData : nullptr;
}
void iniLine(ImGuiContext*, ImGuiSettingsHandler*, void* entry, const char* line) {
    static_cast<PanelLayout*>(entry)->readLine(line);
}
void iniWrite(ImGuiContext*, ImGuiSettingsHandler* handler, ImGuiTextBuffer* out) {
    static_cast<const PanelLayout*>(handler->UserData)->writeAll(*out);
}

}  // namespace

const PanelDefault& panelDefault(PanelId id) { return kDefaults[static_cast<std::size_t>(id)]; }

const char* dockSideName(DockSide side) {
    switch (side) {
    case DockSide::Left: return "left";
    case DockSide::Right: return "right";
    case DockSide::Free: break;
    }
    return "free";
}

std::vector<PanelId> scenarioPanels(const std::string& builtin) {
    if (builtin == "stress") return {};
    if (builtin == "states") return {PanelId::State};
    if (builtin == "tactics") return {PanelId::Tactics};
    if (builtin == "ab") return {PanelId::Ab};
    return {PanelId::Aligner};
}

PanelLayout::PanelLayout() {
    for (std::size_t i = 0; i < kPanelCount; ++i) sides_[i] = kDefaults[i].side;
}

PanelLayout::~PanelLayout() {
    // A context that is still current may save later: it must not reach a dead layout.
    if (context_ != nullptr && ImGui::GetCurrentContext() == context_) detach();
}

void PanelLayout::attach(ImGuiContext* context) {
    if (context == nullptr || context_ != nullptr) return;
    context_ = context;
    ImGuiSettingsHandler handler;
    handler.TypeName = kIniType;
    handler.TypeHash = ImHashStr(kIniType);
    handler.ReadOpenFn = iniOpen;
    handler.ReadLineFn = iniLine;
    handler.WriteAllFn = iniWrite;
    handler.UserData = this;
    context->SettingsHandlers.push_back(handler);
}

void PanelLayout::detach() {
    if (context_ == nullptr) return;
    ImGuiContext* previous = ImGui::GetCurrentContext();
    ImGui::SetCurrentContext(context_);
    if (const char* ini = ImGui::GetIO().IniFilename; ini != nullptr && context_->SettingsLoaded)
        ImGui::SaveIniSettingsToDisk(ini);
    // A later save (the context's own at shutdown) would write the file again without the panels' sides.
    ImGui::GetIO().IniFilename = nullptr;
    ImVector<ImGuiSettingsHandler>& handlers = context_->SettingsHandlers;
    for (int i = 0; i < handlers.Size; ++i)
        if (handlers[i].UserData == this) {
            handlers.erase(handlers.begin() + i);
            break;
        }
    ImGui::SetCurrentContext(previous == context_ ? context_ : previous);
    context_ = nullptr;
}

void PanelLayout::beginFrame(ImVec2 display_size, float bottom_reserved) {
    display_ = display_size;
    bottom_ = bottom_reserved;
    cursor_[0] = cursor_[1] = kMargin;
    // Fixed widths: the open panels do not change them, so no title moves sideways when a panel opens.
    for (int c = 0; c < 2; ++c)
        width_[c] = user_width_[c] > 0.0f
                        ? std::clamp(user_width_[c], kMinColumnWidth, std::max(kMinColumnWidth, display_.x * 0.45f))
                        : defaultColumnWidth(c == 1, display_.x);
    open_.fill(false);
    if (reset_pending_) {
        reset_pending_ = false;
        for (std::size_t i = 0; i < kPanelCount; ++i) {
            sides_[i] = kDefaults[i].side;
            reset_now_[i] = true;
        }
        user_width_[0] = user_width_[1] = 0.0f;
        tune_open_ = false;
        if (context_ != nullptr) ImGui::MarkIniSettingsDirty();
    }
}

float PanelLayout::defaultColumnWidth(bool right, float display_width) {
    const float width = right ? kRightColumnWidth : kLeftColumnWidth;
    return std::max(kMinColumnWidth, std::floor(width * std::min(1.0f, display_width / kColumnWidthAt)));
}

void PanelLayout::setColumnWidth(bool right, float width) {
    user_width_[right ? 1 : 0] = std::clamp(width, kMinColumnWidth, std::max(kMinColumnWidth, display_.x * 0.45f));
    width_[right ? 1 : 0] = user_width_[right ? 1 : 0];
}

void PanelLayout::setSide(PanelId id, DockSide side) {
    sides_[index(id)] = side;
    if (context_ != nullptr) ImGui::MarkIniSettingsDirty();
}

bool PanelLayout::begin(PanelId id, ImGuiWindowFlags flags) {
    const std::size_t i = index(id);
    const PanelDefault& def = kDefaults[i];
    const bool reset = reset_now_[i];
    reset_now_[i] = false;
    // A caller's own request (the Files panel opens when a file is opened) wins over the default.
    if (std::exchange(open_request_[i], false)) {
        ImGui::SetNextWindowCollapsed(false, ImGuiCond_Always);
    } else if (!(GImGui->NextWindowData.Flags & ImGuiNextWindowDataFlags_HasCollapsed)) {
        ImGui::SetNextWindowCollapsed(def.collapsed, reset ? ImGuiCond_Always : ImGuiCond_FirstUseEver);
    }
    const DockSide side = sides_[i];
    const int column = side == DockSide::Right ? 1 : 0;
    const float width = side == DockSide::Free ? def.width : width_[column];
    if (side == DockSide::Free) {
        // Where it was when set free; a first run with a free side in the layout file puts it beside the left
        // column, at the top, away from the selected critter in the middle of the window.
        ImGui::SetNextWindowPos(ImVec2(width_[0] + 2.0f * kMargin, kMargin),
                                reset ? ImGuiCond_Always : ImGuiCond_FirstUseEver);
        ImGui::SetNextWindowSize(ImVec2(width, 0.0f), reset ? ImGuiCond_Always : ImGuiCond_FirstUseEver);
        // A free panel stays reachable: a place outside the window (a stale or hand-edited layout file, a smaller
        // window than last time) is moved back in.
        if (ImGuiWindow* window = ImGui::FindWindowByName(def.title); window != nullptr) {
            const ImVec2 pos = window->Pos;
            const ImVec2 inside(std::clamp(pos.x, 0.0f, std::max(0.0f, display_.x - 60.0f)),
                                std::clamp(pos.y, 0.0f,
                                           std::max(0.0f, display_.y - bottom_ - ImGui::GetFrameHeight())));
            if (inside.x != pos.x || inside.y != pos.y) ImGui::SetNextWindowPos(inside, ImGuiCond_Always);
        }
    } else {
        const float x = side == DockSide::Right ? display_.x - kMargin - width : kMargin;
        const float y = cursor_[column];
        // Room down to the status bar, less a title bar for each panel docked below this one (they draw later,
        // in PanelId order): an open panel never pushes the others out of the window.
        // ImGui keeps an open window at least WindowMinSize tall, so that is what each one below may need.
        const float least = std::max(ImGui::GetFrameHeight(), ImGui::GetStyle().WindowMinSize.y);
        float below = 0.0f;
        for (std::size_t j = i + 1; j < kPanelCount; ++j)
            if (sides_[j] == side) below += least + kGap;
        const float room = std::max(display_.y - bottom_ - kMargin - y - below, least);
        ImGui::SetNextWindowPos(ImVec2(x, y), ImGuiCond_Always);
        // The height that fits the content as the last frame measured it. Never 0 (ImGui's "fit the content") after
        // the first frame: ImGui turns off resizing by the edges of a window it is fitting, and the edge is how a
        // column's width is dragged.
        float fit = 0.0f;
        if (const ImGuiWindow* last = ImGui::FindWindowByName(def.title); last != nullptr && last->WasActive)
            fit = last->ContentSizeIdeal.y + 2.0f * last->WindowPadding.y + last->TitleBarHeight() +
                  // Room for the sideways scrollbar only when the content is wider than the column (a window too
                  // short for its content has its scrollbars too, for a frame).
                  (last->ContentSizeIdeal.x + 2.0f * last->WindowPadding.x > width ? ImGui::GetStyle().ScrollbarSize
                                                                                   : 0.0f);
        ImGui::SetNextWindowSize(ImVec2(width, fit), ImGuiCond_Always);
        // The width may be dragged (ImGui's edge resize; read back below); the height never shrinks while open.
        const float widest = std::max(kMinColumnWidth, display_.x * 0.45f);
        ImGui::SetNextWindowSizeConstraints(ImVec2(kMinColumnWidth, std::min(kept_height_[i], room)),
                                            ImVec2(widest, room));
        // Docked panels never come in front of a free one (a free panel is one the user placed over them).
        flags |= ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBringToFrontOnFocus |
                 ImGuiWindowFlags_HorizontalScrollbar;
    }
    const bool open = ImGui::Begin(def.title, nullptr, flags);
    open_[i] = !ImGui::IsWindowCollapsed();
    if (side != DockSide::Free) {
        ImGuiWindow* window = ImGui::GetCurrentWindow();
        kept_height_[i] = open_[i] ? std::max(kept_height_[i], window->Size.y) : 0.0f;
        // A drag on the panel's edge: the column takes the new width from the next frame on.
        if (std::abs(window->SizeFull.x - width) >= 1.0f) user_width_[column] = window->SizeFull.x;
    }
    // A click on a docked panel's title opens or collapses it (ImGui's own: the arrow or a double click). The
    // title bar is the last item after Begin; a click ImGui already took leaves its toggle alone.
    if (side != DockSide::Free && ImGui::IsItemHovered() && ImGui::IsMouseClicked(ImGuiMouseButton_Left))
        if (ImGuiWindow* window = ImGui::GetCurrentWindow(); !window->WantCollapseToggle)
            window->WantCollapseToggle = true;
    if (side != DockSide::Free) cursor_[column] += ImGui::GetWindowHeight() + kGap;

    // The title bar's menu (right click): the last item after Begin is the title bar, also when collapsed.
    const std::string_view title(def.title);
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenBlockedByPopup) &&
        ImGui::IsMouseReleased(ImGuiMouseButton_Right))
        ImGui::OpenPopup("##layout");
    if (ImGui::BeginPopup("##layout")) {
        ImGui::TextDisabled("%.*s", static_cast<int>(title.size()), title.data());
        if (ImGui::MenuItem("dock left", nullptr, side == DockSide::Left)) setSide(id, DockSide::Left);
        if (ImGui::MenuItem("dock right", nullptr, side == DockSide::Right)) setSide(id, DockSide::Right);
        if (ImGui::MenuItem("free (move and size by hand)", nullptr, side == DockSide::Free))
            setSide(id, DockSide::Free);
        ImGui::Separator();
        if (ImGui::MenuItem("reset layout")) requestReset();
        ImGui::EndPopup();
    }
    return open;
}

void PanelLayout::readLine(const char* line) {
    const std::string_view text(line);
    const std::size_t eq = text.rfind('=');
    if (eq == std::string_view::npos) return;
    const std::string_view name = text.substr(0, eq);
    const std::string_view value = text.substr(eq + 1);
    // A dragged column width and the Critter panel's "tune" node.
    for (int c = 0; c < 2; ++c)
        if (name == kColumnKeys[c]) {
            const std::string number(value);
            char* end = nullptr;
            const float width = std::strtof(number.c_str(), &end);
            if (number.empty() || end != number.c_str() + number.size() || !(width >= kMinColumnWidth) ||
                width > 10000.0f)
                ignored_.push_back(std::string(text) + " (expected a width in pixels, " +
                                   std::to_string(static_cast<int>(kMinColumnWidth)) + " or more)");
            else
                user_width_[c] = width;
            return;
        }
    if (name == "tune") {
        if (value == "open" || value == "closed")
            tune_open_ = value == "open";
        else
            ignored_.push_back(std::string(text) + " (expected open or closed)");
        return;
    }
    for (std::size_t i = 0; i < kPanelCount; ++i) {
        if (name != kDefaults[i].title) continue;
        for (const DockSide side : {DockSide::Left, DockSide::Right, DockSide::Free})
            if (value == dockSideName(side)) {
                sides_[i] = side;
                return;
            }
        // An unknown value (a hand-edited file) keeps the default side, and says so.
        ignored_.push_back(std::string(text) + " (expected left, right or free)");
        return;
    }
    ignored_.push_back(std::string(text) + " (no panel of that name)");
}

void PanelLayout::writeAll(ImGuiTextBuffer& out) const {
    out.appendf("[%s][Panels]\n", kIniType);
    for (std::size_t i = 0; i < kPanelCount; ++i) out.appendf("%s=%s\n", kDefaults[i].title, dockSideName(sides_[i]));
    for (int c = 0; c < 2; ++c)
        if (user_width_[c] > 0.0f) out.appendf("%s=%.0f\n", kColumnKeys[c], static_cast<double>(user_width_[c]));
    out.appendf("tune=%s\n", tune_open_ ? "open" : "closed");
    out.append("\n");
}

}  // namespace gaitlab

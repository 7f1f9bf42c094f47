#include "app/panels/ui_state.h"

#include <algorithm>

namespace gaitlab {

namespace {
constexpr std::size_t kMaxErrors = 20;  // older errors scroll away; the log keeps them all
constexpr double kInfoSeconds = 4.0;
}  // namespace

void ClientUiState::pushError(std::string message) {
    if (!errors.empty() && errors.back() == message) return;  // a repeated reload failure shows once
    errors.push_back(std::move(message));
    while (errors.size() > kMaxErrors) errors.pop_front();
}

void ClientUiState::setInfo(std::string message, double now_s) {
    info = std::move(message);
    info_until_s = now_s + kInfoSeconds;
    info_at_s = now_s;
}

int clampZoom(int zoom) { return std::clamp(zoom, 1, 8); }

}  // namespace gaitlab

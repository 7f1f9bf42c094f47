// The ImGui overlay drawn over the map: one panel per file under app/panels/.
#pragma once

namespace gaitlab {

class Scene;
struct ClientUiState;

/// Draws every overlay panel for the current frame. Call between ImGui::NewFrame and ImGui::Render.
/// `ui` may be null for headless renders (panels then show read-only values and no buttons act).
void drawOverlay(Scene& scene, ClientUiState* ui);

} // namespace gaitlab

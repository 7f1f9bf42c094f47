#include "app/overlay.h"

#include "app/panels/panels.h"

namespace gaitlab {

void drawOverlay(Scene& scene, ClientUiState* ui) {
    drawCritterPanel(scene, ui);
    drawAlignerPanel(scene, ui);
    drawRoutesPanel(scene, ui);
    drawViewPanel(scene, ui);
    drawFilesPanel(scene, ui);
    drawTacticsPanel(scene, ui);
    drawStatePanel(scene, ui);
    drawErrorsPanel(scene, ui);
}

} // namespace gaitlab

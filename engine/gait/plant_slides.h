// What a viewer sees the planted feet of one sheet do over a whole cycle, from its stance measured on the screen
// (engine/gait/stance.h): how far each plant's sole moves while planted, how far all of them move in a cycle, and
// the stride the planted soles imply against the authored T (DECISIONS "Gait metrics"). Every figure comes from the
// frames as the world draws them, so two files that draw the same pixels get the same figures. Pure.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/gait/stance.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

/// One plant: the consecutive judged picture changes over which one sole stays down (StanceStep::plant).
struct PlantSlide {
    int plant = -1;
    int first_from = 0;    ///< frame the plant is first seen in
    int last_to = 0;       ///< frame it is last seen in
    ipos excursion{0, 0};  ///< the farthest the sole got from where it was set down, screen px
    int excursion_px = 0;  ///< Chebyshev length of excursion, px
    int worst_from = 0;    ///< the change at which it got that far: from frame
    int worst_to = 0;      ///< and to frame
};

/// The feet of one sheet over its cycle.
struct SheetGait {
    std::vector<PlantSlide> plants;  ///< in cycle order
    int judged = 0;                  ///< picture changes judged
    int changes = 0;                 ///< picture changes in the cycle
    int flight = 0;                  ///< changes a sidecar plants no foot across (a run's flight): nothing to judge
    std::string unjudged_why;        ///< the first change that cannot be judged: which and why (empty: none)
    /// The plant whose sole moved farthest; nullopt when no change is judged.
    std::optional<PlantSlide> worst;
    /// How far the planted soles move on the screen in one cycle, px: the sum of every judged change's motion
    /// (Euclidean), scaled up to all changes. nullopt when none is judged.
    std::optional<double> travel_px;
    /// The stride error: the median planted-sole motion along the travel per change, times the changes, over the
    /// stride the feet imply along the travel (T less that motion; at least 1 px). +0.25: the authored T is a quarter
    /// longer than the feet carry the figure (they skate forwards); -0.25: a quarter short (they slide back).
    /// nullopt with fewer than three judged changes or T zero along the travel.
    std::optional<double> stride_error;
    ipos authored_t{0, 0};  ///< the sheet's T, px
    ipos feet_t{0, 0};      ///< the T the planted soles imply, on the hex axis of the travel, px (rounded)
};

/// The figures of `sheet` from its `stance` (measureStance or stanceFromContacts over the same sheet).
[[nodiscard]] SheetGait measureSheetGait(const SpriteSheet& sheet, const SheetStance& stance);

/// "stride 24 % short: T (52, 0), the feet say (69, 0)", or "stride within 3 %", for reports and findings.
[[nodiscard]] std::string strideText(const SheetGait& gait);

}  // namespace gaitlab

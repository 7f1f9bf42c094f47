// report.html of `gaitlab accept`: one self-contained page (images inline as data: URIs, no scripts, no links
// out) an artist can open anywhere: the verdict table, then per run the metrics with thresholds, a filmstrip
// per direction with its captions (tick, frame, phase, planted foot) and SVG plots of phase, frame, offs_anim,
// foot slide and lead/lag over time (README "gaitlab accept").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/accept/accept_run.h"

namespace gaitlab {

/// The page. `strip_pngs[r][k]` is the PNG file content of run r's filmstrip k (empty: none).
[[nodiscard]] std::string reportHtml(const std::vector<AcceptResult>& runs,
                                     const std::vector<std::vector<std::vector<uint8_t>>>& strip_pngs);

/// Standard base64 (RFC 4648, with padding) of `bytes`.
[[nodiscard]] std::string base64(const std::vector<uint8_t>& bytes);

}  // namespace gaitlab

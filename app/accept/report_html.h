// report.html of `gaitlab accept`: one self-contained page (images inline as data: URIs, one inline script and no
// links out: nothing is loaded, so it opens from disk anywhere): the findings with their fixes, the verdict table, then
// per run the metrics with thresholds, a filmstrip per direction with its captions (tick, frame, phase, planted foot),
// a player per direction that plays the recorded ticks (app/accept/report_player_html.h) and SVG plots of phase,
// frame, offs_anim, foot slide and lead/lag over time (README "Gait acceptance"). Without scripts the players stay
// hidden and the rest reads as before.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/accept/accept_run.h"

namespace gaitlab {

/// The page: the summary first (one line per finding, worst first, each with the frames in question; a set that
/// passes says so in one line), then per run the filmstrips, with the tables and plots folded away.
/// `strip_pngs[r][k]` is the PNG file content of run r's filmstrip k (empty: none); `evidence_pngs[k]` that of
/// finding k's evidence; `player_pngs[r][k]` that of run r's player k's sheet (empty: no player).
[[nodiscard]] std::string reportHtml(const std::vector<AcceptResult>& runs,
                                     const std::vector<std::vector<std::vector<uint8_t>>>& strip_pngs,
                                     const std::vector<Finding>& findings = {},
                                     const std::vector<std::vector<uint8_t>>& evidence_pngs = {},
                                     const std::vector<std::vector<std::vector<uint8_t>>>& player_pngs = {});

/// Standard base64 (RFC 4648, with padding) of `bytes`.
[[nodiscard]] std::string base64(const std::vector<uint8_t>& bytes);

}  // namespace gaitlab

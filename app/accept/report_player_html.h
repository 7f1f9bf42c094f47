// The player's part of report.html (DECISIONS "Report player"): per run and direction a canvas that plays the
// recorded ticks of app/accept/report_player.h, zoomed 1-8x pixel-exact by the browser, with its controls, and the
// one inline script (vanilla JS, no libraries, nothing loaded) that runs every player and the findings' "play"
// buttons. Without scripts the players and buttons stay hidden and the filmstrips show the motion.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/accept/report_player.h"

namespace gaitlab {

inline constexpr int kPlayerZoom = 3;  ///< the zoom a player opens at: the filmstrips' scale

/// The player's data, as the page carries it: {"id", "dir", "anim", "width", "height" (window, map px), "columns",
/// "cells", "ground_y", "step_ticks", "slide": {"warn_px", "fail_px", "verdict"}, "tick_fields": [...names],
/// "foot_fields": [...names], "ticks": [[t_ms, frame, phase, cell, left, right, metric_slide_px], ...]} where a foot
/// is null (not planted) or [x, y, start_x, start_y, slide_px, verdict] in window px, and metric_slide_px is the
/// foot-slide metric's running slide or null. Arrays, named once, keep a direction's 200 ticks to a few KB.
[[nodiscard]] nlohmann::json playerJson(const DirectionPlayer& player, const std::string& id);

/// The player's block: hidden until the script shows it; `sheet_png` is the PNG of player.sheet.
[[nodiscard]] std::string playerHtml(const DirectionPlayer& player, const std::string& id,
                                     const std::vector<uint8_t>& sheet_png, const std::string& title);

/// A finding's "play" button: jumps player `id` to `t_ms` (hidden without scripts).
[[nodiscard]] std::string playFindingButton(const std::string& id, int64_t t_ms);

/// The players' CSS rules.
[[nodiscard]] const char* playerStyle();
/// The page's one script (a <script> element): every player and every "play" button.
[[nodiscard]] const char* playerScript();

}  // namespace gaitlab

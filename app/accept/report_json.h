// report.json of `gaitlab accept`: every run's metrics, per direction, with thresholds and verdicts, the
// animations' metrics and the filmstrip captions (README "Gait acceptance" lists the keys).
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "app/accept/accept_run.h"

namespace gaitlab {

/// One metric: {"id", "label", "unit", "value" (null: no data), "verdict" (pass, warn, fail, no data, or shown for a
/// value without bounds), "threshold": text, "at_ms", "note"}.
[[nodiscard]] nlohmann::json metricJson(const MetricResult& metric);
/// {"verdict", "runs": [{"art", "scenario", "seconds", "ticks", "verdict", "error", "warnings", "contacts",
///  "overall": [metrics], "directions": [{"dir", "verdict", "metrics"}], "animations": [{"name", "verdict",
///  "metrics", "directions"}], "filmstrips": [{"dir", "anim", "file", "cells": [{"t_ms", "frame", "phase",
///  "planted"}]}]}]}. `strip_files[r][k]` is the PNG written for run r's strip k ("" when none).
/// The set's findings, worst first (app/accept/findings.h): [{"kind" (art, project, cannot judge), "verdict", "metric",
/// "where", "what", "fix", "line" (the summary's), "evidence" (the PNG of the frames in question, "" when none)}].
/// `evidence_files[k]` is finding k's.
[[nodiscard]] nlohmann::json findingsJson(const std::vector<Finding>& findings,
                                          const std::vector<std::string>& evidence_files);
[[nodiscard]] nlohmann::json reportJson(const std::vector<AcceptResult>& runs,
                                        const std::vector<std::vector<std::string>>& strip_files);

}  // namespace gaitlab

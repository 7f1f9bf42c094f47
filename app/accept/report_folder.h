// One report folder of `gaitlab accept`: filmstrips/*.png, report.json and report.html (README "gaitlab accept").
#pragma once

#include <string>
#include <vector>

#include "app/accept/accept_run.h"

namespace gaitlab {

/// Writes the runs' report into `dir` (created when missing). Returns "" or the first write error, naming the file.
[[nodiscard]] std::string writeReportFolder(const std::vector<AcceptResult>& runs, const std::string& dir);

}  // namespace gaitlab

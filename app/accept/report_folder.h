// One report folder of `gaitlab accept`: filmstrips/*.png, evidence/*.png (the frames of each finding), report.json and
// report.html (README "Gait acceptance"); the players' sheets are only inline in report.html.
#pragma once

#include <string>
#include <vector>

#include "app/accept/accept_run.h"
#include "app/files/output_list.h"

namespace gaitlab {

/// Writes the runs' report into `dir` (created when missing), each file listed in `list` (app/files/output_list.h)
/// before it is written and written through a temporary file (app/files/output_file.h). Returns "" or the first write
/// error or refusal, naming the file.
/// `summary`, when given, receives the set's findings (setFindings) and the evidence PNG of each, relative to `dir`
/// ("" when none).
[[nodiscard]] std::string writeReportFolder(const std::vector<AcceptResult>& runs, const std::string& dir,
                                            OutputList& list,
                                            std::vector<std::pair<Finding, std::string>>* summary = nullptr);

}  // namespace gaitlab

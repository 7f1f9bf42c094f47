// One report folder of `gaitlab accept`: filmstrips/*.png, report.json and report.html (README "gaitlab accept").
#pragma once

#include <string>
#include <vector>

#include "app/accept/accept_run.h"
#include "app/output_list.h"

namespace gaitlab {

/// Writes the runs' report into `dir` (created when missing), each file listed in `list` (app/output_list.h)
/// before it is written and written through a temporary file (app/output_file.h). Returns "" or the first write
/// error or refusal, naming the file.
[[nodiscard]] std::string writeReportFolder(const std::vector<AcceptResult>& runs, const std::string& dir,
                                            OutputList& list);

}  // namespace gaitlab

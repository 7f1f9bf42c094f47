// `gaitlab accept --junit FILE`: the verdicts as JUnit XML, the test-report format GitLab, Jenkins and GitHub
// show natively (README "Gait acceptance"): a <testsuite> per set, a <testcase> per scenario and direction (its
// metrics), and one per animation and direction of the art (its frames' findings). A failing case carries a
// <failure> whose message is the first summary line (app/accept/findings.h), a case that cannot be judged is
// <skipped> (never a pass), a scenario that did not run is an <error>; warnings go to <system-out>.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "app/accept/accept_run.h"

namespace gaitlab {

/// One set's <testsuite> element and its counts.
struct JunitSuite {
    std::string xml;
    int tests = 0;
    int failures = 0;
    int errors = 0;
    int skipped = 0;
};

/// The <testsuite> of set `name` from its runs (made as each set finishes, so a folder's runs are not kept).
[[nodiscard]] JunitSuite junitSuite(const std::string& name, const std::vector<AcceptResult>& runs);

/// The document, `<?xml ...?><testsuites name tests failures errors skipped>` holding `suites` in order. Text is
/// escaped for XML (&, <, >, ", ') and characters XML 1.0 cannot hold are written as U+FFFD.
[[nodiscard]] std::string junitXml(const std::vector<JunitSuite>& suites);

}  // namespace gaitlab

// The index page of `gaitlab accept DIR`: one row per critter animation set, ranked by its worst fault of the art
// and its size (DECISIONS "Findings"), with its top three findings and the frames in question, linking to the set's
// own report; the sets that cannot be judged are listed apart. index.json holds the same
// rows; `gaitlab accept --merge` joins shard indexes through it, so a merged index is byte-identical to the
// index of a single run over all the sets (README "Gait acceptance").
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/accept/accept_run.h"

namespace gaitlab {

/// One of a set's top findings in the index.
struct IndexFinding {
    std::string kind;      ///< findingKindName: art, project, cannot judge
    std::string verdict;   ///< warn, fail or cannot judge
    std::string line;      ///< Finding::line()
    std::string evidence;  ///< the PNG of the frames in question, relative to the index ("" when none)
};

struct IndexEntry {
    std::string set;      ///< the set's name (a path relative to the art folder)
    std::string verdict;  ///< "pass", "warn", "fail", "cannot judge" (fail also for a set that could not run)
    int fails = 0;        ///< failing metrics over all its scenarios
    int warns = 0;
    std::string worst;              ///< e.g. "walk-70: foot slide 3.00 px (fail)", or the error
    std::string report;             ///< the set's report.html, relative to the index
    std::string art = "none";       ///< its worst fault of the art: "fail", "warn" or "none"
    double art_size = 0.0;          ///< that fault's size (Finding::size)
    std::vector<IndexFinding> top;  ///< its first three findings, worst first
    bool cannot_judge = false;      ///< no fault of the art, and something could not be judged
};

/// The row of one set from its runs and its findings (writeReportFolder's summary; evidence paths relative to the
/// set's folder, `report`'s parent).
[[nodiscard]] IndexEntry indexEntry(const std::string& set, const std::vector<AcceptResult>& runs,
                                    const std::string& report,
                                    const std::vector<std::pair<Finding, std::string>>& findings = {});
/// Sorts worst first (DECISIONS "Findings"): sets with a failing fault of the art, then a warned one, each by the
/// size of its worst; then sets failing or warned only on the project's settings or an error; then the sets that
/// could not be judged; then passing sets; ties by more failing then warning metrics, then by name.
void rankEntries(std::vector<IndexEntry>& entries);

/// {"verdict", "sets": [{"set", "verdict", "fails", "warns", "worst", "report", "art", "art_size", "cannot_judge",
/// "top": [{"kind", "verdict", "line", "evidence"}]}], "skipped": [...]}, in rank order,
/// with "run" (what makes shards one run: the art folder, scenarios, options and gaitlab version, an object built
/// by the accept command; left out when null) and "shard" ("K/N"; left out when empty, as in a merged index, so
/// it equals a single run's).
[[nodiscard]] nlohmann::json indexJson(const std::vector<IndexEntry>& entries, const std::vector<std::string>& skipped,
                                       const nlohmann::json& run = nullptr, const std::string& shard = {});
/// Reads indexJson's output back; `run` and `shard`, when given, receive those members (null and "" when absent).
/// Throws JsonError naming `file` and the JSON path of a bad value.
void readIndexJson(const std::string& text, const std::string& file, std::vector<IndexEntry>& entries,
                   std::vector<std::string>& skipped, nlohmann::json* run = nullptr, std::string* shard = nullptr);
/// The self-contained index page.
[[nodiscard]] std::string indexHtml(const std::vector<IndexEntry>& entries, const std::vector<std::string>& skipped);

/// A file-system-safe folder name for a set, unique per name: its letters and digits, at most 60, and 8 hex digits
/// of a hash of the whole name ("critters/hmjmps" -> "critters_hmjmps-1a2b3c4d").
[[nodiscard]] std::string setFolderName(const std::string& set);

}  // namespace gaitlab

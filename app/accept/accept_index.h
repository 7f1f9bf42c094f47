// The index page of `gaitlab accept DIR`: one row per critter animation set, ranked by its worst result (fails
// first, then warnings, each by how many metrics), linking to the set's own report. index.json holds the same
// rows; `gaitlab accept --merge` joins shard indexes through it, so a merged index is byte-identical to the
// index of a single run over all the sets (README "gaitlab accept").
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/accept/accept_run.h"

namespace gaitlab {

struct IndexEntry {
    std::string set;      ///< the set's name (a path relative to the art folder)
    std::string verdict;  ///< "pass", "warn", "fail" (also for a set that could not run)
    int fails = 0;        ///< failing metrics over all its scenarios
    int warns = 0;
    std::string worst;   ///< e.g. "walk-70: foot slide 3.00 px (fail)", or the error
    std::string report;  ///< the set's report.html, relative to the index
};

/// The row of one set from its runs.
[[nodiscard]] IndexEntry indexEntry(const std::string& set, const std::vector<AcceptResult>& runs,
                                    const std::string& report);
/// Sorts worst first: fail before warn before pass, more failing then more warning metrics first, then by name.
void rankEntries(std::vector<IndexEntry>& entries);

/// {"verdict", "sets": [{"set", "verdict", "fails", "warns", "worst", "report"}], "skipped": [...]}, in rank order,
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

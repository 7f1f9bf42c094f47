// The project file next to the art (README "Gait acceptance"): `gaitlab-project.json` in an art folder, or beside a
// sprite file, holding the game's speeds so that every `gaitlab accept` of that art judges it against them without
// `--speeds` (DECISIONS "Scenario speeds"):
//
//   {"speeds": {"walk": 84, "run": 252}}
//
// Either speed may be left out (not both), whole ground px/s in 1..1000, the same as `--speeds walk=W,run=R`, which overrides the
// file. Other keys are errors, as is a key given twice.
#pragma once

#include <optional>
#include <string>

namespace gaitlab {

inline constexpr const char* kProjectFileName = "gaitlab-project.json";

struct ProjectFile {
    std::string file;  ///< the file read
    std::optional<int> walk_speed;
    std::optional<int> run_speed;
};

/// The project file of `art` (a folder: the file in it; a file: the one beside it), nullopt when there is none.
/// Throws JsonError naming the file and the JSON path of a bad value (`/speeds/walk: expected a whole ground speed
/// in px/s, 1..1000, got 0`).
[[nodiscard]] std::optional<ProjectFile> readProjectFile(const std::string& art);

}  // namespace gaitlab

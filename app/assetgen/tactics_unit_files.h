// Writes the generated tactics unit (tactics_unit_data.h) as the files a tactics-sprite-data reader opens: the
// sheet PNG beside the document that names it.
#pragma once

#include <filesystem>
#include <ostream>

namespace gaitlab::assetgen {

/// Writes `dir`/unit.png and `dir`/tactics-sprite-data.json (creating `dir`), one log line for the pair.
/// Throws std::runtime_error naming the path when the directory or a file cannot be written.
void writeTacticsUnit(const std::filesystem::path& dir, std::ostream& log);

}  // namespace gaitlab::assetgen

// What hot reload remembers of a watched file: its last write time and its size. A file that appears, disappears,
// is rewritten, or is edited and saved with its old modification time but a new size counts as changed. The one
// place the asset library, the state definitions and the tactics assets watch files.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <system_error>

namespace gaitlab {

struct FileStamp {
    std::filesystem::file_time_type time = std::filesystem::file_time_type::min();  ///< min() when missing
    std::uintmax_t size = 0;
    bool exists = false;
    bool operator==(const FileStamp&) const = default;
};

/// The stamp of `path` now; a missing or unreadable file gives the default stamp (exists false).
[[nodiscard]] inline FileStamp fileStamp(const std::string& path) {
    std::error_code ec;
    FileStamp stamp;
    const auto time = std::filesystem::last_write_time(path, ec);
    if (ec) return stamp;
    stamp.time = time;
    stamp.exists = true;
    const auto size = std::filesystem::file_size(path, ec);
    stamp.size = ec ? 0 : size;
    return stamp;
}

}  // namespace gaitlab

// What hot reload remembers of a watched file: its last write time, its size and, for files up to
// kContentStampLimit bytes, a hash of its content. A file that appears, disappears, is rewritten, or is edited and
// saved with its old modification time (same size or not) counts as changed. Only regular files are read, so a
// FIFO or a device named like an asset never blocks the poll. The one place the asset library, the state
// definitions and the tactics assets watch files.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

namespace gaitlab {

/// Files larger than this are compared by write time and size only (hashing them on every poll would cost more
/// than the poll is worth), bytes.
inline constexpr std::uintmax_t kContentStampLimit = 4u << 20;

struct FileStamp {
    std::filesystem::file_time_type time = std::filesystem::file_time_type::min();  ///< min() when missing
    std::uintmax_t size = 0;
    std::uint64_t content = 0;  ///< FNV-1a of the bytes (regular files up to kContentStampLimit), else 0
    bool exists = false;
    bool operator==(const FileStamp&) const = default;
};

/// The stamp of `path` now; a missing or unreadable path gives the default stamp (exists false).
[[nodiscard]] FileStamp fileStamp(const std::string& path);

}  // namespace gaitlab

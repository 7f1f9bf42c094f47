// Modification times of watched asset files (hot reload compares them with the time a file was last read).
#pragma once

#include <filesystem>
#include <string>
#include <system_error>

namespace gaitlab {

/// The file's last write time; file_time_type::min() when it does not exist or cannot be read, so a file
/// that appears, disappears or changes all count as a change.
[[nodiscard]] inline std::filesystem::file_time_type modificationTime(const std::string& path) {
    std::error_code ec;
    const auto time = std::filesystem::last_write_time(path, ec);
    return ec ? std::filesystem::file_time_type::min() : time;
}

}  // namespace gaitlab

// The few file and process calls that differ between Linux and Windows (DECISIONS "Windows build"), so the rest of
// app/ is written once. On Windows a path goes to the wide-character API (_wfopen, _waccess), which takes every
// name the file system can hold.
#pragma once

#include <cstdio>
#include <ctime>
#include <filesystem>

namespace gaitlab {

/// std::fopen of `path` with a C `mode` ("rb", "wb"): nullptr and errno on failure.
[[nodiscard]] std::FILE* openFile(const std::filesystem::path& path, const char* mode);
/// Creates `path` as an empty file, failing when anything already has that name (no link is followed). False and
/// errno on failure.
[[nodiscard]] bool createNewFile(const std::filesystem::path& path);
/// Whether the folder `path` may be written by this process (access(W_OK)); errno says why not.
[[nodiscard]] bool folderWritable(const std::filesystem::path& path);
/// The process ID, for names that must differ between two programs running at once.
[[nodiscard]] long processId();
/// `t` in the local time zone (localtime_r; localtime_s on Windows).
[[nodiscard]] std::tm localTime(std::time_t t);

}  // namespace gaitlab

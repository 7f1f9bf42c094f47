// The few file and process calls that differ between Linux and Windows (DECISIONS "Windows build"), so the rest of
// app/ is written once. On Windows a path goes to the wide-character API (_wfopen, _waccess), which takes every
// name the file system can hold.
#pragma once

#include <cstdio>
#include <ctime>
#include <filesystem>
#include <string>
#include <vector>

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
/// A file for a run's own scratch data, opened for reading and writing, that disappears when it is closed or the
/// program ends however it ends (Linux: tmpfile(), unlinked from the start; Windows: a file in the temporary
/// folder opened delete-on-close). nullptr with `error` saying why.
[[nodiscard]] std::FILE* openScratchFile(std::string& error);
/// fseek to byte `offset` from the start, past 2 GiB too. 0 on success.
[[nodiscard]] int seekScratchFile(std::FILE* file, long long offset);
/// Whether a process with ID `pid` is running now (one of another user's counts), so a file named for a process
/// that is gone can be told to be left over.
[[nodiscard]] bool processRunning(long pid);
/// Physical memory free for new allocations now, bytes (sysconf's available pages; GlobalMemoryStatusEx on
/// Windows); 0 when it cannot be told.
[[nodiscard]] unsigned long long availableMemoryBytes();
/// `t` in the local time zone (localtime_r; localtime_s on Windows).
[[nodiscard]] std::tm localTime(std::time_t t);

/// What two paths naming one file have in common, to compare them: the path itself on Linux; on Windows, whose file
/// names ignore case, the path with ASCII letters in lower case.
[[nodiscard]] std::string pathKey(const std::string& path);
/// Whether a part of `path` is one of Windows' device names (CON, PRN, AUX, NUL, COM1-COM9, LPT1-LPT9, in any case,
/// with any extension: nul.json is NUL too), which Windows opens as the device wherever the folder. False on Linux.
[[nodiscard]] bool isWindowsDeviceName(const std::filesystem::path& path);

/// The program's arguments after the program name, as the narrow strings the rest of the program opens files with.
/// Linux: argv as it is. Windows: read from the wide command line, since MinGW's standard library reads a narrow
/// path through the C locale but writes one as UTF-8, so only ASCII survives both (DECISIONS "Windows build"). An
/// argument (or the value of `--option=value`) outside ASCII is replaced by the ASCII short (8.3) name of the file
/// or folder it names; one naming a new file or folder in an existing folder is refused, `error` then saying which
/// and why, and an empty list returned; any other argument is passed as UTF-8.
[[nodiscard]] std::vector<std::string> programArguments(int argc, char** argv, std::string& error);

#ifdef _WIN32
/// `path` as a narrow string the program can open: itself when ASCII, else its ASCII short (8.3) name when it
/// exists and the volume keeps short names, else "" (it cannot be used).
[[nodiscard]] std::string asciiPath(const std::wstring& path);
#endif

}  // namespace gaitlab

// The recent scenario files of the Demo routes panel (DECISIONS "Recent scenario files"): the files started from
// the menu or with --route FILE, newest first, kept across runs in a text file of one path a line beside the
// layout file's default place ($XDG_CONFIG_HOME/gaitlab/, else %APPDATA%\gaitlab\ on Windows, else ~/.config/gaitlab/).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace gaitlab {

/// Most files listed: older ones drop off the end.
inline constexpr std::size_t kMaxRecentFiles = 8;
/// Largest list file read, bytes: past it the list starts empty (gaitlab writes about 1 KiB).
inline constexpr std::size_t kMaxRecentListBytes = 64 * 1024;

/// `<config folder>/recent-scenarios.txt` (userConfigDir(), app/files/install_paths.h); "" when it has no place.
/// The folder is not created here.
[[nodiscard]] std::string defaultRecentFile();

/// The paths listed in `list_file`, in order, each once, at most kMaxRecentFiles; blank lines skipped. A missing,
/// unreadable, non-regular or oversized file gives an empty list (the panel then starts empty; nothing is lost
/// but the list).
[[nodiscard]] std::vector<std::string> readRecentFiles(const std::string& list_file);

/// `list` with `path` (made absolute, lexically normal) first and any earlier mention of it removed, cut to
/// kMaxRecentFiles. A path holding a line break is not listed (`list` comes back as it was).
[[nodiscard]] std::vector<std::string> withRecentFile(std::vector<std::string> list, const std::string& path);

/// Writes `list` to `list_file` (its folder created), one path a line, through a temporary file and a rename.
/// Returns "" or why it could not be written ("<file>: cannot write the file (...)").
[[nodiscard]] std::string writeRecentFiles(const std::string& list_file, const std::vector<std::string>& list);

}  // namespace gaitlab

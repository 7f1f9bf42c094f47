// What gaitlab wrote: one line per output file (the command, its size, an FNV-1a hash of its bytes and its path)
// in the user's state folder, so a later run of the same command can tell its own unchanged output (which
// --force may replace) from a file someone else wrote or edited since (which is never replaced). DECISIONS
// "Outputs never destroy inputs".
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace gaitlab {

/// The record file: outputs.tsv in userStateDir() (app/files/install_paths.h: $XDG_STATE_HOME/gaitlab, else
/// %LOCALAPPDATA%\gaitlab on Windows, else $HOME/.local/state/gaitlab); "" when none is set (nothing is recorded,
/// nothing is recognised).
[[nodiscard]] std::string outputRecordFile();

/// Most lines kept: the oldest go first (a forgotten output is then refused as "not written by gaitlab", never
/// overwritten).
inline constexpr std::size_t kMaxOutputRecords = 4096;

/// FNV-1a 64 of `bytes` (engine/fnv1a.h).
[[nodiscard]] uint64_t outputHash(std::span<const uint8_t> bytes);

/// The command that wrote `path` (an absolute, link-resolved path) as it is now: the last record of that path
/// whose size and hash match the file's current bytes. nullopt when the path is not recorded, the file changed
/// since, or it cannot be read (a non-regular file is never opened).
[[nodiscard]] std::optional<std::string> recordedWriter(const std::string& path);

/// Records that `command` wrote `bytes` to `path` (absolute, link-resolved), replacing the path's older line.
/// The record is rewritten through a temporary file and a rename. Returns "" or why it could not be written
/// (the output itself stands; only a later --force will not recognise it).
std::string recordOutput(const std::string& path, const std::string& command, std::span<const uint8_t> bytes);

}  // namespace gaitlab

// Reading whole files with a bound: every reader of the engine and the app opens files through here, so a FIFO, a
// device, a directory or a huge file is refused with its path named instead of hanging or exhausting memory
// (README "Limits").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace gaitlab {

/// Largest text file read (FOFRM, JSON definitions, maps, sidecars): 32 MiB (a 4096x4096 map is about 17 MB).
inline constexpr std::uint64_t kMaxTextFileBytes = std::uint64_t{32} << 20;
/// Largest binary file read (FRM, FR0-FR5, sprite resources, .pal): 64 MiB.
inline constexpr std::uint64_t kMaxBinaryFileBytes = std::uint64_t{64} << 20;

/// Why `path` cannot be read as a regular file ("is a directory, expected a file", "is a FIFO (named pipe),
/// expected a regular file", "is a device, expected a regular file", "does not exist"), or "" when it is a
/// regular file (symbolic links are followed). Never opens the file, so a FIFO is not blocked on.
[[nodiscard]] std::string notRegularFileReason(const std::string& path);
/// Whether something is at `path`, never throwing: a path that cannot be checked (a loop of links, a folder that
/// cannot be entered) counts as present, so the reader that opens it next names the problem.
[[nodiscard]] bool pathPresent(const std::string& path);

/// The whole of regular file `path`, at most `max_bytes` bytes. Throws FormatError(path, 0, ...) when it is not a
/// regular file (notRegularFileReason), cannot be opened, holds more than `max_bytes` ("is N bytes, more
/// than the limit of M bytes"), or on a read error.
[[nodiscard]] std::vector<std::uint8_t> readRegularFile(const std::string& path, std::uint64_t max_bytes);
/// The same as text (bytes as they are, no newline conversion).
[[nodiscard]] std::string readRegularText(const std::string& path, std::uint64_t max_bytes);

}  // namespace gaitlab

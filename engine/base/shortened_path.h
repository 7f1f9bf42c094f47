// Paths as error messages show them: a hostile name of megabytes cannot make a message of megabytes.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace gaitlab {

/// Paths longer than this are shortened in messages (shortenedPath).
inline constexpr std::size_t kMaxShownPathChars = 256;

/// `path` as an error message shows it: unchanged up to kMaxShownPathChars characters, else its first 100 and
/// last 100 characters with "..." between. FormatError's messages use it for their file; FormatError::file keeps
/// the path as given.
[[nodiscard]] std::string shortenedPath(std::string_view path);

}  // namespace gaitlab

// Error type for every reader of files: names the file, the line (or byte offset) and what was expected.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace gaitlab {

struct FormatError : std::runtime_error {
    std::string file;  ///< path as given to the reader
    int line = 0;      ///< 1-based line for text formats, 0 when not applicable
    long offset = -1;  ///< byte offset for binary formats, -1 when not applicable

    FormatError(std::string file_, int line_, const std::string& what_expected, long offset_ = -1);
};

/// A piece of a file as an error message quotes it: bytes outside printable ASCII as \xNN, at most 80 characters
/// then "..." (a file whose line ends were not found is otherwise one line of megabytes in the message).
[[nodiscard]] std::string shownText(std::string_view text);

/// 1-based line of byte `byte` of `text` (a JSON parser's error position); a byte past the end counts as the
/// end of the text.
[[nodiscard]] int lineOfByte(std::string_view text, std::size_t byte);

}  // namespace gaitlab

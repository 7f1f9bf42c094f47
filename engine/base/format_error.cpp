#include "engine/base/format_error.h"

#include <utility>

#include "engine/base/shortened_path.h"

namespace gaitlab {

namespace {

// "file:line: expected ..." (or "file@offset: ...") so the message alone locates the problem.
std::string formatMessage(const std::string& file, int line, const std::string& what_expected, long offset) {
    std::string where = shortenedPath(file);
    if (line > 0) {
        where += ":" + std::to_string(line);
    } else if (offset >= 0) {
        where += " (byte " + std::to_string(offset) + ")";
    }
    return where + ": " + what_expected;
}

}  // namespace

std::string shortenedPath(std::string_view path) {
    constexpr std::size_t kKept = 100;
    if (path.size() <= kMaxShownPathChars) return std::string(path);
    return std::string(path.substr(0, kKept)) + "..." + std::string(path.substr(path.size() - kKept));
}

int lineOfByte(std::string_view text, std::size_t byte) {
    const std::string_view before = text.substr(0, byte);  // substr clamps a byte past the end
    int line = 1;
    for (char c : before) line += c == '\n' ? 1 : 0;
    return line;
}

FormatError::FormatError(std::string file_, int line_, const std::string& what_expected, long offset_)
    : std::runtime_error(formatMessage(file_, line_, what_expected, offset_)), file(std::move(file_)), line(line_),
      offset(offset_) {}

}  // namespace gaitlab

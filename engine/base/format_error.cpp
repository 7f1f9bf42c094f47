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

std::string shownText(std::string_view text) {
    std::string out;
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (out.size() >= 80) {
            out += "...";
            break;
        }
        if (c >= 0x20 && c < 0x7f) {
            out.push_back(ch);
        } else {
            static const char kHex[] = "0123456789abcdef";
            out += "\\x";
            out.push_back(kHex[c >> 4]);
            out.push_back(kHex[c & 15]);
        }
    }
    return out;
}

}  // namespace gaitlab

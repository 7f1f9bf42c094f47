#include "app/files/terminal_text.h"

#include <cstdio>

namespace gaitlab {

namespace {

/// Code points that change how a terminal shows what follows without being seen: C1 controls, the bidirectional
/// marks, embeddings, overrides and isolates (a right-to-left override turns "gpj.exe" around), and the line and
/// paragraph separators.
bool isInvisibleControl(char32_t cp) {
    return (cp >= 0x80 && cp <= 0x9F) || cp == 0x061C || cp == 0x200E || cp == 0x200F ||
           (cp >= 0x2028 && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}

/// The code point of the 2- or 3-byte UTF-8 sequence at `text[i]`, with its length; {0, 0} for anything else.
std::pair<char32_t, std::size_t> utf8At(std::string_view text, std::size_t i) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
    const auto cont = [&](std::size_t k) { return i + k < text.size() && (b(k) & 0xC0) == 0x80; };
    if ((b(0) & 0xE0) == 0xC0 && cont(1)) return {char32_t(b(0) & 0x1F) << 6 | (b(1) & 0x3F), 2};
    if ((b(0) & 0xF0) == 0xE0 && cont(1) && cont(2))
        return {char32_t(b(0) & 0x0F) << 12 | char32_t(b(1) & 0x3F) << 6 | (b(2) & 0x3F), 3};
    return {0, 0};
}

}  // namespace

std::string terminalText(std::string_view text) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string shown;
    shown.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x80) {
            const auto [cp, length] = utf8At(text, i);
            if (length > 0 && isInvisibleControl(cp)) {
                char escaped[16];
                std::snprintf(escaped, sizeof escaped, "\\u%04X", static_cast<unsigned>(cp));
                shown += escaped;
                i += length - 1;
                continue;
            }
            shown += c;
        } else if (byte >= 0x20 && byte != 0x7F) {
            shown += c;
        } else if (c == '\n') {
            shown += "\\n";
        } else if (c == '\r') {
            shown += "\\r";
        } else if (c == '\t') {
            shown += "\\t";
        } else {
            shown += "\\x";
            shown += kHex[byte >> 4];
            shown += kHex[byte & 0xF];
        }
    }
    return shown;
}

}  // namespace gaitlab

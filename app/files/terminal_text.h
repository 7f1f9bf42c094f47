// Names that come from the user's files (a set, a file, a scenario) printed in a terminal line or table: a control
// character in a name would break the line or the columns, so it is shown escaped instead.
#pragma once

#include <string>
#include <string_view>

namespace gaitlab {

/// `text` with each control byte (0x00-0x1F, 0x7F) written as an escape: "\n", "\r", "\t", else "\xNN" (two
/// upper-case hex digits); each UTF-8 character that steers the terminal unseen (C1 controls U+0080-U+009F, the
/// bidirectional marks, embeddings, overrides and isolates U+061C, U+200E-U+200F, U+202A-U+202E, U+2066-U+2069,
/// and the separators U+2028-U+2029) as "\u" and four upper-case hex digits ("\u202E"); a backslash stays as it
/// is, and every other byte (the rest of UTF-8 included) is kept.
[[nodiscard]] std::string terminalText(std::string_view text);

}  // namespace gaitlab

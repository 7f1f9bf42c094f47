// A line editor for FOFRM text (DECISIONS "Editing deltas in the client"): changes the next_x_k / next_y_k values of
// given references and nothing else, so a file saved from the client keeps its comments, key spellings, order and
// line endings byte for byte.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gaitlab {

/// A change of one reference's deltas: add dx to next_x_k and dy to next_y_k of direction `dir` (§6.1).
struct FofrmDeltaChange {
    int dir = 0;  ///< the [dir_N] section (0 may be the root of a sprite without [dir_0])
    int ref = 0;  ///< reference slot k (frm_k; frm for k = 0)
    int dx = 0;
    int dy = 0;
};

/// The number of references direction `dir` of the FOFRM text lists (frm_0, frm_1, ... up to the first missing
/// one, or the unnumbered frm for slot 0), reading sections as the engine does (§6.1: [dir_N], else [Dir_N]; the
/// root for direction 0 without a section). Throws FormatError naming `path` and the line on a line the reader
/// refuses, and when the direction has no section.
[[nodiscard]] int fofrmReferenceCount(std::string_view text, const std::string& path, int dir);

/// `text` with each change applied. A key present is changed in place (its value only: the spaces around it, a
/// comment on other lines and every other byte stay); where both spellings are present (NextX_k and next_x_k), the
/// value the engine reads (the camel-case one, its last occurrence) is the base and every occurrence gets the new
/// value. A key missing is inserted only when its new value is not 0: next_x_k after the reference's line, next_y_k
/// after next_x_k (else after the reference's line), in the spelling of the reference key
/// (Frm_k: NextX_k; frm_k: next_x_k) and with its spacing around '=', and with the file's line ending.
/// Throws FormatError naming `path` and the line: a line the reader refuses, a direction without a section, a
/// missing reference, a value that is not an integer, a new value outside int16 (D10).
[[nodiscard]] std::string editFofrmDeltas(std::string_view text, const std::string& path,
                                          const std::vector<FofrmDeltaChange>& changes);

}  // namespace gaitlab

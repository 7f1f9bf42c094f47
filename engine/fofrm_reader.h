// FOFRM descriptor reader (decision D8, engine-reference §6.1): root keys, [dir_N] sections, frm_N
// references to PNG frames and next_x_N / NextX_N deltas in both spellings.
#pragma once

#include <string>
#include <string_view>

#include "engine/format_error.h"
#include "engine/sprite_sheet.h"

namespace gaitlab {

/// Parses FOFRM text. `path` names the file in errors and is the base for relative frame paths.
/// Frame images are stored as paths (SpriteFrame::image) joined to the FOFRM's directory, with loader
/// options after `$` stripped. Throws FormatError naming the file and line on: a line that is neither a
/// section, a key=value pair, a comment nor blank; a non-integer value; count <= 0; a direction section
/// missing at d >= 2; a missing frame reference; frame counts differing between directions; a value that
/// does not fit int16 (D10); a reference past `count` (a direction that would flatten to a different frame
/// count); a reference to a .fofrm/.frm file (nested references are not supported yet).
/// Keys are case-sensitive in both spellings (fps/Fps, frm_k/Frm_k, next_x_k/NextX_k, ...); when both are
/// present the camel-case one wins, as in the engine. Missing NextX/NextY and offsets read as 0.
[[nodiscard]] SpriteAnimation parseFofrm(std::string_view text, const std::string& path);

/// Reads the file and parses it; throws FormatError when the file cannot be read.
[[nodiscard]] SpriteAnimation loadFofrm(const std::string& path);

} // namespace gaitlab

// Flare's INCLUDE and APPEND for the animation reader (DECISIONS "Importers"): a Flare mod file may pull in
// another file's lines (`INCLUDE animations/enemies/zombie.txt`, a path from a mod's root) or start with `APPEND`,
// adding its lines to the same file of an earlier mod. gaitlab reads such a file as Flare does: one text with the
// included lines in place and an APPEND file's base before its own lines, each line remembering its file and line
// so errors and warnings name where the text really is. Pure apart from the reads `AtlasLookup::read` does.
//
// Mods: the nearest folder named `mods` above the file holds them; their order is `mods/mods.txt` (one name a
// line, `#` comments; later mods override earlier ones), else name order, and the file's mod is the first folder
// of its path below `mods`. An INCLUDE is looked up in every mod, the last in the order first; outside a `mods`
// folder, beside the file and in each folder above it. An APPEND file's base is the same path in the mods before
// its own, the nearest first.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/formats/sprite_import.h"

namespace gaitlab {

/// Includes nested deeper than this are refused (a reference cycle is refused at once).
inline constexpr int kMaxFlareIncludeDepth = 8;
/// Files read into one expanded text by INCLUDE and APPEND, each read counted (a file included twice counts
/// twice), the file itself not (DECISIONS "Include fan-out"): a mod's animation file includes a handful, while ten
/// includes of a file at each of 8 levels would read 10^8. The bytes of all files read, the file itself included,
/// are bounded by the text-file limit (kMaxTextFileBytes, engine/base/file_read.h).
inline constexpr int kMaxFlareIncludedFiles = 256;

struct FlareOrigin {
    std::string file;
    int line = 0;  ///< 1-based
};

struct FlareText {
    std::string text;                  ///< the expanded lines, each ending in '\n'
    std::vector<FlareOrigin> origins;  ///< origins[k]: where line k + 1 of `text` came from
    std::vector<std::string> files;    ///< every file read for it, `path` first (for watching)
};

/// `text` of file `path` with its INCLUDE lines replaced by the included files' (expanded) lines and, when its
/// first line that is not blank is `APPEND`, its base's expanded lines first and the APPEND line dropped. Throws
/// FormatError naming the file and line of the INCLUDE or APPEND: an included file or base that cannot be found
/// ("expected an included file 'x': not found ..."), an include cycle ("INCLUDE cycle: a -> b -> a"), nesting past
/// kMaxFlareIncludeDepth, more than kMaxFlareIncludedFiles files read or more than kMaxTextFileBytes bytes read in all
/// (both naming the INCLUDE or APPEND that crosses the limit and the chain of files it is read through:
/// "expected at most 256 files read by INCLUDE and APPEND, 'c.txt' is the 257th (a.txt -> b.txt -> c.txt)"), or an
/// APPEND file outside a `mods` folder or with no base before its mod.
[[nodiscard]] FlareText expandFlareText(std::string_view text, const std::string& path, const AtlasLookup& atlas);

}  // namespace gaitlab

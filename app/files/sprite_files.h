// The files a sprite is read from, for hot reload: a change to any of them can change what loadSprite
// returns (engine/gait/sprite_loader.h). Follows the readers' rules: FOFRM references (§6.1,
// D8: frm_k / Frm_k / unnumbered frm, loader options after `$` stripped, paths relative to the FOFRM,
// nested FOFRM followed recursively), the `.pal` beside an FRM or FR0-FR5 file (§6.2) and the six FRx
// siblings; for an imported sprite (Aseprite, Flare, PNG strip: engine/gait/sprite_loader.h importedSpriteInputs) the
// definition file and its atlas.
#pragma once

#include <string>
#include <vector>

namespace gaitlab {

/// Every file `path` is (or would be) read from, `path` first, each once, in discovery order. Candidates
/// that do not exist yet are included (a `.pal` or `.fr1` created later must trigger a reload). PNG and
/// other image references are included as the FOFRM names them. `palette` (when not empty) is the palette
/// given on the command line and replaces the `.pal` candidates. Never throws: an unreadable or malformed
/// FOFRM contributes only the references found on its well-formed lines (the reader reports the error).
[[nodiscard]] std::vector<std::string> spriteInputFiles(const std::string& path, const std::string& palette = {});

}  // namespace gaitlab

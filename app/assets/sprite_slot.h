// One sprite the asset library keeps on screen (a humanoid animation or a file the user opened) and the loader
// that reads it: any format of engine/gait/sprite_loader.h (FOFRM with its PNG frames decoded here, FRM, FR0-FR5,
// sprite resources), recording the FileStamp of every input file (app/files/sprite_files.h: nested references, the .pal beside
// an FRM or the one given, the PNGs) so a later change of any of them is seen. The loader decides what to show and
// what error to report; it does not keep pixels or errors itself (app/assets/frame_pixels.h, engine/base/error_record.h).
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "app/files/watched_files.h"
#include "engine/base/error_record.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

struct SpriteSlot {
    std::string path;
    std::string name;         ///< animation name given to what loads ("walk", the file stem)
    std::string palette;      ///< `.pal` for FRM/FRx (empty: the one beside the file, else the default, §6.2)
    bool placeholder = true;  ///< a file that never loaded gets the magenta placeholder
    bool optional = false;    ///< a missing file is no error (the humanoid's actions)
    std::shared_ptr<const SpriteAnimation> anim;  ///< last good version; null before the first load
    bool shows_placeholder = false;               ///< `anim` is the placeholder (the file never loaded)
    WatchedFiles files;                           ///< every input file, as last read
    /// The art's footstep events come from its own foot contacts (SpriteAnimation::footsteps, DECISIONS
    /// "Footsteps of any art"): a user's file, not the humanoid the definition was written for.
    bool own_footsteps = false;
};

/// What one load of a slot gives.
struct SpriteSlotLoad {
    bool ok = false;  ///< loaded without error (or an optional file that does not exist)
    /// The file's current error ("file:line: ...", "file (byte N): ...", the PNG decoder's text); none: clear it.
    std::optional<ErrorRecord> error;
    /// The animation to show from now on, frames carrying their rgba pixels (name = slot.name, source = the file
    /// unless the reader set one): the new version, or the placeholder for a slot that never loaded. None: keep
    /// slot.anim as it is (a failed reload keeps the last good version).
    std::optional<SpriteAnimation> show;
    /// `show` is the placeholder (its frames keep their pixels; a loaded version's are kept by the pixel store).
    bool placeholder = false;
};

/// Sets `anim.footsteps` from its frames' detected foot contacts (footstepFrames; none when no foot touches down)
/// and adds a warning saying which frames fire "footstep" in place of the definition's. Frames carry rgba pixels.
void setOwnFootsteps(SpriteAnimation& anim);

/// The magenta placeholder animation: one direction, one kPlaceholderWidth x kPlaceholderHeight frame
/// (app/assets/frame_pixels.h) with its pixels, 100 ms, no movement; `name` and `source` = `path`.
[[nodiscard]] SpriteAnimation placeholderAnimation(const std::string& name, const std::string& path);

/// A slot for `path` opened by the user: named after the file stem, no placeholder (nothing to assign until it
/// loads), not optional.
[[nodiscard]] SpriteSlot openedSpriteSlot(const std::string& path, const std::string& palette);

/// Whether `slot` needs a load: it never watched anything, or a watched file changed.
[[nodiscard]] bool needsLoad(const SpriteSlot& slot);

/// Reads `slot.path` (with slot.palette), replacing slot.files by the stamps of every input file; does not change
/// slot.anim. An optional file that does not exist: ok, no error, nothing to show. A file that does not read or has
/// no frames: its error, and the placeholder to show when the slot has none and wants one. A FOFRM whose PNG frames
/// do not all decode: the error naming them, and the animation (failed frames as placeholders) only when the slot
/// has no version yet. Never throws.
[[nodiscard]] SpriteSlotLoad loadSpriteSlot(SpriteSlot& slot);

}  // namespace gaitlab

// The foot-contacts sidecar (`contacts.json`, README "Formats"): per animation, direction and frame the left and
// right foot's point relative to the sprite root and whether it is planted. Where a sidecar has an animation its
// data overrides detection (engine/gait/contacts.h; DECISIONS "Foot contacts", D28). The reader checks every
// value and names the file and JSON path of the first bad one; the writer produces the layout the generator
// writes for the shipped humanoid (reading then writing that file gives the same values, animations in name order).
//
// Schema (all values integers, booleans or null):
//   {"critter": NAME, "canvas": {"width": W, "height": H}, "root": {"x": X, "y": Y},
//    "draw_offset": {"x": X, "y": Y},
//    "animations": {NAME: {"fofrm": FILE, "frames": N, "dirs": [ 1, 6 or 8 arrays of N frames ]}}}
// with 6 in hexagonal order NE E SE SW W NW and 8 in square order NE E SE S SW W NW N (docs/DECISIONS.md
// "Square geometry"), the order of the sprite's own directions.
// A frame is {"left": FOOT, "right": FOOT}; a FOOT is {"x": X, "y": Y, "planted": B} with B true or false,
// or null for "cannot tell" (FootState::Undecided), or the FOOT itself is null: no contact data.
// `critter`, `canvas`, `root` and `draw_offset` describe the art and are optional on reading.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine/gait/contacts.h"

namespace gaitlab {

struct ContactAnimation {
    std::string fofrm;                ///< the sprite file the entry describes, as written
    int frames = 0;                   ///< frames per direction
    std::vector<SheetContacts> dirs;  ///< 1, 6 or 8 (the sprite's order), each with `frames` frames
};

struct ContactSidecar {
    std::string file;  ///< the path it was read from (empty when built in memory)
    std::string critter;
    int canvas_width = 0;
    int canvas_height = 0;
    ipos root{0, 0};
    ipos draw_offset{0, 0};
    std::map<std::string, ContactAnimation> animations;
    std::vector<std::string> order;  ///< animation names the writer puts first, in this order (the reader: name order)

    /// The contacts of `anim` for direction index `dir` of a sprite with `dir_count` directions (a one-direction
    /// entry serves every direction), or nullptr when the sidecar has no such animation, or when `dir_count` > 0
    /// and the entry has neither 1 nor `dir_count` directions (its order would not be the sprite's).
    [[nodiscard]] const SheetContacts* find(const std::string& anim, int dir, int dir_count = 0) const;
};

/// Reads and checks a sidecar. Throws JsonError "<file>: <json path>: expected ..." (engine/base/json_reader.h).
[[nodiscard]] ContactSidecar readContactSidecar(const std::string& path);
/// Parses sidecar `text`; `file` names it in errors.
[[nodiscard]] ContactSidecar parseContactSidecar(const std::string& text, const std::string& file);

/// The sidecar as JSON text in the generator's layout (one line per frame). Animations in `order`, then any
/// others by name.
[[nodiscard]] std::string contactSidecarJson(const ContactSidecar& sidecar);

/// Where a sheet's contacts came from.
enum class ContactSource { Sidecar, Detected };

struct ResolvedContacts {
    SheetContacts contacts;
    ContactSource source = ContactSource::Detected;
};

/// The sidecar's contacts for `anim` / `dir` when `sidecar` has that animation, with the stance its planted points
/// make (stanceFromContacts), else detectSheetContacts(sheet, travel, shadow, image_ids): `travel` is the
/// direction's step (screen px), `shadow` the animation's, `image_ids` (may be empty) the frames' pictures.
/// `dir` indexes the sprite's `dir_count` directions (0: not known, the entry's own index is used). Throws
/// JsonError naming the sidecar file and "/animations/<anim>/frames" when its frame count is not the sheet's, or
/// "/animations/<anim>/dirs" when `dir_count` > 0 and the entry has neither 1 nor `dir_count` directions (e.g. a
/// 6-direction entry for 8-direction art).
[[nodiscard]] ResolvedContacts resolveContacts(const SpriteSheet& sheet, const ContactSidecar* sidecar,
                                               const std::string& anim, int dir, int dir_count, ipos travel,
                                               const GroundShadow& shadow = {},
                                               const std::vector<uint64_t>& image_ids = {});

}  // namespace gaitlab

// Which animation each critter shows instead of the humanoid's: per (critter, slot) either a sprite file the user
// opened (by its index in the opened files, so the critter always gets that file's last good version, across hot
// reloads) or a fixed animation built in memory (sheet operations, D9). Holds no files itself: the opened files'
// current versions are passed in.
#pragma once

#include <map>
#include <memory>
#include <span>
#include <string>
#include <utility>

#include "engine/anim/critter_body.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

/// A sprite file opened by the user (command line, drag and drop), as the Files panel lists it.
struct OpenedSprite {
    std::string path;
    std::shared_ptr<const SpriteAnimation> anim;  ///< last good version; null when it never loaded
    std::string error;                            ///< current error ("file:line: ..."), empty when loaded
};

class CritterAssignments {
public:
    /// Assigns opened file `file` (an index into the opened files) to critter `critter`'s `slot`, replacing what
    /// was assigned there. The caller checks that the index is valid.
    void assignFile(int critter, CritterAnim slot, int file);
    /// Assigns the fixed animation `anim` (not null) to critter `critter`'s `slot`, replacing what was there.
    void assignFixed(int critter, CritterAnim slot, std::shared_ptr<const SpriteAnimation> anim);
    /// Removes every assignment of critter `critter`. True when there was one.
    bool clear(int critter);
    /// `base` with critter `critter`'s assignments applied: a file's current `anim` from `files` (indexed as
    /// assigned; a file without a version leaves the base animation), or the fixed animation.
    [[nodiscard]] CritterAnimations apply(int critter, CritterAnimations base,
                                          std::span<const OpenedSprite> files) const;
    /// The opened file (index) assigned to critter `critter`'s `slot`; -1 for none or a fixed animation.
    [[nodiscard]] int fileOf(int critter, CritterAnim slot) const;
    /// Critter `critter`'s `slot` assignment as the Files panel names it: the file's path from `files`, "(built)"
    /// for a fixed animation, "" when nothing is assigned.
    [[nodiscard]] std::string describe(int critter, CritterAnim slot, std::span<const OpenedSprite> files) const;

private:
    struct Assignment {
        int file = -1;  // index into the opened files, or -1 for `fixed`
        std::shared_ptr<const SpriteAnimation> fixed;
    };
    std::map<std::pair<int, CritterAnim>, Assignment> by_slot_;
};

}  // namespace gaitlab

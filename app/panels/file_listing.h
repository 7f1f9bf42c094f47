// What the Files panel shows of one opened sprite file, as plain values (no ImGui), so the tests can check it: the
// title (an FR0-FR5 set named by its base, listed once), a summary line and T per direction.
#pragma once

#include <string>
#include <vector>

#include "app/assets/critter_assignments.h"
#include "engine/hex/hex.h"

namespace gaitlab {

/// One direction of a loaded sprite: its name (dirName(d, dirs.size()): NE E SE SW W NW for six directions, NE E SE
/// S SW W NW N for eight, D27; "all" for a one-direction sprite), frame count and T, the walk cycle's total NextX/NextY (SpriteSheet::cycle.total, pixels).
struct FileDirectionRow {
    std::string dir;
    int frames = 0;
    ipos total{};
};

struct FileListing {
    /// The path; for an FR0-FR5 set the base without the extension and "(FR0-FR5 set)", or "(FR0 only, one
    /// direction)" when the set loaded with one direction (§6.2).
    std::string title;
    /// "6 dirs x 9 frames, fps 10" for a file that loaded, empty otherwise.
    std::string summary;
    /// One row per direction, empty when the file never loaded.
    std::vector<FileDirectionRow> dirs;
};

[[nodiscard]] FileListing fileListing(const OpenedSprite& file);

}  // namespace gaitlab

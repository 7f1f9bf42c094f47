#include "app/panels/file_listing.h"

#include "engine/formats/frm_reader.h"
#include "engine/hex/hex_geometry.h"

namespace gaitlab {

FileListing fileListing(const OpenedSprite& file) {
    FileListing listing;
    if (isFrxPath(file.path)) {
        // The six files are one sprite: name it by what they share, "dir/RAT" of "dir/RAT.fr0".
        const std::string base = file.path.substr(0, file.path.size() - 4);
        const bool one_direction = file.anim && file.anim->dirs.size() == 1;
        listing.title = one_direction ? file.path + " (FR0 only, one direction)" : base + " (FR0-FR5 set)";
    } else {
        listing.title = file.path;
    }
    if (!file.anim) return listing;
    const SpriteAnimation& anim = *file.anim;
    const int frames = anim.dirs.empty() ? 0 : anim.dirs.front().frameCount();
    listing.summary = std::to_string(anim.dirs.size()) + (anim.dirs.size() == 1 ? " dir" : " dirs") + " x " +
                      std::to_string(frames) + " frames, fps " + std::to_string(anim.fps);
    for (std::size_t d = 0; d < anim.dirs.size(); ++d) {
        const SpriteSheet& sheet = anim.dirs[d];
        listing.dirs.push_back(FileDirectionRow{
            anim.dirs.size() == 1 ? "all" : dirName(static_cast<int>(d), static_cast<int>(anim.dirs.size())),
            sheet.frameCount(), sheet.cycle.total});
    }
    return listing;
}

}  // namespace gaitlab

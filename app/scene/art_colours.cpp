#include "app/scene/art_colours.h"

#include <algorithm>
#include <unordered_map>

#include "app/assets/asset_library.h"
#include "engine/world/world.h"

namespace gaitlab {

std::vector<Rgba8> selectedArtColours(const World& world, const AssetLibrary& assets, std::size_t limit) {
    if (world.critters().empty() || world.selectedUnit()) return {};
    const CritterAnimations& anims =
        world.critters().at(static_cast<std::size_t>(world.selected())).body().animations();
    std::unordered_map<uint32_t, std::size_t> counts;
    for (const auto* anim : {anims.idle.get(), anims.walk.get(), anims.run.get()}) {
        if (anim == nullptr) continue;
        const SpriteAnimation pixels = assets.withPixels(*anim);
        for (const SpriteSheet& sheet : pixels.dirs)
            for (const SpriteFrame& frame : sheet.frames)
                for (std::size_t i = 0; i + 3 < frame.rgba.size(); i += 4) {
                    if (frame.rgba[i + 3] != 255) continue;
                    ++counts[static_cast<uint32_t>(frame.rgba[i]) << 16 |
                             static_cast<uint32_t>(frame.rgba[i + 1]) << 8 | frame.rgba[i + 2]];
                    if (counts.size() > limit) return {};
                }
    }
    std::vector<std::pair<uint32_t, std::size_t>> sorted(counts.begin(), counts.end());
    std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    std::vector<Rgba8> out;
    for (const auto& [rgb, n] : sorted)
        out.push_back(
            Rgba8{static_cast<uint8_t>(rgb >> 16), static_cast<uint8_t>(rgb >> 8), static_cast<uint8_t>(rgb), 255});
    return out;
}

}  // namespace gaitlab

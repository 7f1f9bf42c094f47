#include "app/assets/tile_set.h"

#include "app/assets/sprite_pixels.h"
#include "app/files/image_file.h"

namespace gaitlab {

TileSet::Load TileSet::load(const std::string& name, AssetErrorLog& errors) {
    Tile& tile = tiles_[name];
    tile.path = dir_ + "/" + name + ".png";
    tile.files = WatchedFiles();
    tile.files.watch(tile.path);
    RgbaImage image;
    std::string warning;
    if (std::string error = loadPng(tile.path, image, &warning); !error.empty()) {
        errors.set(tile.path, error);
        if (!tile.image.empty()) return {false, false};
        tile.image = placeholderImage(32, 16);
        return {false, true};
    }
    errors.clear(tile.path);
    errors.setWarnings(tile.path,
                       warning.empty() ? std::vector<ErrorRecord>{} : std::vector{imageWarning(tile.path, warning)});
    tile.image = std::move(image);
    return {true, true};
}

int TileSet::reloadChanged(AssetErrorLog& errors) {
    int changed = 0;
    for (auto& [name, tile] : tiles_)
        if (tile.files.changed() && load(name, errors).changed) ++changed;
    return changed;
}

ipos TileSet::size(const std::string& name) const {
    const auto it = tiles_.find(name);
    if (it == tiles_.end() || it->second.image.empty()) return {32, 16};
    return {it->second.image.width, it->second.image.height};
}

const RgbaImage* TileSet::pixels(const std::string& name) const {
    const auto it = tiles_.find(name);
    return it == tiles_.end() ? nullptr : &it->second.image;
}

}  // namespace gaitlab

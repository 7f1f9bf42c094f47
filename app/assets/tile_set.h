// The ground tiles of the map: <dir>/<name>.png per tile name, decoded through SDL2_image, each watched with its
// FileStamp. A tile that fails keeps its last good image (a 32x16 magenta placeholder when none ever loaded) and
// reports the error in the asset errors (app/assets/asset_error_log.h) until it loads again.
#pragma once

#include <map>
#include <string>

#include "app/assets/asset_error_log.h"
#include "app/files/watched_files.h"
#include "engine/hex/hex.h"
#include "render/rgba_image.h"

namespace gaitlab {

class TileSet {
public:
    /// `dir` holds the tile PNGs (<asset_dir>/tiles).
    explicit TileSet(std::string dir) : dir_(std::move(dir)) {}

    /// What one load did: whether the tile loaded, and whether its pixels changed (a new image or the first
    /// placeholder; a failed reload of a tile that had an image changes nothing).
    struct Load {
        bool ok = false;
        bool changed = false;
    };
    /// Reads tile `name` (<dir>/<name>.png) now, setting or clearing its error in `errors`.
    Load load(const std::string& name, AssetErrorLog& errors);
    /// Reloads every tile whose file changed since it was read. Returns how many changed pixels.
    int reloadChanged(AssetErrorLog& errors);
    /// Whether tile `name` was ever loaded (or tried).
    [[nodiscard]] bool contains(const std::string& name) const { return tiles_.find(name) != tiles_.end(); }
    /// Tile image size, pixels; (32,16) for an unknown tile.
    [[nodiscard]] ipos size(const std::string& name) const;
    /// The tile's image (last good or placeholder), or null for an unknown tile.
    [[nodiscard]] const RgbaImage* pixels(const std::string& name) const;

private:
    struct Tile {
        std::string path;
        RgbaImage image;
        WatchedFiles files;
    };
    std::string dir_;
    std::map<std::string, Tile> tiles_;
};

}  // namespace gaitlab

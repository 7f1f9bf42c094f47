// The assets on screen: the humanoid's idle/walk/run FOFRMs (D8) with their PNG frames, the ground tiles
// and the map. Keeps the last good version of every file when a reload fails, records the error (file +
// line) for the overlay and logs it; a file that never loaded is replaced by a magenta placeholder.
// Also the pixel source of the renderer.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <ostream>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/critter_view.h"
#include "engine/draw_list.h"
#include "engine/hex_map.h"
#include "render/pixel_source.h"
#include "render/rgba_image.h"

namespace gaitlab {

class AssetLibrary : public SpritePixelSource {
public:
    /// `asset_dir` holds critters/humanoid/, tiles/ and maps/ (empty = the source tree's assets/);
    /// `map_file` empty = <asset_dir>/maps/demo.json. Errors are also written to `log` when given.
    explicit AssetLibrary(std::string asset_dir = {}, std::string map_file = {}, std::ostream* log = nullptr);

    /// Loads everything. Returns true when every file loaded without error (placeholders otherwise).
    bool loadAll();
    /// Reloads the files whose modification time changed since they were last read (FOFRMs, their PNGs,
    /// tile PNGs, the map). Returns true when anything on screen changed (generation() moved on).
    bool reloadChanged();

    /// The humanoid's animations: new shared_ptr objects after every successful reload of a file.
    [[nodiscard]] CritterAnimations humanoid() const;
    /// The last good map; a 20x20 grass map when none ever loaded.
    [[nodiscard]] const HexMap& map() const { return map_; }
    /// Tile image size, pixels ((32,16) placeholder size for an unknown tile).
    [[nodiscard]] ipos tileSize(const std::string& name) const;

    /// Current errors, one line each ("file:line: what"), empty when everything loaded.
    [[nodiscard]] std::vector<std::string> errors() const;
    [[nodiscard]] const std::string& assetDir() const { return asset_dir_; }
    /// Moves on after every change of animations, tiles or map (the renderer drops its atlas).
    [[nodiscard]] uint64_t generation() const { return generation_; }
    /// Changes only when the map was reloaded.
    [[nodiscard]] uint64_t mapGeneration() const { return map_generation_; }

    [[nodiscard]] uint64_t pixelGeneration() const override { return generation_; }
    [[nodiscard]] const RgbaImage* pixelsFor(const SpriteKey& key) const override;

private:
    using FileTime = std::filesystem::file_time_type;
    struct AnimSlot {
        std::string path;
        std::shared_ptr<const SpriteAnimation> anim;
        std::map<std::string, FileTime> files;   // FOFRM and every PNG it references, as last read
    };
    struct TileSlot {
        std::string path;
        RgbaImage image;
        FileTime time{};
    };

    bool loadAnimation(AnimSlot& slot, const char* name);
    bool loadTile(const std::string& name);
    bool loadMap();
    void setError(const std::string& file, const std::string& text);
    void clearError(const std::string& file);
    static bool changed(const std::string& path, FileTime known);

    std::string asset_dir_;
    std::string map_file_;
    std::ostream* log_;
    AnimSlot idle_;
    AnimSlot walk_;
    AnimSlot run_;
    std::unordered_map<SpriteKey, RgbaImage, SpriteKeyHash> frame_pixels_;
    std::map<std::string, TileSlot> tiles_;
    HexMap map_;
    FileTime map_time_{};
    std::map<std::string, std::string> errors_;  // file -> message
    uint64_t generation_ = 1;
    uint64_t map_generation_ = 1;
};

} // namespace gaitlab

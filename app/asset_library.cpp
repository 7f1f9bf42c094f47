#include "app/asset_library.h"

#include <system_error>

#include "app/gl_window.h"
#include "engine/fofrm_reader.h"
#include "engine/format_error.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

constexpr int kPlaceholderWidth = 24;
constexpr int kPlaceholderHeight = 40;

fs::file_time_type modificationTime(const std::string& path) {
    std::error_code ec;
    const auto time = fs::last_write_time(path, ec);
    return ec ? fs::file_time_type::min() : time;
}

SpriteAnimation placeholderAnimation(const std::string& name, const std::string& path) {
    SpriteAnimation anim;
    anim.name = name;
    anim.source = path;
    SpriteSheet sheet;
    SpriteFrame frame;
    frame.width = kPlaceholderWidth;
    frame.height = kPlaceholderHeight;
    sheet.frames.push_back(frame);
    sheet.anim_ticks = 1000 / anim.fps;
    sheet.rebuildCycle();
    anim.dirs.push_back(std::move(sheet));
    return anim;
}

} // namespace

AssetLibrary::AssetLibrary(std::string asset_dir, std::string map_file, std::ostream* log)
    : asset_dir_(asset_dir.empty() ? std::string(GAITLAB_ASSET_DIR) : std::move(asset_dir)),
      map_file_(map_file.empty() ? asset_dir_ + "/maps/demo.json" : std::move(map_file)),
      log_(log) {
    const std::string critter_dir = asset_dir_ + "/critters/humanoid/";
    idle_.path = critter_dir + "idle.fofrm";
    walk_.path = critter_dir + "walk.fofrm";
    run_.path = critter_dir + "run.fofrm";
    // A usable map before loadAll(): the scene can always be built.
    map_.name = "fallback";
    map_.size = {20, 20};
    map_.blocked.assign(400, 0);
    map_.tile_kind.assign(400, 0);
    map_.tile_names = {"grass"};
}

bool AssetLibrary::loadAll() {
    bool ok = loadMap();
    ok = loadAnimation(idle_, "idle") && ok;
    ok = loadAnimation(walk_, "walk") && ok;
    ok = loadAnimation(run_, "run") && ok;
    for (const std::string& name : map_.tile_names) ok = loadTile(name) && ok;
    return ok;
}

bool AssetLibrary::changed(const std::string& path, FileTime known) { return modificationTime(path) != known; }

bool AssetLibrary::reloadChanged() {
    const uint64_t before = generation_;
    if (changed(map_file_, map_time_)) {
        loadMap();
        for (const std::string& name : map_.tile_names)
            if (tiles_.find(name) == tiles_.end()) loadTile(name);
    }
    for (AnimSlot* slot : {&idle_, &walk_, &run_}) {
        bool dirty = slot->files.empty();
        for (const auto& [path, time] : slot->files) dirty = dirty || changed(path, time);
        if (dirty) loadAnimation(*slot, slot == &idle_ ? "idle" : slot == &walk_ ? "walk" : "run");
    }
    for (auto& [name, tile] : tiles_)
        if (changed(tile.path, tile.time)) loadTile(name);
    return generation_ != before;
}

bool AssetLibrary::loadAnimation(AnimSlot& slot, const char* name) {
    std::map<std::string, FileTime> files{{slot.path, modificationTime(slot.path)}};
    SpriteAnimation anim;
    try {
        anim = loadFofrm(slot.path);
    } catch (const std::exception& e) {
        // FormatError's text already names file and line.
        setError(slot.path, e.what());
        slot.files = files;
        if (!slot.anim) {
            anim = placeholderAnimation(name, slot.path);
            frame_pixels_[SpriteKey{SpriteKey::Kind::Frame, slot.path, 0, 0}] =
                placeholderImage(kPlaceholderWidth, kPlaceholderHeight);
            slot.anim = std::make_shared<const SpriteAnimation>(std::move(anim));
            ++generation_;
        }
        return false;
    }
    if (anim.source.empty()) anim.source = slot.path;
    anim.name = name;

    std::string png_errors;
    std::unordered_map<std::string, RgbaImage> decoded;
    std::unordered_map<SpriteKey, RgbaImage, SpriteKeyHash> pixels;
    for (std::size_t d = 0; d < anim.dirs.size(); ++d) {
        for (std::size_t i = 0; i < anim.dirs[d].frames.size(); ++i) {
            SpriteFrame& frame = anim.dirs[d].frames[i];
            RgbaImage image;
            if (!frame.rgba.empty() && frame.width > 0 && frame.height > 0) {
                image.width = frame.width;
                image.height = frame.height;
                image.pixels = frame.rgba;
            } else if (auto it = decoded.find(frame.image); it != decoded.end()) {
                image = it->second;
            } else {
                files[frame.image] = modificationTime(frame.image);
                if (std::string error = loadPng(frame.image, image); !error.empty()) {
                    png_errors += (png_errors.empty() ? "" : "; ") + error;
                    image = placeholderImage(kPlaceholderWidth, kPlaceholderHeight);
                }
                decoded[frame.image] = image;
            }
            frame.width = image.width;
            frame.height = image.height;
            pixels[SpriteKey{SpriteKey::Kind::Frame, anim.source, static_cast<int>(d), static_cast<int>(i)}] =
                std::move(image);
        }
    }
    slot.files = files;
    if (!png_errors.empty()) {
        setError(slot.path, png_errors);
        // A half-written PNG must not replace frames that were fine: keep the last good animation.
        if (slot.anim) return false;
    } else {
        clearError(slot.path);
    }
    if (slot.anim) {
        const std::string old_source = slot.anim->source;
        std::erase_if(frame_pixels_, [&old_source](const auto& entry) {
            return entry.first.kind == SpriteKey::Kind::Frame && entry.first.name == old_source;
        });
    }
    for (auto& entry : pixels) frame_pixels_[entry.first] = std::move(entry.second);
    slot.anim = std::make_shared<const SpriteAnimation>(std::move(anim));
    ++generation_;
    return png_errors.empty();
}

bool AssetLibrary::loadTile(const std::string& name) {
    TileSlot& tile = tiles_[name];
    tile.path = asset_dir_ + "/tiles/" + name + ".png";
    tile.time = modificationTime(tile.path);
    RgbaImage image;
    if (std::string error = loadPng(tile.path, image); !error.empty()) {
        setError(tile.path, error);
        if (tile.image.empty()) {
            tile.image = placeholderImage(32, 16);
            ++generation_;
        }
        return false;
    }
    clearError(tile.path);
    tile.image = std::move(image);
    ++generation_;
    return true;
}

bool AssetLibrary::loadMap() {
    map_time_ = modificationTime(map_file_);
    try {
        HexMap map = loadHexMap(map_file_);
        if (map.size.width <= 0 || map.size.height <= 0)
            throw FormatError(map_file_, 0, "map size must be positive");
        map_ = std::move(map);
    } catch (const std::exception& e) {
        setError(map_file_, e.what());
        return false;
    }
    clearError(map_file_);
    ++generation_;
    ++map_generation_;
    return true;
}

CritterAnimations AssetLibrary::humanoid() const { return CritterAnimations{idle_.anim, walk_.anim, run_.anim}; }

ipos AssetLibrary::tileSize(const std::string& name) const {
    const auto it = tiles_.find(name);
    if (it == tiles_.end() || it->second.image.empty()) return {32, 16};
    return {it->second.image.width, it->second.image.height};
}

const RgbaImage* AssetLibrary::pixelsFor(const SpriteKey& key) const {
    if (key.kind == SpriteKey::Kind::Tile) {
        const auto it = tiles_.find(key.name);
        return it == tiles_.end() ? nullptr : &it->second.image;
    }
    const auto it = frame_pixels_.find(key);
    return it == frame_pixels_.end() ? nullptr : &it->second;
}

std::vector<std::string> AssetLibrary::errors() const {
    std::vector<std::string> out;
    out.reserve(errors_.size());
    for (const auto& entry : errors_) out.push_back(entry.second);
    return out;
}

void AssetLibrary::setError(const std::string& file, const std::string& text) {
    auto& slot = errors_[file];
    if (slot != text && log_ != nullptr) *log_ << "asset error: " << text << '\n';
    slot = text;
}

void AssetLibrary::clearError(const std::string& file) {
    if (errors_.erase(file) > 0 && log_ != nullptr) *log_ << "asset ok again: " << file << '\n';
}

} // namespace gaitlab

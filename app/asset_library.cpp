#include "app/asset_library.h"

#include <optional>
#include <system_error>

#include "app/file_stamp.h"
#include "app/image_file.h"
#include "app/sprite_files.h"
#include "engine/format_error.h"
#include "engine/palette.h"
#include "engine/sprite_loader.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

constexpr int kPlaceholderWidth = 24;
constexpr int kPlaceholderHeight = 40;
constexpr int kPlaceholderTicks = 100;  // one frame at the FOFRM default of 10 fps (§6.1)

SpriteAnimation placeholderAnimation(const std::string& name, const std::string& path) {
    SpriteAnimation anim;
    anim.name = name;
    anim.source = path;
    SpriteSheet sheet;
    SpriteFrame frame;
    frame.width = kPlaceholderWidth;
    frame.height = kPlaceholderHeight;
    const RgbaImage image = placeholderImage(kPlaceholderWidth, kPlaceholderHeight);
    frame.rgba = image.pixels;
    sheet.frames.push_back(frame);
    // A fixed duration, never 1000 / fps: fps 0 is legal in files (§6.1, §6.2).
    sheet.anim_ticks = kPlaceholderTicks;
    sheet.rebuildCycle();
    anim.dirs.push_back(std::move(sheet));
    return anim;
}

std::string stemOf(const std::string& path) { return fs::path(path).stem().string(); }

}  // namespace

AssetLibrary::AssetLibrary(std::string asset_dir, std::string map_file, std::ostream* log)
    : asset_dir_(asset_dir.empty() ? std::string(GAITLAB_ASSET_DIR) : std::move(asset_dir)),
      map_file_(map_file.empty() ? asset_dir_ + "/maps/demo.json" : std::move(map_file)), log_(log),
      tactics_(asset_dir_ + "/tactics/tactics-sprite-data.json", asset_dir_ + "/anim/tactics.states.json"),
      critter_states_(asset_dir_ + "/anim/humanoid.states.json", asset_dir_ + "/critters/humanoid/events.json") {
    const std::string critter_dir = asset_dir_ + "/critters/humanoid/";
    for (CritterAnim anim : kCritterAnims) {
        AnimSlot& slot = humanoid_[static_cast<std::size_t>(anim)];
        slot.name = critterAnimName(anim);
        slot.path = critter_dir + slot.name + ".fofrm";
        // Only the movement animations are required: a critter without actions still walks.
        slot.optional = anim != CritterAnim::Idle && anim != CritterAnim::Walk && anim != CritterAnim::Run;
        slot.placeholder = !slot.optional;
    }
    // A usable map before loadAll(): the world can always be built.
    map_.name = "fallback";
    map_.size = {20, 20};
    map_.blocked.assign(400, 0);
    map_.tile_kind.assign(400, 0);
    map_.tile_names = {"grass"};
}

bool AssetLibrary::loadAll() {
    bool ok = loadMap();
    for (AnimSlot& slot : humanoid_) ok = loadAnimation(slot) && ok;
    ok = loadCritterStates() && ok;
    ok = checkActionSprites() && ok;
    for (AnimSlot& slot : opened_slots_) ok = loadAnimation(slot) && ok;
    syncOpenedErrors();
    for (const std::string& name : map_.tile_names) ok = loadTile(name) && ok;
    ok = loadTactics() && ok;
    return ok;
}

bool AssetLibrary::changed(const std::string& path, FileStamp known) { return fileStamp(path) != known; }

bool AssetLibrary::reloadChanged() {
    const uint64_t before = generation_;
    if (changed(map_file_, map_stamp_)) {
        loadMap();
        for (const std::string& name : map_.tile_names)
            if (tiles_.find(name) == tiles_.end()) loadTile(name);
    }
    std::vector<AnimSlot*> slots;
    for (AnimSlot& slot : humanoid_) slots.push_back(&slot);
    for (AnimSlot& slot : opened_slots_) slots.push_back(&slot);
    for (AnimSlot* slot : slots) {
        bool dirty = slot->files.empty();
        for (const auto& [path, time] : slot->files) dirty = dirty || changed(path, time);
        if (dirty) loadAnimation(*slot);
    }
    syncOpenedErrors();
    for (auto& [name, tile] : tiles_)
        if (changed(tile.path, tile.stamp)) loadTile(name);
    if (tactics_.changedOnDisk()) loadTactics();
    if (critter_states_.changedOnDisk()) loadCritterStates();
    checkActionSprites();
    return generation_ != before;
}

void AssetLibrary::registerPixels(const SpriteAnimation& anim) {
    for (std::size_t d = 0; d < anim.dirs.size(); ++d) {
        for (std::size_t i = 0; i < anim.dirs[d].frames.size(); ++i) {
            const SpriteFrame& frame = anim.dirs[d].frames[i];
            RgbaImage image;
            if (frame.width > 0 && frame.height > 0 &&
                frame.rgba.size() ==
                    static_cast<std::size_t>(frame.width) * static_cast<std::size_t>(frame.height) * 4) {
                image.width = frame.width;
                image.height = frame.height;
                image.pixels = frame.rgba;
            } else if (frame.width == 0 && frame.height == 0 && frame.image.empty()) {
                image = RgbaImage(1, 1);  // an empty frame (FRM/.gsprite 0x0) draws nothing
            } else {
                image = placeholderImage(kPlaceholderWidth, kPlaceholderHeight);
            }
            frame_pixels_[SpriteKey{SpriteKey::Kind::Frame, anim.source, static_cast<int>(d), static_cast<int>(i)}] =
                std::move(image);
        }
    }
}

bool AssetLibrary::loadAnimation(AnimSlot& slot) {
    std::map<std::string, FileStamp> files;
    for (const std::string& file : spriteInputFiles(slot.path, slot.palette)) files[file] = fileStamp(file);
    if (slot.optional && !fs::exists(slot.path)) {
        // Watched until it appears; a version that loaded before stays (as for any failed reload).
        files[slot.path] = fileStamp(slot.path);
        slot.files = files;
        clearError(slot.path);
        return true;
    }
    SpriteAnimation anim;
    try {
        const std::optional<Palette> palette = slot.palette.empty() ? std::nullopt
                                                                    : std::optional<Palette>(loadPal(slot.palette));
        anim = loadSprite(slot.path, palette ? &*palette : nullptr);
        if (anim.dirs.empty() || anim.dirs.front().frames.empty())
            throw FormatError(slot.path, 0, "the sprite has no frames");
    } catch (const std::exception& e) {
        // FormatError's text already names file and line or byte offset (and direction and frame).
        setError(slot.path, errorRecordOf(e, slot.path));
        slot.files = files;
        if (!slot.anim && slot.placeholder) {
            anim = placeholderAnimation(slot.name, slot.path);
            registerPixels(anim);
            slot.anim = std::make_shared<const SpriteAnimation>(std::move(anim));
            ++generation_;
        }
        return false;
    }
    if (anim.source.empty()) anim.source = slot.path;
    anim.name = slot.name;

    // PNG frames (FOFRM references) are decoded here; FRM, FRx and .gsprite frames carry their pixels.
    std::string png_errors;
    std::unordered_map<std::string, RgbaImage> decoded;
    for (SpriteSheet& sheet : anim.dirs) {
        for (SpriteFrame& frame : sheet.frames) {
            if (!frame.rgba.empty() || frame.image.empty()) continue;
            auto it = decoded.find(frame.image);
            if (it == decoded.end()) {
                RgbaImage image;
                files.emplace(frame.image, fileStamp(frame.image));
                if (std::string error = loadPng(frame.image, image); !error.empty()) {
                    png_errors += (png_errors.empty() ? "" : "; ") + error;
                    image = placeholderImage(kPlaceholderWidth, kPlaceholderHeight);
                }
                it = decoded.emplace(frame.image, std::move(image)).first;
            }
            frame.width = it->second.width;
            frame.height = it->second.height;
            frame.rgba = it->second.pixels;
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
    registerPixels(anim);
    // The renderer only needs the keys; dropping the copies keeps one decoded image per frame in memory.
    for (SpriteSheet& sheet : anim.dirs)
        for (SpriteFrame& frame : sheet.frames) frame.rgba.clear();
    slot.anim = std::make_shared<const SpriteAnimation>(std::move(anim));
    ++generation_;
    return png_errors.empty();
}

int AssetLibrary::openFile(const std::string& path) {
    for (std::size_t i = 0; i < opened_slots_.size(); ++i)
        if (opened_slots_[i].path == path) return static_cast<int>(i);
    AnimSlot slot;
    slot.path = path;
    slot.name = stemOf(path);
    slot.palette = palette_path_;
    slot.placeholder = false;  // nothing to assign until the file loads
    opened_slots_.push_back(std::move(slot));
    opened_.push_back(OpenedSprite{path, nullptr, {}});
    AnimSlot& added = opened_slots_.back();
    if (!isSpritePath(path)) {
        // No placeholder for a file that is no sprite at all: it stays listed with the error only.
        setError(path, FormatError(path, 0,
                                   "unsupported sprite extension '" + fs::path(path).extension().string() +
                                       "', expected .fofrm, .frm, .fr0-.fr5 or .gsprite")
                           .what());
        added.files[path] = fileStamp(path);
    } else {
        loadAnimation(added);
    }
    syncOpenedErrors();
    return static_cast<int>(opened_slots_.size()) - 1;
}

void AssetLibrary::syncOpenedErrors() {
    for (std::size_t i = 0; i < opened_slots_.size(); ++i) {
        const AnimSlot& slot = opened_slots_[i];
        const ErrorRecord* error = errors_.find(slot.path);
        opened_[i].anim = slot.anim;
        opened_[i].error = error == nullptr ? std::string() : error->message;
    }
}

bool AssetLibrary::assign(int critter, CritterAnim slot, int file) {
    if (file < 0 || file >= static_cast<int>(opened_slots_.size()) ||
        !opened_slots_[static_cast<std::size_t>(file)].anim)
        return false;
    assignments_[{critter, slot}] = Assignment{file, nullptr};
    ++generation_;
    return true;
}

std::shared_ptr<const SpriteAnimation> AssetLibrary::assignAnimation(int critter, CritterAnim slot,
                                                                     SpriteAnimation anim) {
    anim.source = "built:" + std::to_string(++built_count_) + ":" + anim.source;
    registerPixels(anim);
    for (SpriteSheet& sheet : anim.dirs)
        for (SpriteFrame& frame : sheet.frames) frame.rgba.clear();
    auto stored = std::make_shared<const SpriteAnimation>(std::move(anim));
    assignments_[{critter, slot}] = Assignment{-1, stored};
    ++generation_;
    return stored;
}

void AssetLibrary::clearAssignments(int critter) {
    const auto erased =
        std::erase_if(assignments_, [critter](const auto& entry) { return entry.first.first == critter; });
    if (erased > 0) ++generation_;
}

CritterAnimations AssetLibrary::animationsFor(int critter) const {
    CritterAnimations anims = humanoid();
    for (const auto& [key, assignment] : assignments_) {
        if (key.first != critter) continue;
        std::shared_ptr<const SpriteAnimation> anim =
            assignment.file >= 0 ? opened_slots_[static_cast<std::size_t>(assignment.file)].anim : assignment.fixed;
        if (anim) animationSlot(anims, key.second) = anim;
    }
    return anims;
}

std::string AssetLibrary::assignmentOf(int critter, CritterAnim slot) const {
    const auto it = assignments_.find({critter, slot});
    if (it == assignments_.end()) return {};
    return it->second.file >= 0 ? opened_slots_[static_cast<std::size_t>(it->second.file)].path : "(built)";
}

SpriteAnimation AssetLibrary::withPixels(const SpriteAnimation& anim) const {
    SpriteAnimation out = anim;
    for (std::size_t d = 0; d < out.dirs.size(); ++d) {
        for (std::size_t i = 0; i < out.dirs[d].frames.size(); ++i) {
            SpriteFrame& frame = out.dirs[d].frames[i];
            const RgbaImage* image =
                pixelsFor(SpriteKey{SpriteKey::Kind::Frame, anim.source, static_cast<int>(d), static_cast<int>(i)});
            const RgbaImage use = image != nullptr ? *image : placeholderImage(kPlaceholderWidth, kPlaceholderHeight);
            frame.width = use.width;
            frame.height = use.height;
            frame.rgba = use.pixels;
            frame.image.clear();
        }
    }
    return out;
}

bool AssetLibrary::loadTile(const std::string& name) {
    TileSlot& tile = tiles_[name];
    tile.path = asset_dir_ + "/tiles/" + name + ".png";
    tile.stamp = fileStamp(tile.path);
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
    map_stamp_ = fileStamp(map_file_);
    try {
        HexMap map = loadHexMap(map_file_);
        if (map.size.width <= 0 || map.size.height <= 0) throw FormatError(map_file_, 0, "map size must be positive");
        map_ = std::move(map);
    } catch (const std::exception& e) {
        setError(map_file_, errorRecordOf(e, map_file_));
        return false;
    }
    clearError(map_file_);
    ++generation_;
    ++map_generation_;
    return true;
}

bool AssetLibrary::loadTactics() {
    const auto before = tactics_.atlas();
    if (std::string error = tactics_.load(); !error.empty()) {
        setError(tactics_.dataPath(), error);
        // The sheet may have reloaded while the definition failed: its new pixels must reach the renderer.
        if (tactics_.atlas() != before) ++generation_;
        return false;
    }
    clearError(tactics_.dataPath());
    if (tactics_.atlas() != before) ++generation_;
    return true;
}

bool AssetLibrary::loadCritterStates() {
    const auto before = critter_states_.states();
    if (std::string error = critter_states_.load(); !error.empty()) {
        setError(critter_states_.statesPath(), error);
        return false;
    }
    clearError(critter_states_.statesPath());
    if (critter_states_.states() != before) ++generation_;
    return true;
}

bool AssetLibrary::checkActionSprites() {
    bool ok = true;
    const anim::StateMachineDef& def = *critter_states_.states();
    for (AnimSlot& slot : humanoid_) {
        // Only a missing optional file is judged here; a file that exists reports its own load errors.
        if (!slot.optional || slot.anim || fs::exists(slot.path)) continue;
        if (def.stateIndex(slot.name) >= 0) {
            setError(slot.path, slot.path + ": missing: state '" + slot.name + "' of " + def.file +
                                    " plays it (the critter shows no sprite in that state)");
            ok = false;
        } else {
            clearError(slot.path);
        }
    }
    return ok;
}

CritterAnimations AssetLibrary::humanoid() const {
    CritterAnimations anims;
    for (CritterAnim anim : kCritterAnims) animationSlot(anims, anim) = humanoid_[static_cast<std::size_t>(anim)].anim;
    return anims;
}

ipos AssetLibrary::tileSize(const std::string& name) const {
    const auto it = tiles_.find(name);
    if (it == tiles_.end() || it->second.image.empty()) return {32, 16};
    return {it->second.image.width, it->second.image.height};
}

const RgbaImage* AssetLibrary::pixelsFor(const SpriteKey& key) const {
    if (key.kind == SpriteKey::Kind::Cell) return tactics_.pixelsFor(key);
    if (key.kind == SpriteKey::Kind::Tile) {
        const auto it = tiles_.find(key.name);
        return it == tiles_.end() ? nullptr : &it->second.image;
    }
    const auto it = frame_pixels_.find(key);
    return it == frame_pixels_.end() ? nullptr : &it->second;
}

std::vector<ErrorRecord> AssetLibrary::errors() const { return errors_.records(); }

void AssetLibrary::setError(const std::string& file, const std::string& text) {
    setError(file, errorRecord(file, text));
}

void AssetLibrary::setError(const std::string& file, ErrorRecord record) {
    const std::string message = record.message;
    if (errors_.set(file, std::move(record)) && log_ != nullptr) *log_ << "asset error: " << message << '\n';
}

void AssetLibrary::clearError(const std::string& file) {
    if (errors_.clear(file) && log_ != nullptr) *log_ << "asset ok again: " << file << '\n';
}

}  // namespace gaitlab

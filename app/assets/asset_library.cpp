#include "app/assets/asset_library.h"

#include <filesystem>

#include "app/files/install_paths.h"
#include "engine/anim/art_check.h"
#include "engine/base/file_read.h"
#include "engine/base/format_error.h"
#include "engine/formats/frm_reader.h"
#include "engine/gait/sprite_loader.h"

namespace gaitlab {

namespace fs = std::filesystem;

AssetLibrary::AssetLibrary(std::string asset_dir, std::string map_file, std::ostream* log)
    : asset_dir_(asset_dir.empty() ? shippedAssetDir() : std::move(asset_dir)),
      map_file_(map_file.empty() ? asset_dir_ + "/maps/demo.json" : std::move(map_file)), tiles_(asset_dir_ + "/tiles"),
      errors_(log),
      tactics_(asset_dir_ + "/tactics/tactics-sprite-data.json", asset_dir_ + "/anim/tactics.states.json"),
      critter_states_(asset_dir_ + "/anim/humanoid.states.json", asset_dir_ + "/critters/humanoid/events.json") {
    const std::string critter_dir = asset_dir_ + "/critters/humanoid/";
    for (CritterAnim anim : kCritterAnims) {
        SpriteSlot& slot = humanoid_[static_cast<std::size_t>(anim)];
        slot.name = critterAnimName(anim);
        slot.path = critter_dir + slot.name + ".fofrm";
        // Only the movement animations are required: a critter without actions still walks.
        slot.optional = anim != CritterAnim::Idle && anim != CritterAnim::Walk && anim != CritterAnim::Run;
        slot.placeholder = !slot.optional;
    }
    const std::string square_dir = asset_dir_ + "/critters/humanoid-square/";
    const CritterAnim moves[3] = {CritterAnim::Idle, CritterAnim::Walk, CritterAnim::Run};
    for (std::size_t i = 0; i < square_humanoid_.size(); ++i) {
        SpriteSlot& slot = square_humanoid_[i];
        slot.name = critterAnimName(moves[i]);
        slot.path = square_dir + slot.name + ".fofrm";
        slot.optional = true;  // without them a square map shows the six-direction humanoid
        slot.placeholder = false;
    }
    // A usable map before loadAll(): the world can always be built.
    map_.name = "fallback";
    map_.size = {20, 20};
    map_.blocked.assign(400, 0);
    map_.tile_kind.assign(400, 0);
    map_.tile_names = {"grass"};
    map_files_.watchUnread(map_file_);
}

bool AssetLibrary::loadAll() {
    bool ok = loadMap();
    for (SpriteSlot& slot : humanoid_) ok = loadSlot(slot) && ok;
    for (SpriteSlot& slot : square_humanoid_)
        if (pathPresent(slot.path)) ok = loadSlot(slot) && ok;
    ok = loadCritterStates() && ok;
    ok = checkActionSprites() && ok;
    for (SpriteSlot& slot : opened_slots_) ok = loadSlot(slot) && ok;
    syncOpenedErrors();
    for (const std::string& name : map_.tile_names) ok = loadTile(name) && ok;
    ok = loadTactics() && ok;
    checkFrameCounts();
    return ok;
}

bool AssetLibrary::reloadChanged() {
    const uint64_t before = generation_;
    if (map_files_.changed()) {
        loadMap();
        for (const std::string& name : map_.tile_names)
            if (!tiles_.contains(name)) loadTile(name);
    }
    for (SpriteSlot& slot : humanoid_)
        if (needsLoad(slot)) loadSlot(slot);
    for (SpriteSlot& slot : square_humanoid_)
        if ((slot.anim || pathPresent(slot.path)) && needsLoad(slot)) loadSlot(slot);
    for (SpriteSlot& slot : opened_slots_)
        if (needsLoad(slot)) loadSlot(slot);
    syncOpenedErrors();
    generation_ += static_cast<uint64_t>(tiles_.reloadChanged(errors_));
    if (tactics_.changedOnDisk()) loadTactics();
    if (critter_states_.changedOnDisk()) loadCritterStates();
    for (auto& entry : type_states_)
        if (entry.second->changedOnDisk()) loadTypeStates(*entry.second);
    checkActionSprites();
    checkFrameCounts();
    dropReloadedDeltaEdits();
    return generation_ != before;
}

bool AssetLibrary::loadSlot(SpriteSlot& slot) {
    const std::vector<std::string> changed = slot.files.changedFiles();
    SpriteSlotLoad load = loadSpriteSlot(slot);
    errors_.update(slot.path, load.error, changed);
    if (load.show) {
        // A version that loaded brings its warnings (none: the old ones go); a placeholder has none of its own.
        if (!load.placeholder) errors_.setWarnings(slot.path, load.show->warnings);
        slot.shows_placeholder = load.placeholder;
        if (slot.anim) frame_pixels_.drop(slot.anim->source);
        frame_pixels_.add(*load.show);
        // The renderer only needs the keys; dropping the copies keeps one decoded image per frame in memory.
        if (!load.placeholder) stripFramePixels(*load.show);
        slot.anim = std::make_shared<const SpriteAnimation>(std::move(*load.show));
        ++generation_;
    } else if (load.ok) {
        errors_.setWarnings(slot.path, {});  // an optional file that is gone
    }
    return load.ok;
}

int AssetLibrary::openFile(const std::string& requested) {
    // Each of RAT.fr0 .. RAT.fr5 loads the whole set: they are one entry, kept under the .fr0 (§6.2).
    const std::string path = frxSetEntry(requested);
    for (std::size_t i = 0; i < opened_slots_.size(); ++i)
        if (opened_slots_[i].path == path) return static_cast<int>(i);
    opened_slots_.push_back(openedSpriteSlot(path, palette_path_));
    opened_.push_back(OpenedSprite{path, nullptr, {}});
    SpriteSlot& added = opened_slots_.back();
    // Art with its own type definition fires that definition's footsteps, not the ones detected in its pixels.
    if (typeStatesOf(path) != nullptr) added.own_footsteps = false;
    if (!isSpritePath(path)) {
        // No placeholder for a file that is no sprite at all: it stays listed with the error only.
        errors_.set(path, FormatError(path, 0, unsupportedSpriteMessage(fs::path(path).extension().string())).what());
        added.files.watch(path);
    } else {
        loadSlot(added);
    }
    syncOpenedErrors();
    return static_cast<int>(opened_slots_.size()) - 1;
}

void AssetLibrary::syncOpenedErrors() {
    for (std::size_t i = 0; i < opened_slots_.size(); ++i) {
        const ErrorRecord* error = errors_.find(opened_slots_[i].path);
        opened_[i].anim = opened_slots_[i].anim;
        opened_[i].error = error == nullptr ? std::string() : error->message;
    }
}

bool AssetLibrary::assign(int critter, CritterAnim slot, int file) {
    if (file < 0 || file >= static_cast<int>(opened_slots_.size()) ||
        !opened_slots_[static_cast<std::size_t>(file)].anim)
        return false;
    assignments_.assignFile(critter, slot, file);
    ++generation_;
    return true;
}

std::shared_ptr<const SpriteAnimation> AssetLibrary::assignAnimation(int critter, CritterAnim slot,
                                                                     SpriteAnimation anim) {
    std::shared_ptr<const SpriteAnimation> stored = frame_pixels_.addBuilt(std::move(anim));
    assignments_.assignFixed(critter, slot, stored);
    ++generation_;
    return stored;
}

void AssetLibrary::clearAssignments(int critter) {
    if (assignments_.clear(critter)) ++generation_;
}

CritterAnimations AssetLibrary::animationsFor(int critter) const {
    return withDeltaEdits(assignments_.apply(critter, humanoid(), opened_));
}

CritterAnimations AssetLibrary::withDeltaEdits(CritterAnimations anims) const {
    if (delta_edits_.empty()) return anims;
    for (CritterAnim anim : kCritterAnims) {
        std::shared_ptr<const SpriteAnimation>& slot = animationSlot(anims, anim);
        if (!slot) continue;
        const auto it = delta_edits_.find(slot->source);
        // Only the version the edits were made on: a reloaded file shows what it holds.
        if (it != delta_edits_.end() && it->second.base == slot) slot = it->second.patched;
    }
    return anims;
}

std::shared_ptr<const SpriteAnimation> AssetLibrary::loadedAnimation(const std::string& source) const {
    for (const SpriteSlot& slot : humanoid_)
        if (slot.anim && slot.anim->source == source) return slot.anim;
    for (const SpriteSlot& slot : square_humanoid_)
        if (slot.anim && slot.anim->source == source) return slot.anim;
    for (const OpenedSprite& file : opened_)
        if (file.anim && file.anim->source == source) return file.anim;
    return nullptr;
}

bool AssetLibrary::setFrameDeltas(const std::string& source, int dir, int frame, int x, int y) {
    const std::shared_ptr<const SpriteAnimation> base = loadedAnimation(source);
    if (!base || dir < 0 || dir >= static_cast<int>(base->dirs.size())) return false;
    if (frame < 0 || frame >= base->dirs[static_cast<std::size_t>(dir)].frameCount()) return false;
    DeltaEdits& edits = delta_edits_[source];
    if (edits.base != base) edits = DeltaEdits{base, nullptr, {}};
    edits.values[{dir, frame}] = ipos(x, y);
    SpriteAnimation patched = *base;
    for (const auto& [where, value] : edits.values) {
        SpriteSheet& sheet = patched.dirs[static_cast<std::size_t>(where.first)];
        SpriteFrame& f = sheet.frames[static_cast<std::size_t>(where.second)];
        f.next_x = static_cast<int16_t>(value.x);
        f.next_y = static_cast<int16_t>(value.y);
    }
    for (SpriteSheet& sheet : patched.dirs) sheet.rebuildCycle();
    edits.patched = std::make_shared<const SpriteAnimation>(std::move(patched));
    ++generation_;
    return true;
}

std::map<std::pair<int, int>, ipos> AssetLibrary::frameDeltaEdits(const std::string& source) const {
    const auto it = delta_edits_.find(source);
    if (it == delta_edits_.end() || it->second.base != loadedAnimation(source)) return {};
    return it->second.values;
}

void AssetLibrary::dropReloadedDeltaEdits() {
    for (auto it = delta_edits_.begin(); it != delta_edits_.end();) {
        if (it->second.base != loadedAnimation(it->first))
            it = delta_edits_.erase(it);
        else
            ++it;
    }
}

std::string AssetLibrary::assignmentOf(int critter, CritterAnim slot) const {
    return assignments_.describe(critter, slot, opened_);
}

SpriteAnimation AssetLibrary::withPixels(const SpriteAnimation& anim) const { return frame_pixels_.withPixels(anim); }

bool AssetLibrary::loadTile(const std::string& name) {
    const TileSet::Load load = tiles_.load(name, errors_);
    if (load.changed) ++generation_;
    return load.ok;
}

bool AssetLibrary::setMapFile(const std::string& map_file) {
    map_file_ = map_file;
    bool ok = loadMap();
    for (const std::string& name : map_.tile_names)
        if (!tiles_.contains(name)) ok = loadTile(name) && ok;
    return ok;
}

bool AssetLibrary::loadMap() {
    map_files_ = WatchedFiles();
    map_files_.watch(map_file_);
    try {
        HexMap map = loadHexMap(map_file_);
        if (map.size.width <= 0 || map.size.height <= 0) throw FormatError(map_file_, 0, "map size must be positive");
        map_ = std::move(map);
    } catch (const std::exception& e) {
        errors_.set(map_file_, errorRecordOf(e, map_file_));
        return false;
    }
    errors_.clear(map_file_);
    ++generation_;
    ++map_generation_;
    return true;
}

bool AssetLibrary::loadTactics() {
    const auto before = tactics_.atlas();
    const std::string error = tactics_.load();
    if (error.empty())
        errors_.clear(tactics_.dataPath());
    else
        errors_.set(tactics_.dataPath(), error);
    // The sheet may have reloaded while the definition failed: its new pixels must reach the renderer.
    if (tactics_.atlas() != before) ++generation_;
    return error.empty();
}

bool AssetLibrary::loadCritterStates() {
    const auto before = critter_states_.states();
    if (std::string error = critter_states_.load(); !error.empty()) {
        errors_.set(critter_states_.statesPath(), error);
        return false;
    }
    errors_.clear(critter_states_.statesPath());
    if (critter_states_.states() != before) ++generation_;
    return true;
}

const CritterStates* AssetLibrary::typeStatesOf(const std::string& sprite_path) {
    const fs::path folder = fs::path(sprite_path).parent_path();
    const std::string key = folder.lexically_normal().string();
    if (const auto it = type_states_.find(key); it != type_states_.end()) return it->second.get();
    std::error_code ec;
    const fs::path states = folder / "states.json";
    const fs::path events = folder / "events.json";
    if (!fs::exists(states, ec) && !fs::exists(events, ec)) return nullptr;
    auto type = std::make_unique<CritterStates>(fs::exists(states, ec) ? states.string() : critter_states_.statesPath(),
                                                events.string());
    loadTypeStates(*type);
    return type_states_.emplace(key, std::move(type)).first->second.get();
}

bool AssetLibrary::loadTypeStates(CritterStates& states) {
    const auto before = states.states();
    if (std::string error = states.load(); !error.empty()) {
        errors_.set(states.sidecarPath() + " (critter type)", error);
        return false;
    }
    errors_.clear(states.sidecarPath() + " (critter type)");
    if (states.states() != before) ++generation_;
    return true;
}

std::shared_ptr<const anim::StateMachineDef> AssetLibrary::critterStatesFor(int critter) const {
    for (const CritterAnim slot : {CritterAnim::Walk, CritterAnim::Idle, CritterAnim::Run, CritterAnim::Attack,
                                   CritterAnim::Hurt, CritterAnim::Death, CritterAnim::Knockback}) {
        const int file = assignments_.fileOf(critter, slot);
        if (file < 0 || file >= static_cast<int>(opened_.size())) continue;
        const std::string key =
            fs::path(opened_[static_cast<std::size_t>(file)].path).parent_path().lexically_normal().string();
        const auto it = type_states_.find(key);
        if (it != type_states_.end() && (it->second->fromFile() || it->second->sidecar())) return it->second->states();
        return critter_states_.states();
    }
    return critter_states_.states();
}

std::vector<const CritterStates*> AssetLibrary::critterTypes() const {
    std::vector<const CritterStates*> out;
    for (const auto& entry : type_states_) out.push_back(entry.second.get());
    return out;
}

bool AssetLibrary::checkActionSprites() {
    bool ok = true;
    const anim::StateMachineDef& def = *critter_states_.states();
    for (const SpriteSlot& slot : humanoid_) {
        // Only a missing optional file is judged here; a file that exists reports its own load errors.
        if (!slot.optional || slot.anim || pathPresent(slot.path)) continue;
        if (def.stateIndex(slot.name) >= 0) {
            errors_.set(slot.path, slot.path + ": missing: state '" + slot.name + "' of " + def.file +
                                       " plays it (the critter shows no sprite in that state)");
            ok = false;
        } else {
            errors_.clear(slot.path);
        }
    }
    return ok;
}

void AssetLibrary::checkFrameCounts() {
    CritterAnimations art;  // the files that loaded: a placeholder's one frame says nothing about the art
    for (CritterAnim anim : kCritterAnims) {
        const SpriteSlot& slot = humanoid_[static_cast<std::size_t>(anim)];
        if (!slot.shows_placeholder) animationSlot(art, anim) = slot.anim;
    }
    const std::string key = critter_states_.statesPath() + " (frame counts)";
    if (!critter_states_.fromFile()) {
        errors_.setWarnings(key, {});
        return;
    }
    errors_.setWarnings(key, anim::critterArtWarnings(*critter_states_.states(), critter_states_.sidecar().get(),
                                                      critter_states_.sidecarPath(), art));
}

CritterAnimations AssetLibrary::humanoid() const {
    CritterAnimations anims;
    for (CritterAnim anim : kCritterAnims) animationSlot(anims, anim) = humanoid_[static_cast<std::size_t>(anim)].anim;
    if (map_.geometry.kind == GeometryKind::Square) {
        const CritterAnim moves[3] = {CritterAnim::Idle, CritterAnim::Walk, CritterAnim::Run};
        for (std::size_t i = 0; i < square_humanoid_.size(); ++i)
            if (square_humanoid_[i].anim) animationSlot(anims, moves[i]) = square_humanoid_[i].anim;
    }
    return anims;
}

ipos AssetLibrary::tileSize(const std::string& name) const { return tiles_.size(name); }

const RgbaImage* AssetLibrary::pixelsFor(const SpriteKey& key) const {
    if (key.kind == SpriteKey::Kind::Cell) return tactics_.pixelsFor(key);
    if (key.kind == SpriteKey::Kind::Tile) return tiles_.pixels(key.name);
    return frame_pixels_.pixelsFor(key);
}

std::vector<ErrorRecord> AssetLibrary::errors() const { return errors_.records(); }

}  // namespace gaitlab

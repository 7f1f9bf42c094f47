#include "app/assets/accept_art.h"

#include <filesystem>

#include "app/assets/asset_library.h"
#include "engine/gait/animation_metrics.h"
#include "engine/gait/figure_pixels.h"
#include "engine/sprite/sheet_ops.h"

namespace gaitlab {

std::string assignArtSet(AssetLibrary& assets, const ArtSet& art, int critter) {
    // Opens `path` and returns its index, or -1 with `error` set.
    std::string error;
    const auto open = [&assets, &error](const std::string& path) {
        const int file = assets.openFile(path);
        const OpenedSprite& opened = assets.openedFiles()[static_cast<std::size_t>(file)];
        if (!opened.anim) {
            error = opened.error.empty() ? path + ": does not load" : opened.error;
            return -1;
        }
        return file;
    };
    const int walk = art.walk_file.empty() ? -1 : open(art.walk_file);
    if (!error.empty()) return error;
    const int run = art.run_file.empty() ? walk : open(art.run_file);
    if (!error.empty()) return error;
    const int idle = art.idle_file.empty() ? -1 : open(art.idle_file);
    if (!error.empty()) return error;
    if (walk >= 0) assets.assign(critter, CritterAnim::Walk, walk);
    if (run >= 0) assets.assign(critter, CritterAnim::Run, run);
    if (idle >= 0) {
        assets.assign(critter, CritterAnim::Idle, idle);
    } else if (walk >= 0) {
        SpriteAnimation standing =
            firstFrame(assets.withPixels(*assets.openedFiles()[static_cast<std::size_t>(walk)].anim));
        standing.name = "idle";
        assets.assignAnimation(critter, CritterAnim::Idle, std::move(standing));
    }
    return {};
}

std::optional<ContactSidecar> readArtSidecar(const ArtSet& art, const std::string& asset_dir) {
    namespace fs = std::filesystem;
    std::string path = art.contacts_file;
    if (path.empty() && art.walk_file.empty()) path = asset_dir + "/critters/humanoid/contacts.json";
    if (path.empty()) {
        const fs::path walk(art.walk_file);
        const fs::path beside = walk.parent_path() / (walk.stem().string() + ".contacts.json");
        std::error_code ec;
        if (fs::is_regular_file(beside, ec)) path = beside.string();
    }
    if (path.empty()) return std::nullopt;
    return readContactSidecar(path);
}

ArtSheets::ArtSheets(const AssetLibrary& assets, CritterAnimations animations, std::optional<ContactSidecar> sidecar,
                     bool derived_idle)
    : assets_(assets), animations_(std::move(animations)), sidecar_(std::move(sidecar)), derived_idle_(derived_idle) {}

ArtSheets::Entry* ArtSheets::entry(const SpriteSheet* sheet) {
    if (!sheet) return nullptr;
    if (const auto it = entries_.find(sheet); it != entries_.end()) return &it->second;
    const std::pair<const char*, const std::shared_ptr<const SpriteAnimation>*> slots[] = {{"idle", &animations_.idle},
                                                                                           {"walk", &animations_.walk},
                                                                                           {"run", &animations_.run}};
    for (const auto& [slot, anim] : slots) {
        if (!*anim) continue;
        for (std::size_t d = 0; d < (*anim)->dirs.size(); ++d) {
            if (&(*anim)->dirs[d] != sheet) continue;
            // One pixel copy per animation, shared by its sheets.
            std::shared_ptr<const SpriteAnimation> copy;
            for (const auto& c : pixel_copies_)
                if (c->source == (*anim)->source && c->name == (*anim)->name && c->dirs.size() == (*anim)->dirs.size())
                    copy = c;
            if (!copy) {
                copy = std::make_shared<const SpriteAnimation>(assets_.withPixels(**anim));
                pixel_copies_.push_back(copy);
            }
            Entry e;
            e.with_pixels = &copy->dirs[d];
            for (const SpriteFrame& f : e.with_pixels->frames) e.info.image_ids.push_back(frameImageId(f));
            // The figure a jump is measured on, and the evidence's name ("walk E").
            e.info.pixels = e.with_pixels;
            e.info.shadow = shadowOf(*copy);
            e.info.label = std::string(slot) +
                           (copy->dirs.size() > 1
                                ? std::string(" ") + dirName(static_cast<int>(d), static_cast<int>(copy->dirs.size()))
                                : std::string());
            // A user's walk file brings no idle: its standing pose is the walk's first frame, with those contacts.
            if (std::string(slot) == "idle" && derived_idle_ && animations_.walk) {
                Entry* walk = entry(&animations_.walk->sheetFor(static_cast<int>(d)));
                if (walk && !walk->info.contacts.frames.empty()) {
                    e.info.contacts.frames.assign(e.with_pixels->frames.size(), walk->info.contacts.frames.front());
                    return &entries_.emplace(sheet, std::move(e)).first->second;
                }
            }
            const std::string name = sidecar_ && sidecar_->animations.count((*anim)->name) ? (*anim)->name : slot;
            try {
                ResolvedContacts resolved = resolveContacts(*e.with_pixels, sidecar_ ? &*sidecar_ : nullptr, name,
                                                            static_cast<int>(d), static_cast<int>(copy->dirs.size()),
                                                            stanceTravel(*copy, d, HexGeometry{}), shadowOf(*copy),
                                                            e.info.image_ids);
                e.info.contacts = std::move(resolved.contacts);
                sources_[slot] = resolved.source == ContactSource::Sidecar ? sidecarName() : "detected from its pixels";
            } catch (const std::exception& error) {
                warnings_.push_back(std::string(error.what()) + ": the " + slot + " contacts are detected instead");
                e.info.contacts = detectSheetContacts(*e.with_pixels, stanceTravel(*copy, d, HexGeometry{}),
                                                      shadowOf(*copy), e.info.image_ids);
                sources_[slot] = "detected from its pixels";
            }
            return &entries_.emplace(sheet, std::move(e)).first->second;
        }
    }
    return nullptr;
}

const GroundShadow& ArtSheets::shadowOf(const SpriteAnimation& copy) {
    const auto it = shadows_.find(&copy);
    if (it != shadows_.end()) return it->second;
    return shadows_.emplace(&copy, animationShadow(copy)).first->second;
}

std::string ArtSheets::sidecarName() const {
    // The report names the file as the user gave it, the shipped one by its place in the assets (no machine path).
    if (!sidecar_) return {};
    const std::filesystem::path path(sidecar_->file);
    if (path.is_relative()) return sidecar_->file;
    return path.parent_path().filename().string() + "/" + path.filename().string();
}

const GaitSheetInfo* ArtSheets::info(const SpriteSheet* sheet) {
    Entry* e = entry(sheet);
    return e ? &e->info : nullptr;
}

const SpriteSheet* ArtSheets::pixels(const SpriteSheet* sheet) {
    Entry* e = entry(sheet);
    return e ? e->with_pixels : nullptr;
}

std::vector<std::vector<uint64_t>> ArtSheets::imageIds(const SpriteAnimation& anim) {
    std::vector<std::vector<uint64_t>> out;
    for (const SpriteSheet& sheet : anim.dirs) {
        const GaitSheetInfo* i = info(&sheet);
        out.push_back(i ? i->image_ids : std::vector<uint64_t>{});
    }
    return out;
}

}  // namespace gaitlab

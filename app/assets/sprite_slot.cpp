#include "app/assets/sprite_slot.h"

#include <algorithm>
#include <filesystem>
#include <unordered_map>
#include <unordered_set>

#include "app/assets/frame_pixels.h"
#include "app/assets/sprite_pixels.h"
#include "app/files/image_file.h"
#include "app/files/sprite_files.h"
#include "engine/base/file_read.h"
#include "engine/base/format_error.h"
#include "engine/formats/palette.h"
#include "engine/gait/animation_metrics.h"
#include "engine/gait/contacts.h"
#include "engine/gait/figure_pixels.h"
#include "engine/gait/footsteps.h"
#include "engine/gait/sprite_loader.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

constexpr int kPlaceholderTicks = 100;  // one frame at the FOFRM default of 10 fps (§6.1)

/// Decodes the PNG frames (FOFRM references, importers' atlas cells, cut by cutFramePixels) of `anim`, each file once, watching each; a PNG that does not
/// decode becomes a placeholder. Returns the decoders' errors joined by "; ", empty when all decoded.
std::string decodePngFrames(SpriteAnimation& anim, WatchedFiles& files) {
    std::string errors;
    std::unordered_map<std::string, RgbaImage> decoded;
    std::unordered_set<std::string> failed;
    for (SpriteSheet& sheet : anim.dirs) {
        for (SpriteFrame& frame : sheet.frames) {
            if (!frame.rgba.empty() || frame.image.empty()) continue;
            auto it = decoded.find(frame.image);
            if (it == decoded.end()) {
                RgbaImage image;
                files.watch(frame.image);
                std::string warning;
                if (std::string error = loadPng(frame.image, image, &warning); !error.empty()) {
                    errors += (errors.empty() ? "" : "; ") + error;
                    image = placeholderImage(kPlaceholderWidth, kPlaceholderHeight);
                    failed.insert(frame.image);
                } else if (!warning.empty()) {
                    anim.warnings.push_back(imageWarning(frame.image, warning));
                }
                it = decoded.emplace(frame.image, std::move(image)).first;
            }
            // A placeholder stands for the whole frame, not for a cell of an atlas that did not decode.
            if (failed.count(frame.image) != 0) frame.src_size = {0, 0};
            const std::string image = frame.image;
            if (std::string error = cutFramePixels(it->second, frame); !error.empty()) {
                errors += (errors.empty() ? "" : "; ") + image + ": " + error;
                frame.src_size = {0, 0};
                (void)cutFramePixels(placeholderImage(kPlaceholderWidth, kPlaceholderHeight), frame);
            }
        }
    }
    return errors;
}

}  // namespace

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
    sheet.anim_ms = kPlaceholderTicks;
    sheet.rebuildCycle();
    anim.dirs.push_back(std::move(sheet));
    return anim;
}

SpriteSlot openedSpriteSlot(const std::string& path, const std::string& palette) {
    SpriteSlot slot;
    slot.path = path;
    slot.name = fs::path(path).stem().string();
    slot.palette = palette;
    slot.placeholder = false;
    slot.own_footsteps = true;
    return slot;
}

bool needsLoad(const SpriteSlot& slot) { return slot.files.empty() || slot.files.changed(); }

void setOwnFootsteps(SpriteAnimation& anim) {
    // The planted foot comes from the pixels alone (engine/gait/stance.h): art without deltas has footsteps too.
    std::vector<SheetContacts> dirs;
    const GroundShadow shadow = animationShadow(anim);
    for (std::size_t d = 0; d < anim.dirs.size(); ++d) {
        std::vector<uint64_t> ids;
        for (const SpriteFrame& f : anim.dirs[d].frames) ids.push_back(frameImageId(f));
        dirs.push_back(detectSheetContacts(anim.dirs[d], stanceTravel(anim, d, HexGeometry{}), shadow, ids));
    }
    const std::optional<std::vector<int>> frames = footstepFrames(dirs);
    anim.footsteps = frames.value_or(std::vector<int>{});
    std::string list;
    for (const int f : anim.footsteps.value()) list += (list.empty() ? "" : ", ") + std::to_string(f);
    anim.warnings.push_back(warningRecord(
        anim.source, 0,
        frames ? "footstep events on frame" + std::string(frames->size() == 1 ? " " : "s ") +
                     (list.empty() ? "none" : list) +
                     " (where a foot touches down in its pixels), in place of the definition's"
               : std::string("no foot touches down in its pixels (no contact data): it fires no footstep events")));
}

SpriteSlotLoad loadSpriteSlot(SpriteSlot& slot) {
    WatchedFiles files;
    for (const std::string& file : spriteInputFiles(slot.path, slot.palette)) files.watch(file);
    SpriteSlotLoad result;
    if (slot.optional && !pathPresent(slot.path)) {
        // Watched until it appears; a version that loaded before stays (as for any failed reload).
        files.watch(slot.path);
        slot.files = files;
        result.ok = true;
        return result;
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
        result.error = errorRecordOf(e, slot.path);
        slot.files = files;
        if (!slot.anim && slot.placeholder) {
            result.show = placeholderAnimation(slot.name, slot.path);
            result.placeholder = true;
        }
        return result;
    }
    if (anim.source.empty()) anim.source = slot.path;
    anim.name = slot.name;

    // PNG frames (FOFRM references) are decoded here; FRM, FRx and sprite resource frames carry their pixels.
    const std::string png_errors = decodePngFrames(anim, files);
    slot.files = files;
    result.ok = png_errors.empty();
    if (!png_errors.empty()) {
        // Named for the sprite as well as the image: two sprites reading one broken PNG are two lines that differ.
        result.error = errorRecord(slot.path, slot.path + ": frame image: " + png_errors);
        // A half-written PNG must not replace frames that were fine: keep the last good animation.
        if (slot.anim) return result;
    }
    if (slot.own_footsteps && png_errors.empty()) setOwnFootsteps(anim);
    result.show = std::move(anim);
    return result;
}

}  // namespace gaitlab

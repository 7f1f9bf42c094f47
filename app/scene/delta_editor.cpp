#include "app/scene/delta_editor.h"

#include <algorithm>
#include <filesystem>
#include <limits>

#include "app/assets/asset_library.h"
#include "app/files/fofrm_export.h"
#include "app/files/output_file.h"
#include "engine/base/file_read.h"
#include "engine/base/format_error.h"
#include "engine/formats/fofrm_edit.h"
#include "engine/formats/sprite_import.h"
#include "engine/world/world.h"

namespace gaitlab {

std::optional<DeltaTarget> DeltaEditor::target(const World& world) const {
    if (world.critters().empty() || world.selectedUnit()) return std::nullopt;
    const WorldCritter& critter = world.critters()[static_cast<std::size_t>(world.selected())];
    const CritterBody& body = critter.body();
    const AlignInfo& align = body.align();
    const bool moving_sheet = align.anim == CritterAnim::Walk || align.anim == CritterAnim::Run;
    DeltaTarget out;
    out.anim = moving_sheet ? align.anim : CritterAnim::Walk;
    const std::shared_ptr<const SpriteAnimation>& anim = animationSlot(body.animations(), out.anim);
    if (!anim || anim->dirs.empty() || anim->source.empty() || !assets_.loadedAnimation(anim->source))
        return std::nullopt;
    out.source = anim->source;
    out.dir = anim->dirIndex(moving_sheet ? align.hdir : body.hdir(), world.geometry().dirCount());
    const SpriteSheet& sheet = anim->dirs[static_cast<std::size_t>(out.dir)];
    if (sheet.frames.empty()) return std::nullopt;
    out.frames = sheet.frameCount();
    out.frame = moving_sheet ? std::clamp(align.frame, 0, out.frames - 1) : 0;
    const SpriteFrame& frame = sheet.frames[static_cast<std::size_t>(out.frame)];
    out.value = ipos(frame.next_x, frame.next_y);
    out.total = sheet.cycle.total;
    return out;
}

bool DeltaEditor::apply(World& world, const Edit& edit, ipos value) {
    if (!assets_.setFrameDeltas(edit.source, edit.dir, edit.frame, value.x, value.y)) {
        message_ = edit.source + " is no longer shown: nothing changed";
        return false;
    }
    world.syncAssets();  // shown at once, paused or not
    return true;
}

bool DeltaEditor::set(World& world, ipos value) {
    const std::optional<DeltaTarget> t = target(world);
    if (!t) {
        message_ = "no walk loaded from a file to edit";
        return false;
    }
    constexpr int lo = std::numeric_limits<int16_t>::min(), hi = std::numeric_limits<int16_t>::max();
    value = ipos(std::clamp(value.x, lo, hi), std::clamp(value.y, lo, hi));  // D10: int16 in files
    if (value == t->value) return false;
    const Edit edit{t->source, t->dir, t->frame, t->value, value};
    if (!apply(world, edit, value)) return false;
    undo_.push_back(edit);
    redo_.clear();
    message_ = "frame " + std::to_string(t->frame) + ": NextX/NextY (" + std::to_string(value.x) + ", " +
               std::to_string(value.y) + "), not saved";
    return true;
}

bool DeltaEditor::nudge(World& world, int dx, int dy) {
    const std::optional<DeltaTarget> t = target(world);
    if (!t) {
        message_ = "no walk loaded from a file to edit";
        return false;
    }
    return set(world, ipos(t->value.x + dx, t->value.y + dy));
}

bool DeltaEditor::undo(World& world) {
    if (undo_.empty()) return false;
    const Edit edit = undo_.back();
    undo_.pop_back();
    if (!apply(world, edit, edit.before)) return false;
    redo_.push_back(edit);
    message_ = "undone: frame " + std::to_string(edit.frame) + " back to (" + std::to_string(edit.before.x) + ", " +
               std::to_string(edit.before.y) + ")";
    return true;
}

bool DeltaEditor::redo(World& world) {
    if (redo_.empty()) return false;
    const Edit edit = redo_.back();
    redo_.pop_back();
    if (!apply(world, edit, edit.after)) return false;
    undo_.push_back(edit);
    message_ = "redone: frame " + std::to_string(edit.frame) + " (" + std::to_string(edit.after.x) + ", " +
               std::to_string(edit.after.y) + ")";
    return true;
}

std::vector<std::string> DeltaEditor::unsavedFiles() const {
    std::vector<std::string> out;
    for (const Edit& edit : undo_) {
        if (std::find(out.begin(), out.end(), edit.source) != out.end()) continue;
        const auto edits = assets_.frameDeltaEdits(edit.source);
        const auto saved = saved_.find(edit.source);
        if (!edits.empty() && (saved == saved_.end() || saved->second != edits)) out.push_back(edit.source);
    }
    return out;
}

std::string newFofrmFor(const std::string& source) {
    namespace fs = std::filesystem;
    const SpritePath split = splitSpritePath(source);
    const fs::path file(split.file);
    std::string stem = selectorStem(split);
    // A FOFRM's own name is taken: its flattened copy gets ".flat".
    if (asciiLower(file.extension().string()) == ".fofrm") stem += ".flat";
    return (file.parent_path() / (stem + ".fofrm")).string();
}

std::string DeltaEditor::save(const std::string& source, bool& ok) {
    ok = false;
    const std::shared_ptr<const SpriteAnimation> base = assets_.loadedAnimation(source);
    const auto edits = assets_.frameDeltaEdits(source);
    if (!base || edits.empty()) return message_ = source + ": nothing to save";
    const bool fofrm = !splitSpritePath(source).has_selector &&
                       asciiLower(std::filesystem::path(source).extension().string()) == ".fofrm";
    try {
        if (fofrm) {
            const std::string text = readRegularText(source, kMaxTextFileBytes);
            std::vector<FofrmDeltaChange> changes;
            bool in_place = true;
            for (const auto& [where, value] : edits) {
                const auto [dir, frame] = where;
                const SpriteSheet& sheet = base->dirs[static_cast<std::size_t>(dir)];
                // Frame k is reference k only when each reference gives one frame (a PNG, a one-frame child).
                if (fofrmReferenceCount(text, source, dir) != sheet.frameCount()) in_place = false;
                const SpriteFrame& loaded = sheet.frames[static_cast<std::size_t>(frame)];
                changes.push_back({dir, frame, value.x - loaded.next_x, value.y - loaded.next_y});
            }
            if (in_place) {
                const std::string edited = editFofrmDeltas(text, source, changes);
                writeOutputFile(source, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(edited.data()),
                                                                 edited.size()));
                ok = true;
                return message_ = "saved " + std::to_string(edits.size()) + " frame delta(s) to " + source;
            }
        }
        // Art that cannot take the edits in place (FRM, FR0-FR5, a sprite resource, an import, a FOFRM whose references give
        // several frames) is never overwritten: a new FOFRM shows the same frames with the deltas as edited.
        const std::string out = newFofrmFor(source);
        // The library keeps the pixels apart from the frames; a frame that is a picture file stays a reference.
        SpriteAnimation frames = assets_.withPixels(*base);
        for (std::size_t d = 0; d < frames.dirs.size(); ++d)
            for (std::size_t k = 0; k < frames.dirs[d].frames.size(); ++k)
                if (!base->dirs[d].frames[k].image.empty())
                    frames.dirs[d].frames[k].image = base->dirs[d].frames[k].image;
        const FofrmExport exported = exportFofrm(frames, out, [&](int d, int k) {
            const auto edit = edits.find({d, k});
            if (edit != edits.end()) return edit->second;
            const SpriteFrame& frame = base->dirs[static_cast<std::size_t>(d)].frames[static_cast<std::size_t>(k)];
            return ipos(frame.next_x, frame.next_y);
        });
        // Its own earlier output it replaces (the client's "--force"); never the source, a frame or another file.
        OutputGuard guard("client", true);
        guard.addSpriteInputs(source, "", *base);
        if (std::string refused = guard.refusals(fofrmExportOutputs(exported, out)); !refused.empty())
            return message_ = "not saved: " + refused;
        writeFofrmExport(exported, out, guard);
        saved_[source] = edits;
        ok = true;
        // File names only: the new files are beside the source, whose folder the Files panel shows.
        namespace fs = std::filesystem;
        message_ =
            "saved " + std::to_string(edits.size()) + " frame delta(s) of " +
            fs::path(splitSpritePath(source).file).filename().string() + " as a new FOFRM beside it, " +
            fs::path(out).filename().string() +
            (exported.pngs.empty() ? "" : " (frames in " + fs::path(exported.frames_dir).filename().string() + "/)") +
            "; open it to go on from there";
        for (const std::string& w : guard.takeWarnings()) message_ += "; " + w;
        return message_;
    } catch (const std::exception& e) {
        return message_ = std::string("not saved: ") + e.what();
    }
}

}  // namespace gaitlab

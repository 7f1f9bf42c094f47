#include "engine/critter_view.h"

#include <algorithm>
#include <cstdint>
#include <utility>

namespace gaitlab {

const char* critterAnimName(CritterAnim anim) {
    switch (anim) {
    case CritterAnim::Idle:
        return "idle";
    case CritterAnim::Walk:
        return "walk";
    case CritterAnim::Run:
        return "run";
    case CritterAnim::Attack:
        return "attack";
    case CritterAnim::Hurt:
        return "hurt";
    case CritterAnim::Death:
        return "death";
    case CritterAnim::Knockback:
        return "knockback";
    }
    return "?";
}

std::optional<CritterAnim> critterAnimFromName(std::string_view name) {
    for (CritterAnim anim : kCritterAnims) {
        if (name == critterAnimName(anim)) {
            return anim;
        }
    }
    return std::nullopt;
}

namespace {

// One switch for the const and the mutable accessor.
template <class Animations>
auto& slotOf(Animations& animations, CritterAnim anim) {
    switch (anim) {
    case CritterAnim::Walk:
        return animations.walk;
    case CritterAnim::Run:
        return animations.run;
    case CritterAnim::Attack:
        return animations.attack;
    case CritterAnim::Hurt:
        return animations.hurt;
    case CritterAnim::Death:
        return animations.death;
    case CritterAnim::Knockback:
        return animations.knockback;
    case CritterAnim::Idle:
        break;
    }
    return animations.idle;
}

} // namespace

std::shared_ptr<const SpriteAnimation>& animationSlot(CritterAnimations& animations, CritterAnim anim) {
    return slotOf(animations, anim);
}

const std::shared_ptr<const SpriteAnimation>& animationSlot(const CritterAnimations& animations, CritterAnim anim) {
    return slotOf(animations, anim);
}

AnimFlags defaultAnimMapping(CritterAnim anim) {
    // What the engine does by action: only walk and run are driven by movement (D4).
    AnimFlags flags;
    flags.movement = anim == CritterAnim::Walk || anim == CritterAnim::Run;
    return flags;
}

CritterView::CritterView(const HexGeometry& geometry, Hex hex, int hdir)
    : geometry_(geometry), hex_(hex), hdir_(wrapHdir(hdir)) {}

void CritterView::setAnimations(CritterAnimations animations) {
    animations_ = std::move(animations);
    // Re-point the displayed sheet at the new data now, so align().sheet never refers to a released sheet.
    align_.sheet = resolveSheet(align_.anim);
}

void CritterView::setAnimMapping(AnimMapping mapping) {
    mapping_ = mapping ? std::move(mapping) : AnimMapping(defaultAnimMapping);
}

void CritterView::setPlaybackSpeed(int percent, int64_t now_ms) {
    playback_base_ms_ = playbackElapsed(now_ms);
    playback_start_ms_ = now_ms;
    playback_speed_percent_ = std::max(percent, 0);
}

int64_t CritterView::playbackElapsed(int64_t now_ms) const {
    const int64_t since = std::max<int64_t>(now_ms - playback_start_ms_, 0);
    return playback_base_ms_ + since * playback_speed_percent_ / 100;
}

void CritterView::clearAnchor() {
    anchor_sheet_ = nullptr;
    anchor_owner_.reset();
    anchor_cycle_ = WalkCycle{};
    anchor_ = {0, 0};
}

void CritterView::setMoving(MovingContext context) {
    if (moving_) {
        moving_->complete(false);
    }
    moving_.emplace(std::move(context));
    completed_pending_ = false;
    clearAnchor();
}

bool CritterView::stopMoving(const HexMap& map) {
    if (moving_) {
        moving_->complete(false);
    }
    moving_.reset();
    completed_pending_ = false;
    clearAnchor();
    const HexPredicate movable = [&map](Hex h) { return map.movable(h); };
    return geometry_.normalizeHexOffset(hex_, hex_offset_, map.size, &movable);
}

void CritterView::changeSpeed(int speed, int64_t now_ms) {
    if (!moving_ || speed <= 0) {
        return;
    }
    moving_->changeSpeed(speed, now_ms);
}

const std::shared_ptr<const SpriteAnimation>& CritterView::animationFor(CritterAnim anim) const {
    return animationSlot(animations_, anim);
}

const SpriteSheet* CritterView::resolveSheet(CritterAnim anim) const {
    const auto& animation = animationFor(anim);
    if (!animation || animation->dirs.empty()) {
        return nullptr;
    }
    return &animation->sheetFor(hdir_);
}

void CritterView::advanceMovement(int64_t now_ms, const HexMap& map, ipos& pos) {
    now_ms_ = now_ms;
    if (moving_ && completed_pending_) {
        stopMoving(map);  // the completing tick has been shown; idle takes over from this tick
    }
    pos = {0, 0};
    if (moving_) {
        moving_->updateCurrentTime(now_ms);
        const MovingProgress progress = moving_->evaluateProgress();
        hex_ = progress.hex;
        hex_offset_ = progress.hex_offset;
        hdir_ = progress.hdir;  // facing follows the progress direction and stays after the stop
        completed_pending_ = progress.completed;
        pos = movementDisplacement(geometry_, moving_->startHex(), moving_->startOffset(), hex_, hex_offset_);
    }
}

void CritterView::process(int64_t now_ms, const HexMap& map) {
    ipos pos;
    advanceMovement(now_ms, map, pos);
    AlignInfo info;
    info.anim = !moving_ ? CritterAnim::Idle
                         : (moving_->speed() < run_threshold_ ? CritterAnim::Walk : CritterAnim::Run);
    selectFrame(info, resolveSheet(info.anim), pos, nullptr);
}

void CritterView::process(int64_t now_ms, const HexMap& map, const AnimSelection& selection) {
    ipos pos;
    advanceMovement(now_ms, map, pos);
    AlignInfo info;
    info.anim = selection.anim;
    selectFrame(info, resolveSheet(info.anim), pos, &selection.frame);
}

void CritterView::selectFrame(AlignInfo& info, const SpriteSheet* sheet, ipos pos, const int* chosen_frame) {
    info.flags = mapping_(info.anim);
    info.hdir = hdir_;
    info.pos = pos;
    info.sheet = sheet;
    info.driven = sheet != nullptr && moving_.has_value() && info.flags.movement && !info.flags.freeze;

    if (info.driven) {
        // Re-anchor before frame selection whenever the resolved sheet changed (§4.5).
        if (sheet != anchor_sheet_) {
            anchor_ = anchor_sheet_ == nullptr ? pos : transferWalkPhase(anchor_cycle_, anchor_, sheet->cycle, pos);
            anchor_sheet_ = sheet;
            anchor_owner_ = animationFor(info.anim);
            anchor_cycle_ = sheet->cycle;
            info.reanchored = true;
        }
        info.walk = evaluateWalkFrame(sheet->cycle, anchor_, pos);
        info.phase = walkPhase(info.walk, sheet->cycle);
        info.frame = info.walk.frame;
        info.offs_anim = info.walk.offs_anim;
        // The next time-driven clip starts from its beginning.
        playback_sheet_ = nullptr;
        playback_owner_.reset();
    } else if (sheet != nullptr && chosen_frame != nullptr) {
        const int n = sheet->frameCount();
        info.frame = n > 0 ? ((*chosen_frame % n) + n) % n : 0;
        info.offs_anim = info.flags.movement || n == 0 ? ipos{0, 0} : accumulatedOffsAnim(sheet->cycle, info.frame);
    } else if (sheet != nullptr) {
        if (sheet != playback_sheet_) {
            playback_sheet_ = sheet;
            playback_owner_ = animationFor(info.anim);
            playback_start_ms_ = now_ms_;
            playback_base_ms_ = 0;
        }
        const int64_t elapsed = playbackElapsed(now_ms_);
        info.frame = engine_timing_
                         ? engineFrameIndex(sheet->frameCount(), sheet->anim_ticks, elapsed, true)
                         : uniformFrameIndex(sheet->frameCount(), sheet->anim_ticks, elapsed, PlaybackMode::Loop);
        // Without Movement offsets accumulate through the frame; a Movement sheet gets no correction (D4).
        info.offs_anim = info.flags.movement ? ipos{0, 0} : accumulatedOffsAnim(sheet->cycle, info.frame);
    }
    info.anchor = anchor_;
    info.rel = info.driven ? pos - anchor_ : ipos{0, 0};
    align_ = info;
}

const SpriteFrame* CritterView::currentFrame() const {
    const SpriteSheet* sheet = resolveSheet(align_.anim);
    if (sheet == nullptr || sheet->frames.empty()) {
        return nullptr;
    }
    const int n = sheet->frameCount();
    return &sheet->frames[static_cast<size_t>(((align_.frame % n) + n) % n)];
}

ipos CritterView::logicalWorld() const {
    return geometry_.hexPos(hex_) + hex_offset_;
}

ipos CritterView::spriteWorld() const {
    return logicalWorld() + align_.offs_anim;
}

void CritterView::place(Hex hex, int hdir) {
    if (moving_) {
        moving_->complete(false);
    }
    moving_.reset();
    completed_pending_ = false;
    clearAnchor();
    hex_ = hex;
    hex_offset_ = {0, 0};
    hdir_ = wrapHdir(hdir);
    align_.offs_anim = {0, 0};
    align_.hdir = hdir_;
}

bool CritterView::shiftPosition(ipos delta, const HexMap& map) {
    if (moving_) {
        return false;
    }
    Hex hex = hex_;
    const int64_t x = int64_t{hex_offset_.x} + delta.x;
    const int64_t y = int64_t{hex_offset_.y} + delta.y;
    if (x < INT16_MIN || x > INT16_MAX || y < INT16_MIN || y > INT16_MAX) {
        return false;
    }
    ipos offset{static_cast<int32_t>(x), static_cast<int32_t>(y)};
    const HexPredicate movable = [&map](Hex h) { return map.movable(h); };
    if (!geometry_.normalizeHexOffset(hex, offset, map.size, &movable)) {
        return false;
    }
    hex_ = hex;
    hex_offset_ = offset;
    return true;
}

} // namespace gaitlab

#include "engine/critter_view.h"

#include <algorithm>
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
    }
    return "?";
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
    switch (anim) {
    case CritterAnim::Walk:
        return animations_.walk;
    case CritterAnim::Run:
        return animations_.run;
    case CritterAnim::Idle:
    default:
        return animations_.idle;
    }
}

const SpriteSheet* CritterView::resolveSheet(CritterAnim anim) const {
    const auto& animation = animationFor(anim);
    if (!animation || animation->dirs.empty()) {
        return nullptr;
    }
    return &animation->sheetFor(hdir_);
}

void CritterView::process(int64_t now_ms, const HexMap& map) {
    now_ms_ = now_ms;
    if (moving_ && completed_pending_) {
        stopMoving(map);  // the completing tick has been shown; idle takes over from this tick
    }

    ipos pos{0, 0};
    if (moving_) {
        moving_->updateCurrentTime(now_ms);
        const MovingProgress progress = moving_->evaluateProgress();
        hex_ = progress.hex;
        hex_offset_ = progress.hex_offset;
        hdir_ = progress.hdir;  // facing follows the progress direction and stays after the stop
        completed_pending_ = progress.completed;
        pos = movementDisplacement(geometry_, moving_->startHex(), moving_->startOffset(), hex_, hex_offset_);
    }

    AlignInfo info;
    info.anim = !moving_ ? CritterAnim::Idle
                         : (moving_->speed() < run_threshold_ ? CritterAnim::Walk : CritterAnim::Run);
    info.flags = mapping_(info.anim);
    info.hdir = hdir_;
    info.pos = pos;
    const SpriteSheet* sheet = resolveSheet(info.anim);
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
    } else if (sheet != nullptr) {
        if (sheet != playback_sheet_) {
            playback_sheet_ = sheet;
            playback_owner_ = animationFor(info.anim);
            playback_start_ms_ = now_ms;
            playback_base_ms_ = 0;
        }
        const int64_t elapsed = playbackElapsed(now_ms);
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

} // namespace gaitlab

#include "engine/anim/critter_body.h"

#include <cstdint>
#include <string>
#include <utility>

#include "engine/base/shortened_path.h"

namespace gaitlab {

const char* critterAnimName(CritterAnim anim) {
    switch (anim) {
    case CritterAnim::Idle: return "idle";
    case CritterAnim::Walk: return "walk";
    case CritterAnim::Run: return "run";
    case CritterAnim::Attack: return "attack";
    case CritterAnim::Hurt: return "hurt";
    case CritterAnim::Death: return "death";
    case CritterAnim::Knockback: return "knockback";
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
    case CritterAnim::Walk: return animations.walk;
    case CritterAnim::Run: return animations.run;
    case CritterAnim::Attack: return animations.attack;
    case CritterAnim::Hurt: return animations.hurt;
    case CritterAnim::Death: return animations.death;
    case CritterAnim::Knockback: return animations.knockback;
    case CritterAnim::Idle: break;
    }
    return animations.idle;
}

}  // namespace

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

CritterBody::CritterBody(const HexGeometry& geometry, Hex hex, int hdir) : mover_(geometry, hex, hdir) {}

void CritterBody::setAnimations(CritterAnimations animations) {
    animations_ = std::move(animations);
    // Re-point the displayed sheet at the new data now, so align().sheet never refers to a released sheet.
    align_.sheet = resolveSheet(align_.anim);
}

void CritterBody::setAnimMapping(AnimMapping mapping) {
    mapping_ = mapping ? std::move(mapping) : AnimMapping(defaultAnimMapping);
}

void CritterBody::setMoving(MovingContext context) { mover_.setMoving(std::move(context)); }

bool CritterBody::stopMoving(const HexMap& map) { return mover_.stopMoving(map); }

void CritterBody::changeSpeed(int speed, int64_t now_ms) { mover_.changeSpeed(speed, now_ms); }

const std::shared_ptr<const SpriteAnimation>& CritterBody::animationFor(CritterAnim anim) const {
    return animationSlot(animations_, anim);
}

const SpriteSheet* CritterBody::resolveSheet(CritterAnim anim) const {
    const auto& animation = animationFor(anim);
    if (!animation || animation->dirs.empty()) {
        return nullptr;
    }
    return &animation->sheetFor(mover_.hdir(), mover_.geometry().dirCount());
}

void CritterBody::process(int64_t now_ms, const HexMap& map, const AnimSelection& selection) {
    const ipos pos = mover_.advance(now_ms, map);
    AlignInfo info;
    info.anim = selection.anim;
    const SpriteSheet* sheet = resolveSheet(info.anim);
    info.flags = mapping_(info.anim);
    info.hdir = mover_.hdir();
    info.pos = pos;
    info.sheet = sheet;
    info.driven = sheet != nullptr && mover_.isMoving() && info.flags.movement && !info.flags.freeze;

    if (info.driven) {
        try {
            // Re-anchor before frame selection whenever the resolved sheet changed (§4.5).
            if (const CycleKey key{sheet, 0}; !mover_.anchoredTo(key)) {
                mover_.anchorTo(key, std::shared_ptr<const WalkCycle>(animationFor(info.anim), &sheet->cycle), pos);
                info.reanchored = true;
            }
            mover_.alignFrame(pos, info);
        } catch (const AlignerOverflow& e) {
            // The numbers come from the sprite's NextX/NextY: name the file and the direction they were read from.
            const auto& animation = animationFor(info.anim);
            const auto direction = sheet - animation->dirs.data();
            throw AlignerOverflow(shortenedPath(animation->source) + ": direction " + std::to_string(direction) + ": " +
                                  e.what());
        }
    } else if (sheet != nullptr) {
        const int n = sheet->frameCount();
        info.frame = n > 0 ? ((selection.frame % n) + n) % n : 0;
        // Without Movement offsets accumulate through the frame; a Movement sheet gets no correction (D4).
        info.offs_anim = info.flags.movement || n == 0 ? ipos{0, 0} : accumulatedOffsAnim(sheet->cycle, info.frame);
    }
    info.anchor = mover_.anchor();
    info.rel = info.driven ? pos - mover_.anchor() : ipos{0, 0};
    align_ = info;
}

const SpriteFrame* CritterBody::currentFrame() const {
    const SpriteSheet* sheet = resolveSheet(align_.anim);
    if (sheet == nullptr || sheet->frames.empty()) {
        return nullptr;
    }
    const int n = sheet->frameCount();
    return &sheet->frames[static_cast<size_t>(((align_.frame % n) + n) % n)];
}

ipos CritterBody::logicalWorld() const { return mover_.geometry().hexPos(mover_.hex()) + mover_.hexOffset(); }

ipos CritterBody::spriteWorld() const { return logicalWorld() + align_.offs_anim; }

void CritterBody::place(Hex hex, int hdir) {
    mover_.place(hex, mover_.geometry().wrapDir(hdir));
    align_.offs_anim = {0, 0};
    align_.hdir = mover_.hdir();
}

bool CritterBody::shiftPosition(ipos delta, const HexMap& map) { return mover_.shiftPosition(delta, map); }

std::optional<ShownFrame> shownFrame(const CritterBody& body, const HexGeometry& geometry) {
    const SpriteFrame* frame = body.currentFrame();
    const SpriteAnimation* anim = body.selectedAnimation().get();
    if (frame == nullptr || anim == nullptr || anim->dirs.empty()) return std::nullopt;
    ShownFrame shown;
    shown.anim = anim;
    shown.frame = frame;
    shown.dir = anim->dirIndex(body.align().hdir, geometry.dirCount());
    shown.frame_index = body.align().frame;
    shown.size = ipos(frame->width, frame->height);
    shown.top_left = spriteTopLeft(critterRoot(geometry, body.hex(), body.hexOffset(), body.align().offs_anim),
                                   shown.size, frame->draw_offset);
    return shown;
}

}  // namespace gaitlab

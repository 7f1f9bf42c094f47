#include "app/tactics_unit.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "engine/tactics_drive.h"

namespace gaitlab {

namespace {

const char* animationNameOf(TacticsAction action) {
    switch (action) {
    case TacticsAction::Swing: return "Swing";
    case TacticsAction::Hurt: return "Hurt";
    case TacticsAction::Death: return "Death";
    case TacticsAction::Walk: return "Walk";
    case TacticsAction::Idle: break;
    }
    return "Idle";
}

// The tick at which frame `index` of `seq` starts: where poseAt shows exactly that frame.
int64_t startTickOf(const tactics::Sequence& seq, int index) {
    if (index <= 0 || seq.ends.empty()) return 0;
    return seq.ends[static_cast<std::size_t>(std::min<int>(index, static_cast<int>(seq.ends.size()))) - 1];
}

} // namespace

const char* tacticsActionName(TacticsAction action) {
    switch (action) {
    case TacticsAction::Idle: return "idle";
    case TacticsAction::Walk: return "walk";
    case TacticsAction::Swing: return "swing";
    case TacticsAction::Hurt: return "hurt";
    case TacticsAction::Death: return "death";
    }
    return "?";
}

TacticsUnit::TacticsUnit(std::string name, const HexGeometry& geometry, Hex hex, int hdir,
                         std::shared_ptr<const tactics::Atlas> atlas, int camera_step)
    : name_(std::move(name)), geometry_(geometry), atlas_(std::move(atlas)), hex_(hex), hdir_(wrapHdir(hdir)),
      facing_(tacticsFacingForHexDir(hdir, -1)), camera_step_(tactics::wrap8(camera_step)),
      view_(tactics::viewOf(facing_, camera_step_)) {
    if (atlas_) startClip(atlas_->idle, TacticsAction::Idle);
}

void TacticsUnit::setAtlas(std::shared_ptr<const tactics::Atlas> atlas) {
    // The player points into the old atlas: drop it before the atlas can go.
    player_.reset();
    atlas_ = std::move(atlas);
    clearAnchor();
    if (!atlas_) return;
    const tactics::Animation* clip = tactics::findAnimation(*atlas_, animationNameOf(action_));
    if (action_ == TacticsAction::Walk || clip == nullptr) {
        startClip(atlas_->idle, action_ == TacticsAction::Walk ? TacticsAction::Walk : TacticsAction::Idle);
    } else {
        startClip(*clip, action_);
    }
}

void TacticsUnit::setCameraStep(int step) { camera_step_ = tactics::wrap8(step); }

void TacticsUnit::startClip(const tactics::Animation& animation, TacticsAction action) {
    action_ = action;
    player_.emplace(*atlas_, animation, view_, water_);
    last_ms_ = now_ms_;
}

void TacticsUnit::clearAnchor() {
    anchored_ = false;
    anchor_sequence_ = -1;
    anchor_hdir_ = -1;
    anchor_ = {0, 0};
}

bool TacticsUnit::setMoving(MovingContext context) {
    if (dead()) return false;
    if (moving_) moving_->complete(false);
    moving_ = std::move(context);
    completed_pending_ = false;
    clearAnchor();
    action_ = TacticsAction::Walk;
    return true;
}

bool TacticsUnit::stopMoving(const HexMap& map) {
    if (moving_) moving_->complete(false);
    moving_.reset();
    completed_pending_ = false;
    clearAnchor();
    if (action_ == TacticsAction::Walk && atlas_) startClip(atlas_->idle, TacticsAction::Idle);
    if (action_ == TacticsAction::Walk) action_ = TacticsAction::Idle;
    const HexPredicate movable = [&map](Hex h) { return map.movable(h); };
    return geometry_.normalizeHexOffset(hex_, hex_offset_, map.size, &movable);
}

void TacticsUnit::changeSpeed(int speed, int64_t now_ms) {
    if (moving_ && speed > 0) moving_->changeSpeed(speed, now_ms);
}

bool TacticsUnit::play(TacticsAction action, const HexMap& map) {
    if (!atlas_ || dead() || action == TacticsAction::Idle || action == TacticsAction::Walk) return false;
    const tactics::Animation* clip = tactics::findAnimation(*atlas_, animationNameOf(action));
    if (clip == nullptr) return false;
    if (moving_) stopMoving(map);
    startClip(*clip, action);
    return true;
}

void TacticsUnit::revive() {
    if (!dead()) return;
    action_ = TacticsAction::Idle;
    if (atlas_) startClip(atlas_->idle, TacticsAction::Idle);
}

void TacticsUnit::place(Hex hex, int hdir) {
    if (moving_) moving_->complete(false);
    moving_.reset();
    completed_pending_ = false;
    clearAnchor();
    hex_ = hex;
    hex_offset_ = {0, 0};
    if (hdir >= 0) {
        hdir_ = wrapHdir(hdir);
        facing_ = tacticsFacingForHexDir(hdir_, facing_);
    }
    align_ = TacticsAlign{};
    if (action_ == TacticsAction::Walk) {
        action_ = TacticsAction::Idle;
        if (atlas_) startClip(atlas_->idle, TacticsAction::Idle);
    }
}

void TacticsUnit::walkFrame(const tactics::Animation& walk) {
    const tactics::Atlas& atlas = *atlas_;
    const bool back = tactics::isBackView(view_);
    const bool mirrored = tactics::isMirroredView(view_);
    const int seq_index = back ? walk.back : walk.front;
    const tactics::Sequence& seq = atlas.sequences.at(static_cast<std::size_t>(seq_index));
    const ipos pos = align_.pos;
    // Re-anchor whenever the cycle changes (view, sequence or hex direction), keeping the phase (§4.5).
    if (!anchored_ || seq_index != anchor_sequence_ || mirrored != anchor_mirrored_ || hdir_ != anchor_hdir_) {
        WalkCycle cycle = tacticsWalkCycle(seq.fb, seq.du, mirrored, geometry_.stepVector(hdir_), seq.frames.size());
        anchor_ = anchored_ ? transferWalkPhase(align_.cycle, anchor_, cycle, pos) : pos;
        anchored_ = true;
        anchor_sequence_ = seq_index;
        anchor_mirrored_ = mirrored;
        anchor_hdir_ = hdir_;
        align_.cycle = std::move(cycle);
        align_.reanchored = true;
    }
    align_.driven = true;
    align_.anchor = anchor_;
    align_.rel = pos - anchor_;
    align_.walk = evaluateWalkFrame(align_.cycle, anchor_, pos);
    align_.phase = walkPhase(align_.walk, align_.cycle);
    align_.frame = align_.walk.frame;
    align_.offs_anim = align_.walk.offs_anim;
    clip_ticks_ = startTickOf(seq, align_.frame);
    pose_ = tactics::poseAt(atlas, walk, view_, clip_ticks_, water_);
    animation_name_ = walk.name;
}

void TacticsUnit::process(int64_t now_ms, const HexMap& map) {
    now_ms_ = now_ms;
    if (moving_ && completed_pending_) stopMoving(map);
    const WalkCycle previous_cycle = align_.cycle;
    align_ = TacticsAlign{};
    align_.cycle = previous_cycle;
    if (moving_) {
        moving_->updateCurrentTime(now_ms);
        const MovingProgress progress = moving_->evaluateProgress();
        hex_ = progress.hex;
        hex_offset_ = progress.hex_offset;
        hdir_ = progress.hdir;
        completed_pending_ = progress.completed;
        facing_ = tacticsFacingForHexDir(hdir_, facing_);
        align_.pos = movementDisplacement(geometry_, moving_->startHex(), moving_->startOffset(), hex_, hex_offset_);
    }
    view_ = tactics::viewOf(facing_, camera_step_);
    if (!atlas_) {
        pose_ = tactics::Pose{};
        animation_name_.clear();
        return;
    }
    if (moving_) {
        const tactics::Animation* walk = water_ ? tactics::findAnimation(*atlas_, "Nulled Walk") : nullptr;
        if (walk == nullptr) walk = tactics::findAnimation(*atlas_, "Walk");
        if (walk != nullptr && walk->front >= 0 && walk->back >= 0) {
            walkFrame(*walk);
            last_ms_ = now_ms;
            return;
        }
        // No walk in this data: the unit glides in its idle pose.
    }
    clearAnchor();
    align_.cycle = WalkCycle{};
    if (!player_) startClip(atlas_->idle, TacticsAction::Idle);
    player_->setView(view_);
    player_->setWater(water_);
    const int64_t dt_ms = now_ms - last_ms_;
    last_ms_ = now_ms;
    if (dt_ms > 0) {
        for (const tactics::EventFiring& firing : player_->advanceSeconds(static_cast<double>(dt_ms) / 1000.0)) {
            events_.push_back(
                TacticsEventNote{firing.label, player_->animation().name, firing.tick, firing.count, now_ms});
            while (events_.size() > kEventMemory) events_.pop_front();
        }
    }
    pose_ = player_->pose();
    clip_ticks_ = player_->tick();
    animation_name_ = player_->animation().idle ? "Idle" : player_->animation().name;
    // Swing and Hurt end after their last delay; Death holds its last frame (its last delay is 0).
    if ((action_ == TacticsAction::Swing || action_ == TacticsAction::Hurt) && pose_.sequence >= 0) {
        const tactics::Sequence& seq = atlas_->sequences[static_cast<std::size_t>(pose_.sequence)];
        if (clip_ticks_ >= seq.total) startClip(atlas_->idle, TacticsAction::Idle);
    }
}

ipos TacticsUnit::logicalPoint() const { return hexCentre(geometry_, hex_) + hex_offset_; }

ipos TacticsUnit::groundPoint() const { return logicalPoint() + align_.offs_anim; }

ipos TacticsUnit::stancePoint() const { return tacticsStancePoint(groundPoint()); }

void addTacticsUnit(DrawList& list, const HexGeometry& /*geometry*/, const TacticsUnit& unit,
                    const std::string& sheet_path, Rgba8 tint) {
    if (!unit.atlas()) return;
    const ipos stance = unit.stancePoint();
    for (const tactics::PoseTile& tile : unit.pose().tiles) {
        SpriteItem item;
        item.key.kind = SpriteKey::Kind::Cell;
        item.key.name = sheet_path;
        item.key.cell = SheetRect{tile.cell.x, tile.cell.y, tile.cell.w, tile.cell.h};
        item.layer = DrawLayer::Critter;
        item.hex = unit.hex();
        item.size = {tile.cell.w, tile.cell.h};
        item.tint = tint;
        item.flip_x = tile.flipX;
        item.pivoted = true;
        item.pivot = stance;
        item.pivot_offset = {tile.x, tile.y};
        item.top_left = stance + ipos(static_cast<int>(std::floor(tile.x)), static_cast<int>(std::floor(tile.y)));
        list.sprites.push_back(std::move(item));
    }
}

void addTacticsUnitMarkers(DrawList& list, const HexGeometry& geometry, const TacticsUnit& unit) {
    addCross(list, unit.logicalPoint(), 3, Rgba8{255, 230, 0, 255});
    addCross(list, unit.groundPoint(), 2, Rgba8{255, 255, 255, 255});
    addCross(list, unit.stancePoint(), 2, Rgba8{0, 230, 255, 255});
    if (const MovingContext* moving = unit.moving(); moving != nullptr && unit.align().driven) {
        const ipos anchor = hexCentre(geometry, moving->startHex()) + moving->startOffset() + unit.align().anchor;
        addCross(list, anchor, 3, Rgba8{255, 0, 255, 255});
        const glm::vec2 a = glm::vec2(anchor) + glm::vec2(0.5f);
        list.lines.push_back({a, a + glm::vec2(unit.align().cycle.total), Rgba8{255, 140, 0, 255}});
    }
    if (!unit.atlas()) return;
    const ipos stance = unit.stancePoint();
    const auto hand = [&](tactics::Arm arm, Rgba8 colour) {
        if (const auto point = tactics::handPoint(*unit.atlas(), unit.pose(), arm)) {
            const ipos at =
                stance + ipos(static_cast<int>(std::floor(point->x)), static_cast<int>(std::floor(point->y)));
            addCross(list, at, 2, colour);
        }
    };
    hand(tactics::Arm::First, Rgba8{120, 200, 255, 255});
    hand(tactics::Arm::Last, Rgba8{60, 255, 90, 255});
}

} // namespace gaitlab

#include "engine/movement/mover.h"

#include <algorithm>
#include <limits>
#include <utility>

namespace gaitlab {

Mover::Mover(const HexGeometry& geometry, Hex hex, int hdir)
    : geometry_(geometry), hex_(hex), hdir_(geometry.wrapDir(hdir)) {}

void Mover::setMoving(MovingContext context) {
    if (moving_) moving_->complete(false);
    moving_.emplace(std::move(context));
    ++movements_;
    completed_pending_ = false;
    clearAnchor();
}

bool Mover::stopMoving(const HexMap& map) {
    if (moving_) moving_->complete(false);
    moving_.reset();
    completed_pending_ = false;
    clearAnchor();
    const HexPredicate movable = [&map](Hex h) { return map.movable(h); };
    return geometry_.normalizeHexOffset(hex_, hex_offset_, map.size, &movable);
}

void Mover::serverMove(const HexMap& map, MapSize size, Hex server_start, const MovePath& path, int speed,
                       ipos end_offset, int64_t start_ms, int64_t offset_ms) {
    stopMoving(map);
    offset_ms = std::max<int64_t>(offset_ms, 0);
    const ipos carry = offset_ms == 0 && server_start != hex_ ? geometry_.hexOffset(server_start, hex_) : ipos{0, 0};
    setMoving(MovingContext(geometry_, size, speed, path, server_start, hex_offset_ + carry, end_offset,
                            start_ms - offset_ms));
}

void Mover::changeSpeed(int speed, int64_t now_ms) {
    if (moving_ && speed > 0) moving_->changeSpeed(speed, now_ms);
}

void Mover::place(Hex hex, int hdir) {
    if (moving_) moving_->complete(false);
    moving_.reset();
    completed_pending_ = false;
    clearAnchor();
    hex_ = hex;
    hex_offset_ = {0, 0};
    if (hdir >= 0) hdir_ = geometry_.wrapDir(hdir);
}

bool Mover::shiftPosition(ipos delta, const HexMap& map) {
    if (moving_) return false;
    const int64_t x = int64_t{hex_offset_.x} + delta.x;
    const int64_t y = int64_t{hex_offset_.y} + delta.y;
    constexpr int64_t kMin = std::numeric_limits<int16_t>::min();
    constexpr int64_t kMax = std::numeric_limits<int16_t>::max();
    if (x < kMin || x > kMax || y < kMin || y > kMax) return false;
    Hex hex = hex_;
    ipos offset{static_cast<int32_t>(x), static_cast<int32_t>(y)};
    const HexPredicate movable = [&map](Hex h) { return map.movable(h); };
    if (!geometry_.normalizeHexOffset(hex, offset, map.size, &movable)) return false;
    hex_ = hex;
    hex_offset_ = offset;
    return true;
}

ipos Mover::advance(int64_t now_ms, const HexMap& map) {
    if (moving_ && completed_pending_) stopMoving(map);  // the completing step has been shown
    if (!moving_) return {0, 0};
    moving_->updateCurrentTime(now_ms);
    const MovingProgress progress = moving_->evaluateProgress();
    hex_ = progress.hex;
    hex_offset_ = progress.hex_offset;
    hdir_ = progress.hdir;  // the facing follows the progress direction and stays after the stop
    completed_pending_ = progress.completed;
    return movementDisplacement(geometry_, moving_->startHex(), moving_->startOffset(), hex_, hex_offset_);
}

void Mover::anchorTo(const CycleKey& key, std::shared_ptr<const WalkCycle> cycle, ipos pos) {
    anchor_ = anchored_ ? transferWalkPhase(anchorCycle(), anchor_, *cycle, pos) : pos;
    anchored_ = true;
    key_ = key;
    anchor_cycle_ = std::move(cycle);
}

void Mover::clearAnchor() {
    anchored_ = false;
    key_ = CycleKey{};
    anchor_cycle_.reset();
    anchor_ = {0, 0};
}

const WalkCycle& Mover::anchorCycle() const {
    static const WalkCycle kNone;
    return anchor_cycle_ ? *anchor_cycle_ : kNone;
}

void Mover::alignFrame(ipos pos, AlignRecord& record) const {
    record.driven = true;
    record.pos = pos;
    record.anchor = anchor_;
    record.rel = pos - anchor_;
    const WalkCycle& cycle = anchorCycle();
    record.walk = evaluateWalkFrame(cycle, anchor_, pos);
    record.phase = walkPhase(record.walk, cycle);
    record.frame = record.walk.frame;
    record.offs_anim = record.walk.offs_anim;
}

}  // namespace gaitlab

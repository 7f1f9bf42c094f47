#include "engine/movement/moving_context.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace gaitlab {

namespace {

constexpr float kMinMetric = 0.0001f;  // floor of WholeTime, WholeDist and segment lengths (§3.2, §3.4)

bool fitsInt16(int32_t v) {
    return v >= std::numeric_limits<int16_t>::min() && v <= std::numeric_limits<int16_t>::max();
}

// Round half away from zero, narrowed to int16 as the engine (§3.5).
int32_t roundOffset(float v) {
    const long r = std::lround(v);
    if (r < std::numeric_limits<int16_t>::min() || r > std::numeric_limits<int16_t>::max())
        throw MovingError("MovingContext: HexOffset component " + std::to_string(r) + " does not fit int16");
    return static_cast<int32_t>(r);
}

}  // namespace

MovingContext::MovingContext(const HexGeometry& geometry, MapSize map, int speed, MovePath path, Hex start_hex,
                             ipos start_offset, ipos end_offset, int64_t start_time_ms)
    : geometry_(geometry), map_(map), speed_(speed), path_(std::move(path)), start_hex_(start_hex),
      start_offset_(start_offset), end_offset_(end_offset), end_hex_(start_hex), start_time_ms_(start_time_ms) {
    if (speed_ <= 0) throw MovingError("MovingContext: speed must be > 0, got " + std::to_string(speed_));
    if (path_.steps.empty()) throw MovingError("MovingContext: the path has no steps");
    if (path_.control_steps.empty()) throw MovingError("MovingContext: the path has no control steps");
    if (!map_.contains(start_hex_))
        throw MovingError("MovingContext: start hex " + hexText(start_hex_) + " is outside the map");
    if (!fitsInt16(start_offset_.x) || !fitsInt16(start_offset_.y) || !fitsInt16(end_offset_.x) ||
        !fitsInt16(end_offset_.y))
        throw MovingError("MovingContext: start and end HexOffset must fit int16");
    for (size_t i = 0; i < path_.steps.size(); ++i) {
        if (path_.steps[i] >= geometry_.dirCount())
            throw MovingError("MovingContext: step " + std::to_string(i) + " has direction " +
                              std::to_string(path_.steps[i]) + ", expected 0.." +
                              std::to_string(geometry_.dirCount() - 1) + " (" + geometryKindName(geometry_.kind) +
                              " map)");
    }
    int previous = 0;
    for (size_t i = 0; i < path_.control_steps.size(); ++i) {
        const int ctrl = path_.control_steps[i];
        if (ctrl <= previous || ctrl > static_cast<int>(path_.steps.size()))
            throw MovingError("MovingContext: control step " + std::to_string(i) + " = " + std::to_string(ctrl) +
                              ", expected increasing values in " + std::to_string(previous + 1) + ".." +
                              std::to_string(path_.steps.size()));
        previous = ctrl;
    }

    // Metrics (§3.2): start offset belongs to the first segment, end offset to the last (D3).
    const float yp = geometry_.yproj();
    Hex cur = start_hex_;
    int begin = 0;
    float time = 0.0f;
    float dist = 0.0f;
    step_hexes_.reserve(static_cast<size_t>(path_.control_steps.back()) + 1);
    step_hexes_.push_back(cur);
    for (size_t i = 0; i < path_.control_steps.size(); ++i) {
        Segment seg;
        seg.start = cur;
        seg.begin_step = begin;
        seg.end_step = path_.control_steps[i];
        for (int s = begin; s < seg.end_step; ++s) {
            const auto next = geometry_.step(cur, path_.steps[static_cast<size_t>(s)], map_);
            if (!next)
                throw MovingError("MovingContext: step " + std::to_string(s) + " leaves the map from hex " +
                                  hexText(cur));
            cur = *next;
            step_hexes_.push_back(cur);
        }
        seg.end = cur;
        ipos v = geometry_.hexOffset(seg.start, seg.end);
        if (i == 0) v -= start_offset_;
        if (i + 1 == path_.control_steps.size()) v += end_offset_;
        seg.vec = glm::vec2(v);
        const float ground_y = static_cast<float>(v.y) * yp;
        // The engine squares x as an int; a 64-bit square is the same value wherever that fits, and stays right
        // on a straight run past 46,340 px (1,449 E or W steps), which a 4096-wide map allows (DECISIONS
        // "Movement").
        const int64_t vx = v.x;
        seg.length = std::sqrt(static_cast<float>(vx * vx) + ground_y * ground_y);
        const int angle = static_cast<int>(std::lround(geometry_.lineDirAngle(ipos(seg.vec))));
        seg.dir_angle = ((angle % 360) + 360) % 360;
        seg.hdir = geometry_.dirOfMdir(seg.dir_angle);
        dist += seg.length;
        time += seg.length / static_cast<float>(speed_) * 1000.0f;
        segments_.push_back(seg);
        begin = seg.end_step;
    }
    end_hex_ = cur;
    whole_dist_ = std::max(dist, kMinMetric);
    whole_time_ = std::max(time, kMinMetric);
}

void MovingContext::updateCurrentTime(int64_t now_ms) {
    elapsed_ = static_cast<float>(std::max<int64_t>(now_ms - start_time_ms_ + offset_time_ms_, 0));
}

MovingProgress MovingContext::evaluateProgress() const {
    MovingProgress p;
    const float nt = std::clamp(elapsed_ / whole_time_, 0.0f, 1.0f);
    p.fraction = nt;
    p.completed = nt == 1.0f;
    const float target = whole_dist_ * nt;

    // Segment selection (§3.4).
    float cur = 0.0f;
    size_t found = segments_.size();
    for (size_t i = 0; i < segments_.size(); ++i) {
        const float len = std::max(segments_[i].length, kMinMetric);
        if ((nt < 1.0f && cur <= target && target <= cur + len) || (nt == 1.0f && i + 1 == segments_.size())) {
            found = i;
            break;
        }
        cur += len;
    }
    if (found == segments_.size()) {
        // Float accumulation missed every segment: the engine reports the end hex with no offset.
        p.hex = end_hex_;
        p.segment = static_cast<int>(segments_.size()) - 1;
        return p;
    }

    const Segment& seg = segments_[found];
    const float len = std::max(seg.length, kMinMetric);
    const float nd = std::clamp((target - cur) / len, 0.0f, 1.0f);
    const int step_index =
        seg.begin_step + static_cast<int>(std::lround(nd * static_cast<float>(seg.end_step - seg.begin_step)));
    const Hex hex = step_hexes_[static_cast<size_t>(step_index)];

    // BuildProgress (§3.5): the offset is relative to the evaluated hex and never clamped.
    ipos c = geometry_.hexOffset(seg.start, hex);
    if (found == 0) c -= start_offset_;
    p.hex = hex;
    p.hex_offset = {roundOffset(seg.vec.x * nd - static_cast<float>(c.x)),
                    roundOffset(seg.vec.y * nd - static_cast<float>(c.y))};
    p.dir_angle = seg.dir_angle;
    p.hdir = seg.hdir;
    p.segment = static_cast<int>(found);
    return p;
}

void MovingContext::changeSpeed(int new_speed, int64_t now_ms) {
    if (new_speed <= 0) throw MovingError("MovingContext: new speed must be > 0, got " + std::to_string(new_speed));
    const float f = static_cast<float>(new_speed) / static_cast<float>(speed_);
    whole_time_ = std::max(whole_time_ / f, kMinMetric);
    offset_time_ms_ = std::lround(elapsed_ / f);
    start_time_ms_ = now_ms;
    elapsed_ = static_cast<float>(std::max<int64_t>(offset_time_ms_, 0));
    speed_ = new_speed;
}

void MovingContext::complete(bool success) {
    if (success) elapsed_ = std::max(whole_time_, elapsed_);
}

ipos movementDisplacement(const HexGeometry& geometry, Hex start_hex, ipos start_offset, Hex hex, ipos hex_offset) {
    return geometry.hexOffset(start_hex, hex) + hex_offset - start_offset;
}

float MovingContext::walkedDist() const {
    if (!(whole_time_ > 0.0f)) return 0.0f;
    return std::clamp(elapsed_ / whole_time_, 0.0f, 1.0f) * whole_dist_;
}

}  // namespace gaitlab

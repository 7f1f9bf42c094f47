#include "engine/tactics/player.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

#include "engine/tactics/view.h"

namespace gaitlab::tactics {

namespace {
constexpr double kSnap = 1e-9;                      // ticks: far below anything a display can show
constexpr double kMaxStep = 2305843009213693952.0;  // 2^61 ticks: clock + step stays inside int64
}  // namespace

Player::Player(const Atlas& atlas, Animation animation, int view, bool water)
    : atlas_(&atlas), animation_(std::move(animation)), view_(wrap8(view)), water_(water) {}

std::vector<EventFiring> Player::advance(double ticks) {
    if (!std::isfinite(ticks)) {
        throw std::invalid_argument("Player::advance: expected a finite number of ticks");
    }
    ticks = std::clamp(ticks, -kMaxStep, kMaxStep);
    const double whole = std::floor(ticks);
    fraction_ += ticks - whole;  // exact: ticks - floor(ticks) is representable
    int64_t carry = 0;
    if (fraction_ >= 1.0 - kSnap) {
        fraction_ = std::max(0.0, fraction_ - 1.0);
        carry = 1;
    }
    whole_ = std::clamp(whole_ + static_cast<int64_t>(whole) + carry, -(int64_t{1} << 62), int64_t{1} << 62);

    std::vector<EventFiring> fired;
    if (!animation_.idle && whole_ > firedThrough_) {
        const int s = isBackView(view_) ? animation_.back : animation_.front;
        if (s >= 0 && static_cast<size_t>(s) < atlas_->sequences.size()) {
            fired = eventsBetween(atlas_->sequences[static_cast<size_t>(s)], firedThrough_, whole_, animation_.loop);
        }
    }
    firedThrough_ = whole_;
    return fired;
}

std::vector<EventFiring> Player::advanceSeconds(double seconds) { return advance(seconds * TICKS_PER_SECOND); }

void Player::restart() {
    whole_ = 0;
    fraction_ = 0.0;
    firedThrough_ = -1;
}

void Player::setView(int view) { view_ = wrap8(view); }

void Player::setWater(bool water) { water_ = water; }

Pose Player::pose() const { return poseAt(*atlas_, animation_, view_, whole_, water_); }

}  // namespace gaitlab::tactics

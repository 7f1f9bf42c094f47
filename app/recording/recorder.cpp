#include "app/recording/recorder.h"

#include <algorithm>
#include <cmath>

namespace gaitlab {

namespace {

/// Frames with the durations their capture times give (at least kMinFrameMs, rounded to whole ms); the last one
/// lasts as long as the one before it (`last_ms` when it is alone).
template <typename Container>
std::vector<AnimationFrame> timedFrames(const Container& timed, std::size_t first, int last_ms) {
    std::vector<AnimationFrame> out;
    for (std::size_t i = first; i < timed.size(); ++i) {
        AnimationFrame f{*timed[i].image, 0};
        const auto gap = [&timed](std::size_t a) {
            return std::max(kMinFrameMs, static_cast<int>(std::lround(timed[a + 1].at_ms - timed[a].at_ms)));
        };
        f.duration_ms = i + 1 < timed.size() ? gap(i) : i > first ? gap(i - 1) : last_ms;
        out.push_back(std::move(f));
    }
    return out;
}

}  // namespace

Recorder::Recorder(RecorderSettings settings) : settings_(settings) {
    settings_.step_ms = std::max(settings_.step_ms, kMinFrameMs);
}

bool Recorder::due(double now_ms) const {
    return last_ms_ < 0.0 || now_ms - last_ms_ >= static_cast<double>(settings_.step_ms) - 0.5;
}

std::size_t Recorder::heldBytes() const {
    // A frame in both the ring and the take is held once.
    std::size_t bytes = 0;
    for (const Timed& t : ring_) bytes += t.image->pixels.size();
    for (const Timed& t : take_)
        if (ring_.empty() || t.at_ms < ring_.front().at_ms) bytes += t.image->pixels.size();
    return bytes;
}

void Recorder::endTake(const char* why) {
    if (!recording_) return;
    recording_ = false;
    ended_ = why;
}

void Recorder::add(RgbaImage frame, double now_ms) {
    last_ms_ = now_ms;
    const bool other_size = !ring_.empty() &&
                            (ring_.back().image->width != frame.width || ring_.back().image->height != frame.height);
    if (other_size) {
        ring_.clear();
        endTake("the recorded area changed size");
    }
    const std::size_t bytes = frame.pixels.size();
    Timed timed{std::make_shared<const RgbaImage>(std::move(frame)), now_ms};
    if (recording_) {
        if (heldBytes() + bytes > settings_.max_bytes) {
            // The take keeps what it has; the ring makes room for itself first.
            while (!ring_.empty() && heldBytes() + bytes > settings_.max_bytes) ring_.pop_front();
            if (heldBytes() + bytes > settings_.max_bytes) endTake("the take reached the recorder's memory limit");
        }
        if (recording_) take_.push_back(timed);
    }
    ring_.push_back(std::move(timed));
    while (ring_.size() > 1 && (ring_.back().at_ms - ring_.front().at_ms > settings_.ring_seconds * 1000.0 ||
                                heldBytes() > settings_.max_bytes))
        ring_.pop_front();
}

void Recorder::start() {
    if (recording_) return;
    take_.clear();
    ended_.clear();
    recording_ = true;
}

std::vector<AnimationFrame> Recorder::stop() {
    recording_ = false;
    std::vector<AnimationFrame> frames = timedFrames(take_, 0, settings_.step_ms);
    take_.clear();
    return frames;
}

std::string Recorder::takeEnded() {
    std::string why;
    why.swap(ended_);
    return why;
}

double Recorder::takeSeconds() const {
    if (take_.empty()) return 0.0;
    return (take_.back().at_ms - take_.front().at_ms + settings_.step_ms) / 1000.0;
}

std::vector<AnimationFrame> Recorder::lastSeconds(double seconds) const {
    if (ring_.empty()) return {};
    std::size_t first = ring_.size() - 1;
    while (first > 0 && ring_.back().at_ms - ring_[first - 1].at_ms < seconds * 1000.0) --first;
    return timedFrames(ring_, first, settings_.step_ms);
}

double Recorder::ringSeconds() const {
    if (ring_.empty()) return 0.0;
    return (ring_.back().at_ms - ring_.front().at_ms + settings_.step_ms) / 1000.0;
}

void Recorder::clearRing() { ring_.clear(); }

}  // namespace gaitlab

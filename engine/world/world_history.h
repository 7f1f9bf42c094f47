// Stepping a world by pose, forward and back (the client's `[` `]` and `,`), and the poses the onion skin shows:
// a bounded ring of World snapshots taken after every tick (World::clone), the pose a critter shows, and the steps
// that move between poses (DECISIONS "Stepping back"). Pure: no SDL, GL or ImGui.
//
// The world is deterministic (fixed 10 ms tick, seeded random engine, assets read-only), so ticking a restored
// snapshot replays exactly what followed it, as long as no input arrives in between. Stepping back therefore
// restores the snapshot of the tick asked for and drops the newer ones; stepping forward again re-simulates them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>

#include "engine/sprite/sprite_key.h"
#include "engine/world/world.h"

namespace gaitlab {

/// What a critter shows on one tick: the picture (animation source, sheet index, frame) and where it stands.
/// Two ticks show the same pose when both are equal; a pose changes when the frame, the sheet or the animation
/// does, or when the picture moves (a frame change of a walk moves it by the frame's NextX/NextY).
struct CritterPose {
    bool shown = false;   ///< false when the critter draws nothing (no animation)
    SpriteKey key;        ///< Kind::Frame: SpriteAnimation::source, sheet index, frame index
    ipos top_left{0, 0};  ///< image top-left, map pixels (spriteTopLeft of the sprite root)
    ipos size{0, 0};      ///< image size, pixels
    Hex hex;              ///< the critter's hex (the draw order key)
    int64_t at_ms = 0;    ///< the world clock of the tick it was taken on (not compared)
    [[nodiscard]] bool samePose(const CritterPose& other) const {
        return shown == other.shown && key == other.key && top_left == other.top_left;
    }
};

/// The pose critter `index` shows now; shown = false for an invalid index or a critter without an animation.
[[nodiscard]] CritterPose critterPose(const World& world, int index);

/// Forward pose steps tick at most this many ticks (2 s) looking for a change.
inline constexpr int kMaxPoseStepTicks = 200;

/// The World after each of the last `capacity` ticks, oldest first. Snapshots share the assets and the map.
class WorldHistory {
public:
    static constexpr std::size_t kDefaultCapacity = 300;  ///< 3 s of 10 ms ticks

    explicit WorldHistory(std::size_t capacity = kDefaultCapacity) : capacity_(capacity < 1 ? 1 : capacity) {}

    /// Adds a snapshot of `world` (call after every tick). A world that cannot be cloned (a scenario without
    /// Scenario::clone) clears the history and returns false. A snapshot at a clock not newer than the newest
    /// one replaces every snapshot from that clock on (time went back: a restore, then new ticks).
    bool record(const World& world);
    void clear() { snapshots_.clear(); }
    [[nodiscard]] std::size_t size() const { return snapshots_.size(); }
    [[nodiscard]] bool empty() const { return snapshots_.empty(); }
    [[nodiscard]] std::size_t capacity() const { return capacity_; }
    /// Snapshot `i`, 0 the oldest.
    [[nodiscard]] const World& at(std::size_t i) const { return *snapshots_[i]; }
    /// Replaces `world` with a copy of snapshot `i` and drops the newer snapshots (they replay by ticking).
    /// False when the snapshot cannot be copied.
    bool restore(World& world, std::size_t i);

private:
    std::size_t capacity_;
    std::deque<std::unique_ptr<World>> snapshots_;
};

/// Runs World::tick (calling `after_tick` after each, e.g. to record it in a WorldHistory) until critter `index` shows a pose other
/// than the one it shows now, at most `max_ticks` ticks. Returns the ticks run: the first tick of the next pose,
/// or `max_ticks` when the pose did not change (a critter standing on a one-frame idle).
int stepPoseForward(World& world, int index, const std::function<void(const World&)>& after_tick = {},
                    int max_ticks = kMaxPoseStepTicks);

/// What a step back did.
enum class StepBack {
    Done,          ///< restored the tick where the previous pose first appeared
    HistoryStart,  ///< restored the oldest snapshot: the previous pose may have appeared before it
    NoHistory,     ///< nothing older than now is recorded: the world is unchanged
};
/// Restores the tick where the pose before the one critter `index` shows now first appeared: the snapshots
/// newer than the world's clock are skipped, then those showing the current pose, then those showing the
/// previous pose back to its first.
StepBack stepPoseBack(World& world, int index, WorldHistory& history);
/// Restores the newest snapshot older than the world's clock (one 10 ms tick back). False when there is none.
bool stepTickBack(World& world, WorldHistory& history);

/// The pose critter `index` showed before its current one (the newest recorded snapshot at or before the world's
/// clock whose pose differs), nullopt when the history does not hold one.
[[nodiscard]] std::optional<CritterPose> previousPose(const World& world, int index, const WorldHistory& history);
/// The pose critter `index` will show next if nothing else happens: a clone of `world` ticked until the pose
/// changes (at most `max_ticks`). nullopt when the pose does not change within them or the world cannot be cloned.
[[nodiscard]] std::optional<CritterPose> nextPose(const World& world, int index, int max_ticks = kMaxPoseStepTicks);

}  // namespace gaitlab

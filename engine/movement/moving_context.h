// Authoritative hex movement (decision D3, §3): a path of direction steps split into
// segments by control steps, walked at a speed in ground pixels per second. Time is whole milliseconds.
#pragma once

#include <cstdint>
#include <span>
#include <stdexcept>
#include <vector>

#include "engine/base/inline_vector.h"
#include "engine/hex/hex_geometry.h"
#include "engine/hex/move_path.h"

namespace gaitlab {

/// Thrown when a MovingContext cannot be built: empty or inconsistent steps, a step leaving the map,
/// or a HexOffset that does not fit int16.
struct MovingError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/// One evaluation of a MovingContext at its current elapsed time (§3.4, §3.5).
struct MovingProgress {
    Hex hex;                ///< logical hex (switches at the midpoint of each step)
    ipos hex_offset{0, 0};  ///< HexOffset in pixels from the centre of `hex`, rounded, never clamped
    int dir_angle =
        0;  ///< mdir of the whole current segment, degrees 0..359: lround(lineDirAngle(seg)) mod 360 (§1.7, §3.5)
    int hdir = 0;            ///< hex direction of dir_angle (trunc(angle/60))
    bool completed = false;  ///< elapsed >= whole time
    int segment = 0;         ///< index of the current segment
    float fraction = 0.0f;   ///< elapsed / whole time in [0, 1]
};

class MovingContext {
public:
    /// Builds the metrics of §3.2. `speed` in ground pixels per second (one hex step = 32 ground units),
    /// `start_time_ms` is the clock value of elapsed 0. Throws MovingError on an empty path, control steps
    /// that are empty, not strictly increasing or past the last step, a step direction outside 0..5, a start
    /// hex outside `map` or a step leaving it, start/end offsets outside int16, or speed <= 0. A segment's squared
    /// x length is 64-bit, so straight runs past 1,448 E/W steps keep their length (DECISIONS "D3 Movement").
    MovingContext(const HexGeometry& geometry, MapSize map, int speed, MovePath path, Hex start_hex, ipos start_offset,
                  ipos end_offset, int64_t start_time_ms);

    /// Sets elapsed = max(now - start + offset time, 0) in whole milliseconds (§3.3); the offset time is 0
    /// until changeSpeed() restarts the clock.
    void updateCurrentTime(int64_t now_ms);
    /// Progress at the current elapsed time (§3.4, §3.5); the start offset is subtracted on the first
    /// segment (D3). Throws MovingError if a HexOffset component does not fit int16 (as the engine).
    [[nodiscard]] MovingProgress evaluateProgress() const;
    /// Changes speed keeping the progress fraction (§3.6): whole time /= new/old, elapsed rescaled
    /// (rounded to whole ms) and the clock restarted at `now_ms`. Throws MovingError when new_speed <= 0.
    void changeSpeed(int new_speed, int64_t now_ms);
    /// Ends the move: `success` advances elapsed to the whole time (§3.6); a failure keeps elapsed as it is.
    void complete(bool success);

    [[nodiscard]] float wholeTime() const { return whole_time_; }  ///< ms
    [[nodiscard]] float elapsed() const { return elapsed_; }       ///< ms, whole
    [[nodiscard]] float wholeDist() const { return whole_dist_; }  ///< ground px of the whole path (§3.2)
    /// Ground pixels walked at the current elapsed time: clamp(elapsed / whole time, 0, 1) * whole distance (the
    /// progress fraction of §3.4, kept by changeSpeed).
    [[nodiscard]] float walkedDist() const;
    [[nodiscard]] int speed() const { return speed_; }
    [[nodiscard]] Hex startHex() const { return start_hex_; }
    [[nodiscard]] ipos startOffset() const { return start_offset_; }
    [[nodiscard]] ipos endOffset() const { return end_offset_; }
    [[nodiscard]] Hex endHex() const { return end_hex_; }
    [[nodiscard]] const MovePath& path() const { return path_; }
    /// Hexes of the path from the start hex to the end hex, inclusive (for drawing the route); steps after
    /// the last control step are not walked and not listed (§3.1).
    [[nodiscard]] std::span<const Hex> pathHexes() const { return step_hexes_.span(); }

private:
    struct Segment {
        Hex start;
        Hex end;
        int begin_step = 0;
        int end_step = 0;
        glm::vec2 vec{0.0f};  // segment vector in pixels (§3.2)
        float length = 0.0f;  // ground length
        int dir_angle = 0;    // lround(lineDirAngle(vec)) wrapped into [0, 360): a segment's, so made once
        int hdir = 0;         // dirOfMdir(dir_angle)
    };
    HexGeometry geometry_;
    MapSize map_;
    int speed_ = 0;
    MovePath path_;
    Hex start_hex_;
    ipos start_offset_{0, 0};
    ipos end_offset_{0, 0};
    Hex end_hex_;
    // Inline up to a wanderer's usual path (a few turns, a dozen steps), so progress reads the context's own
    // block and building it allocates nothing (DECISIONS "Cost per tick and per frame").
    InlineVector<Segment, 3> segments_;
    // The hex after s steps, s = 0..control_steps.back(): progress looks it up (DECISIONS "Cost per tick and per
    // frame").
    InlineVector<Hex, 13> step_hexes_;
    float whole_time_ = 0.0f;
    float whole_dist_ = 0.0f;
    int64_t start_time_ms_ = 0;
    int64_t offset_time_ms_ = 0;
    float elapsed_ = 0.0f;
};

/// Pixel displacement of the logical point since the context started (§4.1, DECISIONS "Continuous movement
/// displacement"): hexOffset(start_hex, hex) + hex_offset - start_offset. Continuous across hex switches.
[[nodiscard]] ipos movementDisplacement(const HexGeometry& geometry, Hex start_hex, ipos start_offset, Hex hex,
                                        ipos hex_offset);

}  // namespace gaitlab

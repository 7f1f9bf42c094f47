// The walk-cycle aligner: pure integer functions choosing a movement-driven frame from the per-frame
// authored deltas (NextX/NextY) and computing offs_anim (DECISIONS "Anchor and cycle phase", "Frame selection",
// "Rendered offset", "Direction and sheet changes"; decision D2; §4). No floats, no state.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <vector>

#include "engine/hex/hex.h"

namespace gaitlab {

/// Thrown when an int64 result does not fit back into int32 (e.g. cycle_number * T), as the engine does.
struct AlignerOverflow : std::overflow_error {
    using std::overflow_error::overflow_error;
};

/// The cycle of one direction-specific sheet: accum[i] = sum(delta[0..i]), T = accum[N-1], TT = dot(T,T).
struct WalkCycle {
    std::vector<ipos> accum;      ///< pixels, one per frame (N >= 1)
    ipos total{0, 0};             ///< T, pixels
    int64_t total_dot_total = 0;  ///< dot(T,T), int64
    /// dot(accum[i], T) per frame, made by fromDeltas for frame selection; empty when one would not fit int64 or
    /// sits within TT of INT64_MIN (selection then forms each per call and throws where the int64 sum overflows).
    /// A cycle changed by hand must be made again with fromDeltas, or have this cleared (DECISIONS "Cost per tick
    /// and per frame").
    std::vector<int64_t> accum_dot_total;
    bool projections_increase = false;  ///< accum_dot_total strictly increases: selection searches it by halves

    /// Builds the cycle from per-frame deltas (NextX, NextY), pixels. An empty list gives one zero frame.
    /// Throws AlignerOverflow when an accumulated value leaves int32.
    static WalkCycle fromDeltas(const std::vector<ipos>& deltas);
    [[nodiscard]] int frameCount() const { return static_cast<int>(accum.size()); }
};

/// Result of frame selection for one position (DECISIONS "Frame selection", "Rendered offset").
struct WalkFrame {
    int64_t rel_dot_total = 0;  ///< dot(pos - anchor, T)
    int64_t cycle_proj = 0;     ///< rel_dot_total mod TT wrapped into [0, TT); 0 when TT = 0
    int64_t cycle_number = 0;   ///< floor(rel_dot_total / TT); 0 when TT = 0
    int frame = 0;              ///< first frame minimising |dot(accum[i],T) - cycle_proj|
    ipos offs_anim{0, 0};       ///< (anchor + cycle_number*T - pos) + accum[frame]; (0,0) when TT = 0
};

/// Chooses the movement-driven frame and offs_anim for `pos` (the movement displacement, §4.1) relative to
/// `anchor`. Zero T selects frame 0 with zero offs_anim (zero-total fallback). Throws AlignerOverflow when
/// cycle_number * T or offs_anim leaves int32.
[[nodiscard]] WalkFrame evaluateWalkFrame(const WalkCycle& cycle, ipos anchor, ipos pos);

/// Phase in [0,1) as a double for display only: cycle_proj / TT (0 when TT = 0).
[[nodiscard]] double walkPhase(const WalkFrame& frame, const WalkCycle& cycle);

/// Phase transfer on a sheet change (§4.5, D2): the new anchor such that the projection on the new cycle
/// starts at the old phase fraction: new_anchor = pos - round(cycle_proj_old * T_new / TT_old), pixels,
/// rounding half away from zero exactly as the engine's rdiv, no overflow of the intermediate product
/// (scaleWalkPhase per component). Old TT = 0 gives new_anchor = pos. Throws AlignerOverflow when
/// pos - old_anchor or the new anchor leaves int32, or the old projection leaves int64.
[[nodiscard]] ipos transferWalkPhase(const WalkCycle& old_cycle, ipos old_anchor, const WalkCycle& new_cycle, ipos pos);

/// One component of the phase transfer (§4.5): round(cp * t / tt), half away from zero, exact for every
/// 0 <= cp < tt and int32 t (|result| <= |t|). Takes an int64 path when cp * t fits int64 (one overflow-
/// flagged multiply decides) and the 128-bit path otherwise; both give identical results for every input.
/// Throws std::invalid_argument unless 0 <= cp < tt.
[[nodiscard]] int64_t scaleWalkPhase(int64_t cp, int32_t t, int64_t tt);
/// The 128-bit path of scaleWalkPhase alone (the reference the fast path must equal; slower). Same contract.
[[nodiscard]] int64_t scaleWalkPhaseWide(int64_t cp, int32_t t, int64_t tt);

/// offs_anim of a sheet that movement does not drive (D4, §4.6): accum[index mod N].
[[nodiscard]] ipos accumulatedOffsAnim(const WalkCycle& cycle, int index);

/// Signed integer division rounding half away from zero (d > 0), with an int64 numerator; never overflows
/// (quotient and remainder are formed first, §4.5). Throws std::invalid_argument when d <= 0.
[[nodiscard]] int64_t roundDivAway(int64_t n, int64_t d);

}  // namespace gaitlab

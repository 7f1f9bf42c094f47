// The movement lifecycle every walking entity shares, critters (CritterBody) and tactics units (TacticsUnit) alike:
// hex + HexOffset and the facing hdir, the MovingContext (D3), the stop of a completed movement at the start of the
// next step, the stop-time normalisation to the nearest passable hex (D5), and the walk-cycle anchor with its phase
// transfer (§4.5). What differs between entities (how a sheet or pose is resolved, their clocks) stays with them.
// The world point of an entity is hexCentre(hex) + HexOffset (docs/ARCHITECTURE.md "World points").
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "engine/hex/hex_geometry.h"
#include "engine/hex/hex_map.h"
#include "engine/movement/moving_context.h"
#include "engine/sprite/walk_aligner.h"

namespace gaitlab {

/// Which walk cycle an anchor belongs to: a critter's sheet (its address), or a tactics unit's sequence with its
/// mirroring and hex direction. A different key at the next aligned step transfers the phase (§4.5).
struct CycleKey {
    const void* source = nullptr;  ///< the sheet or sequence object
    int variant = 0;               ///< what else makes the cycle differ (tactics: mirrored + 2 * hdir)
    bool operator==(const CycleKey&) const = default;
};

/// What the aligner did on one step, the same quantities for every entity (the overlay and the trace show them).
struct AlignRecord {
    bool driven = false;      ///< movement chose the frame this step (the aligner branch)
    bool reanchored = false;  ///< the anchor was created or transferred this step
    ipos pos{0, 0};           ///< movement displacement since the MovingContext started (§4.1), pixels
    ipos anchor{0, 0};        ///< cycle anchor in pos space, pixels
    ipos rel{0, 0};           ///< pos − anchor (0 when not driven)
    WalkFrame walk;           ///< rel·T, cycle_proj, cycle_number, frame, offs_anim (§4.2–§4.4)
    double phase = 0.0;       ///< cycle_proj / dot(T,T), display only
    int frame = 0;            ///< chosen frame index
    ipos offs_anim{0, 0};     ///< _offsAnim, pixels
};

class Mover {
public:
    Mover(const HexGeometry& geometry, Hex hex, int hdir);

    /// Starts a movement: completes the previous context and clears the anchor (D5). No normalisation.
    void setMoving(MovingContext context);
    /// Stops: completes and drops the context, clears the anchor, then normalises hex + HexOffset to the nearest
    /// hex, refusing (and changing nothing) when that hex is outside the map or blocked (D5). Returns whether the
    /// normalisation succeeded; the world point never changes.
    bool stopMoving(const HexMap& map);
    /// The server move (§3.7, D30), the one rule for critters and tactics units: the current movement stops
    /// (stopMoving, normalised, D5), then a MovingContext starts from `server_start` along `path` at `speed` ground
    /// px/s, begun at `start_ms - offset_ms` (offset_ms < 0 counts as 0), ending at `end_offset` on a map of `size`.
    /// Its start offset carries the logical point over (HexOffset + hexOffset(server_start, hex)) unless the move
    /// began earlier (offset_ms > 0). Throws MovingError as MovingContext does; the stop has happened then.
    void serverMove(const HexMap& map, MapSize size, Hex server_start, const MovePath& path, int speed, ipos end_offset,
                    int64_t start_ms, int64_t offset_ms);
    /// ChangeSpeed on the active context (keeps the progress fraction, §3.6). No-op when not moving or speed <= 0.
    void changeSpeed(int speed, int64_t now_ms);
    /// Teleports: stops any movement without normalising, HexOffset (0, 0); `hdir` < 0 keeps the facing.
    void place(Hex hex, int hdir);
    /// Moves the world point of a standing entity by `delta` pixels (HexOffset += delta), then normalises to the
    /// nearest passable hex (D5). False, changing nothing, while moving, when the nearest hex is outside the map
    /// or blocked, or when the offset leaves int16. Used to fold a knock-back's displacement into the position.
    bool shiftPosition(ipos delta, const HexMap& map);
    /// One step at `now_ms` (§5.3): a movement that completed on the previous step stops first (normalised against
    /// `map`, D5; the completing step itself still showed the walk), then the context's progress sets hex,
    /// HexOffset and hdir. Returns the movement displacement pos (§4.1), (0, 0) when standing.
    ipos advance(int64_t now_ms, const HexMap& map);

    /// Whether the anchor belongs to the cycle `key` (false when there is none).
    [[nodiscard]] bool anchoredTo(const CycleKey& key) const { return anchored_ && key == key_; }
    /// Anchors `pos` on `cycle` (identified by `key`; not null): the first cycle since the movement started anchors
    /// at pos (phase 0); a later one transfers the phase from the previous cycle (§4.5, rounded half away from zero).
    /// The cycle is shared, not copied: the sheets' cycles stay one copy in the cache for every walker (an aliasing
    /// pointer into its sheet's animation keeps that sheet alive). Throws AlignerOverflow (walk_aligner.h) for
    /// out-of-range positions.
    void anchorTo(const CycleKey& key, std::shared_ptr<const WalkCycle> cycle, ipos pos);
    /// Forgets the anchor (setMoving and stopMoving do it; so does a reloaded sheet set where the old address
    /// could be reused).
    void clearAnchor();
    /// Fills the aligner's part of `record` for `pos` on the anchored cycle (evaluateWalkFrame, §4.3–§4.4).
    void alignFrame(ipos pos, AlignRecord& record) const;

    [[nodiscard]] Hex hex() const { return hex_; }
    [[nodiscard]] ipos hexOffset() const { return hex_offset_; }
    [[nodiscard]] int hdir() const { return hdir_; }
    [[nodiscard]] bool isMoving() const { return moving_.has_value(); }
    /// How many movements setMoving has started: a new value means a new MovingContext (scenario distance triggers).
    [[nodiscard]] uint64_t movementCount() const { return movements_; }
    /// The movement completed on the last step: the next advance() stops it at its end hex first.
    [[nodiscard]] bool stopPending() const { return moving_.has_value() && completed_pending_; }
    [[nodiscard]] const MovingContext* moving() const { return moving_ ? &*moving_ : nullptr; }
    [[nodiscard]] bool anchored() const { return anchored_; }
    [[nodiscard]] ipos anchor() const { return anchor_; }
    /// The cycle the anchor belongs to (kept alive by the mover: it survives asset reloads); an empty cycle when
    /// there is no anchor.
    [[nodiscard]] const WalkCycle& anchorCycle() const;
    /// hexCentre(hex) + HexOffset: the world point, map pixels.
    [[nodiscard]] ipos logicalPoint() const { return hexCentre(geometry_, hex_) + hex_offset_; }
    [[nodiscard]] const HexGeometry& geometry() const { return geometry_; }

private:
    HexGeometry geometry_;
    Hex hex_;
    ipos hex_offset_{0, 0};
    int hdir_ = 0;
    std::optional<MovingContext> moving_;
    bool completed_pending_ = false;  // the context completed on the last step: stop on the next
    uint64_t movements_ = 0;          // setMoving calls
    bool anchored_ = false;
    CycleKey key_;
    std::shared_ptr<const WalkCycle> anchor_cycle_;
    ipos anchor_{0, 0};
};

}  // namespace gaitlab

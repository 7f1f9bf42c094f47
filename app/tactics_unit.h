// A tactics unit on the hex map (issue "Tactics units"; seed tactics-sprite-data.md; D12-D15): it stands on a hex
// with a HexOffset and moves with a MovingContext like a critter, faces the nearest diagonal of its hex direction
// (D15), and while it walks its Walk sequence's per-frame screen motion (engine/tactics_drive.h) drives the same
// walk-cycle aligner as critters, so the frame is chosen by position and the feet stay planted. Standing, it draws
// Idle (idleFrames[view]); Swing, Hurt and Death play once on a tactics::Player (D13, events per D14; Death holds
// its last frame). The view is viewOf(facing, camera step), re-resolved every tick.
//
// Where it stands: the ground point is hex centre + HexOffset + offs_anim (map pixels, as a critter's sprite
// root), and the stance point, the origin of every pose tile, is 20 px above it (the unit's soles are 20 px below
// the stance point). On the map the aligner's offs_anim takes the place of the pose's flat-stage moveX/moveY.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>

#include "engine/draw_list.h"
#include "engine/hex_geometry.h"
#include "engine/hex_map.h"
#include "engine/moving_context.h"
#include "engine/tactics_drive.h"
#include "engine/tactics/tactics.h"
#include "engine/walk_aligner.h"

namespace gaitlab {

/// What the unit is doing.
enum class TacticsAction { Idle, Walk, Swing, Hurt, Death };
[[nodiscard]] const char* tacticsActionName(TacticsAction action);

/// The aligner's state for the overlay and the tests, the same quantities as a critter's AlignInfo.
struct TacticsAlign {
    bool driven = false;       ///< walking: the aligner chose the frame this tick
    bool reanchored = false;   ///< the anchor was created or transferred (view or hex direction change) this tick
    WalkCycle cycle;           ///< of the drawn walk sequence in the current view and hex direction
    ipos pos{0, 0};            ///< movement displacement since the MovingContext started, pixels
    ipos anchor{0, 0};         ///< cycle anchor in pos space, pixels
    ipos rel{0, 0};            ///< pos − anchor
    WalkFrame walk;            ///< cycle_proj, cycle_number, frame, offs_anim
    double phase = 0.0;        ///< cycle_proj / dot(T,T), display only
    int frame = 0;             ///< index into the walk sequence's frames
    ipos offs_anim{0, 0};      ///< pixels; (0, 0) when not walking
};

/// One tick event the unit's player fired (D14).
struct TacticsEventNote {
    std::string label;   ///< PlaySound, PostGenericAttack, ...
    std::string animation;
    int64_t tick = 0;    ///< the event's tick in its sequence
    int64_t count = 1;   ///< firings within one update
    int64_t at_ms = 0;   ///< scene clock when it fired
};

class TacticsUnit {
public:
    static constexpr std::size_t kEventMemory = 6;  ///< how many fired events the overlay lists

    /// A unit standing on `hex` facing the diagonal of hex direction `hdir` (D15). `atlas` may be null: the unit
    /// then moves but draws nothing.
    TacticsUnit(std::string name, const HexGeometry& geometry, Hex hex, int hdir,
                std::shared_ptr<const tactics::Atlas> atlas, int camera_step = kMapCameraStep);

    /// A reloaded atlas: the running clip restarts on it, the walk cycle is rebuilt (re-anchored on the next tick).
    void setAtlas(std::shared_ptr<const tactics::Atlas> atlas);
    /// The camera step (any int, wrapped into 0..7); the view follows on the next process().
    void setCameraStep(int step);
    /// Standing in water: Nulled Walk instead of Walk, and water frames for idle and actions.
    void setWater(bool water) { water_ = water; }

    /// Starts a movement (clears the anchor). Refused (false) while dead; an action being played is cut short.
    bool setMoving(MovingContext context);
    /// Stops and normalises hex + HexOffset to the nearest passable hex (D5); false when refused.
    bool stopMoving(const HexMap& map);
    /// ChangeSpeed on the active context; no-op when not moving or speed <= 0.
    void changeSpeed(int speed, int64_t now_ms);
    /// Plays Swing, Hurt or Death once from tick 0 (a walk is stopped first, normalised against `map`). Idle and
    /// Walk are not actions (false), nor is anything once dead. False when the atlas has no such animation.
    bool play(TacticsAction action, const HexMap& map);
    /// Back on its feet: idle again after Death.
    void revive();

    /// One simulation tick at clock `now_ms`: as CritterView::process for the movement (a context completed on
    /// the previous tick stops at the start of this one), then facing (D15), view, frame (aligner while walking,
    /// the player otherwise) and the pose. Throws AlignerOverflow (walk_aligner.h) for out-of-range positions.
    void process(int64_t now_ms, const HexMap& map);
    /// Teleports, stopping any movement without normalising; hdir −1 keeps the facing.
    void place(Hex hex, int hdir = -1);

    [[nodiscard]] const std::string& name() const { return name_; }
    [[nodiscard]] Hex hex() const { return hex_; }
    [[nodiscard]] ipos hexOffset() const { return hex_offset_; }
    [[nodiscard]] int hdir() const { return hdir_; }
    [[nodiscard]] int facing() const { return facing_; }
    [[nodiscard]] int cameraStep() const { return camera_step_; }
    [[nodiscard]] int view() const { return view_; }
    [[nodiscard]] bool water() const { return water_; }
    [[nodiscard]] TacticsAction action() const { return action_; }
    [[nodiscard]] bool dead() const { return action_ == TacticsAction::Death; }
    [[nodiscard]] bool isMoving() const { return moving_.has_value(); }
    [[nodiscard]] const MovingContext* moving() const { return moving_ ? &*moving_ : nullptr; }
    [[nodiscard]] const TacticsAlign& align() const { return align_; }
    /// The pose drawn (poseAt of the current animation; see the header comment for where it is drawn).
    [[nodiscard]] const tactics::Pose& pose() const { return pose_; }
    /// Name of the drawn animation ("Idle", "Walk", "Nulled Walk", "Swing", ...), empty without an atlas.
    [[nodiscard]] const std::string& animationName() const { return animation_name_; }
    /// Ticks (60/s) into the drawn clip: the player's clock for idle and actions, the walk frame's start tick.
    [[nodiscard]] int64_t clipTicks() const { return clip_ticks_; }
    [[nodiscard]] const std::deque<TacticsEventNote>& events() const { return events_; }
    [[nodiscard]] const std::shared_ptr<const tactics::Atlas>& atlas() const { return atlas_; }

    /// Hex centre + HexOffset (the logical point), map pixels.
    [[nodiscard]] ipos logicalPoint() const;
    /// logicalPoint() + offs_anim: where the soles stand, map pixels.
    [[nodiscard]] ipos groundPoint() const;
    /// groundPoint() − (0, 20): the stance point, the origin of the pose's tiles.
    [[nodiscard]] ipos stancePoint() const;

private:
    void startClip(const tactics::Animation& animation, TacticsAction action);
    void clearAnchor();
    void walkFrame(const tactics::Animation& walk);

    std::string name_;
    HexGeometry geometry_;
    std::shared_ptr<const tactics::Atlas> atlas_;
    Hex hex_;
    ipos hex_offset_{0, 0};
    int hdir_ = 0;
    int facing_ = 1;
    int camera_step_ = 7;
    int view_ = 0;
    bool water_ = false;
    TacticsAction action_ = TacticsAction::Idle;
    std::optional<MovingContext> moving_;
    bool completed_pending_ = false;
    std::optional<tactics::Player> player_;  // idle and actions
    int64_t last_ms_ = 0;
    int64_t now_ms_ = 0;
    // The anchor belongs to one walk cycle: (sequence, mirrored, hex direction) and a copy of its cycle.
    bool anchored_ = false;
    int anchor_sequence_ = -1;
    bool anchor_mirrored_ = false;
    int anchor_hdir_ = -1;
    ipos anchor_{0, 0};
    TacticsAlign align_;
    tactics::Pose pose_;
    std::string animation_name_;
    int64_t clip_ticks_ = 0;
    std::deque<TacticsEventNote> events_;
};

/// Appends the unit's pose: one sprite per tile, back to front, each keyed by its sheet cell (`sheet_path`, the
/// cell's rect), pivoted on the stance point with the tile's exact (x, y) (D12) and flipped as the tile says.
/// All tiles carry the unit's hex, so the draw-list sort keeps them together and in order. Nothing without an atlas.
void addTacticsUnit(DrawList& list, const HexGeometry& geometry, const TacticsUnit& unit,
                    const std::string& sheet_path, Rgba8 tint = {});

/// Appends the selected unit's markers: the logical point (yellow +), the stance point (cyan +), the ground point
/// (white +), while walking the cycle anchor (magenta +) and T from it (orange), and the hand points of the pose
/// (green + for the last tile's arm, light blue for the first; none when the atlas has no hands).
void addTacticsUnitMarkers(DrawList& list, const HexGeometry& geometry, const TacticsUnit& unit);

} // namespace gaitlab

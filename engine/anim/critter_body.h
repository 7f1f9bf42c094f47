// A critter on the hex map: owns the movement lifecycle and feeds its position into the walk-cycle aligner
// (DECISIONS "When movement selects the frame", "Movement stop and offset normalization"; decisions D4, D5;
// §5). It has no clock of its own: the animation and every time-driven frame come from the caller, the
// animation state machine of engine/anim/critter_actor.h (D7, D19). Pure: no SDL, GL or ImGui.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string_view>

#include "engine/hex/hex_geometry.h"
#include "engine/hex/hex_map.h"
#include "engine/movement/mover.h"
#include "engine/movement/moving_context.h"
#include "engine/sprite/placement.h"
#include "engine/sprite/sprite_sheet.h"
#include "engine/sprite/walk_aligner.h"

namespace gaitlab {

/// Which animation of the critter is selected, always by the animation state machine
/// (engine/anim/critter_actor.h): walk versus run by its speed conditions, the actions by its requests.
enum class CritterAnim { Idle, Walk, Run, Attack, Hurt, Death, Knockback };
/// Every CritterAnim, in declaration order.
inline constexpr CritterAnim kCritterAnims[] = {CritterAnim::Idle,     CritterAnim::Walk, CritterAnim::Run,
                                                CritterAnim::Attack,   CritterAnim::Hurt, CritterAnim::Death,
                                                CritterAnim::Knockback};
/// "idle", "walk", "run", "attack", "hurt", "death", "knockback": also the animation tags of the state
/// machine definitions (assets/anim/*.states.json) and the sprite file names of the generated critter.
[[nodiscard]] const char* critterAnimName(CritterAnim anim);
/// Inverse of critterAnimName; nullopt for any other text.
[[nodiscard]] std::optional<CritterAnim> critterAnimFromName(std::string_view name);

/// Flags the project-side animation mapping returns for the selected animation (D4).
struct AnimFlags {
    bool movement = false;  ///< Movement: the walk/run branch is active while a MovingContext is active
    bool freeze = false;    ///< Freeze: keep the frame that playback chose
};
/// The animation mapping. The built-in one (defaultAnimMapping) sets Movement for walk and run.
using AnimMapping = std::function<AnimFlags(CritterAnim)>;
[[nodiscard]] AnimFlags defaultAnimMapping(CritterAnim anim);

/// The animations a critter draws. Any may be null (then nothing is drawn for it).
struct CritterAnimations {
    std::shared_ptr<const SpriteAnimation> idle;
    std::shared_ptr<const SpriteAnimation> walk;
    std::shared_ptr<const SpriteAnimation> run;
    // Empty initialisers: a brace list naming only {idle, walk, run} stays free of missing-initializer warnings.
    std::shared_ptr<const SpriteAnimation> attack{};
    std::shared_ptr<const SpriteAnimation> hurt{};
    std::shared_ptr<const SpriteAnimation> death{};
    std::shared_ptr<const SpriteAnimation> knockback{};
};
/// The member of `animations` that holds `anim`.
[[nodiscard]] std::shared_ptr<const SpriteAnimation>& animationSlot(CritterAnimations& animations, CritterAnim anim);
[[nodiscard]] const std::shared_ptr<const SpriteAnimation>& animationSlot(const CritterAnimations& animations,
                                                                          CritterAnim anim);

/// An animation chosen outside the view, by the animation state machine (D4: it chooses the sheet).
struct AnimSelection {
    CritterAnim anim = CritterAnim::Idle;
    /// Frame shown when movement does not drive the animation: the state machine's playback frame (taken
    /// modulo the sheet's frame count). Ignored while the aligner chooses the frame.
    int frame = 0;
};

/// Everything the overlay and the trace show about the last process() call: the aligner's record (shared with
/// tactics units, engine/movement/mover.h) and which animation, sheet and direction it was for.
struct AlignInfo : AlignRecord {
    CritterAnim anim = CritterAnim::Idle;
    AnimFlags flags;
    const SpriteSheet* sheet = nullptr;
    int hdir = 0;
};

class CritterBody {
public:
    CritterBody(const HexGeometry& geometry, Hex hex, int hdir);

    /// Replaces the animations. While moving, a different resolved sheet goes through phase transfer on
    /// the next process() (DECISIONS "Direction and sheet changes": substitution re-anchors the same way).
    void setAnimations(CritterAnimations animations);
    void setAnimMapping(AnimMapping mapping);

    /// Starts a movement: completes the previous context and clears the anchor (D5). No normalisation.
    void setMoving(MovingContext context);
    /// Stops: clears the anchor, drops the context, then normalises hex + HexOffset to the nearest hex,
    /// refusing when that hex is outside or blocked (D5). Returns whether normalisation succeeded.
    bool stopMoving(const HexMap& map);
    /// ChangeSpeed on the active context (keeps the progress fraction, §3.6); the caller's next selection
    /// may name the other of walk and run, whose sheet is re-anchored by phase transfer on that process()
    /// (field case R07). No-op when not moving or speed <= 0.
    void changeSpeed(int speed, int64_t now_ms);

    /// One simulation tick at clock `now_ms` (§5.3) showing the animation `selection` names: stops a
    /// context that completed on the previous tick at its end hex, advances the MovingContext, resolves the
    /// direction's sheet of `selection.anim`, re-anchors on a sheet change and chooses the frame and
    /// offs_anim. A Movement animation (the mapping's flag, D4) is driven by the aligner while moving
    /// (and not Freeze); anything else shows `selection.frame` with offs_anim = accum[frame] (D4, §4.6), or
    /// (0, 0) for a Movement sheet standing still ("a movement-driven sheet with no active movement gets no
    /// correction"). The completing tick itself still shows the aligned walk frame (walk_simulation
    /// vectors); the stop (with normalisation against `map`, D5) happens at the start of the next call.
    /// Throws AlignerOverflow (walk_aligner.h) for out-of-range positions.
    void process(int64_t now_ms, const HexMap& map, const AnimSelection& selection);

    [[nodiscard]] Hex hex() const { return mover_.hex(); }
    [[nodiscard]] ipos hexOffset() const { return mover_.hexOffset(); }
    [[nodiscard]] int hdir() const { return mover_.hdir(); }
    [[nodiscard]] bool isMoving() const { return mover_.isMoving(); }
    /// The movement completed on the last process(): the next process() stops it at its end hex first.
    [[nodiscard]] bool stopPending() const { return mover_.stopPending(); }
    [[nodiscard]] const MovingContext* moving() const { return mover_.moving(); }
    /// The movement lifecycle and anchor (shared with tactics units).
    [[nodiscard]] const Mover& mover() const { return mover_; }
    /// Mover::serverMove on this body (§3.7, D30).
    void serverMove(const HexMap& map, MapSize size, Hex server_start, const MovePath& path, int speed, ipos end_offset,
                    int64_t start_ms, int64_t offset_ms) {
        mover_.serverMove(map, size, server_start, path, speed, end_offset, start_ms, offset_ms);
    }
    [[nodiscard]] const AlignInfo& align() const { return align_; }
    [[nodiscard]] const CritterAnimations& animations() const { return animations_; }
    /// The animation of the last process() (align().anim), or null when it is missing.
    [[nodiscard]] const std::shared_ptr<const SpriteAnimation>& selectedAnimation() const {
        return animationSlot(animations_, align_.anim);
    }
    /// The frame to draw, or nullptr when the selected animation is missing.
    [[nodiscard]] const SpriteFrame* currentFrame() const;
    /// Logical point without the constant (W/2, H/2) centre bias: hexPos(hex) + HexOffset, pixels.
    [[nodiscard]] ipos logicalWorld() const;
    /// Sprite root without the centre bias: logicalWorld() + offs_anim, pixels (the engine's and the trace's
    /// sprite_world, as the reference vectors give it).
    [[nodiscard]] ipos spriteWorld() const;
    /// The logical point as a world point: hexCentre(hex) + HexOffset, map pixels (docs/ARCHITECTURE.md "World
    /// points"; Mover::logicalPoint, the one place the centre is added).
    [[nodiscard]] ipos logicalPoint() const { return mover_.logicalPoint(); }
    /// The sprite root as a world point: hexCentre(hex) + HexOffset + offs_anim, map pixels, the convention tactics
    /// units use too (docs/ARCHITECTURE.md "World points").
    [[nodiscard]] ipos spriteRoot() const { return mover_.logicalPoint() + align_.offs_anim; }
    /// Teleports (used by the client for placing critters); stops any movement without normalising.
    void place(Hex hex, int hdir);
    /// Moves the logical point of a standing critter by `delta` pixels (HexOffset += delta), then normalises
    /// hex + HexOffset to the nearest hex with the map's passability (D5). When the critter is moving, or
    /// the nearest hex is outside the map or blocked, or the offset leaves int16, nothing changes and the
    /// result is false. The world point moves by exactly `delta` on success. offs_anim is not touched: it is
    /// recomputed by the next process(). Used to fold a knock-back's displacement into the position.
    bool shiftPosition(ipos delta, const HexMap& map);

private:
    const std::shared_ptr<const SpriteAnimation>& animationFor(CritterAnim anim) const;
    const SpriteSheet* resolveSheet(CritterAnim anim) const;

    Mover mover_;
    CritterAnimations animations_;
    AnimMapping mapping_ = defaultAnimMapping;
    AlignInfo align_;
};

/// The frame a critter shows and where: its animation, the sheet index for align().hdir, the frame and the image's
/// top left (spriteTopLeft of critterRoot with HexOffset and offs_anim, §8) and size, map pixels.
struct ShownFrame {
    const SpriteAnimation* anim = nullptr;
    const SpriteFrame* frame = nullptr;
    int dir = 0;          ///< index into anim->dirs
    int frame_index = 0;  ///< align().frame
    ipos top_left{0, 0};
    ipos size{0, 0};
};
/// The critter's ShownFrame; nullopt when it has no animation or frame.
[[nodiscard]] std::optional<ShownFrame> shownFrame(const CritterBody& body, const HexGeometry& geometry);

}  // namespace gaitlab

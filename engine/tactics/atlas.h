// The tactics-sprite-data document held in memory (DECISIONS "The Data"), validated and
// indexed by the loader in atlas_loader.h. Pixels are sprite pixels, time is ticks at 60 per second (D13).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace gaitlab::tactics {

/// Bounds the loader puts on numbers that reach integer pixel or tick arithmetic (README "Limits"); a value
/// outside is an error naming the file and the JSON path.
/// Tile centres (u, v), per-frame motion (fb, du) and hand points, pixels from the stance point or cell corner.
inline constexpr int64_t kMaxStagePixels = 4096;
/// The atlas image's width and height and the stage's columns and rows (the image reader's own side limit).
inline constexpr int64_t kMaxAtlasSide = 1000000;
/// One frame's delay in ticks (the state machine's own frame duration limit, anim::kMaxFrameDuration).
inline constexpr int64_t kMaxDelayTicks = 1000000000;

/// The atlas image the cells are cut from (the document's `sheet`), in pixels.
struct AtlasImage {
    std::string file;
    int width = 0;
    int height = 0;
};

/// `stage`: where the stance point sits on the SHP canvas. The frames already have it taken out.
struct Stage {
    int originColumn = 0;
    int stanceRow = 0;
    int stanceWidth = 0;
    int stanceHeight = 0;
    int ticksPerSecond = 0;  ///< always 60 once loaded (D13)
};

/// `cells[id]`: a rect on the atlas image, pixels from its top left. `id` equals the cell's position in `cells`.
struct Cell {
    int id = 0;
    int x = 0;
    int y = 0;
    int w = 0;
    int h = 0;
};

/// One `[id, u, v]` or `[id, u, v, 1]` of a frame: cell `id` centred at (u, v) pixels from the stance point,
/// u right, v down. `reversed` is the fourth element: the tile draws mirrored in place.
struct FrameTile {
    int id = 0;
    double u = 0.0;
    double v = 0.0;
    bool reversed = false;
};

/// `frames[n]`: its tiles back to front (the first tile is furthest back).
using Frame = std::vector<FrameTile>;

/// `[tick, label]` of a sequence: PlaySound, or PostGenericAttack (the tick a hit lands).
struct TickEvent {
    int64_t tick = 0;
    std::string label;
};

/// `sequences[seq]`, with its delays summed once at load.
struct Sequence {
    int seq = 0;                 ///< its index in `sequences`
    int raw = 0;                 ///< the animation id in TYPE1.SEQ
    std::string name;            ///< e.g. "Swing High Fwd"
    bool loop = false;           ///< the sequence's own IncrementLoop
    std::vector<int> frames;     ///< frame indices, at least one
    std::vector<int64_t> ticks;  ///< delay per frame; a last delay of 0 holds that frame
    std::vector<double> fb;      ///< pixels forward along the facing, accumulated; empty when absent
    std::vector<double> du;      ///< pixels down, accumulated; empty when absent
    std::vector<TickEvent> events;
    std::vector<int64_t> ends;  ///< ends[i] = ticks[0] + ... + ticks[i]: frame i shows while elapsed < ends[i]
    int64_t total = 0;          ///< sum of ticks: the loop period
};

/// `animations[n]`: a named front and back pair, or the idle branch the atlas adds (`idle`).
struct Animation {
    std::string name;
    std::string category;
    int front = -1;                   ///< index into `sequences`; -1 for idle
    int back = -1;                    ///< index into `sequences`; -1 for idle
    bool loop = false;                ///< plays on its own in a loop; attacks do not (copy and set it to loop one)
    std::optional<int64_t> hitTick;   ///< the first PostGenericAttack
    bool water = false;               ///< only draws in its water frames (Nulled Walk)
    std::optional<std::string> mode;  ///< its code on the site, when it has its own card
    bool idle = false;                ///< true only for Atlas::idle: draws idleFrames[view]
};

/// `hands[id]`: the centre of the hand drawn on cell `id`, in pixels from the cell's top left, and the way the
/// forearm points in degrees, 0 along the facing and 90 up.
struct Hand {
    double x = 0.0;
    double y = 0.0;
    double degrees = 0.0;
};

/// The whole document. Every index in it is in range once createAtlas returned it.
struct Atlas {
    std::string file;    ///< the name errors were reported against
    std::string format;  ///< "tactics-sprite-data"
    int formatVersion = 0;
    std::string version;
    std::string notice;  ///< the copyright notice: it travels with the data
    AtlasImage image;    ///< the document's `sheet`
    Stage stage;
    int waterOffset = 0;  ///< frame index + waterOffset = the same frame standing in water
    std::array<int, 8> idleFrames{};
    std::vector<Cell> cells;
    std::vector<Frame> frames;
    std::vector<Sequence> sequences;
    std::vector<Animation> animations;
    std::vector<std::optional<Hand>> hands;  ///< by cell id; empty when the document's `hands` is null
    nlohmann::json holds;                    ///< `holds` as read (an object, or null for another atlas image)
    double heldItemScale = 0.0;
    Animation idle;  ///< the idle branch: findAnimation(atlas, "Idle") when no animation has that name
};

/// The first animation named `name`; otherwise atlas.idle for "Idle"; otherwise nullptr. The pointer lives as
/// long as the atlas.
[[nodiscard]] const Animation* findAnimation(const Atlas& atlas, std::string_view name);

}  // namespace gaitlab::tactics

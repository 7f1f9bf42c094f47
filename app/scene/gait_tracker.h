// The client's live gait tools (README "What the overlay shows": Gait, A/B): per watched critter a rolling window
// of GaitSample fed after every tick, the foot contacts of the sheets it shows (ArtSheets, app/assets/accept_art.h:
// the sidecar where one has the animation, else detection, exactly as `gaitlab accept`; rebuilt when the assets'
// generation moves on, so a hot reload is followed), measureGait on the window for the readouts and the plots,
// and the planted-foot markers pinned where each foot was put down. Also the speed helpers of the Critter panel:
// the natural speed of the current sheet, "match speed to art" and the walk/run threshold of the definition.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/assets/accept_art.h"
#include "app/files/watched_files.h"
#include "engine/anim/state_machine_def.h"
#include "engine/draw/gait_draw.h"
#include "engine/gait/gait_metrics.h"

namespace gaitlab {

class AssetLibrary;
class World;

/// Ticks the window holds: the last 4 s.
inline constexpr std::size_t kGaitWindowTicks = 400;
/// The Critter panel's speed slider range, whole ground px/s.
inline constexpr int kSpeedSliderMin = 10;
inline constexpr int kSpeedSliderMax = 300;

/// What a critter's current foot contacts say, for the readouts.
struct FootReadout {
    bool has_data = false;  ///< false: "no contact data" (no contacts for this sheet or frame)
    std::string note;       ///< why there is no data, or the frame's own note
    FootState state[2] = {FootState::NoContactData, FootState::NoContactData};
    std::optional<double> slide[2];  ///< px (Chebyshev) the planted foot is from where it was put down: the report's
};

class GaitTracker {
public:
    explicit GaitTracker(const AssetLibrary& assets) : assets_(assets) {}

    /// The critters whose windows are fed (the selected one, and A and B of the A/B scenario). A critter no
    /// longer watched loses its window.
    void watch(const std::vector<int>& critters);
    /// Call after every World::tick: appends each watched critter's GaitSample (critterGaitSample) to its window,
    /// dropping the oldest beyond kGaitWindowTicks. When the assets' generation moved on since the last call (a
    /// hot reload, an assignment) every window is cleared and every ArtSheets rebuilt first: the samples name
    /// sheets by pointer and the reloaded ones are new objects.
    void afterTick(const World& world);
    /// Time went back (a step back restored an earlier tick): drops the samples newer than the world's clock.
    void rewind(const World& world);
    /// Clears every window (a new scenario, a restart).
    void clear();
    /// Re-reads the sidecars when one changed on disk (a contacts.json edit is not an asset generation).
    void pollSidecars();

    /// The window of critter `critter`, oldest first (empty when not watched).
    [[nodiscard]] const std::deque<GaitSample>& window(int critter) const;
    /// measureGait over the window (recomputed when the window changed), null when the window is empty.
    [[nodiscard]] const GaitReport* report(int critter);
    /// The contacts the metrics read for `sheet` of critter `critter` (null: unknown sheet, no contact data).
    [[nodiscard]] const GaitSheetInfo* sheetInfo(int critter, const SpriteSheet* sheet);
    /// Where that critter's contacts come from per animation ("contacts.json" or "detected from the pixels").
    [[nodiscard]] std::map<std::string, std::string> contactSources(int critter);
    /// The feet of the newest sample of the window.
    [[nodiscard]] FootReadout feet(int critter);
    /// The planted foot of the newest sample: where it is now and, pinned, where its plant began (now less the
    /// report's foot slide vector, GaitSeries::foot_slide_vector).
    [[nodiscard]] std::vector<FootMarker> plantedMarkers(int critter);

private:
    struct Entry {
        std::deque<GaitSample> window;
        uint64_t server_moves = 0;  // CritterActor::serverMoves() at the last sample: marks corrections
        std::unique_ptr<ArtSheets> sheets;
        std::string assignment;  // AssetLibrary::assignmentOf(critter, Walk) the sheets were built for
        std::optional<std::string> sidecar_file;
        WatchedFiles sidecar_files;  ///< the sidecar as last read
        GaitReport report;
        bool report_valid = false;
        FigureCache figures;  // kept while the sheets are: a tick recomputes the report without re-finding them
    };
    Entry& entry(int critter);
    ArtSheets& sheetsOf(int critter);

    const AssetLibrary& assets_;
    std::map<int, Entry> entries_;
    std::vector<int> watched_;
    uint64_t generation_ = 0;
    double stretch_ = 0.0;
};

/// What "match speed to art" does for a critter (the Critter panel).
struct SpeedMatch {
    const SpriteSheet* sheet = nullptr;  ///< the sheet shown if it is the walk or run, else the walk of its hdir
    std::string anim;                    ///< "walk" or "run": the animation `sheet` belongs to
    std::optional<double> natural;       ///< naturalWalkSpeed of `sheet`, ground px/s (none for 0 ticks)
    /// The speed the button sets: natural rounded half away from zero (speeds are whole ground px/s, the
    /// MovingContext's integer), clamped to the slider's kSpeedSliderMin..kSpeedSliderMax. 0 without `natural`.
    int speed = 0;
    std::optional<int> run_from;  ///< the definition's walk/run threshold: the lowest whole speed that runs
    /// The state the definition's rule (BySpeed) shows at `speed` while moving: "walk", "run" or "", whatever gait
    /// the critter holds now.
    std::string shows;
    /// Empty, or where `speed` crosses the threshold: "at 90 px/s the definition shows run (run from 80), not
    /// this walk: match speed to art holds the walk".
    std::string crossing;
};
[[nodiscard]] SpeedMatch speedMatchFor(const World& world, int critter);
/// Sets critter `critter`'s speed to speedMatchFor().speed (World::setSpeed: mid-walk through ChangeSpeed). Where
/// that speed crosses the definition's threshold (SpeedMatch::crossing), the critter's gait is first held at the
/// sheet's (World::setGait Walk or Run), so the matched sheet keeps showing (DECISIONS "Scenario speeds").
/// False when the sheet has no natural speed.
bool matchSpeedToArt(World& world, int critter);
/// The state a moving critter in state `from` ("walk" or "run") of `def` goes to at `speed` (one transition of
/// `from` or a global one whose condition holds with moving = true and that speed), or `from` when none does.
/// `running` is what the actor's gait reports at that speed (BySpeed: speed >= `run_threshold`, D6).
[[nodiscard]] std::string gaitStateAt(const anim::StateMachineDef& def, const std::string& from, double speed,
                                      int run_threshold = 80);
/// The lowest whole speed in 1..1000 ground px/s at which a moving walk goes to run in `def`; none when it never does.
[[nodiscard]] std::optional<int> runThreshold(const anim::StateMachineDef& def, int run_threshold = 80);

}  // namespace gaitlab

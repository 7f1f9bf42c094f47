// Scenario files: a scenario written as a small JSON file (assets/scenarios/*.json, or any file a user writes), read
// into a Scenario the world steps as the last stage of World::tick like the built-in ones (engine/world/scenario.h),
// so `gaitlab render --scenario FILE`, the client's `--route FILE` and the Demo routes panel run it identically.
// It drives what is selected when it starts: the selected critter, or the selected tactics unit, which takes the
// same steps through the world's unit calls (World::walkPath, correct and act with ActorRef::unit; a unit has no knock-back,
// and a scenario's sprite files are for critters only). "critter" below means that subject.
//
// Format (every key but "steps" entries' own is optional unless said; unknown keys are errors):
//
//   {"name": "turn-60-at-quarter",           menu and trace name (default: the file name without .json)
//    "description": "free text",             shown beside the menu
//    "seconds": 6,                           render length when --seconds is not given, (0, 3600]
//    "zoom": 2,                              camera zoom 1..8 (render's default when --zoom is not given)
//    "critter": {"start": [x, y],            the selected critter is placed here (default: where it stands)
//                "dir": "SE",                facing NE, E, SE, SW, W or NW; on a square map also S or N (default:
//                                            kept)
//                "speed": 70,                ground px/s for its walks, 1..1000 (default 70)
//                "walk": "art/x.fofrm", ...}  sprite files for idle, walk, run, attack, hurt, death, knockback,
//                                            relative to the scenario file; the app assigns them, the engine only
//                                            stores the paths (ScenarioSpec::art)
//    "steps": [ {TRIGGER, COMMAND}, ... ],
//    "repeat_ms": 0,                         > 0: every repeat_ms the critter is put back on its start and the
//                                            steps run again (0..3600000, 0 = once)
//    "builtin": "sheet-ops",                 instead of steps: run the built-in scenario of that name
//    "map": "../maps/square.json"}           the map it is written for, relative to the file: the app loads it
//                                            first (ScenarioSpec::map; the engine only stores the path)
//
// TRIGGER is exactly one of
//   "at_ms": N          world time since the scenario started, 0..3600000, a multiple of the 10 ms tick: the command
//                       is given between the tick that ends there and the next one, like a click at that time
//                       (at_ms 0: at start), so it shows from the tick ending at N + 10;
//   "at_distance": D    once the critter has walked D ground px (0..3600000) since the scenario (or the repeat)
//                       started: the sum over its movements of each MovingContext's walked distance
//                       (progress fraction times whole distance, §3.4), checked after every tick.
// COMMAND is exactly one of (plus "speed" beside "path" or "walk_to", applied first)
//   "path": ["E", "E", "SE"]     walk these hex steps from where the critter stands (one MovePath, one segment per
//                                run of equal directions). NE, E, SE, SW, W, NW walk on either layout; S and N are
//                                square-map directions (D27), refused at start() on a hexagonal map
//   "walk_to": [x, y]            walk there through the path finder
//   "speed": S                   change the speed, mid-move through ChangeSpeed (§3.6), 1..1000
//   "stop": true                 stop (normalised to the nearest passable hex, D5)
//   "correct": {"hex": [x, y], "offset_ms": 0}
//                                an authoritative correction: the authority says the walk goes on from that hex,
//                                begun offset_ms (0..3600000) ago (World::correct, §3.7, D30)
//   "action": "attack" | "hurt" | "kill" | "revive" | "knock-back"
//   "zoom": Z                    the camera zoom from now on, 1..8 (Scenario::zoom)
//
// Checked on reading (JsonError "<file>: <json path>: expected ..., got ..."): types, ranges, direction names,
// unknown keys. Checked at start() against the world's map (the message names the file and JSON path the same way):
// every direction name one of the map's layout (DECISIONS "Square geometry"), the start hex, every walk_to target
// and correction hex inside the map and movable, and every path walked from
// where the previous path or walk_to of the file ends (or the start hex) staying on movable hexes of the map. A
// path given later from another hex than that (after a stop or a correction) and leaving movable hexes is not
// walked; the world records the error (World::setScenarioError), naming the step the same way. Whether a walk_to
// target can be reached is found when the step runs, not at start() (DECISIONS "Scenario cost"): one path search
// per step and hex it runs from, kept for the step's next runs (a repeat), so a far target costs its search once;
// an unreachable one is not walked and the world records "<file>: /steps/N/walk_to: expected a hex reachable from
// where the critter stands (x, y), got (a, b) (not walked)".
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/world/scenario.h"

namespace gaitlab {

/// A scenario file read: its settings for whoever runs it, and the scenario itself.
struct ScenarioSpec {
    std::string file;         ///< the path it was read from
    std::string name;         ///< "name", or the file name without ".json"
    std::string description;  ///< "description", may be empty
    double seconds = 6.0;     ///< "seconds": how long a render runs when not told otherwise
    std::optional<int> zoom;  ///< "zoom" when given (1..8)
    std::string builtin;      ///< "builtin": the built-in scenario it runs (makeScenario's names), else empty
    /// Sprite files per animation name (critterAnimName: idle, walk, run, ...), resolved against the file's folder,
    /// for the app to assign to the selected critter before starting (the engine never loads them).
    std::map<std::string, std::string> art;
    /// The scenario to give World::startScenario: a scenario file's steps, or makeScenario(builtin). Its name() is
    /// `name`, except a builtin's, which keeps the built-in name.
    std::unique_ptr<Scenario> scenario;
    /// What a pace other than 1 could not keep: a scaled speed outside 1..1000 or seconds past 3600, each naming the
    /// file and JSON path and the value it plays at.
    std::vector<std::string> warnings;
    /// "map": the map file the scenario is written for, resolved against the file's folder, for the app to load
    /// before starting (e.g. a square map for S and N steps); empty: the map in use.
    std::string map;
    /// "critter"/"gait": "walk" or "run" when the scenario holds that gait at any speed (World::setGait), else
    /// empty (the engine's rule: the definition's threshold decides).
    std::string gait;
    /// "critter"/"speed" as played (after the pace), ground px/s.
    int speed = 0;
};

/// Reads scenario file `path` (a regular file of at most kMaxTextFileBytes, engine/base/file_read.h). Throws JsonError
/// naming the file and the JSON path of the first problem.
/// `pace` plays the file at another pace (DECISIONS "Gait metrics", `accept --pace natural`): every speed is
/// multiplied by it (rounded, kept in 1..1000) and every time (at_ms, repeat_ms, seconds) divided by it (at_ms and
/// repeat_ms to whole 10 ms ticks), so the same paths are walked over the same distances; distances (at_distance)
/// stay. A builtin keeps its own speeds. What the range cannot hold is kept at its end (ScenarioSpec::warnings). Throws std::invalid_argument for a pace outside (0, 100].
[[nodiscard]] ScenarioSpec loadScenarioFile(const std::string& path, double pace = 1.0);
/// The same from `text`; `file` names it in messages and relative art paths are resolved against its folder.
[[nodiscard]] ScenarioSpec parseScenarioFile(std::string_view text, const std::string& file, double pace = 1.0);

/// Whether a `--scenario` / `--route` argument names a scenario file rather than a built-in scenario: it ends in
/// ".json" (any case) or is an existing regular file.
[[nodiscard]] bool isScenarioFileArgument(const std::string& argument);

}  // namespace gaitlab

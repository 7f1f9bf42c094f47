// The humanoid's animation state machine definition on screen (DECISIONS "Animation State
// Machine"; decisions D17, D18): <asset_dir>/anim/humanoid.states.json with the frame events of the critter's
// sidecar (<asset_dir>/critters/humanoid/events.json, engine/anim/event_sidecar_reader.h) merged in. Watched
// for hot reload like every other asset; a reload that fails keeps the last good definition. Until a file ever
// loads, a built-in definition (idle, walk, run: the movement states only) keeps critters alive.
#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include "app/files/watched_files.h"
#include "engine/anim/event_sidecar_reader.h"
#include "engine/anim/state_machine_def.h"

namespace gaitlab {

class CritterStates {
public:
    CritterStates(std::string states_path, std::string sidecar_path);

    /// Loads (or reloads) the definition and the sidecar. Returns "" on success and when the definition file
    /// does not exist (the built-in one is used; a missing sidecar only means no sidecar events); otherwise
    /// the error, one or more lines "<file>: <json path>: <what was expected>", keeping the previous
    /// definition. Beyond the loader's checks a critter definition must count time in "ms" and every state
    /// must name a critter animation (critterAnimName: idle, walk, run, attack, hurt, death, knockback); walk
    /// and run must be movement-driven (D4).
    std::string load();
    /// Whether the definition or the sidecar changed on disk (appeared, vanished, rewritten) since last read.
    [[nodiscard]] bool changedOnDisk() const;

    /// The definition critters use now: never null. A new object after every successful load.
    [[nodiscard]] std::shared_ptr<const anim::StateMachineDef> states() const { return states_; }
    /// Whether states() came from the file (false: the built-in definition).
    [[nodiscard]] bool fromFile() const { return from_file_; }
    [[nodiscard]] const std::string& statesPath() const { return states_path_; }
    [[nodiscard]] const std::string& sidecarPath() const { return sidecar_path_; }
    /// The sidecar whose events states() carries; null when there is none or states() is the built-in one.
    [[nodiscard]] const std::shared_ptr<const anim::EventSidecar>& sidecar() const { return sidecar_; }

private:
    std::string states_path_;
    std::string sidecar_path_;
    WatchedFiles files_;  // the definition and the sidecar as last read
    bool read_once_ = false;
    bool from_file_ = false;
    std::shared_ptr<const anim::StateMachineDef> states_;
    std::shared_ptr<const anim::EventSidecar> sidecar_;
};

}  // namespace gaitlab

#include "app/assets/critter_states.h"

#include <exception>

#include "app/files/file_stamp.h"
#include "engine/anim/critter_body.h"
#include "engine/anim/event_sidecar_reader.h"
#include "engine/base/file_read.h"
#include "engine/world/world_assets.h"

namespace gaitlab {

namespace {

/// The checks a critter needs beyond the loader's (CritterActor's constructor would refuse the definition).
void checkCritterDefinition(const anim::StateMachineDef& def, const std::string& path) {
    if (def.time_unit != anim::TimeUnit::Milliseconds)
        throw std::invalid_argument(path + ": /time_unit: expected \"ms\" for a critter definition");
    for (std::size_t i = 0; i < def.states.size(); ++i) {
        const std::string& name = def.states[i].name;
        if (!critterAnimFromName(name))
            throw std::invalid_argument(path + ": /states/" + std::to_string(i) + "/name: expected a critter " +
                                        "animation (idle, walk, run, attack, hurt, death, knockback), got \"" + name +
                                        "\"");
        // D4: movement chooses walk and run frames; a time-driven walk would tread on the spot and never move.
        if ((name == "walk" || name == "run") && !def.states[i].movement_driven)
            throw std::invalid_argument(path + ": /states/" + std::to_string(i) + "/movement: expected true for " +
                                        name + " (D4: movement chooses its frames)");
    }
}

}  // namespace

CritterStates::CritterStates(std::string states_path, std::string sidecar_path)
    : states_path_(std::move(states_path)), sidecar_path_(std::move(sidecar_path)), states_(builtInCritterStates()) {}

bool CritterStates::changedOnDisk() const { return !read_once_ || files_.changed(); }

std::string CritterStates::load() {
    read_once_ = true;
    files_ = WatchedFiles();
    files_.watch(states_path_);
    files_.watch(sidecar_path_);
    if (!pathPresent(states_path_)) {
        // A folder without a definition is not an error: critters idle, walk and run.
        if (from_file_) states_ = builtInCritterStates();
        from_file_ = false;
        sidecar_.reset();
        return {};
    }
    try {
        anim::StateMachineDef def = anim::loadStateMachineDef(states_path_);
        std::shared_ptr<const anim::EventSidecar> sidecar;
        if (pathPresent(sidecar_path_)) {
            sidecar = std::make_shared<const anim::EventSidecar>(anim::loadEventSidecar(sidecar_path_));
            def = anim::withSidecarEvents(std::move(def), *sidecar, sidecar_path_);
        }
        checkCritterDefinition(def, states_path_);
        states_ = std::make_shared<const anim::StateMachineDef>(std::move(def));
        sidecar_ = std::move(sidecar);
        from_file_ = true;
    } catch (const std::exception& e) {
        return e.what();
    }
    return {};
}

}  // namespace gaitlab

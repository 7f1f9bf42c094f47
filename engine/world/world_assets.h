// What the world reads of the assets: a read-only view that the app's asset library implements (loading,
// watching and decoding stay in app/). The world polls the generation counters once per tick and hands what
// changed to its critters and units; it never loads a file itself. See docs/ARCHITECTURE.md "The tick".
#pragma once

#include <cstdint>
#include <memory>

#include "engine/anim/critter_body.h"
#include "engine/anim/state_machine_def.h"
#include "engine/hex/hex_map.h"
#include "engine/tactics/atlas.h"

namespace gaitlab {

class WorldAssets {
public:
    virtual ~WorldAssets() = default;

    /// Moves on after every change of animations, assignments, critter definitions, tiles or map: the world asks
    /// for animationsFor and critterStatesFor only when it moved on.
    [[nodiscard]] virtual uint64_t generation() const = 0;
    /// Moves on only when the map was reloaded.
    [[nodiscard]] virtual uint64_t mapGeneration() const = 0;
    /// The last good map.
    [[nodiscard]] virtual const HexMap& map() const = 0;
    /// The animations of critter `critter` (its assignments applied over the humanoid's).
    [[nodiscard]] virtual CritterAnimations animationsFor(int critter) const = 0;
    /// The critters' state machine definition; never null (a built-in one when no file loaded).
    [[nodiscard]] virtual std::shared_ptr<const anim::StateMachineDef> critterStates() const = 0;
    /// The definition of critter `critter`'s type (DECISIONS "Critter types"): the one beside the art it was given,
    /// else critterStates(). Never null. The world remakes a critter whose type definition changes.
    [[nodiscard]] virtual std::shared_ptr<const anim::StateMachineDef> critterStatesFor(int /*critter*/) const {
        return critterStates();
    }
    /// The tactics unit's data and sheet geometry; null when there is none.
    [[nodiscard]] virtual std::shared_ptr<const tactics::Atlas> tacticsAtlas() const = 0;
    /// The tactics units' state machine definition ("time_unit": "ticks"); null when there is none.
    [[nodiscard]] virtual std::shared_ptr<const anim::StateMachineDef> tacticsStates() const = 0;
};

/// The critters' built-in definition: idle, walk below 80 ground px/s, run from 80 (D6), in ms; what critters use
/// when no definition file loaded or the loaded one cannot play their sheets.
[[nodiscard]] std::shared_ptr<const anim::StateMachineDef> builtInCritterStates();

}  // namespace gaitlab

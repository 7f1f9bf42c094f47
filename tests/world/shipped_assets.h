// The shipped assets as the world sees them, read with the engine's own readers and no image decoding (frame sizes
// stay 0): the demo map, the humanoid's seven animations, its definition with the sidecar's events, the tactics
// unit's data and definition. World tests run on it without SDL or GL; the app's AssetLibrary serves the same
// through the same interfaces.
#pragma once

#include <memory>
#include <string>

#include "engine/anim/event_sidecar_reader.h"
#include "engine/anim/state_machine_def.h"
#include "engine/draw/world_draw_list.h"
#include "engine/gait/sprite_loader.h"
#include "engine/hex/hex_map.h"
#include "engine/tactics/atlas_loader.h"
#include "engine/world/world_assets.h"

namespace gaitlab::testing {

class ShippedAssets : public WorldAssets, public DrawAssets {
public:
    explicit ShippedAssets(std::string dir = GAITLAB_ASSET_DIR) : dir_(std::move(dir)) {
        map_ = loadHexMap(dir_ + "/maps/demo.json");
        for (CritterAnim anim : kCritterAnims) {
            auto loaded = std::make_shared<SpriteAnimation>(
                loadSprite(dir_ + "/critters/humanoid/" + critterAnimName(anim) + ".fofrm"));
            loaded->name = critterAnimName(anim);
            animationSlot(humanoid_, anim) = std::move(loaded);
        }
        const std::string states = dir_ + "/anim/humanoid.states.json";
        const std::string sidecar = dir_ + "/critters/humanoid/events.json";
        critter_states_ = std::make_shared<const anim::StateMachineDef>(
            anim::withSidecarEvents(anim::loadStateMachineDef(states), anim::loadEventSidecar(sidecar), sidecar));
        atlas_ = std::make_shared<const tactics::Atlas>(tactics::loadAtlas(dir_ + "/tactics/tactics-sprite-data.json"));
        tactics_states_ = std::make_shared<const anim::StateMachineDef>(
            anim::loadStateMachineDef(dir_ + "/anim/tactics.states.json"));
    }

    [[nodiscard]] uint64_t generation() const override { return generation_; }
    [[nodiscard]] uint64_t mapGeneration() const override { return map_generation_; }
    [[nodiscard]] const HexMap& map() const override { return map_; }
    [[nodiscard]] CritterAnimations animationsFor(int /*critter*/) const override { return humanoid_; }
    [[nodiscard]] std::shared_ptr<const anim::StateMachineDef> critterStates() const override {
        return critter_states_;
    }
    [[nodiscard]] std::shared_ptr<const tactics::Atlas> tacticsAtlas() const override { return atlas_; }
    [[nodiscard]] std::shared_ptr<const anim::StateMachineDef> tacticsStates() const override {
        return tactics_states_;
    }
    [[nodiscard]] ipos tileSize(const std::string& /*name*/) const override { return {32, 16}; }
    [[nodiscard]] const std::string& tacticsImagePath() const override { return sheet_; }

    /// Another map, as a reload of the map file hands it over (mapGeneration() and generation() move on).
    void replaceMap(HexMap map) {
        map_ = std::move(map);
        ++map_generation_;
        ++generation_;
    }

    /// A changed animation for every critter, as a hot reload hands it over (generation() moves on).
    void replaceAnimation(CritterAnim anim, std::shared_ptr<const SpriteAnimation> replacement) {
        animationSlot(humanoid_, anim) = std::move(replacement);
        ++generation_;
    }

protected:
    /// A change the world must take up (generation() moves on), as a reload hands it over.
    void bumpGeneration() { ++generation_; }

private:
    std::string dir_;
    HexMap map_;
    CritterAnimations humanoid_;
    std::shared_ptr<const anim::StateMachineDef> critter_states_;
    std::shared_ptr<const tactics::Atlas> atlas_;
    std::shared_ptr<const anim::StateMachineDef> tactics_states_;
    std::string sheet_ = "tactics-sheet";
    uint64_t generation_ = 1;
    uint64_t map_generation_ = 1;
};

}  // namespace gaitlab::testing

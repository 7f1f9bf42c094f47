// The tactics unit's files on screen (DECISIONS "Tactics sprite data", D16): the tactics-sprite-data JSON and the
// atlas image it names, with every cell cut out as the pixels of a SpriteKey of kind Cell, and the units' animation
// state machine definition (anim/tactics.states.json, engine/anim/state_machine_def.h; D17-D19). Each keeps its
// last good version when a reload fails. A missing data file is not an error: the folder then simply has no
// tactics units (and the definition is not read).
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <unordered_map>

#include "app/files/watched_files.h"
#include "engine/anim/state_machine_def.h"
#include "engine/drawlist/draw_list.h"
#include "engine/tactics/atlas.h"
#include "render/rgba_image.h"

namespace gaitlab {

class TacticsAssets {
public:
    /// `data_path`: the tactics-sprite-data JSON; the atlas image is `sheet.file` relative to its folder.
    /// `states_path`: the units' state machine definition ("time_unit": "ticks"); empty reads none (states()
    /// then stays null, for callers that only draw poses).
    explicit TacticsAssets(std::string data_path, std::string states_path = {});

    /// Loads (or reloads) the data, the atlas image and the definition, each independently. Returns an empty string on
    /// success or when the data file does not exist (then nothing is read); otherwise one line per failed part,
    /// joined with "\n": "<file>: <what>" for the data (the loader's message, or the PNG error, or an atlas image smaller
    /// than the data's `sheet` size) and the definition loader's DefinitionError text ("<file>: <json path>:
    /// <what was expected>"; a missing definition file is an error too, as units cannot be driven without it).
    /// A failed part keeps its previous version.
    std::string load();
    /// Whether the data file, the atlas image or the definition changed on disk since they were last read.
    [[nodiscard]] bool changedOnDisk() const;

    /// The loaded atlas, or null when none ever loaded. A new object after every successful load.
    [[nodiscard]] std::shared_ptr<const tactics::Atlas> atlas() const { return atlas_; }
    /// The last good state machine definition, or null when none ever loaded. A new object after every
    /// successful load (its "file" is statesPath()).
    [[nodiscard]] std::shared_ptr<const anim::StateMachineDef> states() const { return states_; }
    [[nodiscard]] const std::string& statesPath() const { return states_path_; }
    /// The atlas image path (the data's `sheet.file`): the `name` of every cell key.
    [[nodiscard]] const std::string& imagePath() const { return image_path_; }
    [[nodiscard]] const std::string& dataPath() const { return data_path_; }
    /// The key of cell `cell` of the current atlas image.
    [[nodiscard]] SpriteKey cellKey(const tactics::Cell& cell) const;
    /// Pixels of a cell key of the current atlas image, or nullptr.
    [[nodiscard]] const RgbaImage* pixelsFor(const SpriteKey& key) const;

private:
    std::string loadData();
    std::string loadStates();

    std::string data_path_;
    std::string states_path_;
    std::string image_path_;
    WatchedFiles files_;  // the data, the definition and the atlas image as last read
    std::shared_ptr<const tactics::Atlas> atlas_;
    std::shared_ptr<const anim::StateMachineDef> states_;
    std::unordered_map<SpriteKey, RgbaImage, SpriteKeyHash> cells_;
};

}  // namespace gaitlab

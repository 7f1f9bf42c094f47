// The tactics unit's files on screen (seed tactics-sprite-data.md, D16): the tactics-sprite-data JSON and the
// sheet image it names, with every cell cut out as the pixels of a SpriteKey of kind Cell. Keeps the last good
// version when a reload fails. A missing data file is not an error: the folder then simply has no tactics units.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <unordered_map>

#include "engine/draw_list.h"
#include "engine/tactics/atlas.h"
#include "render/rgba_image.h"

namespace gaitlab {

class TacticsAssets {
public:
    /// `data_path`: the tactics-sprite-data JSON; the sheet is `sheet.file` relative to its folder.
    explicit TacticsAssets(std::string data_path);

    /// Loads (or reloads) the data and the sheet. Returns an empty string on success or when the data file does
    /// not exist; otherwise "<file>: <what>" (the loader's message, or the PNG error, or a sheet smaller than the
    /// data's `sheet` size), keeping the previous version.
    std::string load();
    /// Whether the data file or the sheet changed on disk since they were last read.
    [[nodiscard]] bool changedOnDisk() const;

    /// The loaded atlas, or null when none ever loaded. A new object after every successful load.
    [[nodiscard]] std::shared_ptr<const tactics::Atlas> atlas() const { return atlas_; }
    /// The sheet image path: the `name` of every cell key.
    [[nodiscard]] const std::string& sheetPath() const { return sheet_path_; }
    [[nodiscard]] const std::string& dataPath() const { return data_path_; }
    /// The key of cell `cell` of the current sheet.
    [[nodiscard]] SpriteKey cellKey(const tactics::Cell& cell) const;
    /// Pixels of a cell key of the current sheet, or nullptr.
    [[nodiscard]] const RgbaImage* pixelsFor(const SpriteKey& key) const;

private:
    using FileTime = std::filesystem::file_time_type;
    std::string data_path_;
    std::string sheet_path_;
    FileTime data_time_{};
    FileTime sheet_time_{};
    std::shared_ptr<const tactics::Atlas> atlas_;
    std::unordered_map<SpriteKey, RgbaImage, SpriteKeyHash> cells_;
};

} // namespace gaitlab

#include "app/assets/tactics_assets.h"

#include <exception>
#include <system_error>

#include "app/files/file_stamp.h"
#include "app/files/image_file.h"
#include "engine/tactics/atlas_loader.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

RgbaImage cut(const RgbaImage& atlas_image, const tactics::Cell& cell) {
    RgbaImage image(cell.w, cell.h);
    for (int y = 0; y < cell.h; ++y)
        for (int x = 0; x < cell.w; ++x) image.set(x, y, atlas_image.at(cell.x + x, cell.y + y));
    return image;
}

}  // namespace

TacticsAssets::TacticsAssets(std::string data_path, std::string states_path)
    : data_path_(std::move(data_path)), states_path_(std::move(states_path)) {}

SpriteKey TacticsAssets::cellKey(const tactics::Cell& cell) const {
    SpriteKey key;
    key.kind = SpriteKey::Kind::Cell;
    key.name = image_path_;
    key.cell = CellRect{cell.x, cell.y, cell.w, cell.h};
    return key;
}

bool TacticsAssets::changedOnDisk() const { return files_.empty() ? fileStamp(data_path_).exists : files_.changed(); }

std::string TacticsAssets::load() {
    files_ = WatchedFiles();
    files_.watch(data_path_);
    if (!states_path_.empty()) files_.watch(states_path_);
    std::error_code ec;
    if (!fs::exists(data_path_, ec)) return {};
    std::string states_error = loadStates();
    std::string data_error = loadData();
    if (data_error.empty()) return states_error;
    if (states_error.empty()) return data_error;
    return data_error + "\n" + states_error;
}

std::string TacticsAssets::loadStates() {
    if (states_path_.empty()) return {};
    try {
        states_ = std::make_shared<const anim::StateMachineDef>(anim::loadStateMachineDef(states_path_));
    } catch (const std::exception& e) {
        return e.what();  // DefinitionError already names the file and the JSON path
    }
    return {};
}

std::string TacticsAssets::loadData() {
    tactics::Atlas atlas;
    try {
        atlas = tactics::loadAtlas(data_path_);
    } catch (const std::exception& e) {
        return e.what();  // FormatError already names the file and the JSON path
    }
    const std::string image_path = (fs::path(data_path_).parent_path() / atlas.image.file).string();
    files_.watch(image_path);
    RgbaImage image;
    if (std::string error = loadPng(image_path, image); !error.empty()) return error;
    if (image.width < atlas.image.width || image.height < atlas.image.height)
        return image_path + ": the image is " + std::to_string(image.width) + "x" + std::to_string(image.height) +
               ", the data says " + std::to_string(atlas.image.width) + "x" + std::to_string(atlas.image.height);
    image_path_ = image_path;
    cells_.clear();
    for (const tactics::Cell& cell : atlas.cells) cells_[cellKey(cell)] = cut(image, cell);
    atlas_ = std::make_shared<const tactics::Atlas>(std::move(atlas));
    return {};
}

const RgbaImage* TacticsAssets::pixelsFor(const SpriteKey& key) const {
    if (key.kind != SpriteKey::Kind::Cell) return nullptr;
    const auto it = cells_.find(key);
    return it == cells_.end() ? nullptr : &it->second;
}

}  // namespace gaitlab

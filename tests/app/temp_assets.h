// Small asset folders written by the app and GL tests: a humanoid of solid-colour frames, two solid tiles and a
// 12x12 map, so the expected pixels are known exactly.
#pragma once

#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include "app/files/image_file.h"
#include "render/rgba_image.h"

namespace gaitlab::testing {

inline constexpr Rgba8 kBodyColour{200, 40, 40, 255};
inline constexpr Rgba8 kGrassColour{60, 140, 60, 255};
inline constexpr Rgba8 kDirtColour{150, 110, 60, 255};
inline constexpr int kBodyWidth = 11;  // odd: integer width/2 = 5
inline constexpr int kBodyHeight = 21;
inline constexpr ipos kDrawOffset{1, -2};  // offs_x / offs_y of every humanoid FOFRM
inline constexpr int kMapSide = 20;

inline void writeText(const std::filesystem::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::trunc);
    out << text;
}

/// FOFRM with `count` references to body.png, each moving next_x pixels east (T = count * next_x, 0).
inline std::string humanoidFofrm(int count, int next_x) {
    std::string text = "fps = 10\ncount = " + std::to_string(count) + "\noffs_x = " + std::to_string(kDrawOffset.x) +
                       "\noffs_y = " + std::to_string(kDrawOffset.y) + "\n";
    for (int k = 0; k < count; ++k)
        text += "frm_" + std::to_string(k) + " = body.png\nnext_x_" + std::to_string(k) + " = " +
                std::to_string(next_x) + "\n";
    return text;
}

/// A fresh folder under the system temp dir with critters/humanoid/{idle,walk,run}.fofrm + body.png,
/// tiles/{grass,dirt}.png (32x16) and maps/demo.json (20x20, grass/dirt rows, hex (0,0) and (5,5)
/// blocked).
inline std::filesystem::path writeTempAssets(const std::string& tag) {
    namespace fs = std::filesystem;
    std::random_device seed;
    const fs::path root = fs::temp_directory_path() / ("gaitlab_" + tag + "_" + std::to_string(seed()));
    fs::create_directories(root / "critters/humanoid");
    fs::create_directories(root / "tiles");
    fs::create_directories(root / "maps");
    const fs::path humanoid = root / "critters/humanoid";
    (void)savePng(RgbaImage(kBodyWidth, kBodyHeight, kBodyColour), (humanoid / "body.png").string());
    writeText(humanoid / "idle.fofrm", humanoidFofrm(1, 0));
    writeText(humanoid / "walk.fofrm", humanoidFofrm(4, 8));
    writeText(humanoid / "run.fofrm", humanoidFofrm(4, 16));
    (void)savePng(RgbaImage(32, 16, kGrassColour), (root / "tiles/grass.png").string());
    (void)savePng(RgbaImage(32, 16, kDirtColour), (root / "tiles/dirt.png").string());
    std::string rows;
    for (int y = 0; y < kMapSide; ++y) {
        rows += std::string(y == 0 ? "" : ",") + "\"" +
                std::string(static_cast<std::size_t>(kMapSide), y % 2 ? '1' : '0') + "\"";
    }
    writeText(root / "maps/demo.json",
              "{\"name\": \"test\", \"width\": 20, \"height\": 20, \"tiles\": [\"grass\", \"dirt\"], "
              "\"rows\": [" +
                  rows + "], \"blocked\": [[0, 0], [5, 5]]}\n");
    return root;
}

/// A writeTempAssets folder removed at the end of its scope.
struct TempAssetFolder {
    std::filesystem::path dir = writeTempAssets("pieces");
    TempAssetFolder() = default;
    TempAssetFolder(const TempAssetFolder&) = delete;
    TempAssetFolder& operator=(const TempAssetFolder&) = delete;
    ~TempAssetFolder() { std::filesystem::remove_all(dir); }
    /// A file of the humanoid's folder.
    [[nodiscard]] std::filesystem::path humanoid(const std::string& name) const {
        return dir / "critters/humanoid" / name;
    }
};

/// Moves a file's modification time forward so a poll sees a change even within the clock's resolution.
inline void touchLater(const std::filesystem::path& path, int seconds) {
    std::filesystem::last_write_time(path, std::filesystem::last_write_time(path) + std::chrono::seconds(seconds));
}

}  // namespace gaitlab::testing

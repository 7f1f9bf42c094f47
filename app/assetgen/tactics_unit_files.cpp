#include "app/assetgen/tactics_unit_files.h"

#include <fstream>
#include <stdexcept>
#include <string>

#include <SDL.h>
#include <SDL_image.h>

#include "app/assetgen/tactics_unit_data.h"

namespace gaitlab::assetgen {

namespace {

namespace fs = std::filesystem;

void savePng(const Image& image, const fs::path& path) {
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormatFrom(const_cast<uint8_t*>(image.rgba.data()), image.width,
                                                              image.height, 32, image.width * 4,
                                                              SDL_PIXELFORMAT_RGBA32);
    if (surface == nullptr) {
        throw std::runtime_error("cannot create a surface for " + path.string() + ": " + SDL_GetError());
    }
    const int rc = IMG_SavePNG(surface, path.string().c_str());
    SDL_FreeSurface(surface);
    if (rc != 0) {
        throw std::runtime_error("cannot write " + path.string() + ": " + SDL_GetError());
    }
}

} // namespace

void writeTacticsUnit(const fs::path& dir, std::ostream& log) {
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) {
        throw std::runtime_error("cannot create directory " + dir.string() + ": " + ec.message());
    }
    const TacticsUnit unit = buildTacticsUnit();
    savePng(unit.sheet, dir / kTacticsSheetFile);
    const fs::path data = dir / kTacticsDataFile;
    std::ofstream out(data, std::ios::binary | std::ios::trunc);
    out << unit.json;
    out.close();
    if (!out) {
        throw std::runtime_error("cannot write " + data.string());
    }
    log << "wrote " << data.string() << " and " << (dir / kTacticsSheetFile).string() << "\n";
}

} // namespace gaitlab::assetgen

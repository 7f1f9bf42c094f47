#include "app/assetgen/tactics_unit_files.h"

#include <fstream>
#include <stdexcept>
#include <string>

#include "app/assetgen/tactics_unit_data.h"
#include "app/files/image_file.h"

namespace gaitlab::assetgen {

namespace {

namespace fs = std::filesystem;

}  // namespace

void writeTacticsUnit(const fs::path& dir, std::ostream& log) {
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) {
        throw std::runtime_error("cannot create directory " + dir.string() + ": " + ec.message());
    }
    const TacticsUnit unit = buildTacticsUnit();
    writePngFile(unit.image, dir / kTacticsImageFile);
    const fs::path data = dir / kTacticsDataFile;
    std::ofstream out(data, std::ios::binary | std::ios::trunc);
    out << unit.json;
    out.close();
    if (!out) {
        throw std::runtime_error("cannot write " + data.string());
    }
    log << "wrote " << data.string() << " and " << (dir / kTacticsImageFile).string() << "\n";
}

}  // namespace gaitlab::assetgen

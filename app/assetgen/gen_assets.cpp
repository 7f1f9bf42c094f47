#include "app/assetgen/gen_assets.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "app/assetgen/action_poses.h"
#include "app/assetgen/critter_art.h"
#include "app/assetgen/demo_map.h"
#include "app/assetgen/event_sidecar.h"
#include "app/assetgen/tactics_unit_files.h"
#include "app/assetgen/tile_art.h"
#include "app/files/image_file.h"
#include "app/files/output_file.h"
#include "app/files/platform_files.h"
#include "engine/base/file_read.h"
#include "engine/hex/hex_geometry.h"
#include "engine/hex/hex_map.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;
using namespace assetgen;

struct GenError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Frame file names: the direction's name in lower case (dirName of the art's direction set).
std::string dirFileName(int hdir, int dir_count) {
    std::string name = dirName(hdir, dir_count);
    for (char& c : name) {
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return name;
}

void writeText(const std::string& text, const fs::path& path) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    out.close();
    if (!out) {
        throw GenError("cannot write " + path.string());
    }
}

void makeDir(const fs::path& dir) {
    std::error_code ec;
    fs::create_directories(dir, ec);
    if (ec) {
        throw GenError("cannot create directory " + dir.string() + ": " + ec.message());
    }
}

std::string fofrmText(const CritterAnimationArt& art) {
    std::ostringstream s;
    s << "fps = " << art.spec.fps << "\n";
    s << "count = " << art.spec.frames << "\n";
    s << "offs_x = 0\n";
    s << "offs_y = " << art.offsY() << "\n";
    for (int d = 0; d < art.dir_count; ++d) {
        s << "\n[dir_" << d << "]\n";
        const auto& frames = art.dirs[static_cast<size_t>(d)];
        for (size_t k = 0; k < frames.size(); ++k) {
            s << "frm_" << k << " = " << art.spec.name << "/" << dirFileName(d, art.dir_count) << "_" << k << ".png\n";
            s << "next_x_" << k << " = " << frames[k].next.x << "\n";
            s << "next_y_" << k << " = " << frames[k].next.y << "\n";
        }
    }
    return s.str();
}

std::string footJson(const FootContact& c) {
    std::ostringstream s;
    s << "{\"x\": " << c.point.x << ", \"y\": " << c.point.y << ", \"planted\": " << (c.planted ? "true" : "false")
      << "}";
    return s.str();
}

std::string contactsJson(const std::vector<CritterAnimationArt>& arts, const std::string& critter) {
    const ipos root = critterRootInCanvas();
    std::ostringstream s;
    s << "{\n";
    s << "  \"critter\": \"" << critter << "\",\n";
    // Every animation of one critter shares its canvas.
    const CritterAnimationArt& first = arts.front();
    s << "  \"canvas\": {\"width\": " << kCritterCanvasWidth << ", \"height\": " << first.canvasHeight() << "},\n";
    s << "  \"root\": {\"x\": " << root.x << ", \"y\": " << root.y << "},\n";
    s << "  \"draw_offset\": {\"x\": 0, \"y\": " << first.offsY() << "},\n";
    s << "  \"animations\": {\n";
    for (size_t a = 0; a < arts.size(); ++a) {
        const CritterAnimationArt& art = arts[a];
        s << "    \"" << art.spec.name << "\": {\"fofrm\": \"" << art.spec.name
          << ".fofrm\", \"frames\": " << art.spec.frames << ", \"dirs\": [\n";
        for (int d = 0; d < art.dir_count; ++d) {
            s << "      [\n";
            const auto& frames = art.dirs[static_cast<size_t>(d)];
            for (size_t k = 0; k < frames.size(); ++k) {
                s << "        {\"left\": " << footJson(frames[k].feet[kLeft])
                  << ", \"right\": " << footJson(frames[k].feet[kRight]) << "}"
                  << (k + 1 < frames.size() ? ",\n" : "\n");
            }
            s << "      ]" << (d + 1 < art.dir_count ? ",\n" : "\n");
        }
        s << "    ]}" << (a + 1 < arts.size() ? ",\n" : "\n");
    }
    s << "  }\n}\n";
    return s.str();
}

void writeAnimation(const CritterAnimationArt& art, const fs::path& critter_dir, std::ostream& log) {
    const std::string& name = art.spec.name;
    makeDir(critter_dir / name);
    for (int d = 0; d < art.dir_count; ++d) {
        const auto& frames = art.dirs[static_cast<size_t>(d)];
        for (size_t k = 0; k < frames.size(); ++k) {
            const std::string file = dirFileName(d, art.dir_count) + "_" + std::to_string(k) + ".png";
            if (!fitsCanvas(frames[k].image)) {
                throw GenError("frame " + name + "/" + file + " does not fit its " +
                               std::to_string(kCritterCanvasWidth) + "x" + std::to_string(art.canvasHeight()) +
                               " canvas");
            }
            writePngFile(frames[k].image, critter_dir / name / file);
        }
    }
    writeText(fofrmText(art), critter_dir / (name + ".fofrm"));
    log << "wrote " << (critter_dir / (name + ".fofrm")).string() << " and " << art.dir_count * art.spec.frames
        << " frames in " << (critter_dir / name).string() << "\n";
}

void generate(const fs::path& out, std::ostream& log) {
    const fs::path critter_dir = out / "critters" / "humanoid";
    std::vector<CritterAnimationArt> arts;
    std::vector<AnimationEvents> events;
    for (const GaitSpec& spec : humanoidGaits()) {
        arts.push_back(renderCritterAnimation(spec));
        writeAnimation(arts.back(), critter_dir, log);
        events.push_back(collectEvents(arts.back(), true, {}));
    }
    // The actions follow the gaits so the gaits' files and contact entries keep their bytes.
    for (const ActionSpec& spec : humanoidActions()) {
        arts.push_back(renderCritterAction(spec));
        writeAnimation(arts.back(), critter_dir, log);
        events.push_back(collectEvents(arts.back(), false, spec.events));
    }
    writeText(contactsJson(arts, "humanoid"), critter_dir / "contacts.json");
    log << "wrote " << (critter_dir / "contacts.json").string() << "\n";
    writeText(eventsJson(events), critter_dir / "events.json");
    log << "wrote " << (critter_dir / "events.json").string() << "\n";

    // The square map's humanoid (D27): the same gaits over the eight square step vectors.
    const fs::path square_dir = out / "critters" / "humanoid-square";
    std::vector<CritterAnimationArt> square_arts;
    std::vector<AnimationEvents> square_events;
    for (const GaitSpec& spec : squareHumanoidGaits()) {
        square_arts.push_back(renderCritterAnimation(spec, squareGeometry()));
        writeAnimation(square_arts.back(), square_dir, log);
        square_events.push_back(collectEvents(square_arts.back(), true, {}));
    }
    writeText(contactsJson(square_arts, "humanoid-square"), square_dir / "contacts.json");
    log << "wrote " << (square_dir / "contacts.json").string() << "\n";
    writeText(eventsJson(square_events, "humanoid-square"), square_dir / "events.json");
    log << "wrote " << (square_dir / "events.json").string() << "\n";

    const fs::path tile_dir = out / "tiles";
    makeDir(tile_dir);
    for (const auto& [name, image] : drawTileSet()) {
        writePngFile(image, tile_dir / (name + ".png"));
        log << "wrote " << (tile_dir / (name + ".png")).string() << "\n";
    }
    for (const auto& [name, image] : drawSquareTileSet()) {
        writePngFile(image, tile_dir / (name + ".png"));
        log << "wrote " << (tile_dir / (name + ".png")).string() << "\n";
    }

    const fs::path map_dir = out / "maps";
    makeDir(map_dir);
    writeText(hexMapToJson(buildDemoMap()), map_dir / "demo.json");
    log << "wrote " << (map_dir / "demo.json").string() << "\n";
    writeText(hexMapToJson(buildSquareDemoMap()), map_dir / "square.json");
    log << "wrote " << (map_dir / "square.json").string() << "\n";

    writeTacticsUnit(out / "tactics", log);
}

}  // namespace

int generateAssets(const std::string& out_dir, std::ostream& log, bool force) {
    if (out_dir.empty()) {
        log << "gen-assets failed: --out: expected a folder, got ''\n";
        return 2;
    }
    // Generated away from the user's folder, then compared file by file: a refusal leaves `out_dir` untouched.
    static unsigned run = 0;
    const fs::path staging =
        fs::temp_directory_path() / ("gaitlab-gen-assets-" + std::to_string(processId()) + "-" + std::to_string(run++));
    const auto fail = [&](const std::string& why) {
        std::error_code ec;
        fs::remove_all(staging, ec);
        log << "gen-assets failed: " << why << "\n";
        return 2;
    };
    try {
        std::ostringstream ignored;  // generate() names the staging paths
        generate(staging, ignored);
        std::vector<std::string> files;
        std::error_code ec;
        for (auto it = fs::recursive_directory_iterator(staging, ec); !ec && it != fs::recursive_directory_iterator();
             it.increment(ec))
            if (it->is_regular_file(ec)) files.push_back(fs::relative(it->path(), staging).generic_string());
        if (ec) return fail(staging.string() + ": cannot list the generated files: " + ec.message());
        std::sort(files.begin(), files.end());

        OutputGuard guard("gen-assets", force);
        std::vector<std::string> to_write;
        std::size_t unchanged = 0;
        std::vector<std::string> refused;
        for (const std::string& rel : files) {
            const fs::path dest = fs::path(out_dir) / rel;
            std::error_code st_ec;
            if (fs::is_regular_file(dest, st_ec) &&
                readRegularFile(dest.string(), kMaxBinaryFileBytes) ==
                    readRegularFile((staging / rel).string(), kMaxBinaryFileBytes)) {
                ++unchanged;
                continue;
            }
            if (std::string r = guard.refusal(dest.string()); !r.empty()) refused.push_back(r);
            to_write.push_back(rel);
        }
        if (!refused.empty()) {
            std::string why;
            constexpr std::size_t kShown = 10;
            for (std::size_t i = 0; i < refused.size() && i < kShown; ++i) why += "\n  " + refused[i];
            if (refused.size() > kShown) why += "\n  and " + std::to_string(refused.size() - kShown) + " more";
            return fail(std::to_string(refused.size()) + " file(s) refused, nothing was written:" + why);
        }
        for (const std::string& rel : to_write) {
            const fs::path dest = fs::path(out_dir) / rel;
            makeDir(dest.parent_path());
            guard.write(dest.string(), readRegularFile((staging / rel).string(), kMaxBinaryFileBytes));
            log << "wrote " << dest.string() << "\n";
        }
        for (const std::string& w : guard.takeWarnings()) log << "warning: " << w << "\n";
        log << "wrote " << to_write.size() << " file(s), " << unchanged << " unchanged, into " << out_dir << "\n";
    } catch (const std::exception& e) {
        return fail(e.what());
    }
    std::error_code ec;
    fs::remove_all(staging, ec);
    return 0;
}

}  // namespace gaitlab

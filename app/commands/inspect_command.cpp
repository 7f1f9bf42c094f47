#include "app/commands/inspect_command.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <iomanip>
#include <numbers>

#include <nlohmann/json.hpp>

#include "app/commands/sprite_input.h"
#include "engine/base/plane_length.h"
#include "engine/formats/sprite_import.h"
#include "engine/gait/animation_metrics.h"

namespace gaitlab {

namespace {

/// The ground stretch of the art's own geometry: hexagonal for 1 or 6 directions, square for 8 (artGeometry).
double stretchOf(const SpriteAnimation& anim) { return groundStretch(artGeometry(anim, HexGeometry{})); }

std::string fixed2(double v) {
    char text[64];
    std::snprintf(text, sizeof text, "%.2f", v);
    return text;
}

std::string pair(int x, int y) { return "(" + std::to_string(x) + "," + std::to_string(y) + ")"; }

nlohmann::json toJson(const SpriteAnimation& anim, const std::string& file) {
    const double stretch = stretchOf(anim);
    nlohmann::json dirs = nlohmann::json::array();
    for (std::size_t d = 0; d < anim.dirs.size(); ++d) {
        const SpriteSheet& sheet = anim.dirs[d];
        nlohmann::json frames = nlohmann::json::array();
        for (std::size_t i = 0; i < sheet.frames.size(); ++i) {
            const SpriteFrame& f = sheet.frames[i];
            const ipos accum = i < sheet.cycle.accum.size() ? sheet.cycle.accum[i] : ipos(0, 0);
            frames.push_back({{"index", i},
                              {"width", f.width},
                              {"height", f.height},
                              {"draw_offset", {f.draw_offset.x, f.draw_offset.y}},
                              {"next_x", f.next_x},
                              {"next_y", f.next_y},
                              {"accum", {accum.x, accum.y}}});
        }
        const ipos t = sheet.cycle.total;
        const auto speed = naturalWalkSpeed(sheet, stretch);
        dirs.push_back({{"dir", d},
                        {"name", directionName(d, anim.dirs.size())},
                        {"frame_count", sheet.frameCount()},
                        {"anim_ms", sheet.anim_ms},
                        {"T", {t.x, t.y}},
                        {"T_length", planeLength(double(t.x), double(t.y))},
                        {"T_ground_length", groundLength(t, stretch)},
                        {"natural_walk_speed", speed ? nlohmann::json(*speed) : nlohmann::json(nullptr)},
                        {"frames", frames}});
    }
    nlohmann::json warnings = nlohmann::json::array();
    for (const ErrorRecord& w : anim.warnings)
        warnings.push_back({{"file", w.file}, {"line", w.line}, {"message", w.message}});
    return {{"file", file},       {"name", anim.name},   {"fps", anim.fps}, {"direction_count", anim.dirs.size()},
            {"directions", dirs}, {"warnings", warnings}};
}

void writeText(const SpriteAnimation& anim, const std::string& file, std::ostream& out) {
    const double stretch = stretchOf(anim);
    out << file << ": fps " << anim.fps << ", " << anim.dirs.size() << " direction(s)"
        << (anim.dirs.size() == static_cast<std::size_t>(kSquareDirCount) ? " (square: NE E SE S SW W NW N)" : "")
        << ", " << (anim.dirs.empty() ? 0 : anim.dirs[0].frameCount()) << " frame(s) per direction\n";
    // A Flare section or an Aseprite tag group the reader chose (or FILE#name named): say which.
    const SpritePath parts = splitSpritePath(file);
    const std::string stem = std::filesystem::path(parts.file).stem().string();
    if (!anim.name.empty() && asciiLower(anim.name) != asciiLower(stem))
        out << "animation '" << anim.name << "'" << (parts.has_selector ? "" : " (FILE#name chooses another)") << "\n";
    for (std::size_t d = 0; d < anim.dirs.size(); ++d) {
        const SpriteSheet& sheet = anim.dirs[d];
        const ipos t = sheet.cycle.total;
        const auto speed = naturalWalkSpeed(sheet, stretch);
        out << "\ndirection " << d << " (" << directionName(d, anim.dirs.size()) << "): " << sheet.frameCount()
            << " frames, sheet ticks " << sheet.anim_ms << " ms, T " << pair(t.x, t.y) << ", |T| "
            << fixed2(planeLength(double(t.x), double(t.y))) << " px, |T|ground " << fixed2(groundLength(t, stretch))
            << " px, natural walk speed "
            << (speed ? fixed2(*speed) + " ground px/s" : std::string("none (sheet ticks 0)")) << '\n';
        out << "  frame  size       draw_offset  next_x  next_y  accum\n";
        for (std::size_t i = 0; i < sheet.frames.size(); ++i) {
            const SpriteFrame& f = sheet.frames[i];
            const ipos accum = i < sheet.cycle.accum.size() ? sheet.cycle.accum[i] : ipos(0, 0);
            out << "  " << std::left << std::setw(5) << i << "  " << std::setw(9)
                << (std::to_string(f.width) + "x" + std::to_string(f.height)) << "  " << std::setw(11)
                << pair(f.draw_offset.x, f.draw_offset.y) << "  " << std::right << std::setw(6) << f.next_x << "  "
                << std::setw(6) << f.next_y << "  " << pair(accum.x, accum.y) << '\n'
                << std::left;
        }
        out << std::right;
    }
}

}  // namespace

CLI::App* addInspectCommand(CLI::App& app, InspectOptions& options) {
    CLI::App* cmd = app.add_subcommand(
        "inspect", "print per direction and frame: size, draw offset, NextX/NextY, accum, T, ticks, walk speed");
    cmd->add_option("file", options.file,
                    "sprite file (.fofrm, .frm, .fr0-.fr5, a baked sprite resource, Aseprite .json#tag, Flare "
                    ".txt#anim, .png#NxM)")
        ->required();
    cmd->add_option("--palette", options.palette, "palette (.pal) for FRM and FR0-FR5");
    cmd->add_flag("--json", options.json, "machine-readable output");
    return cmd;
}

int runInspect(const InspectOptions& options, std::ostream& out, std::ostream& err) {
    SpriteAnimation anim;
    try {
        anim = readSpriteInput(options.file, readPaletteOption(options.palette), true);
    } catch (const std::exception& e) {
        return reportFailure(err, "inspect", e.what());
    }
    // A walk or run whose deltas add up to nothing is shown in place (the zero-total fallback): said here, where the
    // user looks at the art; an idle has T = 0 too, so the warning says when it matters.
    std::string zero;
    for (std::size_t d = 0; d < anim.dirs.size(); ++d)
        if (anim.dirs[d].frameCount() > 1 && anim.dirs[d].cycle.total == ipos(0, 0))
            zero += (zero.empty() ? "" : " ") + std::to_string(d);
    // An importer of art without deltas already says so for every direction.
    const bool said = std::any_of(anim.warnings.begin(), anim.warnings.end(), [](const ErrorRecord& w) {
        return w.message.find("T = (0,0)") != std::string::npos;
    });
    if (!zero.empty() && !said)
        anim.warnings.push_back(warningRecord(
            options.file, 0,
            "direction(s) " + zero +
                ": NextX/NextY add up to T = (0,0): as a walk or run the aligner shows frame 0 with no offset (the "
                "zero-total fallback); `gaitlab derive-deltas` computes them from the pixels"));
    // Warnings do not change the exit status: the file loaded (D25: this is what the engine makes of it).
    for (const ErrorRecord& w : anim.warnings) err << "warning: " << w.message << '\n';
    if (options.json)
        out << toJson(anim, options.file).dump(2) << '\n';
    else
        writeText(anim, options.file, out);
    return 0;
}

}  // namespace gaitlab

#include "app/commands/export_frm_command.h"

#include <cmath>
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

#include "app/commands/sprite_input.h"
#include "app/files/output_file.h"
#include "app/files/terminal_text.h"
#include "engine/formats/frm_reader.h"
#include "engine/formats/frm_writer.h"

namespace gaitlab {

namespace {

std::string where(std::size_t d, std::size_t i) {
    return "direction " + std::to_string(d) + " frame " + std::to_string(i);
}

// Checks the read-back FRM against the source: every pixel must be the palette entry the writer chose.
std::string verify(const SpriteAnimation& src, const SpriteAnimation& back, const Palette& palette) {
    if (back.fps != src.fps)
        return "read back fps " + std::to_string(back.fps) + ", expected " + std::to_string(src.fps);
    if (back.dirs.size() != src.dirs.size())
        return "read back " + std::to_string(back.dirs.size()) + " directions, expected " +
               std::to_string(src.dirs.size());
    for (std::size_t d = 0; d < src.dirs.size(); ++d) {
        if (back.dirs[d].frameCount() != src.dirs[d].frameCount())
            return "direction " + std::to_string(d) + ": read back a different frame count";
        for (std::size_t i = 0; i < src.dirs[d].frames.size(); ++i) {
            const SpriteFrame& a = src.dirs[d].frames[i];
            const SpriteFrame& b = back.dirs[d].frames[i];
            if (a.width != b.width || a.height != b.height) return where(d, i) + ": read back a different size";
            if (a.draw_offset != b.draw_offset) return where(d, i) + ": read back a different draw offset";
            if (a.next_x != b.next_x || a.next_y != b.next_y) return where(d, i) + ": read back different NextX/NextY";
            for (std::size_t p = 0; p + 3 < a.rgba.size(); p += 4) {
                const uint8_t index =
                    nearestPaletteIndex(palette, a.rgba[p], a.rgba[p + 1], a.rgba[p + 2], a.rgba[p + 3]);
                const PaletteColor c = palette.colors[index];
                if (b.rgba.size() != a.rgba.size() || b.rgba[p] != c.r || b.rgba[p + 1] != c.g ||
                    b.rgba[p + 2] != c.b || b.rgba[p + 3] != c.a)
                    return where(d, i) + ": pixel " + std::to_string(p / 4) + " read back is not palette index " +
                           std::to_string(index);
            }
        }
    }
    return {};
}

// The warnings of an export that changes pixels, naming the input and giving the writer's rule (nearestPaletteIndex).
std::vector<std::string> quantiseWarnings(const FrmQuantiseStats& stats, const std::string& input) {
    std::vector<std::string> lines;
    const long partial = stats.partial_solid + stats.partial_removed;
    if (partial > 0)
        lines.push_back(input + ": " + std::to_string(partial) +
                        " pixel(s) with partial alpha (1..254), which FRM cannot hold: " +
                        std::to_string(stats.partial_solid) + " drawn solid (alpha 128..254), " +
                        std::to_string(stats.partial_removed) + " removed (alpha below 128, written as index 0)");
    if (stats.remapped_pixels > 0) {
        char distance[32];
        std::snprintf(distance, sizeof distance, "%.1f", std::sqrt(static_cast<double>(stats.max_distance_sq)));
        lines.push_back(input + ": " + std::to_string(stats.remapped_pixels) + " pixel(s) in " +
                        std::to_string(stats.remapped_colours) +
                        " colour(s) not in the palette remapped to the nearest palette entry (max RGB distance " +
                        distance + ")");
    }
    return lines;
}

}  // namespace

CLI::App* addExportFrmCommand(CLI::App& app, ExportFrmOptions& options) {
    CLI::App* cmd = app.add_subcommand("export-frm", "export a sprite to a Fallout FRM, then read it back and verify");
    cmd->add_option("input", options.input,
                    "sprite file (.fofrm, .frm, .fr0-.fr5, a baked sprite resource, Aseprite .json#tag, Flare "
                    ".txt#anim, .png#NxM)")
        ->required();
    cmd->add_option("--out", options.out_file, "FRM file to write")->required();
    cmd->add_option("--palette", options.palette, "palette (.pal); default: the project's default palette");
    cmd->add_flag("--force", options.force, "replace the FRM an earlier `gaitlab export-frm` wrote, if unchanged");
    return cmd;
}

int runExportFrm(const ExportFrmOptions& options, std::ostream& out, std::ostream& err) {
    try {
        const std::optional<Palette> given = readPaletteOption(options.palette);
        const Palette& palette = given ? *given : defaultPalette();
        const SpriteAnimation anim = readSpriteInput(options.input, given, true);
        OutputGuard guard("export-frm", options.force);
        guard.addSpriteInputs(options.input, options.palette, anim);
        if (std::string refused = guard.refusal(options.out_file); !refused.empty())
            return reportFailure(err, "export-frm", refused);
        const std::vector<uint8_t> bytes = writeFrm(anim, palette, options.out_file);
        const SpriteAnimation back = parseFrm(bytes, options.out_file, palette);
        if (const std::string mismatch = verify(anim, back, palette); !mismatch.empty())
            throw FormatError(options.out_file, 0, "verification failed: " + mismatch);
        guard.write(options.out_file, bytes);
        out << "exported " << terminalText(options.input) << " -> " << terminalText(options.out_file) << ": "
            << anim.dirs.size() << " direction(s) x " << anim.dirs.front().frameCount() << " frame(s), fps " << anim.fps
            << ", " << bytes.size() << " bytes; read back and verified\n";
        for (const ErrorRecord& w : anim.warnings) err << "warning: " << w.message << '\n';
        for (const std::string& w : guard.takeWarnings()) err << "warning: " << w << '\n';
        // The written file is right by the rule; what the rule did to the art is for the artist to know.
        for (const std::string& line : quantiseWarnings(frmQuantiseStats(anim, palette), options.input))
            err << "warning: " << line << '\n';
    } catch (const std::exception& e) {
        return reportFailure(err, "export-frm", e.what());
    }
    return 0;
}

}  // namespace gaitlab

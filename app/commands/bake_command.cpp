#include "app/commands/bake_command.h"

#include <exception>
#include <filesystem>

#include "app/commands/sprite_input.h"
#include "engine/baked_sprite.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

// The baked file must decode to what was baked: same shape, offsets, deltas, ticks and pixels.
std::string compareBaked(const SpriteAnimation& want, const SpriteAnimation& got) {
    if (got.dirs.size() != want.dirs.size())
        return "read back " + std::to_string(got.dirs.size()) + " directions, expected " +
               std::to_string(want.dirs.size());
    for (std::size_t d = 0; d < want.dirs.size(); ++d) {
        const SpriteSheet& a = want.dirs[d];
        const SpriteSheet& b = got.dirs[d];
        if (a.frameCount() != b.frameCount() || a.anim_ticks != b.anim_ticks)
            return "direction " + std::to_string(d) + ": read back a different frame count or sheet ticks";
        for (std::size_t i = 0; i < a.frames.size(); ++i) {
            const SpriteFrame& x = a.frames[i];
            const SpriteFrame& y = b.frames[i];
            if (x.width != y.width || x.height != y.height || x.draw_offset != y.draw_offset || x.next_x != y.next_x ||
                x.next_y != y.next_y || x.rgba != y.rgba)
                return "direction " + std::to_string(d) + " frame " + std::to_string(i) +
                       ": read back a different size, draw offset, NextX/NextY or pixels";
        }
    }
    return {};
}

}  // namespace

CLI::App* addBakeCommand(CLI::App& app, BakeOptions& options) {
    CLI::App* cmd = app.add_subcommand("bake", "write one baked .gsprite per input sprite");
    cmd->add_option("inputs", options.inputs, "sprite files (.fofrm, .frm, .fr0-.fr5, .gsprite)")->required();
    cmd->add_option("--out", options.out_dir, "output folder (created when missing)")->required();
    cmd->add_option("--palette", options.palette, "palette (.pal) for FRM and FR0-FR5 inputs");
    return cmd;
}

int runBake(const BakeOptions& options, std::ostream& out, std::ostream& err) {
    std::optional<Palette> palette;
    try {
        palette = readPaletteOption(options.palette);
    } catch (const std::exception& e) {
        return reportFailure(err, "bake", e.what());
    }
    std::error_code ec;
    fs::create_directories(options.out_dir, ec);
    if (ec) return reportFailure(err, "bake", options.out_dir + ": cannot create the folder: " + ec.message());

    int failed = 0;
    for (const std::string& input : options.inputs) {
        const std::string target = (fs::path(options.out_dir) / fs::path(bakedSpriteName(input)).filename()).string();
        try {
            const SpriteAnimation anim = readSpriteInput(input, palette, true);
            const std::vector<uint8_t> bytes = writeBakedSprite(anim, target);
            if (const std::string mismatch = compareBaked(anim, parseBakedSprite(bytes, target)); !mismatch.empty())
                throw FormatError(target, 0, mismatch);
            writeOutputFile(target, bytes);
            out << "baked " << input << " -> " << target << ": " << anim.dirs.size() << " direction(s) x "
                << anim.dirs.front().frameCount() << " frame(s), " << bytes.size() << " bytes\n";
        } catch (const std::exception& e) {
            reportFailure(err, "bake", e.what());
            ++failed;
        }
    }
    return failed == 0 ? 0 : kExitBadInput;
}

}  // namespace gaitlab

#include "app/commands/bake_command.h"

#include <exception>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "app/commands/sprite_input.h"
#include "app/files/output_file.h"
#include "app/files/platform_files.h"
#include "app/files/sprite_files.h"
#include "engine/base/shortened_path.h"
#include "engine/formats/sprite_resource.h"

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
        if (a.frameCount() != b.frameCount() || a.anim_ms != b.anim_ms)
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
    CLI::App* cmd =
        app.add_subcommand("bake", "write one sprite resource per input sprite: the file the engine's baker writes");
    cmd->add_option("inputs", options.inputs,
                    "sprite files (.fofrm, .frm, .fr0-.fr5, a baked sprite resource, Aseprite .json#tag, Flare "
                    ".txt#anim, .png#NxM)")
        ->required();
    cmd->add_option("--out", options.out_dir, "output folder (created when missing)")->required();
    cmd->add_option("--palette", options.palette, "palette (.pal) for FRM and FR0-FR5 inputs");
    cmd->add_flag("--force", options.force, "replace files an earlier `gaitlab bake` wrote, if unchanged");
    return cmd;
}

int runBake(const BakeOptions& options, std::ostream& out, std::ostream& err) {
    std::optional<Palette> palette;
    try {
        palette = readPaletteOption(options.palette, &err);
    } catch (const std::exception& e) {
        return reportFailure(err, "bake", e.what());
    }
    // Two inputs that bake to one output name would both print "baked" and the second would overwrite the first:
    // the run is refused before anything is written.
    std::vector<std::string> targets;
    std::map<std::string, std::size_t> first_input_of;
    int duplicates = 0;
    for (std::size_t i = 0; i < options.inputs.size(); ++i) {
        const std::string& input = options.inputs[i];
        targets.push_back((fs::path(options.out_dir) / fs::path(bakedSpriteName(input)).filename()).string());
        const auto [it, fresh] = first_input_of.emplace(pathKey(targets.back()), i);  // Windows ignores case
        if (fresh) continue;
        reportFailure(err, "bake",
                      shortenedPath(options.inputs[it->second]) + " and " + shortenedPath(input) + " both bake to " +
                          shortenedPath(targets.back()) + "; give each input its own name (nothing was written)");
        ++duplicates;
    }
    if (duplicates > 0) return kExitBadInput;
    // Every target is checked before anything is written: none is a file any input reads (a file baked over
    // itself: the baker keeps the source's name, a frame of another input), a FIFO, or a file bake did not write.
    OutputGuard guard("bake", options.force);
    guard.addInput(options.palette);
    for (const std::string& input : options.inputs)
        for (const std::string& file : spriteInputFiles(input, options.palette)) guard.addInput(file);
    if (std::error_code dir_ec; fs::is_directory(options.out_dir, dir_ec))
        if (std::string refused = guard.refusals(targets); !refused.empty()) return reportFailure(err, "bake", refused);

    std::error_code ec;
    fs::create_directories(options.out_dir, ec);
    if (ec)
        return reportFailure(err, "bake",
                             shortenedPath(options.out_dir) + ": cannot create the folder: " + ec.message());

    int failed = 0;
    for (std::size_t i = 0; i < options.inputs.size(); ++i) {
        const std::string& input = options.inputs[i];
        const std::string& target = targets[i];
        try {
            const SpriteAnimation anim = readSpriteInput(input, palette, true);
            const std::vector<uint8_t> bytes = writeSpriteResource(anim, target);
            if (const std::string mismatch = compareBaked(anim, parseSpriteResource(bytes, target)); !mismatch.empty())
                throw FormatError(target, 0, mismatch);
            guard.addSpriteInputs(input, options.palette, anim);
            guard.write(target, bytes);
            out << "baked " << input << " -> " << target << ": " << anim.dirs.size() << " direction(s) x "
                << anim.dirs.front().frameCount() << " frame(s), " << bytes.size() << " bytes\n";
        } catch (const std::exception& e) {
            reportFailure(err, "bake", e.what());
            ++failed;
        }
    }
    for (const std::string& w : guard.takeWarnings()) err << "warning: " << w << '\n';
    return failed == 0 ? 0 : kExitBadInput;
}

}  // namespace gaitlab

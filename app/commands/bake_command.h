// `gaitlab bake INPUT... --out DIR [--palette PAL]`: writes one sprite resource (the engine's baked sprite, D11,
// layout in engine/formats/sprite_resource.h) per input of any supported format, decoding PNG references
// (app/assets/sprite_pixels.h).
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace gaitlab {

struct BakeOptions {
    std::vector<std::string> inputs;
    std::string out_dir;  ///< created when missing
    std::string palette;  ///< `.pal` for FRM and FR0-FR5 inputs
    bool force = false;   ///< --force: replace this command's own unchanged earlier output (app/files/output_file.h)
};

/// Registers the `bake` subcommand on `app`, parsing into `options`.
CLI::App* addBakeCommand(CLI::App& app, BakeOptions& options);

/// Bakes every input to `<out_dir>/<bakedSpriteName(input) file name>` (the source's own name, as the engine's
/// baker names it; critters under art/critters/ lower-cased and FR0-FR5 as .fofrm, §6.2), reads each written file back and checks it decodes to the same frames. One line per
/// file on `out` ("baked IN -> OUT: D direction(s) x F frame(s), N bytes"). An input that fails is reported
/// on `err` with the reader's or writer's message (file, byte offset or line, direction and frame) and
/// nothing is written for it; the other inputs are still baked. Returns 0 when every input was baked, else 2.
int runBake(const BakeOptions& options, std::ostream& out, std::ostream& err);

}  // namespace gaitlab

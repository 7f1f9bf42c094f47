// `gaitlab inspect FILE [--palette PAL] [--json]`: what the walk-cycle aligner will see in a sprite file of
// any supported format (engine/gait/sprite_loader.h). Per direction and frame: size, draw offset, NextX/NextY
// and accum; per direction: T, |T|, the ground length of T, frame count, sheet ticks and the natural walk
// speed. Text table by default, one JSON object with --json.
#pragma once

#include <optional>
#include <ostream>
#include <string>

#include <CLI/CLI.hpp>

#include "engine/hex/hex.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

struct InspectOptions {
    std::string file;
    std::string palette;  ///< `.pal` for FRM and FR0-FR5 (empty: the one beside the file, else the default)
    bool json = false;
};

/// Registers the `inspect` subcommand on `app`, parsing into `options`.
CLI::App* addInspectCommand(CLI::App& app, InspectOptions& options);

/// Runs inspect: the report goes to `out`, an error to `err` ("gaitlab inspect: <file>(:line | (byte N)):
/// <what was expected>", naming direction and frame where the reader does). Returns 0, or 2 on bad input.
/// Image-referencing frames (FOFRM + PNG) are decoded to measure their size.
int runInspect(const InspectOptions& options, std::ostream& out, std::ostream& err);

}  // namespace gaitlab

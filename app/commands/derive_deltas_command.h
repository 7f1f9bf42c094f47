// `gaitlab derive-deltas FILE --out OUT.fofrm [--palette PAL] [--contacts F] [--fill]`: computes NextX/NextY from the pixels
// so the planted foot stays still (engine/gait/derive_deltas.h, DECISIONS "Derived deltas") and writes a FOFRM that
// shows the same frames with those deltas: a FOFRM's PNG frames are referenced where they are (relative to OUT);
// frames a file embeds (FRM, FR0-FR5, a sprite resource) are written as PNGs into `<OUT without .fofrm>/`. Prints per
// direction the old and new T, how far the new T is off its hex direction and how each frame's delta was found; a
// direction with a change the pixels cannot judge is named and written as it was (unless --fill).
#pragma once

#include <ostream>
#include <string>

#include <CLI/CLI.hpp>

namespace gaitlab {

struct DeriveDeltasOptions {
    std::string file;
    std::string out;
    std::string palette;   ///< `.pal` for FRM and FR0-FR5
    std::string contacts;  ///< a foot-contacts sidecar naming the feet; empty: `<stem>.contacts.json` beside FILE
    bool force = false;    ///< --force: replace this command's own unchanged earlier output (app/files/output_file.h)
    bool fill = false;     ///< --fill: an unjudged change gets the mean of its direction's measured deltas
};

/// Registers the `derive-deltas` subcommand on `app`, parsing into `options`.
CLI::App* addDeriveDeltasCommand(CLI::App& app, DeriveDeltasOptions& options);

/// Runs derive-deltas. Returns 0 when every direction was derived, 1 when the file was written but a direction could
/// not be derived (it is written as it was, and named), 2 on bad input, art with no measurable change at all, or an
/// output that cannot be written.
int runDeriveDeltas(const DeriveDeltasOptions& options, std::ostream& out, std::ostream& err);

}  // namespace gaitlab

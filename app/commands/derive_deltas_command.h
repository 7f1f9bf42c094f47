// `gaitlab derive-deltas FILE --out OUT.fofrm [--palette PAL] [--contacts F] [--fill]`: computes NextX/NextY from the pixels
// so the planted foot stays still (engine/gait/derive_deltas.h, DECISIONS "Derived deltas") and writes a FOFRM that
// shows the same frames with those deltas: a FOFRM's PNG frames are referenced where they are (relative to OUT);
// frames a file embeds (FRM, FR0-FR5, a sprite resource) are written as PNGs into `<OUT without .fofrm>/`. Prints per
// direction the old and new T, how far the new T is off its hex direction and how each frame's delta was found; a
// direction with a change the pixels cannot judge (unless --fill), a T off its hex direction or one too short for a
// walk is named and written as it was; strides that disagree between directions get a warning.
#pragma once

#include <ostream>
#include <string>
#include <vector>

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

/// How far apart the derived directions' strides, in hex steps per cycle, may be before derive-deltas warns: a walk
/// carries its figure the same ground distance whichever way it faces (DECISIONS "Derived deltas").
inline constexpr double kStrideSpreadMax = 1.25;

/// One derived direction's stride.
struct DerivedStride {
    std::string label;   ///< the direction's name ("NE")
    double hexes = 0.0;  ///< |derived T| over the direction's hex step, hex steps per cycle
};

/// The warning derive-deltas prints when the longest of `strides` is more than kStrideSpreadMax times the shortest,
/// naming every direction's figure; empty when they agree or fewer than two are given.
[[nodiscard]] std::string strideSpreadWarning(const std::vector<DerivedStride>& strides);

/// Registers the `derive-deltas` subcommand on `app`, parsing into `options`.
CLI::App* addDeriveDeltasCommand(CLI::App& app, DeriveDeltasOptions& options);

/// Runs derive-deltas. Returns 0 when every direction was derived, 1 when the file was written but a direction could
/// not be derived (it is written as it was, and named), 2 on bad input, art with no measurable change at all, or an
/// output that cannot be written.
int runDeriveDeltas(const DeriveDeltasOptions& options, std::ostream& out, std::ostream& err);

}  // namespace gaitlab

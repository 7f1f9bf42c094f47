// `gaitlab export-frm INPUT --out FILE [--palette PAL]`: exports a sprite of any supported format to a
// Fallout FRM (engine/formats/frm_writer.h, layout in engine/formats/frm_reader.h, §6.2), then reads the
// written bytes back and verifies them.
#pragma once

#include <ostream>
#include <string>

#include <CLI/CLI.hpp>

namespace gaitlab {

struct ExportFrmOptions {
    std::string input;
    std::string out_file;
    std::string palette;  ///< `.pal` used to quantise and read back (empty: the project's default palette)
    bool force = false;   ///< --force: replace this command's own unchanged earlier output (app/files/output_file.h)
};

/// Registers the `export-frm` subcommand on `app`, parsing into `options`.
CLI::App* addExportFrmCommand(CLI::App& app, ExportFrmOptions& options);

/// Reads the input (PNG references decoded), writes the FRM with the palette (nearest colour; alpha < 128
/// becomes the transparent index 0), parses the bytes back with the same palette and checks fps, direction
/// count, frame count, sizes, draw offsets, NextX/NextY and that every pixel is the palette colour of its
/// nearest index. Reports on `out` what was written. Warnings go to `err` as "warning: <input>: ...", and do not
/// change the exit status: the input's reader warnings (D25), pixels with partial alpha (1..254: FRM has none)
/// with how many were drawn solid (alpha 128..254) and how many removed (alpha below 128, index 0), and how many
/// opaque pixels in how many colours were not palette colours and were remapped to the nearest entry, with the
/// largest RGB distance (frmQuantiseStats, engine/formats/frm_writer.h). Nothing is written when a check fails. Errors (FormatError text: file, byte offset or line, direction,
/// frame, expected) go to `err`. Returns 0, or 2 on bad input or a failed check.
/// FRM keeps fps, not ticks: the read-back sheet ticks are trunc(1000/fps)*frames (§6.2), which can differ
/// from a FOFRM's trunc(1000*count/fps).
int runExportFrm(const ExportFrmOptions& options, std::ostream& out, std::ostream& err);

}  // namespace gaitlab

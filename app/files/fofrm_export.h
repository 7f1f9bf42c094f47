// Writing an animation as a FOFRM that shows the same frames (DECISIONS "Derived deltas" and "Editing deltas in the
// client"): a frame that is a picture file is referenced where it is; a frame the source embeds (FRM, FR0-FR5,
// a sprite resource, an atlas cut by an import) is written as a PNG into the folder named after the FOFRM. Used by
// `gaitlab derive-deltas` and by the client's save of edits to art that is not a FOFRM.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "engine/hex/hex.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

class OutputGuard;

/// A frame without a picture file: written as `path` from `frame`'s pixels.
struct FofrmFramePng {
    std::string path;
    const SpriteFrame* frame = nullptr;
};

/// The FOFRM's text and the pictures it needs written.
struct FofrmExport {
    std::string text;
    std::string frames_dir;  ///< `<out folder>/<out stem>`: where embedded frames go
    std::vector<FofrmFramePng> pngs;
};

/// The FOFRM for `anim` written at `out` (pointers into `anim` stay valid while it lives): fps, count, then per
/// direction ([dir_d] unless there is one direction) its draw offset (offs_x/offs_y, §6.1: each direction states
/// its own, so nothing carries forward) and, per frame k, frm_k and next_x_k / next_y_k = `deltas(d, k)` (NextX,
/// NextY, pixels). Picture frames are referenced relative to `out`'s folder (absolute when no relative path
/// exists); embedded frames are named by direction (`ne_0.png` ... `n_3.png`, a one-direction sheet's as NE).
[[nodiscard]] FofrmExport exportFofrm(const SpriteAnimation& anim, const std::filesystem::path& out,
                                      const std::function<ipos(int dir, int frame)>& deltas);

/// The outputs of `fofrm` written at `out`: the FOFRM, then each PNG; for a refusal check before writing any.
[[nodiscard]] std::vector<std::string> fofrmExportOutputs(const FofrmExport& fofrm, const std::string& out);

/// Writes the PNGs (creating frames_dir; an empty 0x0 frame as one transparent pixel) and then the FOFRM text
/// through `guard`. Throws FormatError or std::runtime_error naming the file or folder that cannot be written, or,
/// before anything is written, the frame larger than a PNG gaitlab reads (kMaxImagePixels, app/files/image_file.h);
/// the FOFRM is written last, so a failure never leaves a FOFRM that names missing pictures.
void writeFofrmExport(const FofrmExport& fofrm, const std::string& out, OutputGuard& guard);

}  // namespace gaitlab

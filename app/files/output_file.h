// Writing a command's output files (DECISIONS "Outputs never destroy inputs"): an output is never one of the
// command's inputs (compared after resolving links), never a file the command did not write or that changed since
// it wrote it, never a FIFO, device or folder (refused without opening it), and is written through a temporary
// file in the same folder and a rename, so an interrupted write leaves the old file or none, never half a file.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

struct RgbaImage;

/// Writes `bytes` to `path` through "<folder>/.<name>.tmp-<pid>-<n>" and a rename, replacing the file. The first
/// write of a run into a folder removes such files there whose process is gone (a killed run's). No checks
/// beyond that: for folders a command has cleared of its own earlier outputs (accept). Throws FormatError
/// "<path>: cannot write the file (<reason>)" (e.g. "the folder X does not exist"); the temporary file is removed.
void writeOutputFile(const std::string& path, std::span<const uint8_t> bytes);
/// The same, the temporary file written by `write_temp(temp_path)` (which throws on failure; e.g. a PNG encoder).
void writeOutputThrough(const std::string& path, const std::function<void(const std::string&)>& write_temp);

/// `image` as a PNG at `path` through writeOutputThrough (a killed run leaves the old file or none, never half a
/// picture). Returns "" or the error naming the file.
[[nodiscard]] std::string writeOutputPng(const std::string& path, const RgbaImage& image);

/// Whether `inner` is `outer` or a path inside it, both made absolute with links resolved (weakly_canonical).
[[nodiscard]] bool isSameOrInside(const std::filesystem::path& inner, const std::filesystem::path& outer);

/// The output rules of one command run: its inputs, and whether --force was given.
class OutputGuard {
public:
    /// `command`: the subcommand's name ("contacts"), recorded with each output and named in refusals.
    OutputGuard(std::string command, bool force);

    /// A file the command reads (a missing path is ignored: it cannot be overwritten by being read).
    void addInput(const std::string& path);
    /// Every file sprite `path` reads (spriteInputFiles, app/files/sprite_files.h: the FOFRM, its PNG frames, nested
    /// FOFRM/FRM, the .pal, an import's definition and atlas), the frames' pictures of `anim`, and `palette`.
    void addSpriteInputs(const std::string& path, const std::string& palette, const SpriteAnimation& anim);

    /// Why `path` may not be written, "" when it may. Refused, each naming the file and saying nothing was
    /// written: an empty name; a FIFO, device, socket or folder (never opened); one of the inputs (after links);
    /// a file this run already wrote; an existing file that is not this command's unchanged earlier output
    /// (app/files/output_record.h); this command's unchanged earlier output without --force ("--force overwrites it").
    [[nodiscard]] std::string refusal(const std::string& path) const;
    /// refusal() of each path, joined by "; " ("" when all may be written): for commands that check every output
    /// before writing any.
    [[nodiscard]] std::string refusals(const std::vector<std::string>& paths) const;

    /// Writes `bytes` to `path` when refusal() is "", through writeOutputFile, and records it. Throws FormatError
    /// with refusal()'s text or the write's error.
    void write(const std::string& path, std::span<const uint8_t> bytes);
    /// The same for a picture, encoded as PNG (app/files/image_file.h).
    void writePng(const std::string& path, const RgbaImage& image);

    /// Outputs written but not recorded (the state folder could not be written), one line each, taken once.
    [[nodiscard]] std::vector<std::string> takeWarnings();

private:
    std::string command_;
    bool force_ = false;
    std::vector<std::filesystem::path> inputs_;
    std::vector<std::filesystem::path> written_;
    std::vector<std::string> warnings_;
};

}  // namespace gaitlab

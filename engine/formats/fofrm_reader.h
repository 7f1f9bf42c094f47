// FOFRM descriptor reader (decision D8, §6.1): root keys, [dir_N] sections, frm_N
// references to images or nested sprite files, and next_x_N / NextX_N deltas in both spellings.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "engine/base/format_error.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

/// Parses FOFRM text. `path` names the file in errors and is the base for relative references. Directions: one
/// (frames in the root or [dir_0] alone, or an empty [dir_1]), six ([dir_0] .. [dir_5], the hexagonal engine's) or
/// eight ([dir_0] .. [dir_7], the square engine's, D27); [dir_6] without [dir_7] is an error.
/// References (`frm_k`, loader options after `$` stripped from the path, §6.1):
///   - .fofrm, .frm, .fr0-.fr5, and a sprite resource by its bytes whatever its name (sprite_resource.h): loaded
///     from disk (nested FOFRM recursively, FRM with the palette
///     beside it, see frm_reader.h); only the child's direction-0 frames are used, appended in order with their
///     pixels or image paths; each gets the direction's draw offset and NextX = child NextX + next_x_k,
///     NextY = child NextY + next_y_k (D8), int16-checked (D10);
///   - anything else (PNG, TGA, ...): an image path (SpriteFrame::image) joined to the FOFRM's directory,
///     NextX = next_x_k, NextY = next_y_k, width 0 until the renderer measures it.
/// AnimTicks = fps != 0 ? trunc(1000*count/fps) : 0 ms, from the reference count, not the flattened count.
/// Throws FormatError naming the file and line on: a line that is neither a section, a key=value pair, a
/// comment nor blank; a non-integer value; count <= 0; a direction section missing at d >= 2; a missing
/// frame reference; a reference past `count`; a direction flattening to a different frame count than
/// direction 0; a value or child+next sum that does not fit int16 (D10, naming the flattened frame, the
/// reference and the child frame); a referenced file that does not exist ("missing child: cannot open
/// '<child>'", thrown for the parent file and line); a reference cycle ("reference cycle: a.fofrm ->
/// b.fofrm -> a.fofrm", thrown for the file that closes it); a child that is a directory, FIFO or device; a chain
/// of more than kMaxFofrmDepth nested FOFRM files; a direction flattening to more than kMaxSpriteFrames frames or
/// a sprite past kMaxSpritePixelBytes of embedded pixels and decoded image frames (engine/sprite/sprite_limits.h; an image
/// frame's size comes from its PNG header, engine/formats/png_header.h, before anything is decoded, and counts once per
/// frame that shows it, nested references included; thrown at the reference that crosses it). A child referenced many times is read once per load. Errors inside a child name the child file.
/// Keys are case-sensitive in both spellings (fps/Fps, frm_k/Frm_k, next_x_k/NextX_k, ...); when both are
/// present the camel-case one wins, as in the engine. Missing NextX/NextY and offsets read as 0.
/// Warnings (SpriteAnimation::warnings, Severity::Warning, naming the file and line and what the engine does, D25;
/// in line order, a nested file's after its parent's, each file once): an unknown key (with "did you mean" for a key
/// one edit from a key shape the engine reads), a key the engine reads only elsewhere (fps/count/effect in a
/// [dir_N] section; references and deltas in the root when [dir_0] exists), a duplicate key (the last one wins),
/// both spellings of a key, next_x_k/next_y_k past count, a section the engine does not read ([dir_8], [foo], a
/// [Dir_N] beside [dir_N], the later sections of a one-direction sprite) or that repeats, loader options after `$`.
[[nodiscard]] SpriteAnimation parseFofrm(std::string_view text, const std::string& path);

/// `name$options.ext` -> `name.ext`, backslashes as slashes: the file a reference names, without the loader
/// options after `$` (§6.1).
[[nodiscard]] std::string stripLoaderOptions(std::string ref);
/// The file reference `value` of a FOFRM in `base_dir` names: options stripped, joined to base_dir unless absolute,
/// lexically normal.
[[nodiscard]] std::string fofrmReferenceFile(const std::string& value, const std::filesystem::path& base_dir);
/// A key that holds a frame reference (§6.1): frm, Frm, frm_<k>, Frm_<k> (k all digits).
[[nodiscard]] bool isFofrmReferenceKey(std::string_view key);

/// Reads the file (a regular file of at most kMaxTextFileBytes, engine/base/file_read.h) and parses it; throws
/// FormatError when the file cannot be read.
[[nodiscard]] SpriteAnimation loadFofrm(const std::string& path);

}  // namespace gaitlab

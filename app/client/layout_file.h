// Which file `--layout FILE` may read and write (DECISIONS "Outputs never destroy inputs"): a new file, or one
// holding gaitlab's own layout (ImGui's ini with the "[GaitlabLayout][Panels]" section, app/panels/panel_layout.h).
// Any other file (notes.txt given by mistake) is neither read nor replaced; a FIFO, device or folder is refused
// without being opened, before the window opens.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace gaitlab {

/// Largest layout file looked at: 1 MiB (gaitlab's own are about 1 KiB).
inline constexpr std::uint64_t kMaxLayoutFileBytes = std::uint64_t{1} << 20;

/// Whether `text` is a layout file's content: empty, or lines that are each blank, a "[Type][Name]" section
/// header or a "key=value" line, with a "[GaitlabLayout][Panels]" header among them.
[[nodiscard]] bool isLayoutText(std::string_view text);

enum class LayoutFileUse {
    Use,     ///< missing (written at exit) or a layout file: read and written
    Skip,    ///< a regular file that is not a layout: the default layout, nothing read or written
    Refuse,  ///< not a regular file (FIFO, device, folder): never opened; the client does not start
};

struct LayoutFileCheck {
    LayoutFileUse use = LayoutFileUse::Use;
    std::string message;  ///< for Skip and Refuse: the file and why, e.g. "notes.txt: is not a gaitlab layout file
                          ///< ..."; empty for Use
};

/// What the client may do with layout file `path` (not empty). Reads at most kMaxLayoutFileBytes of a regular
/// file; a larger one is Skip.
[[nodiscard]] LayoutFileCheck checkLayoutFile(const std::string& path);

}  // namespace gaitlab

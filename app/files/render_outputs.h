// The files a `gaitlab render` run writes into its output folder, listed in <folder>/render-files.txt before they
// are written (OutputList, app/files/output_list.h). The next run into the same folder removes the files listed
// there that are still as render wrote them, so frames of an earlier run never mix with a new one, and a file the
// run did not write (a user's own montage.png) is never removed or written over (DECISIONS "Outputs never destroy
// inputs").
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "app/files/output_list.h"

namespace gaitlab {

class RenderOutputs {
public:
    static constexpr const char* kListName = "render-files.txt";

    /// Removes the files the previous run into `dir` listed, as far as they are still its own, and starts a new,
    /// empty list (OutputList::begin). Returns "" or the error naming the file.
    [[nodiscard]] std::string begin(const std::string& dir);
    /// What begin() left in place and why (OutputList::takeNotes).
    [[nodiscard]] std::vector<std::string> takeNotes() { return list_.takeNotes(); }
    /// Records the files written (OutputList::finish); also done when the object goes. "" or why not.
    std::string finish() { return list_.finish(); }
    /// Lists every plain file name in `names` before any is written. Returns "" or, when one is already there
    /// and the earlier run did not list it, every such refusal joined by "; " (nothing is listed then).
    [[nodiscard]] std::string add(const std::vector<std::string>& names);

private:
    std::string dir_;
    OutputList list_;
};

/// A render's output folder made ready: `out_dir` created when missing, the files an earlier run listed there removed
/// (RenderOutputs::begin; what stayed is written to `log`, a line each, "gaitlab render: " first) and `names` listed
/// before the first is written (RenderOutputs::add), so a file already there that no run of gaitlab wrote is refused
/// before anything changes. Returns "" or the refusal ("--out is required", "<dir>: cannot create folder: <why>", or
/// what begin or add say).
[[nodiscard]] std::string openRenderFolder(const std::string& out_dir, const std::vector<std::string>& names,
                                           RenderOutputs& outputs, std::ostream& log);

}  // namespace gaitlab

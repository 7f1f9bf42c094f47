// The files a `gaitlab render` run writes into its output folder, listed in <folder>/render-files.txt as they are
// written. The next run into the same folder removes exactly the files listed there, so frames of an earlier run
// never mix with a new one and nothing the user keeps in the folder is touched.
#pragma once

#include <fstream>
#include <string>

namespace gaitlab {

class RenderOutputs {
public:
    static constexpr const char* kListName = "render-files.txt";

    /// Removes the files the previous run into `dir` listed (plain file names only; a line naming a path, "." or
    /// "..", or a listed file that is not a regular file, is left alone) and starts a new, empty list. Returns ""
    /// or the error ("<dir>/render-files.txt: cannot create file").
    [[nodiscard]] std::string begin(const std::string& dir);
    /// Adds `name` (a plain file name in the folder) to the list before the file is written, so a run that stops
    /// half way still lists what it wrote.
    void add(const std::string& name);

private:
    std::ofstream list_;
};

}  // namespace gaitlab

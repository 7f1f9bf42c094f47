// The files one command run wrote into its output folder, listed in "<folder>/<list name>" as they are written
// (`accept` keeps accept-files.txt, as `render` keeps render-files.txt, app/files/render_outputs.h). The next run into
// the folder removes exactly the files listed there, and the folders they leave empty, so the new run's index
// lists exactly what is in the folder; a file the run did not write is never replaced (DECISIONS "Outputs never
// destroy inputs").
#pragma once

#include <filesystem>
#include <fstream>
#include <mutex>
#include <string>

namespace gaitlab {

class OutputList {
public:
    /// Removes the files the previous run listed in `<dir>/<list_name>`: relative paths inside `dir` without "."
    /// or ".." parts, each a regular file reached through no link (anything else listed is left alone), then the
    /// folders of those files left empty; then starts a new, empty list. Returns "" or the error naming the file
    /// ("<dir>/<list_name>: is a FIFO (named pipe), expected a regular file", "...: cannot create the file").
    [[nodiscard]] std::string begin(const std::string& dir, const std::string& list_name);
    /// Lists `path` (a file inside the folder) before it is written, so a run that stops half way still lists what
    /// it wrote. Returns "" or the refusal when something is already there (a file the earlier run did not list):
    /// "<path>: exists and gaitlab <command> did not write it; nothing was written over it". Safe from several
    /// threads.
    [[nodiscard]] std::string add(const std::string& path, const std::string& command);

private:
    std::filesystem::path dir_;
    std::ofstream list_;
    std::mutex lock_;
};

}  // namespace gaitlab

// The files one command run wrote into its output folder, listed in "<folder>/<list name>" (`accept` keeps
// accept-files.txt, `render` keeps render-files.txt, app/files/render_outputs.h). While the run writes, the list
// names each file before it is written; when the run ends, each written file's size and FNV-1a hash join its line
// and the list itself goes into the output record (app/files/output_record.h, as "<command> list"). The next run
// into the folder removes a listed file only when the record vouches for the list and the file still has the size
// and hash listed: a file someone changed since stays, with a note; a list gaitlab did not write (or one of a run
// killed before it could finish it) refuses the run, untouched. A file the run did not write is never replaced
// (DECISIONS "Outputs never destroy inputs").
#pragma once

#include <filesystem>
#include <fstream>
#include <mutex>
#include <string>
#include <vector>

namespace gaitlab {

class OutputList {
public:
    OutputList() = default;
    OutputList(const OutputList&) = delete;
    OutputList& operator=(const OutputList&) = delete;
    /// finish(), for a run that returns early: what it wrote is still vouched for.
    ~OutputList();

    /// Removes what the previous run of gaitlab `command` ("render", "accept") listed in `<dir>/<list_name>`, when
    /// the output record vouches for the list as `command`'s unchanged list: each listed path inside `dir` (no root,
    /// "." or ".." parts, reached through no link) that is a regular file of the listed size and hash, then the
    /// folders of those files left empty. A listed file changed since stays, with a note (takeNotes). Then starts a
    /// new list. Returns "" or the error naming the file, with nothing removed or written: the list is a link, a FIFO
    /// or another non-regular file, or a file the record does not vouch for ("<dir>/<list_name>: the output record
    /// does not vouch for it (...); nothing was removed or written: move it away, ..."), or cannot be created.
    [[nodiscard]] std::string begin(const std::string& dir, const std::string& list_name, const std::string& command);
    /// What begin() left in place and why, one line each, at most 10 files named ("<path>: kept: it changed since
    /// gaitlab <command> wrote it"), then a count. Taken once.
    [[nodiscard]] std::vector<std::string> takeNotes();
    /// Lists `path` (a file inside the folder) before it is written, so a run that stops half way still lists what
    /// it wrote. Returns "" or the refusal: something is already there (a file begin() did not remove: "<path>:
    /// exists and gaitlab <command> did not write it; nothing was written over it"), the name holds a line break,
    /// or it lies outside the folder or is reached through a link in it. Safe from several threads.
    [[nodiscard]] std::string add(const std::string& path);
    /// Rewrites the list with each listed file's size and hash (files listed but never written are left out) and
    /// records the list as `command`'s output. Once; later calls do nothing. Returns "" or why the list could not be
    /// recorded (then the next run removes nothing and says so).
    std::string finish();

private:
    std::filesystem::path dir_;
    std::filesystem::path list_path_;
    std::string command_;
    std::vector<std::string> names_;  ///< relative to dir_, generic form, in the order listed
    std::vector<std::string> notes_;
    std::ofstream list_;
    std::mutex lock_;
    bool open_ = false;
};

}  // namespace gaitlab

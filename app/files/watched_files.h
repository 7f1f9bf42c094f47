// The files one loaded thing was read from, each with the FileStamp (app/files/file_stamp.h) it had when it was read, so
// hot reload can ask whether any of them changed since. A file that appears, vanishes, or is edited (a new write
// time, a new size, or, for files up to kContentStampLimit bytes, new content saved with the old time) counts as
// changed. Used for every sprite slot, tile and map of the asset library.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "app/files/file_stamp.h"

namespace gaitlab {

class WatchedFiles {
public:
    /// Stamps `path` now and watches it. A path already watched keeps its first stamp (a file read twice in one
    /// load counts as read when first seen). Missing paths are watched too: their appearance is a change.
    void watch(const std::string& path);
    /// Watches `path` as if it was missing when last read: from now on its existence counts as a change.
    void watchUnread(const std::string& path) { stamps_[path] = FileStamp{}; }
    /// Whether any watched file's stamp now differs from the one recorded. False when nothing is watched.
    [[nodiscard]] bool changed() const;
    /// The watched files whose stamp now differs, in path order.
    [[nodiscard]] std::vector<std::string> changedFiles() const;
    /// Whether no file is watched (a slot that was never loaded).
    [[nodiscard]] bool empty() const { return stamps_.empty(); }
    /// Number of watched files.
    [[nodiscard]] std::size_t size() const { return stamps_.size(); }

private:
    std::map<std::string, FileStamp> stamps_;  // path -> stamp as last read
};

}  // namespace gaitlab

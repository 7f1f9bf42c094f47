// The files one loaded thing was read from, each with the FileStamp (app/files/file_stamp.h) it had when it was read, so
// hot reload can ask whether any of them changed since. A file that appears, vanishes, or is edited (a new write
// time, a new size, or, for files up to kContentStampLimit bytes, new content saved with the old time) counts as
// changed. Used for every sprite slot, tile, map, state definition, tactics atlas and contact sidecar.
//
// Once FileChanges (app/files/file_changes.h) is started, a file it follows is only looked at after an event named it:
// asking costs a lookup, and the file is read (its stamp taken) only then. Other files are compared by stamp at every
// ask, which is what polling means (docs/DECISIONS.md "Hot reload").
#pragma once

#include <cstdint>
#include <map>
#include <optional>
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
    void watchUnread(const std::string& path);
    /// Whether any watched file's stamp now differs from the one recorded. False when nothing is watched.
    [[nodiscard]] bool changed() const;
    /// The watched files whose stamp now differs, in path order.
    [[nodiscard]] std::vector<std::string> changedFiles() const;
    /// Whether no file is watched (a slot that was never loaded).
    [[nodiscard]] bool empty() const { return files_.empty(); }
    /// Number of watched files.
    [[nodiscard]] std::size_t size() const { return files_.size(); }

private:
    struct Watched {
        FileStamp stamp;                       // as last read
        std::string key;                       // FileChanges::keyOf(path)
        std::optional<std::uint64_t> version;  // FileChanges' version when read; nullopt: polled
        // Lifted when an event named the file but its stamp was unchanged (a save of the same bytes), so the file
        // is not read again at every ask.
        mutable std::uint64_t seen = 0;
    };
    [[nodiscard]] bool differs(const std::string& path, const Watched& watched) const;
    void add(const std::string& path, FileStamp stamp);

    std::map<std::string, Watched> files_;  // path -> what was read
};

}  // namespace gaitlab

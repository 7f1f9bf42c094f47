#include "app/files/watched_files.h"

#include "app/files/file_changes.h"

namespace gaitlab {

void WatchedFiles::add(const std::string& path, FileStamp stamp) {
    Watched watched;
    watched.key = FileChanges::keyOf(path);
    // The version is taken before the stamp, so a save between the two is seen as a change, never missed.
    watched.version = FileChanges::instance().follow(watched.key);
    watched.seen = watched.version.value_or(0);
    watched.stamp = std::move(stamp);
    files_[path] = std::move(watched);
}

void WatchedFiles::watch(const std::string& path) {
    if (files_.find(path) != files_.end()) return;
    add(path, FileStamp{});
    files_[path].stamp = fileStamp(path);
}

void WatchedFiles::watchUnread(const std::string& path) { add(path, FileStamp{}); }

bool WatchedFiles::differs(const std::string& path, const Watched& watched) const {
    if (watched.version) {
        const std::optional<std::uint64_t> now = FileChanges::instance().current(watched.key);
        if (now && *now == watched.seen) return false;  // no event since: nothing to read
        if (fileStamp(path) != watched.stamp) return true;
        if (now) watched.seen = *now;
        return false;
    }
    return fileStamp(path) != watched.stamp;
}

bool WatchedFiles::changed() const {
    for (const auto& [path, watched] : files_)
        if (differs(path, watched)) return true;
    return false;
}

std::vector<std::string> WatchedFiles::changedFiles() const {
    std::vector<std::string> out;
    for (const auto& [path, watched] : files_)
        if (differs(path, watched)) out.push_back(path);
    return out;
}

}  // namespace gaitlab

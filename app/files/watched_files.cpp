#include "app/files/watched_files.h"

namespace gaitlab {

void WatchedFiles::watch(const std::string& path) {
    if (stamps_.find(path) == stamps_.end()) stamps_.emplace(path, fileStamp(path));
}

bool WatchedFiles::changed() const {
    for (const auto& [path, stamp] : stamps_)
        if (fileStamp(path) != stamp) return true;
    return false;
}

std::vector<std::string> WatchedFiles::changedFiles() const {
    std::vector<std::string> out;
    for (const auto& [path, stamp] : stamps_)
        if (fileStamp(path) != stamp) out.push_back(path);
    return out;
}

}  // namespace gaitlab

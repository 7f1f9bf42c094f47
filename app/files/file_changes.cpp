#include "app/files/file_changes.h"

#include <filesystem>
#include <system_error>

namespace gaitlab {

namespace fs = std::filesystem;

FileChanges& FileChanges::instance() {
    static FileChanges changes;
    return changes;
}

void FileChanges::start(std::unique_ptr<FileEventSource> source) {
    const std::lock_guard lock(mutex_);
    source_ = std::move(source);
    versions_.clear();
    folders_.clear();
    any_polled_ = false;
}

bool FileChanges::started() const {
    const std::lock_guard lock(mutex_);
    return source_ != nullptr;
}

std::string FileChanges::keyOf(const std::string& path) {
    std::error_code ec;
    const fs::path absolute = fs::absolute(path, ec);
    return (ec ? fs::path(path) : absolute).lexically_normal().string();
}

std::optional<std::uint64_t> FileChanges::follow(const std::string& key) {
    const std::lock_guard lock(mutex_);
    if (!source_) return std::nullopt;  // not started: no record of polled files either
    if (const auto known = versions_.find(key); known != versions_.end()) return known->second;
    const std::string folder = fs::path(key).parent_path().string();
    std::error_code ec;
    // A link's target may be edited in a folder nobody watches; a missing path's folder may not exist yet.
    const bool link = fs::is_symlink(fs::symlink_status(key, ec));
    // A folder that went away is watched again once it is back (a checkout that remade it).
    const bool watched =
        !link && (folders_.contains(folder) || (source_->watchFolder(folder) && folders_.insert(folder).second));
    if (!watched) {
        any_polled_ = true;
        return std::nullopt;
    }
    return versions_.emplace(key, ++clock_).first->second;
}

std::optional<std::uint64_t> FileChanges::current(const std::string& key) const {
    const std::lock_guard lock(mutex_);
    const auto found = versions_.find(key);
    if (found == versions_.end()) return std::nullopt;
    return found->second;
}

void FileChanges::bumpAll() {
    for (auto& entry : versions_) entry.second = ++clock_;
}

bool FileChanges::update() {
    const std::lock_guard lock(mutex_);
    if (!source_) return false;
    events_.clear();
    source_->read(events_);
    bool any = false;
    for (const FileEvent& event : events_) {
        switch (event.kind) {
        case FileEvent::Kind::Changed: {
            const auto found = versions_.find(event.folder + "/" + event.name);
            if (found != versions_.end()) {
                found->second = ++clock_;
                any = true;
            }
            break;
        }
        case FileEvent::Kind::FolderGone:
            // Its files are polled from now on; each counts as changed once so its WatchedFiles looks.
            folders_.erase(event.folder);
            for (auto it = versions_.begin(); it != versions_.end();)
                it = fs::path(it->first).parent_path() == event.folder ? versions_.erase(it) : std::next(it);
            any_polled_ = true;
            any = true;
            break;
        case FileEvent::Kind::QueueOverflow:
            bumpAll();
            any = true;
            break;
        }
    }
    return any;
}

bool FileChanges::anyPolled() const {
    const std::lock_guard lock(mutex_);
    return any_polled_;
}

}  // namespace gaitlab

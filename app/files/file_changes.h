// The process's one record of which watched files changed, fed by a FileEventSource (app/files/file_event_source.h).
// Each followed file has a version that moves on whenever an event names it, so WatchedFiles can tell a change by
// comparing two numbers instead of reading the file. Until start() is called (the client does, at launch) nothing is
// followed and every WatchedFiles polls, as the commands that read assets once need no events
// (docs/DECISIONS.md "Hot reload").
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "app/files/file_event_source.h"

namespace gaitlab {

class FileChanges {
public:
    /// The process's record.
    [[nodiscard]] static FileChanges& instance();

    /// Follows files through `source` from now on (nullptr: every file keeps being polled). Files followed before
    /// are forgotten: their WatchedFiles poll.
    void start(std::unique_ptr<FileEventSource> source);
    /// Whether a source is started.
    [[nodiscard]] bool started() const;

    /// The key a path is followed under: absolute and lexically normal (`a/../b.png` and `./b.png` are one file).
    [[nodiscard]] static std::string keyOf(const std::string& path);
    /// Starts following the file `key` (keyOf) and gives its version now. nullopt when events cannot report it (no
    /// source, a symbolic link whose target may live elsewhere, a folder that cannot be watched): the caller polls it.
    [[nodiscard]] std::optional<std::uint64_t> follow(const std::string& key);
    /// The version of a followed file now: it moves on at every event naming it, and for every file when events
    /// were lost. nullopt when `key` is not followed (never, or its folder went away since): the caller polls it.
    [[nodiscard]] std::optional<std::uint64_t> current(const std::string& key) const;

    /// Reads the events that arrived, without waiting. True when one named a followed file (or may have: lost
    /// events, a folder gone), so the caller checks its WatchedFiles now.
    bool update();
    /// Whether some file asked to be followed is polled instead, so the caller still polls on a timer.
    [[nodiscard]] bool anyPolled() const;

private:
    FileChanges() = default;
    void bumpAll();

    mutable std::mutex mutex_;  // load work may follow files from worker threads
    std::unique_ptr<FileEventSource> source_;
    // Followed file key -> version. Versions come from one clock, so a file followed again after its folder came
    // back never repeats a version an older WatchedFiles recorded.
    std::unordered_map<std::string, std::uint64_t> versions_;
    std::uint64_t clock_ = 0;
    std::unordered_set<std::string> folders_;  // folders watched
    bool any_polled_ = false;
    std::vector<FileEvent> events_;  // reused by update()
};

}  // namespace gaitlab

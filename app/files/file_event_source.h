// Where hot reload hears that a file changed: the operating system's file-change events behind a small interface,
// so another platform can add its own source next to inotify. FileChanges (app/files/file_changes.h) owns one; where
// none exists, or a folder cannot be watched, hot reload polls instead (docs/DECISIONS.md "Hot reload").
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace gaitlab {

/// One change a FileEventSource reports.
struct FileEvent {
    enum class Kind {
        Changed,        ///< `name` in `folder` was written and closed, created, deleted or renamed in or out
        FolderGone,     ///< `folder` itself was deleted, renamed or unmounted: nothing in it is reported any more
        QueueOverflow,  ///< events were lost: any watched file may have changed
    };
    Kind kind = Kind::Changed;
    std::string folder;  ///< as given to FileEventSource::watchFolder; empty for QueueOverflow
    std::string name;    ///< file name inside `folder`; empty unless Changed
};

class FileEventSource {
public:
    virtual ~FileEventSource() = default;
    /// Starts reporting changes to the files directly inside `folder` (an absolute, lexically normal path). A folder
    /// is watched rather than its files because editors save by writing a new file and renaming it over the old
    /// one. False when the folder cannot be watched (missing, no permission, the system's watch limit); its files
    /// are then polled.
    [[nodiscard]] virtual bool watchFolder(const std::string& folder) = 0;
    /// Appends the events that arrived since the last call, without waiting.
    virtual void read(std::vector<FileEvent>& out) = 0;
};

/// This platform's source (inotify on Linux); nullptr where there is none or it cannot be opened (the caller then
/// polls every file).
[[nodiscard]] std::unique_ptr<FileEventSource> makeSystemFileEventSource();

}  // namespace gaitlab

#include "app/files/file_event_source.h"

#ifdef __linux__
#include <cerrno>
#include <cstring>
#include <unordered_map>

#include <sys/inotify.h>
#include <unistd.h>
#endif

namespace gaitlab {

#ifdef __linux__
namespace {

class InotifySource final : public FileEventSource {
public:
    explicit InotifySource(int fd) : fd_(fd) {}
    ~InotifySource() override { ::close(fd_); }
    InotifySource(const InotifySource&) = delete;
    InotifySource& operator=(const InotifySource&) = delete;

    bool watchFolder(const std::string& folder) override {
        // IN_CLOSE_WRITE rather than IN_MODIFY: a file is read once its writer has finished, not at every write.
        constexpr uint32_t kMask = IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB |
                                   IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR;
        const int wd = inotify_add_watch(fd_, folder.c_str(), kMask);
        if (wd < 0) return false;
        folders_[wd] = folder;
        return true;
    }

    void read(std::vector<FileEvent>& out) override {
        alignas(inotify_event) char buffer[16 * 1024];
        for (;;) {
            const ssize_t got = ::read(fd_, buffer, sizeof buffer);
            if (got <= 0) return;  // EAGAIN: nothing more (the descriptor is non-blocking)
            for (ssize_t at = 0; at + static_cast<ssize_t>(sizeof(inotify_event)) <= got;) {
                inotify_event event;
                std::memcpy(&event, buffer + at, sizeof event);
                const char* name = buffer + at + sizeof(inotify_event);
                at += static_cast<ssize_t>(sizeof(inotify_event) + event.len);
                if (at > got) break;  // the kernel never splits an event; never read past what arrived
                take(event, event.len > 0 ? std::string(name, ::strnlen(name, event.len)) : std::string(), out);
            }
        }
    }

private:
    void take(const inotify_event& event, std::string name, std::vector<FileEvent>& out) {
        if ((event.mask & IN_Q_OVERFLOW) != 0u) {
            out.push_back({FileEvent::Kind::QueueOverflow, {}, {}});
            return;
        }
        const auto folder = folders_.find(event.wd);
        if (folder == folders_.end()) return;
        if ((event.mask & (IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED | IN_UNMOUNT)) != 0u) {
            out.push_back({FileEvent::Kind::FolderGone, folder->second, {}});
            if ((event.mask & IN_IGNORED) != 0u) folders_.erase(folder);  // the kernel dropped the watch
            return;
        }
        if (!name.empty()) out.push_back({FileEvent::Kind::Changed, folder->second, std::move(name)});
    }

    int fd_;
    std::unordered_map<int, std::string> folders_;  // watch descriptor -> folder
};

}  // namespace

std::unique_ptr<FileEventSource> makeSystemFileEventSource() {
    const int fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (fd < 0) return nullptr;
    return std::make_unique<InotifySource>(fd);
}
#else
std::unique_ptr<FileEventSource> makeSystemFileEventSource() { return nullptr; }
#endif

}  // namespace gaitlab

// Hot reload by file-change events (app/files/file_changes.h, app/files/file_event_source.h): a followed file is
// looked at only after an event names it, a save by rename and a delete are seen, an event that leaves the stamp
// as it was (a change of permissions) is not a change, and a file events cannot report (no source, a link, a folder that went away, lost events) is
// compared by stamp as polling does. Each case runs in its own process (doctest cases are separate CTest tests),
// so starting the process's FileChanges in one does not reach another.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "app/files/file_changes.h"
#include "app/files/watched_files.h"

using namespace gaitlab;
namespace fs = std::filesystem;

namespace {

/// A fresh folder under the system temp dir, removed at the end.
struct EventFolder {
    fs::path root;
    EventFolder() {
        std::random_device seed;
        root = fs::temp_directory_path() / ("gaitlab_events_" + std::to_string(seed()));
        fs::create_directories(root);
    }
    ~EventFolder() {
        std::error_code ec;
        fs::remove_all(root, ec);
    }
    EventFolder(const EventFolder&) = delete;
    EventFolder& operator=(const EventFolder&) = delete;
    [[nodiscard]] std::string file(const std::string& name) const { return (root / name).string(); }
};

void writeEventFile(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::trunc | std::ios::binary);
    out << text;
}

/// A source that reports only what a test hands it, to reach the cases the kernel makes rare.
class ScriptedSource final : public FileEventSource {
public:
    std::vector<FileEvent>* pending = nullptr;
    bool watchFolder(const std::string&) override { return true; }
    void read(std::vector<FileEvent>& out) override {
        out.insert(out.end(), pending->begin(), pending->end());
        pending->clear();
    }
};

void startSystemEvents() {
    std::unique_ptr<FileEventSource> source = makeSystemFileEventSource();
    REQUIRE(source != nullptr);  // Linux: inotify
    FileChanges::instance().start(std::move(source));
}

}  // namespace

TEST_CASE("file changes: a followed file is read only after an event names it, and then its edit is seen") {
    EventFolder folder;
    startSystemEvents();
    const std::string walk = folder.file("walk.fofrm");
    writeEventFile(walk, "count = 4\n");
    WatchedFiles files;
    files.watch(walk);
    CHECK_FALSE(files.changed());
    writeEventFile(walk, "count = 12\n");
    // The event is in the queue, not yet read: asking reads no file, so the edit is not seen yet.
    CHECK_FALSE(files.changed());
    CHECK(FileChanges::instance().update());
    CHECK(files.changed());
    CHECK(files.changedFiles() == std::vector<std::string>{walk});
    CHECK_FALSE(FileChanges::instance().anyPolled());
}

TEST_CASE("file changes: a save by rename over the file and a delete are changes, another file is no event") {
    EventFolder folder;
    startSystemEvents();
    const std::string walk = folder.file("walk.fofrm");
    writeEventFile(walk, "count = 4\n");
    WatchedFiles files;
    files.watch(walk);
    writeEventFile(folder.file("notes.txt"), "not watched");
    CHECK_FALSE(FileChanges::instance().update());
    CHECK_FALSE(files.changed());

    writeEventFile(folder.file("walk.fofrm.tmp"), "count = 6\n");
    fs::rename(folder.file("walk.fofrm.tmp"), walk);  // how most editors save
    CHECK(FileChanges::instance().update());
    CHECK(files.changed());

    WatchedFiles renamed;
    renamed.watch(walk);
    fs::remove(walk);
    CHECK(FileChanges::instance().update());
    CHECK(renamed.changed());
}

TEST_CASE("file changes: an event that leaves the stamp as it was is no change, a missing file appearing is one") {
    EventFolder folder;
    startSystemEvents();
    const std::string walk = folder.file("walk.fofrm");
    const std::string later = folder.file("later.pal");
    writeEventFile(walk, "count = 4\n");
    WatchedFiles files;
    files.watch(walk);
    files.watch(later);
    fs::permissions(walk, fs::perms::owner_exec, fs::perm_options::add);  // an event (attributes), same stamp
    CHECK(FileChanges::instance().update());
    CHECK_FALSE(files.changed());
    CHECK_FALSE(files.changed());  // asked again: still no change
    writeEventFile(later, "x");
    CHECK(FileChanges::instance().update());
    CHECK(files.changedFiles() == std::vector<std::string>{later});
}

TEST_CASE("file changes: paths naming one file through '..' or '.' are one followed file") {
    EventFolder folder;
    startSystemEvents();
    fs::create_directories(folder.root / "sub");
    const std::string walk = folder.file("walk.fofrm");
    writeEventFile(walk, "count = 4\n");
    WatchedFiles files;
    files.watch((folder.root / "sub" / ".." / "." / "walk.fofrm").string());
    CHECK(FileChanges::keyOf((folder.root / "sub" / ".." / "walk.fofrm").string()) == FileChanges::keyOf(walk));
    writeEventFile(walk, "count = 44\n");
    CHECK(FileChanges::instance().update());
    CHECK(files.changed());
}

TEST_CASE("file changes: a folder that goes away is a change, back it is watched again, a missing folder polls") {
    EventFolder folder;
    startSystemEvents();
    const fs::path art = folder.root / "art";
    fs::create_directories(art);
    const std::string walk = (art / "walk.fofrm").string();
    writeEventFile(walk, "count = 4\n");
    WatchedFiles files;
    files.watch(walk);
    fs::remove_all(art);
    CHECK(FileChanges::instance().update());
    CHECK(files.changed());  // gone
    fs::create_directories(art);
    writeEventFile(walk, "count = 5\n");
    CHECK(files.changed());  // back, and polled since its folder's watch went away
    WatchedFiles again;
    again.watch(walk);  // its folder is watched again
    writeEventFile(walk, "count = 8\n");
    CHECK_FALSE(again.changed());
    CHECK(FileChanges::instance().update());
    CHECK(again.changed());

    const std::string unmade = (folder.root / "later" / "walk.fofrm").string();
    WatchedFiles missing;
    missing.watch(unmade);  // no folder to watch: polled
    CHECK(FileChanges::instance().anyPolled());
    fs::create_directories(folder.root / "later");
    writeEventFile(unmade, "count = 4\n");
    CHECK(missing.changed());  // seen without any event
}

TEST_CASE("file changes: a symbolic link is polled, since its target may be edited in a folder nobody watches") {
    EventFolder folder;
    startSystemEvents();
    fs::create_directories(folder.root / "elsewhere");
    const std::string target = (folder.root / "elsewhere" / "walk.fofrm").string();
    writeEventFile(target, "count = 4\n");
    const std::string link = folder.file("walk.fofrm");
    fs::create_symlink(target, link);
    WatchedFiles files;
    files.watch(link);
    CHECK(FileChanges::instance().anyPolled());
    writeEventFile(target, "count = 10\n");
    CHECK(files.changed());
}

TEST_CASE("file changes: without a source every file is polled, lost events make every followed file be looked at") {
    EventFolder folder;
    const std::string walk = folder.file("walk.fofrm");
    writeEventFile(walk, "count = 4\n");

    FileChanges::instance().start(nullptr);
    WatchedFiles polled;
    polled.watch(walk);
    writeEventFile(walk, "count = 16\n");
    CHECK_FALSE(FileChanges::instance().update());
    CHECK(polled.changed());

    std::vector<FileEvent> pending;
    auto scripted = std::make_unique<ScriptedSource>();
    scripted->pending = &pending;
    FileChanges::instance().start(std::move(scripted));
    WatchedFiles followed;
    followed.watch(walk);
    writeEventFile(walk, "count = 160\n");
    CHECK_FALSE(followed.changed());  // no event came
    pending.push_back({FileEvent::Kind::QueueOverflow, {}, {}});
    CHECK(FileChanges::instance().update());
    CHECK(followed.changed());
    // An event naming another folder's file of the same name is not this file's.
    WatchedFiles fresh;
    fresh.watch(walk);
    pending.push_back({FileEvent::Kind::Changed, (folder.root / "other").string(), "walk.fofrm"});
    CHECK_FALSE(FileChanges::instance().update());
    writeEventFile(walk, "count = 1600\n");
    CHECK_FALSE(fresh.changed());
}

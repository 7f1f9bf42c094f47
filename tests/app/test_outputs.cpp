// Outputs never destroy inputs (app/files/output_file.h, DECISIONS "Outputs never destroy inputs"): contacts,
// derive-deltas, export-frm and bake given their own sprite, a PNG frame of it, its sidecar or a link to one of
// them as --out; a FIFO as --out; an earlier output with and without --force; an output edited since; a write
// that fails half way. Each case builds its art in a temp folder from the shipped humanoid walk.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <span>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../engine/sprite_fixtures.h"
#include "app/files/output_file.h"
#include "app/files/output_record.h"
#include "cli_capture.h"
#include "engine/base/file_read.h"
#include "engine/base/fnv1a.h"

namespace {

namespace fs = std::filesystem;

const fs::path kShippedHumanoid = fs::path(GAITLAB_ASSET_DIR) / "critters/humanoid";

/// A temp folder holding walk.fofrm, its 54 PNG frames under walk/ and walk.contacts.json (the shipped sidecar).
struct OutputsArt : fixtures::TempDir {
    const fs::path& dir = path;
    OutputsArt() : TempDir("outputs") {
        fs::copy_file(kShippedHumanoid / "walk.fofrm", dir / "walk.fofrm");
        fs::copy(kShippedHumanoid / "walk", dir / "walk", fs::copy_options::recursive);
        fs::copy_file(kShippedHumanoid / "contacts.json", dir / "walk.contacts.json");
    }
    [[nodiscard]] std::string operator/(const std::string& name) const { return (path / name).string(); }
};

using gaitlab::testing::CliRun;

CliRun runOutputs(const std::vector<std::string>& args) { return gaitlab::testing::runCliCaptured(args); }

std::string outputBytes(const std::string& path) { return gaitlab::readRegularText(path, 64u << 20); }

std::string resolvedName(const std::string& path) { return fs::weakly_canonical(path).string(); }

/// The command line of `command` on the art's walk with `out` as its output.
std::vector<std::string> outputCommand(const std::string& command, const OutputsArt& art, const std::string& out) {
    return {command, art / "walk.fofrm", "--out", out};
}

}  // namespace

TEST_CASE("contacts, derive-deltas and export-frm refuse their sprite, a PNG frame, the sidecar or a link as --out") {
    OutputsArt art;
    fs::create_symlink(art.dir / "walk.fofrm", art.dir / "link.fofrm");
    const std::string fofrm = outputBytes(art / "walk.fofrm");
    const std::string frame = outputBytes(art / "walk/e_0.png");
    const std::string sidecar = outputBytes(art / "walk.contacts.json");
    for (const std::string command : {"contacts", "derive-deltas", "export-frm"}) {
        CAPTURE(command);
        for (const auto& [out, read] :
             {std::pair{art / "walk.fofrm", art / "walk.fofrm"}, std::pair{art / "walk/e_0.png", art / "walk/e_0.png"},
              std::pair{art / "link.fofrm", art / "walk.fofrm"}}) {
            CAPTURE(out);
            const CliRun r = runOutputs(outputCommand(command, art, out));
            CHECK(r.code == 2);
            CHECK(r.err == "gaitlab " + command + ": " + out + ": is a file gaitlab " + command + " reads (" +
                               resolvedName(read) + "); nothing was written; choose another output\n");
            CHECK(r.out.find("wrote") == std::string::npos);
            CHECK(r.out.find("verified") == std::string::npos);
        }
    }
    // derive-deltas reads the sidecar beside the sprite: that too is an input.
    const CliRun side = runOutputs(outputCommand("derive-deltas", art, art / "walk.contacts.json"));
    CHECK(side.code == 2);
    CHECK(side.err == "gaitlab derive-deltas: " + (art / "walk.contacts.json") +
                          ": is a file gaitlab derive-deltas reads (" + resolvedName(art / "walk.contacts.json") +
                          "); nothing was written; choose another output\n");
    // contacts does not read the artist's sidecar, but did not write it either: refused, --force or not.
    std::vector<std::string> over_sidecar = outputCommand("contacts", art, art / "walk.contacts.json");
    over_sidecar.push_back("--force");
    const CliRun artist = runOutputs(over_sidecar);
    CHECK(artist.code == 2);
    CHECK(artist.err == "gaitlab contacts: " + (art / "walk.contacts.json") +
                            ": exists, and gaitlab contacts did not write it or it changed since; nothing was "
                            "written; choose another output or move the file away\n");
    CHECK(outputBytes(art / "walk.fofrm") == fofrm);
    CHECK(outputBytes(art / "walk/e_0.png") == frame);
    CHECK(outputBytes(art / "walk.contacts.json") == sidecar);
    CHECK(fs::is_symlink(art.dir / "link.fofrm"));
}

TEST_CASE("bake refuses a baked file that is one of its inputs and a file bake did not write") {
    OutputsArt art;
    const std::string baked_dir = art / "baked";
    REQUIRE(runOutputs({"bake", art / "walk.fofrm", "--out", baked_dir}).code == 0);
    const std::string baked = baked_dir + "/walk.fofrm";  // the baker keeps the source's name
    const std::string before = outputBytes(baked);
    // Baking the baked file into its own folder would write over the file being read, with or without --force.
    for (const bool force : {false, true}) {
        std::vector<std::string> args{"bake", baked, "--out", baked_dir};
        if (force) args.push_back("--force");
        const CliRun r = runOutputs(args);
        CHECK(r.code == 2);
        CHECK(r.err == "gaitlab bake: " + baked + ": is a file gaitlab bake reads (" + resolvedName(baked) +
                           "); nothing was written; choose another output\n");
    }
    CHECK(outputBytes(baked) == before);
    // A file of that name someone else put there is refused; nothing of the run is written.
    fs::create_directories(art.dir / "other");
    std::ofstream(art.dir / "other/walk.fofrm") << "someone's file";
    const CliRun foreign = runOutputs({"bake", art / "walk.fofrm", "--out", art / "other", "--force"});
    CHECK(foreign.code == 2);
    CHECK(foreign.err == "gaitlab bake: " + (art / "other/walk.fofrm") +
                             ": exists, and gaitlab bake did not write it or it changed since; nothing was written; "
                             "choose another output or move the file away\n");
    CHECK(outputBytes(art / "other/walk.fofrm") == "someone's file");
}

TEST_CASE("a FIFO as --out is refused without being opened") {
    OutputsArt art;
    const std::string fifo = art / "pipe";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    // Opening the FIFO for writing would block this test for ever: it finishing is part of the check.
    for (const std::string command : {"contacts", "derive-deltas", "export-frm"}) {
        CAPTURE(command);
        const CliRun r = runOutputs(outputCommand(command, art, fifo));
        CHECK(r.code == 2);
        CHECK(r.err == "gaitlab " + command + ": " + fifo +
                           ": is a FIFO (named pipe), expected a regular file; nothing was written (it was not "
                           "opened)\n");
    }
    fs::create_directories(art.dir / "baked");
    REQUIRE(::mkfifo((art.dir / "baked/walk.fofrm").c_str(), 0600) == 0);
    const CliRun bake = runOutputs({"bake", art / "walk.fofrm", "--out", art / "baked"});
    CHECK(bake.code == 2);
    CHECK(bake.err == "gaitlab bake: " + (art / "baked/walk.fofrm") +
                          ": is a FIFO (named pipe), expected a regular file; nothing was written (it was not "
                          "opened)\n");
    CHECK(fs::is_fifo(fifo));
    CHECK(fs::is_fifo(art.dir / "baked/walk.fofrm"));
}

TEST_CASE("an earlier output is replaced only with --force, and not once it was edited") {
    OutputsArt art;
    const std::string out = art / "walk.contacts.out.json";
    const CliRun first = runOutputs(outputCommand("contacts", art, out));
    REQUIRE(first.code == 0);
    CHECK(first.out.find("wrote " + out + "\n") != std::string::npos);
    const std::string written = outputBytes(out);

    // The record in the state folder (the test main points XDG_STATE_HOME at a folder of its own): the command,
    // the size, FNV-1a 64 of the bytes in 16 hex digits and the link-resolved path.
    char hash[17];
    std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(gaitlab::fnv1a(written)));
    const std::string line =
        "contacts\t" + std::to_string(written.size()) + "\t" + hash + "\t" + resolvedName(out) + "\n";
    CHECK(outputBytes(gaitlab::outputRecordFile()).find(line) != std::string::npos);
    REQUIRE(gaitlab::recordedWriter(resolvedName(out)) == std::optional<std::string>("contacts"));

    const CliRun again = runOutputs(outputCommand("contacts", art, out));
    CHECK(again.code == 2);
    CHECK(again.err == "gaitlab contacts: " + out +
                           ": exists (an earlier output of gaitlab contacts); nothing was written; --force "
                           "overwrites it\n");
    std::vector<std::string> forced = outputCommand("contacts", art, out);
    forced.push_back("--force");
    CHECK(runOutputs(forced).code == 0);
    CHECK(outputBytes(out) == written);

    // Another command's output is not this command's: export-frm --force does not replace the sidecar.
    std::vector<std::string> other = outputCommand("export-frm", art, out);
    other.push_back("--force");
    const CliRun across = runOutputs(other);
    CHECK(across.code == 2);
    CHECK(across.err.find("did not write it or it changed since") != std::string::npos);

    // The artist corrects the sidecar: from then on it is theirs, --force or not.
    { std::ofstream(out, std::ios::app) << " "; }
    CHECK_FALSE(gaitlab::recordedWriter(resolvedName(out)).has_value());
    const CliRun edited = runOutputs(forced);
    CHECK(edited.code == 2);
    CHECK(edited.err == "gaitlab contacts: " + out +
                            ": exists, and gaitlab contacts did not write it or it changed since; nothing was written; "
                            "choose another output or move the file away\n");
    CHECK(outputBytes(out) == written + " ");
}

TEST_CASE("derive-deltas checks every frame picture it writes before writing any") {
    OutputsArt art;
    // An FRM holds its pixels: derive-deltas writes them as PNGs beside the FOFRM, in <stem>/.
    const std::string frm = art / "walk.frm";
    REQUIRE(runOutputs({"export-frm", art / "walk.fofrm", "--out", frm}).code == 0);
    fs::create_directories(art.dir / "fixed");
    std::ofstream(art.dir / "fixed/e_3.png") << "the artist's picture";
    const std::vector<std::string> args{"derive-deltas",    frm, "--contacts", art / "walk.contacts.json", "--out",
                                        art / "fixed.fofrm"};
    const CliRun r = runOutputs(args);
    CHECK(r.code == 2);
    CHECK(r.err == "gaitlab derive-deltas: " + (art / "fixed/e_3.png") +
                       ": exists, and gaitlab derive-deltas did not write it or it changed since; nothing was "
                       "written; choose another output or move the file away (the frames go into " +
                       (art / "fixed") + "/)\n");
    CHECK_FALSE(fs::exists(art.dir / "fixed.fofrm"));
    CHECK_FALSE(fs::exists(art.dir / "fixed/ne_0.png"));
    CHECK(outputBytes(art / "fixed/e_3.png") == "the artist's picture");

    // Without the artist's file: 54 frames and the FOFRM; a second run replaces them only with --force.
    fs::remove(art.dir / "fixed/e_3.png");
    REQUIRE(runOutputs(args).code == 0);
    std::size_t pngs = 0;
    for (const auto& entry : fs::directory_iterator(art.dir / "fixed")) pngs += entry.path().extension() == ".png";
    CHECK(pngs == 54);  // 6 directions x 9 frames
    CHECK(runOutputs(args).code == 2);
    std::vector<std::string> forced = args;
    forced.push_back("--force");
    CHECK(runOutputs(forced).code == 0);
}

TEST_CASE("writeOutputThrough keeps the old file and leaves no temporary file when the write fails") {
    const fixtures::TempDir tmp("outputs-tmp");
    const fs::path& dir = tmp.path;
    const std::string path = (dir / "out.json").string();
    std::ofstream(path) << "old";
    CHECK_THROWS_WITH_AS(gaitlab::writeOutputThrough(path,
                                                     [](const std::string& temp) {
                                                         std::ofstream(temp) << "half";
                                                         throw std::runtime_error("disk full");
                                                     }),
                         (path + ": cannot write the file (disk full)").c_str(), std::runtime_error);
    CHECK(outputBytes(path) == "old");
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(dir)) names.push_back(entry.path().filename().string());
    CHECK(names == std::vector<std::string>{"out.json"});
    const std::string text = "new";
    gaitlab::writeOutputFile(path, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), 3));
    CHECK(outputBytes(path) == "new");
}

TEST_CASE("the first write into a folder removes the temporary files of a killed run, and nothing else") {
    const fixtures::TempDir tmp("outputs-leftover");
    const fs::path& dir = tmp.path;
    // A process that has ended: its temporary file is a leftover.
    const pid_t gone = ::fork();
    REQUIRE(gone >= 0);
    if (gone == 0) ::_exit(0);
    ::waitpid(gone, nullptr, 0);
    const std::string left = ".x.frm.tmp-" + std::to_string(gone) + "-0";
    std::ofstream(dir / left) << std::string(1 << 20, 'x');
    // One of a process still running (this one's parent), and names that only look alike: all kept.
    const std::vector<std::string> kept{".y.frm.tmp-" + std::to_string(::getppid()) + "-3", ".notes.tmp-draft",
                                        "z.frm.tmp-" + std::to_string(gone) + "-0",
                                        ".w.tmp-" + std::to_string(gone) + "-"};
    for (const std::string& name : kept) std::ofstream(dir / name) << "keep";
    const std::string text = "new";
    gaitlab::writeOutputFile((dir / "x.frm").string(),
                             std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), 3));
    CHECK_FALSE(fs::exists(dir / left));
    for (const std::string& name : kept) CHECK_MESSAGE(fs::exists(dir / name), name);
    CHECK(outputBytes((dir / "x.frm").string()) == "new");
}

TEST_CASE("isSameOrInside compares whole names after resolving links") {
    const fixtures::TempDir tmp("outputs-in");
    const fs::path& dir = tmp.path;
    fs::create_directories(dir / "shard/sets");
    fs::create_symlink(dir / "shard", dir / "link");
    CHECK(gaitlab::isSameOrInside(dir / "shard", dir / "shard"));
    CHECK(gaitlab::isSameOrInside(dir / "shard/sets/new", dir / "shard"));
    CHECK(gaitlab::isSameOrInside(dir / "link/sets", dir / "shard"));
    CHECK(gaitlab::isSameOrInside(dir / "shard/../shard/x", dir / "shard"));
    CHECK_FALSE(gaitlab::isSameOrInside(dir / "shard2", dir / "shard"));
    CHECK_FALSE(gaitlab::isSameOrInside(dir, dir / "shard"));
}

// `gaitlab accept DIR` on an art folder written by the test in the formats users have: Fallout FRM named by the
// engine's critter naming (§6.2: <base>aa idle, <base>ab walk, <base>at run), and the project's walk/run/idle
// layout; sets are found, ranked worst first, and shards merge into an index identical to a single run's.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/accept/accept_index.h"
#include "app/accept/art_folder.h"
#include "app/cli.h"
#include "engine/base/file_read.h"

namespace {

namespace fs = std::filesystem;

const std::string kFolderHumanoidDir = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid";

fs::path freshArtFolder(const std::string& name) {
    const fs::path dir = fs::temp_directory_path() / ("gaitlab-accept-folder-" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

void exportFrm(const std::string& input, const fs::path& out) {
    std::ostringstream o, e;
    REQUIRE_MESSAGE(gaitlab::runCli({"export-frm", input, "--out", out.string()}, o, e) == 0, e.str());
}

/// The shipped walk with E and W moving 3 px a frame instead of 4 (its PNGs referenced by absolute path).
std::string shortWalk() {
    std::ifstream in(kFolderHumanoidDir + "/walk.fofrm");
    std::ostringstream out;
    std::string line;
    int dir = -1;
    while (std::getline(in, line)) {
        if (line.rfind("[dir_", 0) == 0) dir = line[5] - '0';
        line = std::regex_replace(line, std::regex(" = walk/"), " = " + kFolderHumanoidDir + "/walk/");
        if ((dir == 1 || dir == 4) && line.rfind("next_x_", 0) == 0)
            line = std::regex_replace(line, std::regex("= (-?)4$"), "= $013");
        out << line << '\n';
    }
    return out.str();
}

/// critters/: HMGOOD (the humanoid as FRM: aa, ab, at), HMSHRT (a short-stride walk only), HMNOWK (an idle only);
/// custom/: the short walk in the walk/run/idle layout.
fs::path artFolder(const std::string& name) {
    const fs::path art = freshArtFolder(name);  // one per test case: CTest runs them in parallel
    fs::create_directories(art / "critters");
    fs::create_directories(art / "custom");
    exportFrm(kFolderHumanoidDir + "/idle.fofrm", art / "critters/HMGOODAA.FRM");
    exportFrm(kFolderHumanoidDir + "/walk.fofrm", art / "critters/HMGOODAB.FRM");
    exportFrm(kFolderHumanoidDir + "/run.fofrm", art / "critters/HMGOODAT.FRM");
    std::ofstream(art / "custom/walk.fofrm") << shortWalk();
    exportFrm((art / "custom/walk.fofrm").string(), art / "critters/hmshrtab.frm");
    exportFrm(kFolderHumanoidDir + "/idle.fofrm", art / "critters/HMNOWKAA.FRM");
    return art;
}

}  // namespace

TEST_CASE("findArtSets groups files by the engine's critter naming and by the walk layout") {
    const fs::path art = artFolder("art-sets");
    const gaitlab::FolderSets found = gaitlab::findArtSets(art.string());
    REQUIRE(found.sets.size() == 3);
    CHECK(found.sets[0].name == "critters/hmgood");
    CHECK(fs::path(found.sets[0].walk_file).filename() == "HMGOODAB.FRM");
    CHECK(fs::path(found.sets[0].run_file).filename() == "HMGOODAT.FRM");
    CHECK(fs::path(found.sets[0].idle_file).filename() == "HMGOODAA.FRM");
    CHECK(found.sets[1].name == "critters/hmshrt");
    CHECK(found.sets[1].run_file.empty());
    CHECK(found.sets[2].name == "custom");
    CHECK(fs::path(found.sets[2].walk_file).filename() == "walk.fofrm");
    REQUIRE(found.skipped.size() == 1);
    CHECK(found.skipped[0].rfind("critters/hmnowk: no unarmed walk (hmnowkab", 0) == 0);

    // The engine tries .fofrm before .frm: with both, the FOFRM is the walk.
    std::ofstream(art / "critters/HMGOODAB.fofrm") << shortWalk();
    CHECK(fs::path(gaitlab::findArtSets(art.string()).sets[0].walk_file).extension() == ".fofrm");
    CHECK_THROWS_WITH_AS((void)gaitlab::findArtSets((art / "missing").string()), doctest::Contains("not a folder"),
                         std::runtime_error);
}

TEST_CASE("findArtSets names a folder it cannot read as skipped, with the reason, and finds the rest") {
    const fs::path art = freshArtFolder("unreadable");
    fs::create_directories(art / "open");
    fs::create_directories(art / "locked/inner");
    std::ofstream(art / "open/walk.fofrm") << shortWalk();
    std::ofstream(art / "locked/inner/walk.fofrm") << shortWalk();
    fs::permissions(art, fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec | fs::perms::others_read |
                             fs::perms::others_exec);
    fs::permissions(art / "open", fs::perms::owner_all | fs::perms::others_read | fs::perms::others_exec);
    fs::permissions(art / "locked", fs::perms::none);
    // Root reads every folder: the listing runs as "nobody" in a child process then, its result sent back.
    int pipe_fds[2];
    REQUIRE(::pipe(pipe_fds) == 0);
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        ::close(pipe_fds[0]);
        if (::geteuid() == 0 && (::setgid(65534) != 0 || ::setuid(65534) != 0)) ::_exit(3);
        std::string text;
        try {
            const gaitlab::FolderSets found = gaitlab::findArtSets(art.string());
            for (const gaitlab::ArtSet& set : found.sets) text += "set " + set.name + "\n";
            for (const std::string& skipped : found.skipped) text += "skipped " + skipped + "\n";
        } catch (const std::exception& e) {
            text = std::string("error ") + e.what();
        }
        (void)!::write(pipe_fds[1], text.data(), text.size());
        ::_exit(0);
    }
    ::close(pipe_fds[1]);
    std::string text;
    char buffer[512];
    for (ssize_t n; (n = ::read(pipe_fds[0], buffer, sizeof buffer)) > 0;)
        text.append(buffer, static_cast<std::size_t>(n));
    ::close(pipe_fds[0]);
    int status = 0;
    ::waitpid(child, &status, 0);
    fs::permissions(art / "locked", fs::perms::owner_all);
    REQUIRE(WIFEXITED(status));
    REQUIRE(WEXITSTATUS(status) == 0);
    CHECK(text ==
          "set open\nskipped locked: cannot read the folder (Permission denied); the sets in it are left out\n");
    fs::remove_all(art);
}

TEST_CASE("accept DIR ranks the sets worst first, and merged shards equal a single run") {
    const fs::path art = artFolder("art-ranked");
    const fs::path out = freshArtFolder("out");
    const std::vector<std::string> scenario{"--scenario", "walk-70"};
    const auto accept = [&](std::vector<std::string> args) {
        args.insert(args.begin(), "accept");
        args.insert(args.end(), scenario.begin(), scenario.end());
        std::ostringstream o, e;
        const int code = gaitlab::runCli(args, o, e);
        return std::pair<int, std::string>(code, o.str() + e.str());
    };
    const auto [code, text] = accept({art.string(), "--out", (out / "all").string(), "--jobs", "2"});
    CHECK(code == 1);  // the short strides fail
    const auto index = nlohmann::json::parse(gaitlab::readRegularText((out / "all/index.json").string(), 1 << 20));
    REQUIRE(index["sets"].size() == 3);
    // Both short walks fail on their strides (E/W a quarter short of the diagonals); the exported humanoid comes last.
    CHECK(index["sets"][0]["verdict"] == "fail");
    CHECK(index["sets"][1]["verdict"] == "fail");
    CHECK(index["sets"][2]["set"] == "critters/hmgood");
    CHECK(index["sets"][2]["verdict"] != "fail");
    INFO(index["sets"][0]["worst"].get<std::string>());
    // (32 - 24) / the mean ground stride (4 x 32 + 2 x 24) / 6 = 8 / 29.33.
    CHECK(index["sets"][0]["worst"].get<std::string>().find("stride spread across directions 27.27 % (fail)") !=
          std::string::npos);
    CHECK(index["skipped"].size() == 1);
    for (const auto& s : index["sets"]) CHECK(fs::is_regular_file(out / "all" / s["report"].get<std::string>()));

    std::size_t played = 0;
    for (const char* k : {"1/2", "2/2"}) {
        const auto [shard_code, shard_text] =
            accept({art.string(), "--out", (out / (std::string("shard") + k[0])).string(), "--shard", k});
        CHECK(shard_code != 2);
        played += nlohmann::json::parse(gaitlab::readRegularText(
            (out / (std::string("shard") + k[0]) / "index.json").string(), 1 << 20))["sets"]
                      .size();
    }
    CHECK(played == 3);  // every set in exactly one shard
    std::ostringstream o, e;
    REQUIRE(gaitlab::runCli({"accept", "--merge", (out / "shard1").string(), (out / "shard2").string(), "--out",
                             (out / "merged").string()},
                            o, e) == 1);
    for (const char* file : {"index.json", "index.html"})
        CHECK(gaitlab::readRegularText((out / "merged" / file).string(), 1 << 20) ==
              gaitlab::readRegularText((out / "all" / file).string(), 1 << 20));

    const auto [bad, bad_text] = accept({art.string(), "--out", (out / "x").string(), "--shard", "3/2"});
    CHECK(bad == 2);
    CHECK(bad_text.find("--shard: expected K/N") != std::string::npos);
}

TEST_CASE("sets whose names differ only in punctuation or script get their own report folders") {
    const fs::path art = freshArtFolder("art-names");
    for (const char* name : {"a b", "a_b", "\xc3\xbcn", "\xc3\xb8n"}) {
        fs::create_directories(art / name);
        std::ofstream(art / name / "walk.fofrm") << shortWalk();
    }
    const gaitlab::FolderSets found = gaitlab::findArtSets(art.string());
    REQUIRE(found.sets.size() == 4);
    std::set<std::string> folders;
    for (const auto& s : found.sets) folders.insert(gaitlab::setFolderName(s.name));
    CHECK(folders.size() == 4);
    CHECK(gaitlab::setFolderName("a b") != gaitlab::setFolderName("a_b"));
    CHECK(gaitlab::setFolderName("a b").rfind("a_b-", 0) == 0);
}

TEST_CASE("findArtSets finds Aseprite exports and Flare files with a walk, and passes over other json and txt") {
    const fs::path art = fs::temp_directory_path() / "gaitlab-accept-importer-sets";
    fs::remove_all(art);
    fs::create_directories(art / "aseprite");
    fs::create_directories(art / "flare/animations");
    fs::create_directories(art / "layout");
    // Tag groups walk (six direction tags) and idle; no run.
    std::string tags;
    for (const char* d : {"NE", "E", "SE", "SW", "W", "NW"})
        tags += std::string(tags.empty() ? "" : ",") + "{\"name\": \"walk_" + d + "\", \"from\": 0, \"to\": 0}";
    tags += ", {\"name\": \"idle\", \"from\": 0, \"to\": 0}";
    std::ofstream(art / "aseprite/hero.json")
        << "{\"frames\": [], \"meta\": {\"image\": \"hero.png\", \"frameTags\": [" << tags << "]}}";
    // An export without a walk, a contacts sidecar and a note: none is a set.
    std::ofstream(art / "aseprite/sword.json")
        << "{\"frames\": [], \"meta\": {\"frameTags\": [{\"name\": \"swing\", \"from\": 0, \"to\": 0}]}}";
    std::ofstream(art / "aseprite/hero.contacts.json") << "{\"critter\": \"hero\", \"animations\": {}}";
    std::ofstream(art / "flare/readme.txt") << "not an animation\n";
    // Flare creatures: run and stance, no walk.
    std::ofstream(art / "flare/animations/zombie.txt")
        << "image=images/zombie.png\n\n[stance]\nframes=1\nduration=100ms\nframe=0,0,0,0,8,8,4,8\n\n"
           "[Run]\nframes=1\nduration=100ms\nframe=0,0,0,0,8,8,4,8\n";
    std::ofstream(art / "layout/walk.json") << "{\"frames\": [], \"meta\": {}}";
    std::ofstream(art / "layout/idle.txt") << "image=a.png\n[stance]\nframes=1\n";

    const gaitlab::FolderSets found = gaitlab::findArtSets(art.string());
    REQUIRE(found.sets.size() == 3);
    CHECK(found.sets[0].name == "aseprite/hero");
    CHECK(found.sets[0].walk_file == (art / "aseprite/hero.json").string() + "#walk");
    CHECK(found.sets[0].run_file.empty());
    CHECK(found.sets[0].idle_file == (art / "aseprite/hero.json").string() + "#idle");
    CHECK(found.sets[1].name == "flare/animations/zombie");
    CHECK(found.sets[1].walk_file == (art / "flare/animations/zombie.txt").string() + "#run");
    CHECK(found.sets[1].idle_file == (art / "flare/animations/zombie.txt").string() + "#stance");
    CHECK(found.sets[2].name == "layout");
    CHECK(found.sets[2].walk_file == (art / "layout/walk.json").string());
    CHECK(found.sets[2].idle_file == (art / "layout/idle.txt").string());
    // An export without a walk is a model the folder cannot accept: listed; the sidecar and the note are not.
    CHECK(found.skipped == std::vector<std::string>{"aseprite/sword: an Aseprite export with no walk (it has swing)"});
    // A walk.json that is no importer's file is not a set: listed with why.
    std::ofstream(art / "layout/walk.json") << "{\"hello\": [1, 2, 3]}";
    const gaitlab::FolderSets again = gaitlab::findArtSets(art.string());
    CHECK(again.sets.size() == 2);
    CHECK(std::find(again.skipped.begin(), again.skipped.end(),
                    "layout: walk.json is not an Aseprite export, a strip sidecar or a Flare animation file") !=
          again.skipped.end());
    fs::remove_all(art);
}

TEST_CASE("an art folder without sets and a merge through a link are bad input") {
    const fs::path empty = freshArtFolder("empty");
    std::ostringstream o, e;
    CHECK(gaitlab::runCli({"accept", empty.string(), "--out", (empty / "out").string()}, o, e) == 2);
    CHECK(e.str().find("no critter animation sets") != std::string::npos);

    // A shard whose set folder holds a symbolic link: refused, nothing copied through it.
    const fs::path shard = freshArtFolder("linked-shard");
    fs::create_directories(shard / "sets/x-00000000");
    std::ofstream(shard / "sets/x-00000000/report.html") << "<html></html>";
    fs::create_symlink("/etc", shard / "sets/x-00000000/etc");
    std::ofstream(shard / "index.json")
        << R"j({"verdict":"pass","sets":[{"set":"x","verdict":"pass","fails":0,"warns":0,"worst":"","report":"sets/x-00000000/report.html"}],"skipped":[],"run":{"art":"x"}})j";
    std::ostringstream o2, e2;
    CHECK(gaitlab::runCli({"accept", "--merge", shard.string(), "--out",
                           (shard.parent_path() / "gaitlab-merged-link").string()},
                          o2, e2) == 2);
    CHECK(e2.str() == "gaitlab accept: " + (shard / "sets/x-00000000/etc").string() +
                          ": is a link; set folders are copied without links; nothing was written\n");
    CHECK_FALSE(fs::exists(shard.parent_path() / "gaitlab-merged-link/sets/x-00000000/etc"));

    // A report path outside the accept layout is refused by name.
    std::ofstream(shard / "index.json")
        << R"j({"verdict":"pass","sets":[{"set":"x","verdict":"pass","fails":0,"warns":0,"worst":"","report":"javascript:alert(1)"}],"skipped":[]})j";
    std::ostringstream o3, e3;
    CHECK(gaitlab::runCli({"accept", "--merge", shard.string(), "--out",
                           (shard.parent_path() / "gaitlab-merged-js").string()},
                          o3, e3) == 2);
    CHECK(e3.str().find("/sets/0/report: expected sets/<folder>/report.html") != std::string::npos);
}

TEST_CASE("accept DIR on a project's baked folder finds the sets by the engine's naming, read by their bytes") {
    // The critters as a project holds them (art/critters/HMGOODAB.FRM ...), baked the way the engine's baker names
    // its output: the same names lower-cased, each file a sprite resource, not an FRM.
    const fs::path art = artFolder("art-baked");
    const fs::path project = freshArtFolder("baked-project");
    fs::create_directories(project / "art/critters");
    std::vector<std::string> args{"bake"};
    for (const char* name : {"HMGOODAA.FRM", "HMGOODAB.FRM", "HMGOODAT.FRM", "hmshrtab.frm"}) {
        fs::copy_file(art / "critters" / name, project / "art/critters" / name);
        args.push_back((project / "art/critters" / name).string());
    }
    const fs::path baked = project / "baked/art/critters";
    args.insert(args.end(), {"--out", baked.string()});
    std::ostringstream o, e;
    REQUIRE_MESSAGE(gaitlab::runCli(args, o, e) == 0, e.str());
    for (const char* name : {"hmgoodaa.frm", "hmgoodab.frm", "hmgoodat.frm", "hmshrtab.frm"}) {
        CAPTURE(name);
        const std::string bytes = gaitlab::readRegularText((baked / name).string(), 1 << 24);
        REQUIRE(bytes.size() > 2);
        CHECK(static_cast<unsigned char>(bytes[0]) == 43);  // the sprite resource's magic, not an FRM's version
        CHECK(static_cast<unsigned char>(bytes[1]) == 2);
    }
    const gaitlab::FolderSets found = gaitlab::findArtSets(baked.string());
    REQUIRE(found.sets.size() == 2);
    CHECK(found.sets[0].name == "hmgood");
    CHECK(fs::path(found.sets[0].walk_file).filename() == "hmgoodab.frm");
    CHECK(fs::path(found.sets[0].run_file).filename() == "hmgoodat.frm");
    CHECK(found.sets[1].name == "hmshrt");
    // The baked short walk fails on foot slide as its FRM does; the baked humanoid does not.
    const fs::path out = freshArtFolder("baked-out");
    std::ostringstream ao, ae;
    CHECK(gaitlab::runCli({"accept", baked.string(), "--out", out.string(), "--scenario", "walk-70"}, ao, ae) == 1);
    const auto index = nlohmann::json::parse(gaitlab::readRegularText((out / "index.json").string(), 1 << 20));
    REQUIRE(index["sets"].size() == 2);
    CHECK(index["sets"][0]["set"] == "hmshrt");
    CHECK(index["sets"][0]["verdict"] == "fail");
    CHECK(index["sets"][1]["set"] == "hmgood");
    CHECK(index["sets"][1]["verdict"] != "fail");
}

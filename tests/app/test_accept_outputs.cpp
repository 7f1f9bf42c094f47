// `gaitlab accept --merge` and --out reuse (app/commands/accept_command.cpp, app/files/output_list.h): an --out inside a
// shard is refused before anything is written, shards of different runs are refused naming the differing field,
// a linked set folder is never followed, and a second run into one --out removes the first run's files so the
// index lists exactly the sets in the folder. The shards are written by the test (index.json, a report per set).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "../engine/sprite_fixtures.h"
#include "../engine/sprite_resource_bytes.h"
#include "app/accept/accept_index.h"
#include "cli_capture.h"
#include "engine/base/file_read.h"

namespace {

namespace fs = std::filesystem;

struct MergeDir : fixtures::TempDir {
    const fs::path& dir = path;
    MergeDir() : TempDir("merge") {}
};

/// The "run" record of a shard of art folder `art`.
nlohmann::json runOf(const std::string& art) {
    return {{"gaitlab", "0.1"},
            {"art", art},
            {"scenarios", {{{"name", "walk-70"}, {"file", ""}, {"hash", ""}}}},
            {"options", {{"seconds", 0.0}, {"pace", "written"}, {"palette", ""}, {"assets", "/a"}}}};
}

/// A shard folder `dir` with one passing set per name (sets/<folder>/report.html and filmstrips/1.png).
void writeShard(const fs::path& dir, const std::vector<std::string>& sets, const nlohmann::json& run,
                const std::string& shard) {
    std::vector<gaitlab::IndexEntry> entries;
    for (const std::string& set : sets) {
        const std::string folder = "sets/" + gaitlab::setFolderName(set);
        fs::create_directories(dir / folder / "filmstrips");
        std::ofstream(dir / folder / "report.html") << "<html>" << set << "</html>";
        std::ofstream(dir / folder / "filmstrips/1.png") << "strip of " << set;
        entries.push_back({set, "pass", 0, 0, "", folder + "/report.html"});
    }
    std::ofstream(dir / "index.json") << gaitlab::indexJson(entries, {}, run, shard).dump(1) << "\n";
}

using MergeRun = gaitlab::testing::CliRun;

MergeRun mergeShards(const std::vector<fs::path>& shards, const fs::path& out) {
    std::vector<std::string> args{"accept", "--merge"};
    for (const fs::path& s : shards) args.push_back(s.string());
    args.push_back("--out");
    args.push_back(out.string());
    return gaitlab::testing::runCliCaptured(args);
}

/// Every path under `dir`, relative, sorted.
std::set<std::string> shardTree(const fs::path& dir) {
    std::set<std::string> paths;
    for (const auto& entry : fs::recursive_directory_iterator(dir))
        paths.insert(entry.path().lexically_relative(dir).generic_string());
    return paths;
}

}  // namespace

TEST_CASE("accept --merge refuses an --out equal to or inside a shard or set folder and writes nothing") {
    MergeDir m;
    writeShard(m.dir / "s1", {"a"}, runOf("/art"), "1/2");
    writeShard(m.dir / "s2", {"b"}, runOf("/art"), "2/2");
    const std::set<std::string> before = shardTree(m.dir);
    const std::string set_folder = "s1/sets/" + gaitlab::setFolderName("a");
    for (const fs::path& out : {m.dir / "s1", m.dir / "s1/merged", m.dir / set_folder / "deeper"}) {
        CAPTURE(out);
        const MergeRun r = mergeShards({m.dir / "s1", m.dir / "s2"}, out);
        CHECK(r.code == 2);
        CHECK(r.err == "gaitlab accept: --out " + out.string() + " is the shard folder " + (m.dir / "s1").string() +
                           " or inside it; nothing was written (choose a folder outside every shard)\n");
    }
    CHECK(shardTree(m.dir) == before);
}

TEST_CASE("accept --merge refuses shards of different runs, naming the field") {
    MergeDir m;
    writeShard(m.dir / "s1", {"a"}, runOf("/art/one"), "1/2");
    writeShard(m.dir / "s2", {"b"}, runOf("/art/two"), "2/2");
    const MergeRun art = mergeShards({m.dir / "s1", m.dir / "s2"}, m.dir / "out");
    CHECK(art.code == 2);
    CHECK(art.err == "gaitlab accept: the shards " + (m.dir / "s1").string() + " and " + (m.dir / "s2").string() +
                         " come from different runs: /run/art is \"/art/one\" in one and \"/art/two\" in the other; "
                         "nothing was written\n");
    CHECK_FALSE(fs::exists(m.dir / "out"));

    nlohmann::json natural = runOf("/art/one");
    natural["options"]["pace"] = "natural";
    writeShard(m.dir / "s2", {"b"}, natural, "2/2");
    const MergeRun pace = mergeShards({m.dir / "s1", m.dir / "s2"}, m.dir / "out");
    CHECK(pace.code == 2);
    CHECK(pace.err.find("/run/options/pace is \"written\" in one and \"natural\" in the other") != std::string::npos);

    writeShard(m.dir / "s2", {"b"}, runOf("/art/one"), "2/3");
    const MergeRun count = mergeShards({m.dir / "s1", m.dir / "s2"}, m.dir / "out");
    CHECK(count.code == 2);
    CHECK(count.err.find("/shard is \"1/2\" in one and \"2/3\" in the other") != std::string::npos);

    // An index without a run record cannot be told apart: refused.
    std::ofstream(m.dir / "s2/index.json") << R"({"verdict":"pass","sets":[],"skipped":[]})";
    const MergeRun old = mergeShards({m.dir / "s1", m.dir / "s2"}, m.dir / "out");
    CHECK(old.code == 2);
    CHECK(old.err == "gaitlab accept: " + (m.dir / "s2").string() +
                         "/index.json: no \"run\" record (an index written by an earlier gaitlab); accept the shard "
                         "again before merging\n");
    CHECK_FALSE(fs::exists(m.dir / "out"));
}

TEST_CASE("accept --merge never follows a linked set folder") {
    MergeDir m;
    writeShard(m.dir / "s1", {"a"}, runOf("/art"), "1/1");
    // The set's folder is a link to another folder of files: refused, nothing of the target copied.
    const fs::path folder = m.dir / "s1/sets" / gaitlab::setFolderName("a");
    fs::rename(folder, m.dir / "elsewhere");
    std::ofstream(m.dir / "elsewhere/secret.txt") << "not a report";
    fs::create_directory_symlink(m.dir / "elsewhere", folder);
    const MergeRun r = mergeShards({m.dir / "s1"}, m.dir / "out");
    CHECK(r.code == 2);
    CHECK(r.err == "gaitlab accept: " + folder.string() +
                       ": is a link; set folders are copied as they are, never through links; nothing was written\n");
    CHECK_FALSE(fs::exists(m.dir / "out"));
}

TEST_CASE("a second accept run into one --out removes the first run's sets, and keeps the user's files") {
    MergeDir m;
    writeShard(m.dir / "s1", {"a"}, runOf("/art"), "1/2");
    writeShard(m.dir / "s2", {"b"}, runOf("/art"), "2/2");
    writeShard(m.dir / "other", {"c"}, runOf("/other-art"), "");
    const fs::path out = m.dir / "out";
    REQUIRE(mergeShards({m.dir / "s1", m.dir / "s2"}, out).code == 0);
    const std::string a = "sets/" + gaitlab::setFolderName("a");
    const std::string b = "sets/" + gaitlab::setFolderName("b");
    const std::string c = "sets/" + gaitlab::setFolderName("c");
    CHECK(shardTree(out) == std::set<std::string>{"accept-files.txt", "index.html", "index.json", "sets", a,
                                                  a + "/filmstrips", a + "/filmstrips/1.png", a + "/report.html", b,
                                                  b + "/filmstrips", b + "/filmstrips/1.png", b + "/report.html"});
    std::ofstream(out / "notes.txt") << "the user's";

    REQUIRE(mergeShards({m.dir / "other"}, out).code == 0);
    CHECK(shardTree(out) == std::set<std::string>{"accept-files.txt", "index.html", "index.json", "notes.txt", "sets",
                                                  c, c + "/filmstrips", c + "/filmstrips/1.png", c + "/report.html"});
    const auto index = nlohmann::json::parse(gaitlab::readRegularText((out / "index.json").string(), 1 << 20));
    REQUIRE(index["sets"].size() == 1);
    CHECK(index["sets"][0]["set"] == "c");
    CHECK(index["run"]["art"] == "/other-art");

    // A file the earlier run did not write, where this run writes: refused, nothing copied over it.
    std::ofstream(out / "index.html", std::ios::trunc) << "edited";
    fs::remove(out / "accept-files.txt");
    const MergeRun foreign = mergeShards({m.dir / "other"}, out);
    CHECK(foreign.code == 2);
    CHECK(foreign.err == "gaitlab accept: " + (out / "index.json").string() +
                             ": exists and gaitlab accept did not write it; nothing was written over it\n");
    CHECK(gaitlab::readRegularText((out / "index.html").string(), 1 << 20) == "edited");
}

namespace {

/// The shipped walk with its PNGs referenced by absolute path, so it can sit in any folder.
std::string movableWalk() {
    const std::string humanoid = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid/";
    std::string text = gaitlab::readRegularText(humanoid + "walk.fofrm", 1 << 20);
    for (std::size_t at = text.find("= walk/"); at != std::string::npos; at = text.find("= walk/", at + 2))
        text.replace(at + 2, 5, humanoid + "walk/");
    return text;
}

int acceptInto(const std::vector<std::string>& args) {
    std::vector<std::string> all{"accept"};
    all.insert(all.end(), args.begin(), args.end());
    return gaitlab::testing::runCliCaptured(all).code;
}

}  // namespace

TEST_CASE("accept runs of two art folders into one --out: the index lists exactly the folder's sets") {
    MergeDir m;
    for (const char* set : {"one/a", "one/b", "two/c"}) {
        fs::create_directories(m.dir / set);
        std::ofstream(m.dir / set / "walk.fofrm") << movableWalk();
    }
    const fs::path out = m.dir / "out";
    const std::vector<std::string> common{"--scenario", "walk-70", "--seconds", "0.5", "--out", out.string()};
    std::vector<std::string> first{(m.dir / "one").string()};
    first.insert(first.end(), common.begin(), common.end());
    REQUIRE(acceptInto(first) != 2);
    CHECK(fs::is_directory(out / "sets" / gaitlab::setFolderName("a")));
    CHECK(fs::is_directory(out / "sets" / gaitlab::setFolderName("b")));

    std::vector<std::string> second{(m.dir / "two").string()};
    second.insert(second.end(), common.begin(), common.end());
    REQUIRE(acceptInto(second) != 2);
    std::set<std::string> folders;
    for (const auto& entry : fs::directory_iterator(out / "sets")) folders.insert(entry.path().filename().string());
    CHECK(folders == std::set<std::string>{gaitlab::setFolderName("c")});
    const auto index = nlohmann::json::parse(gaitlab::readRegularText((out / "index.json").string(), 1 << 20));
    REQUIRE(index["sets"].size() == 1);
    CHECK(index["sets"][0]["set"] == "c");
    CHECK(index["run"]["art"] == fs::weakly_canonical(m.dir / "two").string());

    // One sprite, two scenarios in turn: the first run's filmstrips go with it.
    const fs::path single = m.dir / "single";
    const std::string walk = (m.dir / "one/a/walk.fofrm").string();
    REQUIRE(acceptInto({walk, "--scenario", "walk-70", "--seconds", "0.5", "--out", single.string()}) != 2);
    REQUIRE(acceptInto({walk, "--scenario", "walk-50", "--seconds", "0.5", "--out", single.string()}) != 2);
    const auto report = nlohmann::json::parse(gaitlab::readRegularText((single / "report.json").string(), 1 << 22));
    std::set<std::string> listed;
    for (const auto& strip : report["runs"][0]["filmstrips"])
        if (!strip["file"].get<std::string>().empty()) listed.insert(strip["file"].get<std::string>());
    std::set<std::string> present;
    for (const auto& entry : fs::directory_iterator(single / "filmstrips"))
        present.insert("filmstrips/" + entry.path().filename().string());
    CHECK_FALSE(listed.empty());
    CHECK(present == listed);
    for (const std::string& file : present) CHECK(file.find("walk-50") != std::string::npos);
}

namespace {

/// A folder of the user's, with an output list naming every file in it: `walk.fofrm`, `walk/e_0.png`, `notes.txt`
/// as plain names, and `notes.txt` again as a finished list's line with its true size and FNV-1a hash (a list that
/// looks like gaitlab's but that the output record does not vouch for).
void plantList(const fs::path& out, const std::string& list_name) {
    fs::create_directories(out / "walk");
    std::ofstream(out / "walk.fofrm") << "the user's walk";
    std::ofstream(out / "walk/e_0.png") << "the user's frame";
    std::ofstream(out / "notes.txt") << "the user's notes";
    // FNV-1a 64 of "the user's notes" (16 bytes), worked out with the test's own loop.
    uint64_t h = 14695981039346656037ull;
    for (const char c : std::string("the user's notes")) h = (h ^ static_cast<uint8_t>(c)) * 1099511628211ull;
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
    std::ofstream(out / list_name) << "walk.fofrm\nwalk/e_0.png\nnotes.txt\n16\t" << hex << "\tnotes.txt\n";
}

void checkPlantedFilesStay(const fs::path& out) {
    CHECK(gaitlab::readRegularText((out / "walk.fofrm").string(), 1 << 10) == "the user's walk");
    CHECK(gaitlab::readRegularText((out / "walk/e_0.png").string(), 1 << 10) == "the user's frame");
    CHECK(gaitlab::readRegularText((out / "notes.txt").string(), 1 << 10) == "the user's notes");
}

}  // namespace

TEST_CASE("accept: a planted accept-files.txt refuses the run, untouched, in every mode that keeps the list") {
    MergeDir m;
    fs::create_directories(m.dir / "art/a");
    std::ofstream(m.dir / "art/a/walk.fofrm") << movableWalk();
    const std::string walk = (m.dir / "art/a/walk.fofrm").string();
    writeShard(m.dir / "s1", {"x"}, runOf("/art"), "1/1");
    const std::vector<std::vector<std::string>> modes{
        {"accept", walk, "--scenario", "walk-70", "--seconds", "0.5", "--out"},
        {"accept", (m.dir / "art").string(), "--scenario", "walk-70", "--seconds", "0.5", "--out"},
        {"accept", "--merge", (m.dir / "s1").string(), "--out"}};
    for (std::size_t k = 0; k < modes.size(); ++k) {
        CAPTURE(k);
        const fs::path out = m.dir / ("out" + std::to_string(k));
        plantList(out, "accept-files.txt");
        const std::string planted = gaitlab::readRegularText((out / "accept-files.txt").string(), 1 << 10);
        std::vector<std::string> args = modes[k];
        args.push_back(out.string());
        const auto run = gaitlab::testing::runCliCaptured(args);
        CHECK(run.code == 2);
        CHECK(run.err.find("gaitlab accept: " + (out / "accept-files.txt").string() +
                           ": the output record does not vouch for it (gaitlab accept did not write it as it is "
                           "now, or its run was killed before it finished); nothing was removed or written: move it "
                           "away, with the files it names that are gaitlab's to remove\n") != std::string::npos);
        checkPlantedFilesStay(out);
        CHECK(gaitlab::readRegularText((out / "accept-files.txt").string(), 1 << 10) == planted);
        CHECK_FALSE(fs::exists(out / "index.json"));
        CHECK_FALSE(fs::exists(out / "report.json"));
    }

    // The list a run leaves is vouched for: a second run removes the first run's files without a word, and the
    // user's files beside them stay.
    const fs::path out = m.dir / "single";
    fs::create_directories(out);
    std::ofstream(out / "notes.txt") << "the user's notes";
    const std::vector<std::string> single{"accept",    walk,  "--scenario", "walk-70",
                                          "--seconds", "0.5", "--out",      out.string()};
    REQUIRE(gaitlab::testing::runCliCaptured(single).code != 2);
    auto again = gaitlab::testing::runCliCaptured(single);
    CHECK(again.code != 2);
    CHECK(again.err.find("gaitlab accept: ") == std::string::npos);
    CHECK(gaitlab::readRegularText((out / "notes.txt").string(), 1 << 10) == "the user's notes");

    // An output the user changed since is kept, named, and not written over.
    std::ofstream(out / "report.html", std::ios::trunc) << "the user's edit";
    auto changed = gaitlab::testing::runCliCaptured(single);
    CHECK(changed.code == 2);
    CHECK(changed.err.find((out / "report.html").string() + ": kept: it changed since gaitlab accept wrote it") !=
          std::string::npos);
    CHECK(gaitlab::readRegularText((out / "report.html").string(), 1 << 10) == "the user's edit");
}

TEST_CASE("accept --merge: a shard file whose name holds a line break is refused, and a list line cannot be planted") {
    MergeDir m;
    writeShard(m.dir / "s1", {"x"}, runOf("/art"), "1/1");
    // notes.txt is the user's, in --out; the shard's file name would add a line naming it with its true hash.
    fs::create_directories(m.dir / "out");
    std::ofstream(m.dir / "out/notes.txt") << "my precious notes";
    const std::string planted = "x\n18\t10ee4e9fd8582d4c\tnotes.txt";
    std::ofstream(m.dir / "s1/sets" / gaitlab::setFolderName("x") / planted) << "payload";
    const MergeRun first = mergeShards({m.dir / "s1"}, m.dir / "out");
    CHECK(first.code == 2);
    CHECK(first.err.find("a name with a line break, which gaitlab accept does not write into its folder") !=
          std::string::npos);
    CHECK(first.err.find('\n') == first.err.size() - 1);  // one line: the name is shown escaped
    const MergeRun second = mergeShards({m.dir / "s1"}, m.dir / "out");
    CHECK(gaitlab::readRegularText((m.dir / "out/notes.txt").string(), 1 << 10) == "my precious notes");
    CHECK(second.code == 2);
}

TEST_CASE("accept --merge: two shard rows naming one set folder are refused before anything is written") {
    MergeDir m;
    writeShard(m.dir / "s1", {"a"}, runOf("/art"), "1/2");
    writeShard(m.dir / "s2", {"b"}, runOf("/art"), "2/2");
    // Shard 2's row for b points at a's folder name, which shard 2 also holds.
    const std::string a_folder = "sets/" + gaitlab::setFolderName("a");
    fs::create_directories(m.dir / "s2" / a_folder / "filmstrips");
    std::ofstream(m.dir / "s2" / a_folder / "report.html") << "b's report";
    std::ofstream(m.dir / "s2" / a_folder / "filmstrips/1.png") << "b's strip";
    std::ofstream(m.dir / "s2/index.json")
        << gaitlab::indexJson({{"b", "pass", 0, 0, "", a_folder + "/report.html"}}, {}, runOf("/art"), "2/2").dump(1)
        << "\n";
    const MergeRun r = mergeShards({m.dir / "s1", m.dir / "s2"}, m.dir / "out");
    CHECK(r.code == 2);
    CHECK(r.err.find("two sets of the shards write it (their index rows name one folder); nothing was written") !=
          std::string::npos);
    CHECK_FALSE(fs::exists(m.dir / "out"));
}

TEST_CASE("accept --merge needs every shard of the run once: a missing or doubled shard fails and writes nothing") {
    MergeDir m;
    writeShard(m.dir / "s1", {"a"}, runOf("/art"), "1/3");
    writeShard(m.dir / "s2", {"b"}, runOf("/art"), "2/3");
    writeShard(m.dir / "s3", {"c"}, runOf("/art"), "3/3");
    writeShard(m.dir / "t2", {"d"}, runOf("/art"), "2/3");  // shard 1 relabelled, or a second copy of 2

    const MergeRun lone = mergeShards({m.dir / "s2"}, m.dir / "out");
    CHECK(lone.code == 2);
    CHECK(lone.err ==
          "gaitlab accept: the shards do not make the whole run of 3: missing 1/3, 3/3; nothing was written (merge "
          "every shard of the run, each once)\n");
    const MergeRun doubled = mergeShards({m.dir / "s1", m.dir / "s2", m.dir / "t2"}, m.dir / "out");
    CHECK(doubled.code == 2);
    CHECK(doubled.err ==
          "gaitlab accept: the shards do not make the whole run of 3: missing 3/3; given twice: 2/3 is in " +
              (m.dir / "s2").string() + " and " + (m.dir / "t2").string() +
              "; nothing was written (merge every shard of the run, each once)\n");
    CHECK_FALSE(fs::exists(m.dir / "out"));
    const MergeRun whole = mergeShards({m.dir / "s3", m.dir / "s1", m.dir / "s2"}, m.dir / "out");
    CHECK(whole.code == 0);
    CHECK(fs::exists(m.dir / "out/index.json"));
}

TEST_CASE("accept --jobs is capped by the cores, with a line that says so") {
    MergeDir m;
    for (const char* set : {"art/a", "art/b", "art/c"}) {
        fs::create_directories(m.dir / set);
        std::ofstream(m.dir / set / "walk.fofrm") << movableWalk();
    }
    const auto run =
        gaitlab::testing::runCliCaptured({"accept", (m.dir / "art").string(), "--scenario", "walk-70", "--seconds",
                                          "0.5", "--jobs", "256", "--out", (m.dir / "out").string()});
    CHECK(run.code != 2);
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    CHECK(run.err.find("accept: --jobs 256 lowered to " + std::to_string(cores) + ": this machine has " +
                       std::to_string(cores) + " core(s)\n") != std::string::npos);
    const auto index = nlohmann::json::parse(gaitlab::readRegularText((m.dir / "out/index.json").string(), 1 << 20));
    CHECK(index["sets"].size() == 3);
    // Within the cores: no line.
    const auto one =
        gaitlab::testing::runCliCaptured({"accept", (m.dir / "art").string(), "--scenario", "walk-70", "--seconds",
                                          "0.5", "--jobs", "1", "--out", (m.dir / "out").string()});
    CHECK(one.err.find("--jobs") == std::string::npos);
}

TEST_CASE("accept: a player whose pictures would pass 64 MB is left out, and the report says why") {
    MergeDir m;
    // 16 frames, NextX 3 (T 48 px): a second's walk at 70 px/s shows them all. Frame 0 is a 4x3 crop of an
    // 1100x1100 mesh picture, so every player cell is 1100x1100 px, 3 to a row: 6 rows, 87 MB. (The sprite itself
    // stays within its 64 MiB of pixels.)
    gaitlab::testing::ResourceBytes r;
    r.header(16, 1000, 1);
    r.frame(0, 0, 4, 3, 3, 0, std::vector<uint8_t>(4 * 3 * 4, 200))
        .mesh(1100, 1100, 3, 2, {{0, 0}, {4, 0}, {4, 3}, {0, 3}}, {0, 1, 2, 0, 2, 3});
    for (int i = 1; i < 16; ++i)
        r.quad(0, 0, 4, 3, 3, 0, std::vector<uint8_t>(4 * 3 * 4, static_cast<uint8_t>(100 + i)));
    r.footer();
    std::ofstream(m.dir / "walk.frm", std::ios::binary)
        .write(reinterpret_cast<const char*>(r.b.data()), static_cast<std::streamsize>(r.b.size()));
    const auto run = gaitlab::testing::runCliCaptured({"accept", (m.dir / "walk.frm").string(), "--scenario", "walk-70",
                                                       "--seconds", "1", "--out", (m.dir / "out").string()});
    CHECK_MESSAGE(run.code != 2, run.err);
    const std::string html = gaitlab::readRegularText((m.dir / "out/report.html").string(), 1 << 26);
    const std::size_t note = html.find("no player for this direction: its ");
    REQUIRE(note != std::string::npos);
    CHECK(html.find(" pictures of up to 1100x1100 px would take ", note) != std::string::npos);
    CHECK(html.find("more than the 64 MB a player holds; the filmstrip shows them", note) != std::string::npos);
    // The 1100 px pictures are mostly transparent: the filmstrip's window holds their drawn pixels, whole.
    CHECK(html.find("the window is cut") == std::string::npos);
}

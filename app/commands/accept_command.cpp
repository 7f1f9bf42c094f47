#include "app/commands/accept_command.h"

#include <atomic>
#include <filesystem>
#include <iomanip>
#include <mutex>
#include <sstream>
#include <thread>

#include "app/accept/accept_index.h"
#include "app/accept/accept_run.h"
#include "app/accept/art_folder.h"
#include "app/accept/report_folder.h"
#include "app/cli_values.h"
#include "app/commands/sprite_input.h"
#include "app/stop_signal.h"
#include "app/terminal_text.h"
#include "engine/file_read.h"
#include "engine/gait/contact_sidecar.h"
#include "engine/palette.h"
#include "engine/world/scenario.h"
#include "engine/world/scenario_file.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

// A stop by SIGINT or SIGTERM (app/stop_signal.h) between scenarios or sets: what was finished stays.
int stoppedBefore(std::ostream& err, std::size_t done, std::size_t total, const std::string& what) {
    err << "gaitlab accept: stopped by " << stopSignalName() << " after " << done << " of " << total << " " << what
        << '\n';
    return stopExitStatus(stopSignalNumber());
}

void progress(std::ostream& err, std::size_t done, std::size_t total, const std::string& what) {
    constexpr int kWidth = 24;
    const int filled = total ? static_cast<int>(done * kWidth / total) : kWidth;
    err << "accept: [" << std::string(static_cast<std::size_t>(filled), '#')
        << std::string(static_cast<std::size_t>(kWidth - filled), '.') << "] " << done << '/' << total << ' '
        << terminalText(what) << '\n';
}

void writeText(const std::string& path, const std::string& text) {
    writeOutputFile(path, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
}

/// The pass/warn/fail table; true when anything failed.
bool printTable(const std::vector<AcceptResult>& runs, std::ostream& out) {
    bool failed = false;
    out << std::left << std::setw(24) << "art" << std::setw(26) << "scenario" << std::setw(9) << "verdict"
        << "worst metrics\n";
    for (const AcceptResult& run : runs) {
        const Verdict v = run.error.empty() ? run.verdict : Verdict::Fail;
        failed = failed || v == Verdict::Fail;
        std::string worst;
        if (!run.error.empty()) worst = "did not run: " + run.error;
        const auto add = [&worst](const MetricResult& m) {
            if (m.verdict != Verdict::Fail && m.verdict != Verdict::Warn) return;
            std::ostringstream s;
            s << m.id << ' ' << std::fixed << std::setprecision(3) << (m.value ? *m.value : 0.0) << ' ' << m.unit
              << " (" << verdictName(m.verdict) << ')';
            worst += (worst.empty() ? "" : ", ") + s.str();
        };
        for (const MetricResult& m : run.gait.overall.metrics) add(m);
        for (const auto& a : run.animations)
            for (const MetricResult& m : a.second.metrics) add(m);
        out << std::setw(24) << terminalText(run.art) << std::setw(26) << terminalText(run.scenario) << std::setw(9)
            << verdictName(v) << (worst.empty() ? "-" : worst) << '\n';
    }
    return failed;
}

/// True when a run's error is its art not loading (bad input rather than a failing gait).
bool artDidNotLoad(const ArtSet& art, const AcceptResult& run) {
    if (run.error.empty() || run.ticks != 0) return false;
    for (const std::string* file : {&art.walk_file, &art.run_file, &art.idle_file})
        if (!file->empty() && run.error.find(*file) != std::string::npos) return true;
    return false;
}

/// "K/N" with 1 <= K <= N <= 1000, digits only.
bool parseShard(const std::string& text, int& k, int& n) {
    const auto slash = text.find('/');
    if (slash == std::string::npos || slash == 0 || slash + 1 == text.size()) return false;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (i != slash && !std::isdigit(static_cast<unsigned char>(text[i]))) return false;
    if (text[0] == '0' || text[slash + 1] == '0') return false;
    try {
        std::size_t used = 0;
        k = std::stoi(text.substr(0, slash), &used);
        if (used != slash) return false;
        n = std::stoi(text.substr(slash + 1), &used);
        if (used != text.size() - slash - 1) return false;
    } catch (const std::exception&) {
        return false;
    }
    return n >= 1 && n <= 1000 && k >= 1 && k <= n;
}

int writeIndex(std::vector<IndexEntry> entries, const std::vector<std::string>& skipped, const std::string& out_dir,
               std::ostream& out, std::ostream& err) {
    rankEntries(entries);
    std::error_code ec;
    fs::create_directories(out_dir, ec);  // a shard may have no sets
    if (ec) return reportFailure(err, "accept", out_dir + ": cannot create the folder: " + ec.message());
    try {
        writeText(out_dir + "/index.json", indexJson(entries, skipped).dump(1) + "\n");
        writeText(out_dir + "/index.html", indexHtml(entries, skipped));
    } catch (const std::exception& e) {
        return reportFailure(err, "accept", e.what());
    }
    bool failed = false;
    for (const IndexEntry& e : entries) {
        out << std::left << std::setw(32) << terminalText(e.set) << std::setw(6) << e.verdict
            << (e.worst.empty() ? "-" : e.worst) << '\n';
        failed = failed || e.verdict == "fail";
    }
    for (const std::string& s : skipped) out << "skipped: " << terminalText(s) << '\n';
    out << "index: " << out_dir << "/index.html (and index.json), " << entries.size() << " set(s)\n";
    return failed ? 1 : 0;
}

/// `accept --merge DIR...`: the shards' rows and set folders joined into --out.
int runMerge(const AcceptCommandOptions& options, std::ostream& out, std::ostream& err) {
    std::vector<IndexEntry> entries;
    std::vector<std::string> skipped;
    std::error_code ec;
    fs::create_directories(options.out, ec);
    if (ec) return reportFailure(err, "accept", options.out + ": cannot create the folder: " + ec.message());
    for (const std::string& dir : options.merge) {
        if (fs::equivalent(dir, options.out, ec))
            return reportFailure(err, "accept", "--out " + options.out + " is one of the shard folders");
        const std::string file = dir + "/index.json";
        std::vector<IndexEntry> shard;
        try {
            readIndexJson(readRegularText(file, kMaxTextFileBytes), file, shard, skipped);
        } catch (const std::exception& e) {
            return reportFailure(err, "accept", e.what());
        }
        for (const IndexEntry& e : shard) {
            for (const IndexEntry& seen : entries)
                if (seen.set == e.set)
                    return reportFailure(err, "accept", file + ": set '" + e.set + "' is in two shards");
            // The set's folder travels with its row: regular files and folders only (a link could reach anywhere).
            const fs::path folder = fs::path(e.report).parent_path();
            for (auto it = fs::recursive_directory_iterator(fs::path(dir) / folder, ec);
                 !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
                if (it->is_symlink(ec) || (!it->is_regular_file(ec) && !it->is_directory(ec)))
                    return reportFailure(err, "accept", it->path().string() + ": not a regular file or folder");
            fs::create_directories(fs::path(options.out) / folder, ec);
            fs::copy(fs::path(dir) / folder, fs::path(options.out) / folder,
                     fs::copy_options::recursive | fs::copy_options::overwrite_existing, ec);
            if (ec) return reportFailure(err, "accept", dir + "/" + folder.string() + ": cannot copy: " + ec.message());
            entries.push_back(e);
        }
    }
    std::sort(skipped.begin(), skipped.end());
    skipped.erase(std::unique(skipped.begin(), skipped.end()), skipped.end());
    return writeIndex(std::move(entries), skipped, options.out, out, err);
}

/// The shipped run rows: played on a set's run, which a walk alone does not have.
bool isRunRow(const std::string& name) { return name.rfind("run-", 0) == 0 || name == "directions-run"; }

}  // namespace

const std::vector<std::string>& acceptScenarioNames() {
    static const std::vector<std::string> names{"walk-50",
                                                "walk-70",
                                                "run-110",
                                                "run-140",
                                                "run-180",
                                                "directions-walk",
                                                "directions-run",
                                                "turn-60-quarter",
                                                "turn-60-half",
                                                "turn-60-three-quarters",
                                                "turn-120-quarter",
                                                "turn-120-half",
                                                "turn-120-three-quarters",
                                                "stop-start-rapid",
                                                "stop-start-blocked",
                                                "reconcile-behind",
                                                "reconcile-ahead"};
    return names;
}

CLI::App* addAcceptCommand(CLI::App& app, AcceptCommandOptions& options) {
    CLI::App* cmd = app.add_subcommand(
        "accept", "play the walking scenarios on art and write a pass/warn/fail report (report.json, report.html)");
    cmd->add_option("files", options.files,
                    "sprite files, each taken as the walk and run, or one art folder (default: the humanoid)")
        ->check(CLI::ExistingPath);
    cmd->add_option(
        "--scenario", options.scenarios,
        "scenario file, shipped scenario name or built-in scenario (repeatable; default: the walking rows)");
    cmd->add_option("--palette", options.palette, "palette (.pal) for FRM and FR0-FR5")->check(CLI::ExistingFile);
    cmd->add_option("--contacts", options.contacts, "foot-contacts sidecar of the one FILE (overrides detection)")
        ->check(CLI::ExistingFile);
    cmd->add_option("--out", options.out, "folder for report.json, report.html and filmstrips/")->required();
    cmd->add_option("--assets", options.asset_dir, "asset folder (map, state definitions, the humanoid)")
        ->check(CLI::ExistingDirectory);
    cmd->add_option("--seconds", options.seconds, "simulated seconds of every scenario (default: its own)")
        ->check(NumberRange(0.1, 600.0, "0.1", "600"));
    cmd->add_option("--run", options.run, "with one FILE: the run (default: the FILE, and no run scenarios)")
        ->check(CLI::ExistingFile);
    cmd->add_option("--idle", options.idle, "with one FILE: the idle (default: the FILE's first frame)")
        ->check(CLI::ExistingFile);
    cmd->add_flag("--unit", options.unit,
                  "the shipped tactics unit walks the scenarios instead of a critter (its one walk: no run rows)");
    cmd->add_option("--pace", options.pace,
                    "written: scenario speeds as written (for the humanoid); natural: scaled to the art's natural walk "
                    "speed")
        ->check(CLI::IsMember({"written", "natural"}));
    cmd->add_option("--shard", options.shard, "with an art folder: play only share K of N of its sets (K/N)");
    cmd->add_option("--jobs", options.jobs, "with an art folder: sets played at once (default: the cores)")
        ->check(IntegerRange(1, 256));
    cmd->add_option("--merge", options.merge, "join the index.json of these shard folders into --out")
        ->expected(1, -1)
        ->check(CLI::ExistingDirectory);
    return cmd;
}

int runAccept(const AcceptCommandOptions& options, std::ostream& out, std::ostream& err) {
    if (!options.merge.empty()) {
        if (!options.files.empty() || !options.scenarios.empty())
            return reportFailure(err, "accept", "--merge takes shard folders only (no FILE or --scenario)");
        return runMerge(options, out, err);
    }
    if (options.out.empty()) return reportFailure(err, "accept", "--out: expected a folder, got ''");
    const std::string asset_dir = options.asset_dir.empty() ? std::string(GAITLAB_ASSET_DIR) : options.asset_dir;
    // The palette and a sidecar are read before anything plays: a broken one is bad input, not a failing gait.
    try {
        if (!options.palette.empty()) (void)loadPal(options.palette);
        if (!options.contacts.empty()) (void)readContactSidecar(options.contacts);
    } catch (const std::exception& e) {
        return reportFailure(err, "accept", e.what());
    }
    std::error_code dup_ec;
    for (std::size_t i = 0; i < options.files.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (fs::equivalent(options.files[i], options.files[j], dup_ec))
                return reportFailure(err, "accept",
                                     options.files[i] + ": given twice (also as " + options.files[j] + ")");
    if (options.unit && (!options.files.empty() || !options.contacts.empty() || !options.palette.empty()))
        return reportFailure(err, "accept", "--unit takes no FILE, --contacts or --palette (it is the shipped unit)");
    if ((!options.run.empty() || !options.idle.empty()) && options.files.size() != 1)
        return reportFailure(err, "accept", "--run and --idle need exactly one FILE (the walk)");
    // A walk given alone is also the run: the run rows would judge a walk played at run speeds. They are left out
    // of the default list (and said so); named with --scenario they play.
    std::error_code dir_ec;
    const bool folder = options.files.size() == 1 && fs::is_directory(options.files.front(), dir_ec);
    // In a folder each set without a run leaves the run rows out on its own (below).
    const bool walk_only = (!options.files.empty() && options.run.empty() && !folder) || options.unit;
    std::vector<AcceptScenario> scenarios;
    const auto shipped = [&asset_dir](const std::string& name) { return asset_dir + "/scenarios/" + name + ".json"; };
    std::vector<std::string> names = options.scenarios;
    if (names.empty())
        for (const std::string& name : acceptScenarioNames())
            if (!(walk_only && isRunRow(name))) names.push_back(name);
    if (walk_only && options.scenarios.empty())
        err << "accept: " << (options.unit ? "the unit's walk is also its run" : "no --run given")
            << ": the run scenarios (run-110, run-140, run-180, directions-run) are left out\n";
    for (const std::string& name : names) {
        AcceptScenario s;
        std::error_code ec;
        if (isScenarioFileArgument(name)) {
            s.file = name;
            s.name = std::filesystem::path(name).stem().string();
        } else if (makeScenario(name)) {
            s.name = name;
        } else if (std::filesystem::is_regular_file(shipped(name), ec)) {
            s.file = shipped(name);
            s.name = name;
        } else {
            std::string names;
            for (const std::string& n : scenarioNames()) names += (names.empty() ? "" : ", ") + n;
            return reportFailure(err, "accept",
                                 "unknown scenario '" + name + "': a scenario file, a file of " + asset_dir +
                                     "/scenarios/ by name, or one of " + names);
        }
        // A scenario file that does not read is bad input before anything runs.
        if (!s.file.empty()) try {
                (void)loadScenarioFile(s.file);
            } catch (const std::exception& e) {
                return reportFailure(err, "accept", e.what());
            }
        s.seconds = options.seconds;
        scenarios.push_back(s);
    }
    std::error_code ec;
    const bool folder_mode = options.files.size() == 1 && fs::is_directory(options.files.front(), ec);
    for (const std::string& file : options.files)
        if (!folder_mode && fs::is_directory(file, ec))
            return reportFailure(err, "accept", file + ": a folder is accepted alone, not with other files");
    if (!options.contacts.empty() && (options.files.size() != 1 || folder_mode))
        return reportFailure(err, "accept", "--contacts needs exactly one FILE");
    int shard_k = 1;
    int shard_n = 1;
    if (!options.shard.empty() && (!folder_mode || !parseShard(options.shard, shard_k, shard_n)))
        return reportFailure(err, "accept",
                             folder_mode ? "--shard: expected K/N with 1 <= K <= N <= 1000, got '" + options.shard + "'"
                                         : "--shard needs an art folder");

    AcceptOptions run_options;
    run_options.asset_dir = asset_dir;
    run_options.palette = options.palette;
    run_options.natural_pace = options.pace == "natural";

    if (!folder_mode) {
        std::vector<ArtSet> arts;
        if (options.unit)
            arts.push_back(ArtSet{"tactics unit (shipped)", "", "", "", "", true});
        else if (options.files.empty())
            arts.push_back(ArtSet{"humanoid (shipped)", "", "", "", ""});
        for (const std::string& file : options.files) {
            // Two files of one name (d1/walk.frm, d2/walk.frm) are told apart by their paths.
            int same = 0;
            for (const std::string& other : options.files)
                same += fs::path(other).filename() == fs::path(file).filename() ? 1 : 0;
            arts.push_back(ArtSet{same > 1 ? file : fs::path(file).filename().string(), file, options.contacts,
                                  options.run, options.idle});
        }
        std::vector<AcceptResult> runs;
        const std::size_t total = arts.size() * scenarios.size();
        for (const ArtSet& art : arts)
            for (const AcceptScenario& scenario : scenarios) {
                if (stopRequested()) return stoppedBefore(err, runs.size(), total, "scenarios, no report written");
                progress(err, runs.size(), total, art.name + " / " + scenario.name);
                runs.push_back(runAcceptance(art, scenario, run_options));
                if (stopRequested())  // the run just cut short is not counted
                    return stoppedBefore(err, runs.size() - 1, total, "scenarios, no report written");
                if (artDidNotLoad(art, runs.back())) return reportFailure(err, "accept", runs.back().error);
                for (const std::string& w : runs.back().warnings) err << "warning: " << w << '\n';
            }
        progress(err, runs.size(), total, "done");
        if (std::string e = writeReportFolder(runs, options.out); !e.empty()) return reportFailure(err, "accept", e);
        const bool failed = printTable(runs, out);
        out << "report: " << options.out << "/report.html (and report.json)\n";
        return failed ? 1 : 0;
    }

    FolderSets found;
    try {
        found = findArtSets(options.files.front());
    } catch (const std::exception& e) {
        return reportFailure(err, "accept", e.what());
    }
    if (found.sets.empty() && found.skipped.empty())
        return reportFailure(err, "accept",
                             options.files.front() +
                                 ": no critter animation sets (expected <base>ab.frm / .fofrm walks, walk.<ext>, an "
                                 "Aseprite export with a walk tag or a Flare file with a walk or run)");
    std::vector<ArtSet> sets;
    for (const ArtSet& s : found.sets)
        if (shardOf(s.name, shard_n) == shard_k) sets.push_back(s);
    // Sets play in parallel, each on its own worlds; the rows and the progress are gathered under one lock.
    const unsigned jobs = options.jobs > 0 ? static_cast<unsigned>(options.jobs)
                                           : std::max(1u, std::thread::hardware_concurrency());
    std::vector<IndexEntry> entries(sets.size());
    std::vector<std::string> write_errors(sets.size());
    std::atomic<std::size_t> next{0};
    std::size_t done = 0;
    std::mutex lock;
    const auto worker = [&]() {
        for (std::size_t i = next++; i < sets.size() && !stopRequested(); i = next++) {
            std::vector<AcceptResult> runs;
            for (const AcceptScenario& scenario : scenarios) {
                // A set without a run would have its walk judged at run speeds: the default list leaves those out.
                if (sets[i].run_file.empty() && options.scenarios.empty() && isRunRow(scenario.name)) continue;
                if (stopRequested()) break;
                runs.push_back(runAcceptance(sets[i], scenario, run_options));
            }
            if (stopRequested()) break;  // a set cut short writes no folder
            const std::string folder = "sets/" + setFolderName(sets[i].name);
            write_errors[i] = writeReportFolder(runs, options.out + "/" + folder);
            entries[i] = indexEntry(sets[i].name, runs, folder + "/report.html");
            const std::lock_guard<std::mutex> guard(lock);
            progress(err, ++done, sets.size(), sets[i].name + ": " + entries[i].verdict);
        }
    };
    std::vector<std::thread> threads;
    for (unsigned t = 0; t < std::min<std::size_t>(jobs, sets.size()); ++t) threads.emplace_back(worker);
    for (std::thread& t : threads) t.join();
    if (stopRequested())
        return stoppedBefore(err, done, sets.size(), "sets (their folders under sets/ are whole), no index written");
    for (const std::string& e : write_errors)
        if (!e.empty()) return reportFailure(err, "accept", e);
    // Sets of other shards are not "skipped"; only the folder's sets that could not be accepted are.
    std::vector<std::string> skipped;
    for (const std::string& s : found.skipped)
        if (shardOf(s.substr(0, s.find(':')), shard_n) == shard_k) skipped.push_back(s);
    const int status = writeIndex(std::move(entries), skipped, options.out, out, err);
    // A folder none of whose sets could be accepted is bad input, as one with no set at all (README "Command
    // line"); a shard that drew no set of a folder that has some is not.
    if (status == 0 && found.sets.empty())
        return reportFailure(err, "accept",
                             options.files.front() + ": no set could be accepted (" +
                                 std::to_string(found.skipped.size()) + " skipped, listed above)");
    return status;
}

}  // namespace gaitlab

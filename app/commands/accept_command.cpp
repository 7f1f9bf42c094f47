#include "app/commands/accept_command.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <iomanip>
#include <map>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "app/accept/accept_index.h"
#include "app/accept/accept_run.h"
#include "app/accept/art_folder.h"
#include "app/accept/project_file.h"
#include "app/accept/report_folder.h"
#include "app/accept/report_junit.h"
#include "app/commands/cli_values.h"
#include "app/commands/sprite_input.h"
#include "app/files/install_paths.h"
#include "app/files/output_file.h"
#include "app/files/output_list.h"
#include "app/files/platform_files.h"
#include "app/files/stop_signal.h"
#include "app/files/terminal_text.h"
#include "engine/base/file_read.h"
#include "engine/base/fnv1a.h"
#include "engine/formats/palette.h"
#include "engine/gait/contact_sidecar.h"
#include "engine/world/scenario.h"
#include "engine/world/scenario_file.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

// A stop by SIGINT or SIGTERM (app/files/stop_signal.h) between scenarios or sets: what was finished stays.
int stoppedBefore(std::ostream& err, std::size_t done, std::size_t total, const std::string& what) {
    reportStop(err, "gaitlab accept: stopped by " + std::string(stopSignalName()) + " after " + std::to_string(done) +
                        " of " + std::to_string(total) + " " + what + "\n");
    return stopExitStatus(stopSignalNumber());
}

void progress(std::ostream& err, std::size_t done, std::size_t total, const std::string& what) {
    constexpr int kWidth = 24;
    const int filled = total ? static_cast<int>(done * kWidth / total) : kWidth;
    err << "accept: [" << std::string(static_cast<std::size_t>(filled), '#')
        << std::string(static_cast<std::size_t>(kWidth - filled), '.') << "] " << done << '/' << total << ' '
        << terminalText(what) << '\n';
}

/// The list of what accept wrote into --out (app/files/output_list.h): the next run into the folder removes exactly these.
constexpr const char* kAcceptListName = "accept-files.txt";

void writeText(const std::string& path, const std::string& text, OutputList& list) {
    if (std::string refused = list.add(path); !refused.empty()) throw std::runtime_error(refused);
    writeOutputFile(path, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
}

/// Absolute with links resolved, for the run record: two shards of one art folder name it alike.
std::string canonicalName(const std::string& path) {
    if (path.empty()) return {};
    std::error_code ec;
    const fs::path p = fs::weakly_canonical(path, ec);
    return ec ? path : p.string();
}

/// What makes the shards of an art folder one run (index.json "run"): the art folder, the scenarios (each file's
/// content hash, so an edited scenario is another run), the options that change results, and gaitlab's version.
nlohmann::json runRecord(const AcceptCommandOptions& options, const std::string& asset_dir,
                         const std::vector<AcceptScenario>& scenarios) {
    nlohmann::json list = nlohmann::json::array();
    for (const AcceptScenario& s : scenarios) {
        std::string hash;
        if (!s.file.empty()) try {
                char hex[17];
                std::snprintf(hex, sizeof hex, "%016llx",
                              static_cast<unsigned long long>(fnv1a(readRegularText(s.file, kMaxTextFileBytes))));
                hash = hex;
            } catch (const std::exception&) {
                hash.clear();  // it was read before the run; a file gone since records no hash
            }
        list.push_back({{"name", s.name}, {"file", canonicalName(s.file)}, {"hash", hash}});
    }
    return {{"gaitlab", GAITLAB_VERSION},
            {"art", canonicalName(options.files.front())},
            {"scenarios", list},
            {"options",
             {{"seconds", options.seconds},
              {"pace", options.pace},
              {"speeds", options.speeds},
              {"palette", canonicalName(options.palette)},
              {"assets", canonicalName(asset_dir)},
              {"default_rows", options.scenarios.empty()}}}};
}

/// The JSON path of the first member where `a` and `b` differ ("" when equal), e.g. "/run/options/pace".
std::string firstDifference(const nlohmann::json& a, const nlohmann::json& b, const std::string& path) {
    if (a.is_object() && b.is_object()) {
        for (const auto& [key, value] : a.items()) {
            if (!b.contains(key)) return path + "/" + key;
            if (std::string d = firstDifference(value, b.at(key), path + "/" + key); !d.empty()) return d;
        }
        for (const auto& [key, value] : b.items())
            if (!a.contains(key)) return path + "/" + key;
        return {};
    }
    return a == b ? std::string() : path;
}

/// The value at JSON path `path` of `doc` as text, for a message; "(none)" when absent.
std::string valueAt(const nlohmann::json& doc, const std::string& path) {
    try {
        return doc.at(nlohmann::json::json_pointer(path)).dump();
    } catch (const std::exception&) {
        return "(none)";
    }
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
        out << std::setw(23) << terminalText(run.art) << ' ' << std::setw(25) << terminalText(run.scenario) << ' '
            << std::setw(9) << verdictName(v) << (worst.empty() ? "-" : worst) << '\n';
    }
    return failed;
}

/// The summary: one line per finding, worst first, or one line for a set that passes.
void printFindings(const std::vector<std::pair<Finding, std::string>>& findings, std::size_t runs, std::ostream& out) {
    if (findings.empty()) {
        out << "passes: " << runs << " scenario(s), every judged metric within its bounds\n";
        return;
    }
    for (const auto& [f, evidence] : findings)
        out << findingKindName(f.kind) << ", " << verdictName(f.verdict) << ": " << terminalText(f.line()) << '\n';
}

/// The rules --junit is written by outside --out: never an input, never a file gaitlab did not write; its own
/// earlier output is replaced (a CI job writes the same file each time).
OutputGuard junitGuard(const AcceptCommandOptions& options) {
    OutputGuard guard("accept --junit", true);
    for (const std::string& f : options.files) guard.addInput(f);
    for (const std::string* f : {&options.run, &options.idle, &options.palette, &options.contacts})
        if (!f->empty()) guard.addInput(*f);
    for (const std::string& s : options.scenarios) guard.addInput(s);
    return guard;
}

/// Why --junit may not be written, "" when it may (checked before anything plays): never --out itself or a file or
/// folder accept writes there, never in a folder that does not exist, and elsewhere junitGuard's rules.
std::string junitRefusal(const AcceptCommandOptions& options) {
    if (options.junit.empty()) return {};
    const fs::path junit(options.junit);
    const fs::path parent = junit.parent_path().empty() ? fs::path(".") : junit.parent_path();
    if (isSameOrInside(options.junit, options.out)) {
        std::error_code ec;
        const fs::path rel = fs::weakly_canonical(junit, ec).lexically_relative(fs::weakly_canonical(options.out, ec));
        const std::string first = rel.empty() ? std::string() : rel.begin()->string();
        for (const char* own : {".", "report.html", "report.json", "index.html", "index.json", kAcceptListName,
                                "filmstrips", "evidence", "sets"})
            if (first == own)
                return "--junit " + options.junit + ": accept writes " +
                       (first == "." ? std::string("that folder (--out)") : "'" + first + "' there itself") +
                       "; nothing was written (choose another name)";
        // --out itself is made by accept; a folder below it must exist already.
        if (isSameOrInside(options.out, parent) || fs::is_directory(parent, ec)) return {};
    }
    std::error_code ec;
    if (!fs::is_directory(parent, ec))
        return "--junit " + options.junit + ": the folder " + parent.string() + " does not exist; nothing was written";
    if (isSameOrInside(options.junit, options.out)) return {};
    return junitGuard(options).refusal(options.junit);
}

/// --junit: the document of `suites`; inside --out listed in `list` like accept's other files, elsewhere by
/// junitGuard's rules. "" or the error.
std::string writeJunit(const AcceptCommandOptions& options, const std::vector<JunitSuite>& suites, OutputList& list) {
    const std::string xml = junitXml(suites);
    try {
        if (isSameOrInside(options.junit, options.out)) {
            writeText(options.junit, xml, list);
        } else {
            junitGuard(options).write(
                options.junit, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(xml.data()), xml.size()));
        }
    } catch (const std::exception& e) {
        return e.what();
    }
    return {};
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
               const nlohmann::json& run, const std::string& shard, OutputList& list, std::ostream& out,
               std::ostream& err) {
    rankEntries(entries);
    try {
        // A name that is not UTF-8 (a file name of another encoding) is written with U+FFFD in its place.
        writeText(
            out_dir + "/index.json",
            indexJson(entries, skipped, run, shard).dump(1, ' ', false, nlohmann::json::error_handler_t::replace) +
                "\n",
            list);
        writeText(out_dir + "/index.html", indexHtml(entries, skipped), list);
    } catch (const std::exception& e) {
        return reportFailure(err, "accept", e.what());
    }
    if (std::string e = list.finish(); !e.empty()) err << "gaitlab accept: warning: " << e << '\n';
    bool failed = false;
    for (const IndexEntry& e : entries) {
        out << std::left << std::setw(31) << terminalText(e.set) << ' ' << std::setw(6) << e.verdict
            << (e.worst.empty() ? "-" : terminalText(e.worst)) << '\n';
        failed = failed || e.verdict == "fail";
    }
    for (const std::string& s : skipped) out << "skipped: " << terminalText(s) << '\n';
    out << "index: " << terminalText(out_dir) << "/index.html (and index.json), " << entries.size() << " set(s)\n";
    return failed ? 1 : 0;
}

/// Memory one set at play may need: its art decoded (at most 256 MiB, the readers' limit) several times over.
constexpr unsigned long long kJobMemoryBytes = 1ull << 30;

/// Sets played at once: --jobs, or the cores when 0, never more than the cores (a set plays on one) nor than the
/// memory available holds at kJobMemoryBytes a set; a line says so when --jobs is lowered.
unsigned acceptJobs(int requested, std::ostream& err) {
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const unsigned long long memory = availableMemoryBytes();
    const unsigned by_memory =
        memory == 0 ? cores : static_cast<unsigned>(std::clamp<unsigned long long>(memory / kJobMemoryBytes, 1, cores));
    const unsigned cap = std::min(cores, by_memory);
    if (requested <= 0) return cap;
    if (static_cast<unsigned>(requested) <= cap) return static_cast<unsigned>(requested);
    err << "accept: --jobs " << requested << " lowered to " << cap << ": "
        << (by_memory < cores ? "the " + std::to_string(memory >> 20) + " MB of memory available holds " +
                                    std::to_string(by_memory) + " set(s) at a time"
                              : "this machine has " + std::to_string(cores) + " core(s)")
        << '\n';
    return cap;
}

/// Creates --out and clears what an earlier accept wrote there and still is as it wrote it (app/files/output_list.h);
/// what stayed goes to `err`, a line each. "" or the error.
std::string startOutFolder(const std::string& out_dir, OutputList& list, std::ostream& err) {
    std::error_code ec;
    fs::create_directories(out_dir, ec);
    if (ec) return out_dir + ": cannot create the folder: " + ec.message();
    std::string error = list.begin(out_dir, kAcceptListName, "accept");
    for (const std::string& note : list.takeNotes()) err << "gaitlab accept: " << note << '\n';
    return error;
}

/// The regular files of set folder `folder` (relative to it), or the refusal: the folder, or anything in it, is a
/// link (never followed: it could reach anywhere), a FIFO or a device.
std::string setFolderFiles(const fs::path& folder, std::vector<fs::path>& files) {
    std::error_code ec;
    const fs::file_status top = fs::symlink_status(folder, ec);
    if (fs::is_symlink(top))
        return folder.string() + ": is a link; set folders are copied as they are, never through links";
    if (!fs::is_directory(top)) return folder.string() + ": the set's folder is missing";
    for (auto it = fs::recursive_directory_iterator(folder, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec)) {
        const fs::file_status st = it->symlink_status(ec);
        if (fs::is_symlink(st)) return it->path().string() + ": is a link; set folders are copied without links";
        if (fs::is_regular_file(st))
            files.push_back(it->path().lexically_relative(folder));
        else if (!fs::is_directory(st))
            return it->path().string() + ": not a regular file or folder";
    }
    if (ec) return folder.string() + ": cannot list the folder: " + ec.message();
    return {};
}

/// Whether the merged folders are the whole run: shards 1..N of one N, each once (an index without a shard is 1/1).
/// Returns "" or what is missing and what is doubled, naming the folders.
std::string incompleteShards(const std::vector<std::pair<std::string, std::string>>& dir_and_shard) {
    int count = 0;
    std::map<int, std::vector<std::string>> by_k;
    for (const auto& [dir, label] : dir_and_shard) {
        int k = 1, n = 1;
        if (!label.empty() && !parseShard(label, k, n))
            return dir + "/index.json: /shard is \"" + label + "\", expected K/N";
        count = n;
        by_k[k].push_back(dir);
    }
    std::string missing, doubled;
    for (int k = 1; k <= count; ++k) {
        const auto it = by_k.find(k);
        const std::string label = std::to_string(k) + "/" + std::to_string(count);
        if (it == by_k.end()) {
            missing += (missing.empty() ? "" : ", ") + label;
        } else if (it->second.size() > 1) {
            std::string dirs;
            for (const std::string& d : it->second) dirs += (dirs.empty() ? "" : " and ") + d;
            doubled += (doubled.empty() ? "" : "; ") + label + " is in " + dirs;
        }
    }
    if (missing.empty() && doubled.empty()) return {};
    std::string why = "the shards do not make the whole run of " + std::to_string(count) + ":";
    if (!missing.empty()) why += " missing " + missing + (doubled.empty() ? "" : ";");
    if (!doubled.empty()) why += " given twice: " + doubled;
    return why + "; nothing was written (merge every shard of the run, each once)";
}

/// `accept --merge DIR...`: the shards' rows and set folders joined into --out. Everything is checked before
/// anything is written: --out is no shard folder nor inside one, the shards come from one run (index.json "run"),
/// no set is in two shards, and no set folder holds a link.
int runMerge(const AcceptCommandOptions& options, std::ostream& out, std::ostream& err) {
    if (options.out.empty()) return reportFailure(err, "accept", "--out: expected a folder, got ''");
    struct Shard {
        std::string dir;
        std::vector<IndexEntry> entries;
        nlohmann::json run;
        std::string shard;
        std::vector<std::vector<fs::path>> files;  ///< per entry, its set folder's files
    };
    std::vector<Shard> shards;
    std::vector<IndexEntry> entries;
    std::vector<std::string> skipped;
    for (const std::string& dir : options.merge) {
        if (isSameOrInside(options.out, dir))
            return reportFailure(err, "accept",
                                 "--out " + options.out + " is the shard folder " + dir +
                                     " or inside it; nothing was written (choose a folder outside every shard)");
        Shard shard;
        shard.dir = dir;
        const std::string file = dir + "/index.json";
        try {
            readIndexJson(readRegularText(file, kMaxTextFileBytes), file, shard.entries, skipped, &shard.run,
                          &shard.shard);
        } catch (const std::exception& e) {
            return reportFailure(err, "accept", e.what());
        }
        if (shard.run.is_null())
            return reportFailure(err, "accept",
                                 file +
                                     ": no \"run\" record (an index written by an earlier gaitlab); accept the "
                                     "shard again before merging");
        if (!shards.empty()) {
            const Shard& first = shards.front();
            if (std::string d = firstDifference(first.run, shard.run, "/run"); !d.empty())
                return reportFailure(err, "accept",
                                     "the shards " + first.dir + " and " + dir + " come from different runs: " + d +
                                         " is " + valueAt(first.run, d.substr(4)) + " in one and " +
                                         valueAt(shard.run, d.substr(4)) + " in the other; nothing was written");
            const auto count = [](const std::string& s) { return s.substr(s.find('/') + 1); };
            if (count(first.shard) != count(shard.shard))
                return reportFailure(err, "accept",
                                     "the shards " + first.dir + " and " + dir +
                                         " come from different runs: /shard is "
                                         "\"" +
                                         first.shard + "\" in one and \"" + shard.shard +
                                         "\" in the other; nothing was written");
        }
        for (const IndexEntry& e : shard.entries) {
            // The set's folder travels with its row: regular files and folders only.
            const fs::path folder = fs::path(dir) / fs::path(e.report).parent_path();
            if (std::error_code ec; fs::is_symlink(fs::symlink_status(fs::path(dir) / "sets", ec)))
                return reportFailure(err, "accept",
                                     (fs::path(dir) / "sets").string() +
                                         ": is a link; set folders are copied as they are, never through links");
            if (isSameOrInside(options.out, folder))
                return reportFailure(err, "accept",
                                     "--out " + options.out + " is inside the set folder " + folder.string() +
                                         "; nothing was written");
            shard.files.emplace_back();
            if (std::string refused = setFolderFiles(folder, shard.files.back()); !refused.empty())
                return reportFailure(err, "accept", refused + "; nothing was written");
            entries.push_back(e);
        }
        shards.push_back(std::move(shard));
    }
    std::vector<std::pair<std::string, std::string>> labels;
    for (const Shard& shard : shards) labels.emplace_back(shard.dir, shard.shard);
    if (std::string why = incompleteShards(labels); !why.empty()) return reportFailure(err, "accept", why);
    for (std::size_t i = 0; i < entries.size(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (entries[j].set == entries[i].set)
                return reportFailure(err, "accept",
                                     "set '" + entries[i].set + "' is in two shards; nothing was written");
    std::vector<fs::path> targets{fs::path(options.out) / "index.json", fs::path(options.out) / "index.html"};
    for (const Shard& shard : shards)
        for (std::size_t i = 0; i < shard.entries.size(); ++i)
            for (const fs::path& file : shard.files[i])
                targets.push_back(fs::path(options.out) / fs::path(shard.entries[i].report).parent_path() / file);
    // Two sets of the shards that name one folder would copy over each other half way: refused first.
    std::vector<fs::path> sorted = targets;
    std::sort(sorted.begin(), sorted.end());
    if (const auto twice = std::adjacent_find(sorted.begin(), sorted.end()); twice != sorted.end())
        return reportFailure(err, "accept",
                             twice->string() +
                                 ": two sets of the shards write it (their index rows name one folder); "
                                 "nothing was written");
    OutputList list;
    if (std::string e = startOutFolder(options.out, list, err); !e.empty()) return reportFailure(err, "accept", e);
    // With the earlier run's files gone, anything still where this run writes is not accept's: refused first.
    for (const fs::path& target : targets)
        if (std::error_code ec; fs::symlink_status(target, ec).type() != fs::file_type::not_found)
            return reportFailure(err, "accept",
                                 target.string() +
                                     ": exists and gaitlab accept did not write it; nothing was written over it");
    for (const Shard& shard : shards)
        for (std::size_t i = 0; i < shard.entries.size(); ++i) {
            const fs::path rel = fs::path(shard.entries[i].report).parent_path();
            for (const fs::path& file : shard.files[i]) {
                const fs::path from = fs::path(shard.dir) / rel / file;
                const fs::path to = fs::path(options.out) / rel / file;
                try {
                    fs::create_directories(to.parent_path());
                    if (std::string refused = list.add(to.string()); !refused.empty())
                        throw std::runtime_error(refused);
                    writeOutputFile(to.string(), readRegularFile(from.string(), kMaxBinaryFileBytes));
                } catch (const std::exception& e) {
                    return reportFailure(err, "accept", from.string() + ": cannot copy: " + e.what());
                }
            }
        }
    std::sort(skipped.begin(), skipped.end());
    skipped.erase(std::unique(skipped.begin(), skipped.end()), skipped.end());
    return writeIndex(std::move(entries), skipped, options.out, shards.empty() ? nlohmann::json() : shards.front().run,
                      {}, list, out, err);
}

/// "walk=W,run=R" (either part alone, in either order; W and R whole ground px/s in 1..1000) into `walk` and `run`.
/// Returns "" or what was expected.
std::string parseSpeeds(const std::string& text, std::optional<int>& walk, std::optional<int>& run) {
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t comma = std::min(text.find(',', at), text.size());
        const std::string part = text.substr(at, comma - at);
        const std::size_t eq = part.find('=');
        const std::string key = part.substr(0, eq);
        std::optional<int>* slot = key == "walk" ? &walk : key == "run" ? &run : nullptr;
        int value = 0;
        const char* first = eq == std::string::npos ? nullptr : part.data() + eq + 1;
        const auto [end, ec] = first ? std::from_chars(first, part.data() + part.size(), value)
                                     : std::from_chars_result{nullptr, std::errc::invalid_argument};
        if (slot == nullptr || slot->has_value() || ec != std::errc() || end != part.data() + part.size() ||
            value < 1 || value > 1000)
            return "expected walk=W,run=R (either alone, each once, whole ground px/s in 1..1000), got '" + text + "'";
        *slot = value;
        at = comma + 1;
    }
    return {};
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
                    "art (default): walk rows at the art's natural walk speed, run rows at its natural run; written: "
                    "the scenario speeds as written (for the humanoid)")
        ->check(CLI::IsMember({"art", "written"}));
    cmd->add_option("--speeds", options.speeds,
                    "the game's speeds, ground px/s: walk=W,run=R (either alone): walk-70 plays at W, run-140 at R, "
                    "and the speed figures judge the art against them");
    cmd->add_option("--junit", options.junit,
                    "also write the verdicts as JUnit XML to this file (a test case per set, scenario and direction)")
        ->check(CLI::Validator(
            [](std::string& s) { return s.empty() ? std::string("expected a file name, got ''") : std::string(); },
            "FILE"));
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
        if (options.jobs > 0) err << "accept: --jobs is for playing sets; a merge plays none, so it is left unused\n";
        return runMerge(options, out, err);
    }
    if (options.out.empty()) return reportFailure(err, "accept", "--out: expected a folder, got ''");
    const std::string asset_dir = options.asset_dir.empty() ? shippedAssetDir() : options.asset_dir;
    // Without the shipped assets no scenario can be named: say which folder is missing, not which scenario.
    if (std::error_code ec; !std::filesystem::is_directory(asset_dir, ec))
        return reportFailure(err, "accept",
                             asset_dir +
                                 ": the shipped assets are not there (scenarios, the map and the humanoid); "
                                 "reinstall gaitlab or give --assets DIR");
    // The palette and a sidecar are read before anything plays: a broken one is bad input, not a failing gait.
    try {
        if (!options.palette.empty()) (void)readPaletteOption(options.palette, &err);
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
    if (options.jobs > 0 && !folder_mode)
        err << "accept: --jobs plays the sets of an art folder at once; one sprite plays alone, so it is left unused\n";

    // --junit is checked before anything plays: a refused file is bad input, found at once.
    if (std::string refused = junitRefusal(options); !refused.empty()) return reportFailure(err, "accept", refused);
    AcceptOptions run_options;
    run_options.asset_dir = asset_dir;
    run_options.palette = options.palette;
    run_options.pace = options.pace == "written" ? AcceptOptions::Pace::Written : AcceptOptions::Pace::Art;
    if (!options.speeds.empty()) {
        if (std::string e = parseSpeeds(options.speeds, run_options.walk_speed, run_options.run_speed); !e.empty())
            return reportFailure(err, "accept", "--speeds: " + e);
    }
    // The project's speeds beside the art, when --speeds does not give them (README "Gait acceptance").
    AcceptCommandOptions recorded = options;
    if (!options.speeds.empty() && !options.files.empty()) {
        std::error_code ec;
        const fs::path art(options.files.front());
        const fs::path beside = (fs::is_directory(art, ec)   ? art
                                 : art.parent_path().empty() ? fs::path(".")
                                                             : art.parent_path()) /
                                kProjectFileName;
        if (fs::exists(fs::symlink_status(beside, ec)))
            err << "accept: --speeds " << options.speeds << " overrides " << beside.string() << " (not read)\n";
    }
    if (options.speeds.empty() && !options.files.empty()) {
        std::optional<ProjectFile> project;
        try {
            project = readProjectFile(options.files.front());
        } catch (const std::exception& e) {
            return reportFailure(err, "accept", e.what());
        }
        if (project && (project->walk_speed || project->run_speed)) {
            run_options.walk_speed = project->walk_speed;
            run_options.run_speed = project->run_speed;
            std::string text;
            if (project->walk_speed) text = "walk=" + std::to_string(*project->walk_speed);
            if (project->run_speed)
                text += (text.empty() ? "" : ",") + std::string("run=") + std::to_string(*project->run_speed);
            recorded.speeds = text;  // shards of one art folder read the same file: the run record holds it
            err << "accept: the game's speeds from " << project->file << ": " << text << '\n';
        }
    }

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
        for (const ArtSet& art : arts) {
            AcceptSession session(art, run_options);  // the set loaded once for all its scenarios
            for (const AcceptScenario& scenario : scenarios) {
                if (stopRequested()) return stoppedBefore(err, runs.size(), total, "scenarios, no report written");
                progress(err, runs.size(), total, art.name + " / " + scenario.name);
                runs.push_back(session.run(scenario));
                if (stopRequested())  // the run just cut short is not counted
                    return stoppedBefore(err, runs.size() - 1, total, "scenarios, no report written");
                if (artDidNotLoad(art, runs.back())) return reportFailure(err, "accept", runs.back().error);
                for (const std::string& f : runs.back().project_findings)
                    err << "project: " << runs.back().scenario << ": " << f << '\n';
                for (const std::string& w : runs.back().warnings) err << "warning: " << w << '\n';
            }
        }
        progress(err, runs.size(), total, "done");
        OutputList list;
        if (std::string e = startOutFolder(options.out, list, err); !e.empty()) return reportFailure(err, "accept", e);
        std::vector<std::pair<Finding, std::string>> findings;
        if (std::string e = writeReportFolder(runs, options.out, list, &findings); !e.empty())
            return reportFailure(err, "accept", e);
        if (!options.junit.empty()) {
            std::vector<JunitSuite> suites;
            for (const ArtSet& art : arts) {
                std::vector<AcceptResult> own;
                for (const AcceptResult& r : runs)
                    if (r.art == art.name) own.push_back(r);
                suites.push_back(junitSuite(art.name, own));
            }
            if (std::string e = writeJunit(options, suites, list); !e.empty()) return reportFailure(err, "accept", e);
        }
        if (std::string e = list.finish(); !e.empty()) err << "gaitlab accept: warning: " << e << '\n';
        printFindings(findings, runs.size(), out);
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
    // One project for the folder: a set's own project file would give the same art other speeds than accepting its
    // file alone, so it is said, not silently passed over.
    for (const ArtSet& s : found.sets) {
        std::error_code ec;
        const fs::path own = fs::path(s.walk_file).parent_path() / kProjectFileName;
        if (!isSameOrInside(fs::path(options.files.front()) / kProjectFileName, own) &&
            fs::exists(fs::symlink_status(own, ec)))
            err << "warning: " << own.string() << ": not read: in a folder run the folder's own " << kProjectFileName
                << " gives every set's speeds\n";
    }
    // Sets play in parallel, each on its own worlds; the rows and the progress are gathered under one lock.
    const unsigned jobs = acceptJobs(options.jobs, err);
    OutputList list;
    if (std::string e = startOutFolder(options.out, list, err); !e.empty()) return reportFailure(err, "accept", e);
    std::vector<IndexEntry> entries(sets.size());
    std::vector<JunitSuite> suites(options.junit.empty() ? 0 : sets.size());
    std::vector<std::string> write_errors(sets.size());
    std::atomic<std::size_t> next{0};
    std::size_t done = 0;
    std::mutex lock;
    const auto worker = [&]() {
        for (std::size_t i = next++; i < sets.size() && !stopRequested(); i = next++) {
            std::vector<AcceptResult> runs;
            AcceptSession session(sets[i], run_options);  // the set loaded once for all its scenarios
            for (const AcceptScenario& scenario : scenarios) {
                // A set without a run would have its walk judged at run speeds: the default list leaves those out.
                if (sets[i].run_file.empty() && options.scenarios.empty() && isRunRow(scenario.name)) continue;
                if (stopRequested()) break;
                runs.push_back(session.run(scenario));
            }
            if (stopRequested()) break;  // a set cut short writes no folder
            const std::string folder = "sets/" + setFolderName(sets[i].name);
            std::vector<std::pair<Finding, std::string>> findings;
            write_errors[i] = writeReportFolder(runs, options.out + "/" + folder, list, &findings);
            for (auto& [f, evidence] : findings) f.evidence = {};  // the index keeps the lines, not the pictures
            entries[i] = indexEntry(sets[i].name, runs, folder + "/report.html", findings);
            if (!suites.empty()) suites[i] = junitSuite(sets[i].name, runs);
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
    if (!options.junit.empty())
        if (std::string e = writeJunit(options, suites, list); !e.empty()) return reportFailure(err, "accept", e);
    // Sets of other shards are not "skipped"; only the folder's sets that could not be accepted are.
    std::vector<std::string> skipped;
    for (const std::string& s : found.skipped)
        if (shardOf(s.substr(0, s.find(':')), shard_n) == shard_k) skipped.push_back(s);
    const int status =
        writeIndex(std::move(entries), skipped, options.out, runRecord(recorded, asset_dir, scenarios),
                   options.shard.empty() ? std::string() : std::to_string(shard_k) + "/" + std::to_string(shard_n),
                   list, out, err);
    // A folder none of whose sets could be accepted is bad input, as one with no set at all (README "Command
    // line"); a shard that drew no set of a folder that has some is not.
    if (status == 0 && found.sets.empty())
        return reportFailure(err, "accept",
                             options.files.front() + ": no set could be accepted (" +
                                 std::to_string(found.skipped.size()) + " skipped, listed above)");
    return status;
}

}  // namespace gaitlab

#include "app/commands/accept_command.h"

#include <filesystem>
#include <iomanip>
#include <span>

#include "app/accept/accept_run.h"
#include "app/accept/report_html.h"
#include "app/accept/report_json.h"
#include "app/commands/sprite_input.h"
#include "app/image_file.h"
#include "engine/file_read.h"
#include "engine/world/scenario.h"
#include "engine/world/scenario_file.h"

namespace gaitlab {

namespace {

constexpr std::uint64_t kMaxStripBytes = 64ull << 20;

void progress(std::ostream& err, std::size_t done, std::size_t total, const std::string& what) {
    constexpr int kWidth = 24;
    const int filled = total ? static_cast<int>(done * kWidth / total) : kWidth;
    err << "accept: [" << std::string(static_cast<std::size_t>(filled), '#')
        << std::string(static_cast<std::size_t>(kWidth - filled), '.') << "] " << done << '/' << total << ' ' << what
        << '\n';
}

std::string safeName(std::string s) {
    for (char& c : s)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_') c = '_';
    return s;
}

void writeText(const std::string& path, const std::string& text) {
    writeOutputFile(path, std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(text.data()), text.size()));
}

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
    cmd->add_option("files", options.files, "sprite files, each taken as the walk and run (default: the humanoid)")
        ->check(CLI::ExistingFile);
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
        ->check(CLI::Range(0.1, 600.0));
    return cmd;
}

int runAccept(const AcceptCommandOptions& options, std::ostream& out, std::ostream& err) {
    const std::string asset_dir = options.asset_dir.empty() ? std::string(GAITLAB_ASSET_DIR) : options.asset_dir;
    std::vector<AcceptScenario> scenarios;
    const auto shipped = [&asset_dir](const std::string& name) { return asset_dir + "/scenarios/" + name + ".json"; };
    for (const std::string& name : options.scenarios.empty() ? acceptScenarioNames() : options.scenarios) {
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
    if (!options.contacts.empty() && options.files.size() != 1)
        return reportFailure(err, "accept", "--contacts needs exactly one FILE");

    std::vector<ArtSet> arts;
    if (options.files.empty()) arts.push_back(ArtSet{"humanoid (shipped)", "", ""});
    for (const std::string& file : options.files)
        arts.push_back(ArtSet{std::filesystem::path(file).filename().string(), file, options.contacts});

    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(options.out) / "filmstrips", ec);
    if (ec) return reportFailure(err, "accept", options.out + ": cannot create the folder: " + ec.message());

    AcceptOptions run_options;
    run_options.asset_dir = asset_dir;
    run_options.palette = options.palette;
    std::vector<AcceptResult> runs;
    const std::size_t total = arts.size() * scenarios.size();
    for (const ArtSet& art : arts)
        for (const AcceptScenario& scenario : scenarios) {
            progress(err, runs.size(), total, art.name + " / " + scenario.name);
            runs.push_back(runAcceptance(art, scenario, run_options));
            // A file that does not load is bad input, not a failing gait.
            if (!art.walk_file.empty() && !runs.back().error.empty() && runs.back().ticks == 0 &&
                runs.back().error.find(art.walk_file) != std::string::npos)
                return reportFailure(err, "accept", runs.back().error);
        }
    progress(err, runs.size(), total, "done");

    std::vector<std::vector<std::string>> strip_files(runs.size());
    std::vector<std::vector<std::vector<uint8_t>>> strip_pngs(runs.size());
    try {
        for (std::size_t r = 0; r < runs.size(); ++r)
            for (const DirectionStrip& s : runs[r].strips) {
                std::string file;
                std::vector<uint8_t> bytes;
                if (!s.strip.image.empty()) {
                    file = "filmstrips/" + safeName(runs[r].art) + "-" + safeName(runs[r].scenario) + "-dir" +
                           std::to_string(s.dir) + ".png";
                    const std::string path = options.out + "/" + file;
                    if (std::string e = savePng(s.strip.image, path); !e.empty())
                        return reportFailure(err, "accept", e);
                    bytes = readRegularFile(path, kMaxStripBytes);
                }
                strip_files[r].push_back(file);
                strip_pngs[r].push_back(std::move(bytes));
            }
        writeText(options.out + "/report.json", reportJson(runs, strip_files).dump(1) + "\n");
        writeText(options.out + "/report.html", reportHtml(runs, strip_pngs));
    } catch (const std::exception& e) {
        return reportFailure(err, "accept", e.what());
    }

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
            s << m.id << ' ' << std::fixed << std::setprecision(2) << (m.value ? *m.value : 0.0) << ' ' << m.unit
              << " (" << verdictName(m.verdict) << ')';
            worst += (worst.empty() ? "" : ", ") + s.str();
        };
        for (const MetricResult& m : run.gait.overall.metrics) add(m);
        for (const auto& a : run.animations)
            for (const MetricResult& m : a.second.metrics) add(m);
        out << std::setw(24) << run.art << std::setw(26) << run.scenario << std::setw(9) << verdictName(v)
            << (worst.empty() ? "-" : worst) << '\n';
    }
    out << "report: " << options.out << "/report.html (and report.json)\n";
    return failed ? 1 : 0;
}

}  // namespace gaitlab

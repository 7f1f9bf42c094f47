#include "app/cli.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "app/assetgen/gen_assets.h"
#include "app/client/client.h"
#include "app/client/recent_files.h"
#include "app/commands/accept_command.h"
#include "app/commands/bake_command.h"
#include "app/commands/cli_values.h"
#include "app/commands/contacts_command.h"
#include "app/commands/derive_deltas_command.h"
#include "app/commands/export_frm_command.h"
#include "app/commands/inspect_command.h"
#include "app/commands/pose_command.h"
#include "app/headless/headless_render.h"
#include "app/headless/stress_scene.h"
#include "app/scene/scenarios.h"
#include "engine/base/file_read.h"
#include "engine/base/shortened_path.h"
#include "engine/formats/sprite_import.h"
#include "engine/world/scenario.h"
#include "engine/world/scenario_file.h"
#include "render/camera.h"

namespace gaitlab {

namespace {

constexpr int kBadInput = 2;
constexpr int64_t kMaxSeed = 4294967295;  // the seeds are 32-bit
constexpr int64_t kMaxFrames = 1000000000;

/// Parses "WxH" into positive width and height; false on anything else.
bool parseSize(const std::string& text, int& width, int& height) {
    int w = 0;
    int h = 0;
    char x = 0;
    char extra = 0;
    if (std::sscanf(text.c_str(), "%d%c%d%c", &w, &x, &h, &extra) != 3 || (x != 'x' && x != 'X')) return false;
    if (w <= 0 || h <= 0 || w > 8192 || h > 8192) return false;
    width = w;
    height = h;
    return true;
}

/// CLI11 validator for --size.
struct SizeValidator : CLI::Validator {
    SizeValidator() {
        name_ = "SIZE";
        func_ = [](const std::string& text) {
            int w = 0;
            int h = 0;
            return parseSize(text, w, h) ? std::string()
                                         : "expected WxH with 1..8192 pixels each, got '" + shortenedPath(text) + "'";
        };
    }
};

/// Parses "X,Y" (map pixels, each -1000000..1000000) into a camera centre; false on anything else.
bool parseCameraCentre(const std::string& text, ipos& centre) {
    int x = 0;
    int y = 0;
    char comma = 0;
    char extra = 0;
    if (std::sscanf(text.c_str(), "%d%c%d%c", &x, &comma, &y, &extra) != 3 || comma != ',') return false;
    if (std::abs(x) > 1000000 || std::abs(y) > 1000000) return false;
    centre = ipos(x, y);
    return true;
}

/// CLI11 validator for `render --camera`.
struct CameraCentreValidator : CLI::Validator {
    CameraCentreValidator() {
        name_ = "X,Y";
        func_ = [](const std::string& text) {
            ipos centre(0);
            return parseCameraCentre(text, centre)
                       ? std::string()
                       : "expected X,Y in map pixels, each -1000000..1000000, got '" + shortenedPath(text) + "'";
        };
    }
};

/// CLI11 validator for `render --markers`: planted, onion and labels, comma-separated.
struct RenderMarkersValidator : CLI::Validator {
    RenderMarkersValidator() {
        name_ = "LIST";
        func_ = [](const std::string& text) {
            RenderOptions scratch;
            return parseRenderMarkers(text, scratch);
        };
    }
};

/// CLI11 validator for `render --record-scale`: 1..8, or 1/2..1/8.
struct FrameScaleValidator : CLI::Validator {
    FrameScaleValidator() {
        name_ = "SCALE";
        func_ = [](const std::string& text) { return parseFrameScale(text).error; };
    }
};

/// CLI11 validator for `render --scenario` and `--route`: a built-in scenario's name, or a scenario file that reads
/// (engine/world/scenario_file.h), whose error (file and JSON path) is the message.
struct ScenarioValidator : CLI::Validator {
    ScenarioValidator() {
        name_ = "SCENARIO";
        func_ = [](const std::string& text) {
            if (makeScenario(text) || isStressScenario(text)) return std::string();
            if (!isScenarioFileArgument(text)) {
                std::string names;
                for (const std::string& name : scenarioNames()) names += (names.empty() ? "" : ", ") + name;
                names += std::string(", ") + kStressScenario;
                return "expected a scenario (one of " + names + ") or a scenario file ending in .json, got '" +
                       shortenedPath(text) + "'";
            }
            try {
                (void)loadScenarioFile(text);
            } catch (const std::exception& e) {
                return std::string(e.what());
            }
            return std::string();
        };
    }
};

/// CLI11 validator for sprite file arguments: the file (without a `#selector`, engine/formats/sprite_import.h) exists, as
/// CLI::ExistingFile says it.
struct SpriteFileValidator : CLI::Validator {
    SpriteFileValidator() {
        name_ = "FILE";
        func_ = [](const std::string& text) {
            const std::string file = splitSpritePath(text).file;
            std::error_code ec;
            if (!std::filesystem::exists(file, ec)) return "File does not exist: " + file;
            if (std::filesystem::is_directory(file, ec)) return "File is actually a directory: " + file;
            return std::string();
        };
    }
};

// Levenshtein distance of two short words (a subcommand and what was typed).
std::size_t editDistance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = up;
        }
    }
    return row[b.size()];
}

// The client is started with sprite files only when every one is a file; a word that is no file and looks like a
// subcommand (a typo such as `inpsect`) is reported as an unknown command with the nearest subcommand.
std::string checkClientFiles(const CLI::App& app, const std::vector<std::string>& files) {
    for (const std::string& file : files) {
        const std::string reason = notRegularFileReason(file);
        if (reason.empty()) continue;
        const bool word = file.find_first_of("/\\.") == std::string::npos;
        if (word && reason == "does not exist") {
            std::string nearest;
            std::size_t best = 3;  // at most two edits away
            for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) {
                if (const std::size_t d = editDistance(file, sub->get_name()); d < best) {
                    best = d;
                    nearest = sub->get_name();
                }
            }
            std::string names;
            for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
                names += (names.empty() ? "" : ", ") + sub->get_name();
            return "unknown command '" + shortenedPath(file) + "'" +
                   (nearest.empty() ? "" : "; did you mean '" + nearest + "'?") + " (commands: " + names +
                   "; a sprite file to open must exist)";
        }
        return shortenedPath(file) + ": " + reason;
    }
    return {};
}

}  // namespace

int runCli(int argc, char** argv) { return runCli(argc, argv, std::cout, std::cerr); }

namespace {

/// The first option in argv that takes a value but is followed by another option, or ends the line: its message
/// ("--pace: expected a value, got the option --out"), or "".
std::string optionWithoutValue(const CLI::App& app, int argc, char** argv) {
    // Every option of the program and its subcommands, by each of its names.
    std::vector<const CLI::Option*> options;
    const auto collect = [&options](const CLI::App& a) {
        for (const CLI::Option* o : a.get_options()) options.push_back(o);
    };
    collect(app);
    for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) collect(*sub);
    const auto find = [&options](const std::string& arg) -> const CLI::Option* {
        const std::string name = arg.substr(0, arg.find('='));
        if (name.size() < 2 || name[0] != '-') return nullptr;
        for (const CLI::Option* o : options)
            if (o->check_name(name)) return o;
        return nullptr;
    };
    for (int i = 1; i + 1 < argc; ++i) {
        const std::string arg = argv[i];
        const CLI::Option* o = find(arg);
        if (!o || o->get_items_expected_min() == 0 || arg.find('=') != std::string::npos) continue;
        if (find(argv[i + 1])) return arg + ": expected a value, got the option " + argv[i + 1];
    }
    if (argc > 1) {
        const std::string last = argv[argc - 1];
        const CLI::Option* o = find(last);
        if (o && o->get_items_expected_min() != 0 && last.find('=') == std::string::npos)
            return last + ": expected a value, got nothing";
    }
    return {};
}

}  // namespace

int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    std::vector<std::string> storage{"gaitlab"};
    storage.insert(storage.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (std::string& arg : storage) argv.push_back(arg.data());
    argv.push_back(nullptr);
    return runCli(static_cast<int>(storage.size()), argv.data(), out, err);
}

int runCli(int argc, char** argv, std::ostream& out, std::ostream& err) {
    CLI::App app{"gaitlab: real-time preview of 2D sprite walk cycles on hex maps"};
    app.require_subcommand(0, 1);
    // CLI11 reads /h and /out as options on Windows: a path from the root (/art/walk.frm) would be taken for one.
    app.allow_windows_style_options(false);

    ClientOptions client;
    std::string client_size = std::to_string(client.width) + "x" + std::to_string(client.height);
    app.add_option("--assets", client.asset_dir, "asset folder holding critters/, tiles/ and maps/")
        ->check(CLI::ExistingDirectory);
    app.add_option("--map", client.map_file, "map JSON (default <assets>/maps/demo.json)")->check(CLI::ExistingFile);
    app.add_option("--zoom", client.zoom, "initial integer zoom")
        ->check(IntegerRange(kMinZoom, kMaxZoom))
        ->capture_default_str();
    CLI::Option* size_option =
        app.add_option("--size", client_size,
                       "window size WxH in pixels (default: 1280x800, less what does not fit the "
                       "display's usable area)")
            ->check(SizeValidator())
            ->capture_default_str();
    app.add_option("--seed", client.seed, "random seed of the wanderers")
        ->check(IntegerRange(0, kMaxSeed))
        ->capture_default_str();
    app.add_option("--frames", client.max_frames, "quit after N frames (0 = run until closed)")
        ->check(IntegerRange(0, kMaxFrames));
    app.add_option("--screenshot", client.screenshot, "with --frames: save the last frame to this PNG");
    CLI::Option* frame_ms_option =
        app.add_option("--frame-ms", client.fixed_frame_ms,
                       "with --frames: each frame advances this many ms of simulated time instead of the clock's, so "
                       "the screenshot is the same every run")
            ->check(CLI::Range(1.0, 250.0));
    app.add_option(
           "--route", client.route,
           "start a scenario of `gaitlab render` at launch (a demo route on the selected critter, tactics, "
           "states: the state machine timeline, sheet-ops, stress: --units critters and units, or a scenario file "
           "FILE.json)")
        ->check(ScenarioValidator());
    app.add_option("--units", client.units, "with --route stress: critters and tactics units of the stress scene")
        ->check(IntegerRange(1, kMaxStressUnits))
        ->capture_default_str();
    app.add_option("files", client.files,
                   "sprite files to open (.fofrm, .frm, .fr0-.fr5, a baked sprite resource, Aseprite .json#tag, Flare "
                   ".txt#anim, .png#NxM)");
    app.add_option("--palette", client.palette, "palette (.pal) for the FRM and FR0-FR5 files opened")
        ->check(CLI::ExistingFile);
    std::string layout_file;
    CLI::Option* layout_option = app.add_option(
        "--layout", layout_file,
#ifdef _WIN32
        "panel layout file (default %APPDATA%\\gaitlab\\layout.ini; none with --frames); 'none': the default layout, "
#else
        "panel layout file (default ~/.config/gaitlab/layout.ini; none with --frames); 'none': the default layout, "
#endif
        "nothing written; a file that is not a gaitlab layout is neither read nor written");

    RenderOptions render;
    std::string render_size = std::to_string(render.width) + "x" + std::to_string(render.height);
    bool no_overlay = false;
    bool no_grid = false;
    bool no_markers = false;
    bool no_path = false;
    std::string render_camera;
    CLI::App* render_cmd = app.add_subcommand("render", "run a scenario headless and write PNG frames and a trace");
    render_cmd->add_option("--scenario", render.scenario, "scenario to run: a name or a scenario file FILE.json")
        ->check(ScenarioValidator())
        ->capture_default_str();
    CLI::Option* seconds_option =
        render_cmd->add_option("--seconds", render.seconds, "simulated seconds (default: a scenario file's seconds)")
            ->check(NumberRange(0.01, 3600.0, "0.01", "3600"))
            ->capture_default_str();
    render_cmd->add_option("--units", render.units, "with --scenario stress: critters and tactics units")
        ->check(IntegerRange(1, kMaxStressUnits))
        ->capture_default_str();
    render_cmd->add_option("--out", render.out_dir, "output folder (created when missing)")->required();
    CLI::Option* zoom_option =
        render_cmd->add_option("--zoom", render.zoom, "integer zoom (default: a scenario file's zoom)")
            ->check(IntegerRange(kMinZoom, kMaxZoom))
            ->capture_default_str();
    render_cmd->add_option("--size", render_size, "capture size WxH in pixels")
        ->check(SizeValidator())
        ->capture_default_str();
    render_cmd
        ->add_option("--camera", render_camera,
                     "camera centre X,Y in map pixels, held for the whole render (default: frame the selected "
                     "critter's sprite)")
        ->check(CameraCentreValidator());
    render_cmd->add_option("--every", render.every, "save a frame every N ticks of 10 ms")
        ->check(IntegerRange(1, 100000))
        ->capture_default_str();
    render_cmd->add_option("--assets", render.asset_dir, "asset folder")->check(CLI::ExistingDirectory);
    render_cmd->add_option("--map", render.map_file, "map JSON")->check(CLI::ExistingFile);
    render_cmd->add_option("--seed", render.seed, "random seed of the wanderers")
        ->check(IntegerRange(0, kMaxSeed))
        ->capture_default_str();
    render_cmd->add_option("files", render.files, "sprite files: the first walks and runs as the selected critter")
        ->check(SpriteFileValidator());
    render_cmd->add_option("--walk", render.walk_file, "sprite file for the selected critter's walk")
        ->check(SpriteFileValidator());
    render_cmd->add_option("--run", render.run_file, "sprite file for its run")->check(SpriteFileValidator());
    render_cmd->add_option("--idle", render.idle_file, "sprite file for its idle (default: the walk's first frame)")
        ->check(SpriteFileValidator());
    render_cmd->add_option("--palette", render.palette, "palette (.pal) for the FRM and FR0-FR5 files")
        ->check(CLI::ExistingFile);
    render_cmd->add_flag("--no-overlay", no_overlay, "leave the ImGui panels out of the frames");
    render_cmd->add_flag("--no-grid", no_grid, "leave the hex grid out");
    render_cmd->add_flag("--no-markers", no_markers, "leave the aligner markers out");
    render_cmd->add_flag("--no-path", no_path, "leave the selected critter's path line out");
    std::string render_markers;
    std::string record_scale = "1";
    render_cmd
        ->add_option("--markers", render_markers,
                     "the client's gait overlays in every frame: planted (feet and slide), onion (skin), labels "
                     "(tick, frame, phase, slide), comma-separated")
        ->check(RenderMarkersValidator());
    render_cmd->add_option("--gif", render.gif_file, "also write the frames as an animated GIF (giflib)");
    render_cmd->add_option("--webp", render.webp_file, "also write the frames as an animated WebP (libwebp, lossless)");
    CLI::Option* record_scale_option =
        render_cmd->add_option("--record-scale", record_scale, "scale of the GIF and WebP: 1..8, or 1/2..1/8")
            ->check(FrameScaleValidator())
            ->capture_default_str();
    CLI::Option* webp_quality_option =
        render_cmd
            ->add_option("--webp-quality", render.webp_quality,
                         "a lossy WebP at this quality 0..100 (pixel art is usually smaller lossless)")
            ->check(CLI::Validator(
                [](const std::string& text) {
                    char* end = nullptr;
                    const float q = std::strtof(text.c_str(), &end);
                    return end != text.c_str() && *end == '\0' && q >= 0.0f && q <= 100.0f
                               ? std::string()
                               : "expected a quality 0..100, got '" + shortenedPath(text) + "'";
                },
                "Q"));

    // No default folder: the source tree's assets/ holds the user's edits (hot reload), so the folder is named.
    std::string gen_out;
    bool gen_force = false;
    CLI::App* gen_cmd = app.add_subcommand("gen-assets", "generate the humanoid sprites, tiles and demo map");
    gen_cmd->add_option("--out", gen_out, "output folder (files holding other bytes are never replaced)")->required();
    gen_cmd->add_flag("--force", gen_force, "replace files an earlier `gaitlab gen-assets` wrote, if unchanged");

    InspectOptions inspect;
    CLI::App* inspect_cmd = addInspectCommand(app, inspect);
    BakeOptions bake;
    CLI::App* bake_cmd = addBakeCommand(app, bake);
    ExportFrmOptions export_frm;
    CLI::App* export_frm_cmd = addExportFrmCommand(app, export_frm);
    PoseOptions pose;
    CLI::App* pose_cmd = addPoseCommand(app, pose);
    ContactsOptions contacts;
    CLI::App* contacts_cmd = addContactsCommand(app, contacts);
    AcceptCommandOptions accept;
    CLI::App* accept_cmd = addAcceptCommand(app, accept);
    DeriveDeltasOptions derive;
    CLI::App* derive_cmd = addDeriveDeltasCommand(app, derive);

    try {
        // CLI11 takes the next word as an option's value even when it is another option ("--pace --out o" would
        // pace "--out" and make "o" a file): an option followed by another option has no value.
        if (std::string missing = optionWithoutValue(app, argc, argv); !missing.empty()) {
            err << "gaitlab: " << missing << '\n';
            return kBadInput;
        }
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        // Top-level --help lists every subcommand's options too; `gaitlab render --help` shows one.
        out << (app.get_subcommands().empty() ? app.help("", CLI::AppFormatMode::All)
                                              : app.get_subcommands().front()->help());
        return 0;
    } catch (const CLI::ParseError& e) {
        const int code = app.exit(e, out, err);
        return code == 0 ? 0 : kBadInput;
    }

    if (*render_cmd) {
        parseSize(render_size, render.width, render.height);
        render.seconds_given = seconds_option->count() > 0;
        render.zoom_given = zoom_option->count() > 0;
        render.overlay = !no_overlay;
        render.draw.grid = !no_grid;
        render.draw.markers = !no_markers;
        render.draw.path = !no_path;
        if (ipos centre(0); !render_camera.empty() && parseCameraCentre(render_camera, centre)) render.camera = centre;
        if (!render_markers.empty()) (void)parseRenderMarkers(render_markers, render);
        render.record_scale = parseFrameScale(record_scale).scale;
        // Options of a recording that none was asked for: said, since they change nothing.
        if (render.gif_file.empty() && render.webp_file.empty() &&
            (record_scale_option->count() > 0 || webp_quality_option->count() > 0))
            std::cerr << "gaitlab render: warning: --record-scale and --webp-quality apply to --gif and --webp, "
                         "and neither was given\n";
        if (render.webp_file.empty() && !render.gif_file.empty() && webp_quality_option->count() > 0)
            std::cerr << "gaitlab render: warning: --webp-quality applies to --webp, which was not given\n";
        return runHeadlessRender(render, std::cerr) == 0 ? 0 : kBadInput;
    }
    if (*inspect_cmd) return runInspect(inspect, out, err);
    if (*bake_cmd) return runBake(bake, out, err);
    if (*export_frm_cmd) return runExportFrm(export_frm, out, err);
    if (*pose_cmd) return runPose(pose, out, err);
    if (*contacts_cmd) return runContacts(contacts, out, err);
    if (*accept_cmd) return runAccept(accept, out, err);
    if (*derive_cmd) return runDeriveDeltas(derive, out, err);
    if (*gen_cmd) return generateAssets(gen_out, std::cout, gen_force) == 0 ? 0 : kBadInput;
    if (std::string problem = checkClientFiles(app, client.files); !problem.empty()) {
        err << "gaitlab: " << problem << '\n';
        return kBadInput;
    }
    parseSize(client_size, client.width, client.height);
    client.fit_display = size_option->count() == 0;
    // A scripted run (--frames) starts from the default layout unless a file is named: its screenshot is reproducible.
    if (layout_option->count() > 0)
        client.layout_file = layout_file == "none" ? std::string() : layout_file;
    else if (client.max_frames == 0)
        client.layout_file = defaultLayoutFile();
    if (client.max_frames == 0) client.recent_file = defaultRecentFile();  // a scripted run leaves the list alone
    if (frame_ms_option->count() > 0 && client.max_frames == 0) {
        err << "gaitlab: warning: --frame-ms applies with --frames; a window used by hand runs on the clock\n";
        client.fixed_frame_ms = 0.0;
    }
    return runClient(client) == 0 ? 0 : kBadInput;
}

}  // namespace gaitlab

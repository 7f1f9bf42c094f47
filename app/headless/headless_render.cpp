#include "app/headless/headless_render.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <optional>

#include <SDL.h>

#include "app/assets/accept_art.h"
#include "app/assets/asset_library.h"
#include "app/files/image_file.h"
#include "app/files/output_file.h"
#include "app/files/platform_files.h"
#include "app/files/render_outputs.h"
#include "app/files/stop_signal.h"
#include "app/files/terminal_text.h"
#include "app/headless/montage_labels.h"
#include "app/headless/stress_scene.h"
#include "app/panels/overlay.h"
#include "app/panels/panel_layout.h"
#include "app/panels/panels.h"
#include "app/recording/recording_files.h"
#include "app/recording/recording_frame.h"
#include "app/scene/art_colours.h"
#include "app/scene/frame.h"
#include "app/scene/gait_tracker.h"
#include "app/scene/gl_window.h"
#include "app/scene/headless_framing.h"
#include "app/scene/headless_gl.h"
#include "app/scene/onion_skin.h"
#include "app/scene/scenario_files.h"
#include "app/scene/scenarios.h"
#include "app/scene/sheet_ops_demo.h"
#include "engine/world/scenario.h"
#include "engine/world/scenario_file.h"
#include "engine/world/trace.h"
#include "engine/world/world.h"
#include "engine/world/world_history.h"
#include "render/offscreen_target.h"
#include "render/renderer.h"

namespace gaitlab {

namespace {

constexpr int kMontageMaxSide = 2048;  // keeps the montage quick to write and to open

int failRender(std::ostream& log, const std::string& message) {
    log << "gaitlab render: " << terminalText(message) << '\n';
    return 2;
}

/// "frame_00100.png": the frame saved after tick `tick`.
std::string frameFileName(int tick) {
    char name[32];
    std::snprintf(name, sizeof name, "frame_%05d.png", tick);
    return name;
}

/// The output rules of --gif and --webp: never one of the run's inputs, never a file render did not write.
OutputGuard recordingGuard(const RenderOptions& options) {
    OutputGuard guard("render", true);
    for (const std::string& input : options.files) guard.addInput(input);
    for (const std::string* input : {&options.walk_file, &options.run_file, &options.idle_file, &options.palette,
                                     &options.map_file, &options.scenario})
        if (!input->empty()) guard.addInput(*input);
    return guard;
}

/// `path` with its links followed, also one that points at nothing yet (at most 40, as the system does).
std::filesystem::path linkTarget(std::filesystem::path path) {
    namespace fs = std::filesystem;
    std::error_code ec;
    for (int hops = 0; hops < 40 && fs::is_symlink(fs::symlink_status(path, ec)); ++hops) {
        const fs::path to = fs::read_symlink(path, ec);
        if (ec) break;
        path = to.is_absolute() ? to : path.parent_path() / to;
    }
    return path;
}

/// What is wrong with --gif and --webp before anything runs: the same file twice, a folder that does not exist or
/// cannot be written, one of the files render writes into --out (`names`), frames larger than a recording holds;
/// "" when nothing is.
std::string recordingTargetProblem(const RenderOptions& options, const std::vector<std::string>& names) {
    namespace fs = std::filesystem;
    if (!options.gif_file.empty() && !options.webp_file.empty() &&
        fs::weakly_canonical(options.gif_file) == fs::weakly_canonical(options.webp_file))
        return "--gif and --webp name the same file " + options.gif_file + "; nothing was written";
    for (const auto& [option, path] :
         {std::pair{"--gif", &options.gif_file}, std::pair{"--webp", &options.webp_file}}) {
        if (path->empty()) continue;
        // Through a link, the file it names: a link to render-files.txt is render-files.txt, even before it exists.
        const fs::path target = linkTarget(*path);
        const std::string file = target.filename().string();
        if (isSameOrInside(target, options.out_dir) &&
            (file == "render-files.txt" || std::find(names.begin(), names.end(), file) != names.end()))
            return std::string(option) + " " + *path + " would be one of the files render writes into --out " +
                   options.out_dir + "; nothing was written";
        // The --out folder is made by the run; any other folder must be there already.
        const fs::path folder = fs::path(*path).parent_path().empty() ? fs::path(".") : fs::path(*path).parent_path();
        std::error_code ec;
        const bool made_by_the_run = isSameOrInside(options.out_dir, folder);
        if (!fs::is_directory(folder, ec) && !made_by_the_run)
            return std::string(option) + " " + *path + ": the folder " + folder.string() +
                   " does not exist; nothing was written";
        if (!made_by_the_run && !folderWritable(folder))
            return std::string(option) + " " + *path + ": the folder " + folder.string() + " cannot be written (" +
                   std::strerror(errno) + "); nothing was written";
    }
    const long long w = static_cast<long long>(options.width) * options.record_scale.up / options.record_scale.down;
    const long long h = static_cast<long long>(options.height) * options.record_scale.up / options.record_scale.down;
    const long long side = w > h ? w : h;
    if (side > 16383)
        return "--size " + std::to_string(options.width) + "x" + std::to_string(options.height) +
               " with --record-scale makes frames of " + std::to_string(w) + "x" + std::to_string(h) +
               " px; a recording's frames are at most 16383 px a side; nothing was written";
    if (static_cast<unsigned long long>(w * h * 4) > kRenderRecordingMaxBytes)
        return "--size " + std::to_string(options.width) + "x" + std::to_string(options.height) +
               " with --record-scale makes one frame larger than the recording's " +
               byteSizeText(static_cast<long long>(kRenderRecordingMaxBytes)) + "; nothing was written";
    return {};
}

}  // namespace

std::string parseRenderMarkers(const std::string& list, RenderOptions& options) {
    std::size_t at = 0;
    while (at <= list.size()) {
        const std::size_t comma = std::min(list.find(',', at), list.size());
        const std::string name = list.substr(at, comma - at);
        if (name == "planted")
            options.planted = true;
        else if (name == "onion")
            options.onion = true;
        else if (name == "labels")
            options.labels = true;
        else
            return "'" + name + "' is not one of planted, onion, labels";
        at = comma + 1;
    }
    return {};
}

int runHeadlessRender(const RenderOptions& given, std::ostream& log) {
    if (isStressScenario(given.scenario)) {
        if (!given.gif_file.empty() || !given.webp_file.empty() || given.planted || given.onion || given.labels)
            return failRender(log,
                              "--gif, --webp and --markers are not made for the stress scene (it writes frame "
                              "times, not frames); nothing was written");
        return runStressRender(given, log);
    }
    RenderOptions options = given;
    // A scenario file: read now, so a broken one is an error before anything is written; it is read again where
    // it starts. Its seconds and zoom apply where the command line gave none.
    std::string builtin = options.scenario;  // the built-in scenario that runs, if any
    if (!makeScenario(options.scenario) && isScenarioFileArgument(options.scenario)) {
        try {
            const ScenarioSpec spec = loadScenarioFile(options.scenario);
            if (!options.seconds_given) options.seconds = spec.seconds;
            if (!options.zoom_given && spec.zoom) options.zoom = *spec.zoom;
            builtin = spec.builtin;
            // What the file says that the program reads otherwise (a duplicate key, a pace it cannot keep).
            for (const std::string& w : spec.warnings) log << "gaitlab render: warning: " << w << '\n';
        } catch (const std::exception& e) {
            return failRender(log, e.what());
        }
    } else if (!makeScenario(options.scenario)) {
        std::string names;
        for (const std::string& name : scenarioNames()) names += (names.empty() ? "" : ", ") + name;
        return failRender(log, "unknown scenario '" + options.scenario + "' (one of " + names +
                                   ", or a scenario file ending in .json)");
    }
    if (!(options.seconds > 0.0) || options.seconds > 3600.0) return failRender(log, "--seconds must be in (0, 3600]");
    if (options.zoom < kMinZoom || options.zoom > kMaxZoom) return failRender(log, "--zoom must be 1..8");
    if (options.width <= 0 || options.height <= 0) return failRender(log, "--size must be positive");
    if (options.every < 1) return failRender(log, "--every must be >= 1");
    const auto ticks = static_cast<int>(std::lround(options.seconds * 1000.0 / static_cast<double>(World::kTickMs)));
    if (options.every > ticks)
        return failRender(log, "--every " + std::to_string(options.every) + " is longer than the run (" +
                                   std::to_string(ticks) + " ticks of " + std::to_string(World::kTickMs) +
                                   " ms): no frame and no montage would be written");
    const bool recording = !options.gif_file.empty() || !options.webp_file.empty();
    if (recording && options.every * World::kTickMs < kMinFrameMs)
        return failRender(log, "--every " + std::to_string(options.every) + " gives frames of " +
                                   std::to_string(options.every * World::kTickMs) + " ms; a GIF or WebP frame shows " +
                                   std::to_string(kMinFrameMs) + " ms or more (--every " +
                                   std::to_string((kMinFrameMs + World::kTickMs - 1) / World::kTickMs) + " or more)");
    if (options.webp_quality > 100.0f) return failRender(log, "--webp-quality must be 0..100");
    OutputGuard recording_guard = recordingGuard(options);
    if (recording) {
        std::vector<std::string> targets;
        for (const std::string* t : {&options.gif_file, &options.webp_file})
            if (!t->empty()) targets.push_back(*t);
        if (std::string refused = recording_guard.refusals(targets); !refused.empty()) return failRender(log, refused);
    }
    // Frames of an earlier run in the same folder would mix with this run's (and its montage): the files that run
    // listed go, nothing else. Every file the run will write is listed before the first is written.
    std::vector<std::string> names{"trace.csv", "trace.json", "montage.png"};
    if (builtin == "sheet-ops") names.emplace_back("sheet_ops.json");
    for (int tick = options.every; tick <= ticks; tick += options.every) names.push_back(frameFileName(tick));
    if (recording)
        if (std::string refused = recordingTargetProblem(options, names); !refused.empty())
            return failRender(log, refused);
    RenderOutputs outputs;
    if (std::string refused = openRenderFolder(options.out_dir, names, outputs, log); !refused.empty())
        return failRender(log, refused);

    // The panels need room beside the sprite: in a small capture they would cover it (DECISIONS "Panel layout").
    const bool overlay = options.overlay && options.width >= kOverlayMinWidth && options.height >= kOverlayMinHeight;
    if (options.overlay && !overlay)
        log << "overlay left out: the " << options.width << "x" << options.height << " capture is smaller than "
            << kOverlayMinWidth << "x" << kOverlayMinHeight << ", where the panels would cover the sprite\n";

    std::string error;
    HeadlessGl gl = createHeadlessGl(options.width, options.height, overlay, log, error);
    if (!ready(gl)) return failRender(log, error);
    GlWindow* window = gl.window.get();
    Renderer* renderer = gl.renderer.get();
    OffscreenTarget* target = gl.target.get();

    auto assets = std::make_shared<AssetLibrary>(options.asset_dir, options.map_file, &log);
    assets->loadAll();  // errors are logged; placeholders keep the render going
    World world(assets, assets->map(), options.seed);
    if (std::string start_error = startNamedScenario(world, *assets, options.scenario); !start_error.empty()) {
        // Only the sheet-ops scenario has nothing to show without its sheets, and a scenario file that cannot
        // start (its art or its hexes) is the file's error; the others leave the world running.
        if (builtin == "sheet-ops" || builtin != options.scenario) return failRender(log, start_error);
        log << "gaitlab render: " << start_error << '\n';
    }
    // The user's art walks as the selected critter, over what the scenario assigned (as in the client).
    if (!options.palette.empty()) assets->setPalette(options.palette);
    ArtSet art;
    art.walk_file = !options.walk_file.empty() ? options.walk_file : options.files.empty() ? "" : options.files.front();
    art.run_file = options.run_file.empty() && options.walk_file.empty() ? art.walk_file : options.run_file;
    if (art.run_file == art.walk_file) art.run_file.clear();
    art.idle_file = options.idle_file;
    if (!art.walk_file.empty() || !art.run_file.empty() || !art.idle_file.empty()) {
        if (std::string art_error = assignArtSet(*assets, art, world.selected()); !art_error.empty())
            return failRender(log, art_error);
        // Art with a type definition of its own remakes the critter (DECISIONS "Critter types"), which drops what
        // the scenario gave it at its start: the scenario starts again, on the remade critter, at the same time.
        std::vector<std::shared_ptr<const anim::StateMachineDef>> before;
        for (const WorldCritter& critter : world.critters()) before.push_back(critter.states);
        world.syncAssets();
        bool remade = false;
        for (std::size_t i = 0; i < before.size(); ++i) remade = remade || world.critters()[i].states != before[i];
        if (remade && world.scenario() != nullptr)
            if (std::string again = world.startScenario(world.scenario()->clone()); !again.empty())
                return failRender(log, again);
    }
    // The frames show what the client shows for this scenario: its default layout with the scenario's panel open,
    // and Demo routes, which names the scenario and its clock as the client's status bar does.
    panelLayout(nullptr).open(PanelId::Routes);
    for (const PanelId id : scenarioPanels(builtin)) panelLayout(nullptr).open(id);
    if (builtin == "sheet-ops" && !writeSheetOpsReport(*assets, options.out_dir, error)) return failRender(log, error);

    TraceWriter trace;
    if (!trace.open(options.out_dir, error)) return failRender(log, error);

    const int expected_frames = std::max(1, ticks / options.every);
    const int columns = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(expected_frames))));
    const int sheet_factor = labelledMontageFactor(options.width, options.height, expected_frames, columns,
                                                   kMontageMaxSide, kMontageMaxSide);
    std::vector<RgbaImage> thumbnails;
    std::vector<std::vector<std::string>> labels;  // one per thumbnail: tick, frame, phase, sheet
    bool said_larger = false;
    const ipos viewport(options.width, options.height);

    const FrameThumbFn thumbnails_from_atlas = atlasThumbnails(*renderer, *assets);
    // The client's gait tools, when their overlays are asked for: the planted feet from the gait window, the onion
    // skin from the recorded ticks (DECISIONS "Stepping back").
    const bool gait_tools = options.planted || options.onion || options.labels;
    GaitTracker gait(*assets);
    WorldHistory history;
    OnionSkin onion;
    GaitOverlay shown_gait;  // the last frame's, for its caption
    if (gait_tools) gait.watch({world.selected()});
    // One frame of the client's (app/scene/frame.h): `count` ticks, each traced, then the map and the overlay.
    FrameSteps steps;
    steps.after_tick = [&](const World& w) {
        trace.add(traceRow(w));
        if (gait_tools) gait.afterTick(w);
        if (options.onion) history.record(w);
    };
    if (gait_tools)
        steps.gait = [&](const World& w) {
            shown_gait = {};
            if (options.onion) shown_gait.onion = onion.poses(w, history, static_cast<double>(w.nowMs()) / 1000.0);
            if ((options.planted || options.labels) && !w.critters().empty() && !w.selectedUnit())
                shown_gait.planted = gait.plantedMarkers(w.selected());
            GaitOverlay drawn = shown_gait;
            if (!options.planted) drawn.planted.clear();
            return drawn;
        };
    steps.stop = [] { return stopRequested(); };
    steps.draw = options.draw;
    steps.camera = [&](const World& w) {
        // --zoom wins; else a scenario file's zoom and zoom steps (Scenario::zoom), else the default.
        const std::optional<int> scenario_zoom = scenarioZoom(w);
        const int zoom = !options.zoom_given && scenario_zoom ? *scenario_zoom : options.zoom;
        // A given --camera holds; else the selected sprite is framed (DECISIONS "Headless framing").
        if (options.camera) {
            Camera held;
            held.centre = glm::vec2(*options.camera);
            held.zoom = zoom;
            return held;
        }
        const Framing framing = frameSelected(w, *assets, zoom, viewport);
        if (framing.larger && !said_larger) {
            said_larger = true;
            log << "gaitlab render: the selected sprite (" << framing.box->max.x - framing.box->min.x << "x"
                << framing.box->max.y - framing.box->min.y << " map pixels at zoom " << framing.camera.clampedZoom()
                << ", with a " << kFramingMarginPx << " px margin) is larger than the capture (" << options.width << "x"
                << options.height << "); frames are centred on it\n";
        }
        return framing.camera;
    };
    if (overlay)
        steps.overlay = [&] {
            // A panel fits the content it had in the frame before: a pass that draws nothing sizes them to this
            // tick's values, which may be many ticks after the last capture.
            window->beginImGuiFrame();
            drawOverlay(world, *assets, nullptr, thumbnails_from_atlas, renderer->errors());
            window->endImGuiFrame();
            window->beginImGuiFrame();
            drawOverlay(world, *assets, nullptr, thumbnails_from_atlas, renderer->errors());
            window->renderImGui();
        };
    const auto renderFrame = [&](int count, RgbaImage* image) {
        SDL_PumpEvents();
        target->bind();
        steps.ticks = count;
        const int ran_now = runFrame(world, *assets, *renderer, viewport, steps).ticks_run;
        for (const ErrorRecord& record : renderer->takeNewErrors()) log << "render error: " << record.message << '\n';
        if (image != nullptr) *image = target->readback();
        OffscreenTarget::unbind();
        return ran_now;
    };
    // ImGui shows windows from its second frame on (B4.3): warm up before the first capture.
    if (overlay)
        for (int i = 0; i < 2; ++i) (void)renderFrame(0, nullptr);

    int saved = 0;
    int ran = 0;
    SpilledFrames recorded;  // on disk as they come: memory holds a frame, whatever the length
    bool recording_full = false;
    while (ran + options.every <= ticks && !stopRequested()) {
        RgbaImage image;
        const int ran_now = renderFrame(options.every, &image);
        ran += ran_now;
        if (ran_now < options.every) break;  // stopped part way: that frame is not the tick it would be named for
        std::vector<std::string> caption;
        if (options.labels) {
            std::string line;
            for (const std::string& field : labelFields(traceRow(world), ran, world.geometry().dirCount()))
                line += (line.empty() ? "" : "  ") + field;
            caption.push_back(line);
            if (std::string slide = slideField(shown_gait.planted); !slide.empty()) caption.push_back(slide);
        }
        if (recording && !recording_full) {
            const RgbaImage frame = recordingFrame(image, std::nullopt, caption, options.record_scale);
            if (recorded.pixelBytes() + frame.pixels.size() > kRenderRecordingMaxBytes) {
                recording_full = true;
                log << "gaitlab render: the recording stops at " << recorded.size() << " frames ("
                    << byteSizeText(static_cast<long long>(kRenderRecordingMaxBytes))
                    << " of frames); a smaller --size, --record-scale 1/2 or a larger --every records all of it\n";
            } else {
                try {
                    recorded.add(frame, static_cast<int>(options.every * World::kTickMs));
                } catch (const std::exception& e) {
                    return failRender(log, e.what());
                }
            }
        }
        if (!caption.empty()) image = recordingFrame(image, std::nullopt, caption, FrameScale{});
        if (std::string save_error = writeOutputPng(options.out_dir + "/" + frameFileName(ran), image);
            !save_error.empty())
            return failRender(log, save_error);
        thumbnails.push_back(downscale(image, sheet_factor));
        labels.push_back(labelFields(traceRow(world), ran, world.geometry().dirCount()));
        ++saved;
    }
    ran += runTicks(world, ticks - ran, steps.after_tick, steps.stop);  // the ticks after the last frame
    if (!trace.finish(error)) return failRender(log, error);
    if (stopRequested()) {
        // The frames and the trace of the ticks that ran are whole files; a montage of part of the run is not made.
        reportStop(log, "gaitlab render: stopped by " + std::string(stopSignalName()) + " after " +
                            std::to_string(ran) + " of " + std::to_string(ticks) + " ticks; " + std::to_string(saved) +
                            " frames and the trace in " + options.out_dir + ", no montage\n");
        return stopExitStatus(stopSignalNumber());
    }
    if (!thumbnails.empty()) {
        const RgbaImage grid = labelledMontage(thumbnails, labels, columns);
        if (std::string save_error = writeOutputPng(options.out_dir + "/montage.png", grid); !save_error.empty())
            return failRender(log, save_error);
    }
    // The GL's buffers (the frame's size several times over) play no part in encoding: freed before it.
    // In this order: the target and the renderer free their GL objects while the window's context is current.
    gl.target.reset();
    gl.renderer.reset();
    gl.window.reset();
    if (recording && recorded.size() == 0)
        return failRender(log, "no frame was recorded, so neither the GIF nor the WebP was written");
    if (recording) {
        RecordingTargets targets;
        targets.gif = options.gif_file;
        targets.webp = options.webp_file;
        targets.keep_colours = selectedArtColours(world, *assets, kKeptArtColours);
        if (options.webp_quality >= 0.0f) {
            targets.webp_options.lossless = false;
            targets.webp_options.quality = options.webp_quality;
        }
        try {
            log << "gaitlab render: " << writeRecording(recorded, targets, &recording_guard).summary << '\n';
        } catch (const std::exception& e) {
            return failRender(log, e.what());
        }
        if (stopRequested()) {  // the signal came while the recording was written: it was finished first
            reportStop(log, "gaitlab render: stopped by " + std::string(stopSignalName()) +
                                " after the recording was written\n");
            return stopExitStatus(stopSignalNumber());
        }
    }
    if (const auto errors = assets->errors(); !errors.empty())
        log << "gaitlab render: " << errors.size() << " asset error(s) remain (logged above); placeholders drawn\n";
    // What the world refused (a definition its critters or units cannot play), with what it used instead.
    for (const ErrorRecord& record : world.errors()) log << "world error: " << record.message << '\n';
    if (std::string e = outputs.finish(); !e.empty()) log << "gaitlab render: warning: " << e << '\n';
    log << "gaitlab render: scenario " << options.scenario << ", " << ticks << " ticks, " << saved
        << " frames, trace and montage in " << terminalText(options.out_dir) << '\n';
    return 0;
}

}  // namespace gaitlab

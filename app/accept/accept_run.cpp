#include "app/accept/accept_run.h"

#include <algorithm>
#include <cmath>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <sstream>

#include "app/assets/asset_library.h"
#include "app/files/image_file.h"
#include "app/files/stop_signal.h"
#include "app/scene/gait_tracker.h"
#include "app/scene/scenario_files.h"
#include "app/scene/scenarios.h"
#include "engine/world/gait_samples.h"
#include "engine/world/unit_gait_sheets.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

std::string plantedText(const std::array<ContactFoot, 2>& feet) {
    const bool l = feet[kLeftFoot].state == FootState::Planted;
    const bool r = feet[kRightFoot].state == FootState::Planted;
    if (l && r) return "both";
    if (l) return "left";
    if (r) return "right";
    if (feet[0].state == FootState::NoContactData && feet[1].state == FootState::NoContactData)
        return "no contact data";
    return "none";
}

DirectionStrip stripFor(const std::vector<GaitSample>& samples, const GaitSeries& series, int dir,
                        const GaitSheetLookup& infos, const PixelLookup& pixel_sheets) {
    DirectionStrip out;
    out.dir = dir;
    const auto [first, last] = longestWalkingRun(samples, dir);
    if (first > last) return out;
    out.anim = samples[first].anim;
    std::vector<StripCell> cells;
    uint64_t shown = 0;
    for (std::size_t i = first; i <= last && cells.size() < static_cast<std::size_t>(kStripCells); ++i) {
        const GaitSample& s = samples[i];
        const GaitSheetInfo* info = infos(s.sheet);
        const SpriteSheet* pixels = pixel_sheets(s.sheet);
        if (!info || !pixels) break;
        const uint64_t id = info->image_ids.empty() ? static_cast<uint64_t>(s.frame)
                                                    : info->image_ids[static_cast<std::size_t>(s.frame)];
        if (!cells.empty() && id == shown) continue;
        shown = id;
        StripCell cell;
        cell.sheet = pixels;
        cell.frame = s.frame;
        cell.root = s.sprite_root;
        if (static_cast<std::size_t>(s.frame) < info->contacts.frames.size())
            cell.feet = info->contacts.frames[static_cast<std::size_t>(s.frame)].feet;
        cell.t_ms = s.t_ms;
        cell.phase = s.phase;
        if (i < series.foot_slide.size() && !std::isnan(series.foot_slide[i])) cell.slid = series.foot_slide_vector[i];
        cells.push_back(cell);
        out.labels.push_back(StripLabel{s.t_ms, s.frame, s.phase, plantedText(cell.feet)});
    }
    out.strip = drawFilmstrip(cells);
    return out;
}

/// The frames shown at the ticks before, at and after `t_ms`, each where it stood: the evidence of a metric's worst
/// tick. Empty when the tick is not among the samples or a sheet has no pixels.
Filmstrip ticksAround(const std::vector<GaitSample>& samples, int64_t t_ms, const GaitSheetLookup& infos,
                      const PixelLookup& pixel_sheets) {
    const auto at =
        std::find_if(samples.begin(), samples.end(), [t_ms](const GaitSample& s) { return s.t_ms == t_ms; });
    if (at == samples.end()) return {};
    const std::size_t i = static_cast<std::size_t>(at - samples.begin());
    std::vector<StripCell> cells;
    for (std::size_t k = i > 0 ? i - 1 : i; k <= std::min(i + 1, samples.size() - 1); ++k) {
        const GaitSample& s = samples[k];
        const SpriteSheet* pixels = pixel_sheets(s.sheet);
        if (pixels == nullptr || s.frame >= pixels->frameCount()) return {};
        StripCell cell;
        cell.sheet = pixels;
        cell.frame = s.frame;
        cell.root = s.sprite_root;
        if (const GaitSheetInfo* info = infos(s.sheet);
            info && static_cast<std::size_t>(s.frame) < info->contacts.frames.size())
            cell.feet = info->contacts.frames[static_cast<std::size_t>(s.frame)].feet;
        cell.t_ms = s.t_ms;
        cells.push_back(cell);
    }
    return drawFilmstrip(cells);
}

/// The natural speed of a walk (ground px/s at its own frame rate): the median over its directions, so one odd
/// direction does not set the pace. nullopt without a walk or a frame rate.
std::optional<double> walkPace(const SpriteAnimation* walk) {
    if (walk == nullptr) return std::nullopt;
    std::vector<double> speeds;
    for (const SpriteSheet& sheet : walk->dirs)
        if (const auto v = naturalWalkSpeed(sheet, groundStretch(HexGeometry{}))) speeds.push_back(*v);
    if (speeds.empty()) return std::nullopt;
    std::sort(speeds.begin(), speeds.end());
    const std::size_t n = speeds.size();
    return n % 2 == 1 ? speeds[n / 2] : (speeds[n / 2 - 1] + speeds[n / 2]) / 2.0;
}

}  // namespace

/// What a set needs for every scenario, made once: the asset library with the art assigned, the contacts of its
/// sheets, the figures of its frames and the metrics of its animations (DECISIONS "Scenario speeds" for the paces).
struct AcceptSession::Prepared {
    std::shared_ptr<AssetLibrary> assets;
    uint64_t generation = 0;  // assets->generation() when prepared: a scenario that changes the assets ends reuse
    std::optional<double> humanoid_pace;
    std::optional<double> humanoid_run_pace;
    std::optional<ContactSidecar> sidecar;
    std::optional<UnitGaitSheets> unit_sheets;
    std::map<int, std::unique_ptr<ArtSheets>> sheets;  // by the selected critter
    FigureCache figures;
    std::map<std::pair<const SpriteAnimation*, int>, AnimationMetrics> animation_metrics;  // by the map's dirCount
    std::map<const SpriteAnimation*, std::vector<Finding>> art_findings;
    std::vector<std::string> warnings;
};

AcceptSession::AcceptSession(ArtSet art, AcceptOptions options) : art_(std::move(art)), options_(std::move(options)) {}
AcceptSession::~AcceptSession() = default;

std::string AcceptSession::prepare() {
    auto p = std::make_unique<Prepared>();
    std::ostringstream log;
    // Read once for every scenario of the set.
    p->assets = std::make_shared<AssetLibrary>(options_.asset_dir, std::string{}, &log);
    p->assets->loadAll();
    if (!options_.palette.empty()) p->assets->setPalette(options_.palette);
    // The scenarios' speeds are written for the humanoid's walk and run: their paces are the reference of the art's.
    p->humanoid_pace = walkPace(p->assets->animationsFor(0).walk.get());
    p->humanoid_run_pace = walkPace(p->assets->animationsFor(0).run.get());
    if (std::string error = assignArtSet(*p->assets, art_); !error.empty()) return error;
    // Art whose frames do not load would be measured on placeholders: that is bad input, not a gait.
    for (const ErrorRecord& e : p->assets->errors())
        for (const std::string* file : {&art_.walk_file, &art_.run_file, &art_.idle_file})
            if (!file->empty() && e.message.rfind(*file, 0) == 0) return e.message;
    p->sidecar = readArtSidecar(art_, p->assets->assetDir());
    if (art_.tactics_unit) {
        if (!p->assets->tacticsAtlas() || !p->assets->tacticsStates())
            return p->assets->assetDir() + ": no tactics unit (its data or definition did not load)";
        RgbaImage image;
        if (std::string e = loadPng(p->assets->tactics().imagePath(), image); !e.empty())
            p->warnings.push_back(e + " (the unit's feet cannot be found: no contact data)");
        p->unit_sheets.emplace(p->assets->tacticsAtlas(), std::move(image.pixels), HexGeometry{});
    }
    p->generation = p->assets->generation();
    prepared_ = std::move(p);
    return {};
}

AcceptResult AcceptSession::run(const AcceptScenario& scenario) {
    AcceptResult result;
    result.art = art_.name;
    result.scenario = scenario.name;
    try {
        if (!prepared_)
            if (std::string error = prepare(); !error.empty()) {
                result.error = error;
                return result;
            }
        Prepared& p = *prepared_;
        const std::shared_ptr<AssetLibrary>& assets = p.assets;
        const ArtSet& art = art_;
        const AcceptOptions& options = options_;
        std::optional<UnitGaitSheets>& unit_sheets = p.unit_sheets;
        result.warnings = p.warnings;
        // The pace of a scenario file (DECISIONS "Scenario speeds"): its gait's speed of the art (or the project's)
        // over the speed the rows are written for.
        std::optional<ScenarioSpec> spec;
        if (!scenario.file.empty()) {
            const ScenarioSpec written = loadScenarioFile(scenario.file);
            const bool run_row = written.gait == "run";
            const char* gait = run_row ? "run" : "walk";
            const std::optional<int> project = run_row ? options.run_speed : options.walk_speed;
            if (project) {
                const double reference = run_row ? kRunRowSpeed : kWalkRowSpeed;
                result.pace = *project / reference;
                result.pace_why = std::string("--speeds ") + gait + "=" + std::to_string(*project) + " over the " +
                                  fixedText(reference, 0) + " the " + gait + " rows are written for";
                result.paced = true;
            } else if (options.pace == AcceptOptions::Pace::Art) {
                const SpriteAnimation unit_walk = unit_sheets ? unit_sheets->walkAnimation(kMapCameraStep, false)
                                                              : SpriteAnimation{};
                const CritterAnimations anims = assets->animationsFor(0);
                const SpriteAnimation* art_anim = unit_sheets            ? &unit_walk
                                                  : run_row && anims.run ? anims.run.get()
                                                                         : anims.walk.get();
                const std::optional<double> art_pace = walkPace(art_anim);
                const std::optional<double> reference = run_row ? p.humanoid_run_pace : p.humanoid_pace;
                if (art_pace && reference && *art_pace > 0 && *reference > 0) {
                    result.pace = std::clamp(*art_pace / *reference, 0.01, 100.0);
                    result.pace_why = std::string("the art's natural ") + gait + " speed " + fixedText(*art_pace, 1) +
                                      " px/s over the shipped humanoid's " + fixedText(*reference, 1);
                    result.paced = true;
                } else {
                    result.warnings.push_back(std::string("the ") + gait +
                                              " has no natural speed (no frame rate or T = 0): the scenario plays "
                                              "as written; give the game's speeds with --speeds");
                }
            }
            spec = loadScenarioFile(scenario.file, result.pace);
            result.warnings.insert(result.warnings.end(), spec->warnings.begin(), spec->warnings.end());
        }
        const std::string builtin = spec ? spec->builtin : scenario.name;
        // sheet-ops builds its sheets from the humanoid's walk: on other art it would measure the humanoid.
        if (!art.walk_file.empty() && builtin == "sheet-ops") {
            result.error = (spec ? scenario.file + ": runs the built-in 'sheet-ops'" : std::string("sheet-ops")) +
                           " with the humanoid's own sheets, not the art under acceptance";
            return result;
        }
        // The scenarios with tactics units get the world's usual ones; walking needs none, unless a unit walks.
        const int units = builtin == "tactics" || builtin == "states" ? 3 : art.tactics_unit ? 1 : 0;
        World world(assets, assets->map(), options.seed, 0, units);
        if (art.tactics_unit) {
            if (world.units().empty()) {
                result.error = assets->assetDir() + ": no movable hex for the tactics unit";
                return result;
            }
            world.select(ActorRef::unit(0));
        }
        double seconds = scenario.seconds > 0 ? scenario.seconds : 6.0;
        std::string start_error;
        if (!spec) {
            start_error = startNamedScenario(world, *assets, scenario.name);
        } else {
            if (scenario.seconds <= 0) seconds = spec->seconds;
            if (!art.walk_file.empty() && !spec->art.empty()) {
                for (const auto& [anim, file] : spec->art)
                    result.warnings.push_back(scenario.file + ": /critter/" + anim +
                                              ": not assigned: the art under acceptance walks instead");
                spec->art.clear();
            }
            start_error = startScenarioSpec(world, *assets, *spec);
        }
        // A scenario that changed the assets (its own map or art, a built-in's sheets) has its contacts found
        // afresh, and the next scenario starts from a new library.
        const bool changed = assets->generation() != p.generation;
        if (changed) prepared_keep_ = false;
        if (!start_error.empty()) {
            result.error = start_error;
            finish(result);
            return result;  // moved out, not copied (a player's sheet may be tens of MB)
        }
        result.seconds = seconds;
        // A row that holds its gait plays it at any speed; where the critter's own definition would show the other
        // gait at that speed (its threshold), that is a finding about the project, said, not a silent switch.
        if (spec && !spec->gait.empty() && !art.tactics_unit) {
            const WorldCritter& critter = world.critters()[static_cast<std::size_t>(world.selected())];
            const anim::StateMachineDef& def = *critter.actor.definition();
            const std::string engine_shows = gaitStateAt(def, spec->gait, spec->speed, critter.actor.runThreshold());
            if (engine_shows != spec->gait) {
                const std::optional<int> from = runThreshold(def, critter.actor.runThreshold());
                result.project_findings.push_back(
                    "at " + std::to_string(spec->speed) + " px/s the critter's definition shows " + engine_shows +
                    (from ? " (run from " + std::to_string(*from) + " px/s)" : std::string()) + ", not the " +
                    spec->gait + " this row shows: in the game the " + engine_shows +
                    " would play at this speed; raise the run threshold or give the game's speeds with --speeds");
            }
        }
        std::unique_ptr<ArtSheets> fresh;
        std::unique_ptr<ArtSheets>& kept = p.sheets[world.selected()];
        std::unique_ptr<ArtSheets>& owner = changed ? fresh : kept;
        if (!owner)
            owner = std::make_unique<ArtSheets>(*assets, assets->animationsFor(world.selected()), p.sidecar,
                                                derivedIdle(art));
        ArtSheets& sheets = *owner;
        FigureCache fresh_figures;
        FigureCache& figures = changed ? fresh_figures : p.figures;
        const GaitSheetLookup infos = [&](const SpriteSheet* sheet) {
            return unit_sheets ? unit_sheets->info(sheet) : sheets.info(sheet);
        };
        const PixelLookup pixel_sheets = [&](const SpriteSheet* sheet) {
            return unit_sheets ? (unit_sheets->info(sheet) ? sheet : nullptr) : sheets.pixels(sheet);
        };
        const auto ticks = static_cast<int>(std::lround(seconds * 1000.0 / static_cast<double>(World::kTickMs)));
        std::vector<GaitSample> samples;
        samples.reserve(static_cast<std::size_t>(ticks));
        const auto server_moves = [&world, &art] {
            return art.tactics_unit ? world.units().front().server_moves
                                    : world.critters()[static_cast<std::size_t>(world.selected())].actor.serverMoves();
        };
        uint64_t moves = server_moves();
        for (int t = 0; t < ticks && !stopRequested(); ++t) {  // a stop discards the run (accept_command.cpp)
            world.tick();
            samples.push_back(unit_sheets ? unitGaitSample(world, 0, moves, *unit_sheets)
                                          : critterGaitSample(world, world.selected(), moves));
            moves = server_moves();
        }
        result.ticks = ticks;
        result.gait = measureGait(samples, infos, groundStretch(world.geometry()), &figures);
        for (const GaitGroup& g : result.gait.groups)
            for (const MetricResult& m : g.metrics)
                if ((m.verdict == Verdict::Fail || m.verdict == Verdict::Warn) && m.at_ms >= 0) {
                    Filmstrip strip = ticksAround(samples, m.at_ms, infos, pixel_sheets);
                    if (!strip.image.empty()) result.evidence[m.id + " " + std::to_string(g.dir)] = std::move(strip);
                }
        result.map_dir_count = world.geometry().dirCount();
        result.verdict = result.gait.overall.verdict;
        // A finding about the project warns in every verdict (table, index, JUnit), not only in the summary.
        if (!result.project_findings.empty()) result.verdict = worse(result.verdict, Verdict::Warn);
        const auto add_animation = [&](const char* name, const SpriteAnimation& anim,
                                       const std::vector<std::vector<uint64_t>>& ids, bool cache) {
            const auto key = std::make_pair(&anim, world.geometry().dirCount());
            const auto it = cache && !changed ? p.animation_metrics.find(key) : p.animation_metrics.end();
            AnimationMetrics m = it != p.animation_metrics.end() ? it->second
                                                                 : measureAnimation(anim, ids, world.geometry());
            if (cache && !changed && it == p.animation_metrics.end()) p.animation_metrics.emplace(key, m);
            result.verdict = worse(result.verdict, m.verdict);
            if (cache) {  // a critter's sheets: their frames' findings, found once per set
                const auto found = changed ? p.art_findings.end() : p.art_findings.find(&anim);
                std::vector<Finding> f = found != p.art_findings.end() ? found->second
                                                                       : artFindings(name, anim, m, sheets);
                if (!changed && found == p.art_findings.end()) p.art_findings.emplace(&anim, f);
                // Judged as the viewer sees it: an animation this scenario never showed walking is not judged here.
                const bool shown = std::any_of(samples.begin(), samples.end(), [name](const GaitSample& s) {
                    return s.movement_driven && s.anim == name;
                });
                if (shown) {
                    for (const Finding& one : f) result.verdict = worse(result.verdict, one.verdict);
                    result.art_findings.insert(result.art_findings.end(), f.begin(), f.end());
                }
            }
            result.animations.emplace_back(name, std::move(m));
        };
        if (unit_sheets) {
            // The unit's one walk (it runs on the same sequence), as it shows in each hex direction.
            const SpriteAnimation walk = unit_sheets->walkAnimation(world.cameraStep(), false);
            if (!walk.dirs.empty()) add_animation("walk", walk, UnitGaitSheets::imageIds(walk), false);
            result.contact_sources["walk"] = "detected from the composited poses";
        } else {
            const CritterAnimations anims = assets->animationsFor(world.selected());
            if (anims.walk) add_animation("walk", *anims.walk, sheets.imageIds(*anims.walk), true);
            // The same file as walk and run is one animation: measured once.
            if (anims.run && anims.run != anims.walk)
                add_animation("run", *anims.run, sheets.imageIds(*anims.run), true);
            result.contact_sources = sheets.contactSources();
        }
        for (const GaitGroup& g : result.gait.groups) {
            result.strips.push_back(stripFor(samples, result.gait.series, g.dir, infos, pixel_sheets));
            result.players.push_back(buildPlayer(samples, result.gait, g.dir, infos, pixel_sheets));
        }
        result.warnings.insert(result.warnings.end(), sheets.warnings().begin(), sheets.warnings().end());
        for (const ErrorRecord& e : assets->errors()) result.warnings.push_back("asset error: " + e.message);
    } catch (const std::exception& e) {
        result.error = e.what();
        prepared_keep_ = false;  // whatever threw may have left the library half changed
    }
    finish(result);
    return result;
}

AcceptResult& AcceptSession::finish(AcceptResult& result) {
    if (!prepared_keep_) {
        prepared_.reset();
        prepared_keep_ = true;
    }
    // One line in a table cell: a long message (every missing frame of a sheet) keeps its start and its size.
    if (result.error.size() > 300)
        result.error =
            result.error.substr(0, 300) + "... (" + std::to_string(result.error.size() - 300) + " more characters)";
    return result;
}

AcceptResult runAcceptance(const ArtSet& art, const AcceptScenario& scenario, const AcceptOptions& options) {
    return AcceptSession(art, options).run(scenario);
}

}  // namespace gaitlab

#include "app/accept/accept_run.h"

#include <cmath>
#include <exception>
#include <memory>
#include <sstream>

#include "app/asset_library.h"
#include "app/headless_render.h"
#include "app/scenario_files.h"
#include "engine/world/gait_samples.h"
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

/// The longest run of consecutive movement-driven ticks on one sheet of direction `dir`: [first, last].
std::pair<std::size_t, std::size_t> longestRun(const std::vector<GaitSample>& samples, int dir) {
    std::pair<std::size_t, std::size_t> best{1, 0};
    std::size_t start = 0;
    bool open = false;
    for (std::size_t i = 0; i <= samples.size(); ++i) {
        const bool in = i < samples.size() && samples[i].movement_driven && samples[i].dir == dir &&
                        (!open || samples[i].sheet == samples[start].sheet);
        if (in && !open) {
            start = i;
            open = true;
        } else if (!in && open) {
            if (best.first > best.second || i - 1 - start > best.second - best.first) best = {start, i - 1};
            open = false;
            if (i < samples.size() && samples[i].movement_driven && samples[i].dir == dir) {
                start = i;
                open = true;
            }
        }
    }
    return best;
}

DirectionStrip stripFor(const std::vector<GaitSample>& samples, int dir, ArtSheets& sheets) {
    DirectionStrip out;
    out.dir = dir;
    const auto [first, last] = longestRun(samples, dir);
    if (first > last) return out;
    out.anim = samples[first].anim;
    std::vector<StripCell> cells;
    uint64_t shown = 0;
    for (std::size_t i = first; i <= last && cells.size() < static_cast<std::size_t>(kStripCells); ++i) {
        const GaitSample& s = samples[i];
        const GaitSheetInfo* info = sheets.info(s.sheet);
        const SpriteSheet* pixels = sheets.pixels(s.sheet);
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
        cells.push_back(cell);
        out.labels.push_back(StripLabel{s.t_ms, s.frame, s.phase, plantedText(cell.feet)});
    }
    out.strip = drawFilmstrip(cells);
    return out;
}

}  // namespace

AcceptResult runAcceptance(const ArtSet& art, const AcceptScenario& scenario, const AcceptOptions& options) {
    AcceptResult result;
    result.art = art.name;
    result.scenario = scenario.name;
    try {
        std::ostringstream log;
        auto assets = std::make_shared<AssetLibrary>(options.asset_dir, std::string{}, &log);
        assets->loadAll();
        if (!options.palette.empty()) assets->setPalette(options.palette);
        if (std::string error = assignArtSet(*assets, art); !error.empty()) {
            result.error = error;
            return result;
        }
        // Art whose frames do not load would be measured on placeholders: that is bad input, not a gait.
        for (const ErrorRecord& e : assets->errors())
            for (const std::string* file : {&art.walk_file, &art.run_file, &art.idle_file})
                if (!file->empty() && e.message.rfind(*file, 0) == 0) {
                    result.error = e.message;
                    return result;
                }
        std::optional<ContactSidecar> sidecar = readArtSidecar(art, assets->assetDir());
        std::optional<ScenarioSpec> spec;
        if (!scenario.file.empty()) spec = loadScenarioFile(scenario.file);
        const std::string builtin = spec ? spec->builtin : scenario.name;
        // sheet-ops builds its sheets from the humanoid's walk: on other art it would measure the humanoid.
        if (!art.walk_file.empty() && builtin == "sheet-ops") {
            result.error = (spec ? scenario.file + ": runs the built-in 'sheet-ops'" : std::string("sheet-ops")) +
                           " with the humanoid's own sheets, not the art under acceptance";
            return result;
        }
        // The scenarios with tactics units get the world's usual ones; walking needs none.
        const int units = builtin == "tactics" || builtin == "states" ? 3 : 0;
        World world(assets, assets->map(), options.seed, 0, units);
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
        if (!start_error.empty()) {
            result.error = start_error;
            return result;
        }
        result.seconds = seconds;
        ArtSheets sheets(*assets, assets->animationsFor(world.selected()), std::move(sidecar), derivedIdle(art));
        const auto ticks = static_cast<int>(std::lround(seconds * 1000.0 / static_cast<double>(World::kTickMs)));
        std::vector<GaitSample> samples;
        samples.reserve(static_cast<std::size_t>(ticks));
        const auto server_moves = [&world] {
            return world.critters()[static_cast<std::size_t>(world.selected())].actor.serverMoves();
        };
        uint64_t moves = server_moves();
        for (int t = 0; t < ticks; ++t) {
            world.tick();
            samples.push_back(critterGaitSample(world, world.selected(), moves));
            moves = server_moves();
        }
        result.ticks = ticks;
        result.gait = measureGait(
            samples, [&sheets](const SpriteSheet* sheet) { return sheets.info(sheet); },
            groundStretch(world.geometry()));
        result.verdict = result.gait.overall.verdict;
        const CritterAnimations anims = assets->animationsFor(world.selected());
        for (const auto& [name, anim] : {std::pair{"walk", anims.walk}, std::pair{"run", anims.run}}) {
            if (!anim) continue;
            // The same file as walk and run is one animation: measured once.
            if (std::string(name) == "run" && anims.walk == anims.run) continue;
            AnimationMetrics m = measureAnimation(*anim, sheets.imageIds(*anim), world.geometry());
            result.verdict = worse(result.verdict, m.verdict);
            result.animations.emplace_back(name, std::move(m));
        }
        for (const GaitGroup& g : result.gait.groups) result.strips.push_back(stripFor(samples, g.dir, sheets));
        result.contact_sources = sheets.contactSources();
        result.warnings.insert(result.warnings.end(), sheets.warnings().begin(), sheets.warnings().end());
        for (const ErrorRecord& e : assets->errors()) result.warnings.push_back("asset error: " + e.message);
    } catch (const std::exception& e) {
        result.error = e.what();
    }
    // One line in a table cell: a long message (every missing frame of a sheet) keeps its start and its size.
    if (result.error.size() > 300)
        result.error =
            result.error.substr(0, 300) + "... (" + std::to_string(result.error.size() - 300) + " more characters)";
    return result;
}

}  // namespace gaitlab

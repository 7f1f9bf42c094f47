#include "app/scene/gait_tracker.h"

#include <algorithm>
#include <cmath>
#include <filesystem>

#include "app/assets/asset_library.h"
#include "engine/gait/animation_metrics.h"
#include "engine/world/gait_samples.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

const std::deque<GaitSample> kNoSamples;

/// The sidecar the contacts of critter `critter`'s art come from: the humanoid's contacts.json while its walk is
/// the humanoid's, `<stem>.contacts.json` beside an assigned walk file, none for a built animation
/// (readArtSidecar's rule, app/assets/accept_art.h).
std::string sidecarPath(const AssetLibrary& assets, const std::string& assignment) {
    namespace fs = std::filesystem;
    if (assignment.empty()) return assets.assetDir() + "/critters/humanoid/contacts.json";
    if (assignment == "(built)") return {};
    const fs::path walk(assignment);
    return (walk.parent_path() / (walk.stem().string() + ".contacts.json")).string();
}

}  // namespace

void GaitTracker::watch(const std::vector<int>& critters) {
    watched_ = critters;
    std::erase_if(entries_, [&](const auto& e) {
        return std::find(watched_.begin(), watched_.end(), e.first) == watched_.end();
    });
}

GaitTracker::Entry& GaitTracker::entry(int critter) { return entries_[critter]; }

ArtSheets& GaitTracker::sheetsOf(int critter) {
    Entry& e = entry(critter);
    const std::string assignment = assets_.assignmentOf(critter, CritterAnim::Walk);
    if (!e.sheets || e.assignment != assignment) {
        e.assignment = assignment;
        std::optional<ContactSidecar> sidecar;
        const std::string path = sidecarPath(assets_, assignment);
        e.sidecar_file = path.empty() ? std::nullopt : std::optional<std::string>(path);
        e.sidecar_files = WatchedFiles();
        if (!path.empty()) e.sidecar_files.watch(path);
        if (!path.empty() && fileStamp(path).exists) {
            try {
                ArtSet art;
                art.contacts_file = path;
                sidecar = readArtSidecar(art, assets_.assetDir());
            } catch (const std::exception&) {
                sidecar.reset();  // a sidecar that does not read: detection (the Errors window is the library's)
            }
        }
        e.sheets = std::make_unique<ArtSheets>(assets_, assets_.animationsFor(critter), std::move(sidecar), false);
        e.figures.clear();
        e.report_valid = false;
    }
    return *e.sheets;
}

void GaitTracker::afterTick(const World& world) {
    stretch_ = groundStretch(world.geometry());
    if (assets_.generation() != generation_) {
        generation_ = assets_.generation();
        for (auto& [critter, e] : entries_) {
            e.window.clear();
            e.sheets.reset();
            e.figures.clear();
            e.report_valid = false;
        }
    }
    for (const int critter : watched_) {
        if (critter < 0 || critter >= static_cast<int>(world.critters().size())) continue;
        Entry& e = entry(critter);
        if (!e.window.empty() && e.window.back().t_ms >= world.nowMs()) continue;  // this tick is in already
        const uint64_t moves = world.critters()[static_cast<std::size_t>(critter)].actor.serverMoves();
        e.window.push_back(critterGaitSample(world, critter, e.window.empty() ? moves : e.server_moves));
        e.server_moves = moves;
        while (e.window.size() > kGaitWindowTicks) e.window.pop_front();
        e.report_valid = false;
    }
}

void GaitTracker::rewind(const World& world) {
    for (auto& [critter, e] : entries_) {
        while (!e.window.empty() && e.window.back().t_ms > world.nowMs()) e.window.pop_back();
        e.report_valid = false;
    }
}

void GaitTracker::clear() {
    for (auto& [critter, e] : entries_) {
        e.window.clear();
        e.report_valid = false;
    }
}

void GaitTracker::pollSidecars() {
    for (auto& [critter, e] : entries_)
        if (e.sheets && e.sidecar_file && e.sidecar_files.changed()) {
            e.sheets.reset();  // rebuilt on next use with the new contacts
            e.figures.clear();
            e.report_valid = false;
        }
}

const std::deque<GaitSample>& GaitTracker::window(int critter) const {
    const auto it = entries_.find(critter);
    return it == entries_.end() ? kNoSamples : it->second.window;
}

const GaitReport* GaitTracker::report(int critter) {
    const auto it = entries_.find(critter);
    if (it == entries_.end() || it->second.window.empty()) return nullptr;
    Entry& e = it->second;
    if (!e.report_valid) {
        ArtSheets& sheets = sheetsOf(critter);
        const std::vector<GaitSample> samples(e.window.begin(), e.window.end());
        e.report = measureGait(
            samples, [&sheets](const SpriteSheet* sheet) { return sheets.info(sheet); }, stretch_, &e.figures);
        e.report_valid = true;
    }
    return &e.report;
}

const GaitSheetInfo* GaitTracker::sheetInfo(int critter, const SpriteSheet* sheet) {
    return sheetsOf(critter).info(sheet);
}

std::map<std::string, std::string> GaitTracker::contactSources(int critter) {
    return sheetsOf(critter).contactSources();
}

FootReadout GaitTracker::feet(int critter) {
    FootReadout out;
    const std::deque<GaitSample>& w = window(critter);
    if (w.empty()) {
        out.note = "no samples yet";
        return out;
    }
    const GaitSample& s = w.back();
    const GaitSheetInfo* info = sheetInfo(critter, s.sheet);
    if (!info || s.frame < 0 || s.frame >= static_cast<int>(info->contacts.frames.size())) {
        out.note = "the sheet has no contacts";
        return out;
    }
    const FrameContacts& frame = info->contacts.frames[static_cast<std::size_t>(s.frame)];
    out.note = frame.note;
    // The planted foot's slide is the report's (foot slide metric, series): one measure for the readout, the
    // markers, the plot and accept (DECISIONS "Gait metrics").
    const GaitReport* r = report(critter);
    const std::optional<double> slide = r && !r->series.foot_slide.empty() && !std::isnan(r->series.foot_slide.back())
                                            ? std::optional<double>(r->series.foot_slide.back())
                                            : std::nullopt;
    for (int f = 0; f < 2; ++f) {
        out.state[f] = frame.feet[static_cast<std::size_t>(f)].state;
        if (out.state[f] != FootState::NoContactData) out.has_data = true;
        if (out.state[f] == FootState::Planted) out.slide[f] = slide;
    }
    return out;
}

std::vector<FootMarker> GaitTracker::plantedMarkers(int critter) {
    std::vector<FootMarker> markers;
    const std::deque<GaitSample>& w = window(critter);
    if (w.empty()) return markers;
    const GaitSample& s = w.back();
    const GaitSheetInfo* info = sheetInfo(critter, s.sheet);
    if (!info || s.frame < 0 || s.frame >= static_cast<int>(info->contacts.frames.size())) return markers;
    const GaitReport* r = report(critter);
    const bool judged = r && !r->series.foot_slide.empty() && !std::isnan(r->series.foot_slide.back());
    for (int foot = 0; foot < 2; ++foot) {
        const ContactFoot& f =
            info->contacts.frames[static_cast<std::size_t>(s.frame)].feet[static_cast<std::size_t>(foot)];
        if (f.state != FootState::Planted) continue;
        const ipos now = s.sprite_root + f.point;
        // Pinned where the report says the plant began: now less its slide so far.
        markers.push_back(FootMarker{foot, judged ? now - r->series.foot_slide_vector.back() : now, now});
    }
    return markers;
}

std::string gaitStateAt(const anim::StateMachineDef& def, const std::string& from, double speed, int run_threshold) {
    int index = -1;
    for (std::size_t i = 0; i < def.states.size(); ++i)
        if (def.states[i].name == from) index = static_cast<int>(i);
    if (index < 0) return from;
    anim::AnimContext context;
    context.moving = true;
    context.speed = speed;
    context.running = speed >= run_threshold;
    context.velocity_x = speed;
    for (const anim::TransitionDef& t : def.globals)
        if (t.to != index && t.when.evaluate(context)) return def.states[static_cast<std::size_t>(t.to)].name;
    if (static_cast<std::size_t>(index) < def.transitions_from.size())
        for (const anim::TransitionDef& t : def.transitions_from[static_cast<std::size_t>(index)])
            if (t.when.evaluate(context)) return def.states[static_cast<std::size_t>(t.to)].name;
    return from;
}

std::optional<int> runThreshold(const anim::StateMachineDef& def, int run_threshold) {
    for (int speed = 1; speed <= 1000; ++speed)
        if (gaitStateAt(def, "walk", speed, run_threshold) == "run") return speed;
    return std::nullopt;
}

SpeedMatch speedMatchFor(const World& world, int critter) {
    SpeedMatch match;
    if (critter < 0 || critter >= static_cast<int>(world.critters().size())) return match;
    const WorldCritter& c = world.critters()[static_cast<std::size_t>(critter)];
    const CritterBody& body = c.body();
    const AlignInfo& align = body.align();
    const bool gait = align.anim == CritterAnim::Walk || align.anim == CritterAnim::Run;
    const CritterAnim anim = gait ? align.anim : CritterAnim::Walk;
    const std::shared_ptr<const SpriteAnimation>& animation = animationSlot(body.animations(), anim);
    if (!animation || animation->dirs.empty()) return match;
    match.anim = critterAnimName(anim);
    match.sheet = gait && align.sheet ? align.sheet : &animation->sheetFor(body.hdir(), world.geometry().dirCount());
    match.natural = naturalWalkSpeed(*match.sheet, groundStretch(world.geometry()));
    if (!match.natural) return match;
    match.speed = std::clamp(static_cast<int>(std::lround(*match.natural)), kSpeedSliderMin, kSpeedSliderMax);
    const anim::StateMachineDef& def = *c.actor.definition();
    match.run_from = runThreshold(def, c.actor.runThreshold());
    // The engine's rule, whatever gait is chosen now: what the game would show at that speed.
    match.shows = gaitStateAt(def, match.anim, match.speed, c.actor.runThreshold());
    if (match.run_from && match.shows != match.anim)
        match.crossing = "at " + std::to_string(match.speed) + " px/s the definition shows " + match.shows +
                         " (run from " + std::to_string(*match.run_from) + "), not this " + match.anim +
                         ": match speed to art holds the " + match.anim;
    return match;
}

bool matchSpeedToArt(World& world, int critter) {
    const SpeedMatch match = speedMatchFor(world, critter);
    if (!match.natural) return false;
    // The speed is this sheet's: where the definition's threshold would switch to the other gait, the sheet's gait
    // is held (D6), so the art matched stays on screen (DECISIONS "Scenario speeds").
    if (!match.crossing.empty())
        world.setGait(critter, match.anim == "run" ? anim::CritterActor::Gait::Run : anim::CritterActor::Gait::Walk);
    world.setSpeed(ActorRef::critter(critter), match.speed);
    return true;
}

}  // namespace gaitlab

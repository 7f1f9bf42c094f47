#include "app/accept/report_player.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

#include "app/accept/accept_run.h"
#include "app/accept/findings.h"
#include "engine/gait/animation_metrics.h"

namespace gaitlab {

namespace {

/// The sample indices buildPlayer shows, in order; `step` receives 1 or 2 (every second tick).
std::vector<std::size_t> playerWindow(const std::vector<GaitSample>& samples, const GaitReport& gait, int dir,
                                      int& step) {
    step = 1;
    const GaitGroup* group = nullptr;
    for (const GaitGroup& g : gait.groups)
        if (g.dir == dir) group = &g;
    // The worst ticks of the direction's warning and failing metrics, the failing first.
    std::vector<std::pair<int, int64_t>> worst;  // (0 fail / 1 warn, t_ms)
    if (group)
        for (const MetricResult& m : group->metrics)
            if ((m.verdict == Verdict::Fail || m.verdict == Verdict::Warn) && m.at_ms >= 0)
                worst.emplace_back(m.verdict == Verdict::Fail ? 0 : 1, m.at_ms);
    std::sort(worst.begin(), worst.end());
    std::set<int64_t> worst_ticks;
    for (const auto& w : worst) worst_ticks.insert(w.second);
    const auto is_worst = [&](std::size_t i) {
        return i < samples.size() && samples[i].dir == dir && worst_ticks.count(samples[i].t_ms) > 0;
    };
    // The direction's walking ticks, its worst ticks, and the tick before each worst one whatever it shows: a jump at a
    // turn or a start is seen against the picture before it.
    std::vector<std::size_t> candidates;
    for (std::size_t i = 0; i < samples.size(); ++i)
        if ((samples[i].dir == dir && samples[i].movement_driven) || is_worst(i) || is_worst(i + 1))
            candidates.push_back(i);
    if (candidates.empty()) return {};
    std::vector<std::size_t> targets;  // positions in candidates, worst first
    for (const auto& w : worst)
        for (std::size_t p = 0; p < candidates.size(); ++p)
            if (samples[candidates[p]].t_ms == w.second) {
                targets.push_back(p);
                break;
            }
    const auto n = static_cast<std::ptrdiff_t>(candidates.size());
    const std::ptrdiff_t cap = kPlayerMaxTicks;
    std::ptrdiff_t start = 0;
    std::ptrdiff_t count = 0;       // positions spanned, before the step
    std::vector<std::size_t> keep;  // positions shown whatever the step
    if (targets.empty()) {
        const auto [first, last] = longestWalkingRun(samples, dir);
        if (first <= last) start = std::lower_bound(candidates.begin(), candidates.end(), first) - candidates.begin();
        count = std::min(cap, n - start);
    } else {
        // From the tick before the first worst one.
        const auto lo = std::max<std::ptrdiff_t>(
            0, static_cast<std::ptrdiff_t>(*std::min_element(targets.begin(), targets.end())) - 1);
        const auto hi = static_cast<std::ptrdiff_t>(*std::max_element(targets.begin(), targets.end()));
        if (hi - lo + 1 <= cap) {
            start = std::max<std::ptrdiff_t>(0, lo - std::min<std::ptrdiff_t>(kPlayerLeadTicks, cap - (hi - lo + 1)));
            start = std::max<std::ptrdiff_t>(0, std::min(start, n - cap));  // a full window where the run allows
            count = std::min(cap, n - start);
        } else if (const std::ptrdiff_t stepped = 2 * (cap - 2 * static_cast<std::ptrdiff_t>(targets.size()));
                   hi - lo + 1 <= stepped) {  // every second tick, and each worst tick and the one before it
            step = 2;
            start = lo;
            count = std::min(stepped, n - start);
        } else {  // too far apart: around the worst, the others as they fall
            const auto w = static_cast<std::ptrdiff_t>(targets.front());
            start = std::max<std::ptrdiff_t>(0, w - kPlayerLeadTicks);
            count = std::min(cap, n - start);
        }
        for (const std::size_t t : targets)
            for (const std::size_t k : {t > 0 ? t - 1 : t, t})  // each with the tick before it
                if (static_cast<std::ptrdiff_t>(k) >= start && static_cast<std::ptrdiff_t>(k) < start + count)
                    keep.push_back(k);
    }
    std::set<std::size_t> positions(keep.begin(), keep.end());
    for (std::ptrdiff_t p = start; p < start + count; p += step) positions.insert(static_cast<std::size_t>(p));
    std::vector<std::size_t> out;
    for (const std::size_t p : positions) out.push_back(candidates[p]);
    return out;
}

}  // namespace

std::pair<std::size_t, std::size_t> longestWalkingRun(const std::vector<GaitSample>& samples, int dir) {
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

std::string playerId(std::size_t run, int dir) { return std::to_string(run) + "-" + std::to_string(dir); }

DirectionPlayer buildPlayer(const std::vector<GaitSample>& samples, const GaitReport& gait, int dir,
                            const GaitSheetLookup& infos, const PixelLookup& pixels) {
    DirectionPlayer player;
    player.dir = dir;
    player.slide_threshold = Threshold{-1e300, kSlidePassPx, -1e300, kSlideFailPx};
    for (const GaitGroup& g : gait.groups)
        if (g.dir == dir)
            if (const MetricResult* m = g.find("foot_slide")) {
                player.slide_threshold = m->threshold;
                player.slide_verdict = m->verdict;
            }
    std::vector<std::size_t> shown = playerWindow(samples, gait, dir, player.step_ticks);
    // A tick without pixels cannot be drawn: left out.
    std::erase_if(shown, [&](std::size_t i) {
        const SpriteSheet* p = pixels(samples[i].sheet);
        return p == nullptr || samples[i].frame < 0 || samples[i].frame >= p->frameCount();
    });
    if (shown.empty()) return player;
    player.anim = samples[shown.front()].anim;

    // The window, as drawFilmstrip makes it.
    std::vector<std::pair<ipos, const SpriteFrame*>> poses;
    for (const std::size_t i : shown)
        poses.emplace_back(samples[i].sprite_root,
                           &pixels(samples[i].sheet)->frames[static_cast<std::size_t>(samples[i].frame)]);
    const StripWindow window = stripWindow(poses);
    player.width = window.width;
    player.height = window.height;
    player.window_note = window.cutNote();
    const ipos origin = window.origin;
    player.ground_y = samples[shown.front()].sprite_root.y - origin.y;

    // Cells: one per picture, shared by the ticks that show it wherever its root stands (an idle standing in the
    // walk's frame 0 shares that frame's cell).
    std::map<uint64_t, int> cell_of;                        // by frameImageId: the picture's size and pixels
    std::vector<std::pair<const SpriteSheet*, int>> cells;  // each cell's sheet and frame
    for (const std::size_t i : shown) {
        const GaitSample& s = samples[i];
        PlayerTick tick;
        tick.t_ms = s.t_ms;
        tick.frame = s.frame;
        tick.phase = s.phase;
        const SpriteSheet* sheet_pixels = pixels(s.sheet);
        const GaitSheetInfo* info = infos(s.sheet);
        const auto frame_index = static_cast<std::size_t>(s.frame);
        // The picture's identity: the sheet's, computed once when it was loaded, else from its pixels.
        const uint64_t image = info && frame_index < info->image_ids.size()
                                   ? info->image_ids[frame_index]
                                   : frameImageId(sheet_pixels->frames[frame_index]);
        const auto [it, added] = cell_of.emplace(image, static_cast<int>(cells.size()));
        if (added) cells.emplace_back(sheet_pixels, s.frame);
        tick.cell = it->second;
        tick.at = s.sprite_root + frameOrigin(sheet_pixels->frames[static_cast<std::size_t>(s.frame)]) - origin;
        // The feet the contacts plant, each pinned where the measure says its plant began: now less the running
        // slide the foot-slide metric adds up (GaitSeries::foot_slide_vector), so the markers and the metric agree;
        // none where the measure has not judged the plant (before its first change, after an unjudged one).
        std::array<ContactFoot, 2> feet;
        if (info && static_cast<std::size_t>(s.frame) < info->contacts.frames.size())
            feet = info->contacts.frames[static_cast<std::size_t>(s.frame)].feet;
        const bool judged = i < gait.series.foot_slide.size() && !std::isnan(gait.series.foot_slide[i]);
        const ipos slid = judged ? gait.series.foot_slide_vector[i] : ipos{0, 0};
        for (std::size_t foot = 0; foot < 2 && judged; ++foot) {
            if (s.dir != dir || feet[foot].state != FootState::Planted) continue;
            PlayerFoot& pf = tick.feet[foot];
            pf.planted = true;
            pf.at = s.sprite_root + feet[foot].point - origin;
            pf.plant_start = pf.at - slid;
            pf.slide_px = chebyshevLength(slid);
            pf.verdict = player.slide_threshold.judge(pf.slide_px);
        }
        if (i < gait.series.foot_slide.size() && !std::isnan(gait.series.foot_slide[i]))
            tick.metric_slide = gait.series.foot_slide[i];
        player.ticks.push_back(tick);
    }

    // The sheet: each picture once, at its cell's top-left; the page draws the ground and places the cells.
    player.cells = static_cast<int>(cells.size());
    for (const auto& [sheet_pixels, frame] : cells) {
        const SpriteFrame& f = sheet_pixels->frames[static_cast<std::size_t>(frame)];
        player.cell_width = std::max(player.cell_width, f.width);
        player.cell_height = std::max(player.cell_height, f.height);
    }
    player.columns = std::clamp(kPlayerSheetMaxWidth / std::max(player.cell_width, 1), 1, player.cells);
    const int rows = (player.cells + player.columns - 1) / player.columns;
    const std::size_t sheet_bytes = std::size_t(player.columns) * std::size_t(player.cell_width) * std::size_t(rows) *
                                    std::size_t(player.cell_height) * 4;
    if (sheet_bytes > kPlayerMaxSheetBytes) {
        player.left_out = "its " + std::to_string(player.cells) + " pictures of up to " +
                          std::to_string(player.cell_width) + "x" + std::to_string(player.cell_height) +
                          " px would take " + std::to_string(sheet_bytes >> 20) + " MB, more than the " +
                          std::to_string(kPlayerMaxSheetBytes >> 20) + " MB a player holds; the filmstrip shows them";
        player.ticks.clear();
        return player;
    }
    player.sheet = RgbaImage(player.columns * player.cell_width, rows * player.cell_height);
    for (std::size_t c = 0; c < cells.size(); ++c) {
        const auto& [sheet_pixels, frame] = cells[c];
        const ipos cell_origin(static_cast<int>(c) % player.columns * player.cell_width,
                               static_cast<int>(c) / player.columns * player.cell_height);
        const SpriteFrame& f = sheet_pixels->frames[static_cast<std::size_t>(frame)];
        drawFrameAt(player.sheet, *sheet_pixels, frame, cell_origin - frameOrigin(f), cell_origin.x,
                    cell_origin.x + player.cell_width);
    }
    return player;
}

std::optional<std::pair<std::string, int64_t>> findingPlayerTick(const Finding& finding,
                                                                 const std::vector<AcceptResult>& runs) {
    const auto nearest = [](const DirectionPlayer& p, int64_t t_ms) {
        int64_t best = p.ticks.front().t_ms;
        for (const PlayerTick& t : p.ticks)
            if (std::llabs(t.t_ms - t_ms) < std::llabs(best - t_ms)) best = t.t_ms;
        return best;
    };
    if (finding.run >= 0 && static_cast<std::size_t>(finding.run) < runs.size() && finding.at_ms >= 0) {
        for (const DirectionPlayer& p : runs[static_cast<std::size_t>(finding.run)].players)
            if (p.dir == finding.dir && !p.empty())
                return std::make_pair(playerId(static_cast<std::size_t>(finding.run), p.dir),
                                      nearest(p, finding.at_ms));
        return std::nullopt;
    }
    if (finding.anim.empty()) return std::nullopt;
    for (std::size_t r = 0; r < runs.size(); ++r)
        for (const DirectionPlayer& p : runs[r].players) {
            if (p.empty() || p.anim != finding.anim || (finding.anim_dir >= 0 && p.dir != finding.anim_dir)) continue;
            if (finding.frame >= 0) {
                for (std::size_t k = 1; k < p.ticks.size(); ++k)
                    if (p.ticks[k].frame == finding.frame && p.ticks[k - 1].frame != finding.frame)
                        return std::make_pair(playerId(r, p.dir), p.ticks[k].t_ms);
                continue;  // not shown changing to it here: another run may
            }
            // The whole direction: where its foot slid most.
            const PlayerTick* most = &p.ticks.front();
            int most_px = -1;
            for (const PlayerTick& t : p.ticks)
                for (const PlayerFoot& f : t.feet)
                    if (f.planted && f.slide_px > most_px) {
                        most_px = f.slide_px;
                        most = &t;
                    }
            return std::make_pair(playerId(r, p.dir), most->t_ms);
        }
    return std::nullopt;
}

}  // namespace gaitlab

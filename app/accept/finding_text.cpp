#include "app/accept/finding_text.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <optional>

#include "engine/base/plane_length.h"
#include "engine/gait/stance.h"

namespace gaitlab {

std::string pointText(ipos p) { return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")"; }

/// "NextX 12 -> 4", "NextY 3 -> 5" or "NextX/NextY (12, 3) -> (4, 5)": only what changes.
std::string deltaChange(ipos from, ipos to) {
    if (from.y == to.y) return "NextX " + std::to_string(from.x) + " -> " + std::to_string(to.x);
    if (from.x == to.x) return "NextY " + std::to_string(from.y) + " -> " + std::to_string(to.y);
    return "NextX/NextY " + pointText(from) + " -> " + pointText(to);
}

/// "back", "forward" or "across" the travel: which way a slide goes.
const char* slideWay(ipos slide, ipos travel) {
    const double len = planeLength(static_cast<double>(travel.x), static_cast<double>(travel.y));
    const double along = len > 0 ? (slide.x * travel.x + slide.y * travel.y) / len : 0.0;
    if (along <= -0.5) return "back";
    if (along >= 0.5) return "forward";
    return "across";
}

ipos deltaOf(const SpriteSheet& sheet, int frame) {
    const SpriteFrame& f = sheet.frames[static_cast<std::size_t>(frame)];
    return {f.next_x, f.next_y};
}

/// The frames `frames` of `sheet` where the viewer sees them: each placed by the NextX/NextY after the first.
namespace {

std::vector<StripCell> cellsOf(const SpriteSheet& sheet, const SpriteSheet* pixels, const GaitSheetInfo* info,
                               const std::vector<int>& frames) {
    std::vector<StripCell> cells;
    ipos root{0, 0};
    for (std::size_t k = 0; k < frames.size(); ++k) {
        const int f = frames[k];
        if (f < 0 || f >= sheet.frameCount() || f >= pixels->frameCount()) return {};
        if (k > 0) root = root + rootMotion(sheet, frames[k - 1], f);
        StripCell cell;
        cell.sheet = pixels;
        cell.frame = f;
        cell.root = root;
        if (info && static_cast<std::size_t>(f) < info->contacts.frames.size())
            cell.feet = info->contacts.frames[static_cast<std::size_t>(f)].feet;
        cells.push_back(cell);
    }
    return cells;
}

}  // namespace

Filmstrip evidenceOfPlant(const SpriteSheet& sheet, const SpriteSheet* pixels, const GaitSheetInfo* info,
                          const StanceStep& first, const StanceStep& last) {
    if (pixels == nullptr) return {};
    std::vector<StripCell> cells = cellsOf(sheet, pixels, info, {first.from, last.to});
    if (cells.size() != 2) return {};
    cells[0].sole = first.sole_from;
    cells[1].sole = last.sole_to;
    // The marks are the plant's own sole, where it was set down and where it got to, in the slot the contacts give
    // that foot in the first frame: at the plant's last frame the contacts may already name the next plant's foot.
    int slot = kLeftFoot;
    const std::array<ContactFoot, 2> at_first = cells[0].feet;
    if (at_first[kRightFoot].state != FootState::NoContactData &&
        (at_first[kLeftFoot].state == FootState::NoContactData ||
         chebyshevLength(at_first[kRightFoot].point - first.point_from) <
             chebyshevLength(at_first[kLeftFoot].point - first.point_from)))
        slot = kRightFoot;
    // In the last frame the mark is where the measure carried the set-down point (its image shifts over the plant's
    // changes), so the guide, the red bar (the measure's slide) and the mark meet; the tint shows the pixels it
    // matched. The plant's changes are summed from `first` to `last` in cycle order, so a plant that holds the whole
    // cycle (frame 0 to frame 0) shows its cycle, not nothing.
    std::optional<ipos> shift;
    if (info) {
        const std::vector<StanceStep>& steps = info->contacts.stance.steps;
        const auto at = [&](const StanceStep& s) {
            return std::find_if(steps.begin(), steps.end(),
                                [&](const StanceStep& t) { return t.from == s.from && t.to == s.to; }) -
                   steps.begin();
        };
        const auto n = static_cast<std::ptrdiff_t>(steps.size());
        const std::ptrdiff_t i0 = at(first);
        const std::ptrdiff_t i1 = at(last);
        if (i0 < n && i1 < n) {
            ipos image{0, 0};
            ipos root{0, 0};
            bool whole = true;
            for (std::ptrdiff_t k = i0;; k = (k + 1) % n) {
                const StanceStep& step = steps[static_cast<std::size_t>(k)];
                if (!step.shift) whole = false;
                image += step.shift.value_or(ipos{0, 0});
                root += step.root_motion;
                if (k == i1) break;
            }
            if (whole) shift = image;
            cells[1].root = cells[0].root + root;
        }
    }
    for (StripCell& c : cells) c.feet = {};
    cells[0].feet[static_cast<std::size_t>(slot)] = {FootState::Planted, first.point_from};
    cells[1].feet[static_cast<std::size_t>(slot)] = {FootState::Planted,
                                                     shift ? first.point_from + *shift : last.point_to};
    return drawFilmstrip(cells);
}

Filmstrip evidenceOf(const SpriteSheet& sheet, const SpriteSheet* pixels, const GaitSheetInfo* info,
                     const std::vector<int>& frames) {
    if (pixels == nullptr || frames.empty()) return {};
    const std::vector<StripCell> cells = cellsOf(sheet, pixels, info, frames);
    if (cells.empty()) return {};
    return drawFilmstrip(cells);
}

}  // namespace gaitlab

#include "app/accept/filmstrip.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <map>
#include <optional>

namespace gaitlab {

namespace {

constexpr Rgba8 kCellBackground{232, 226, 212, 255};
constexpr Rgba8 kGround{196, 186, 166, 255};
constexpr Rgba8 kCellEdge{120, 112, 100, 255};
constexpr Rgba8 kFootColour[2] = {{20, 160, 60, 255}, {30, 90, 220, 255}};
constexpr Rgba8 kFilmstripSlideColour{220, 30, 30, 255};
constexpr Rgba8 kGuideColour[2] = {{120, 200, 140, 255}, {140, 170, 235, 255}};
constexpr Rgba8 kSoleTint{255, 0, 200, 255};  // mixed half and half into a measured sole's pixels

Rgba8 halfway(Rgba8 a, Rgba8 b) {
    return {static_cast<uint8_t>((a.r + b.r) / 2), static_cast<uint8_t>((a.g + b.g) / 2),
            static_cast<uint8_t>((a.b + b.b) / 2), 255};
}

void blend(RgbaImage& image, int x, int y, const uint8_t* src) {
    if (!image.contains(x, y) || src[3] == 0) return;
    const Rgba8 dst = image.at(x, y);
    const int a = src[3];
    const auto mix = [a](int s, int d) { return static_cast<uint8_t>((s * a + d * (255 - a)) / 255); };
    image.set(x, y, Rgba8{mix(src[0], dst.r), mix(src[1], dst.g), mix(src[2], dst.b), 255});
}

}  // namespace

ipos frameOrigin(const SpriteFrame& f) { return ipos(-f.width / 2 + f.draw_offset.x, -f.height + f.draw_offset.y); }

void drawFrameAt(RgbaImage& image, const SpriteSheet& sheet, int frame, ipos root, int x0, int x1) {
    if (frame < 0 || frame >= sheet.frameCount()) return;
    const SpriteFrame& f = sheet.frames[static_cast<std::size_t>(frame)];
    if (f.rgba.size() != static_cast<std::size_t>(f.width) * static_cast<std::size_t>(f.height) * 4) return;
    const ipos o = root + frameOrigin(f);
    for (int y = 0; y < f.height; ++y)
        for (int x = 0; x < f.width; ++x) {
            if (o.x + x < x0 || o.x + x >= x1) continue;
            blend(image, o.x + x, o.y + y,
                  &f.rgba[(static_cast<std::size_t>(y) * static_cast<std::size_t>(f.width) +
                           static_cast<std::size_t>(x)) *
                          4]);
        }
}

std::string StripWindow::cutNote() const {
    if (!cut()) return {};
    return "the window is cut to " + std::to_string(width) + "x" + std::to_string(height) +
           " px around the feet: the pictures span " + std::to_string(whole.x) + "x" + std::to_string(whole.y) + " px";
}

namespace {

// The box of a frame's drawn pixels (alpha > 0), from its top-left, [x0, x1) x [y0, y1): its transparent margins
// are nothing a viewer sees. The whole picture when the frame carries no pixels; x0 >= x1 when nothing is drawn.
std::array<int, 4> drawnBox(const SpriteFrame& f) {
    if (f.rgba.size() != static_cast<std::size_t>(f.width) * static_cast<std::size_t>(f.height) * 4)
        return {0, 0, f.width, f.height};
    std::array<int, 4> box{INT_MAX, INT_MAX, INT_MIN, INT_MIN};
    for (int y = 0; y < f.height; ++y)
        for (int x = 0; x < f.width; ++x)
            if (f.rgba[(static_cast<std::size_t>(y) * static_cast<std::size_t>(f.width) + static_cast<std::size_t>(x)) *
                           4 +
                       3] != 0) {
                box = {std::min(box[0], x), std::min(box[1], y), std::max(box[2], x + 1), std::max(box[3], y + 1)};
            }
    return box;
}

}  // namespace

StripWindow stripWindow(const std::vector<std::pair<ipos, const SpriteFrame*>>& poses) {
    int x0 = INT_MAX, y0 = INT_MAX, x1 = INT_MIN, y1 = INT_MIN;  // the union, map px
    int fx0 = INT_MAX, fx1 = INT_MIN, fy1 = INT_MIN;             // the drawn pixels
    std::map<const SpriteFrame*, std::array<int, 4>> boxes;
    for (const auto& [root, f] : poses) {
        if (f == nullptr) continue;
        auto it = boxes.find(f);
        if (it == boxes.end()) it = boxes.emplace(f, drawnBox(*f)).first;
        const std::array<int, 4>& box = it->second;
        // The root's row, for the ground line; its column only where nothing is drawn (a root is not seen).
        y0 = std::min(y0, root.y);
        y1 = std::max(y1, root.y + 1);
        if (box[0] >= box[2]) {
            x0 = std::min(x0, root.x);
            x1 = std::max(x1, root.x + 1);
            continue;
        }
        const ipos o = root + frameOrigin(*f);
        x0 = std::min(x0, o.x + box[0]);
        y0 = std::min(y0, o.y + box[1]);
        x1 = std::max(x1, o.x + box[2]);
        y1 = std::max(y1, o.y + box[3]);
        fx0 = std::min(fx0, o.x + box[0]);
        fx1 = std::max(fx1, o.x + box[2]);
        fy1 = std::max(fy1, o.y + box[3]);
    }
    StripWindow w;
    if (x0 > x1 || y0 > y1) return w;
    if (fx0 > fx1) {  // nothing drawn: around the roots
        fx0 = x0;
        fx1 = x1;
        fy1 = y1;
    }
    x0 -= kStripMargin;
    y0 -= kStripMargin;
    x1 += kStripMargin;
    y1 += kStripMargin;
    w.whole = {x1 - x0, y1 - y0};
    w.width = std::min(w.whole.x, kStripWindowMax);
    w.height = std::min(w.whole.y, kStripWindowMax);
    // Cut around the drawn figures, inside the union: centred on them across, their feet kStripMargin above the
    // window's bottom.
    const int cx = w.whole.x > w.width ? std::clamp((fx0 + fx1) / 2 - w.width / 2, x0, x1 - w.width) : x0;
    const int cy = w.whole.y > w.height ? std::clamp(fy1 + kStripMargin - w.height, y0, y1 - w.height) : y0;
    w.origin = {cx, cy};
    return w;
}

Filmstrip drawFilmstrip(const std::vector<StripCell>& cells) {
    Filmstrip strip;
    if (cells.empty()) return strip;
    std::vector<std::pair<ipos, const SpriteFrame*>> poses;
    for (const StripCell& c : cells)
        if (c.sheet && c.frame >= 0 && c.frame < c.sheet->frameCount())
            poses.emplace_back(c.root, &c.sheet->frames[static_cast<std::size_t>(c.frame)]);
    const StripWindow window = stripWindow(poses);
    if (window.width == 0) return strip;
    const int x0 = window.origin.x;
    const int y0 = window.origin.y;
    const int w = window.width;
    const int h = window.height;
    strip.window_note = window.cutNote();
    strip.cell_width = w * kStripScale;
    strip.cell_height = h * kStripScale;
    RgbaImage small(w * static_cast<int>(cells.size()), h, kCellBackground);

    // Where each foot's plants began, in map px: the guides drawn through every cell.
    std::vector<std::pair<int, ipos>> guides;
    std::array<bool, 2> was_planted{false, false};
    for (const StripCell& c : cells)
        for (int foot = 0; foot < 2; ++foot) {
            const bool planted = c.feet[static_cast<std::size_t>(foot)].state == FootState::Planted;
            if (planted && !was_planted[static_cast<std::size_t>(foot)])
                guides.emplace_back(foot, c.root + c.feet[static_cast<std::size_t>(foot)].point);
            was_planted[static_cast<std::size_t>(foot)] = planted;
        }

    std::array<std::optional<ipos>, 2> plant;  // where each planted foot was set down
    for (std::size_t k = 0; k < cells.size(); ++k) {
        const StripCell& c = cells[k];
        const int ox = static_cast<int>(k) * w;
        // The ground line under the first pose's root, the guides, then the sprite, then the feet.
        const int ground_y = cells.front().root.y - y0;
        for (int x = 0; x < w; ++x) small.set(ox + x, ground_y, kGround);
        for (const auto& [foot, point] : guides)
            if (point.x - x0 >= 0 && point.x - x0 < w)  // a cut window: not into the next cell
                for (int y = 0; y < h; y += 2) small.set(ox + point.x - x0, y, kGuideColour[foot]);
        for (int y = 0; y < h; ++y) small.set(ox, y, kCellEdge);
        if (c.sheet) drawFrameAt(small, *c.sheet, c.frame, c.root - ipos(x0, y0) + ipos(ox, 0), ox, ox + w);
        for (const ipos q : c.sole) {
            const ipos at = c.root + q - ipos(x0, y0);
            if (at.x >= 0 && at.x < w && at.y >= 0 && at.y < h)
                small.set(ox + at.x, at.y, halfway(small.at(ox + at.x, at.y), kSoleTint));
        }
        for (int foot = 0; foot < 2; ++foot) {
            const auto fs = static_cast<std::size_t>(foot);
            const ContactFoot& cf = c.feet[fs];
            if (cf.state != FootState::Planted) {
                plant[fs].reset();
                continue;
            }
            const ipos world = c.root + cf.point;
            if (!plant[fs]) plant[fs] = world;
            if (c.slid) plant[fs] = world - *c.slid;
            const ipos p = world - ipos(x0, y0);
            // A planted foot away from where it was set down: a red bar from there to here, 2 px under the sole, along
            // the slide whichever way it goes (a diagonal's slide is mostly up or down the screen).
            if (*plant[fs] != world) {
                const ipos s0 = *plant[fs] - ipos(x0, y0);
                const int steps = chebyshevLength(p - s0);
                for (int t = 0; t <= steps; ++t) {
                    const int x = s0.x + static_cast<int>(std::lround(static_cast<double>((p.x - s0.x) * t) / steps));
                    const int y = s0.y + static_cast<int>(std::lround(static_cast<double>((p.y - s0.y) * t) / steps));
                    if (x >= 0 && x < w)
                        for (int dy = 2; dy <= 3; ++dy) small.set(ox + x, y + dy, kFilmstripSlideColour);
                }
            }
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx)
                    if (p.x + dx >= 0 && p.x + dx < w) small.set(ox + p.x + dx, p.y + dy, kFootColour[foot]);
        }
    }
    strip.image = std::move(small);
    return strip;
}

}  // namespace gaitlab

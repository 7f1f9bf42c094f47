#include "engine/hex/path_finder.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace gaitlab {

std::optional<MovePath> findPath(const HexGeometry& geometry, const HexMap& map, Hex from, Hex to) {
    if (!map.inside(from) || !map.movable(to) || from == to) return std::nullopt;
    const int32_t width = map.size.width;
    const size_t cells = static_cast<size_t>(width) * static_cast<size_t>(map.size.height);
    auto index = [width](Hex h) {
        return static_cast<size_t>(h.y) * static_cast<size_t>(width) + static_cast<size_t>(h.x);
    };

    // The direction that reached each hex (-1 = unvisited), kept per thread between calls and put back to -1 for
    // the hexes a call visited, so a short path on a large map does not pay for filling width*height entries; and a
    // FIFO of the visited hex indices (every visited hex but `to`), grown as the search goes.
    thread_local std::vector<int8_t> came_by;
    if (came_by.size() < cells) came_by.assign(cells, -1);
    std::vector<int32_t> queue;
    queue.reserve(std::min<size_t>(cells, 4096));
    // On every way out (a throw included), the hexes this call marked are unvisited again.
    struct Unmark {
        std::vector<int8_t>& marks;
        const std::vector<int32_t>& visited;
        size_t to;
        ~Unmark() {
            for (const int32_t i : visited) marks[static_cast<size_t>(i)] = -1;
            marks[to] = -1;
        }
    } unmark{came_by, queue, index(to)};
    size_t head = 0;
    const auto kStart = static_cast<int8_t>(geometry.dirCount());
    queue.push_back(static_cast<int32_t>(index(from)));
    came_by[index(from)] = kStart;
    bool reached = false;
    while (head < queue.size() && !reached) {
        const int32_t i = queue[head++];
        const Hex h{i % width, i / width};
        for (int dir = 0; dir < geometry.dirCount(); ++dir) {
            const auto next = geometry.step(h, dir, map.size);
            if (!next || !map.movable(*next)) continue;
            const size_t n = index(*next);
            if (came_by[n] != -1) continue;
            if (*next == to) {
                came_by[n] = static_cast<int8_t>(dir);
                reached = true;
                break;
            }
            queue.push_back(static_cast<int32_t>(n));  // listed before it is marked, so a throw leaves no mark
            came_by[n] = static_cast<int8_t>(dir);
        }
    }
    if (!reached) return std::nullopt;

    MovePath path;
    for (Hex h = to; !(h == from);) {
        const int dir = came_by[index(h)];
        path.steps.push_back(static_cast<uint8_t>(dir));
        h = geometry.stepUnsafe(h, geometry.reverseDir(dir));
    }
    // Control steps are uint16 (the wire format of §3.1); longer paths cannot be expressed.
    if (path.steps.size() > std::numeric_limits<uint16_t>::max()) return std::nullopt;
    std::reverse(path.steps.begin(), path.steps.end());
    path.control_steps = controlStepsFor(path.steps);
    return path;
}

std::vector<uint16_t> controlStepsFor(const std::vector<uint8_t>& steps) {
    std::vector<uint16_t> control;
    for (size_t i = 1; i <= steps.size(); ++i) {
        if (i == steps.size() || steps[i] != steps[i - 1]) control.push_back(static_cast<uint16_t>(i));
    }
    return control;
}

}  // namespace gaitlab

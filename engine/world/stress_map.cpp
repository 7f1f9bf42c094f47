#include "engine/world/stress_map.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <stdexcept>

namespace gaitlab {

int stressMapSide(int units) {
    const double side = std::ceil(std::sqrt(4.0 * static_cast<double>(std::max(units, 0))));
    return std::clamp(static_cast<int>(side), 40, 1000);
}

HexMap makeStressMap(MapSize size, std::vector<std::string> tile_names, uint32_t seed, int blocked_percent) {
    if (size.width <= 0 || size.height <= 0) throw std::invalid_argument("stress map: empty size");
    if (tile_names.empty() || tile_names.size() > 10) throw std::invalid_argument("stress map: 1..10 tile names");
    if (blocked_percent < 0 || blocked_percent > 90) throw std::invalid_argument("stress map: blocked 0..90 %");
    const auto kinds = static_cast<uint32_t>(tile_names.size());
    HexMap map = makeHexMap("stress", size, std::move(tile_names));
    std::mt19937 rng(seed);
    for (std::size_t i = 0; i < map.blocked.size(); ++i) {
        map.tile_kind[i] = static_cast<uint8_t>(rng() % kinds);
        map.blocked[i] = rng() % 100 < static_cast<uint32_t>(blocked_percent) ? 1 : 0;
    }
    map.setBlocked({size.width / 2, size.height / 2}, false);
    return map;
}

}  // namespace gaitlab

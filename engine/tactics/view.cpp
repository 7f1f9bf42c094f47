#include "engine/tactics/view.h"

#include <cmath>
#include <numbers>

namespace gaitlab::tactics {

int cameraStep(double x, double z) {
    constexpr double pi = std::numbers::pi;
    const double steps = (std::atan2(x, z) - std::atan2(0.5, -0.5) + pi / 36.0) / (pi / 4.0);
    if (!std::isfinite(steps)) {
        return 0;  // a NaN or infinite component has no direction
    }
    // The quotient lies within [-6.9, 1.2], so the cast is safe; floor(v + 0.5) is Math.round.
    return wrap8(static_cast<long long>(std::floor(steps + 0.5)));
}

}  // namespace gaitlab::tactics

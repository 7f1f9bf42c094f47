// The length of a 2D vector, the same to the last bit on every system (DECISIONS "Windows build").
#pragma once

#include <cmath>

namespace gaitlab {

/// sqrt(x² + y²), in the units of x and y (pixels). Not std::hypot: C libraries round it differently (glibc to the
/// nearest double, MinGW's as this sum), so a report's figures would differ between the Linux and Windows programs
/// in the last digit; a product, a sum and sqrt are IEEE operations, rounded alike everywhere, and for integer
/// pixel vectors the sum is exact. No overflow guard: pixel vectors are far below 1e150.
[[nodiscard]] inline double planeLength(double x, double y) { return std::sqrt(x * x + y * y); }

}  // namespace gaitlab

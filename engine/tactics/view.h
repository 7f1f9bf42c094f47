// Facing, camera step and the stored view (DECISIONS "The Draw Algorithm" and "Camera Step";
// D12, D15). Every index here wraps with a true modulo, so negative input never yields a negative view (R16).
#pragma once

#include <array>
#include <cstddef>

namespace gaitlab::tactics {

inline constexpr int TICKS_PER_SECOND = 60;  ///< the clock of every delay and event (D13)
inline constexpr int STANCE_HALF_H = 20;     ///< pixels from the soles up to the stance point (half of 40)

/// The four facings a unit takes (D15). Odd values: the even ones lie between them.
struct FacingValues {
    int NE;
    int SE;
    int SW;
    int NW;
};
inline constexpr FacingValues FACING{7, 1, 3, 5};

/// World direction of facing f (0..7) on the ground plane: (FACING_X[f], 0, FACING_Z[f]), a unit vector.
/// Convention: f points at the angle atan2(x, z) = 3π/4 − f·π/4, the angle cameraStep measures, so a camera at
/// step s sees facing f as view f + s, and a camera placed along facing f (cameraStep -f) sees view 0. Facing 1
/// (SE) is +x, facing 3 (SW) is +z, facing 5 (NW) is −x, facing 7 (NE) is −z; the even facings lie between.
inline constexpr double kHalfSqrt2 = 0.70710678118654752440;
inline constexpr std::array<double, 8> FACING_X{kHalfSqrt2, 1.0, kHalfSqrt2, 0.0, -kHalfSqrt2, -1.0, -kHalfSqrt2, 0.0};
inline constexpr std::array<double, 8> FACING_Z{-kHalfSqrt2, 0.0, kHalfSqrt2, 1.0, kHalfSqrt2, 0.0, -kHalfSqrt2, -1.0};

/// n mod 8 in 0..7 for any n, negative included (R16).
[[nodiscard]] constexpr int wrap8(long long n) { return static_cast<int>(((n % 8) + 8) % 8); }

/// Camera step 0..7 from a horizontal vector (x, z) pointing from the scene toward the camera ("Camera Step"):
/// round((atan2(x, z) − atan2(0.5, −0.5) + π/36) / (π/4)) mod 8. Rounds halves up, as JavaScript's Math.round.
/// A rounded −1 gives 7 (R16). A zero vector gives atan2(0, 0) = 0, step 5; a NaN or infinite component, 0.
[[nodiscard]] int cameraStep(double x, double z);

/// The stored view 0..7: (facing + cameraStep) mod 8, any integers in.
[[nodiscard]] constexpr int viewOf(int facing, int step) { return wrap8(static_cast<long long>(facing) + step); }

/// [0, 1, 1, 2, 2, 3, 3, 0][view]: which of the four drawn diagonals the view uses (view wrapped first).
[[nodiscard]] constexpr int patternOf(int view) {
    constexpr std::array<int, 8> kPattern{0, 1, 1, 2, 2, 3, 3, 0};
    return kPattern[static_cast<std::size_t>(wrap8(view))];
}

/// Pattern 2 or 3: the back sequence draws.
[[nodiscard]] constexpr bool isBackView(int view) { return patternOf(view) >= 2; }

/// Pattern 0 or 3: the tiles draw mirrored about the stance point. On a flat stage the unit faces left exactly
/// on the unmirrored patterns 1 and 2 ("The Screen").
[[nodiscard]] constexpr bool isMirroredView(int view) {
    const int p = patternOf(view);
    return p == 0 || p == 3;
}

}  // namespace gaitlab::tactics

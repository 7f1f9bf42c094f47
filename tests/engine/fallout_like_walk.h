// A walk drawn the way Fallout and FOnline critters are, with known truth: 8 frames moving east, each foot planted
// for half the cycle and going back 8 px a frame in the image while the body stays, the far foot drawn 2 rows
// higher, the feet touching as they pass, both feet with the same boot texture, and (optionally) a dithered or
// solid shadow under them that keeps still with the body. NextX is 8 a frame, so the planted foot stays still on the
// map; the tests change the deltas and know what the viewer sees: each change of a frame's delta moves the planted
// sole by exactly that much.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "engine/sprite/sprite_sheet.h"

namespace gaitlab::testing {

enum class FixtureShadow { None, Dither, Solid };

inline constexpr int kFixtureFrames = 8;
inline constexpr int kFixtureStep = 8;  // px the body advances per frame, NextX
inline constexpr int kFixtureWidth = 48;
inline constexpr int kFixtureHeight = 56;

/// Foot A's x (root-relative, left edge of its 8 px boot) and lift (px above the ground) in frame i: planted in
/// frames 0-4 going from +12 back to -20, then swinging forward lifted by 0, 3, 2, 3, 0 px (at 2 px the near foot, passing, covers the planted far
/// foot: a foot hidden behind the other).
inline void fixtureFoot(int i, int& x, int& lift) {
    const int k = ((i % kFixtureFrames) + kFixtureFrames) % kFixtureFrames;
    static constexpr int kX[kFixtureFrames] = {12, 4, -4, -12, -20, -12, -4, 4};
    static constexpr int kLift[kFixtureFrames] = {0, 0, 0, 0, 0, 3, 2, 3};
    x = kX[k];
    lift = kLift[k];
}

inline void fixturePut(SpriteFrame& f, int rx, int ry, uint8_t r, uint8_t g, uint8_t b) {
    const int c = rx + kFixtureWidth / 2;
    const int row = ry + kFixtureHeight;
    if (c < 0 || row < 0 || c >= kFixtureWidth || row >= kFixtureHeight) return;
    uint8_t* p = &f.rgba[(static_cast<size_t>(row) * kFixtureWidth + static_cast<size_t>(c)) * 4];
    p[0] = r;
    p[1] = g;
    p[2] = b;
    p[3] = 255;
}

/// One frame: shadow first, then legs, the far foot (B), the near foot (A), the body.
inline SpriteFrame fixtureFrame(int i, FixtureShadow shadow) {
    SpriteFrame f;
    f.width = kFixtureWidth;
    f.height = kFixtureHeight;
    f.rgba.assign(static_cast<size_t>(kFixtureWidth) * kFixtureHeight * 4, 0);
    f.next_x = kFixtureStep;
    if (shadow != FixtureShadow::None) {
        for (int y = -4; y <= -1; ++y)
            for (int x = -16; x <= 15; ++x) {
                const bool odd = ((x + y) & 1) != 0;
                if (shadow == FixtureShadow::Solid || odd)
                    fixturePut(f, x, y, 12, 12, 12);
                else
                    fixturePut(f, x, y, 32, 16, 16);
            }
    }
    const auto boot = [&](int x, int bottom) {
        // 8 x 4, a texture that varies along the boot (toe to heel) and by row.
        for (int c = 0; c < 8; ++c)
            for (int r = 0; r < 4; ++r)
                fixturePut(f, x + c, bottom - r, static_cast<uint8_t>(90 + 18 * c), static_cast<uint8_t>(60 + 20 * r),
                           static_cast<uint8_t>(40 + 9 * c));
    };
    const auto leg = [&](int foot_x, int bottom) {
        // From the boot's top to the hip (x -2..1 at y = -24), 2 px wide.
        const int top = bottom - 4;
        for (int y = -24; y <= top; ++y) {
            const double t = (y + 24.0) / std::max(1, top + 24);
            const int x = static_cast<int>(-1 + t * (foot_x + 3 - (-1)));
            fixturePut(f, x, y, 60, 60, 130);
            fixturePut(f, x + 1, y, 70, 70, 150);
        }
    };
    int ax = 0;
    int al = 0;
    int bx = 0;
    int bl = 0;
    fixtureFoot(i, ax, al);
    fixtureFoot(i + kFixtureFrames / 2, bx, bl);
    const int a_bottom = -1 - al;
    const int b_bottom = -3 - bl;  // the far foot stands 2 rows higher
    leg(bx, b_bottom);
    boot(bx, b_bottom);
    leg(ax, a_bottom);
    boot(ax, a_bottom);
    for (int y = -52; y <= -24; ++y)
        for (int x = -6; x <= 5; ++x)
            fixturePut(f, x, y, static_cast<uint8_t>(150 + 4 * x), static_cast<uint8_t>(120 + y), 90);
    return f;
}

/// The walk east: kFixtureFrames frames, NextX kFixtureStep, 800 ms.
inline SpriteSheet falloutLikeWalk(FixtureShadow shadow) {
    SpriteSheet sheet;
    for (int i = 0; i < kFixtureFrames; ++i) sheet.frames.push_back(fixtureFrame(i, shadow));
    sheet.anim_ms = 800;
    sheet.rebuildCycle();
    return sheet;
}

}  // namespace gaitlab::testing

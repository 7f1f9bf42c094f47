// The hit flash on screen (overlay layer "done as a shader tint", DECISIONS "Layered
// Animation"): the real renderer draws a 12x12 sprite, a solid (200,0,0) 8x8 square inside a 2-pixel
// transparent border, with several flashes side by side in one draw list. Flashed pixels show
// mix(texel.rgb * tint.rgb, flash.rgb, flash.a / 255); border pixels show the background unchanged.
// Expected values are computed by hand below (s = strength / 255), within +-2 for GPU rounding.
// Set GAITLAB_FLASH_TEST_PNG to a path to keep the capture for a visual check.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "app/files/image_file.h"
#include "offscreen_gl.h"
#include "render/offscreen_target.h"
#include "render/renderer.h"

using namespace gaitlab;

namespace {

constexpr ipos kFlashViewport{128, 40};
constexpr Rgba8 kBackground{30, 60, 90, 255};
constexpr Rgba8 kSquare{200, 0, 0, 255};
constexpr Rgba8 kHalfSquare{200, 0, 0, 128};  // the same red at half coverage
constexpr int kSide = 12;                     // sprite image, pixels
constexpr int kBorder = 2;                    // transparent frame around the square
constexpr int kTop = 4;                       // map y of every sprite's top edge
constexpr int kStep = 20;                     // map x between sprites

struct FlashGl : testing::OffscreenGl {
    FlashGl() : OffscreenGl(kFlashViewport) {}
    RgbaImage capture(const DrawList& list, const SpritePixelSource& source) {
        // Centre on the viewport centre at zoom 1: origin 0, so map pixels are screen pixels.
        Camera camera;
        camera.centre = {kFlashViewport.x / 2.0f, kFlashViewport.y / 2.0f};
        camera.zoom = 1;
        return OffscreenGl::capture(list, camera, source, kBackground);
    }
};

RgbaImage borderedSquare(Rgba8 inside) {
    RgbaImage image(kSide, kSide, Rgba8{0, 0, 0, 0});
    for (int y = kBorder; y < kSide - kBorder; ++y)
        for (int x = kBorder; x < kSide - kBorder; ++x) image.set(x, y, inside);
    return image;
}

struct SquareSource : SpritePixelSource {
    RgbaImage solid = borderedSquare(kSquare);
    RgbaImage half = borderedSquare(kHalfSquare);
    [[nodiscard]] uint64_t pixelGeneration() const override { return 1; }
    [[nodiscard]] const RgbaImage* pixelsFor(const SpriteKey& key) const override {
        if (key.name == "solid") return &solid;
        if (key.name == "half") return &half;
        return nullptr;
    }
};

struct Case {
    const char* what;
    const char* image;
    Rgba8 tint;
    Rgba8 flash;
    Rgba8 expected;  // every pixel of the square, blended over kBackground
    bool exact;
};

const std::vector<Case>& cases() {
    static const std::vector<Case> all{
        {"no flash", "solid", {}, {0, 0, 0, 0}, {200, 0, 0, 255}, true},
        // s = 1: the flash colour replaces the texel.
        {"white flash at 255", "solid", {}, {255, 255, 255, 255}, {255, 255, 255, 255}, false},
        // s = 128/255 = 0.502: r = 200 * 0.498 = 99.6 -> 100, g = 0, b = 255 * 0.502 = 128.
        {"blue flash at 128", "solid", {}, {0, 0, 255, 128}, {100, 0, 128, 255}, false},
        // tint r 128/255: 200 * 0.502 = 100.4; s = 64/255 = 0.251: r = 100.4 * 0.749 = 75.2 -> 75,
        // g = 255 * 0.251 = 64, b = 0.
        {"tint then green flash at 64", "solid", {128, 255, 255, 255}, {0, 255, 0, 64}, {75, 64, 0, 255}, false},
        // Strength 0 ignores the colour: exactly the texel.
        {"green colour at strength 0", "solid", {}, {0, 255, 0, 0}, {200, 0, 0, 255}, true},
        // Alpha is kept: white at coverage a = 128/255 = 0.502 over (30,60,90):
        // r = 255 * 0.502 + 30 * 0.498 = 142.9 -> 143, g = 128.0 + 29.9 = 157.9 -> 158,
        // b = 128.0 + 44.8 = 172.8 -> 173; destination alpha 0.502 + 1 * 0.498 = 1.
        {"white flash on a half-transparent texel", "half", {}, {255, 255, 255, 255}, {143, 158, 173, 255}, false},
    };
    return all;
}

int distance(Rgba8 a, Rgba8 b) {
    const auto d = [](uint8_t x, uint8_t y) { return std::abs(int(x) - int(y)); };
    return std::max({d(a.r, b.r), d(a.g, b.g), d(a.b, b.b), d(a.a, b.a)});
}

}  // namespace

TEST_CASE("hit flash mixes the sprite toward the flash colour and keeps transparent pixels transparent") {
    FlashGl gl;
    SquareSource source;
    DrawList list;
    for (std::size_t i = 0; i < cases().size(); ++i) {
        SpriteItem item;
        item.key = SpriteKey{SpriteKey::Kind::Tile, cases()[i].image, 0, 0};
        item.top_left = {4 + static_cast<int>(i) * kStep, kTop};
        item.size = {kSide, kSide};
        item.tint = cases()[i].tint;
        item.flash = cases()[i].flash;
        list.sprites.push_back(item);
    }
    const RgbaImage image = gl.capture(list, source);
    if (const char* path = std::getenv("GAITLAB_FLASH_TEST_PNG"); path != nullptr && *path != '\0')
        CHECK(savePng(image, path).empty());

    // Flash and tint are per vertex: sprites with different flashes on one page stay one draw call.
    CHECK(gl.renderer->stats().sprite_draw_calls == 1);

    for (std::size_t i = 0; i < cases().size(); ++i) {
        const Case& c = cases()[i];
        CAPTURE(c.what);
        const int left = 4 + static_cast<int>(i) * kStep;
        int inside_off = 0;
        int border_off = 0;
        Rgba8 sample{};
        for (int y = 0; y < kSide; ++y)
            for (int x = 0; x < kSide; ++x) {
                const Rgba8 pixel = image.at(left + x, kTop + y);
                const bool inside = x >= kBorder && x < kSide - kBorder && y >= kBorder && y < kSide - kBorder;
                if (inside) {
                    sample = pixel;
                    const int tolerance = c.exact ? 0 : 2;
                    if (distance(pixel, c.expected) > tolerance) ++inside_off;
                } else if (!(pixel == kBackground)) {
                    ++border_off;
                }
            }
        CAPTURE(int(sample.r));
        CAPTURE(int(sample.g));
        CAPTURE(int(sample.b));
        CAPTURE(int(sample.a));
        CHECK(inside_off == 0);
        CHECK(border_off == 0);
    }
    // Between and around the sprites nothing changed.
    int outside_off = 0;
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            const bool in_sprite = y >= kTop && y < kTop + kSide && x >= 4 && (x - 4) % kStep < kSide &&
                                   (x - 4) / kStep < static_cast<int>(cases().size());
            if (!in_sprite && !(image.at(x, y) == kBackground)) ++outside_off;
        }
    CHECK(outside_off == 0);
}

TEST_CASE("a sprite drawn without a flash matches the same sprite with a zero-strength flash") {
    FlashGl gl;
    SquareSource source;
    SpriteItem item;
    item.key = SpriteKey{SpriteKey::Kind::Tile, "solid", 0, 0};
    item.top_left = {10, kTop};
    item.size = {kSide, kSide};
    DrawList plain;
    plain.sprites.push_back(item);
    item.flash = Rgba8{255, 255, 255, 0};
    DrawList zero;
    zero.sprites.push_back(item);
    const RgbaImage a = gl.capture(plain, source);
    const RgbaImage b = gl.capture(zero, source);
    CHECK(a.pixels == b.pixels);
    CHECK(a.at(10 + kSide / 2, kTop + kSide / 2) == kSquare);
}

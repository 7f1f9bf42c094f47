// Images wider or taller than the GPU's texture limit (GL_MAX_TEXTURE_SIZE less the atlas padding) are reported by
// the renderer with the file, direction and frame, and drawn as a solid magenta placeholder, never as a black line
// or a wrong picture; the headless render logs the error and shows it in the frames' Errors window. The 70000x1
// PNG is written by the test through savePng and read back through loadPng.
#include <doctest/doctest.h>

#include <filesystem>
#include <memory>
#include <sstream>
#include <string>

#include "app/files/image_file.h"
#include "app/headless/headless_render.h"
#include "app/scene/scenarios.h"
#include "offscreen_gl.h"
#include "render/renderer.h"
#include "render/sprite_atlas.h"
#include "temp_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

/// One image for every key.
class OneImage : public SpritePixelSource {
public:
    explicit OneImage(RgbaImage image) : image_(std::move(image)) {}
    [[nodiscard]] uint64_t pixelGeneration() const override { return 1; }
    [[nodiscard]] const RgbaImage* pixelsFor(const SpriteKey& /*key*/) const override { return &image_; }

private:
    RgbaImage image_;
};

std::string limitText(int limit) {
    return "more than the GPU's texture limit of " + std::to_string(limit - 2) +
           " pixels per side (GL_MAX_TEXTURE_SIZE " + std::to_string(limit) + "); drawn as a magenta placeholder";
}

}  // namespace

TEST_CASE("a 70000x1 frame past the GL texture limit is an error and draws magenta, not black") {
    OffscreenGl gl(ipos(200, 20));
    const int limit = SpriteAtlas::maxTextureSize();
    REQUIRE(limit > 0);
    REQUIRE(70000 > limit - 2);  // llvmpipe: 16384
    const std::string png = (std::filesystem::temp_directory_path() / "gaitlab_gl_70000x1.png").string();
    REQUIRE(savePng(RgbaImage(70000, 1, Rgba8{255, 255, 255, 255}), png).empty());
    RgbaImage wide;
    REQUIRE(loadPng(png, wide).empty());
    std::filesystem::remove(png);
    const OneImage source(std::move(wide));

    DrawList list;
    SpriteItem item;
    item.key = SpriteKey{SpriteKey::Kind::Frame, "art/wide.fofrm", 2, 5};
    item.top_left = ipos(-1000, 10);
    item.size = ipos(70000, 1);
    list.sprites.push_back(item);
    Camera camera;
    camera.centre = glm::vec2(100.0f, 10.0f);
    const RgbaImage image = gl.capture(list, camera, source, Rgba8{0, 0, 80, 255});
    for (int x = 0; x < 200; ++x) {
        CAPTURE(x);
        CHECK(image.at(x, 10) == Rgba8{255, 0, 255, 255});
        CHECK(image.at(x, 9) == Rgba8{0, 0, 80, 255});
    }
    const std::string expected = "art/wide.fofrm: direction 2 frame 5 is 70000x1 pixels, " + limitText(limit);
    const auto errors = gl.renderer->errors();
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].file == "art/wide.fofrm");
    CHECK(errors[0].message == expected);
    const auto fresh = gl.renderer->takeNewErrors();
    REQUIRE(fresh.size() == 1);
    CHECK(fresh[0].message == expected);
    (void)gl.capture(list, camera, source, Rgba8{0, 0, 80, 255});
    CHECK(gl.renderer->takeNewErrors().empty());  // logged once
    CHECK(gl.renderer->errors().size() == 1);     // still shown
}

TEST_CASE("gaitlab render logs a critter frame past the GL texture limit and keeps going") {
    const std::filesystem::path dir = writeTempAssets("texture_limit");
    REQUIRE(savePng(RgbaImage(70000, 1, kBodyColour), (dir / "critters/humanoid/body.png").string()).empty());
    RenderOptions options;
    options.scenario = "default";
    options.seconds = 0.1;
    options.out_dir = (dir / "out").string();
    options.asset_dir = dir.string();
    options.width = 200;
    options.height = 150;
    options.every = 10;
    std::ostringstream log;
    REQUIRE_MESSAGE(runHeadlessRender(options, log) == 0, log.str());
    OffscreenGl gl(ipos(8, 8));
    const std::string text = log.str();
    const std::string prefix = "render error: " + (dir / "critters/humanoid/").string();
    CHECK_MESSAGE(text.find(prefix) != std::string::npos, text);
    CHECK_MESSAGE(text.find(".fofrm: direction 0 frame 0 is 70000x1 pixels, " +
                            limitText(SpriteAtlas::maxTextureSize())) != std::string::npos,
                  text);
    std::filesystem::remove_all(dir);
}

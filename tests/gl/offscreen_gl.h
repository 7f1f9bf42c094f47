// A hidden window with a real GL context, the renderer and an offscreen target of one viewport size, for the GL
// tests that read rendered pixels back (SDL's offscreen driver, tests/gl_test_environment.cpp).
#pragma once

#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "app/scene/gl_window.h"
#include "render/camera.h"
#include "render/offscreen_target.h"
#include "render/renderer.h"

namespace gaitlab::testing {

struct OffscreenGl {
    ipos viewport;
    std::unique_ptr<GlWindow> window;
    std::unique_ptr<Renderer> renderer;
    std::unique_ptr<OffscreenTarget> target;

    /// `size`: the viewport and target in pixels. Fails the test when any part cannot be created.
    explicit OffscreenGl(ipos size) : viewport(size) {
        std::string error;
        GlWindowOptions options;
        options.width = size.x;
        options.height = size.y;
        options.visible = false;
        options.imgui = false;
        window = GlWindow::create(options, error);
        REQUIRE_MESSAGE(window, error);
        renderer = Renderer::create(error);
        REQUIRE_MESSAGE(renderer, error);
        target = OffscreenTarget::create(size.x, size.y, error);
        REQUIRE_MESSAGE(target, error);
    }

    /// Clears to `clear`, draws `list` through `camera` and reads the whole target back (top row first).
    RgbaImage capture(const DrawList& list, const Camera& camera, const SpritePixelSource& source, Rgba8 clear) {
        target->bind();
        renderer->clear(viewport, clear);
        renderer->draw(list, camera, viewport, source);
        RgbaImage image = target->readback();
        OffscreenTarget::unbind();
        return image;
    }
};

}  // namespace gaitlab::testing

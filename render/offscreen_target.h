// A fixed-size RGBA8 framebuffer object for captures: the image does not depend on the window or its
// HiDPI scale (D22, B4.7). Requires a current GL 3.3 core context.
#pragma once

#include <memory>
#include <string>

#include <epoxy/gl.h>

#include "engine/hex/hex.h"
#include "render/rgba_image.h"

namespace gaitlab {

class OffscreenTarget {
public:
    /// Creates a width x height colour target; nullptr and `error` set when the size is not positive or
    /// the framebuffer is incomplete.
    [[nodiscard]] static std::unique_ptr<OffscreenTarget> create(int width, int height, std::string& error);
    ~OffscreenTarget();
    OffscreenTarget(const OffscreenTarget&) = delete;
    OffscreenTarget& operator=(const OffscreenTarget&) = delete;

    /// Binds the framebuffer and sets the viewport to its size.
    void bind() const;
    /// Binds the window's default framebuffer again.
    static void unbind();
    /// Reads the colour buffer back (glReadPixels), rows flipped so row 0 is the top.
    [[nodiscard]] RgbaImage readback() const;
    [[nodiscard]] ipos size() const { return {width_, height_}; }

private:
    OffscreenTarget() = default;
    int width_ = 0;
    int height_ = 0;
    GLuint fbo_ = 0;
    GLuint color_ = 0;
};

}  // namespace gaitlab

namespace gaitlab {

/// Reads the currently bound read framebuffer (e.g. the window's back buffer before the swap) into an
/// image of `size` pixels, rows flipped so row 0 is the top.
[[nodiscard]] RgbaImage readCurrentFramebuffer(ipos size);
/// The `size` pixels of the bound framebuffer (of `viewport` pixels) whose top-left is `top_left` (window pixels,
/// row 0 at the top), rows top to bottom; the area is clipped to the viewport first (empty when nothing is left).
[[nodiscard]] RgbaImage readFramebufferArea(ipos viewport, ipos top_left, ipos size);

}  // namespace gaitlab

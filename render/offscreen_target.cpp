#include "render/offscreen_target.h"

#include <algorithm>

namespace gaitlab {

std::unique_ptr<OffscreenTarget> OffscreenTarget::create(int width, int height, std::string& error) {
    if (width <= 0 || height <= 0) {
        error = "offscreen target: size must be positive, got " + std::to_string(width) + "x" + std::to_string(height);
        return nullptr;
    }
    std::unique_ptr<OffscreenTarget> target(new OffscreenTarget());
    target->width_ = width;
    target->height_ = height;
    glGenTextures(1, &target->color_);
    glBindTexture(GL_TEXTURE_2D, target->color_);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glGenFramebuffers(1, &target->fbo_);
    glBindFramebuffer(GL_FRAMEBUFFER, target->fbo_);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, target->color_, 0);
    const GLenum status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    if (status != GL_FRAMEBUFFER_COMPLETE) {
        error = "offscreen target: framebuffer incomplete (status " + std::to_string(status) + ")";
        return nullptr;
    }
    return target;
}

OffscreenTarget::~OffscreenTarget() {
    if (fbo_ != 0) glDeleteFramebuffers(1, &fbo_);
    if (color_ != 0) glDeleteTextures(1, &color_);
}

void OffscreenTarget::bind() const {
    glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
    glViewport(0, 0, width_, height_);
}

void OffscreenTarget::unbind() { glBindFramebuffer(GL_FRAMEBUFFER, 0); }

RgbaImage OffscreenTarget::readback() const {
    glBindFramebuffer(GL_READ_FRAMEBUFFER, fbo_);
    return readCurrentFramebuffer(size());
}

RgbaImage readCurrentFramebuffer(ipos size) {
    RgbaImage image(size.x, size.y);
    if (image.empty()) return image;
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, image.width, image.height, GL_RGBA, GL_UNSIGNED_BYTE, image.pixels.data());
    flipRows(image);
    return image;
}

RgbaImage readFramebufferArea(ipos viewport, ipos top_left, ipos size) {
    const int x0 = std::max(top_left.x, 0);
    const int y0 = std::max(top_left.y, 0);
    const int x1 = std::min(top_left.x + size.x, viewport.x);
    const int y1 = std::min(top_left.y + size.y, viewport.y);
    if (x1 <= x0 || y1 <= y0) return {};
    RgbaImage image(x1 - x0, y1 - y0);
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    // GL counts rows from the bottom.
    glReadPixels(x0, viewport.y - y1, image.width, image.height, GL_RGBA, GL_UNSIGNED_BYTE, image.pixels.data());
    flipRows(image);
    return image;
}

}  // namespace gaitlab

#include "app/assets/frame_pixels.h"

namespace gaitlab {

namespace {

SpriteKey frameKey(const std::string& source, std::size_t d, std::size_t i) {
    return SpriteKey{SpriteKey::Kind::Frame, source, static_cast<int>(d), static_cast<int>(i)};
}

}  // namespace

void stripFramePixels(SpriteAnimation& anim) {
    for (SpriteSheet& sheet : anim.dirs)
        for (SpriteFrame& frame : sheet.frames) frame.rgba.clear();
}

void FramePixelStore::add(const SpriteAnimation& anim) {
    for (std::size_t d = 0; d < anim.dirs.size(); ++d) {
        for (std::size_t i = 0; i < anim.dirs[d].frames.size(); ++i) {
            const SpriteFrame& frame = anim.dirs[d].frames[i];
            RgbaImage image;
            if (frame.width > 0 && frame.height > 0 &&
                frame.rgba.size() ==
                    static_cast<std::size_t>(frame.width) * static_cast<std::size_t>(frame.height) * 4) {
                image.width = frame.width;
                image.height = frame.height;
                image.pixels = frame.rgba;
            } else if (frame.width == 0 && frame.height == 0 && frame.image.empty()) {
                image = RgbaImage(1, 1);  // an empty frame (FRM 0x0) draws nothing
            } else {
                image = placeholderImage(kPlaceholderWidth, kPlaceholderHeight);
            }
            pixels_[frameKey(anim.source, d, i)] = std::move(image);
        }
    }
    ++generation_;
}

std::shared_ptr<const SpriteAnimation> FramePixelStore::addBuilt(SpriteAnimation anim) {
    anim.source = "built:" + std::to_string(++built_count_) + ":" + anim.source;
    add(anim);
    stripFramePixels(anim);
    return std::make_shared<const SpriteAnimation>(std::move(anim));
}

void FramePixelStore::drop(const std::string& source) {
    const auto erased = std::erase_if(pixels_, [&source](const auto& entry) {
        return entry.first.kind == SpriteKey::Kind::Frame && entry.first.name == source;
    });
    if (erased > 0) ++generation_;
}

SpriteAnimation FramePixelStore::withPixels(const SpriteAnimation& anim) const {
    SpriteAnimation out = anim;
    for (std::size_t d = 0; d < out.dirs.size(); ++d) {
        for (std::size_t i = 0; i < out.dirs[d].frames.size(); ++i) {
            SpriteFrame& frame = out.dirs[d].frames[i];
            const RgbaImage* image = pixelsFor(frameKey(anim.source, d, i));
            const RgbaImage use = image != nullptr ? *image : placeholderImage(kPlaceholderWidth, kPlaceholderHeight);
            frame.width = use.width;
            frame.height = use.height;
            frame.rgba = use.pixels;
            frame.image.clear();
        }
    }
    return out;
}

const RgbaImage* FramePixelStore::pixelsFor(const SpriteKey& key) const {
    if (key.kind != SpriteKey::Kind::Frame) return nullptr;
    const auto it = pixels_.find(key);
    return it == pixels_.end() ? nullptr : &it->second;
}

}  // namespace gaitlab

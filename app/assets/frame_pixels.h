// The pixels of every sprite frame on screen, keyed as the renderer asks for them: SpriteKey{Frame, animation
// source, direction index, frame index} -> RGBA image. Animations are registered with their decoded pixels
// (SpriteFrame::rgba) when they load and dropped by source when a newer version replaces them, so the renderer
// sees exactly the current versions. Implements SpritePixelSource (render/pixel_source.h) for Frame keys only.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>

#include "engine/drawlist/draw_list.h"
#include "engine/sprite/sprite_sheet.h"
#include "render/pixel_source.h"
#include "render/rgba_image.h"

namespace gaitlab {

/// The size of the magenta placeholder drawn for a sprite (or frame) that never loaded, pixels.
inline constexpr int kPlaceholderWidth = 24;
inline constexpr int kPlaceholderHeight = 40;

/// Clears SpriteFrame::rgba of every frame (the store keeps one copy; the animation keeps the keys only).
void stripFramePixels(SpriteAnimation& anim);

class FramePixelStore : public SpritePixelSource {
public:
    /// Registers the pixels of every frame of `anim` under its `source`, replacing earlier ones of the same keys.
    /// A frame with width*height*4 rgba bytes is served as it is; a 0x0 frame without an image path as a 1x1
    /// transparent image (draws nothing); any other frame (pixels missing or of the wrong size) as the magenta
    /// placeholder (kPlaceholderWidth x kPlaceholderHeight).
    void add(const SpriteAnimation& anim);
    /// Gives `anim` a unique source "built:N:<source>" (N counts from 1 per store), registers its pixels, strips
    /// them from the frames and returns the stored animation. For animations built in memory (sheet operations,
    /// D9), whose frames would otherwise share the keys of the file they came from.
    [[nodiscard]] std::shared_ptr<const SpriteAnimation> addBuilt(SpriteAnimation anim);
    /// Removes every frame of animation source `source`. Unknown sources are ignored.
    void drop(const std::string& source);
    /// A copy of `anim` whose frames carry their registered pixels (rgba, width, height; image path cleared);
    /// a frame without registered pixels gets the placeholder.
    [[nodiscard]] SpriteAnimation withPixels(const SpriteAnimation& anim) const;

    /// Moves on after every add, addBuilt and drop that changed something.
    [[nodiscard]] uint64_t pixelGeneration() const override { return generation_; }
    /// The registered pixels of a Frame key; nullptr for an unknown frame and for Tile and Cell keys.
    [[nodiscard]] const RgbaImage* pixelsFor(const SpriteKey& key) const override;
    /// Number of frames registered.
    [[nodiscard]] std::size_t size() const { return pixels_.size(); }

private:
    std::unordered_map<SpriteKey, RgbaImage, SpriteKeyHash> pixels_;
    int built_count_ = 0;
    uint64_t generation_ = 1;
};

}  // namespace gaitlab

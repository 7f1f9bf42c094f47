// Texture atlas pages holding sprite pixels: images are shelf-packed (1 px padding) into RGBA8 pages of
// 1024x1024 (a larger image gets a page of its own size, up to GL_MAX_TEXTURE_SIZE), sampled with nearest filtering. Requires a
// current GL 3.3 core context.
#pragma once

#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

#include <epoxy/gl.h>
#include <glm/vec2.hpp>

#include "engine/drawlist/draw_list.h"
#include "render/rgba_image.h"
#include "render/shelf_packer.h"

namespace gaitlab {

/// Where a key's pixels live: page index, GL texture and the UV rectangle of the image (no padding).
struct AtlasRegion {
    int page = 0;
    GLuint texture = 0;
    ipos size{0, 0};      ///< pixels
    glm::vec2 uv0{0.0f};  ///< top-left texture coordinate
    glm::vec2 uv1{0.0f};  ///< bottom-right texture coordinate
};

class SpriteAtlas {
public:
    static constexpr int kPageSize = 1024;

    SpriteAtlas() = default;
    ~SpriteAtlas();
    SpriteAtlas(const SpriteAtlas&) = delete;
    SpriteAtlas& operator=(const SpriteAtlas&) = delete;

    /// GL_MAX_TEXTURE_SIZE of the current context: the largest page side.
    [[nodiscard]] static int maxTextureSize();
    /// True when an image of `size` fits a page of this GL (its side plus the 2 px of padding within
    /// maxTextureSize()); add() must not be called with a larger image.
    [[nodiscard]] static bool fits(ipos size);

    [[nodiscard]] std::optional<AtlasRegion> find(const SpriteKey& key) const;
    /// Uploads `image` under `key` (replacing nothing: call find first). An empty image is stored as a
    /// 1x1 placeholder so the key resolves; so is an image that does not fit (fits() is false), which the caller
    /// reports (Renderer::errors).
    AtlasRegion add(const SpriteKey& key, const RgbaImage& image);
    /// Deletes every page (after an asset reload).
    void clear();
    [[nodiscard]] int pageCount() const { return static_cast<int>(pages_.size()); }

private:
    struct Page {
        GLuint texture = 0;
        ShelfPacker packer;
    };
    Page& newPage(int width, int height);

    std::vector<Page> pages_;
    std::unordered_map<SpriteKey, AtlasRegion, SpriteKeyHash> regions_;
};

}  // namespace gaitlab

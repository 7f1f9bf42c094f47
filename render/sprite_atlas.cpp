#include "render/sprite_atlas.h"

#include <algorithm>

namespace gaitlab {

SpriteAtlas::~SpriteAtlas() { clear(); }

int SpriteAtlas::maxTextureSize() {
    GLint size = 0;
    glGetIntegerv(GL_MAX_TEXTURE_SIZE, &size);
    return size;
}

bool SpriteAtlas::fits(ipos size) {
    const int limit = maxTextureSize();
    return size.x >= 0 && size.y >= 0 && size.x <= limit - 2 && size.y <= limit - 2;
}

std::optional<AtlasRegion> SpriteAtlas::find(const SpriteKey& key) const {
    const auto it = regions_.find(key);
    if (it == regions_.end()) return std::nullopt;
    return it->second;
}

SpriteAtlas::Page& SpriteAtlas::newPage(int width, int height) {
    Page page{0, ShelfPacker(width, height, 1)};
    glGenTextures(1, &page.texture);
    glBindTexture(GL_TEXTURE_2D, page.texture);
    // Cleared to transparent so padding never shows a stale texel.
    const RgbaImage clear(width, height);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, clear.pixels.data());
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    pages_.push_back(std::move(page));
    return pages_.back();
}

AtlasRegion SpriteAtlas::add(const SpriteKey& key, const RgbaImage& image) {
    RgbaImage placeholder;
    const bool usable = !image.empty() && fits(ipos(image.width, image.height));
    if (!usable) placeholder = placeholderImage(1, 1);
    const RgbaImage& pixels = usable ? image : placeholder;
    std::optional<ipos> at;
    int page_index = -1;
    for (std::size_t i = 0; i < pages_.size() && !at; ++i) {
        at = pages_[i].packer.insert(pixels.width, pixels.height);
        if (at) page_index = static_cast<int>(i);
    }
    if (!at) {
        // A new page; images larger than a standard page get a page of their own size.
        Page& page = newPage(std::max(kPageSize, pixels.width + 2), std::max(kPageSize, pixels.height + 2));
        at = page.packer.insert(pixels.width, pixels.height);
        page_index = static_cast<int>(pages_.size()) - 1;
    }
    Page& page = pages_[static_cast<std::size_t>(page_index)];
    glBindTexture(GL_TEXTURE_2D, page.texture);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexSubImage2D(GL_TEXTURE_2D, 0, at->x, at->y, pixels.width, pixels.height, GL_RGBA, GL_UNSIGNED_BYTE,
                    pixels.pixels.data());
    const glm::vec2 page_size(static_cast<float>(page.packer.pageWidth()),
                              static_cast<float>(page.packer.pageHeight()));
    AtlasRegion region;
    region.page = page_index;
    region.texture = page.texture;
    region.size = ipos(pixels.width, pixels.height);
    region.uv0 = glm::vec2(*at) / page_size;
    region.uv1 = glm::vec2(*at + region.size) / page_size;
    regions_[key] = region;
    return region;
}

void SpriteAtlas::clear() {
    for (Page& page : pages_)
        if (page.texture != 0) glDeleteTextures(1, &page.texture);
    pages_.clear();
    regions_.clear();
}

}  // namespace gaitlab

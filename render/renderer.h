// Draws a sorted DrawList with OpenGL 3.3 core: sprites from atlas pages in batches (one draw call per
// atlas page per contiguous run of the list), then the 1-pixel lines. Map pixels go through the Camera
// (integer zoom, whole-pixel origin). Flipped sprites reverse their texture columns; pivoted sprites (tactics
// tiles) snap their edges about the pivot (D12). Each sprite's texels are multiplied by its tint, then mixed
// toward its hit flash colour by the flash strength (SpriteItem::flash), alpha kept; both are per-vertex
// attributes, so they do not split batches. Requires a current GL 3.3 core context for its whole life.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/base/error_record.h"
#include "engine/drawlist/draw_list.h"
#include "render/camera.h"
#include "render/gl_program.h"
#include "render/pixel_source.h"
#include "render/sprite_atlas.h"

namespace gaitlab {

/// Counts of the last draw() call, for the overlay and tests.
struct RenderStats {
    int sprites = 0;
    int sprite_draw_calls = 0;
    int lines = 0;
    int atlas_pages = 0;
};

/// A sprite's quad in map pixels as the shader receives it (screen = map · zoom + origin).
struct SpriteQuad {
    float x0 = 0.0f, y0 = 0.0f, x1 = 0.0f, y1 = 0.0f;
};
/// Where `item` is drawn at integer `zoom`: top_left + size, or for a pivoted item (tactics tiles, D12) each
/// edge at pivot + snapFromPivot(edge offset, zoom) / zoom, so the reflection of a pose about its pivot covers
/// exactly the reflected screen pixels. A flipped item covers the same quad with its texture reversed.
[[nodiscard]] SpriteQuad spriteQuad(const SpriteItem& item, int zoom);

class Renderer {
public:
    /// Loads sprite.vert/.frag and line.vert/.frag from `shader_dir` (default: the source tree's shaders/).
    /// nullptr and `error` (file + compiler log) on failure.
    [[nodiscard]] static std::unique_ptr<Renderer> create(std::string& error,
                                                          const std::string& shader_dir = GAITLAB_SHADER_DIR);
    ~Renderer();
    Renderer(const Renderer&) = delete;
    Renderer& operator=(const Renderer&) = delete;

    /// Clears the bound framebuffer's `viewport` area (pixels) to `background`.
    void clear(ipos viewport, Rgba8 background) const;
    /// Draws `list` (expected sorted, see DrawList::sort) into the bound framebuffer of size `viewport`.
    /// Keys unknown to the atlas are uploaded from `source`; a key `source` cannot supply is drawn as a
    /// magenta checker of the item's size. A new source generation drops the atlas first.
    void draw(const DrawList& list, const Camera& camera, ipos viewport, const SpritePixelSource& source);
    /// The atlas region of a key uploaded by an earlier draw (frame strip thumbnails), or nullopt.
    [[nodiscard]] std::optional<AtlasRegion> region(const SpriteKey& key) const { return atlas_.find(key); }
    /// The atlas region of `key`, uploaded from `source` now when no draw has (the frame strip shows every
    /// frame of a sheet, also those not drawn yet); an 8x8 magenta checker when `source` cannot supply it. Call
    /// after draw() with the same source, which drops an atlas of an older pixel generation.
    [[nodiscard]] AtlasRegion regionFor(const SpriteKey& key, const SpritePixelSource& source);
    [[nodiscard]] const RenderStats& stats() const { return stats_; }
    /// The images of this pixel generation that the GPU cannot hold (wider or taller than GL_MAX_TEXTURE_SIZE less
    /// the atlas padding), one record per key, e.g. "walk.fofrm: direction 0 frame 2 is 70000x1 pixels, more than
    /// the GPU's texture limit of 16382 pixels per side (GL_MAX_TEXTURE_SIZE 16384); drawn as a magenta
    /// placeholder". Such a key is drawn in solid magenta, never as a wrong picture.
    [[nodiscard]] std::vector<ErrorRecord> errors() const { return errors_.records(); }
    /// The records of errors() not returned before (also across a new pixel generation that finds the same
    /// error again), for the log; each is returned once.
    [[nodiscard]] std::vector<ErrorRecord> takeNewErrors();

private:
    Renderer() = default;
    AtlasRegion resolve(const SpriteItem& item, const SpritePixelSource& source);
    void setViewUniforms(const GlProgram& program, const Camera& camera, ipos viewport) const;

    GlProgram sprite_program_;
    GlProgram line_program_;
    GLuint sprite_vao_ = 0;
    GLuint sprite_vbo_ = 0;
    GLuint line_vao_ = 0;
    GLuint line_vbo_ = 0;
    SpriteAtlas atlas_;
    uint64_t atlas_generation_ = 0;
    bool atlas_generation_known_ = false;
    RenderStats stats_;
    ErrorRegistry errors_;                 // by key, this pixel generation
    ErrorRegistry previous_errors_;        // the last generation's, so a reload does not log them again
    std::vector<ErrorRecord> new_errors_;  // for takeNewErrors
};

}  // namespace gaitlab

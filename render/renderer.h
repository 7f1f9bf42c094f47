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
#include "render/ground_area.h"
#include "render/pixel_source.h"
#include "render/sprite_atlas.h"

namespace gaitlab {

/// Counts of the last draw() call, for the overlay and tests.
struct RenderStats {
    int sprites = 0;
    int sprite_draw_calls = 0;
    int lines = 0;
    int atlas_pages = 0;
    /// drawFrame copied the ground from its cache instead of drawing it (false after draw()).
    bool ground_cached = false;
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
    /// Clears the bound framebuffer of size `viewport` to `background` and draws `list` over it, as clear and draw
    /// do, but copies the ground (the tiles and the list's map_lines) from a texture of groundArea(camera,
    /// viewport) that is drawn again only when that area, the zoom, `background`, the source's pixel generation or
    /// the ground items themselves (a hash of every field that is drawn) changed. The list's ground must cover the
    /// area (DrawOptions::ground = groundArea(camera, viewport).map) and its tiles come first (DrawList::sort).
    /// With the ground cache off (setGroundCache) it is clear then draw.
    void drawFrame(const DrawList& list, const Camera& camera, ipos viewport, const SpritePixelSource& source,
                   Rgba8 background);
    /// Turns drawFrame's ground cache on (the default) or off (which also frees its texture).
    void setGroundCache(bool on);
    [[nodiscard]] bool groundCache() const { return ground_cache_on_; }
    /// The times drawFrame has drawn the ground into its cache since the renderer was made.
    [[nodiscard]] int groundDraws() const { return ground_draws_; }
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
    /// Where map pixels land in the framebuffer drawn to: screen = map · zoom + origin.
    struct View {
        ipos origin{0, 0};
        int zoom = 1;
        ipos viewport{0, 0};
    };
    /// What the ground cache's texture holds.
    struct GroundKey {
        ipos offset{0, 0};
        ipos size{0, 0};
        int zoom = 0;
        Rgba8 background{0, 0, 0, 0};
        uint64_t pixel_generation = 0;
        uint64_t items = 0;  // hash of the tiles and map lines
        friend bool operator==(const GroundKey&, const GroundKey&) = default;
    };

    Renderer() = default;
    AtlasRegion resolve(const SpriteItem& item, const SpritePixelSource& source);
    void setViewUniforms(const GlProgram& program, const View& view) const;
    /// Drops the atlas (and the ground cache) when the source's pixel generation moved on.
    void syncGeneration(const SpritePixelSource& source);
    /// Draws list.sprites [first, last), with ground_lines [lines_first, lines_last) after the tiles among them
    /// and before the rest, then list.lines when `top_lines`, into the bound framebuffer.
    void drawPass(const DrawList& list, const View& view, const SpritePixelSource& source, std::size_t first,
                  std::size_t last, std::size_t lines_first, std::size_t lines_last, bool top_lines);
    /// Makes the ground texture hold `key`'s ground: sprites [0, tiles_end) and the map lines of `list`.
    void drawGround(const DrawList& list, const GroundKey& key, std::size_t tiles_end, const SpritePixelSource& source);
    void freeGround();

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
    ipos max_viewport_{0, 0};              // GL_MAX_VIEWPORT_DIMS
    bool ground_cache_on_ = true;
    GLuint ground_fbo_ = 0;
    GLuint ground_texture_ = 0;
    ipos ground_texture_size_{0, 0};
    std::optional<GroundKey> ground_key_;  // what the texture holds; nullopt: nothing yet
    int ground_draws_ = 0;
};

}  // namespace gaitlab

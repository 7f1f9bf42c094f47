#include "render/renderer.h"

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <string>
#include <vector>

namespace gaitlab {

namespace {

struct SpriteVertex {
    float x, y;  // map pixels
    float u, v;
    uint8_t r, g, b, a;      // tint
    uint8_t fr, fg, fb, fa;  // hit flash: colour and strength (SpriteItem::flash)
};

struct LineVertex {
    float x, y;  // map pixels
    uint8_t r, g, b, a;
};

/// Beyond the longest line drawn (a hex edge or path step at zoom 8), so a line that shows is never clipped.
constexpr int kViewportPadPx = 256;

int powerOfTwoAtLeast(int n) {
    int p = 1;
    while (p < n && p < (1 << 30)) p *= 2;
    return p;
}

void attribute(GLuint index, GLint count, GLenum type, GLboolean normalized, GLsizei stride, std::size_t offset) {
    glEnableVertexAttribArray(index);
    glVertexAttribPointer(index, count, type, normalized, stride, reinterpret_cast<const void*>(offset));
}

}  // namespace

SpriteQuad spriteQuad(const SpriteItem& item, int zoom) {
    if (!item.pivoted) {
        const float x0 = static_cast<float>(item.top_left.x);
        const float y0 = static_cast<float>(item.top_left.y);
        return {x0, y0, x0 + static_cast<float>(item.size.x), y0 + static_cast<float>(item.size.y)};
    }
    // D12: each edge is snapped in screen pixels from the pivot, then expressed back in map pixels for the
    // shader (which multiplies by the zoom again); the float error stays far below half a pixel.
    const int z = std::max(zoom, 1);
    const float inv = 1.0f / static_cast<float>(z);
    const glm::dvec2 a = item.pivot_offset;
    const glm::dvec2 b = a + glm::dvec2(item.size);
    const float px = static_cast<float>(item.pivot.x);
    const float py = static_cast<float>(item.pivot.y);
    return {px + static_cast<float>(snapFromPivot(a.x, z)) * inv, py + static_cast<float>(snapFromPivot(a.y, z)) * inv,
            px + static_cast<float>(snapFromPivot(b.x, z)) * inv, py + static_cast<float>(snapFromPivot(b.y, z)) * inv};
}

std::unique_ptr<Renderer> Renderer::create(std::string& error, const std::string& shader_dir) {
    std::unique_ptr<Renderer> renderer(new Renderer());
    renderer->sprite_program_ = loadProgram(shader_dir, "sprite", error);
    if (renderer->sprite_program_.id() == 0) return nullptr;
    renderer->line_program_ = loadProgram(shader_dir, "line", error);
    if (renderer->line_program_.id() == 0) return nullptr;

    GLint dims[2] = {0, 0};
    glGetIntegerv(GL_MAX_VIEWPORT_DIMS, dims);
    renderer->max_viewport_ = ipos(dims[0], dims[1]);
    glGenVertexArrays(1, &renderer->sprite_vao_);
    glGenBuffers(1, &renderer->sprite_vbo_);
    glBindVertexArray(renderer->sprite_vao_);
    glBindBuffer(GL_ARRAY_BUFFER, renderer->sprite_vbo_);
    constexpr auto kSpriteStride = static_cast<GLsizei>(sizeof(SpriteVertex));
    attribute(0, 2, GL_FLOAT, GL_FALSE, kSpriteStride, offsetof(SpriteVertex, x));
    attribute(1, 2, GL_FLOAT, GL_FALSE, kSpriteStride, offsetof(SpriteVertex, u));
    attribute(2, 4, GL_UNSIGNED_BYTE, GL_TRUE, kSpriteStride, offsetof(SpriteVertex, r));
    attribute(3, 4, GL_UNSIGNED_BYTE, GL_TRUE, kSpriteStride, offsetof(SpriteVertex, fr));

    glGenVertexArrays(1, &renderer->line_vao_);
    glGenBuffers(1, &renderer->line_vbo_);
    glBindVertexArray(renderer->line_vao_);
    glBindBuffer(GL_ARRAY_BUFFER, renderer->line_vbo_);
    constexpr auto kLineStride = static_cast<GLsizei>(sizeof(LineVertex));
    attribute(0, 2, GL_FLOAT, GL_FALSE, kLineStride, offsetof(LineVertex, x));
    attribute(1, 4, GL_UNSIGNED_BYTE, GL_TRUE, kLineStride, offsetof(LineVertex, r));
    glBindVertexArray(0);
    return renderer;
}

Renderer::~Renderer() {
    freeGround();
    if (sprite_vbo_ != 0) glDeleteBuffers(1, &sprite_vbo_);
    if (line_vbo_ != 0) glDeleteBuffers(1, &line_vbo_);
    if (sprite_vao_ != 0) glDeleteVertexArrays(1, &sprite_vao_);
    if (line_vao_ != 0) glDeleteVertexArrays(1, &line_vao_);
}

void Renderer::clear(ipos viewport, Rgba8 background) const {
    glViewport(0, 0, viewport.x, viewport.y);
    glClearColor(background.r / 255.0f, background.g / 255.0f, background.b / 255.0f, background.a / 255.0f);
    glClear(GL_COLOR_BUFFER_BIT);
}

namespace {

/// The file and place of a key in an error: "walk.fofrm: direction 0 frame 2", "tile 'grass'", "sheet.png: cell
/// (x,y WxH)".
std::string describeKey(const SpriteKey& key) {
    switch (key.kind) {
    case SpriteKey::Kind::Frame:
        return key.name.str() + ": direction " + std::to_string(key.dir) + " frame " + std::to_string(key.frame);
    case SpriteKey::Kind::Tile: return "tile '" + key.name.str() + "'";
    case SpriteKey::Kind::Cell:
        return key.name.str() + ": cell (" + std::to_string(key.cell.x) + "," + std::to_string(key.cell.y) + " " +
               std::to_string(key.cell.w) + "x" + std::to_string(key.cell.h) + ")";
    }
    return key.name;
}

}  // namespace

AtlasRegion Renderer::resolve(const SpriteItem& item, const SpritePixelSource& source) {
    if (auto found = atlas_.find(item.key)) return *found;
    if (const RgbaImage* pixels = source.pixelsFor(item.key); pixels != nullptr && !pixels->empty()) {
        if (SpriteAtlas::fits(ipos(pixels->width, pixels->height))) return atlas_.add(item.key, *pixels);
        // Larger than any texture of this GL: a page could not hold it (it would draw black or not at all).
        const int limit = SpriteAtlas::maxTextureSize();
        const std::string where = describeKey(item.key);
        ErrorRecord record =
            errorRecord(item.key.name, where + " is " + std::to_string(pixels->width) + "x" +
                                           std::to_string(pixels->height) +
                                           " pixels, more than the GPU's texture limit of " +
                                           std::to_string(limit - 2) + " pixels per side (GL_MAX_TEXTURE_SIZE " +
                                           std::to_string(limit) + "); drawn as a magenta placeholder");
        const ErrorRecord* before = previous_errors_.find(where);
        if (errors_.set(where, record) && (before == nullptr || before->message != record.message))
            new_errors_.push_back(record);
        return atlas_.add(item.key, placeholderImage(1, 1));  // solid magenta, stretched over the quad
    }
    // No pixels: a checker of the item's size (at most 256 per side, stretched beyond).
    return atlas_.add(item.key, placeholderImage(std::clamp(item.size.x, 1, 256), std::clamp(item.size.y, 1, 256)));
}

std::vector<ErrorRecord> Renderer::takeNewErrors() {
    std::vector<ErrorRecord> taken;
    taken.swap(new_errors_);
    return taken;
}

AtlasRegion Renderer::regionFor(const SpriteKey& key, const SpritePixelSource& source) {
    SpriteItem item;
    item.key = key;
    item.size = {8, 8};  // placeholder size only
    return resolve(item, source);
}

void Renderer::setViewUniforms(const GlProgram& program, const View& view) const {
    glUniform2f(program.uniform("u_origin"), static_cast<float>(view.origin.x), static_cast<float>(view.origin.y));
    glUniform1f(program.uniform("u_zoom"), static_cast<float>(view.zoom));
    glUniform2f(program.uniform("u_viewport"), static_cast<float>(view.viewport.x),
                static_cast<float>(view.viewport.y));
}

void Renderer::syncGeneration(const SpritePixelSource& source) {
    if (atlas_generation_known_ && source.pixelGeneration() == atlas_generation_) return;
    atlas_.clear();
    previous_errors_ = std::move(errors_);
    errors_ = ErrorRegistry{};
    atlas_generation_ = source.pixelGeneration();
    atlas_generation_known_ = true;
    ground_key_.reset();  // its tiles came from the old pixels
}

void Renderer::draw(const DrawList& list, const Camera& camera, ipos viewport, const SpritePixelSource& source) {
    stats_ = RenderStats{};
    syncGeneration(source);
    drawPass(list, View{camera.origin(viewport), camera.clampedZoom(), viewport}, source, 0, list.sprites.size(), 0,
             list.ground_lines.size(), true);
    stats_.sprites = static_cast<int>(list.sprites.size());
    stats_.lines = static_cast<int>(list.lines.size() + list.ground_lines.size());
    stats_.atlas_pages = atlas_.pageCount();
}

void Renderer::drawPass(const DrawList& list, const View& view, const SpritePixelSource& source, std::size_t first,
                        std::size_t last, std::size_t lines_first, std::size_t lines_last, bool top_lines) {
    // Build every quad first (uploads may happen here), then issue one draw per run of equal pages.
    std::vector<SpriteVertex> vertices;
    std::vector<std::pair<int, GLuint>> pages;  // per sprite of the pass: page index and texture
    vertices.reserve((last - first) * 6);
    pages.reserve(last - first);
    for (std::size_t i = first; i < last; ++i) {
        const SpriteItem& item = list.sprites[i];
        const AtlasRegion region = resolve(item, source);
        const SpriteQuad quad = spriteQuad(item, view.zoom);
        // A flipped sprite reads its texture columns right to left: swap the horizontal texture edges.
        const float u0 = item.flip_x ? region.uv1.x : region.uv0.x;
        const float u1 = item.flip_x ? region.uv0.x : region.uv1.x;
        const float x0 = quad.x0, y0 = quad.y0, x1 = quad.x1, y1 = quad.y1;
        // Tint and flash travel per vertex so sprites with different flashes still share one draw call.
        const Rgba8 t = item.tint;
        const Rgba8 f = item.flash;
        const SpriteVertex tl{x0, y0, u0, region.uv0.y, t.r, t.g, t.b, t.a, f.r, f.g, f.b, f.a};
        const SpriteVertex tr{x1, y0, u1, region.uv0.y, t.r, t.g, t.b, t.a, f.r, f.g, f.b, f.a};
        const SpriteVertex bl{x0, y1, u0, region.uv1.y, t.r, t.g, t.b, t.a, f.r, f.g, f.b, f.a};
        const SpriteVertex br{x1, y1, u1, region.uv1.y, t.r, t.g, t.b, t.a, f.r, f.g, f.b, f.a};
        vertices.insert(vertices.end(), {tl, tr, bl, tr, br, bl});
        pages.emplace_back(region.page, region.texture);
    }

    // The GL viewport is the framebuffer grown by kViewportPadPx on each side, then to powers of two, so screen ->
    // clip space -> window coordinates is exact in floats and no line that shows is clipped: a line ending on a
    // pixel centre then covers the same pixels wherever the view or the ground cache's area puts it. (With the
    // framebuffer's own size, rounding decided some endpoint pixels, so they changed as the camera panned, and
    // lines clipped at the top edge lost their pixel in the top row.) Beyond the GL's limit: the framebuffer's size.
    View exact = view;
    ipos corner(0, 0);
    const ipos span(powerOfTwoAtLeast(view.viewport.x + 2 * kViewportPadPx),
                    powerOfTwoAtLeast(view.viewport.y + 2 * kViewportPadPx));
    if (span.x <= max_viewport_.x && span.y <= max_viewport_.y) {
        exact = View{view.origin + ipos(kViewportPadPx), view.zoom, span};
        corner = ipos(-kViewportPadPx, view.viewport.y + kViewportPadPx - span.y);
    }
    glViewport(corner.x, corner.y, exact.viewport.x, exact.viewport.y);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_CULL_FACE);
    glDisable(GL_SCISSOR_TEST);
    glEnable(GL_BLEND);
    // Colour blends normally; alpha accumulates coverage so captures stay opaque over an opaque clear.
    glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);

    // Runs of the pass's sprites [from, to) with one draw call per run of equal pages.
    const auto draw_sprites = [&](std::size_t from, std::size_t to) {
        if (from >= to) return;
        glUseProgram(sprite_program_.id());
        setViewUniforms(sprite_program_, exact);
        glUniform1i(sprite_program_.uniform("u_atlas"), 0);
        glActiveTexture(GL_TEXTURE0);
        glBindVertexArray(sprite_vao_);
        std::size_t run_start = from;
        for (std::size_t i = from + 1; i <= to; ++i) {
            if (i < to && pages[i].first == pages[run_start].first) continue;
            glBindTexture(GL_TEXTURE_2D, pages[run_start].second);
            glDrawArrays(GL_TRIANGLES, static_cast<GLint>(run_start * 6), static_cast<GLsizei>((i - run_start) * 6));
            ++stats_.sprite_draw_calls;
            run_start = i;
        }
    };
    const auto draw_lines = [&](const std::vector<LinePrimitive>& lines, std::size_t from, std::size_t to) {
        if (from >= to) return;
        std::vector<LineVertex> line_vertices;
        line_vertices.reserve((to - from) * 2);
        for (std::size_t i = from; i < to; ++i) {
            const LinePrimitive& line = lines[i];
            const Rgba8 c = line.color;
            line_vertices.push_back(LineVertex{line.a.x, line.a.y, c.r, c.g, c.b, c.a});
            line_vertices.push_back(LineVertex{line.b.x, line.b.y, c.r, c.g, c.b, c.a});
        }
        glUseProgram(line_program_.id());
        setViewUniforms(line_program_, exact);
        glBindVertexArray(line_vao_);
        glBindBuffer(GL_ARRAY_BUFFER, line_vbo_);
        glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(line_vertices.size() * sizeof(LineVertex)),
                     line_vertices.data(), GL_STREAM_DRAW);
        glDrawArrays(GL_LINES, 0, static_cast<GLsizei>(line_vertices.size()));
    };

    if (!vertices.empty()) {
        glBindVertexArray(sprite_vao_);
        glBindBuffer(GL_ARRAY_BUFFER, sprite_vbo_);
        glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(vertices.size() * sizeof(SpriteVertex)), vertices.data(),
                     GL_STREAM_DRAW);
    }
    // Tiles, the ground lines, every other sprite, then the lines on top (DECISIONS "Draw order"). The list is
    // sorted with the tiles first (DrawList::sort).
    // Without ground lines the tiles and the rest stay one run (one draw call per page).
    std::size_t tiles_end = 0;
    if (lines_first < lines_last)
        while (tiles_end < pages.size() && list.sprites[first + tiles_end].layer == DrawLayer::Tile) ++tiles_end;
    draw_sprites(0, tiles_end);
    draw_lines(list.ground_lines, lines_first, lines_last);
    draw_sprites(tiles_end, pages.size());
    if (top_lines) draw_lines(list.lines, 0, list.lines.size());
    glBindVertexArray(0);
    glUseProgram(0);
}

namespace {

/// A 64-bit mix of everything the ground pass draws: a change in any tile or map line gives a new value.
class GroundHash {
public:
    void add(uint64_t v) {
        // splitmix64's finaliser over the running state: cheap, and every input bit reaches every output bit.
        uint64_t z = state_ + 0x9e3779b97f4a7c15ull + v;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        state_ = z ^ (z >> 31);
    }
    void add2(int32_t a, int32_t b) { add(uint64_t{static_cast<uint32_t>(a)} << 32 | static_cast<uint32_t>(b)); }
    void addFloats(float a, float b) {
        uint32_t ua = 0, ub = 0;
        std::memcpy(&ua, &a, sizeof ua);
        std::memcpy(&ub, &b, sizeof ub);
        add(uint64_t{ua} << 32 | ub);
    }
    void addDouble(double a) {
        uint64_t u = 0;
        std::memcpy(&u, &a, sizeof u);
        add(u);
    }
    void addColours(Rgba8 a, Rgba8 b) {
        add(uint64_t{a.r} << 56 | uint64_t{a.g} << 48 | uint64_t{a.b} << 40 | uint64_t{a.a} << 32 |
            uint64_t{b.r} << 24 | uint64_t{b.g} << 16 | uint64_t{b.b} << 8 | b.a);
    }
    [[nodiscard]] uint64_t value() const { return state_; }

private:
    uint64_t state_ = 0;
};

uint64_t groundItemsHash(const DrawList& list, std::size_t tiles_end) {
    GroundHash h;
    h.add(tiles_end);
    for (std::size_t i = 0; i < tiles_end; ++i) {
        const SpriteItem& item = list.sprites[i];
        const SpriteKey& key = item.key;
        h.add(key.name.hash());
        h.add(static_cast<uint64_t>(key.kind) << 48 | uint64_t{item.flip_x} << 40 | uint64_t{item.pivoted} << 32 |
              static_cast<uint32_t>(key.dir));
        h.add2(key.frame, key.cell.x);
        h.add2(key.cell.y, key.cell.w);
        h.add2(key.cell.h, item.top_left.x);
        h.add2(item.top_left.y, item.size.x);
        h.add2(item.size.y, item.pivot.x);
        h.add2(item.pivot.y, 0);
        h.addDouble(item.pivot_offset.x);
        h.addDouble(item.pivot_offset.y);
        h.addColours(item.tint, item.flash);
    }
    const std::size_t lines = std::min(list.map_lines, list.ground_lines.size());
    h.add(lines);
    for (std::size_t i = 0; i < lines; ++i) {
        const LinePrimitive& line = list.ground_lines[i];
        h.addFloats(line.a.x, line.a.y);
        h.addFloats(line.b.x, line.b.y);
        h.addColours(line.color, Rgba8{0, 0, 0, 0});
    }
    return h.value();
}

}  // namespace

void Renderer::setGroundCache(bool on) {
    ground_cache_on_ = on;
    if (!on) freeGround();
}

void Renderer::freeGround() {
    if (ground_fbo_ != 0) glDeleteFramebuffers(1, &ground_fbo_);
    if (ground_texture_ != 0) glDeleteTextures(1, &ground_texture_);
    ground_fbo_ = 0;
    ground_texture_ = 0;
    ground_texture_size_ = ipos(0, 0);
    ground_key_.reset();
}

void Renderer::drawGround(const DrawList& list, const GroundKey& key, std::size_t tiles_end,
                          const SpritePixelSource& source) {
    if (ground_texture_ == 0 || ground_texture_size_ != key.size) {
        freeGround();
        glGenTextures(1, &ground_texture_);
        glBindTexture(GL_TEXTURE_2D, ground_texture_);
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, key.size.x, key.size.y, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        glGenFramebuffers(1, &ground_fbo_);
        glBindFramebuffer(GL_FRAMEBUFFER, ground_fbo_);
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, ground_texture_, 0);
        ground_texture_size_ = key.size;
    }
    glBindFramebuffer(GL_FRAMEBUFFER, ground_fbo_);
    clear(key.size, key.background);
    // The area's top-left pixel shows scaled map pixel `offset`: origin = -offset, a whole-pixel translation of
    // the view's origin, so every tile and line covers the same pixels as when drawn straight into the view.
    drawPass(list, View{-key.offset, key.zoom, key.size}, source, 0, tiles_end, 0,
             std::min(list.map_lines, list.ground_lines.size()), false);
    ground_key_ = key;
    ++ground_draws_;
}

void Renderer::drawFrame(const DrawList& list, const Camera& camera, ipos viewport, const SpritePixelSource& source,
                         Rgba8 background) {
    if (!ground_cache_on_ || viewport.x <= 0 || viewport.y <= 0) {
        clear(viewport, background);
        draw(list, camera, viewport, source);
        return;
    }
    stats_ = RenderStats{};
    syncGeneration(source);
    std::size_t tiles_end = 0;
    while (tiles_end < list.sprites.size() && list.sprites[tiles_end].layer == DrawLayer::Tile) ++tiles_end;
    const GroundArea area = groundArea(camera, viewport);
    const GroundKey key{
        area.offset, area.size, area.zoom, background, source.pixelGeneration(), groundItemsHash(list, tiles_end)};

    GLint target = 0;  // the caller's framebuffer, drawn to after the ground
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &target);
    GLint read_target = 0;
    glGetIntegerv(GL_READ_FRAMEBUFFER_BINDING, &read_target);
    stats_.ground_cached = ground_key_ == key;
    if (!stats_.ground_cached) drawGround(list, key, tiles_end, source);

    // The view's part of the area, copied pixel for pixel. GL rows count from the bottom in both framebuffers:
    // the view's top row is area row `corner.y`, i.e. GL row size.y - corner.y - 1.
    const ipos origin = camera.origin(viewport);
    const ipos corner = -origin - area.offset;
    const int src_y0 = area.size.y - corner.y - viewport.y;
    glBindFramebuffer(GL_READ_FRAMEBUFFER, ground_fbo_);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, static_cast<GLuint>(target));
    glDisable(GL_SCISSOR_TEST);
    glBlitFramebuffer(corner.x, src_y0, corner.x + viewport.x, src_y0 + viewport.y, 0, 0, viewport.x, viewport.y,
                      GL_COLOR_BUFFER_BIT, GL_NEAREST);
    glBindFramebuffer(GL_READ_FRAMEBUFFER, static_cast<GLuint>(read_target));

    // Then the path and footstep marks on the ground, every other sprite and the lines on top, as draw() would.
    drawPass(list, View{origin, area.zoom, viewport}, source, tiles_end, list.sprites.size(),
             std::min(list.map_lines, list.ground_lines.size()), list.ground_lines.size(), true);
    stats_.sprites = static_cast<int>(list.sprites.size());
    stats_.lines = static_cast<int>(list.lines.size() + list.ground_lines.size());
    stats_.atlas_pages = atlas_.pageCount();
}

}  // namespace gaitlab

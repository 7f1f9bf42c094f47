#include "render/renderer.h"

#include <algorithm>
#include <cstddef>
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

void Renderer::setViewUniforms(const GlProgram& program, const Camera& camera, ipos viewport) const {
    const ipos origin = camera.origin(viewport);
    glUniform2f(program.uniform("u_origin"), static_cast<float>(origin.x), static_cast<float>(origin.y));
    glUniform1f(program.uniform("u_zoom"), static_cast<float>(camera.clampedZoom()));
    glUniform2f(program.uniform("u_viewport"), static_cast<float>(viewport.x), static_cast<float>(viewport.y));
}

void Renderer::draw(const DrawList& list, const Camera& camera, ipos viewport, const SpritePixelSource& source) {
    stats_ = RenderStats{};
    if (!atlas_generation_known_ || source.pixelGeneration() != atlas_generation_) {
        atlas_.clear();
        previous_errors_ = std::move(errors_);
        errors_ = ErrorRegistry{};
        atlas_generation_ = source.pixelGeneration();
        atlas_generation_known_ = true;
    }

    // Build every quad first (uploads may happen here), then issue one draw per run of equal pages.
    std::vector<SpriteVertex> vertices;
    std::vector<std::pair<int, GLuint>> pages;  // per sprite: page index and texture
    vertices.reserve(list.sprites.size() * 6);
    const int zoom = camera.clampedZoom();
    pages.reserve(list.sprites.size());
    for (const SpriteItem& item : list.sprites) {
        const AtlasRegion region = resolve(item, source);
        const SpriteQuad quad = spriteQuad(item, zoom);
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

    glViewport(0, 0, viewport.x, viewport.y);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_CULL_FACE);
    glDisable(GL_SCISSOR_TEST);
    glEnable(GL_BLEND);
    // Colour blends normally; alpha accumulates coverage so captures stay opaque over an opaque clear.
    glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);

    // Runs of sprites [from, to) with one draw call per run of equal pages.
    const auto draw_sprites = [&](std::size_t from, std::size_t to) {
        if (from >= to) return;
        glUseProgram(sprite_program_.id());
        setViewUniforms(sprite_program_, camera, viewport);
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
    const auto draw_lines = [&](const std::vector<LinePrimitive>& lines) {
        if (lines.empty()) return;
        std::vector<LineVertex> line_vertices;
        line_vertices.reserve(lines.size() * 2);
        for (const LinePrimitive& line : lines) {
            const Rgba8 c = line.color;
            line_vertices.push_back(LineVertex{line.a.x, line.a.y, c.r, c.g, c.b, c.a});
            line_vertices.push_back(LineVertex{line.b.x, line.b.y, c.r, c.g, c.b, c.a});
        }
        glUseProgram(line_program_.id());
        setViewUniforms(line_program_, camera, viewport);
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
    if (!list.ground_lines.empty())
        while (tiles_end < list.sprites.size() && list.sprites[tiles_end].layer == DrawLayer::Tile) ++tiles_end;
    draw_sprites(0, tiles_end);
    draw_lines(list.ground_lines);
    draw_sprites(tiles_end, list.sprites.size());
    draw_lines(list.lines);
    glBindVertexArray(0);
    glUseProgram(0);

    stats_.sprites = static_cast<int>(list.sprites.size());
    stats_.lines = static_cast<int>(list.lines.size() + list.ground_lines.size());
    stats_.atlas_pages = atlas_.pageCount();
}

}  // namespace gaitlab

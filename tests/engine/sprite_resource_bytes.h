// Sprite resources built byte by byte from the layout (engine/formats/sprite_resource.h), never with gaitlab's
// writer: what the engine's baker would put in a file, mesh frames included, for the reader's tests and the fuzz
// seeds.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <utility>
#include <vector>

namespace gaitlab::testing {

struct ResourceBytes {
    std::vector<uint8_t> b;

    ResourceBytes& u8(int v) {
        b.push_back(static_cast<uint8_t>(v));
        return *this;
    }
    ResourceBytes& u16(int v) { return u8(v & 0xff).u8((v >> 8) & 0xff); }
    ResourceBytes& i16(int v) { return u16(static_cast<uint16_t>(static_cast<int16_t>(v))); }
    ResourceBytes& u32(uint32_t v) { return u16(static_cast<int>(v & 0xffff)).u16(static_cast<int>(v >> 16)); }
    ResourceBytes& i32(int32_t v) { return u32(static_cast<uint32_t>(v)); }
    /// Magic 43, version 2, frames per direction, duration (ms), direction count.
    ResourceBytes& header(int frames, int duration_ms, int dirs) {
        return u8(43).u8(2).u16(frames).u16(duration_ms).u8(dirs);
    }
    /// An own frame's fields and pixels (`rgba`, width*height*4 bytes), without its mesh kind.
    ResourceBytes& frame(int ox, int oy, int w, int h, int nx, int ny, const std::vector<uint8_t>& rgba) {
        u8(0).i16(ox).i16(oy).u16(w).u16(h).i16(nx).i16(ny);
        b.insert(b.end(), rgba.begin(), rgba.end());
        return *this;
    }
    /// An own frame drawn as a quad.
    ResourceBytes& quad(int ox, int oy, int w, int h, int nx, int ny, const std::vector<uint8_t>& rgba) {
        return frame(ox, oy, w, h, nx, ny, rgba).u8(0);
    }
    ResourceBytes& shared(int index) { return u8(1).u16(index); }
    /// A mesh record (after a frame's pixels): source size and offset, vertices, indices.
    ResourceBytes& mesh(int source_w, int source_h, int32_t source_x, int32_t source_y,
                        const std::vector<std::pair<int, int>>& vertices, const std::vector<int>& indices) {
        u8(2).u16(static_cast<int>(vertices.size())).u32(static_cast<uint32_t>(indices.size()));
        u16(source_w).u16(source_h).i32(source_x).i32(source_y);
        for (const auto& [x, y] : vertices) u16(x).u16(y);
        for (const int i : indices) u16(i);
        return *this;
    }
    ResourceBytes& footer() { return u8(43); }
};

/// `w` x `h` RGBA pixels, pixel i = (i, 2i, 255 - i, 255) (mod 256).
inline std::vector<uint8_t> countingPixels(int w, int h) {
    std::vector<uint8_t> px;
    for (int i = 0; i < w * h; ++i)
        px.insert(px.end(), {static_cast<uint8_t>(i), static_cast<uint8_t>(2 * i), static_cast<uint8_t>(255 - i), 255});
    return px;
}

/// One direction, two frames, 200 ms: frame 0 a 4x3 mesh frame cropped from a 10x8 picture at (3, 2) (two triangles
/// over the crop, one winding), drawn from (5, -7) before the crop (its stored offset (5, -10) = (5, -7) + (4/2 -
/// 10/2 + 3, 3 - 8 + 2)), NextX 6; frame 1 shares it.
inline std::vector<uint8_t> meshResource() {
    ResourceBytes r;
    r.header(2, 200, 1).frame(5, -10, 4, 3, 6, 0, countingPixels(4, 3));
    r.mesh(10, 8, 3, 2, {{0, 0}, {4, 0}, {4, 3}, {0, 3}}, {0, 1, 2, 0, 2, 3});
    r.shared(0).footer();
    return r.b;
}

}  // namespace gaitlab::testing

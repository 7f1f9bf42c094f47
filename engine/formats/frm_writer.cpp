#include "engine/formats/frm_writer.h"

#include <algorithm>
#include <array>
#include <limits>
#include <unordered_set>

#include "engine/base/byte_io.h"
#include "engine/base/file_read.h"
#include "engine/formats/frame_check.h"
#include "engine/hex/hex_geometry.h"

namespace gaitlab {

FrmQuantiseStats frmQuantiseStats(const SpriteAnimation& anim, const Palette& palette) {
    FrmQuantiseStats stats;
    std::unordered_set<uint32_t> colours;
    for (const SpriteSheet& sheet : anim.dirs) {
        for (const SpriteFrame& frame : sheet.frames) {
            for (size_t p = 0; p + 3 < frame.rgba.size(); p += 4) {
                const uint8_t r = frame.rgba[p];
                const uint8_t g = frame.rgba[p + 1];
                const uint8_t b = frame.rgba[p + 2];
                const uint8_t a = frame.rgba[p + 3];
                if (a == 0) continue;  // transparent stays transparent: nothing changes
                if (a < 255) ++(a < 128 ? stats.partial_removed : stats.partial_solid);
                if (a < 128) continue;
                const PaletteColor& c = palette.colors[nearestPaletteIndex(palette, r, g, b, a)];
                const long dr = long{c.r} - r;
                const long dg = long{c.g} - g;
                const long db = long{c.b} - b;
                const long dist = dr * dr + dg * dg + db * db;
                if (dist == 0) continue;
                ++stats.remapped_pixels;
                colours.insert((uint32_t{r} << 16) | (uint32_t{g} << 8) | b);
                stats.max_distance_sq = std::max(stats.max_distance_sq, dist);
            }
        }
    }
    stats.remapped_colours = static_cast<long>(colours.size());
    return stats;
}

std::vector<uint8_t> writeFrm(const SpriteAnimation& anim, const Palette& palette, const std::string& path) {
    if (anim.dirs.size() == kSquareDirCount) {
        // Dropping S and N would write a file that shows something else than the art (D25): refuse instead.
        std::string art = anim.source.empty() ? std::string("animation") : anim.source;
        if (!anim.name.empty()) art += " '" + anim.name + "'";
        throw FormatError(
            path, 0,
            "FRM holds 1 or 6 directions; this art has 8 (square): " + art +
                " (S and N have no place in an FRM; keep 8-direction art as .fofrm or a sprite resource (bake))");
    }
    const size_t count = checkFramesForWriting(anim, path, "writing");
    if (anim.fps < 0 || anim.fps > 65535) {
        throw FormatError(path, 0, "fps " + std::to_string(anim.fps) + " does not fit u16 (0..65535)");
    }
    for (size_t d = 0; d < anim.dirs.size(); ++d) {
        const SpriteSheet& sheet = anim.dirs[d];
        for (size_t f = 1; f < count; ++f) {
            if (sheet.frames[f].draw_offset != sheet.frames[0].draw_offset) {
                throw FormatError(path, 0,
                                  frameLabel(d, f) +
                                      ": draw offset differs from frame 0; FRM keeps one shift per "
                                      "direction");
            }
        }
    }

    // Frame data first, so the header can carry each direction's offset.
    ByteWriter data;
    std::array<uint32_t, 6> data_offset{};
    for (size_t d = 0; d < anim.dirs.size(); ++d) {
        data_offset[d] = static_cast<uint32_t>(data.size());
        for (const SpriteFrame& frame : anim.dirs[d].frames) {
            const auto pixels = static_cast<uint32_t>(frame.width * frame.height);
            data.u16be(static_cast<uint16_t>(frame.width));
            data.u16be(static_cast<uint16_t>(frame.height));
            data.u32be(pixels);
            data.i16be(frame.next_x);
            data.i16be(frame.next_y);
            for (uint32_t i = 0; i < pixels; ++i) {
                const uint8_t* p = &frame.rgba[size_t{i} * 4];
                data.u8(nearestPaletteIndex(palette, p[0], p[1], p[2], p[3]));
            }
            if (data.size() > std::numeric_limits<uint32_t>::max()) {
                throw FormatError(path, 0, "frame data exceeds 4 GiB, the limit of FRM's u32 offsets");
            }
        }
    }

    ByteWriter out;
    out.u32be(4);  // version
    out.u16be(static_cast<uint16_t>(anim.fps));
    out.u16be(0);  // action frame
    out.u16be(static_cast<uint16_t>(count));
    for (size_t d = 0; d < 6; ++d) {
        out.i16be(d < anim.dirs.size() ? static_cast<int16_t>(anim.dirs[d].frames[0].draw_offset.x) : int16_t{0});
    }
    for (size_t d = 0; d < 6; ++d) {
        out.i16be(d < anim.dirs.size() ? static_cast<int16_t>(anim.dirs[d].frames[0].draw_offset.y) : int16_t{0});
    }
    for (const uint32_t offset : data_offset) {
        out.u32be(offset);
    }
    out.u32be(static_cast<uint32_t>(data.size()));
    out.bytes(data.data());
    // The readers' file limit holds on the writing side too: a file gaitlab wrote is one it reads.
    if (out.size() > kMaxBinaryFileBytes)
        throw FormatError(path, 0,
                          "the FRM would be " + std::to_string(out.size()) + " bytes, more than the " +
                              std::to_string(kMaxBinaryFileBytes >> 20) +
                              " MiB a file gaitlab reads; nothing was written (fewer or smaller frames)");
    return std::move(out.data());
}

}  // namespace gaitlab

#include "engine/frm_writer.h"

#include <array>
#include <limits>

#include "engine/byte_io.h"

namespace gaitlab {

namespace {

bool fitsInt16(int v) {
    return v >= std::numeric_limits<int16_t>::min() && v <= std::numeric_limits<int16_t>::max();
}

std::string frameLabel(size_t d, size_t f) {
    return "direction " + std::to_string(d) + " frame " + std::to_string(f);
}

void checkFrame(const SpriteFrame& frame, size_t d, size_t f, const std::string& path) {
    const std::string label = frameLabel(d, f);
    if (frame.width < 0 || frame.height < 0 || frame.width > 65535 || frame.height > 65535) {
        throw FormatError(path, 0,
                          label + ": size " + std::to_string(frame.width) + "x" + std::to_string(frame.height) +
                              ", expected sides 0..65535");
    }
    if ((frame.width == 0) != (frame.height == 0)) {
        throw FormatError(path, 0,
                          label + ": size " + std::to_string(frame.width) + "x" + std::to_string(frame.height) +
                              ", expected both sides > 0 or an empty 0x0 frame");
    }
    const uint64_t expected = uint64_t{static_cast<uint32_t>(frame.width)} * static_cast<uint32_t>(frame.height) * 4;
    // A frame that only names an image (size maybe not yet measured) has nothing to write.
    if ((expected > 0 || !frame.image.empty()) && frame.rgba.empty()) {
        throw FormatError(path, 0, label + " has no decoded pixels" +
                                       (frame.image.empty() ? std::string() : " (image '" + frame.image + "')") +
                                       "; decode the image before writing");
    }
    if (frame.rgba.size() != expected) {
        throw FormatError(path, 0,
                          label + ": expected " + std::to_string(expected) + " RGBA bytes (width*height*4), got " +
                              std::to_string(frame.rgba.size()));
    }
    if (!fitsInt16(frame.draw_offset.x) || !fitsInt16(frame.draw_offset.y)) {
        throw FormatError(path, 0,
                          label + ": draw offset (" + std::to_string(frame.draw_offset.x) + "," +
                              std::to_string(frame.draw_offset.y) + ") does not fit int16 (D10)");
    }
}

} // namespace

std::vector<uint8_t> writeFrm(const SpriteAnimation& anim, const Palette& palette, const std::string& path) {
    if (anim.dirs.size() != 1 && anim.dirs.size() != 6) {
        throw FormatError(path, 0, "expected 1 or 6 directions, got " + std::to_string(anim.dirs.size()));
    }
    if (anim.fps < 0 || anim.fps > 65535) {
        throw FormatError(path, 0, "fps " + std::to_string(anim.fps) + " does not fit u16 (0..65535)");
    }
    const size_t count = anim.dirs[0].frames.size();
    if (count == 0 || count > 65535) {
        throw FormatError(path, 0, "expected 1..65535 frames per direction, got " + std::to_string(count));
    }
    for (size_t d = 0; d < anim.dirs.size(); ++d) {
        const SpriteSheet& sheet = anim.dirs[d];
        if (sheet.frames.size() != count) {
            throw FormatError(path, 0,
                              "direction " + std::to_string(d) + " has " + std::to_string(sheet.frames.size()) +
                                  " frames, expected " + std::to_string(count) + " like direction 0");
        }
        for (size_t f = 0; f < count; ++f) {
            checkFrame(sheet.frames[f], d, f, path);
            if (sheet.frames[f].draw_offset != sheet.frames[0].draw_offset) {
                throw FormatError(path, 0,
                                  frameLabel(d, f) + ": draw offset differs from frame 0; FRM keeps one shift per "
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
    return std::move(out.data());
}

void saveFrm(const SpriteAnimation& anim, const Palette& palette, const std::string& path) {
    const std::vector<uint8_t> bytes = writeFrm(anim, palette, path);
    writeFileBytes(path, bytes);
}

} // namespace gaitlab

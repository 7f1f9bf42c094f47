#include "engine/formats/frame_check.h"

#include <cstdint>
#include <limits>

namespace gaitlab {

namespace {

void checkFrame(const SpriteFrame& frame, std::size_t d, std::size_t f, const std::string& path,
                const std::string& action) {
    const std::string label = frameLabel(d, f);
    if (frame.width < 0 || frame.height < 0 || frame.width > 65535 || frame.height > 65535) {
        throw FormatError(path, 0,
                          label + ": size " + std::to_string(frame.width) + "x" + std::to_string(frame.height) +
                              ", expected sides 0..65535");
    }
    if (std::string problem = frameSizeProblem(frame.width, frame.height); !problem.empty()) {
        throw FormatError(path, 0, label + ": " + problem);
    }
    const uint64_t expected = uint64_t{static_cast<uint32_t>(frame.width)} * static_cast<uint32_t>(frame.height) * 4;
    // A frame that only names an image (size maybe not yet measured) has nothing to write.
    if ((expected > 0 || !frame.image.empty()) && frame.rgba.empty()) {
        throw FormatError(path, 0,
                          label + " has no decoded pixels" +
                              (frame.image.empty() ? std::string() : " (image '" + frame.image + "')") +
                              "; decode the image before " + action);
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

}  // namespace

std::string frameLabel(std::size_t d, std::size_t f) {
    return "direction " + std::to_string(d) + " frame " + std::to_string(f);
}

bool fitsInt16(int v) { return v >= std::numeric_limits<int16_t>::min() && v <= std::numeric_limits<int16_t>::max(); }

std::string frameSizeProblem(int width, int height) {
    if ((width == 0) == (height == 0)) return {};
    return "size " + std::to_string(width) + "x" + std::to_string(height) +
           ", expected both sides > 0 or an empty 0x0 frame";
}

std::size_t checkFramesForWriting(const SpriteAnimation& anim, const std::string& path, const std::string& action) {
    if (anim.dirs.size() != 1 && anim.dirs.size() != 6 && anim.dirs.size() != 8) {
        throw FormatError(
            path, 0, "expected 1, 6 (hexagonal) or 8 (square) directions, got " + std::to_string(anim.dirs.size()));
    }
    const std::size_t count = anim.dirs[0].frames.size();
    if (count == 0 || count > 65535) {
        throw FormatError(path, 0, "expected 1..65535 frames per direction, got " + std::to_string(count));
    }
    for (std::size_t d = 0; d < anim.dirs.size(); ++d) {
        const SpriteSheet& sheet = anim.dirs[d];
        if (sheet.frames.size() != count) {
            throw FormatError(path, 0,
                              "direction " + std::to_string(d) + " has " + std::to_string(sheet.frames.size()) +
                                  " frames, expected " + std::to_string(count) + " like direction 0");
        }
        for (std::size_t f = 0; f < count; ++f) {
            checkFrame(sheet.frames[f], d, f, path, action);
        }
    }
    return count;
}

}  // namespace gaitlab

#include "app/assets/sprite_pixels.h"

#include <cstdint>
#include <cstring>
#include <map>
#include <string>

#include "app/files/image_file.h"

namespace gaitlab {

std::string cutFramePixels(const RgbaImage& image, SpriteFrame& frame) {
    if (frame.src_size.x <= 0 || frame.src_size.y <= 0) {
        frame.width = image.width;
        frame.height = image.height;
        frame.rgba = image.pixels;
        return {};
    }
    const ipos p = frame.src_pos;
    const ipos s = frame.src_size;
    if (p.x < 0 || p.y < 0 || int64_t{p.x} + s.x > image.width || int64_t{p.y} + s.y > image.height)
        return "cell x " + std::to_string(p.x) + " y " + std::to_string(p.y) + " w " + std::to_string(s.x) + " h " +
               std::to_string(s.y) + " lies outside the decoded image of " + std::to_string(image.width) + "x" +
               std::to_string(image.height);
    frame.width = s.x;
    frame.height = s.y;
    frame.rgba.assign(static_cast<std::size_t>(s.x) * static_cast<std::size_t>(s.y) * 4, 0);
    for (int y = 0; y < s.y; ++y)
        std::memcpy(frame.rgba.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(s.x) * 4,
                    image.pixels.data() + (static_cast<std::size_t>(p.y + y) * static_cast<std::size_t>(image.width) +
                                           static_cast<std::size_t>(p.x)) *
                                              4,
                    static_cast<std::size_t>(s.x) * 4);
    frame.image.clear();
    frame.src_pos = {0, 0};
    frame.src_size = {0, 0};
    return {};
}

ErrorRecord imageWarning(const std::string& image, const std::string& message) {
    ErrorRecord record = errorRecord(image, message);
    record.severity = Severity::Warning;
    return record;
}

void decodeFramePixels(SpriteAnimation& anim) {
    std::map<std::string, RgbaImage> decoded;
    for (std::size_t d = 0; d < anim.dirs.size(); ++d) {
        for (std::size_t i = 0; i < anim.dirs[d].frames.size(); ++i) {
            SpriteFrame& frame = anim.dirs[d].frames[i];
            if (!frame.rgba.empty() || frame.image.empty()) continue;
            auto it = decoded.find(frame.image);
            if (it == decoded.end()) {
                RgbaImage image;
                std::string warning;
                if (std::string error = loadPng(frame.image, image, &warning); !error.empty())
                    throw FormatError(frame.image, 0,
                                      "cannot decode image for direction " + std::to_string(d) + " frame " +
                                          std::to_string(i) + " of '" + anim.source + "': " + error);
                if (!warning.empty()) anim.warnings.push_back(imageWarning(frame.image, warning));
                it = decoded.emplace(frame.image, std::move(image)).first;
            }
            const std::string image = frame.image;
            if (std::string error = cutFramePixels(it->second, frame); !error.empty())
                throw FormatError(image, 0,
                                  "direction " + std::to_string(d) + " frame " + std::to_string(i) + " of '" +
                                      anim.source + "': " + error);
        }
    }
}

}  // namespace gaitlab

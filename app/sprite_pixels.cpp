#include "app/sprite_pixels.h"

#include <map>
#include <string>

#include "app/image_file.h"

namespace gaitlab {

void decodeFramePixels(SpriteAnimation& anim) {
    std::map<std::string, RgbaImage> decoded;
    for (std::size_t d = 0; d < anim.dirs.size(); ++d) {
        for (std::size_t i = 0; i < anim.dirs[d].frames.size(); ++i) {
            SpriteFrame& frame = anim.dirs[d].frames[i];
            if (!frame.rgba.empty() || frame.image.empty()) continue;
            auto it = decoded.find(frame.image);
            if (it == decoded.end()) {
                RgbaImage image;
                if (std::string error = loadPng(frame.image, image); !error.empty())
                    throw FormatError(frame.image, 0,
                                      "cannot decode image for direction " + std::to_string(d) + " frame " +
                                          std::to_string(i) + " of '" + anim.source + "': " + error);
                it = decoded.emplace(frame.image, std::move(image)).first;
            }
            frame.width = it->second.width;
            frame.height = it->second.height;
            frame.rgba = it->second.pixels;
        }
    }
}

}  // namespace gaitlab

// The atlas of the importer fuzz targets: every image is a 64x64 PNG that exists, except names containing "gone"
// (missing) and "bad" (not a PNG), so the fuzzers reach the rectangle checks without touching the disk.
#pragma once

#include <string>

#include "engine/format_error.h"
#include "engine/sprite_import.h"

namespace gaitlab::fuzz {

inline const AtlasLookup& fuzzAtlas() {
    static const AtlasLookup atlas{[](const std::string& image) {
                                       if (image.find("gone") != std::string::npos)
                                           throw FormatError(image, 0, "cannot read image: no such file");
                                       if (image.find("bad") != std::string::npos)
                                           throw FormatError(image, 0, "not a PNG file: the signature is wrong");
                                       return ipos(64, 64);
                                   },
                                   [](const std::string& file) { return file.find("gone") == std::string::npos; }};
    return atlas;
}

}  // namespace gaitlab::fuzz

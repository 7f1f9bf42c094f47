// The atlas of the importer fuzz targets: every image is a 64x64 PNG that exists, except names containing "gone"
// (missing) and "bad" (not a PNG), so the fuzzers reach the rectangle checks without touching the disk. A Flare
// INCLUDE finds `fan1.txt` .. `fan9.txt` in any folder: fanN includes fanN+1 ten times and fan9 is one frame line, so
// a fuzzed INCLUDE reaches the fan-out limit (kMaxFlareIncludedFiles) and the depth limit; other names are not found.
#pragma once

#include <optional>
#include <string>

#include "engine/base/format_error.h"
#include "engine/formats/sprite_import.h"

namespace gaitlab::fuzz {

inline const AtlasLookup& fuzzAtlas() {
    static const AtlasLookup atlas{[](const std::string& image) {
                                       if (image.find("gone") != std::string::npos)
                                           throw FormatError(image, 0, "cannot read image: no such file");
                                       if (image.find("bad") != std::string::npos)
                                           throw FormatError(image, 0, "not a PNG file: the signature is wrong");
                                       return ipos(64, 64);
                                   },
                                   [](const std::string& file) { return file.find("gone") == std::string::npos; },
                                   [](const std::string& file) -> std::optional<std::string> {
                                       const std::size_t at = file.rfind("fan");
                                       if (at == std::string::npos || file.size() != at + 8 || file[at + 3] < '1' ||
                                           file[at + 3] > '9' || file.compare(at + 4, 4, ".txt") != 0)
                                           return std::nullopt;
                                       if (file[at + 3] == '9') return std::string("frame=0,0,0,0,8,8,4,8\n");
                                       std::string text;
                                       for (int i = 0; i < 10; ++i)
                                           text += "INCLUDE fan" + std::string(1, static_cast<char>(file[at + 3] + 1)) +
                                                   ".txt\n";
                                       return text;
                                   }};
    return atlas;
}

}  // namespace gaitlab::fuzz

// Fixtures of the importer tests: a PNG header of a given size (the engine reads no more of an atlas) and an
// Aseprite export written from a compact description.
#pragma once

#include <string>

#include "sprite_fixtures.h"

namespace fixtures {

/// The first 33 bytes of a w x h RGBA PNG: signature, IHDR (CRC not checked by the header reader).
inline Bytes pngHeader(uint32_t w, uint32_t h) {
    Bytes b = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R'};
    for (uint32_t v : {w, h})
        for (int s = 24; s >= 0; s -= 8) b.push_back(static_cast<uint8_t>(v >> s));
    for (uint8_t v : {8, 6, 0, 0, 0, 0, 0, 0, 0}) b.push_back(v);
    return b;
}

}  // namespace fixtures

// libFuzzer target for the sprite resource reader (engine/formats/sprite_resource.h).
#include <cstddef>
#include <cstdint>
#include <exception>
#include <span>

#include "engine/formats/sprite_resource.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    try {
        (void)gaitlab::parseSpriteResource(std::span<const uint8_t>(data, size), "fuzz.frm");
    } catch (const std::exception&) {
    }
    return 0;
}

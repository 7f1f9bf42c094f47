// libFuzzer target for the .gsprite reader.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <span>

#include "engine/formats/baked_sprite.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    try {
        (void)gaitlab::parseBakedSprite(std::span<const uint8_t>(data, size), "fuzz.gsprite");
    } catch (const std::exception&) {
    }
    return 0;
}

// libFuzzer target for the hex map JSON reader.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string>

#include "engine/hex/hex_map.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    try {
        (void)gaitlab::parseHexMap(std::string(reinterpret_cast<const char*>(data), size), "fuzz.json");
    } catch (const std::exception&) {
    }
    return 0;
}

// libFuzzer target for the tactics-sprite-data reader (engine/tactics/atlas_loader.h): arbitrary JSON text.
// Only std::exception may escape parseAtlas; anything else (a crash, undefined behaviour) is a finding.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string_view>

#include "engine/tactics/atlas_loader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    try {
        (void)gaitlab::tactics::parseAtlas(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.json");
    } catch (const std::exception&) {
    }
    return 0;
}

// libFuzzer target for the Aseprite JSON export reader: arbitrary text parsed against a 64x64 atlas, with and
// without a selector. Only std::exception may escape; anything else is a finding.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string_view>

#include "engine/formats/aseprite_reader.h"
#include "tests/fuzz/import_atlas.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (const char* selector : {"", "walk"}) {
        try {
            (void)gaitlab::parseAseprite(text, "fuzz/hero.json", selector, *selector != '\0',
                                         gaitlab::fuzz::fuzzAtlas());
        } catch (const std::exception&) {
        }
    }
    (void)gaitlab::asepriteAtlasPath(text, "fuzz/hero.json");
    return 0;
}

// libFuzzer target for the Flare animation file reader: arbitrary text parsed against a 64x64 atlas, the default
// animation and a selected one. Only std::exception may escape; anything else is a finding.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string_view>

#include "engine/formats/flare_reader.h"
#include "tests/fuzz/import_atlas.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    (void)gaitlab::looksLikeFlare(text);
    for (const char* selector : {"", "run"}) {
        try {
            (void)gaitlab::parseFlare(text, "fuzz/animations/hero.txt", selector, *selector != '\0',
                                      gaitlab::fuzz::fuzzAtlas());
        } catch (const std::exception&) {
        }
    }
    (void)gaitlab::flareImagePaths(text, "fuzz/animations/hero.txt", gaitlab::fuzz::fuzzAtlas());
    return 0;
}

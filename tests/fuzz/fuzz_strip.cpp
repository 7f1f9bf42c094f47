// libFuzzer target for PNG strips: the input is a strip sidecar (JSON) cut against a 64x64 atlas, and its first
// line is also tried as the `#` layout of a `walk.png#...` path. Only std::exception may escape.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string_view>

#include "engine/formats/strip_reader.h"
#include "tests/fuzz/import_atlas.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        (void)gaitlab::parseStripSidecar(text, "fuzz/walk.strip.json", gaitlab::fuzz::fuzzAtlas());
    } catch (const std::exception&) {
    }
    try {
        const gaitlab::StripLayout layout = gaitlab::parseStripSpec(text.substr(0, text.find('\n')), "fuzz/walk.png");
        (void)gaitlab::cutStrip("fuzz/walk.png", layout, "fuzz/walk.png#", gaitlab::fuzz::fuzzAtlas());
    } catch (const std::exception&) {
    }
    (void)gaitlab::stripSidecarImage(text, "fuzz/walk.strip.json");
    return 0;
}

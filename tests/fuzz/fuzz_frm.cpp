// libFuzzer target for the FRM and FR0-FR5 readers: the same bytes as a whole FRM and as the FRx file of
// each direction, since FRx reads the header entry of its own direction.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <span>
#include <string>

#include "engine/formats/frm_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::span<const uint8_t> bytes(data, size);
    const gaitlab::Palette& palette = gaitlab::defaultPalette();
    try {
        (void)gaitlab::parseFrm(bytes, "fuzz.frm", palette);
    } catch (const std::exception&) {
    }
    for (int d = 0; d < 6; ++d) {
        try {
            int fps = 0;
            (void)gaitlab::parseFrxDirection(bytes, "fuzz.fr" + std::to_string(d), d, palette, fps);
        } catch (const std::exception&) {
        }
    }
    return 0;
}

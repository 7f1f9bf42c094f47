// libFuzzer target for the frame-event sidecar reader (assets/critters/<critter>/events.json).
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string_view>

#include "engine/anim/event_sidecar_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    try {
        (void)gaitlab::anim::parseEventSidecar(std::string_view(reinterpret_cast<const char*>(data), size),
                                               "fuzz.events.json");
    } catch (const std::exception&) {
    }
    return 0;
}

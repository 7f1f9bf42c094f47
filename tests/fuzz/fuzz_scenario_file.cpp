// libFuzzer target for the scenario file reader (engine/world/scenario_file.h).
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string>

#include "engine/world/scenario_file.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    try {
        (void)gaitlab::parseScenarioFile(std::string(reinterpret_cast<const char*>(data), size), "fuzz.json");
    } catch (const std::exception&) {
    }
    return 0;
}

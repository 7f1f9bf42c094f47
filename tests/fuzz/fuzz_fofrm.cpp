// libFuzzer target for the FOFRM reader: arbitrary text parsed inside a sandbox directory whose children
// cover every reference kind. Only std::exception may escape parseFofrm; anything else is a finding.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <string_view>

#include "tests/fuzz/fofrm_sandbox.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    // One sandbox for the whole run: recreating the child files per input would dominate the time.
    static gaitlab::fuzz::FofrmSandbox sandbox;
    try {
        (void)sandbox.parse(std::string_view(reinterpret_cast<const char*>(data), size));
    } catch (const std::exception&) {
    }
    return 0;
}

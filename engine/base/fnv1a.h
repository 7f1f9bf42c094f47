// FNV-1a, 64 bits: a stable hash of bytes for identities that must not change between runs or machines (a frame's
// picture, a set's shard, a folder name's suffix). Not for security.
#pragma once

#include <cstdint>
#include <string_view>

namespace gaitlab {

struct Fnv1a {
    uint64_t value = 14695981039346656037ull;
    void byte(uint8_t b) {
        value ^= b;
        value *= 1099511628211ull;
    }
    /// The 8 bytes of `v`, least significant first.
    void word(uint64_t v) {
        for (int i = 0; i < 8; ++i) byte(static_cast<uint8_t>(v >> (8 * i)));
    }
    void text(std::string_view s) {
        for (const char c : s) byte(static_cast<uint8_t>(c));
    }
};

[[nodiscard]] inline uint64_t fnv1a(std::string_view s) {
    Fnv1a h;
    h.text(s);
    return h.value;
}

}  // namespace gaitlab

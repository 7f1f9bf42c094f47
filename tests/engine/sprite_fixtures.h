// Fixtures for the sprite-format tests: FRM bytes assembled field by field (big-endian, layout of
// §6.2), .pal bytes, a temporary directory and exact-error assertions. Written independently
// of engine/base/byte_io.h so the readers are checked against a second encoding.
#pragma once

#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "engine/base/format_error.h"

namespace fixtures {

using Bytes = std::vector<uint8_t>;

inline void put16(Bytes& b, int v) {
    b.push_back(static_cast<uint8_t>((v >> 8) & 0xFF));
    b.push_back(static_cast<uint8_t>(v & 0xFF));
}
inline void put32(Bytes& b, uint32_t v) {
    for (int s = 24; s >= 0; s -= 8) {
        b.push_back(static_cast<uint8_t>((v >> s) & 0xFF));
    }
}

/// One FRM frame record: u16 w, u16 h, u32 size, i16 NextX, i16 NextY, indices.
struct FrmFrame {
    int w = 1;
    int h = 1;
    int next_x = 0;
    int next_y = 0;
    Bytes indices;
};

inline Bytes frmFrameBytes(const FrmFrame& f) {
    Bytes b;
    put16(b, f.w);
    put16(b, f.h);
    put32(b, static_cast<uint32_t>(f.w) * static_cast<uint32_t>(f.h));
    put16(b, f.next_x);
    put16(b, f.next_y);
    b.insert(b.end(), f.indices.begin(), f.indices.end());
    return b;
}

/// A 62-byte FRM header.
struct FrmHeader {
    int fps = 10;
    int count = 1;
    std::array<int, 6> shift_x{};
    std::array<int, 6> shift_y{};
    std::array<uint32_t, 6> offset{};
};

inline Bytes frmHeaderBytes(const FrmHeader& h, uint32_t data_size) {
    Bytes b;
    put32(b, 4);
    put16(b, h.fps);
    put16(b, 0);
    put16(b, h.count);
    for (int v : h.shift_x) {
        put16(b, v);
    }
    for (int v : h.shift_y) {
        put16(b, v);
    }
    for (uint32_t v : h.offset) {
        put32(b, v);
    }
    put32(b, data_size);
    REQUIRE(b.size() == 62);
    return b;
}

/// Header + the directions' frames in order; offsets of the first `dirs` directions are filled in.
inline Bytes frmBytes(FrmHeader h, const std::vector<std::vector<FrmFrame>>& dirs) {
    Bytes data;
    for (size_t d = 0; d < dirs.size(); ++d) {
        h.offset[d] = static_cast<uint32_t>(data.size());
        for (const FrmFrame& f : dirs[d]) {
            const Bytes fb = frmFrameBytes(f);
            data.insert(data.end(), fb.begin(), fb.end());
        }
    }
    Bytes out = frmHeaderBytes(h, static_cast<uint32_t>(data.size()));
    out.insert(out.end(), data.begin(), data.end());
    return out;
}

/// RAT.pal of the engine test: index i (1..6) = (3i-2, 3i-1, 3i), everything else 0.
inline Bytes ratPal() {
    Bytes b(768, 0);
    for (int i = 1; i <= 6; ++i) {
        b[static_cast<size_t>(i * 3 + 0)] = static_cast<uint8_t>(3 * i - 2);
        b[static_cast<size_t>(i * 3 + 1)] = static_cast<uint8_t>(3 * i - 1);
        b[static_cast<size_t>(i * 3 + 2)] = static_cast<uint8_t>(3 * i);
    }
    return b;
}

/// A fresh directory under the system temp directory (random suffix: test processes may run in parallel),
/// removed with everything in it on destruction.
struct TempDir {
    std::filesystem::path path;
    explicit TempDir(const std::string& name)
        : path(std::filesystem::temp_directory_path() /
               ("gaitlab_" + name + "_" + std::to_string(std::random_device{}()))) {
        std::filesystem::remove_all(path);
        std::filesystem::create_directories(path);
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    [[nodiscard]] std::string file(const std::string& rel) const { return (path / rel).generic_string(); }
};

inline void writeBytes(const std::string& path, const Bytes& bytes) {
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    REQUIRE(out.good());
}

inline void writeText(const std::string& path, const std::string& text) {
    writeBytes(path, Bytes(text.begin(), text.end()));
}

/// Runs `fn`, which must throw gaitlab::FormatError, and returns it.
inline gaitlab::FormatError formatError(const std::function<void()>& fn) {
    try {
        fn();
    } catch (const gaitlab::FormatError& e) {
        return e;
    }
    FAIL("expected a gaitlab::FormatError");
    return gaitlab::FormatError("", 0, "unreachable");
}

/// `fn` must throw a FormatError whose message is exactly `message`.
inline void checkErrorText(const std::function<void()>& fn, const std::string& message) {
    const gaitlab::FormatError e = formatError(fn);
    CHECK(std::string(e.what()) == message);
}

}  // namespace fixtures

// Bounds-checked byte readers and writers for the binary sprite formats: FRM is big-endian (§6.2),
// the baked sprite file little-endian (D11). Every read checks the buffer size first and throws
// FormatError naming the file, the byte offset and the field that was expected; nothing reads out of bounds.
#pragma once

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "engine/base/format_error.h"

namespace gaitlab {

/// Sequential reader over a byte buffer the caller keeps alive. `what` names the field in errors, e.g.
/// "fps" -> "file (byte 4): truncated: expected 2 bytes for fps, 1 remain".
class ByteReader {
public:
    ByteReader(std::span<const uint8_t> bytes, std::string file) : bytes_(bytes), file_(std::move(file)) {}

    [[nodiscard]] size_t pos() const { return pos_; }
    [[nodiscard]] size_t size() const { return bytes_.size(); }
    [[nodiscard]] size_t remaining() const { return bytes_.size() - pos_; }
    [[nodiscard]] const std::string& file() const { return file_; }

    /// Moves to an absolute offset; an offset past the end is an error naming `what`.
    void seek(uint64_t offset, const std::string& what) {
        if (offset > bytes_.size()) {
            throw FormatError(file_, 0,
                              what + " at byte " + std::to_string(offset) + " points past the end of the file (" +
                                  std::to_string(bytes_.size()) + " bytes)",
                              static_cast<long>(pos_));
        }
        pos_ = static_cast<size_t>(offset);
    }

    /// Throws unless `n` more bytes are available; `n` may be any 64-bit count (e.g. width*height*4).
    void require(uint64_t n, const std::string& what) const {
        if (n > remaining()) {
            throw FormatError(file_, 0,
                              "truncated: expected " + std::to_string(n) + " bytes for " + what + ", " +
                                  std::to_string(remaining()) + " remain",
                              static_cast<long>(pos_));
        }
    }

    /// The next `n` bytes as a view into the buffer.
    std::span<const uint8_t> bytes(uint64_t n, const std::string& what) {
        require(n, what);
        const std::span<const uint8_t> out = bytes_.subspan(pos_, static_cast<size_t>(n));
        pos_ += static_cast<size_t>(n);
        return out;
    }

    uint8_t u8(const std::string& what) { return bytes(1, what)[0]; }
    uint16_t u16be(const std::string& what) { return static_cast<uint16_t>(be(2, what)); }
    uint32_t u32be(const std::string& what) { return static_cast<uint32_t>(be(4, what)); }
    int16_t i16be(const std::string& what) { return static_cast<int16_t>(u16be(what)); }
    uint16_t u16le(const std::string& what) { return static_cast<uint16_t>(le(2, what)); }
    uint32_t u32le(const std::string& what) { return static_cast<uint32_t>(le(4, what)); }
    int16_t i16le(const std::string& what) { return static_cast<int16_t>(u16le(what)); }

private:
    uint64_t be(size_t n, const std::string& what) {
        uint64_t v = 0;
        for (const uint8_t b : bytes(n, what)) {
            v = (v << 8) | b;
        }
        return v;
    }
    uint64_t le(size_t n, const std::string& what) {
        const std::span<const uint8_t> b = bytes(n, what);
        uint64_t v = 0;
        for (size_t i = n; i-- > 0;) {
            v = (v << 8) | b[i];
        }
        return v;
    }

    std::span<const uint8_t> bytes_;
    std::string file_;
    size_t pos_ = 0;
};

/// Appending writer; values are given already range-checked by the format writer.
class ByteWriter {
public:
    void u8(uint8_t v) { out_.push_back(v); }
    void u16be(uint16_t v) { be(v, 2); }
    void u32be(uint32_t v) { be(v, 4); }
    void i16be(int16_t v) { be(static_cast<uint16_t>(v), 2); }
    void u16le(uint16_t v) { le(v, 2); }
    void u32le(uint32_t v) { le(v, 4); }
    void i16le(int16_t v) { le(static_cast<uint16_t>(v), 2); }
    void bytes(std::span<const uint8_t> b) { out_.insert(out_.end(), b.begin(), b.end()); }
    [[nodiscard]] size_t size() const { return out_.size(); }
    [[nodiscard]] std::vector<uint8_t>& data() { return out_; }

private:
    void be(uint32_t v, int n) {
        for (int i = n - 1; i >= 0; --i) {
            out_.push_back(static_cast<uint8_t>(v >> (8 * i)));
        }
    }
    void le(uint32_t v, int n) {
        for (int i = 0; i < n; ++i) {
            out_.push_back(static_cast<uint8_t>(v >> (8 * i)));
        }
    }
    std::vector<uint8_t> out_;
};

/// Writes `data` to `path`, replacing it; throws FormatError when the file cannot be written.
inline void writeFileBytes(const std::string& path, std::span<const uint8_t> data) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out) {
        throw FormatError(path, 0, "cannot open the file for writing");
    }
    out.write(reinterpret_cast<const char*>(data.data()), static_cast<std::streamsize>(data.size()));
    if (!out) {
        throw FormatError(path, 0, "write error");
    }
}

}  // namespace gaitlab

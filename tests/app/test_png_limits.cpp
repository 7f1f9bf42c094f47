// Image size limits (app/files/image_file.h): the PNG header is read first and an image past kMaxImageSide per side or
// kMaxImagePixels in all is refused before decoding, with the file, its claimed size and the limit. The test writes
// its PNGs itself: headers claiming a huge size with a valid CRC, and real images through savePng.
#include <doctest/doctest.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "app/files/image_file.h"
#include "render/rgba_image.h"

using namespace gaitlab;

namespace {

uint32_t crc32(const std::vector<uint8_t>& bytes, std::size_t from, std::size_t to) {
    uint32_t crc = 0xffffffffu;
    for (std::size_t i = from; i < to; ++i) {
        crc ^= bytes[i];
        for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
    }
    return crc ^ 0xffffffffu;
}

void appendU32(std::vector<uint8_t>& out, uint32_t v) {
    for (int shift = 24; shift >= 0; shift -= 8) out.push_back(static_cast<uint8_t>(v >> shift));
}

void appendChunk(std::vector<uint8_t>& out, const char* type, const std::vector<uint8_t>& data) {
    appendU32(out, static_cast<uint32_t>(data.size()));
    const std::size_t start = out.size();
    out.insert(out.end(), type, type + 4);
    out.insert(out.end(), data.begin(), data.end());
    appendU32(out, crc32(out, start, out.size()));
}

/// A PNG whose IHDR claims width x height (8-bit RGBA), a valid CRC, `idat_bytes` of IDAT that is never decoded
/// (zeros) and IEND.
std::filesystem::path writeClaimingPng(const std::string& name, uint32_t width, uint32_t height,
                                       std::size_t idat_bytes) {
    std::vector<uint8_t> png = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    std::vector<uint8_t> ihdr;
    appendU32(ihdr, width);
    appendU32(ihdr, height);
    ihdr.insert(ihdr.end(), {8, 6, 0, 0, 0});
    appendChunk(png, "IHDR", ihdr);
    appendChunk(png, "IDAT", std::vector<uint8_t>(idat_bytes, 0));
    appendChunk(png, "IEND", {});
    const std::filesystem::path path = std::filesystem::temp_directory_path() / name;
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(png.data()), static_cast<std::streamsize>(png.size()));
    return path;
}

}  // namespace

TEST_CASE("a 260 KB PNG claiming 16384x16384 is refused from its header, naming the file, size and limit") {
    const std::filesystem::path path = writeClaimingPng("gaitlab_png_bomb.png", 16384, 16384, 260 * 1024);
    CHECK(std::filesystem::file_size(path) > 260 * 1024);
    int64_t width = 0;
    int64_t height = 0;
    CHECK(readPngSize(path.string(), width, height).empty());
    CHECK(width == 16384);
    CHECK(height == 16384);
    const RgbaImage before(2, 3);
    RgbaImage image = before;
    const auto started = std::chrono::steady_clock::now();
    CHECK(loadPng(path.string(), image) ==
          path.string() + ": image is 16384x16384 (268435456 pixels), more than 16777216 pixels (64 MiB of RGBA)");
    CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(1));  // nothing decoded
    CHECK(image.width == 2);                                                      // left unchanged
    CHECK(image.pixels == before.pixels);
    std::filesystem::remove(path);
}

TEST_CASE("image limits: a side past 1000000 pixels, the largest pixel count, an empty image") {
    const std::filesystem::path wide = writeClaimingPng("gaitlab_png_wide_claim.png", 1000001, 1, 16);
    RgbaImage image;
    CHECK(loadPng(wide.string(), image) == wide.string() + ": image is 1000001x1, more than 1000000 pixels per side");
    const std::filesystem::path tall = writeClaimingPng("gaitlab_png_tall_claim.png", 1, 4294967295u, 16);
    CHECK(loadPng(tall.string(), image) ==
          tall.string() + ": image is 1x4294967295, more than 1000000 pixels per side");
    // One pixel over the count: 4097 x 4096 = 16781312.
    const std::filesystem::path over = writeClaimingPng("gaitlab_png_over_claim.png", 4097, 4096, 16);
    CHECK(loadPng(over.string(), image) ==
          over.string() + ": image is 4097x4096 (16781312 pixels), more than 16777216 pixels (64 MiB of RGBA)");
    const std::filesystem::path empty = writeClaimingPng("gaitlab_png_empty_claim.png", 0, 7, 16);
    CHECK(loadPng(empty.string(), image) == empty.string() + ": image is 0x7, an empty image");
    for (const auto& path : {wide, tall, over, empty}) std::filesystem::remove(path);
    CHECK(image.empty());
}

TEST_CASE("images within the limits load and a 70000x1 PNG passes the header check") {
    const std::filesystem::path dir = std::filesystem::temp_directory_path();
    const std::string small = (dir / "gaitlab_png_small.png").string();
    RgbaImage written(3, 2, Rgba8{10, 20, 30, 255});
    written.set(2, 1, Rgba8{200, 100, 50, 128});
    REQUIRE(savePng(written, small).empty());
    RgbaImage read;
    REQUIRE(loadPng(small, read).empty());
    CHECK(read.width == 3);
    CHECK(read.height == 2);
    CHECK(read.pixels == written.pixels);

    const std::string wide = (dir / "gaitlab_png_70000x1.png").string();
    REQUIRE(savePng(RgbaImage(70000, 1, Rgba8{255, 255, 255, 255}), wide).empty());
    int64_t width = 0;
    int64_t height = 0;
    CHECK(readPngSize(wide, width, height).empty());
    CHECK(width == 70000);
    CHECK(height == 1);
    REQUIRE(loadPng(wide, read).empty());  // 70000 pixels: the GPU's texture limit is the renderer's to report
    CHECK(read.width == 70000);
    std::filesystem::remove(small);
    std::filesystem::remove(wide);
}

TEST_CASE("what is not a PNG is named before decoding: signature, truncation, first chunk, directories") {
    const std::filesystem::path dir = std::filesystem::temp_directory_path();
    const std::filesystem::path text = dir / "gaitlab_png_text.png";
    std::ofstream(text, std::ios::trunc) << "this is not an image at all, just some text";
    RgbaImage image;
    CHECK(loadPng(text.string(), image) == text.string() + ": not a PNG file: the signature is wrong");
    const std::filesystem::path cut = dir / "gaitlab_png_cut.png";
    {
        std::ofstream out(cut, std::ios::binary | std::ios::trunc);
        out.write("\x89PNG\r\n\x1a\n\0\0\0\x0dIH", 14);
    }
    CHECK(loadPng(cut.string(), image) == cut.string() + ": not a PNG file: truncated header (14 bytes)");
    const std::filesystem::path other = dir / "gaitlab_png_other_chunk.png";
    {
        std::ofstream out(other, std::ios::binary | std::ios::trunc);
        out.write("\x89PNG\r\n\x1a\n\0\0\0\x0dIDAT\0\0\0\x01\0\0\0\x01", 24);
    }
    CHECK(loadPng(other.string(), image) == other.string() + ": not a PNG file: the first chunk is not a 13-byte IHDR");
    CHECK(loadPng(dir.string(), image) == dir.string() + ": cannot read image: not a regular file");
    const std::string missing = (dir / "gaitlab_png_missing_file.png").string();
    CHECK(loadPng(missing, image) == missing + ": cannot read image: no such file");
    std::filesystem::remove(text);
    std::filesystem::remove(cut);
    std::filesystem::remove(other);
}

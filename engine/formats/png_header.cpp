#include "engine/formats/png_header.h"

#include <cstring>
#include <filesystem>
#include <fstream>

namespace gaitlab {

std::string readPngHeaderSize(const std::string& path, int64_t& width, int64_t& height) {
    std::error_code ec;
    const std::filesystem::file_status status = std::filesystem::status(path, ec);
    if (!std::filesystem::exists(status)) return path + ": cannot read image: no such file";
    if (!std::filesystem::is_regular_file(status)) return path + ": cannot read image: not a regular file";
    std::ifstream in(path, std::ios::binary);
    if (!in) return path + ": cannot read image: cannot open the file";
    unsigned char header[24] = {};
    in.read(reinterpret_cast<char*>(header), sizeof header);
    const auto got = static_cast<std::size_t>(in.gcount());
    static constexpr unsigned char kSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (got >= 8 && std::memcmp(header, kSignature, 8) != 0) return path + ": not a PNG file: the signature is wrong";
    if (got < sizeof header) return path + ": not a PNG file: truncated header (" + std::to_string(got) + " bytes)";
    auto be32 = [&header](std::size_t at) {
        return (uint32_t{header[at]} << 24) | (uint32_t{header[at + 1]} << 16) | (uint32_t{header[at + 2]} << 8) |
               uint32_t{header[at + 3]};
    };
    if (be32(8) != 13 || std::memcmp(header + 12, "IHDR", 4) != 0)
        return path + ": not a PNG file: the first chunk is not a 13-byte IHDR";
    width = be32(16);
    height = be32(20);
    return {};
}

}  // namespace gaitlab

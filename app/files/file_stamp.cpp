#include "app/files/file_stamp.h"

#include <fstream>
#include <system_error>
#include <vector>

namespace gaitlab {

namespace {

std::uint64_t contentHash(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::uint64_t hash = 1469598103934665603ull;  // FNV-1a offset basis
    std::vector<char> buffer(64 * 1024);
    while (in) {
        in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
        for (std::streamsize i = 0; i < in.gcount(); ++i) {
            hash ^= static_cast<unsigned char>(buffer[static_cast<std::size_t>(i)]);
            hash *= 1099511628211ull;  // FNV-1a prime
        }
    }
    return hash;
}

}  // namespace

FileStamp fileStamp(const std::string& path) {
    std::error_code ec;
    FileStamp stamp;
    const std::filesystem::file_status status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status)) return stamp;
    const auto time = std::filesystem::last_write_time(path, ec);
    if (ec) return stamp;
    stamp.time = time;
    stamp.exists = true;
    if (!std::filesystem::is_regular_file(status)) return stamp;  // never read a FIFO or a device
    const auto size = std::filesystem::file_size(path, ec);
    stamp.size = ec ? 0 : size;
    if (!ec && size <= kContentStampLimit) stamp.content = contentHash(path);
    return stamp;
}

}  // namespace gaitlab

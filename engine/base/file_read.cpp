#include "engine/base/file_read.h"

#include <filesystem>
#include <fstream>

#include "engine/base/format_error.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

template <class Buffer>
Buffer readBounded(const std::string& path, std::uint64_t max_bytes) {
    if (std::string reason = notRegularFileReason(path); !reason.empty()) throw FormatError(path, 0, reason);
    std::error_code ec;
    const std::uintmax_t size = fs::file_size(path, ec);
    if (!ec && size > max_bytes) {
        throw FormatError(path, 0,
                          "is " + std::to_string(size) + " bytes, more than the limit of " + std::to_string(max_bytes) +
                              " bytes");
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) throw FormatError(path, 0, "cannot open the file for reading");
    // Read in chunks up to the limit: the size seen above may be stale (a file growing while it is read).
    Buffer out;
    constexpr std::size_t kChunk = std::size_t{1} << 16;
    while (in) {
        const std::size_t at = out.size();
        out.resize(at + kChunk);
        in.read(reinterpret_cast<char*>(out.data() + at), static_cast<std::streamsize>(kChunk));
        out.resize(at + static_cast<std::size_t>(in.gcount()));
        if (out.size() > max_bytes) {
            throw FormatError(path, 0, "holds more than the limit of " + std::to_string(max_bytes) + " bytes");
        }
    }
    if (in.bad()) throw FormatError(path, 0, "read error");
    return out;
}

}  // namespace

bool pathPresent(const std::string& path) {
    std::error_code ec;
    const bool exists = std::filesystem::exists(path, ec);
    return exists || (ec && ec != std::errc::no_such_file_or_directory && ec != std::errc::not_a_directory);
}

std::string notRegularFileReason(const std::string& path) {
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    switch (status.type()) {
    case fs::file_type::regular: return {};
    case fs::file_type::not_found: return "does not exist";
    case fs::file_type::directory: return "is a directory, expected a file";
    case fs::file_type::fifo: return "is a FIFO (named pipe), expected a regular file";
    case fs::file_type::character:
    case fs::file_type::block: return "is a device, expected a regular file";
    case fs::file_type::socket: return "is a socket, expected a regular file";
    default: break;
    }
    return ec ? "cannot be read (" + ec.message() + ")" : "is not a regular file";
}

std::vector<std::uint8_t> readRegularFile(const std::string& path, std::uint64_t max_bytes) {
    return readBounded<std::vector<std::uint8_t>>(path, max_bytes);
}

std::string readRegularText(const std::string& path, std::uint64_t max_bytes) {
    return readBounded<std::string>(path, max_bytes);
}

}  // namespace gaitlab

#include "app/files/image_file.h"

#include <algorithm>
#include <climits>
#include <cstddef>
#include <cstring>
#include <fstream>
#include <iterator>
#include <optional>
#include <stdexcept>
#include <system_error>
#include <vector>

#include <SDL.h>
#include <SDL_image.h>

#include "engine/formats/png_header.h"

namespace gaitlab {

std::string savePng(const RgbaImage& image, const std::string& path) {
    if (image.empty()) return path + ": nothing to save (empty image)";
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormatFrom(const_cast<uint8_t*>(image.pixels.data()), image.width,
                                                              image.height, 32, image.width * 4,
                                                              SDL_PIXELFORMAT_RGBA32);
    if (surface == nullptr) return path + ": cannot create an SDL surface: " + SDL_GetError();
    const int result = IMG_SavePNG(surface, path.c_str());
    SDL_FreeSurface(surface);
    if (result != 0) return path + ": cannot write PNG: " + IMG_GetError();
    return {};
}

void writePngFile(const RgbaImage& image, const std::filesystem::path& path) {
    if (std::string error = savePng(image, path.string()); !error.empty()) throw std::runtime_error(error);
}

namespace {

size_t SDLCALL pngStreamWrite(SDL_RWops* context, const void* data, size_t size, size_t count) {
    auto* out = static_cast<std::vector<uint8_t>*>(context->hidden.unknown.data1);
    const auto* bytes = static_cast<const uint8_t*>(data);
    out->insert(out->end(), bytes, bytes + size * count);
    return count;
}

Sint64 SDLCALL pngStreamSize(SDL_RWops* context) {
    return static_cast<Sint64>(static_cast<std::vector<uint8_t>*>(context->hidden.unknown.data1)->size());
}

Sint64 SDLCALL pngStreamSeek(SDL_RWops* context, Sint64 offset, int whence) {
    // Only "where am I" is answerable: the bytes are appended, never rewritten.
    const Sint64 end = pngStreamSize(context);
    if (offset == 0 && (whence == RW_SEEK_CUR || whence == RW_SEEK_END)) return end;
    return SDL_SetError("encodePng: the memory stream only appends");
}

int SDLCALL pngStreamClose(SDL_RWops* context) {
    SDL_FreeRW(context);
    return 0;
}

}  // namespace

std::vector<uint8_t> encodePng(const RgbaImage& image) {
    if (image.empty()) throw std::runtime_error("nothing to encode (empty image)");
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormatFrom(const_cast<uint8_t*>(image.pixels.data()), image.width,
                                                              image.height, 32, image.width * 4,
                                                              SDL_PIXELFORMAT_RGBA32);
    if (surface == nullptr) throw std::runtime_error(std::string("cannot create an SDL surface: ") + SDL_GetError());
    std::vector<uint8_t> out;
    SDL_RWops* stream = SDL_AllocRW();
    if (stream == nullptr) {
        SDL_FreeSurface(surface);
        throw std::runtime_error(std::string("cannot encode PNG: ") + SDL_GetError());
    }
    stream->type = SDL_RWOPS_UNKNOWN;
    stream->size = pngStreamSize;
    stream->seek = pngStreamSeek;
    stream->read = [](SDL_RWops*, void*, size_t, size_t) -> size_t { return 0; };
    stream->write = pngStreamWrite;
    stream->close = pngStreamClose;
    stream->hidden.unknown.data1 = &out;
    const int result = IMG_SavePNG_RW(surface, stream, 1);
    SDL_FreeSurface(surface);
    if (result != 0) throw std::runtime_error(std::string("cannot encode PNG: ") + IMG_GetError());
    return out;
}

std::string readPngSize(const std::string& path, int64_t& width, int64_t& height) {
    return readPngHeaderSize(path, width, height);
}

namespace {

constexpr std::uintmax_t kMaxPngFileBytes = 512ULL * 1024 * 1024;

uint32_t bigEndian32(const uint8_t* p) {
    return (uint32_t{p[0]} << 24) | (uint32_t{p[1]} << 16) | (uint32_t{p[2]} << 8) | uint32_t{p[3]};
}

/// Removes the iCCP chunks from the PNG in `bytes` and returns the first one's profile name (printable ASCII only,
/// "?" for anything else; "" when there was none). libpng checks an embedded profile and prints what it finds to
/// stderr on its own ("iCCP: known incorrect sRGB profile", once per check); SDL_image applies no profile anyway,
/// so dropping the chunk before decoding changes no pixel and leaves libpng nothing to complain about. A chunk
/// layout that does not add up is left alone: the decoder then reports the damage itself.
std::optional<std::string> dropColourProfiles(std::vector<uint8_t>& bytes) {
    std::optional<std::string> profile;
    std::size_t at = 8;  // after the signature (readPngSize checked it)
    std::vector<uint8_t> kept(bytes.begin(),
                              bytes.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(8, bytes.size())));
    while (at + 12 <= bytes.size()) {
        const uint32_t length = bigEndian32(&bytes[at]);
        if (length > bytes.size() - at - 12) return std::nullopt;
        const std::size_t end = at + 12 + length;
        const uint8_t* type = &bytes[at + 4];
        if (std::memcmp(type, "iCCP", 4) == 0) {
            if (!profile) {
                std::string name;
                for (std::size_t i = at + 8; i < at + 8 + length && bytes[i] != 0 && name.size() < 79; ++i)
                    name += bytes[i] >= 0x20 && bytes[i] < 0x7F ? static_cast<char>(bytes[i]) : '?';
                profile = name;
            }
        } else {
            kept.insert(kept.end(), bytes.begin() + static_cast<std::ptrdiff_t>(at),
                        bytes.begin() + static_cast<std::ptrdiff_t>(end));
        }
        at = end;
        if (std::memcmp(type, "IEND", 4) == 0) break;
    }
    if (profile) {
        kept.insert(kept.end(), bytes.begin() + static_cast<std::ptrdiff_t>(at), bytes.end());
        bytes = std::move(kept);
    }
    return profile;
}

}  // namespace

std::string loadPng(const std::string& path, RgbaImage& image, std::string* warning) {
    int64_t width = 0;
    int64_t height = 0;
    if (std::string error = readPngSize(path, width, height); !error.empty()) return error;
    const std::string claimed = std::to_string(width) + "x" + std::to_string(height);
    if (width == 0 || height == 0) return path + ": image is " + claimed + ", an empty image";
    if (width > kMaxImageSide || height > kMaxImageSide)
        return path + ": image is " + claimed + ", more than " + std::to_string(kMaxImageSide) + " pixels per side";
    if (width * height > kMaxImagePixels)
        return path + ": image is " + claimed + " (" + std::to_string(width * height) + " pixels), more than " +
               std::to_string(kMaxImagePixels) + " pixels (64 MiB of RGBA)";
    std::error_code size_error;
    const std::uintmax_t file_size = std::filesystem::file_size(path, size_error);
    // Far more than the largest image allowed needs even stored uncompressed at 16 bits per channel.
    if (!size_error && file_size > kMaxPngFileBytes)
        return path + ": cannot load image: the file is " + std::to_string(file_size) + " bytes, more than " +
               std::to_string(kMaxPngFileBytes);
    std::vector<uint8_t> bytes;
    {
        std::ifstream in(path, std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
        if (!in.eof() && in.fail()) return path + ": cannot read image: cannot read the file";
    }
    const std::optional<std::string> profile = dropColourProfiles(bytes);
    SDL_RWops* source =
        SDL_RWFromConstMem(bytes.data(), static_cast<int>(std::min<std::size_t>(bytes.size(), INT_MAX)));
    if (source == nullptr) return path + ": cannot load image: " + SDL_GetError();
    SDL_Surface* loaded = IMG_Load_RW(source, 1);
    if (loaded == nullptr) return path + ": cannot load image: " + IMG_GetError();
    SDL_Surface* rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(loaded);
    if (rgba == nullptr) return path + ": cannot convert to RGBA: " + SDL_GetError();
    RgbaImage out(rgba->w, rgba->h);
    SDL_LockSurface(rgba);
    for (int y = 0; y < rgba->h; ++y)
        std::memcpy(out.pixels.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(rgba->w) * 4,
                    static_cast<const uint8_t*>(rgba->pixels) + static_cast<std::ptrdiff_t>(y) * rgba->pitch,
                    static_cast<std::size_t>(rgba->w) * 4);
    SDL_UnlockSurface(rgba);
    SDL_FreeSurface(rgba);
    image = std::move(out);
    if (warning != nullptr)
        *warning = profile ? path + ": colour profile ignored: pixels used as stored (iCCP chunk '" + *profile + "')"
                           : std::string();
    return {};
}

}  // namespace gaitlab

#include "engine/formats/baked_sprite.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <filesystem>
#include <limits>
#include <unordered_map>
#include <vector>

#include "engine/base/byte_io.h"
#include "engine/base/file_read.h"
#include "engine/formats/frame_check.h"

namespace gaitlab {

namespace {

constexpr std::array<uint8_t, 4> kMagic{'G', 'S', 'P', 'R'};
constexpr std::array<uint8_t, 4> kFooter{'R', 'P', 'S', 'G'};
constexpr uint16_t kVersion = 1;
constexpr uint32_t kBakedIntMax = static_cast<uint32_t>(std::numeric_limits<int>::max());

bool sameFrame(const SpriteFrame& a, const SpriteFrame& b) {
    return a.width == b.width && a.height == b.height && a.draw_offset == b.draw_offset && a.next_x == b.next_x &&
           a.next_y == b.next_y && a.rgba == b.rgba;
}

// FNV-1a over everything sameFrame compares.
uint64_t frameHash(const SpriteFrame& f) {
    uint64_t h = 14695981039346656037ull;
    const auto mix = [&h](uint64_t v) {
        for (int i = 0; i < 8; ++i) {
            h ^= (v >> (8 * i)) & 0xffu;
            h *= 1099511628211ull;
        }
    };
    mix(static_cast<uint64_t>(static_cast<uint32_t>(f.width)) << 32 | static_cast<uint32_t>(f.height));
    mix(static_cast<uint64_t>(static_cast<uint32_t>(f.draw_offset.x)) << 32 | static_cast<uint32_t>(f.draw_offset.y));
    mix(static_cast<uint64_t>(static_cast<uint16_t>(f.next_x)) << 16 | static_cast<uint16_t>(f.next_y));
    for (const uint8_t b : f.rgba) {
        h ^= b;
        h *= 1099511628211ull;
    }
    return h;
}

void expectMarker(ByteReader& r, const std::array<uint8_t, 4>& marker, const char* what) {
    const long at = static_cast<long>(r.pos());
    const std::span<const uint8_t> got = r.bytes(4, what);
    if (!std::equal(got.begin(), got.end(), marker.begin())) {
        throw FormatError(r.file(), 0,
                          std::string("expected ") + what + " '" + std::string(marker.begin(), marker.end()) + "'", at);
    }
}

}  // namespace

std::vector<uint8_t> writeBakedSprite(const SpriteAnimation& anim, const std::string& path) {
    const size_t count = checkFramesForWriting(anim, path, "baking");
    const int ticks = anim.dirs[0].anim_ms;
    if (ticks < 0) {
        throw FormatError(path, 0, "AnimTicks " + std::to_string(ticks) + " is negative");
    }
    if (anim.fps < 0) {
        throw FormatError(path, 0, "fps " + std::to_string(anim.fps) + " is negative");
    }
    for (size_t d = 0; d < anim.dirs.size(); ++d) {
        const SpriteSheet& sheet = anim.dirs[d];
        if (sheet.anim_ms != ticks) {
            throw FormatError(path, 0,
                              "direction " + std::to_string(d) + " has AnimTicks " + std::to_string(sheet.anim_ms) +
                                  ", expected " + std::to_string(ticks) + " like direction 0");
        }
    }

    ByteWriter out;
    out.bytes(kMagic);
    out.u16le(kVersion);
    out.u16le(static_cast<uint16_t>(count));
    out.u32le(static_cast<uint32_t>(ticks));
    out.u32le(static_cast<uint32_t>(anim.fps));
    out.u8(static_cast<uint8_t>(anim.dirs.size()));
    for (const SpriteSheet& sheet : anim.dirs) {
        // A frame equal to an earlier one is written as a reference to the first of them. Only first occurrences
        // are kept, by content hash, so the search is linear in the frames (not quadratic).
        std::unordered_map<uint64_t, std::vector<size_t>> firsts;
        firsts.reserve(count);
        for (size_t f = 0; f < count; ++f) {
            const SpriteFrame& frame = sheet.frames[f];
            std::vector<size_t>& same_hash = firsts[frameHash(frame)];
            const auto earlier = std::find_if(same_hash.begin(), same_hash.end(),
                                              [&](size_t g) { return sameFrame(sheet.frames[g], frame); });
            if (earlier != same_hash.end()) {
                out.u8(1);
                out.u16le(static_cast<uint16_t>(*earlier));
                continue;
            }
            same_hash.push_back(f);
            out.u8(0);
            out.i16le(static_cast<int16_t>(frame.draw_offset.x));
            out.i16le(static_cast<int16_t>(frame.draw_offset.y));
            out.u16le(static_cast<uint16_t>(frame.width));
            out.u16le(static_cast<uint16_t>(frame.height));
            out.i16le(frame.next_x);
            out.i16le(frame.next_y);
            out.bytes(frame.rgba);
        }
    }
    out.bytes(kFooter);
    return std::move(out.data());
}

SpriteAnimation parseBakedSprite(std::span<const uint8_t> bytes, const std::string& path) {
    ByteReader r(bytes, path);
    expectMarker(r, kMagic, "magic");
    const long version_at = static_cast<long>(r.pos());
    if (const uint16_t version = r.u16le("version"); version != kVersion) {
        throw FormatError(path, 0, "unsupported version " + std::to_string(version) + ", expected 1", version_at);
    }
    const long count_at = static_cast<long>(r.pos());
    const uint16_t count = r.u16le("frame count");
    if (count == 0) {
        throw FormatError(path, 0, "expected frames per direction > 0, got 0", count_at);
    }
    const long ticks_at = static_cast<long>(r.pos());
    const uint32_t ticks = r.u32le("AnimTicks");
    if (ticks > kBakedIntMax) {
        throw FormatError(path, 0, "AnimTicks " + std::to_string(ticks) + " exceeds 2147483647", ticks_at);
    }
    const long fps_at = static_cast<long>(r.pos());
    const uint32_t fps = r.u32le("fps");
    if (fps > kBakedIntMax) {
        throw FormatError(path, 0, "fps " + std::to_string(fps) + " exceeds 2147483647", fps_at);
    }
    const long dirs_at = static_cast<long>(r.pos());
    const uint8_t dir_count = r.u8("direction count");
    if (dir_count != 1 && dir_count != 6 && dir_count != 8) {
        throw FormatError(path, 0,
                          "direction count " + std::to_string(dir_count) + ", expected 1, 6 (hexagonal) or 8 (square)",
                          dirs_at);
    }

    SpriteAnimation anim;
    anim.source = path;
    anim.name = std::filesystem::path(path).stem().string();
    anim.fps = static_cast<int>(fps);
    // Shared records expand into copies, so a small file could otherwise decode into gigabytes.
    uint64_t decoded_bytes = 0;
    const auto account = [&](uint64_t bytes, const std::string& label, long at) {
        decoded_bytes += bytes;
        if (decoded_bytes > kMaxDecodedBytes) {
            throw FormatError(path, 0,
                              label + ": decoded pixels exceed " + std::to_string(kMaxDecodedBytes / (1024 * 1024)) +
                                  " MiB, expected a smaller sprite",
                              at);
        }
    };
    for (size_t d = 0; d < dir_count; ++d) {
        SpriteSheet sheet;
        sheet.anim_ms = static_cast<int>(ticks);
        for (size_t f = 0; f < count; ++f) {
            const std::string label = frameLabel(d, f);
            const long record_at = static_cast<long>(r.pos());
            const uint8_t kind = r.u8(label + " record kind");
            if (kind == 1) {
                const uint16_t index = r.u16le(label + " shared index");
                if (index >= f) {
                    throw FormatError(path, 0,
                                      label + ": shared index " + std::to_string(index) +
                                          ", expected an earlier frame (< " + std::to_string(f) + ")",
                                      record_at + 1);
                }
                account(sheet.frames[index].rgba.size(), label, record_at);
                sheet.frames.push_back(sheet.frames[index]);
                continue;
            }
            if (kind != 0) {
                throw FormatError(
                    path, 0, label + ": record kind " + std::to_string(kind) + ", expected 0 (concrete) or 1 (shared)",
                    record_at);
            }
            SpriteFrame frame;
            frame.draw_offset.x = r.i16le(label + " draw offset x");
            frame.draw_offset.y = r.i16le(label + " draw offset y");
            frame.width = r.u16le(label + " width");
            frame.height = r.u16le(label + " height");
            frame.next_x = r.i16le(label + " NextX");
            frame.next_y = r.i16le(label + " NextY");
            if (std::string problem = frameSizeProblem(frame.width, frame.height); !problem.empty()) {
                throw FormatError(path, 0, label + ": " + problem, record_at + 5);
            }
            const uint64_t n = uint64_t{static_cast<uint16_t>(frame.width)} * static_cast<uint16_t>(frame.height) * 4;
            account(n, label, record_at);
            const std::span<const uint8_t> px = r.bytes(n, label + " pixels");
            frame.rgba.assign(px.begin(), px.end());
            sheet.frames.push_back(std::move(frame));
        }
        sheet.rebuildCycle();
        anim.dirs.push_back(std::move(sheet));
    }
    expectMarker(r, kFooter, "footer");
    if (r.remaining() != 0) {
        throw FormatError(path, 0,
                          std::to_string(r.remaining()) + " bytes after the footer, expected the end of the file",
                          static_cast<long>(r.pos()));
    }
    return anim;
}

SpriteAnimation loadBakedSprite(const std::string& path) {
    const std::vector<uint8_t> bytes = readRegularFile(path, kMaxBinaryFileBytes);
    return parseBakedSprite(bytes, path);
}

std::string bakedSpriteName(const std::string& source) {
    std::string p = source;
    std::replace(p.begin(), p.end(), '\\', '/');
    std::filesystem::path path(p);
    std::string lower = p;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    std::string stem = path.stem().string();
    if (lower.find("art/critters/") != std::string::npos) {
        std::transform(stem.begin(), stem.end(), stem.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    }
    return (path.parent_path() / (stem + ".gsprite")).generic_string();
}

}  // namespace gaitlab

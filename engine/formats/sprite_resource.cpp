#include "engine/formats/sprite_resource.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <unordered_map>
#include <vector>

#include "engine/base/byte_io.h"
#include "engine/base/file_read.h"
#include "engine/formats/frame_check.h"
#include "engine/formats/frm_reader.h"
#include "engine/formats/sprite_import.h"

namespace gaitlab {

namespace {

enum class MeshKind : uint8_t { Quad = 0, Empty = 1, Mesh = 2 };

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

/// Reads a mesh record after a frame's pixels and rebuilds the frame's whole source picture in it (its cropped
/// pixels placed at the source offset) with the draw offset the baker shifted for the crop.
void readMesh(ByteReader& r, SpriteFrame& frame, const std::string& label,
              const std::function<void(uint64_t, long, bool)>& account) {
    const std::string& path = r.file();
    const long kind_at = static_cast<long>(r.pos());
    const uint16_t vertex_count = r.u16le(label + " mesh vertex count");
    const uint32_t index_count = r.u32le(label + " mesh index count");
    if (vertex_count < 3)
        throw FormatError(path, 0,
                          label + ": mesh of " + std::to_string(vertex_count) + " vertices, expected at least 3",
                          kind_at);
    if (index_count < 3 || index_count % 3 != 0)
        throw FormatError(path, 0,
                          label + ": mesh index count " + std::to_string(index_count) +
                              ", expected whole triangles (a multiple of 3, at least 3)",
                          kind_at + 2);
    if (index_count > uint32_t{vertex_count} * 6u)
        throw FormatError(path, 0,
                          label + ": mesh index count " + std::to_string(index_count) + " for " +
                              std::to_string(vertex_count) + " vertices, expected at most 6 per vertex",
                          kind_at + 2);
    r.require(2 * 2 + 4 * 2 + uint64_t{vertex_count} * 4 + uint64_t{index_count} * 2, label + " mesh");
    const long source_at = static_cast<long>(r.pos());
    const int source_w = r.u16le(label + " mesh source width");
    const int source_h = r.u16le(label + " mesh source height");
    const int32_t source_x = static_cast<int32_t>(r.u32le(label + " mesh source offset x"));
    const int32_t source_y = static_cast<int32_t>(r.u32le(label + " mesh source offset y"));
    if (source_w <= 0 || source_h <= 0)
        throw FormatError(path, 0,
                          label + ": mesh source size " + std::to_string(source_w) + "x" + std::to_string(source_h) +
                              ", expected both sides > 0",
                          source_at);
    const int w = frame.width, h = frame.height;
    if (!(source_x < source_w && int64_t{source_x} + w > 0 && source_y < source_h && int64_t{source_y} + h > 0))
        throw FormatError(path, 0,
                          label + ": the cropped " + std::to_string(w) + "x" + std::to_string(h) + " pixels at (" +
                              std::to_string(source_x) + ", " + std::to_string(source_y) + ") lie outside their " +
                              std::to_string(source_w) + "x" + std::to_string(source_h) + " source picture",
                          source_at + 4);
    std::vector<ipos> vertices;
    vertices.reserve(vertex_count);
    ipos lo(w, h), hi(0, 0);
    for (int i = 0; i < vertex_count; ++i) {
        const long at = static_cast<long>(r.pos());
        const int x = r.u16le(label + " mesh vertex");
        const int y = r.u16le(label + " mesh vertex");
        if (x > w || y > h)
            throw FormatError(path, 0,
                              label + ": mesh vertex " + std::to_string(i) + " (" + std::to_string(x) + ", " +
                                  std::to_string(y) + ") lies outside the " + std::to_string(w) + "x" +
                                  std::to_string(h) + " frame",
                              at);
        vertices.emplace_back(x, y);
        lo = ipos(std::min(lo.x, x), std::min(lo.y, y));
        hi = ipos(std::max(hi.x, x), std::max(hi.y, y));
    }
    if (lo != ipos(0, 0) || hi != ipos(w, h))
        throw FormatError(path, 0,
                          label + ": mesh vertices span (" + std::to_string(lo.x) + ", " + std::to_string(lo.y) +
                              ") to (" + std::to_string(hi.x) + ", " + std::to_string(hi.y) +
                              "), expected (0, 0) to (" + std::to_string(w) + ", " + std::to_string(h) +
                              "): the whole cropped frame",
                          source_at + 12);
    std::vector<uint16_t> indices(index_count);
    const long indices_at = static_cast<long>(r.pos());
    for (uint32_t i = 0; i < index_count; ++i) {
        indices[i] = r.u16le(label + " mesh index");
        if (indices[i] >= vertex_count)
            throw FormatError(path, 0,
                              label + ": mesh index " + std::to_string(i) + " is " + std::to_string(indices[i]) +
                                  ", past the " + std::to_string(vertex_count) + " vertices",
                              indices_at + static_cast<long>(2 * i));
    }
    int64_t winding = 0;
    for (uint32_t t = 0; t < index_count / 3; ++t) {
        const ipos a = vertices[indices[3 * t]], b = vertices[indices[3 * t + 1]], c = vertices[indices[3 * t + 2]];
        const int64_t twice_area = int64_t{b.x - a.x} * int64_t{c.y - a.y} - int64_t{b.y - a.y} * int64_t{c.x - a.x};
        const long at = indices_at + static_cast<long>(6 * t);
        if (twice_area == 0)
            throw FormatError(path, 0, label + ": mesh triangle " + std::to_string(t) + " is degenerate (no area)", at);
        if (winding == 0)
            winding = twice_area;
        else if ((winding > 0) != (twice_area > 0))
            throw FormatError(path, 0,
                              label + ": mesh triangle " + std::to_string(t) +
                                  " winds the other way from triangle 0, expected one winding",
                              at);
    }
    // The source picture: transparent, with the cropped pixels at the source offset (cut to the picture).
    const uint64_t picture_bytes = uint64_t(source_w) * uint64_t(source_h) * 4;
    account(picture_bytes, kind_at, true);
    std::vector<uint8_t> picture(static_cast<std::size_t>(picture_bytes), 0);
    const int begin_x = std::max(source_x, 0), begin_y = std::max(source_y, 0);
    const int from_x = std::max(-source_x, 0), from_y = std::max(-source_y, 0);
    const int copy_w = std::min(w - from_x, source_w - begin_x), copy_h = std::min(h - from_y, source_h - begin_y);
    for (int y = 0; y < copy_h; ++y)
        std::copy_n(frame.rgba.begin() + (static_cast<std::ptrdiff_t>(from_y + y) * w + from_x) * 4, copy_w * 4,
                    picture.begin() + (static_cast<std::ptrdiff_t>(begin_y + y) * source_w + begin_x) * 4);
    // The baker moved the offset so the crop lands where it was in the picture: half widths (C division of
    // positive sides, as it computes them), the bottoms aligned, plus the source offset.
    frame.draw_offset -= ipos(w / 2 - source_w / 2 + source_x, h - source_h + source_y);
    frame.rgba = std::move(picture);
    frame.width = source_w;
    frame.height = source_h;
}

}  // namespace

bool looksLikeSpriteResource(std::span<const uint8_t> head) {
    return head.size() >= 2 && head[0] == kSpriteResourceMagic && head[1] < 16;
}

bool isSpriteResourceFile(const std::string& path) {
    if (!notRegularFileReason(path).empty()) return false;
    std::ifstream in(path, std::ios::binary);
    uint8_t head[2] = {0, 0};
    if (!in.read(reinterpret_cast<char*>(head), 2)) return false;
    return looksLikeSpriteResource(head);
}

std::vector<uint8_t> writeSpriteResource(const SpriteAnimation& anim, const std::string& path) {
    const size_t count = checkFramesForWriting(anim, path, "baking");
    const int ticks = anim.dirs[0].anim_ms;
    if (ticks < 0 || ticks > 65535)
        throw FormatError(path, 0,
                          "AnimTicks " + std::to_string(ticks) + " ms, expected 0..65535 (a u16 in the engine's file)");
    for (size_t d = 0; d < anim.dirs.size(); ++d) {
        if (const int other = anim.dirs[d].anim_ms; other != ticks)
            throw FormatError(path, 0,
                              "direction " + std::to_string(d) + " has AnimTicks " + std::to_string(other) +
                                  ", expected " + std::to_string(ticks) + " like direction 0");
    }
    ByteWriter out;
    out.u8(kSpriteResourceMagic);
    out.u8(kSpriteResourceVersion);
    out.u16le(static_cast<uint16_t>(count));
    out.u16le(static_cast<uint16_t>(ticks));
    out.u8(static_cast<uint8_t>(anim.dirs.size()));
    uint64_t shared_bytes = 0;  // what the reader will rebuild: kept within kMaxRebuiltBytes
    for (const SpriteSheet& sheet : anim.dirs) {
        // A frame equal to an earlier one is a reference to the first of them, found by content hash (linear).
        std::unordered_map<uint64_t, std::vector<size_t>> firsts;
        firsts.reserve(count);
        for (size_t f = 0; f < count; ++f) {
            const SpriteFrame& frame = sheet.frames[f];
            std::vector<size_t>& same_hash = firsts[frameHash(frame)];
            const auto earlier = std::find_if(same_hash.begin(), same_hash.end(),
                                              [&](size_t g) { return sameFrame(sheet.frames[g], frame); });
            if (earlier != same_hash.end() && shared_bytes + frame.rgba.size() <= kMaxRebuiltBytes) {
                shared_bytes += frame.rgba.size();
                out.u8(1);
                out.u16le(static_cast<uint16_t>(*earlier));
                continue;
            }
            same_hash.push_back(f);
            const bool empty = frame.width == 0;  // checkFramesForWriting: both sides 0 or both > 0
            out.u8(0);
            out.i16le(static_cast<int16_t>(frame.draw_offset.x));
            out.i16le(static_cast<int16_t>(frame.draw_offset.y));
            out.u16le(static_cast<uint16_t>(empty ? 1 : frame.width));
            out.u16le(static_cast<uint16_t>(empty ? 1 : frame.height));
            out.i16le(frame.next_x);
            out.i16le(frame.next_y);
            if (empty)
                out.bytes(std::vector<uint8_t>{0, 0, 0, 0});
            else
                out.bytes(frame.rgba);
            out.u8(static_cast<uint8_t>(empty ? MeshKind::Empty : MeshKind::Quad));
        }
    }
    out.u8(kSpriteResourceMagic);
    // The readers' file limit holds on the writing side too: a file gaitlab wrote is one it reads.
    if (out.size() > kMaxBinaryFileBytes)
        throw FormatError(path, 0,
                          "the sprite resource would be " + std::to_string(out.size()) + " bytes, more than the " +
                              std::to_string(kMaxBinaryFileBytes >> 20) +
                              " MiB a file gaitlab reads; nothing was written (fewer or smaller frames)");
    return std::move(out.data());
}

SpriteAnimation parseSpriteResource(std::span<const uint8_t> bytes, const std::string& path) {
    ByteReader r(bytes, path);
    if (const uint8_t magic = r.u8("magic"); magic != kSpriteResourceMagic)
        throw FormatError(path, 0, "magic " + std::to_string(magic) + ", expected 43 (a sprite resource)", 0);
    if (const uint8_t version = r.u8("version"); version != kSpriteResourceVersion)
        throw FormatError(path, 0,
                          "sprite resource version " + std::to_string(version) + ", expected 2 (the one gaitlab reads)",
                          1);
    const uint16_t count = r.u16le("frame count");
    if (count == 0) throw FormatError(path, 0, "frames per direction 0, expected at least 1", 2);
    const uint16_t ticks = r.u16le("duration");
    const uint8_t dir_count = r.u8("direction count");
    if (dir_count == 0) throw FormatError(path, 0, "direction count 0, expected at least 1", 6);
    if (dir_count != 1 && dir_count != 6 && dir_count != 8)
        throw FormatError(path, 0,
                          "direction count " + std::to_string(dir_count) +
                              ", expected 1 or a map's direction count, 6 (hexagonal) or 8 (square)",
                          6);
    SpriteAnimation anim;
    anim.source = path;
    anim.name = std::filesystem::path(path).stem().string();
    anim.fps = ticks == 0 ? 0 : static_cast<int>(std::lround(1000.0 * count / ticks));
    // Shared records expand into copies and meshes into their source pictures: a small file could otherwise
    // decode into gigabytes. What the file stores is bounded by its size; what it rebuilds gets a budget of its own.
    uint64_t decoded = 0;
    uint64_t rebuilt = 0;
    std::string label;
    const std::function<void(uint64_t, long, bool)> account = [&](uint64_t n, long at, bool rebuilds) {
        decoded += n;
        if (rebuilds) rebuilt += n;
        if (decoded > kMaxDecodedBytes)
            throw FormatError(path, 0,
                              label + ": decoded pixels exceed " + std::to_string(kMaxDecodedBytes / (1024 * 1024)) +
                                  " MiB, expected a smaller sprite",
                              at);
        if (rebuilt > kMaxRebuiltBytes)
            throw FormatError(path, 0,
                              label + ": shared copies and rebuilt mesh pictures exceed " +
                                  std::to_string(kMaxRebuiltBytes / (1024 * 1024)) +
                                  " MiB of pixels, expected a smaller sprite",
                              at);
    };
    for (size_t d = 0; d < dir_count; ++d) {
        SpriteSheet sheet;
        sheet.anim_ms = ticks;
        for (size_t f = 0; f < count; ++f) {
            label = frameLabel(d, f);
            const long record_at = static_cast<long>(r.pos());
            const uint8_t shared = r.u8(label + " shared flag");
            if (shared > 1)
                throw FormatError(path, 0, label + ": shared flag " + std::to_string(shared) + ", expected 0 or 1",
                                  record_at);
            if (shared == 1) {
                const uint16_t index = r.u16le(label + " shared index");
                if (index >= f)
                    throw FormatError(path, 0,
                                      label + ": shared index " + std::to_string(index) +
                                          ", expected an earlier frame (< " + std::to_string(f) + ")",
                                      record_at + 1);
                account(sheet.frames[index].rgba.size(), record_at, true);
                sheet.frames.push_back(sheet.frames[index]);
                continue;
            }
            SpriteFrame frame;
            frame.draw_offset.x = r.i16le(label + " offset x");
            frame.draw_offset.y = r.i16le(label + " offset y");
            frame.width = r.u16le(label + " width");
            frame.height = r.u16le(label + " height");
            frame.next_x = r.i16le(label + " NextX");
            frame.next_y = r.i16le(label + " NextY");
            if (frame.width == 0 || frame.height == 0)
                throw FormatError(path, 0,
                                  label + ": size " + std::to_string(frame.width) + "x" + std::to_string(frame.height) +
                                      ", expected both sides > 0",
                                  record_at + 5);
            const uint64_t n = uint64_t(frame.width) * uint64_t(frame.height) * 4;
            account(n, record_at, false);
            const std::span<const uint8_t> px = r.bytes(n, label + " pixels");
            frame.rgba.assign(px.begin(), px.end());
            const long kind_at = static_cast<long>(r.pos());
            const uint8_t kind = r.u8(label + " mesh kind");
            if (kind == static_cast<uint8_t>(MeshKind::Mesh)) {
                readMesh(r, frame, label, account);
            } else if (kind == static_cast<uint8_t>(MeshKind::Empty)) {
                // The engine draws nothing for it: an empty 0x0 frame (its offset and NextX/NextY kept).
                frame.width = frame.height = 0;
                frame.rgba.clear();
            } else if (kind != static_cast<uint8_t>(MeshKind::Quad) && kind != static_cast<uint8_t>(MeshKind::Empty))
                throw FormatError(path, 0,
                                  label + ": mesh kind " + std::to_string(kind) +
                                      ", expected 0 (quad), 1 (empty) or 2 (mesh)",
                                  kind_at);
            sheet.frames.push_back(std::move(frame));
        }
        sheet.rebuildCycle();
        anim.dirs.push_back(std::move(sheet));
    }
    const long footer_at = static_cast<long>(r.pos());
    if (const uint8_t footer = r.u8("footer magic"); footer != kSpriteResourceMagic)
        throw FormatError(path, 0, "footer magic " + std::to_string(footer) + ", expected 43", footer_at);
    if (r.remaining() != 0)
        throw FormatError(path, 0,
                          std::to_string(r.remaining()) + " bytes after the footer, expected the end of the file",
                          static_cast<long>(r.pos()));
    return anim;
}

SpriteAnimation loadSpriteResource(const std::string& path) {
    const std::vector<uint8_t> bytes = readRegularFile(path, kMaxBinaryFileBytes);
    return parseSpriteResource(bytes, path);
}

std::string bakedSpriteName(const std::string& source) {
    const SpritePath split = splitSpritePath(source);
    std::string p = split.file;
    std::replace(p.begin(), p.end(), '\\', '/');
    const std::filesystem::path path(p);
    std::string stem = selectorStem(split);
    std::string ext = path.extension().string();
    if (asciiLower(p).find("art/critters/") != std::string::npos) {
        stem = asciiLower(stem);
        ext = isFrxPath(p) ? ".fofrm" : asciiLower(ext);
    }
    return (path.parent_path() / (stem + ext)).generic_string();
}

}  // namespace gaitlab

#include "engine/formats/frm_reader.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <filesystem>
#include <optional>
#include <vector>

#include "engine/base/byte_io.h"
#include "engine/base/file_read.h"
#include "engine/formats/frame_check.h"
#include "engine/sprite/sprite_limits.h"

namespace gaitlab {

namespace {

constexpr size_t kHeaderSize = 0x3E;
constexpr size_t kOffsetTable = 0x22;

struct FrmHeader {
    int fps = 0;
    int count = 0;
    std::array<int16_t, 6> shift_x{};
    std::array<int16_t, 6> shift_y{};
    std::array<uint32_t, 6> data_offset{};
};

FrmHeader readHeader(ByteReader& r) {
    if (r.size() < kHeaderSize) {
        throw FormatError(r.file(), 0, "truncated header: expected 62 bytes, the file has " + std::to_string(r.size()),
                          static_cast<long>(r.size()));
    }
    FrmHeader h;
    r.seek(0x04, "fps");
    h.fps = r.u16be("fps");
    r.seek(0x08, "frames per direction");
    h.count = r.u16be("frames per direction");
    if (h.count == 0) {
        throw FormatError(r.file(), 0, "expected frames per direction > 0, got 0", 0x08);
    }
    for (auto& v : h.shift_x) {
        v = r.i16be("shift X");
    }
    for (auto& v : h.shift_y) {
        v = r.i16be("shift Y");
    }
    for (auto& v : h.data_offset) {
        v = r.u32be("data offset");
    }
    return h;
}

// Reads direction `d` using the header entries at `index` (d itself for FRM, the file's direction for FRx).
// `pixel_bytes` counts the RGBA bytes of the whole sprite against kMaxSpritePixelBytes.
SpriteSheet readDirection(ByteReader& r, const FrmHeader& h, int d, size_t index, const Palette& palette,
                          uint64_t& pixel_bytes) {
    const uint64_t start = kHeaderSize + uint64_t{h.data_offset[index]};
    if (start >= r.size()) {
        throw FormatError(r.file(), 0,
                          "direction " + std::to_string(d) + " data offset " + std::to_string(h.data_offset[index]) +
                              " (byte " + std::to_string(start) + ") points past the end of the file (" +
                              std::to_string(r.size()) + " bytes)",
                          static_cast<long>(kOffsetTable + 4 * index));
    }
    r.seek(start, "direction " + std::to_string(d) + " data");
    SpriteSheet sheet;
    sheet.anim_ms = h.fps != 0 ? (1000 / h.fps) * h.count : 0;
    sheet.frames.reserve(static_cast<size_t>(h.count));
    const ipos shift{h.shift_x[index], h.shift_y[index]};
    for (int f = 0; f < h.count; ++f) {
        const std::string label = frameLabel(d, f);
        const long record_at = static_cast<long>(r.pos());
        SpriteFrame frame;
        frame.width = r.u16be(label + " width");
        frame.height = r.u16be(label + " height");
        (void)r.u32be(label + " size");  // ignored like the engine: width*height is authoritative
        frame.next_x = r.i16be(label + " NextX");
        frame.next_y = r.i16be(label + " NextY");
        if (std::string problem = frameSizeProblem(frame.width, frame.height); !problem.empty()) {
            throw FormatError(r.file(), 0, label + ": " + problem, record_at);
        }
        // u16*u16 cannot overflow 64 bits; the size check precedes any allocation.
        const uint64_t pixels = uint64_t{static_cast<uint16_t>(frame.width)} * static_cast<uint16_t>(frame.height);
        const std::span<const uint8_t> indices = r.bytes(pixels, label + " pixels (" + std::to_string(frame.width) +
                                                                     "x" + std::to_string(frame.height) + ")");
        pixel_bytes += pixels * 4;
        if (pixel_bytes > kMaxSpritePixelBytes) {
            throw FormatError(r.file(), 0,
                              label + ": the sprite's pixels pass " + std::to_string(kMaxSpritePixelBytes >> 20) +
                                  " MiB of RGBA (the limit)",
                              record_at);
        }
        frame.rgba.resize(static_cast<size_t>(pixels) * 4);
        for (size_t i = 0; i < indices.size(); ++i) {
            const PaletteColor& c = palette.colors[indices[i]];
            frame.rgba[i * 4 + 0] = c.r;
            frame.rgba[i * 4 + 1] = c.g;
            frame.rgba[i * 4 + 2] = c.b;
            frame.rgba[i * 4 + 3] = c.a;
        }
        frame.draw_offset = shift;
        sheet.frames.push_back(std::move(frame));
    }
    sheet.rebuildCycle();
    return sheet;
}

const Palette& choosePalette(const std::string& path, const Palette* given, Palette& storage) {
    if (given != nullptr) {
        return *given;
    }
    if (const auto pal = findPaletteBeside(path)) {
        storage = loadPal(*pal);
        return storage;
    }
    return defaultPalette();
}

// The file in `file`'s folder whose name equals its name in another case (`RAT.fr1` for `RAT.FR1`); empty when
// there is none. The engine looks siblings up by the exact name, so such a file is not its file.
std::string otherCaseFile(const std::string& file) {
    const std::filesystem::path p(file);
    const auto lower = [](std::string s) {
        for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return s;
    };
    const std::string name = p.filename().string();
    const std::string wanted = lower(name);
    std::error_code ec;
    const std::filesystem::path dir = p.has_parent_path() ? p.parent_path() : std::filesystem::path(".");
    std::vector<std::string> found;
    for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string other = it->path().filename().string();
        if (other != name && lower(other) == wanted) found.push_back(other);
    }
    if (found.empty()) return {};
    std::sort(found.begin(), found.end());
    return (p.has_parent_path() ? (p.parent_path() / found.front()).generic_string() : found.front());
}

// " ('RAT.fr2' exists in another case: the engine looks up 'RAT.FR2')", or "".
std::string otherCaseNote(const std::string& file) {
    const std::string other = otherCaseFile(file);
    return other.empty() ? std::string()
                         : " ('" + other + "' exists in another case: the engine looks up '" + file +
                               "', following the entry file's case)";
}

// Without a direction 1 file the engine reads one direction: names the .fr1 it looked for and the later direction
// files it therefore does not read (in the entry's case or another).
std::optional<ErrorRecord> singleDirectionWarning(const std::string& base, const std::string& entry) {
    const std::string fr1 = base + "1";
    const std::string other1 = otherCaseFile(fr1);
    std::vector<std::string> unread;
    for (int d = 2; d < 6; ++d) {
        const std::string file = base + std::to_string(d);
        std::error_code ec;
        if (std::filesystem::exists(file, ec)) {
            unread.push_back("'" + file + "'");
        } else if (const std::string other = otherCaseFile(file); !other.empty()) {
            unread.push_back("'" + other + "'");
        }
    }
    if (other1.empty() && unread.empty()) return std::nullopt;
    std::string text = "no direction 1 file '" + fr1 + "'";
    if (!other1.empty())
        text += " ('" + other1 + "' is not the engine's file: sibling names follow the entry file's case)";
    text += ", so the engine reads one direction";
    if (!unread.empty()) {
        text += "; not read: ";
        for (size_t i = 0; i < unread.size(); ++i) text += (i == 0 ? "" : ", ") + unread[i];
    }
    return warningRecord(entry, 0, text);
}

}  // namespace

SpriteAnimation parseFrm(std::span<const uint8_t> bytes, const std::string& path, const Palette& palette) {
    ByteReader r(bytes, path);
    const FrmHeader h = readHeader(r);
    SpriteAnimation anim;
    anim.source = path;
    anim.name = std::filesystem::path(path).stem().string();
    anim.fps = h.fps;
    uint64_t pixel_bytes = 0;
    for (size_t d = 0; d < 6; ++d) {
        if (d >= 1 && h.data_offset[d] == 0) {
            if (d == 1) {
                break;  // single-direction file
            }
            throw FormatError(path, 0,
                              "truncated direction table: direction " + std::to_string(d) +
                                  " has data offset 0 (a FRM has 1 or 6 directions)",
                              static_cast<long>(kOffsetTable + 4 * d));
        }
        anim.dirs.push_back(readDirection(r, h, static_cast<int>(d), d, palette, pixel_bytes));
    }
    return anim;
}

SpriteSheet parseFrxDirection(std::span<const uint8_t> bytes, const std::string& path, int d, const Palette& palette,
                              int& fps_out, uint64_t* pixel_bytes) {
    ByteReader r(bytes, path);
    const FrmHeader h = readHeader(r);
    fps_out = h.fps;
    uint64_t own = 0;
    return readDirection(r, h, d, static_cast<size_t>(d), palette, pixel_bytes != nullptr ? *pixel_bytes : own);
}

SpriteAnimation loadFrm(const std::string& path, const Palette* palette) {
    Palette storage;
    const Palette& pal = choosePalette(path, palette, storage);
    const std::vector<uint8_t> bytes = readRegularFile(path, kMaxBinaryFileBytes);
    SpriteAnimation anim = parseFrm(bytes, path, pal);
    anim.warnings.insert(anim.warnings.begin(), pal.warnings.begin(), pal.warnings.end());
    return anim;
}

bool isFrxPath(const std::string& path) {
    const std::string ext = std::filesystem::path(path).extension().string();
    return ext.size() == 4 && (ext[1] == 'f' || ext[1] == 'F') && (ext[2] == 'r' || ext[2] == 'R') && ext[3] >= '0' &&
           ext[3] <= '5';
}

std::string frxSetEntry(const std::string& path) {
    if (!isFrxPath(path)) return path;
    std::string entry = path;
    entry.back() = '0';
    return entry;
}

SpriteAnimation loadFrx(const std::string& path, const Palette* palette) {
    if (!isFrxPath(path)) {
        throw FormatError(path, 0, "expected an .fr0 .. .fr5 file");
    }
    const std::string base = path.substr(0, path.size() - 1);  // "dir/RAT.fr"
    Palette storage;
    const Palette& pal = choosePalette(path, palette, storage);
    SpriteAnimation anim;
    anim.source = base + "0";
    anim.name = std::filesystem::path(path).stem().string();
    uint64_t pixel_bytes = 0;  // over the six files: one sprite
    for (int d = 0; d < 6; ++d) {
        const std::string file = base + std::to_string(d);
        std::error_code ec;
        if (d >= 1 && !std::filesystem::exists(file, ec)) {
            if (d == 1) {
                // only .fr0: single direction (a warning when other direction files lie beside it)
                if (auto warning = singleDirectionWarning(base, anim.source)) anim.warnings.push_back(*warning);
                break;
            }
            throw FormatError(file, 0,
                              "missing direction file " + std::to_string(d) + " of '" + anim.source +
                                  "' (FR0-FR5 sprites have 1 or 6 direction files)" + otherCaseNote(file));
        }
        const std::vector<uint8_t> bytes = readRegularFile(file, kMaxBinaryFileBytes);
        int fps = 0;
        SpriteSheet sheet = parseFrxDirection(bytes, file, d, pal, fps, &pixel_bytes);
        if (d == 0) {
            anim.fps = fps;
        } else if (sheet.frameCount() != anim.dirs[0].frameCount()) {
            throw FormatError(file, 0,
                              "direction " + std::to_string(d) + " has " + std::to_string(sheet.frameCount()) +
                                  " frames, expected " + std::to_string(anim.dirs[0].frameCount()) +
                                  " like direction 0",
                              0x08);
        } else {
            sheet.anim_ms = anim.dirs[0].anim_ms;  // timing comes from direction 0
        }
        anim.dirs.push_back(std::move(sheet));
    }
    anim.warnings.insert(anim.warnings.begin(), pal.warnings.begin(), pal.warnings.end());
    return anim;
}

}  // namespace gaitlab

#include "engine/formats/sprite_import.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <filesystem>

#include "engine/base/error_record.h"
#include "engine/base/file_read.h"
#include "engine/base/format_error.h"
#include "engine/formats/png_header.h"
#include "engine/hex/hex_geometry.h"
#include "engine/sprite/sprite_limits.h"

namespace gaitlab {

namespace fs = std::filesystem;

std::string asciiLower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string selectorStem(const SpritePath& split) {
    std::string p = split.file;
    std::replace(p.begin(), p.end(), '\\', '/');
    std::string stem = std::filesystem::path(p).stem().string();
    if (!split.has_selector) return stem;
    std::string tag = split.selector;
    for (char& c : tag)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_') c = '_';
    return stem + "_" + tag;
}

SpritePath splitSpritePath(const std::string& path) {
    SpritePath out{path, {}, false};
    const std::size_t hash = path.rfind('#');
    if (hash == std::string::npos) return out;
    const std::size_t slash = path.find_last_of("/\\");
    if (slash != std::string::npos && slash > hash) return out;
    const std::string selector = path.substr(hash + 1);
    if (selector.find('.') != std::string::npos) return out;
    std::error_code ec;
    if (fs::is_regular_file(path, ec)) return out;
    out.file = path.substr(0, hash);
    out.selector = selector;
    out.has_selector = true;
    return out;
}

int directionOfName(std::string_view name) {
    std::string n = asciiLower(name);
    std::string compact;
    for (char c : n)
        if (c != '-' && c != '_' && c != ' ') compact += c;
    static constexpr std::array<const char*, kSquareDirCount> kLong = {"northeast", "east", "southeast", "south",
                                                                       "southwest", "west", "northwest", "north"};
    for (int d = 0; d < kSquareDirCount; ++d) {
        const std::string short_name = asciiLower(dirName(d, kSquareDirCount));
        if (n == short_name || compact == kLong[static_cast<std::size_t>(d)]) return d;
    }
    for (const char* other : {"nne", "ene", "ese", "sse", "ssw", "wsw", "wnw", "nnw"})
        if (n == other) return kNotAMapDirection;
    return kNotADirection;
}

const AtlasLookup& fileAtlasLookup() {
    static const AtlasLookup lookup{
        [](const std::string& image) {
            int64_t w = 0;
            int64_t h = 0;
            if (std::string error = readPngHeaderSize(image, w, h); !error.empty()) {
                const std::string prefix = image + ": ";
                throw FormatError(image, 0, error.rfind(prefix, 0) == 0 ? error.substr(prefix.size()) : error);
            }
            if (w < 1 || h < 1 || w > kMaxImportCoordinate || h > kMaxImportCoordinate)
                throw FormatError(image, 0,
                                  "image is " + std::to_string(w) + "x" + std::to_string(h) +
                                      ", expected sides from 1 to " + std::to_string(kMaxImportCoordinate) + " pixels");
            return ipos(static_cast<int>(w), static_cast<int>(h));
        },
        [](const std::string& file) { return notRegularFileReason(file).empty(); },
        [](const std::string& file) -> std::optional<std::string> {
            if (!notRegularFileReason(file).empty()) return std::nullopt;
            return readRegularText(file, kMaxTextFileBytes);
        }};
    return lookup;
}

std::string joinedPath(const std::string& base_dir, const std::string& ref) {
    fs::path p(ref);
    if (!p.is_absolute() && !base_dir.empty()) p = fs::path(base_dir) / p;
    return p.lexically_normal().generic_string();
}

void finishImportedAnimation(SpriteAnimation& anim, const std::string& file) {
    uint64_t bytes = 0;
    bool any_delta = false;
    for (std::size_t d = 0; d < anim.dirs.size(); ++d) {
        SpriteSheet& sheet = anim.dirs[d];
        if (sheet.frames.size() > kMaxSpriteFrames)
            throw FormatError(file, 0,
                              "direction " + std::to_string(d) + " has " + std::to_string(sheet.frames.size()) +
                                  " frames, more than the limit of " + std::to_string(kMaxSpriteFrames));
        for (std::size_t i = 0; i < sheet.frames.size(); ++i) {
            const SpriteFrame& f = sheet.frames[i];
            bytes += static_cast<uint64_t>(f.width) * static_cast<uint64_t>(f.height) * 4;
            if (bytes > kMaxSpritePixelBytes)
                throw FormatError(file, 0,
                                  "direction " + std::to_string(d) + " frame " + std::to_string(i) +
                                      ": the frames' pixels pass " + std::to_string(kMaxSpritePixelBytes) +
                                      " bytes of RGBA, the limit of one sprite");
            if (f.next_x != 0 || f.next_y != 0) any_delta = true;
        }
        sheet.rebuildCycle();
    }
    if (!any_delta)
        anim.warnings.push_back(warningRecord(
            file, 0, "no NextX/NextY: T = (0,0), the aligner shows frame 0; `gaitlab derive-deltas` computes them"));
}

}  // namespace gaitlab

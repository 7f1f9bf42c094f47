#include "engine/formats/strip_reader.h"

#include <charconv>
#include <cstdint>
#include <filesystem>

#include "engine/base/json_reader.h"
#include "engine/sprite/sprite_limits.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

bool readNumber(std::string_view& s, int64_t& out) {
    std::size_t n = 0;
    while (n < s.size() && s[n] >= '0' && s[n] <= '9') ++n;
    if (n == 0 || n > 9) return false;
    (void)std::from_chars(s.data(), s.data() + n, out);
    s.remove_prefix(n);
    return true;
}

[[noreturn]] void raiseAt(const std::string& file, const std::string& json_path, const std::string& what) {
    if (json_path.empty()) throw FormatError(file, 0, "expected " + what);
    throw JsonError(file, json_path, what);
}

SpriteAnimation cut(const std::string& png, const StripLayout& layout, const std::string& source,
                    const AtlasLookup& atlas, const std::string& where_file, const std::string& where_path) {
    ipos size;
    try {
        size = atlas.size(png);
    } catch (const FormatError& e) {
        if (where_path.empty()) throw;
        raiseAt(where_file, where_path, std::string("a readable PNG (") + e.what() + ")");
    }
    const std::string dims = std::to_string(size.x) + "x" + std::to_string(size.y);
    if (size.x % layout.columns != 0)
        raiseAt(where_file, where_path,
                "an image width that divides into " + std::to_string(layout.columns) + " columns, '" + png + "' is " +
                    dims);
    if (size.y % layout.rows != 0)
        raiseAt(where_file, where_path,
                "an image height that divides into " + std::to_string(layout.rows) + " rows, '" + png + "' is " + dims);
    const int w = size.x / layout.columns;
    const int h = size.y / layout.rows;
    const ipos origin = layout.origin.value_or(ipos(w / 2, h));
    if (origin.x < 0 || origin.y < 0 || origin.x > w || origin.y > h)
        raiseAt(where_file, where_path.empty() ? where_path : "/origin",
                "an origin inside the " + std::to_string(w) + "x" + std::to_string(h) + " cell, got [" +
                    std::to_string(origin.x) + ", " + std::to_string(origin.y) + "]");
    SpriteAnimation anim;
    anim.source = source;
    anim.name = fs::path(png).stem().string();
    anim.fps = layout.fps;
    // 8 rows: square NE E SE S SW W NW N; 6 rows: hexagonal NE E SE SW W NW (DECISIONS "Square geometry").
    const int dirs = layout.rows == kSquareDirCount ? kSquareDirCount : layout.rows == kHexDirCount ? kHexDirCount : 1;
    const int rows_per_dir = layout.rows / dirs;
    for (int d = 0; d < dirs; ++d) {
        SpriteSheet sheet;
        for (int r = 0; r < rows_per_dir; ++r) {
            for (int c = 0; c < layout.columns; ++c) {
                SpriteFrame f;
                f.image = png;
                f.src_pos = {c * w, (d * rows_per_dir + r) * h};
                f.src_size = {w, h};
                f.width = w;
                f.height = h;
                f.draw_offset = {w / 2 - origin.x, h - origin.y};
                sheet.frames.push_back(std::move(f));
                if (sheet.frames.size() > kMaxSpriteFrames)
                    raiseAt(where_file, where_path,
                            "at most " + std::to_string(kMaxSpriteFrames) + " frames per direction, got " +
                                std::to_string(int64_t{layout.columns} * rows_per_dir));
            }
        }
        sheet.anim_ms = static_cast<int>(int64_t{1000} * sheet.frameCount() / layout.fps);
        anim.dirs.push_back(std::move(sheet));
    }
    finishImportedAnimation(anim, where_file);
    return anim;
}

}  // namespace

StripLayout parseStripSpec(std::string_view spec, const std::string& file) {
    const std::string expected =
        "a frame layout after '#': N (N frames in a row), NxM (N columns, M rows; 6 rows are "
        "the directions NE..NW, 8 rows NE..N), then optionally @FPS, e.g. 'walk.png#8x6@12'; got '#" +
        std::string(spec) + "'";
    StripLayout layout;
    std::string_view s = spec;
    int64_t columns = 0, rows = 1, fps = 10;
    if (!readNumber(s, columns)) throw FormatError(file, 0, "expected " + expected);
    if (!s.empty() && (s.front() == 'x' || s.front() == 'X')) {
        s.remove_prefix(1);
        if (!readNumber(s, rows)) throw FormatError(file, 0, "expected " + expected);
    }
    if (!s.empty() && s.front() == '@') {
        s.remove_prefix(1);
        if (!readNumber(s, fps)) throw FormatError(file, 0, "expected " + expected);
    }
    if (!s.empty()) throw FormatError(file, 0, "expected " + expected);
    if (columns < 1 || columns > kMaxStripCells || rows < 1 || rows > kMaxStripCells)
        throw FormatError(file, 0,
                          "expected columns and rows from 1 to " + std::to_string(kMaxStripCells) + ", got '#" +
                              std::string(spec) + "'");
    if (fps < 1 || fps > kMaxStripFps)
        throw FormatError(
            file, 0, "expected @FPS from 1 to " + std::to_string(kMaxStripFps) + ", got '#" + std::string(spec) + "'");
    layout.columns = static_cast<int>(columns);
    layout.rows = static_cast<int>(rows);
    layout.fps = static_cast<int>(fps);
    return layout;
}

SpriteAnimation cutStrip(const std::string& png, const StripLayout& layout, const std::string& source,
                         const AtlasLookup& atlas) {
    return cut(png, layout, source, atlas, png, "");
}

bool isStripSidecar(const json& doc) { return doc.is_object() && doc.contains("image") && doc.contains("columns"); }

SpriteAnimation parseStripSidecar(std::string_view text, const std::string& path, const AtlasLookup& atlas) {
    std::vector<ErrorRecord> duplicates;
    const json doc = parseJson(text, path, &duplicates);
    const JsonReader r(path);
    r.object(doc, "", "a strip sidecar: an object with image and columns");
    r.onlyKeys(doc, "", {"image", "columns", "rows", "fps", "origin"});
    const std::string image = r.nonEmptyString(r.require(doc, "", "image", "the strip's image"), "/image",
                                               "the strip's image file name (a non-empty string)");
    StripLayout layout;
    layout.columns = static_cast<int>(r.integer(r.require(doc, "", "columns", "the column count"), "/columns", 1,
                                                kMaxStripCells, "a column count: an integer from 1 to 65536"));
    if (const json* rows = r.find(doc, "rows"))
        layout.rows = static_cast<int>(r.integer(*rows, "/rows", 1, kMaxStripCells,
                                                 "a row count: an integer from 1 to 65536 (6 or 8: the directions)"));
    if (const json* fps = r.find(doc, "fps"))
        layout.fps = static_cast<int>(r.integer(*fps, "/fps", 1, kMaxStripFps, "fps: an integer from 1 to 1000"));
    if (const json* origin = r.find(doc, "origin")) {
        r.array(*origin, "/origin", "an origin [x, y] in the cell");
        if (origin->size() != 2)
            r.fail("/origin", "an origin [x, y] in the cell, got " + std::to_string(origin->size()) + " values");
        layout.origin = ipos(static_cast<int>(r.integer((*origin)[0], "/origin/0", 0, kMaxImportCoordinate,
                                                        "the origin's x: an integer from 0")),
                             static_cast<int>(r.integer((*origin)[1], "/origin/1", 0, kMaxImportCoordinate,
                                                        "the origin's y: an integer from 0")));
    }
    const std::string png = joinedPath(fs::path(path).parent_path().generic_string(), image);
    SpriteAnimation anim = cut(png, layout, path, atlas, path, "/image");
    anim.warnings.insert(anim.warnings.begin(), duplicates.begin(), duplicates.end());
    return anim;
}

std::string stripSidecarImage(std::string_view text, const std::string& path) {
    const json doc = parseJsonOrDiscarded(text);
    if (!doc.is_object()) return {};
    const auto image = doc.find("image");
    if (image == doc.end() || !image->is_string() || image->get<std::string>().empty()) return {};
    return joinedPath(fs::path(path).parent_path().generic_string(), image->get<std::string>());
}

std::string stripSidecarOf(const std::string& png) {
    const fs::path p(png);
    return (p.parent_path() / (p.stem().string() + ".strip.json")).generic_string();
}

SpriteAnimation loadPngStrip(const std::string& path) {
    const SpritePath parts = splitSpritePath(path);
    if (parts.has_selector) return cutStrip(parts.file, parseStripSpec(parts.selector, parts.file), path);
    const std::string sidecar = stripSidecarOf(parts.file);
    if (fileAtlasLookup().exists(sidecar)) {
        SpriteAnimation anim = parseStripSidecar(readJsonFile(sidecar, "strip sidecar"), sidecar);
        anim.source = path;
        return anim;
    }
    throw FormatError(parts.file, 0,
                      "expected a frame layout: a PNG needs 'walk.png#8' (8 frames in a row), 'walk.png#8x6' (8 "
                      "columns, 6 rows = NE..NW; 8 rows = NE..N) or a sidecar '" +
                          fs::path(sidecar).filename().string() + "' beside it");
}

}  // namespace gaitlab

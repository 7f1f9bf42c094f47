#include "engine/formats/flare_reader.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <filesystem>
#include <limits>
#include <map>
#include <optional>

#include "engine/base/error_record.h"
#include "engine/base/file_read.h"
#include "engine/base/format_error.h"
#include "engine/formats/flare_include.h"
#include "engine/sprite/sprite_limits.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

constexpr const char* kFlareDirNames[8] = {"W", "NW", "N", "NE", "E", "SE", "S", "SW"};

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

std::optional<int64_t> toInt(std::string_view s) {
    s = trim(s);
    if (!s.empty() && s.front() == '+') s.remove_prefix(1);
    int64_t v = 0;
    const auto res = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || res.ec != std::errc() || res.ptr != s.data() + s.size()) return std::nullopt;
    return v;
}

struct Line {
    int number = 0;
    std::string key;
    std::string value;
};

struct FrameLine {
    int line = 0;
    int index = 0;
    int dir = 0;
    int x = 0, y = 0, w = 0, h = 0, ox = 0, oy = 0;
};

struct Section {
    std::string name;
    int line = 0;
    std::vector<Line> keys;
};

class FlareParser {
public:
    /// `origins` (expandFlareText) says where each line of `text` came from; null: every line is `path`'s.
    FlareParser(std::string_view text, std::string path, const AtlasLookup& atlas,
                const std::vector<FlareOrigin>* origins = nullptr)
        : text_(text), path_(std::move(path)), atlas_(atlas), origins_(origins) {}

    [[noreturn]] void fail(int line, const std::string& what) const {
        const FlareOrigin at = origin(line);
        throw FormatError(at.file, at.line, what);
    }
    void warn(int line, const std::string& what) {
        const FlareOrigin at = origin(line);
        warnings_.push_back(warningRecord(at.file, at.line, what));
    }
    /// The file and line of line `line` of the text (0: the main file, no line).
    [[nodiscard]] FlareOrigin origin(int line) const {
        if (origins_ != nullptr && line >= 1 && static_cast<std::size_t>(line) <= origins_->size())
            return (*origins_)[static_cast<std::size_t>(line) - 1];
        return FlareOrigin{path_, line};
    }

    void split() {
        std::size_t pos = 0;
        int number = 0;
        Section* current = nullptr;
        while (pos <= text_.size()) {
            const std::size_t end = std::min(text_.find('\n', pos), text_.size());
            const std::string_view raw = trim(text_.substr(pos, end - pos));
            ++number;
            pos = end + 1;
            if (raw.empty() || raw.front() == '#') {
                if (end == text_.size()) break;
                continue;
            }
            if (raw.front() == '[') {
                if (raw.back() != ']' || raw.size() < 3)
                    fail(number, "expected a section header '[name]', got '" + shownText(raw) + "'");
                sections_.push_back(Section{std::string(trim(raw.substr(1, raw.size() - 2))), number, {}});
                current = &sections_.back();
            } else {
                const std::size_t eq = raw.find('=');
                if (eq == std::string_view::npos || trim(raw.substr(0, eq)).empty())
                    fail(number, "expected 'key=value', a '[section]', a '#' comment or a blank line, got '" +
                                     shownText(raw) + "'");
                Line l{number, std::string(trim(raw.substr(0, eq))), std::string(trim(raw.substr(eq + 1)))};
                (current != nullptr ? current->keys : root_).push_back(std::move(l));
            }
            if (end == text_.size()) break;
        }
    }

    int64_t integer(const Line& l, std::string_view text, int64_t lo, int64_t hi, const std::string& what) const {
        const std::optional<int64_t> v = toInt(text);
        if (!v || *v < lo || *v > hi)
            fail(l.number, "expected " + what + ": an integer from " + std::to_string(lo) + " to " +
                               std::to_string(hi) + ", got '" + std::string(trim(text)) + "'");
        return *v;
    }

    std::vector<int> integers(const Line& l, std::size_t count, const std::string& what) const {
        std::vector<std::string_view> parts;
        std::string_view rest = l.value;
        while (true) {
            const std::size_t comma = rest.find(',');
            parts.push_back(trim(rest.substr(0, comma)));
            if (comma == std::string_view::npos) break;
            rest = rest.substr(comma + 1);
        }
        if (parts.size() != count)
            fail(l.number, "expected " + what + " (" + std::to_string(count) + " integers separated by commas), got '" +
                               l.value + "'");
        std::vector<int> out;
        for (std::string_view p : parts) {
            const std::optional<int64_t> v = toInt(p);
            if (!v || *v < -kMaxImportCoordinate || *v > kMaxImportCoordinate)
                fail(l.number, "expected " + what + ": integers from " + std::to_string(-kMaxImportCoordinate) +
                                   " to " + std::to_string(kMaxImportCoordinate) + ", got '" + std::string(p) +
                                   "' in '" + l.value + "'");
            out.push_back(static_cast<int>(*v));
        }
        return out;
    }

    std::string resolveImage(const std::string& ref) const {
        if (fs::path(ref).is_absolute()) return fs::path(ref).lexically_normal().generic_string();
        const fs::path file_dir = fs::path(path_).parent_path();
        fs::path dir = file_dir;
        for (int up = 0; up < 64; ++up) {
            const std::string candidate = joinedPath(dir.generic_string(), ref);
            if (atlas_.exists(candidate)) return candidate;
            if (dir.filename() == "mods") {
                // A Flare mod may use another mod's images: mods/<mod>/<ref>, mods in name order.
                std::error_code ec;
                std::vector<std::string> mods;
                for (const auto& entry : fs::directory_iterator(dir, ec))
                    if (entry.is_directory(ec)) mods.push_back(entry.path().generic_string());
                std::sort(mods.begin(), mods.end());
                for (const std::string& mod : mods)
                    if (const std::string other = joinedPath(mod, ref); atlas_.exists(other)) return other;
            }
            if (!dir.has_relative_path() || dir == dir.parent_path()) break;
            dir = dir.parent_path();
        }
        return {};
    }

    struct Root {
        std::string image;
        int image_line = 0;
        std::optional<std::vector<int>> render_size, render_offset;
        int size_line = 0, offset_line = 0;
    };

    SpriteAnimation parse(const std::string& selector, bool has_selector, const std::string& source) {
        split();
        Root root;
        for (const Line& l : root_)
            if (!readLayoutKey(l, root, "the file's start"))
                warn(l.number, "unknown key '" + l.key + "' before the first section: gaitlab does not read it");
        if (sections_.empty()) fail(0, "expected at least one [animation] section, got none");
        const Section& section = choose(selector, has_selector);
        Root layout = root;
        int frames = 0;
        int duration = 0, duration_line = 0;
        std::string type = "looped";
        int position = 0;
        std::vector<FrameLine> frame_lines;
        std::map<std::string, int> seen;
        for (const Line& l : section.keys) {
            if (l.key != "frame") {
                const auto it = seen.find(l.key);
                if (it != seen.end())
                    warn(l.number, "duplicate key '" + l.key + "' in [" + section.name + "] (lines " +
                                       std::to_string(it->second) + ", " + std::to_string(l.number) +
                                       "): the last one is used");
                seen[l.key] = l.number;
            }
            if (l.key == "frames") {
                frames = static_cast<int>(integer(l, l.value, 1, kMaxSpriteFrames, "a frame count"));
            } else if (l.key == "duration") {
                duration = durationMs(l);
                duration_line = l.number;
            } else if (l.key == "type") {
                if (l.value != "looped" && l.value != "play_once" && l.value != "back_forth")
                    fail(l.number, "expected a type: looped, play_once or back_forth, got '" + l.value + "'");
                type = l.value;
            } else if (l.key == "position") {
                position = static_cast<int>(integer(l, l.value, 0, kMaxImportCoordinate, "a column position"));
            } else if (l.key == "frame") {
                if (frames == 0)
                    fail(l.number, "expected 'frames=' before the first 'frame=' line of [" + section.name + "]");
                const std::vector<int> v = integers(l, 8, "frame=index,direction,x,y,w,h,offset_x,offset_y");
                FrameLine f{l.number, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]};
                if (f.index < 0 || f.index >= frames)
                    fail(l.number, "expected a frame index from 0 to " + std::to_string(frames - 1) +
                                       " (frames=" + std::to_string(frames) + "), got " + std::to_string(f.index));
                if (f.dir < 0 || f.dir > 7)
                    fail(l.number, "expected a direction from 0 to 7, got " + std::to_string(f.dir));
                if (f.x < 0 || f.y < 0)
                    fail(l.number,
                         "expected a cell position x, y >= 0, got " + std::to_string(f.x) + ", " + std::to_string(f.y));
                if (f.w < 1 || f.h < 1)
                    fail(l.number,
                         "expected a cell size w, h > 0, got " + std::to_string(f.w) + "x" + std::to_string(f.h));
                frame_lines.push_back(f);
            } else if (l.key == "active_frame") {
                // Flare's hit frame: nothing in a walk cycle preview uses it.
            } else if (!readLayoutKey(l, layout, "[" + section.name + "]")) {
                warn(l.number, "unknown key '" + l.key + "' in [" + section.name + "]: gaitlab does not read it");
            }
        }
        if (frames == 0) fail(section.line, "expected 'frames=' in [" + section.name + "]");
        // A later frames= is the one used (a duplicate key): frame lines before it are checked against it too.
        for (const FrameLine& f : frame_lines)
            if (f.index >= frames)
                fail(f.line, "expected a frame index from 0 to " + std::to_string(frames - 1) +
                                 " (the last frames=" + std::to_string(frames) + "), got " + std::to_string(f.index));
        if (duration == 0) fail(section.line, "expected 'duration=' in [" + section.name + "]");
        if (layout.image.empty()) fail(0, "expected an 'image=' line naming the atlas");
        const std::string image = resolveImage(layout.image);
        if (image.empty())
            fail(layout.image_line, "expected the atlas image '" + layout.image +
                                        "' beside the file or in a folder above it (Flare paths are relative to the "
                                        "mod folder), found none");
        ipos atlas_size;
        try {
            atlas_size = atlas_.size(image);
        } catch (const FormatError& e) {
            fail(layout.image_line, std::string("expected a readable PNG atlas: ") + e.what());
        }
        atlas_size_ = atlas_size;
        image_ = image;

        // cells[flare dir][index]
        std::vector<std::vector<std::optional<FrameLine>>> cells(8, std::vector<std::optional<FrameLine>>(
                                                                        static_cast<std::size_t>(frames)));
        if (frame_lines.empty()) {
            if (!layout.render_size || !layout.render_offset)
                fail(section.line, "expected 'frame=' lines in [" + section.name +
                                       "], or render_size and render_offset for the column layout");
            const std::vector<int>& rs = *layout.render_size;
            if (rs[0] < 1 || rs[1] < 1)
                fail(layout.size_line,
                     "expected a render_size w, h > 0, got " + std::to_string(rs[0]) + "x" + std::to_string(rs[1]));
            // An atlas shorter than eight rows of cells holds one direction (row 0), as Flare's powers and props.
            const int directions = int64_t{atlas_size.y} >= int64_t{8} * rs[1] ? 8 : 1;
            for (int k = 0; k < directions; ++k)
                for (int i = 0; i < frames; ++i)
                    cells[static_cast<std::size_t>(k)][static_cast<std::size_t>(i)] = FrameLine{
                        layout.size_line,
                        i,
                        k,
                        static_cast<int>(std::min<int64_t>(int64_t{position + i} * rs[0], kMaxImportCoordinate)),
                        static_cast<int>(std::min<int64_t>(int64_t{k} * rs[1], kMaxImportCoordinate)),
                        rs[0],
                        rs[1],
                        (*layout.render_offset)[0],
                        (*layout.render_offset)[1]};
        } else {
            for (const FrameLine& f : frame_lines) {
                auto& cell = cells[static_cast<std::size_t>(f.dir)][static_cast<std::size_t>(f.index)];
                if (cell)
                    warn(f.line, "frame " + std::to_string(f.index) + " of direction " + std::to_string(f.dir) +
                                     " is given again (line " + std::to_string(cell->line) +
                                     "): the last one is used, as Flare does");
                cell = f;
            }
        }
        // Every cell given must lie in the atlas, also those of directions that end up not shown.
        for (const auto& dir_cells : cells)
            for (const auto& c : dir_cells)
                if (c) (void)frameOf(*c);
        std::vector<int> order;
        for (int i = 0; i < frames; ++i) order.push_back(i);
        if (type == "back_forth")
            for (int i = frames - 2; i >= 1; --i) order.push_back(i);
        const int per_frame = duration / frames;
        if (per_frame < 1)
            fail(duration_line, "expected a duration of at least 1 ms per frame (" + std::to_string(frames) +
                                    " frames), got " + std::to_string(duration) + " ms");

        SpriteAnimation anim;
        anim.source = source;
        anim.name = section.name;
        anim.fps = std::max(1, (1000 + per_frame / 2) / per_frame);
        // Frames for Flare direction 0 alone: a one-direction animation (a prop, an effect). Every cell of all eight
        // directions: eight, in square order (DECISIONS "Square geometry"). Else the six hex directions, which must
        // be complete; cells of N and S are then not shown and a warning says so.
        const auto given = [&cells](int k) {
            int n = 0;
            for (const auto& c : cells[static_cast<std::size_t>(k)]) n += c.has_value() ? 1 : 0;
            return n;
        };
        bool only_first = true;
        for (int k = 1; k < 8; ++k) only_first = only_first && given(k) == 0;
        bool complete = true;
        for (int k = 0; k < 8; ++k) complete = complete && given(k) == frames;
        const int dir_count = only_first ? 1 : complete ? kSquareDirCount : kHexDirCount;
        for (int d = 0; d < dir_count; ++d) {
            const int k = only_first ? 0 : dir_count == kSquareDirCount ? kFlareDirOfSquare[d] : kFlareDirOfHex[d];
            SpriteSheet sheet;
            for (int i : order) {
                const auto& cell = cells[static_cast<std::size_t>(k)][static_cast<std::size_t>(i)];
                if (!cell)
                    fail(section.line, "expected frame " + std::to_string(i) + " of Flare direction " +
                                           std::to_string(k) + " (" + kFlareDirNames[k] +
                                           (only_first ? "" : std::string(", hex ") + dirName(d, kHexDirCount)) +
                                           ") in [" + section.name + "], the file has no 'frame=" + std::to_string(i) +
                                           "," + std::to_string(k) + ",...' line");
                sheet.frames.push_back(frameOf(*cell));
            }
            sheet.anim_ms = per_frame * static_cast<int>(order.size());
            anim.dirs.push_back(std::move(sheet));
        }
        if (dir_count == kHexDirCount && given(2) + given(6) > 0) {
            const auto count = [&](int k) {
                return std::to_string(given(k)) + " of " + std::to_string(frames) + " frame" + (frames == 1 ? "" : "s");
            };
            warn(section.line, "[" + section.name + "]: Flare directions 2 (N) and 6 (S) are not shown: they have " +
                                   count(2) + " and " + count(6) +
                                   ", and eight (square) directions need every frame of both; the six hex "
                                   "directions NE, E, SE, SW, W, NW are Flare 3, 4, 5, 7, 0, 1");
        }
        return anim;
    }

    SpriteFrame frameOf(const FrameLine& f) const {
        if (int64_t{f.x} + f.w > atlas_size_.x || int64_t{f.y} + f.h > atlas_size_.y)
            fail(f.line, "expected a cell inside the atlas '" + image_ + "' (" + std::to_string(atlas_size_.x) + "x" +
                             std::to_string(atlas_size_.y) + "), got x " + std::to_string(f.x) + " y " +
                             std::to_string(f.y) + " w " + std::to_string(f.w) + " h " + std::to_string(f.h) +
                             " (frame " + std::to_string(f.index) + ", direction " + std::to_string(f.dir) + ")");
        const int64_t dx = int64_t{f.w / 2} - f.ox;
        const int64_t dy = int64_t{f.h} - f.oy;
        if (dx < std::numeric_limits<int16_t>::min() || dx > std::numeric_limits<int16_t>::max() ||
            dy < std::numeric_limits<int16_t>::min() || dy > std::numeric_limits<int16_t>::max())
            fail(f.line, "expected a draw offset that fits int16 (D10), got (" + std::to_string(dx) + ", " +
                             std::to_string(dy) + ")");
        SpriteFrame frame;
        frame.image = image_;
        frame.src_pos = {f.x, f.y};
        frame.src_size = {f.w, f.h};
        frame.width = f.w;
        frame.height = f.h;
        frame.draw_offset = {static_cast<int>(dx), static_cast<int>(dy)};
        return frame;
    }

    int durationMs(const Line& l) {
        std::string_view v = l.value;
        int64_t scale = 1;
        if (v.size() > 2 && v.substr(v.size() - 2) == "ms") {
            v.remove_suffix(2);
        } else if (v.size() > 1 && v.back() == 's') {
            v.remove_suffix(1);
            scale = 1000;
        } else {
            warn(l.number, "duration '" + l.value + "' has no unit: read as ms, as Flare does");
        }
        const std::optional<int64_t> n = toInt(v);
        if (!n || *n < 1 || *n * scale > kMaxFrameDurationMs)
            fail(l.number, "expected a duration above 0 and at most " + std::to_string(kMaxFrameDurationMs) +
                               " ms ('800ms', '2s'), got '" + l.value + "'");
        return static_cast<int>(*n * scale);
    }

    bool readLayoutKey(const Line& l, Root& root, const std::string& where) {
        if (l.key == "image") {
            if (l.value.empty()) fail(l.number, "expected an image file name after 'image='");
            root.image = l.value;
            root.image_line = l.number;
        } else if (l.key == "render_size") {
            root.render_size = integers(l, 2, "render_size=w,h");
            root.size_line = l.number;
        } else if (l.key == "render_offset") {
            root.render_offset = integers(l, 2, "render_offset=x,y");
            root.offset_line = l.number;
        } else if (l.key == "blend_mode" || l.key == "alpha_mod" || l.key == "color_mod") {
            warn(l.number,
                 "'" + l.key + "' in " + where + " is not applied: gaitlab draws the atlas pixels as they are");
        } else {
            return false;
        }
        return true;
    }

    const Section& choose(const std::string& selector, bool has_selector) const {
        // A later section of the same name replaces an earlier one: an APPEND file's over its base's.
        auto named = [this](const std::string& name) -> const Section* {
            for (auto it = sections_.rbegin(); it != sections_.rend(); ++it)
                if (asciiLower(it->name) == asciiLower(name)) return &*it;
            return nullptr;
        };
        if (has_selector) {
            if (const Section* s = named(selector)) return *s;
            std::string list;
            for (const Section& s : sections_) list += (list.empty() ? "" : ", ") + s.name;
            fail(0, "expected an animation [" + selector + "] (selected by '#" + selector + "'), the file has " + list);
        }
        for (const char* preferred : {"walk", "run", "stance"})
            if (const Section* s = named(preferred)) return *s;
        return sections_.front();
    }

    std::vector<ErrorRecord> warnings_;

private:
    std::string_view text_;
    std::string path_;
    const AtlasLookup& atlas_;
    const std::vector<FlareOrigin>* origins_ = nullptr;
    std::vector<Line> root_;
    std::vector<Section> sections_;
    ipos atlas_size_{0, 0};
    std::string image_;

    friend std::vector<std::string> gaitlab::flareImagePaths(std::string_view, const std::string&, const AtlasLookup&);
};

}  // namespace

bool looksLikeFlare(std::string_view text) {
    bool image = false, section = false, frames = false, include = false;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        const std::string_view l = trim(text.substr(pos, end - pos));
        pos = end + 1;
        if (l.rfind("image=", 0) == 0 || l.rfind("image =", 0) == 0) image = true;
        if (l.rfind("INCLUDE ", 0) == 0) include = true;
        if (!l.empty() && l.front() == '[' && l.back() == ']') section = true;
        if (l.rfind("frames=", 0) == 0 || l.rfind("frame=", 0) == 0 || l.rfind("frames =", 0) == 0) frames = true;
    }
    const bool append = trim(text.substr(0, text.find('\n'))) == "APPEND";
    return ((image || append) && section && frames) || include;
}

std::vector<std::string> flareAnimationNames(std::string_view text) {
    std::vector<std::string> out;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        const std::string_view l = trim(text.substr(pos, end - pos));
        pos = end + 1;
        if (l.size() >= 3 && l.front() == '[' && l.back() == ']')
            out.push_back(asciiLower(trim(l.substr(1, l.size() - 2))));
    }
    return out;
}

SpriteAnimation parseFlare(std::string_view text, const std::string& path, const std::string& selector,
                           bool has_selector, const AtlasLookup& atlas) {
    const FlareText expanded = expandFlareText(text, path, atlas);
    FlareParser parser(expanded.text, path, atlas, &expanded.origins);
    SpriteAnimation anim = parser.parse(selector, has_selector, has_selector ? path + "#" + selector : path);
    anim.warnings = std::move(parser.warnings_);
    finishImportedAnimation(anim, path);
    return anim;
}

SpriteAnimation loadFlare(const std::string& path) {
    const SpritePath parts = splitSpritePath(path);
    const std::string text = readRegularText(parts.file, kMaxTextFileBytes);
    return parseFlare(text, parts.file, parts.selector, parts.has_selector);
}

std::vector<std::string> flareImagePaths(std::string_view text, const std::string& path, const AtlasLookup& atlas) {
    std::vector<std::string> out;
    FlareText expanded;
    try {
        expanded = expandFlareText(text, path, atlas);
    } catch (const std::exception&) {
        return out;  // the reader reports it; the file itself is watched by the caller
    }
    // The included files and an APPEND base change the animation too.
    for (std::size_t i = 1; i < expanded.files.size(); ++i) out.push_back(expanded.files[i]);
    FlareParser parser(expanded.text, path, atlas, &expanded.origins);
    try {
        parser.split();
    } catch (const FormatError&) {
        return out;
    }
    auto add = [&](const Line& l) {
        if (l.key != "image" || l.value.empty()) return;
        std::string resolved = parser.resolveImage(l.value);
        if (resolved.empty()) resolved = joinedPath(fs::path(path).parent_path().generic_string(), l.value);
        if (std::find(out.begin(), out.end(), resolved) == out.end()) out.push_back(resolved);
    };
    for (const Line& l : parser.root_) add(l);
    for (const Section& s : parser.sections_)
        for (const Line& l : s.keys) add(l);
    return out;
}

}  // namespace gaitlab

#include "engine/formats/aseprite_reader.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <limits>
#include <optional>

#include "engine/base/error_record.h"
#include "engine/base/json_reader.h"
#include "engine/sprite/sprite_limits.h"

namespace gaitlab {

namespace {

/// A tag's name as "<group><sep><dir>" (sep '_', '-' or ' '), a bare direction (group "", the file's one animation)
/// or a group of its own (dir -1). `bad_direction`: the last word is a 16-point direction no map has (NNE, ...).
struct TagName {
    std::string group;  // lower case
    int dir = -1;       // square order NE E SE S SW W NW N (directionOfName)
    bool bad_direction = false;
    std::string word;  // the last word, for the message
};

TagName splitTag(const std::string& name) {
    TagName out;
    const int whole = directionOfName(name);
    if (whole >= 0) {  // "NE", "north-east", "S": a direction of the file's one animation
        out.dir = whole;
        return out;
    }
    const std::size_t sep = name.find_last_of("_- ");
    out.word = sep == std::string::npos ? name : name.substr(sep + 1);
    const int dir = directionOfName(out.word);
    if (dir == kNotAMapDirection) {
        out.bad_direction = true;
        out.group = asciiLower(name);
        return out;
    }
    if (dir == kNotADirection) {
        out.group = asciiLower(name);
        return out;
    }
    out.dir = dir;
    out.group = sep == std::string::npos ? std::string() : asciiLower(name.substr(0, sep));
    return out;
}

namespace fs = std::filesystem;
using json = nlohmann::json;

struct Rect {
    int x = 0;
    int y = 0;
    int w = 0;
    int h = 0;
};

/// One exported frame, as the file gives it.
struct AtlasFrame {
    std::string path;  // JSON path of the frame entry
    Rect frame;        // in the atlas
    Rect placed;       // spriteSourceSize: where the trimmed image sits in its source
    int source_w = 0;  // sourceSize
    int source_h = 0;
    int duration = 0;
};

struct Tag {
    std::string path;
    std::string name;
    std::string group;  // lower case
    int dir = -1;       // hex direction, -1 when the name has none
    int from = 0;
    int to = 0;
    std::string direction;  // forward, reverse, pingpong, pingpong_reverse
};

struct PivotKey {
    int frame = 0;
    bool has_pivot = false;
    int x = 0;  // bounds + pivot, in the source
    int y = 0;
};

class AsepriteParser {
public:
    AsepriteParser(std::string_view text, std::string path, const AtlasLookup& atlas)
        : text_(text), path_(std::move(path)), r_(path_), atlas_(atlas) {}

    SpriteAnimation parse(const std::string& selector, bool has_selector, const std::string& source) {
        const json doc = parseJson(text_, path_, &warnings_);
        r_.object(doc, "", "an Aseprite export: an object with frames and meta");
        const json& meta = r_.object(r_.require(doc, "", "meta", "the meta object of an Aseprite export"), "/meta",
                                     "the meta object of an Aseprite export");
        readAtlas(meta);
        readFrames(doc);
        readTags(meta);
        readSlices(meta);
        SpriteAnimation anim;
        anim.source = source;
        select(anim, selector, has_selector);
        return anim;
    }

private:
    int coordinate(const json& obj, const std::string& path, const char* key, int lo, const std::string& what) {
        const json& v = r_.require(obj, path, key, what);
        return static_cast<int>(r_.integer(v, jsonChild(path, key), lo, kMaxImportCoordinate,
                                           what + ": an integer from " + std::to_string(lo) + " to " +
                                               std::to_string(kMaxImportCoordinate)));
    }

    Rect rect(const json& v, const std::string& path, const std::string& what, int min_size) {
        r_.object(v, path, what + " {x, y, w, h}");
        r_.onlyKeys(v, path, {"x", "y", "w", "h"});
        Rect out;
        out.x = coordinate(v, path, "x", 0, "x");
        out.y = coordinate(v, path, "y", 0, "y");
        out.w = coordinate(v, path, "w", min_size, "a width");
        out.h = coordinate(v, path, "h", min_size, "a height");
        return out;
    }

    void readAtlas(const json& meta) {
        const std::string image = r_.nonEmptyString(r_.require(meta, "/meta", "image", "the atlas image file name"),
                                                    "/meta/image", "the atlas image file name (a non-empty string)");
        image_ = joinedPath(fs::path(path_).parent_path().generic_string(), image);
        try {
            atlas_size_ = atlas_.size(image_);
        } catch (const FormatError& e) {
            r_.fail("/meta/image", "a readable PNG atlas ('" + image + "': " + e.what() + ")");
        }
        if (const json* size = r_.find(meta, "size")) {
            r_.object(*size, "/meta/size", "the atlas size {w, h}");
            const int w = coordinate(*size, "/meta/size", "w", 1, "the atlas width");
            const int h = coordinate(*size, "/meta/size", "h", 1, "the atlas height");
            if (w != atlas_size_.x || h != atlas_size_.y)
                warnings_.push_back(warningRecord(path_, 0,
                                                  "meta.size says " + std::to_string(w) + "x" + std::to_string(h) +
                                                      " but '" + image_ + "' is " + sizeText() +
                                                      ": gaitlab checks the frames against the image",
                                                  "/meta/size"));
        }
    }

    std::string sizeText() const { return std::to_string(atlas_size_.x) + "x" + std::to_string(atlas_size_.y); }

    void readFrames(const json& doc) {
        const json& frames = r_.require(doc, "", "frames", "the frames of an Aseprite export (an array or object)");
        if (frames.is_array()) {
            for (std::size_t i = 0; i < frames.size(); ++i) readFrame(frames[i], jsonChild("/frames", i));
        } else if (frames.is_object()) {
            // The hash form's frame order is the document's (the tags count frames in it), not the keys' order.
            const auto ordered = nlohmann::ordered_json::parse(text_, nullptr, false);
            const auto& hash = ordered.at("frames");
            for (auto it = hash.begin(); it != hash.end(); ++it)
                readFrame(frames.at(it.key()), jsonChild("/frames", it.key()));
        } else {
            r_.failGot("/frames", "the frames of an Aseprite export (an array or object)", frames);
        }
        if (frames_.empty()) r_.fail("/frames", "at least one frame, got none");
        if (frames_.size() > kMaxSpriteFrames)
            r_.fail("/frames",
                    "at most " + std::to_string(kMaxSpriteFrames) + " frames, got " + std::to_string(frames_.size()));
    }

    void readFrame(const json& v, const std::string& path) {
        r_.object(v, path, "a frame object");
        AtlasFrame f;
        f.path = path;
        f.frame = rect(r_.require(v, path, "frame", "the frame's rectangle in the atlas"), jsonChild(path, "frame"),
                       "the frame's rectangle in the atlas", 1);
        const std::string fp = jsonChild(path, "frame");
        if (int64_t{f.frame.x} + f.frame.w > atlas_size_.x || int64_t{f.frame.y} + f.frame.h > atlas_size_.y)
            r_.fail(fp, "a rectangle inside the atlas '" + image_ + "' (" + sizeText() + "), got x " +
                            std::to_string(f.frame.x) + " y " + std::to_string(f.frame.y) + " w " +
                            std::to_string(f.frame.w) + " h " + std::to_string(f.frame.h));
        if (const json* rotated = r_.find(v, "rotated"))
            if (r_.boolean(*rotated, jsonChild(path, "rotated"), "rotated: false or true"))
                r_.fail(jsonChild(path, "rotated"), "false (gaitlab does not read rotated atlas frames), got true");
        bool trimmed = false;
        if (const json* t = r_.find(v, "trimmed"))
            trimmed = r_.boolean(*t, jsonChild(path, "trimmed"), "trimmed: a boolean");
        f.placed = {0, 0, f.frame.w, f.frame.h};
        f.source_w = f.frame.w;
        f.source_h = f.frame.h;
        const json* placed = r_.find(v, "spriteSourceSize");
        const json* source = r_.find(v, "sourceSize");
        if (trimmed && (placed == nullptr || source == nullptr))
            r_.fail(jsonChild(path, placed == nullptr ? "spriteSourceSize" : "sourceSize"),
                    "the untrimmed placement of a trimmed frame (the key is missing)");
        if (placed != nullptr) {
            const std::string pp = jsonChild(path, "spriteSourceSize");
            f.placed = rect(*placed, pp, "the frame's place in its untrimmed source", 1);
            if (f.placed.w != f.frame.w || f.placed.h != f.frame.h)
                r_.fail(pp, "the frame's own size " + std::to_string(f.frame.w) + "x" + std::to_string(f.frame.h) +
                                " (gaitlab does not scale frames), got " + std::to_string(f.placed.w) + "x" +
                                std::to_string(f.placed.h));
        }
        if (source != nullptr) {
            const std::string sp = jsonChild(path, "sourceSize");
            r_.object(*source, sp, "the untrimmed source size {w, h}");
            r_.onlyKeys(*source, sp, {"w", "h"});
            f.source_w = coordinate(*source, sp, "w", 1, "a width");
            f.source_h = coordinate(*source, sp, "h", 1, "a height");
        }
        if (int64_t{f.placed.x} + f.placed.w > f.source_w || int64_t{f.placed.y} + f.placed.h > f.source_h)
            r_.fail(jsonChild(path, "spriteSourceSize"),
                    "a placement inside the source of " + std::to_string(f.source_w) + "x" +
                        std::to_string(f.source_h) + ", got x " + std::to_string(f.placed.x) + " y " +
                        std::to_string(f.placed.y) + " w " + std::to_string(f.placed.w) + " h " +
                        std::to_string(f.placed.h));
        const json& d = r_.require(v, path, "duration", "the frame's duration in ms");
        f.duration = static_cast<int>(
            r_.integer(d, jsonChild(path, "duration"), 1, kMaxFrameDurationMs,
                       "a duration in ms: an integer from 1 to " + std::to_string(kMaxFrameDurationMs)));
        frames_.push_back(f);
    }

    void readTags(const json& meta) {
        const json* tags = r_.find(meta, "frameTags");
        if (tags == nullptr) return;
        r_.array(*tags, "/meta/frameTags", "the frame tags (an array)");
        const int last = static_cast<int>(frames_.size()) - 1;
        for (std::size_t i = 0; i < tags->size(); ++i) {
            const std::string path = jsonChild("/meta/frameTags", i);
            const json& t = r_.object((*tags)[i], path, "a frame tag object");
            Tag tag;
            tag.path = path;
            tag.name = r_.nonEmptyString(r_.require(t, path, "name", "the tag's name"), jsonChild(path, "name"),
                                         "the tag's name (a non-empty string)");
            const std::string range = "a frame index from 0 to " + std::to_string(last);
            tag.from = static_cast<int>(r_.integer(r_.require(t, path, "from", "the tag's first frame"),
                                                   jsonChild(path, "from"), 0, last, range));
            tag.to = static_cast<int>(
                r_.integer(r_.require(t, path, "to", "the tag's last frame"), jsonChild(path, "to"), 0, last, range));
            if (tag.to < tag.from)
                r_.fail(jsonChild(path, "to"), "a last frame at or after 'from' (" + std::to_string(tag.from) +
                                                   "), got " + std::to_string(tag.to));
            tag.direction = "forward";
            if (const json* dir = r_.find(t, "direction")) {
                tag.direction = r_.string(*dir, jsonChild(path, "direction"),
                                          "a play direction: forward, reverse, pingpong or pingpong_reverse");
                if (tag.direction != "forward" && tag.direction != "reverse" && tag.direction != "pingpong" &&
                    tag.direction != "pingpong_reverse")
                    r_.fail(jsonChild(path, "direction"),
                            "a play direction: forward, reverse, pingpong or pingpong_reverse, got '" + tag.direction +
                                "'");
            }
            splitTagName(tag);
            tags_.push_back(tag);
        }
    }

    void splitTagName(Tag& tag) {
        const TagName split = splitTag(tag.name);
        if (split.bad_direction)
            r_.fail(jsonChild(tag.path, "name"),
                    "a direction after the group name (NE, E, SE, SW, W or NW, and S and N for eight), got '" +
                        split.word + "' in '" + tag.name + "'");
        tag.group = split.group;
        tag.dir = split.dir;
    }

    void readSlices(const json& meta) {
        const json* slices = r_.find(meta, "slices");
        if (slices == nullptr) return;
        r_.array(*slices, "/meta/slices", "the slices (an array)");
        for (std::size_t i = 0; i < slices->size(); ++i) {
            const std::string path = jsonChild("/meta/slices", i);
            const json& s = r_.object((*slices)[i], path, "a slice object");
            const std::string name = r_.string(r_.require(s, path, "name", "the slice's name"), jsonChild(path, "name"),
                                               "the slice's name (a string)");
            const std::string kp = jsonChild(path, "keys");
            const json& keys =
                r_.array(r_.require(s, path, "keys", "the slice's keys"), kp, "the slice's keys (an array)");
            std::vector<PivotKey> parsed;
            bool any_pivot = false;
            for (std::size_t k = 0; k < keys.size(); ++k) {
                const std::string p = jsonChild(kp, k);
                const json& key = r_.object(keys[k], p, "a slice key object");
                PivotKey pk;
                pk.frame =
                    static_cast<int>(r_.integer(r_.require(key, p, "frame", "the key's frame"), jsonChild(p, "frame"),
                                                0, kMaxImportCoordinate, "a frame index: an integer from 0"));
                const Rect bounds = rect(r_.require(key, p, "bounds", "the slice's bounds"), jsonChild(p, "bounds"),
                                         "the slice's bounds", 0);
                if (const json* pivot = r_.find(key, "pivot")) {
                    const std::string pp = jsonChild(p, "pivot");
                    r_.object(*pivot, pp, "a pivot {x, y}");
                    const int px = static_cast<int>(r_.integer(r_.require(*pivot, pp, "x", "the pivot's x"),
                                                               jsonChild(pp, "x"), -kMaxImportCoordinate,
                                                               kMaxImportCoordinate, "the pivot's x: an integer"));
                    const int py = static_cast<int>(r_.integer(r_.require(*pivot, pp, "y", "the pivot's y"),
                                                               jsonChild(pp, "y"), -kMaxImportCoordinate,
                                                               kMaxImportCoordinate, "the pivot's y: an integer"));
                    pk.has_pivot = true;
                    pk.x = bounds.x + px;
                    pk.y = bounds.y + py;
                    any_pivot = true;
                }
                parsed.push_back(pk);
            }
            if (!any_pivot) continue;
            if (pivot_slice_.empty()) {
                pivot_slice_ = name;
                pivot_keys_ = parsed;
                std::stable_sort(pivot_keys_.begin(), pivot_keys_.end(),
                                 [](const PivotKey& a, const PivotKey& b) { return a.frame < b.frame; });
            } else {
                warnings_.push_back(warningRecord(path_, 0,
                                                  "slice '" + name + "' has a pivot too: the root is the pivot of '" +
                                                      pivot_slice_ + "', the first slice with one",
                                                  path));
            }
        }
    }

    /// The root of frame `index` in its untrimmed source.
    ipos rootOf(int index) const {
        const AtlasFrame& f = frames_[static_cast<std::size_t>(index)];
        const PivotKey* key = nullptr;
        for (const PivotKey& k : pivot_keys_)
            if (k.frame <= index) key = &k;
        if (key != nullptr && key->has_pivot) return {key->x, key->y};
        return {f.source_w / 2, f.source_h};
    }

    SpriteSheet sheetOf(const std::vector<int>& order, const std::string& what) {
        SpriteSheet sheet;
        int64_t ticks = 0;
        bool uneven = false;
        for (int index : order) {
            const AtlasFrame& f = frames_[static_cast<std::size_t>(index)];
            const ipos root = rootOf(index);
            SpriteFrame frame;
            frame.image = image_;
            frame.src_pos = {f.frame.x, f.frame.y};
            frame.src_size = {f.frame.w, f.frame.h};
            frame.width = f.frame.w;
            frame.height = f.frame.h;
            const int64_t dx = int64_t{f.frame.w / 2} - (int64_t{root.x} - f.placed.x);
            const int64_t dy = int64_t{f.frame.h} - (int64_t{root.y} - f.placed.y);
            if (dx < std::numeric_limits<int16_t>::min() || dx > std::numeric_limits<int16_t>::max() ||
                dy < std::numeric_limits<int16_t>::min() || dy > std::numeric_limits<int16_t>::max())
                r_.fail(f.path, "a draw offset that fits int16 (D10), got (" + std::to_string(dx) + ", " +
                                    std::to_string(dy) + ") for " + what);
            frame.draw_offset = {static_cast<int>(dx), static_cast<int>(dy)};
            if (f.duration != frames_[static_cast<std::size_t>(order.front())].duration) uneven = true;
            ticks += f.duration;
            sheet.frames.push_back(std::move(frame));
        }
        if (ticks > std::numeric_limits<int>::max())
            r_.fail("/frames", "durations that add up to at most " + std::to_string(std::numeric_limits<int>::max()) +
                                   " ms, got " + std::to_string(ticks) + " for " + what);
        sheet.anim_ms = static_cast<int>(ticks);
        if (uneven) {
            std::string list;
            for (std::size_t i = 0; i < order.size() && i < 8; ++i)
                list += (i == 0 ? "" : ", ") + std::to_string(frames_[static_cast<std::size_t>(order[i])].duration);
            if (order.size() > 8) list += ", ...";
            warnings_.push_back(warningRecord(path_, 0,
                                              what + ": frame durations differ (" + list +
                                                  " ms): gaitlab shows every frame for the same share of their sum, " +
                                                  std::to_string(ticks) + " ms"));
        }
        return sheet;
    }

    static std::vector<int> orderOf(const Tag& tag) {
        std::vector<int> order;
        if (tag.direction == "reverse" || tag.direction == "pingpong_reverse") {
            for (int i = tag.to; i >= tag.from; --i) order.push_back(i);
        } else {
            for (int i = tag.from; i <= tag.to; ++i) order.push_back(i);
        }
        if (tag.direction == "pingpong" || tag.direction == "pingpong_reverse") {
            // There and back without repeating the end frames: 0 1 2 3 2 1.
            for (std::size_t i = order.size() >= 2 ? order.size() - 2 : 0; i >= 1 && i < order.size(); --i)
                order.push_back(order[i]);
        }
        return order;
    }

    void select(SpriteAnimation& anim, const std::string& selector, bool has_selector) {
        const std::string stem = fs::path(path_).stem().string();
        if (tags_.empty()) {
            if (has_selector)
                r_.fail("/meta/frameTags", "a tag named '" + selector + "' (selected by '#" + selector +
                                               "'), but the file has no frame tags");
            std::vector<int> all;
            for (int i = 0; i < static_cast<int>(frames_.size()); ++i) all.push_back(i);
            anim.name = stem;
            anim.dirs.push_back(sheetOf(all, "all frames"));
            return;
        }
        std::vector<std::string> groups;  // in order of first appearance
        for (const Tag& t : tags_)
            if (std::find(groups.begin(), groups.end(), t.group) == groups.end()) groups.push_back(t.group);
        std::string group;
        if (has_selector) {
            const std::string wanted = asciiLower(selector);
            if (std::find(groups.begin(), groups.end(), wanted) != groups.end()) {
                group = wanted;
            } else {
                for (const Tag& t : tags_) {
                    if (asciiLower(t.name) == wanted) {
                        anim.name = t.name;
                        anim.dirs.push_back(sheetOf(orderOf(t), "tag '" + t.name + "'"));
                        return;
                    }
                }
                r_.fail("/meta/frameTags", "a tag group or tag named '" + selector + "' (selected by '#" + selector +
                                               "'), the file has " + groupList(groups));
            }
        } else if (groups.size() == 1) {
            group = groups.front();
        } else {
            for (const char* preferred : {"walk", "run", "idle"}) {
                if (std::find(groups.begin(), groups.end(), preferred) != groups.end()) {
                    group = preferred;
                    break;
                }
            }
            if (group.empty())
                r_.fail("/meta/frameTags", "one animation, or one named walk, run or idle; the file has " +
                                               groupList(groups) + ": choose one with '" +
                                               fs::path(path_).filename().string() + "#<name>'");
        }
        buildGroup(anim, group, stem);
    }

    static std::string groupList(const std::vector<std::string>& groups) {
        std::string list;
        for (const std::string& g : groups) list += (list.empty() ? "" : ", ") + (g.empty() ? "(directions)" : g);
        return list;
    }

    void buildGroup(SpriteAnimation& anim, const std::string& group, const std::string& stem) {
        const Tag* plain = nullptr;
        const Tag* dirs[kSquareDirCount] = {};  // square order NE E SE S SW W NW N
        for (const Tag& t : tags_) {
            if (t.group != group) continue;
            if (t.dir < 0) {
                if (plain != nullptr)
                    r_.fail(jsonChild(t.path, "name"), "one tag named '" + t.name + "', got a second one");
                plain = &t;
            } else {
                if (dirs[t.dir] != nullptr)
                    r_.fail(jsonChild(t.path, "name"), "one tag per direction, got a second " +
                                                           std::string(dirName(t.dir, kSquareDirCount)) + " tag '" +
                                                           t.name + "' (the first is '" + dirs[t.dir]->name + "')");
                dirs[t.dir] = &t;
            }
        }
        anim.name = group.empty() ? stem : group;
        int count = 0;
        for (const Tag* t : dirs) count += t != nullptr ? 1 : 0;
        if (plain != nullptr && count > 0)
            r_.fail(jsonChild(plain->path, "name"),
                    "either the tag '" + plain->name + "' or direction tags for it, got both");
        if (plain != nullptr) {
            anim.dirs.push_back(sheetOf(orderOf(*plain), "tag '" + plain->name + "'"));
            return;
        }
        if (count == 1) {
            for (const Tag* t : dirs)
                if (t != nullptr) anim.dirs.push_back(sheetOf(orderOf(*t), "tag '" + t->name + "'"));
            return;
        }
        // Square S (3) and N (7) make it an eight-direction group (DECISIONS "Square geometry"); without them the
        // six hex directions.
        const bool square = dirs[3] != nullptr || dirs[7] != nullptr;
        const int dir_count = square ? kSquareDirCount : kHexDirCount;
        if (count < dir_count) {
            std::string have;
            std::string missing;
            for (int d = 0; d < kSquareDirCount; ++d) {
                if (!square && (d == 3 || d == 7)) continue;
                std::string& list = dirs[d] != nullptr ? have : missing;
                list += std::string(list.empty() ? "" : ", ") + dirName(d, kSquareDirCount);
            }
            r_.fail("/meta/frameTags",
                    std::string(square ? "tags for all eight directions of '" + anim.name +
                                             "' (S or N makes it a square set), all six hex ones or one; got "
                                       : "tags for all six directions of '" + anim.name + "', or one; got ") +
                        have + ", missing " + missing);
        }
        for (int d = 0; d < kSquareDirCount; ++d) {
            if (!square && (d == 3 || d == 7)) continue;
            anim.dirs.push_back(sheetOf(orderOf(*dirs[d]), "tag '" + dirs[d]->name + "'"));
        }
    }

public:
    std::vector<ErrorRecord> warnings_;

private:
    std::string_view text_;
    std::string path_;
    JsonReader r_;
    const AtlasLookup& atlas_;
    std::string image_;
    ipos atlas_size_{0, 0};
    std::vector<AtlasFrame> frames_;
    std::vector<Tag> tags_;
    std::string pivot_slice_;
    std::vector<PivotKey> pivot_keys_;
};

}  // namespace

bool isAsepriteDocument(const json& doc) {
    if (!doc.is_object()) return false;
    const auto frames = doc.find("frames");
    const auto meta = doc.find("meta");
    return frames != doc.end() && (frames->is_array() || frames->is_object()) && meta != doc.end() && meta->is_object();
}

SpriteAnimation parseAseprite(std::string_view text, const std::string& path, const std::string& selector,
                              bool has_selector, const AtlasLookup& atlas) {
    AsepriteParser parser(text, path, atlas);
    const std::string source = has_selector ? path + "#" + selector : path;
    SpriteAnimation anim = parser.parse(selector, has_selector, source);
    anim.warnings = std::move(parser.warnings_);
    const SpriteSheet& first = anim.dirs.front();
    anim.fps =
        first.anim_ms > 0
            ? std::max(1, static_cast<int>((int64_t{1000} * first.frameCount() + first.anim_ms / 2) / first.anim_ms))
            : 10;
    finishImportedAnimation(anim, path);
    return anim;
}

SpriteAnimation loadAseprite(const std::string& path) {
    const SpritePath parts = splitSpritePath(path);
    const std::string text = readJsonFile(parts.file, "Aseprite export");
    return parseAseprite(text, parts.file, parts.selector, parts.has_selector);
}

std::string asepriteAtlasPath(std::string_view text, const std::string& path) {
    const json doc = parseJsonOrDiscarded(text);
    if (!doc.is_object()) return {};
    const auto meta = doc.find("meta");
    if (meta == doc.end() || !meta->is_object()) return {};
    const auto image = meta->find("image");
    if (image == meta->end() || !image->is_string() || image->get<std::string>().empty()) return {};
    return joinedPath(fs::path(path).parent_path().generic_string(), image->get<std::string>());
}

std::vector<std::string> asepriteAnimationNames(std::string_view text) {
    std::vector<std::string> out;
    const json doc = parseJsonOrDiscarded(text);
    if (doc.is_discarded() || !isAsepriteDocument(doc)) return out;
    const json& meta = doc["meta"];
    if (!meta.contains("frameTags") || !meta["frameTags"].is_array()) return out;
    for (const json& t : meta["frameTags"]) {
        if (!t.is_object() || !t.contains("name") || !t["name"].is_string()) continue;
        const std::string group = splitTag(t["name"].get<std::string>()).group;
        if (std::find(out.begin(), out.end(), group) == out.end()) out.push_back(group);
    }
    return out;
}

}  // namespace gaitlab

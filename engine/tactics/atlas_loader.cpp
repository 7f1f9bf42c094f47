#include "engine/tactics/atlas_loader.h"

#include <cstdint>
#include <limits>

#include "engine/base/json_reader.h"

namespace gaitlab::tactics {

namespace {

using nlohmann::json;

constexpr int64_t kIntMax = std::numeric_limits<int32_t>::max();

// The shared JSON reader with this format's wording: "expected <what>: an integer from 0 to 5, got 7".
class Reader : public JsonReader {
public:
    using JsonReader::JsonReader;

    const json& field(const json& obj, const std::string& path, const std::string& key, const std::string& what) const {
        return require(obj, path, key, what);
    }

    int64_t integer(const json& v, const std::string& path, int64_t lo, int64_t hi, const std::string& what) const {
        return JsonReader::integer(v, path, lo, hi,
                                   what + ": an integer from " + std::to_string(lo) + " to " + std::to_string(hi));
    }

    int intField(const json& obj, const std::string& path, const std::string& key, int64_t lo, int64_t hi,
                 const std::string& what) const {
        return static_cast<int>(integer(field(obj, path, key, what), jsonChild(path, key), lo, hi, what));
    }

    double number(const json& v, const std::string& path, const std::string& what) const {
        return JsonReader::number(v, path, what + ": a number");
    }

    // A number that reaches integer pixel arithmetic (drawing, the walk cycle): bounded where it is read.
    double number(const json& v, const std::string& path, int64_t lo, int64_t hi, const std::string& what) const {
        return JsonReader::number(v, path, what + ": a number from " + std::to_string(lo) + " to " + std::to_string(hi),
                                  static_cast<double>(lo), static_cast<double>(hi));
    }

    bool boolean(const json& v, const std::string& path, const std::string& what) const {
        return JsonReader::boolean(v, path, what + ": true or false");
    }

    std::string string(const json& v, const std::string& path, const std::string& what) const {
        return JsonReader::string(v, path, what + ": a string");
    }

    const json& array(const json& v, const std::string& path, const std::string& what) const {
        return JsonReader::array(v, path, what + ": an array");
    }

    const json& object(const json& v, const std::string& path, const std::string& what) const {
        return JsonReader::object(v, path, what + ": an object");
    }

    // A list that runs along a sequence's frames: the same length as `frames`.
    const json& perFrame(const json& v, const std::string& path, size_t frameCount, const std::string& what,
                         const std::string& seqPath) const {
        array(v, path, what);
        if (v.size() != frameCount) {
            fail(path, std::to_string(frameCount) + " " + what + ", one per frame (" + jsonChild(seqPath, "frames") +
                           " has " + std::to_string(frameCount) + "), got " + std::to_string(v.size()));
        }
        return v;
    }
};

struct Limits {
    size_t frameCount = 0;
    int waterOffset = 0;
};

// A frame index used by a sequence or idleFrames: it and its water copy must both exist.
int frameIndex(const Reader& r, const json& v, const std::string& path, const Limits& lim) {
    const int64_t last = static_cast<int64_t>(lim.frameCount) - 1 - lim.waterOffset;
    const std::string what = "a frame index whose water copy (+waterOffset " + std::to_string(lim.waterOffset) +
                             ") is also one of the " + std::to_string(lim.frameCount) + " frames";
    if (last < 0) {
        r.fail(path, what + ", but there is no such index");
    }
    return static_cast<int>(r.integer(v, path, 0, last, what));
}

AtlasImage readImage(const Reader& r, const json& doc) {
    const json& s =
        r.object(r.field(doc, "", "sheet", "the atlas image {file, width, height}"), "/sheet", "the atlas image");
    AtlasImage image;
    image.file = r.string(r.field(s, "/sheet", "file", "the atlas image file"), "/sheet/file", "the atlas image file");
    image.width = r.intField(s, "/sheet", "width", 1, kMaxAtlasSide, "the atlas image width in pixels");
    image.height = r.intField(s, "/sheet", "height", 1, kMaxAtlasSide, "the atlas image height in pixels");
    return image;
}

Stage readStage(const Reader& r, const json& doc) {
    const json& s = r.object(r.field(doc, "", "stage", "the stage"), "/stage", "the stage");
    Stage stage;
    stage.originColumn =
        r.intField(s, "/stage", "originColumn", 0, kMaxAtlasSide, "the stance column of the SHP canvas");
    stage.stanceRow = r.intField(s, "/stage", "stanceRow", 0, kMaxAtlasSide, "the stance row of the SHP canvas");
    stage.stanceWidth = r.intField(s, "/stage", "stanceWidth", 0, kMaxAtlasSide, "the standing unit's width in pixels");
    stage.stanceHeight =
        r.intField(s, "/stage", "stanceHeight", 0, kMaxAtlasSide, "the standing unit's height in pixels");
    stage.ticksPerSecond = r.intField(s, "/stage", "ticksPerSecond", 60, 60, "60 ticks per second (D13)");
    return stage;
}

std::vector<Cell> readCells(const Reader& r, const json& doc, const AtlasImage& image) {
    const json& a = r.array(r.field(doc, "", "cells", "the cells [{id, x, y, w, h}]"), "/cells", "the cells");
    std::vector<Cell> cells;
    cells.reserve(a.size());
    for (size_t i = 0; i < a.size(); ++i) {
        const std::string p = jsonChild("/cells", i);
        const json& c = r.object(a[i], p, "a cell {id, x, y, w, h}");
        Cell cell;
        cell.id = r.intField(c, p, "id", static_cast<int64_t>(i), static_cast<int64_t>(i),
                             "the cell's own position in cells (tiles index cells by id)");
        cell.x = r.intField(c, p, "x", 0, image.width - 1, "a column of the atlas image");
        cell.y = r.intField(c, p, "y", 0, image.height - 1, "a row of the atlas image");
        cell.w =
            r.intField(c, p, "w", 1, image.width - cell.x,
                       "a width that keeps the rect inside the " + std::to_string(image.width) + " px atlas image");
        cell.h =
            r.intField(c, p, "h", 1, image.height - cell.y,
                       "a height that keeps the rect inside the " + std::to_string(image.height) + " px atlas image");
        cells.push_back(cell);
    }
    return cells;
}

std::vector<Frame> readFrames(const Reader& r, const json& doc, size_t cellCount) {
    const json& a =
        r.array(r.field(doc, "", "frames", "the frames, lists of [id, u, v] tiles"), "/frames", "the frames");
    const int64_t lastCell = static_cast<int64_t>(cellCount) - 1;
    std::vector<Frame> frames(a.size());
    for (size_t f = 0; f < a.size(); ++f) {
        const std::string fp = jsonChild("/frames", f);
        const json& tiles = r.array(a[f], fp, "a frame: a list of [id, u, v] or [id, u, v, 1] tiles");
        frames[f].reserve(tiles.size());
        for (size_t t = 0; t < tiles.size(); ++t) {
            const std::string tp = jsonChild(fp, t);
            const json& tile = r.array(tiles[t], tp, "a tile [id, u, v] or [id, u, v, 1]");
            if (tile.size() != 3 && tile.size() != 4) {
                r.fail(tp, "a tile [id, u, v] or [id, u, v, 1], got " + std::to_string(tile.size()) + " elements");
            }
            if (lastCell < 0) {
                r.fail(jsonChild(tp, 0), "a cell id, but cells is empty");
            }
            FrameTile ft;
            ft.id = static_cast<int>(r.integer(tile[0], jsonChild(tp, 0), 0, lastCell, "a cell id"));
            ft.u =
                r.number(tile[1], jsonChild(tp, 1), -kMaxStagePixels, kMaxStagePixels, "the tile centre's u in pixels");
            ft.v =
                r.number(tile[2], jsonChild(tp, 2), -kMaxStagePixels, kMaxStagePixels, "the tile centre's v in pixels");
            ft.reversed = tile.size() == 4 &&
                          r.integer(tile[3], jsonChild(tp, 3), 0, 1, "1 for a tile drawn mirrored in place") == 1;
            frames[f].push_back(ft);
        }
    }
    return frames;
}

std::vector<double> readMotion(const Reader& r, const json& s, const std::string& p, const char* key, size_t frameCount,
                               const std::string& what) {
    std::vector<double> out;
    const auto it = s.find(key);
    if (it == s.end() || it->is_null()) {
        return out;  // absent on a sequence that does not move
    }
    const std::string kp = jsonChild(p, key);
    const json& list = r.perFrame(*it, kp, frameCount, what, p);
    out.reserve(list.size());
    for (size_t i = 0; i < list.size(); ++i) {
        out.push_back(r.number(list[i], jsonChild(kp, i), -kMaxStagePixels, kMaxStagePixels, what));
    }
    return out;
}

Sequence readSequence(const Reader& r, const json& v, size_t i, const Limits& lim) {
    const std::string p = jsonChild("/sequences", i);
    const json& s = r.object(v, p, "a sequence");
    Sequence seq;
    seq.seq = r.intField(s, p, "seq", static_cast<int64_t>(i), static_cast<int64_t>(i),
                         "the sequence's own position in sequences");
    seq.raw = r.intField(s, p, "raw", 0, kIntMax, "the raw animation id in TYPE1.SEQ");
    seq.name = r.string(r.field(s, p, "name", "the sequence's name"), jsonChild(p, "name"), "the sequence's name");
    seq.loop = r.boolean(r.field(s, p, "loop", "the sequence's IncrementLoop"), jsonChild(p, "loop"),
                         "the sequence's IncrementLoop");

    const std::string framesPath = jsonChild(p, "frames");
    const json& frames = r.array(r.field(s, p, "frames", "the frame indices"), framesPath, "the frame indices");
    if (frames.empty()) {
        r.fail(framesPath, "at least one frame index, got an empty array");
    }
    for (size_t k = 0; k < frames.size(); ++k) {
        seq.frames.push_back(frameIndex(r, frames[k], jsonChild(framesPath, k), lim));
    }

    const std::string ticksPath = jsonChild(p, "ticks");
    const json& ticks = r.perFrame(r.field(s, p, "ticks", "the delay of each frame in ticks"), ticksPath,
                                   seq.frames.size(), "delays", p);
    for (size_t k = 0; k < ticks.size(); ++k) {
        const int64_t d = r.integer(ticks[k], jsonChild(ticksPath, k), 0, kMaxDelayTicks, "a delay in ticks");
        seq.total += d;
        seq.ticks.push_back(d);
        seq.ends.push_back(seq.total);
    }
    seq.fb = readMotion(r, s, p, "fb", seq.frames.size(), "pixels forward along the facing");
    seq.du = readMotion(r, s, p, "du", seq.frames.size(), "pixels down");

    const std::string eventsPath = jsonChild(p, "events");
    const json& events =
        r.array(r.field(s, p, "events", "the [tick, label] events"), eventsPath, "the [tick, label] events");
    for (size_t k = 0; k < events.size(); ++k) {
        const std::string ep = jsonChild(eventsPath, k);
        const json& e = r.array(events[k], ep, "an event [tick, label]");
        if (e.size() != 2) {
            r.fail(ep, "an event [tick, label], got " + std::to_string(e.size()) + " elements");
        }
        TickEvent te;
        te.tick = r.integer(e[0], jsonChild(ep, 0), 0, kIntMax, "the event's tick");
        te.label = r.string(e[1], jsonChild(ep, 1), "the event's label");
        seq.events.push_back(std::move(te));
    }
    return seq;
}

Animation readAnimation(const Reader& r, const json& v, size_t i, size_t sequenceCount) {
    const std::string p = jsonChild("/animations", i);
    const json& a = r.object(v, p, "an animation");
    const int64_t lastSeq = static_cast<int64_t>(sequenceCount) - 1;
    Animation anim;
    anim.name = r.string(r.field(a, p, "name", "the animation's name"), jsonChild(p, "name"), "the animation's name");
    anim.category =
        r.string(r.field(a, p, "category", "the animation's group"), jsonChild(p, "category"), "the animation's group");
    if (lastSeq < 0) {
        r.fail(jsonChild(p, "front"), "a sequence index, but sequences is empty");
    }
    anim.front = r.intField(a, p, "front", 0, lastSeq, "a sequence index");
    anim.back = r.intField(a, p, "back", 0, lastSeq, "a sequence index");
    anim.loop = r.boolean(r.field(a, p, "loop", "whether it loops on its own"), jsonChild(p, "loop"),
                          "whether it loops on its own");
    const json& hit = r.field(a, p, "hitTick", "the first PostGenericAttack tick or null");
    if (!hit.is_null()) {
        anim.hitTick = r.integer(hit, jsonChild(p, "hitTick"), 0, kIntMax, "the first PostGenericAttack tick or null");
    }
    anim.water = r.boolean(r.field(a, p, "water", "whether it only draws in water frames"), jsonChild(p, "water"),
                           "whether it only draws in water frames");
    if (const auto it = a.find("mode"); it != a.end() && !it->is_null()) {
        if (it->is_number_integer()) {
            anim.mode = it->dump();
        } else {
            anim.mode = r.string(*it, jsonChild(p, "mode"), "the animation's code on the site");
        }
    }
    return anim;
}

std::vector<std::optional<Hand>> readHands(const Reader& r, const json& doc, size_t cellCount) {
    const json& h = r.field(doc, "", "hands", "{tileId: [x, y, degrees]} or null");
    std::vector<std::optional<Hand>> hands;
    if (h.is_null()) {
        return hands;
    }
    r.object(h, "/hands", "{tileId: [x, y, degrees]} or null");
    hands.resize(cellCount);
    for (const auto& [key, value] : h.items()) {
        const std::string p = jsonChild("/hands", key);
        const bool digits = !key.empty() && key.size() <= 9 && key.find_first_not_of("0123456789") == std::string::npos;
        const long id = digits ? std::stol(key) : -1;
        if (id < 0 || static_cast<size_t>(id) >= cellCount) {
            r.fail(p, "a key that is a cell id from 0 to " + std::to_string(static_cast<int64_t>(cellCount) - 1));
        }
        const json& entry = r.array(value, p, "[x, y, degrees]");
        if (entry.size() != 3) {
            r.fail(p, "[x, y, degrees], got " + std::to_string(entry.size()) + " elements");
        }
        hands[static_cast<size_t>(id)] =
            Hand{r.number(entry[0], jsonChild(p, 0), -kMaxStagePixels, kMaxStagePixels, "the hand's x on the cell"),
                 r.number(entry[1], jsonChild(p, 1), -kMaxStagePixels, kMaxStagePixels, "the hand's y on the cell"),
                 r.number(entry[2], jsonChild(p, 2), -360, 360, "the forearm's angle in degrees")};
    }
    return hands;
}

nlohmann::json readHolds(const Reader& r, const json& doc) {
    const json& h = r.field(doc, "", "holds", "{animationName: hold} or null");
    if (!h.is_null()) {
        r.object(h, "/holds", "{animationName: hold} or null");
        for (const auto& [key, value] : h.items()) {
            r.object(value, jsonChild("/holds", key), "a hold");
        }
    }
    return h;
}

}  // namespace

Atlas createAtlas(const nlohmann::json& doc, const std::string& file) {
    const Reader r(file);
    r.object(doc, "", "a tactics-sprite-data document");
    Atlas atlas;
    atlas.file = file;
    atlas.format =
        r.string(r.field(doc, "", "format", "\"tactics-sprite-data\""), "/format", "\"tactics-sprite-data\"");
    if (atlas.format != "tactics-sprite-data") {
        r.fail("/format", "\"tactics-sprite-data\", got \"" + atlas.format + "\"");
    }
    atlas.formatVersion = r.intField(doc, "", "formatVersion", 1, kIntMax, "the shape's version");
    atlas.version = r.string(r.field(doc, "", "version", "the data's version"), "/version", "the data's version");
    atlas.notice = r.string(r.field(doc, "", "notice", "the copyright notice"), "/notice", "the copyright notice");
    atlas.image = readImage(r, doc);
    atlas.stage = readStage(r, doc);
    atlas.waterOffset = r.intField(doc, "", "waterOffset", 0, kIntMax, "the water frames' offset");
    atlas.cells = readCells(r, doc, atlas.image);
    atlas.frames = readFrames(r, doc, atlas.cells.size());

    const Limits lim{atlas.frames.size(), atlas.waterOffset};
    const json& idle = r.array(r.field(doc, "", "idleFrames", "8 frame indices, one per view"), "/idleFrames",
                               "8 frame indices, one per view");
    if (idle.size() != 8) {
        r.fail("/idleFrames", "8 frame indices, one per view, got " + std::to_string(idle.size()));
    }
    for (size_t v = 0; v < 8; ++v) {
        atlas.idleFrames[v] = frameIndex(r, idle[v], jsonChild("/idleFrames", v), lim);
    }

    const json& seqs = r.array(r.field(doc, "", "sequences", "the sequences"), "/sequences", "the sequences");
    atlas.sequences.reserve(seqs.size());
    for (size_t i = 0; i < seqs.size(); ++i) {
        atlas.sequences.push_back(readSequence(r, seqs[i], i, lim));
    }
    const json& anims = r.array(r.field(doc, "", "animations", "the animations"), "/animations", "the animations");
    atlas.animations.reserve(anims.size());
    for (size_t i = 0; i < anims.size(); ++i) {
        atlas.animations.push_back(readAnimation(r, anims[i], i, atlas.sequences.size()));
    }
    atlas.hands = readHands(r, doc, atlas.cells.size());
    atlas.holds = readHolds(r, doc);
    atlas.heldItemScale = r.number(r.field(doc, "", "heldItemScale", "world units per unit of Set's models"),
                                   "/heldItemScale", "world units per unit of Set's models");

    atlas.idle.name = "Idle";
    atlas.idle.category = "Idle";
    atlas.idle.loop = true;
    atlas.idle.idle = true;
    return atlas;
}

Atlas parseAtlas(std::string_view text, const std::string& file) { return createAtlas(parseJson(text, file), file); }

Atlas loadAtlas(const std::string& path) {
    return parseAtlas(readJsonFile(path, "tactics-sprite-data JSON file"), path);
}

}  // namespace gaitlab::tactics

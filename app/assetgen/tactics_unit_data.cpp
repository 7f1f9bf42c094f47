#include "app/assetgen/tactics_unit_data.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

#include <nlohmann/json.hpp>

#include "app/assetgen/tactics_unit_moves.h"

namespace gaitlab::assetgen {

namespace {

using Json = nlohmann::ordered_json;

// The sheet groups tiles by part, then by first use, so a person reading it finds each part's poses together.
constexpr PartKind kSheetOrder[] = {PartKind::Head,  PartKind::Torso, PartKind::UpperArm, PartKind::Forearm,
                                    PartKind::Thigh, PartKind::Shin,  PartKind::Foot,     PartKind::Sword};

int sheetRank(PartKind k) {
    return static_cast<int>(std::find(std::begin(kSheetOrder), std::end(kSheetOrder), k) - std::begin(kSheetOrder));
}

bool isLeg(PartKind k) { return k == PartKind::Thigh || k == PartKind::Shin || k == PartKind::Foot; }

// A drawn frame before it becomes JSON: its parts back to front, and whether it is an idle reflection.
struct FrameParts {
    std::vector<PlacedPart> parts;
    bool reflected = false;
};

// Identifies a frame's drawing, so sequences that show the same pose (Nulled Walk and Walk) share the frame.
using FrameId = std::vector<std::array<int, 8>>;
FrameId frameId(const FrameParts& f) {
    FrameId id;
    for (const PlacedPart& p : f.parts) {
        id.push_back(
            {static_cast<int>(p.key.kind), p.key.back, p.key.far, p.key.d.x, p.key.d.y, p.at.x, p.at.y, f.reflected});
    }
    return id;
}

struct SequenceOut {
    std::string name;
    const TacticsMove* move = nullptr;
    std::vector<int> frames;
};

// A coordinate given in half pixels: an integer where it is one, else the exact .5 value.
Json halfPixels(int twice) { return twice % 2 == 0 ? Json(twice / 2) : Json(twice / 2.0); }

// One tile as [id, u, v] or [id, u, v, 1]; u2/v2 are the centre in half pixels.
Json tileJson(int id, int u2, int v2, bool reflected) {
    Json t = Json::array({id, halfPixels(u2), halfPixels(v2)});
    if (reflected) t.push_back(1);
    return t;
}

// The document with one table row per line: readable in a diff and still plain JSON.
std::string documentText(const Json& doc) {
    std::string out = "{\n";
    size_t n = 0;
    for (auto it = doc.begin(); it != doc.end(); ++it, ++n) {
        out += "  " + Json(it.key()).dump() + ": ";
        const Json& v = it.value();
        const bool rows = v.is_array() && !v.empty() && v.front().is_structured();
        if (rows) {
            out += "[\n";
            for (size_t i = 0; i < v.size(); ++i) out += "    " + v[i].dump() + (i + 1 < v.size() ? ",\n" : "\n");
            out += "  ]";
        } else if (v.is_object() && it.key() == "hands") {
            out += "{\n";
            size_t i = 0;
            for (auto h = v.begin(); h != v.end(); ++h, ++i) {
                out += "    " + Json(h.key()).dump() + ": " + h.value().dump() + (i + 1 < v.size() ? ",\n" : "\n");
            }
            out += "  }";
        } else {
            out += v.dump();
        }
        out += n + 1 < doc.size() ? ",\n" : "\n";
    }
    return out + "}\n";
}

}  // namespace

TacticsUnit buildTacticsUnit() {
    const std::vector<TacticsMove> moves = tacticsMoves();

    // Frames: the idle stances and their reflections, then every sequence's frames.
    const std::vector<PlacedPart> idleFront = tilesOf(poseOf(tacticsIdle(false)), false);
    const std::vector<PlacedPart> idleBack = tilesOf(poseOf(tacticsIdle(true)), true);
    std::vector<FrameParts> frames{{idleFront, false}, {idleBack, false}, {idleFront, true}, {idleBack, true}};
    std::map<FrameId, int> frameIndex;
    for (size_t i = 0; i < frames.size(); ++i) frameIndex.emplace(frameId(frames[i]), static_cast<int>(i));
    std::vector<SequenceOut> sequences;
    for (const TacticsMove& m : moves) {
        for (const bool back : {false, true}) {
            SequenceOut seq{m.name + (back ? " Back" : " Fwd"), &m, {}};
            for (const BodyAngles& a : back ? m.back : m.front) {
                FrameParts f{tilesOf(poseOf(a), back), false};
                const auto [it, added] = frameIndex.emplace(frameId(f), static_cast<int>(frames.size()));
                if (added) frames.push_back(std::move(f));
                seq.frames.push_back(it->second);
            }
            sequences.push_back(std::move(seq));
        }
    }

    // Cells: every distinct part, grouped by kind in order of first use.
    std::vector<PartKey> keys;
    std::map<PartKey, int> seen;
    for (const FrameParts& f : frames) {
        for (const PlacedPart& p : f.parts) {
            if (seen.emplace(p.key, 0).second) keys.push_back(p.key);
        }
    }
    std::stable_sort(keys.begin(), keys.end(),
                     [](const PartKey& l, const PartKey& r) { return sheetRank(l.kind) < sheetRank(r.kind); });
    std::vector<PartTile> tiles;
    std::vector<ipos> sizes;
    for (size_t i = 0; i < keys.size(); ++i) {
        seen[keys[i]] = static_cast<int>(i);
        tiles.push_back(drawPart(keys[i]));
        sizes.push_back({tiles.back().image.width, tiles.back().image.height});
    }
    const SheetPacking packing = packRows(sizes, kTacticsSheetWidth);

    TacticsUnit unit;
    unit.image = RgbaImage(packing.width, packing.height);
    Json cells = Json::array();
    Json hands = Json::object();
    for (size_t i = 0; i < tiles.size(); ++i) {
        const PartTile& t = tiles[i];
        const ipos o = packing.origins[i];
        for (int y = 0; y < t.image.height; ++y) {
            for (int x = 0; x < t.image.width; ++x) unit.image.set(o.x + x, o.y + y, t.image.at(x, y));
        }
        cells.push_back(Json{{"id", i}, {"x", o.x}, {"y", o.y}, {"w", t.image.width}, {"h", t.image.height}});
        if (t.hand) {
            hands[std::to_string(i)] = Json::array({t.hand->x + 0.5, t.hand->y + 0.5, std::lround(t.handDegrees)});
        }
    }

    // Tiles as centres from the stance point. Water copies drop the legs, sink 16 px and lose whatever then
    // lies wholly under the surface (the soles' row, 20).
    const int waterOffset = static_cast<int>(frames.size());
    Json dry = Json::array();
    Json wet = Json::array();
    for (const FrameParts& f : frames) {
        Json a = Json::array();
        Json b = Json::array();
        for (const PlacedPart& p : f.parts) {
            const int id = seen.at(p.key);
            const PartTile& t = tiles[static_cast<size_t>(id)];
            const ipos topLeft = p.at - t.anchor;
            const int u2 = 2 * topLeft.x + t.image.width;
            const int v2 = 2 * topLeft.y + t.image.height;
            a.push_back(tileJson(id, f.reflected ? -u2 : u2, v2, f.reflected));
            if (!isLeg(p.key.kind) && topLeft.y + kTacticsWaterDrop < 20) {
                b.push_back(tileJson(id, f.reflected ? -u2 : u2, v2 + 2 * kTacticsWaterDrop, f.reflected));
            }
        }
        dry.push_back(a);
        wet.push_back(b);
    }
    for (Json& w : wet) dry.push_back(std::move(w));

    Json seqJson = Json::array();
    Json animations = Json::array();
    for (size_t s = 0; s < sequences.size(); ++s) {
        const SequenceOut& seq = sequences[s];
        const TacticsMove& m = *seq.move;
        Json j{{"seq", s},        {"raw", s}, {"name", seq.name}, {"loop", m.loop}, {"frames", seq.frames},
               {"ticks", m.ticks}};
        if (!m.fb.empty()) {
            j["fb"] = m.fb;
            j["du"] = std::vector<int>(m.fb.size(), 0);
        }
        Json events = Json::array();
        for (const auto& [tick, label] : m.events) events.push_back(Json::array({tick, label}));
        j["events"] = events;
        seqJson.push_back(j);
        if (s % 2 == 1) {
            Json hit = nullptr;
            for (const auto& [tick, label] : m.events) {
                if (label == "PostGenericAttack" && hit.is_null()) hit = tick;
            }
            animations.push_back(Json{{"name", m.name},
                                      {"category", m.category},
                                      {"front", s - 1},
                                      {"back", s},
                                      {"loop", m.loop},
                                      {"hitTick", hit},
                                      {"water", m.water}});
        }
    }

    Json doc;
    doc["format"] = "tactics-sprite-data";
    doc["formatVersion"] = 1;
    doc["version"] = "0.1";
    doc["notice"] =
        "The sheet and this data are generated by gaitlab's own code (gaitlab gen-assets) and hold no "
        "game's art or data. They are free to use under the gaitlab project's terms.";
    doc["sheet"] = Json{{"file", kTacticsImageFile}, {"width", packing.width}, {"height", packing.height}};
    doc["stage"] = Json{
        {"originColumn", 40}, {"stanceRow", 40}, {"stanceWidth", 32}, {"stanceHeight", 40}, {"ticksPerSecond", 60}};
    doc["waterOffset"] = waterOffset;
    doc["idleFrames"] = {2, 0, 0, 1, 1, 3, 3, 2};
    doc["cells"] = cells;
    doc["frames"] = dry;
    doc["sequences"] = seqJson;
    doc["animations"] = animations;
    doc["hands"] = hands;
    doc["holds"] = nullptr;
    doc["heldItemScale"] = 4.5;
    unit.json = documentText(doc);
    return unit;
}

}  // namespace gaitlab::assetgen

#include "engine/gait/contact_sidecar.h"

#include <algorithm>
#include <sstream>

#include "engine/base/json_reader.h"

namespace gaitlab {

namespace {

using nlohmann::json;

constexpr int64_t kCoordMin = -32768;
constexpr int64_t kCoordMax = 32767;

ipos readPoint(const JsonReader& r, const json& obj, const std::string& path, const char* kx, const char* ky,
               int64_t lo, const std::string& what) {
    r.object(obj, path, what);
    const int x = static_cast<int>(r.integer(r.require(obj, path, kx, "an integer"), jsonChild(path, kx), lo, kCoordMax,
                                             "an integer in " + std::to_string(lo) + "..32767"));
    const int y = static_cast<int>(r.integer(r.require(obj, path, ky, "an integer"), jsonChild(path, ky), lo, kCoordMax,
                                             "an integer in " + std::to_string(lo) + "..32767"));
    return {x, y};
}

ContactFoot readFoot(const JsonReader& r, const json& v, const std::string& path) {
    if (v.is_null()) return {};
    r.object(v, path, "a foot (an object with x, y and planted, or null for no contact data)");
    r.onlyKeys(v, path, {"x", "y", "planted"});
    ContactFoot foot;
    foot.point = readPoint(r, v, path, "x", "y", kCoordMin, "a foot");
    const json& planted = r.require(v, path, "planted", "true, false or null");
    const std::string ppath = jsonChild(path, "planted");
    if (planted.is_null()) {
        foot.state = FootState::Undecided;
    } else {
        foot.state = r.boolean(planted, ppath, "true, false or null") ? FootState::Planted : FootState::Lifted;
    }
    return foot;
}

ContactAnimation readAnimation(const JsonReader& r, const json& v, const std::string& path) {
    r.object(v, path, "an animation (an object with fofrm, frames and dirs)");
    r.onlyKeys(v, path, {"fofrm", "frames", "dirs"});
    ContactAnimation anim;
    if (const json* f = r.find(v, "fofrm")) anim.fofrm = r.string(*f, jsonChild(path, "fofrm"), "a file name");
    anim.frames = static_cast<int>(r.integer(r.require(v, path, "frames", "a frame count"), jsonChild(path, "frames"),
                                             1, 65536, "a frame count in 1..65536"));
    const std::string dpath = jsonChild(path, "dirs");
    const json& dirs = r.array(r.require(v, path, "dirs", "an array of directions"), dpath, "an array of directions");
    if (dirs.size() != 1 && dirs.size() != 6 && dirs.size() != 8) {
        r.fail(dpath, "1, 6 (hexagonal) or 8 (square) directions, got " + std::to_string(dirs.size()));
    }
    for (std::size_t d = 0; d < dirs.size(); ++d) {
        const std::string fpath = jsonChild(dpath, d);
        const json& frames = r.array(dirs[d], fpath, "an array of frames");
        if (frames.size() != static_cast<std::size_t>(anim.frames)) {
            r.fail(fpath, std::to_string(anim.frames) + " frames (\"frames\"), got " + std::to_string(frames.size()));
        }
        SheetContacts sheet;
        for (std::size_t k = 0; k < frames.size(); ++k) {
            const std::string kpath = jsonChild(fpath, k);
            r.object(frames[k], kpath, "a frame (an object with left and right)");
            r.onlyKeys(frames[k], kpath, {"left", "right"});
            FrameContacts fc;
            fc.feet[kLeftFoot] = readFoot(r, r.require(frames[k], kpath, "left", "a foot"), jsonChild(kpath, "left"));
            fc.feet[kRightFoot] =
                readFoot(r, r.require(frames[k], kpath, "right", "a foot"), jsonChild(kpath, "right"));
            sheet.frames.push_back(fc);
        }
        anim.dirs.push_back(std::move(sheet));
    }
    return anim;
}

std::string footJson(const ContactFoot& f) {
    if (f.state == FootState::NoContactData) return "null";
    std::ostringstream s;
    s << "{\"x\": " << f.point.x << ", \"y\": " << f.point.y << ", \"planted\": "
      << (f.state == FootState::Planted  ? "true"
          : f.state == FootState::Lifted ? "false"
                                         : "null")
      << "}";
    return s.str();
}

}  // namespace

const SheetContacts* ContactSidecar::find(const std::string& anim, int dir, int dir_count) const {
    const auto it = animations.find(anim);
    if (it == animations.end() || it->second.dirs.empty()) return nullptr;
    const auto& dirs = it->second.dirs;
    if (dirs.size() == 1) return &dirs[0];
    if (dir_count > 0 && dirs.size() != static_cast<std::size_t>(dir_count)) return nullptr;
    if (dir < 0 || static_cast<std::size_t>(dir) >= dirs.size()) return nullptr;
    return &dirs[static_cast<std::size_t>(dir)];
}

ContactSidecar parseContactSidecar(const std::string& text, const std::string& file) {
    const JsonReader r(file);
    const json doc = parseJson(text, file);
    r.object(doc, "", "a foot-contacts object");
    r.onlyKeys(doc, "", {"critter", "canvas", "root", "draw_offset", "animations"});
    ContactSidecar out;
    out.file = file;
    if (const json* c = r.find(doc, "critter")) out.critter = r.string(*c, "/critter", "a name");
    if (const json* c = r.find(doc, "canvas")) {
        r.onlyKeys(r.object(*c, "/canvas", "a size"), "/canvas", {"width", "height"});
        const ipos size = readPoint(r, *c, "/canvas", "width", "height", 0, "a size");
        out.canvas_width = size.x;
        out.canvas_height = size.y;
    }
    if (const json* c = r.find(doc, "root")) {
        r.onlyKeys(r.object(*c, "/root", "a point"), "/root", {"x", "y"});
        out.root = readPoint(r, *c, "/root", "x", "y", kCoordMin, "a point");
    }
    if (const json* c = r.find(doc, "draw_offset")) {
        r.onlyKeys(r.object(*c, "/draw_offset", "a point"), "/draw_offset", {"x", "y"});
        out.draw_offset = readPoint(r, *c, "/draw_offset", "x", "y", kCoordMin, "a point");
    }
    const json& anims =
        r.object(r.require(doc, "", "animations", "an object of animations"), "/animations", "an object of animations");
    for (const auto& [name, value] : anims.items()) {
        out.animations[name] = readAnimation(r, value, jsonChild("/animations", name));
        out.order.push_back(name);
    }
    return out;
}

ContactSidecar readContactSidecar(const std::string& path) {
    return parseContactSidecar(readJsonFile(path, "foot-contacts JSON file"), path);
}

std::string contactSidecarJson(const ContactSidecar& sidecar) {
    std::vector<std::string> names;
    for (const std::string& n : sidecar.order) {
        if (sidecar.animations.count(n) && std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
    }
    for (const auto& [n, a] : sidecar.animations) {
        if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
    }
    std::ostringstream s;
    s << "{\n";
    s << "  \"critter\": " << json(sidecar.critter).dump() << ",\n";
    s << "  \"canvas\": {\"width\": " << sidecar.canvas_width << ", \"height\": " << sidecar.canvas_height << "},\n";
    s << "  \"root\": {\"x\": " << sidecar.root.x << ", \"y\": " << sidecar.root.y << "},\n";
    s << "  \"draw_offset\": {\"x\": " << sidecar.draw_offset.x << ", \"y\": " << sidecar.draw_offset.y << "},\n";
    s << "  \"animations\": {\n";
    for (std::size_t a = 0; a < names.size(); ++a) {
        const ContactAnimation& anim = sidecar.animations.at(names[a]);
        s << "    " << json(names[a]).dump() << ": {\"fofrm\": " << json(anim.fofrm).dump()
          << ", \"frames\": " << anim.frames << ", \"dirs\": [\n";
        for (std::size_t d = 0; d < anim.dirs.size(); ++d) {
            s << "      [\n";
            const auto& frames = anim.dirs[d].frames;
            for (std::size_t k = 0; k < frames.size(); ++k) {
                s << "        {\"left\": " << footJson(frames[k].feet[kLeftFoot])
                  << ", \"right\": " << footJson(frames[k].feet[kRightFoot]) << "}"
                  << (k + 1 < frames.size() ? ",\n" : "\n");
            }
            s << "      ]" << (d + 1 < anim.dirs.size() ? ",\n" : "\n");
        }
        s << "    ]}" << (a + 1 < names.size() ? ",\n" : "\n");
    }
    s << "  }\n}\n";
    return s.str();
}

ResolvedContacts resolveContacts(const SpriteSheet& sheet, const ContactSidecar* sidecar, const std::string& anim,
                                 int dir, int dir_count, ipos travel, const GroundShadow& shadow,
                                 const std::vector<uint64_t>& image_ids) {
    if (sidecar != nullptr) {
        if (const auto it = sidecar->animations.find(anim);
            it != sidecar->animations.end() && dir_count > 0 && it->second.dirs.size() != 1 &&
            it->second.dirs.size() != static_cast<std::size_t>(dir_count)) {
            throw JsonError(sidecar->file, jsonChild(jsonChild("/animations", anim), "dirs"),
                            "1 or " + std::to_string(dir_count) + " directions as the sprite has, got " +
                                std::to_string(it->second.dirs.size()));
        }
        if (const SheetContacts* c = sidecar->find(anim, dir, dir_count)) {
            if (c->frames.size() != sheet.frames.size()) {
                throw JsonError(sidecar->file, jsonChild(jsonChild("/animations", anim), "frames"),
                                std::to_string(sheet.frames.size()) + " frames as the sprite has, got " +
                                    std::to_string(c->frames.size()));
            }
            ResolvedContacts resolved{*c, ContactSource::Sidecar};
            resolved.contacts.stance = stanceFromContacts(sheet, c->frames, travel, image_ids);
            return resolved;
        }
    }
    return {detectSheetContacts(sheet, travel, shadow, image_ids), ContactSource::Detected};
}

}  // namespace gaitlab

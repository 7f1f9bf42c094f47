#include "engine/tactics/pose_json.h"

#include <charconv>
#include <cmath>

namespace gaitlab::tactics {

namespace {

// Shortest round-trip form: a double holding a half pixel prints as "-10.5", a whole one as "-10".
std::string number(double v) {
    if (v == 0.0 || !std::isfinite(v)) {
        return "0";  // also folds -0; poses never hold a non-finite value
    }
    char buf[32];
    const auto res = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, res.ptr);
}

std::string flag(bool b) { return b ? "true" : "false"; }

}  // namespace

std::string poseToJson(const Pose& pose) {
    std::string out = "{\"shp\":" + std::to_string(pose.shp) + ",\"index\":" + std::to_string(pose.index) +
                      ",\"view\":" + std::to_string(pose.view) + ",\"pattern\":" + std::to_string(pose.pattern) +
                      ",\"back\":" + flag(pose.back) + ",\"mirrored\":" + flag(pose.mirrored) +
                      ",\"elapsed\":" + std::to_string(pose.elapsed) + ",\"moveX\":" + number(pose.moveX) +
                      ",\"moveY\":" + number(pose.moveY) + ",\"sequence\":" + std::to_string(pose.sequence) +
                      ",\"body\":" + std::to_string(pose.body) + ",\"tiles\":[";
    for (size_t i = 0; i < pose.tiles.size(); ++i) {
        const PoseTile& t = pose.tiles[i];
        out += (i == 0 ? "{\"id\":" : ",{\"id\":") + std::to_string(t.id) + ",\"x\":" + number(t.x) +
               ",\"y\":" + number(t.y) + ",\"w\":" + std::to_string(t.cell.w) + ",\"h\":" + std::to_string(t.cell.h) +
               ",\"sx\":" + std::to_string(t.cell.x) + ",\"sy\":" + std::to_string(t.cell.y) +
               ",\"flipX\":" + flag(t.flipX) + ",\"order\":" + std::to_string(t.order) + "}";
    }
    return out + "]}";
}

}  // namespace gaitlab::tactics

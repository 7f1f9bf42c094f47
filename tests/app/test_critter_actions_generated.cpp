// The committed humanoid action clips (attack, hurt, death, knockback) and the frame-event sidecar: frame
// counts, the authored root motion per direction (offs_anim = accum[i] without the Movement flag, D4), mirror
// symmetry, feet that stay on the map while the sprite shifts, and events that name existing frames (D18).
#include <doctest/doctest.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <SDL.h>
#include <SDL_image.h>
#include <nlohmann/json.hpp>

#include "engine/formats/fofrm_reader.h"

namespace {

namespace fs = std::filesystem;
using gaitlab::ipos;

const fs::path kHumanoid = fs::path(GAITLAB_ASSET_DIR) / "critters" / "humanoid";

nlohmann::json readJson(const fs::path& p) {
    std::ifstream in(p);
    REQUIRE_MESSAGE(in.good(), p.string());
    return nlohmann::json::parse(std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()));
}

gaitlab::SpriteAnimation load(const std::string& anim) {
    return gaitlab::loadFofrm((kHumanoid / (anim + ".fofrm")).string());
}

// accum[i] of one direction: the running sum of NextX/NextY read from the FOFRM.
std::vector<ipos> accumOf(const gaitlab::SpriteSheet& sheet) {
    std::vector<ipos> out;
    ipos a{0, 0};
    for (const gaitlab::SpriteFrame& f : sheet.frames) {
        a = a + ipos{f.next_x, f.next_y};
        out.push_back(a);
    }
    return out;
}

// Hex step screen vectors, directions 0..5 = NE, E, SE, SW, W, NW (D1: hex width 32, line height 12).
constexpr std::array<ipos, 6> kStep{{{16, -12}, {32, 0}, {16, 12}, {-16, 12}, {-32, 0}, {-16, -12}}};

int along(ipos v, int hdir) {
    return v.x * kStep[static_cast<size_t>(hdir)].x + v.y * kStep[static_cast<size_t>(hdir)].y;
}

// Height of the opaque bounding box of a PNG, pixels.
int opaqueHeight(const fs::path& p) {
    SDL_Surface* loaded = IMG_Load(p.string().c_str());
    REQUIRE_MESSAGE(loaded != nullptr, p.string());
    SDL_Surface* rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(loaded);
    REQUIRE(rgba != nullptr);
    int top = rgba->h;
    int bottom = -1;
    const auto* px = static_cast<const uint8_t*>(rgba->pixels);
    for (int y = 0; y < rgba->h; ++y) {
        for (int x = 0; x < rgba->w; ++x) {
            if (px[y * rgba->pitch + x * 4 + 3] != 0) {
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
        }
    }
    SDL_FreeSurface(rgba);
    return bottom - top + 1;
}

// Frames in which a foot of direction `d` becomes planted, read from contacts.json; frame 0 follows the last
// frame for a loop and a standing pose (both planted) for a one-shot clip.
std::set<int> footfalls(const nlohmann::json& anim, int d, bool looping) {
    const auto& frames = anim.at("dirs").at(static_cast<size_t>(d));
    const size_t n = frames.size();
    std::set<int> out;
    for (size_t i = 0; i < n; ++i) {
        for (const char* foot : {"left", "right"}) {
            const bool now = frames[i].at(foot).at("planted").get<bool>();
            const bool before = i > 0 ? frames[i - 1].at(foot).at("planted").get<bool>()
                                      : (looping ? frames[n - 1].at(foot).at("planted").get<bool>() : true);
            if (now && !before) out.insert(static_cast<int>(i));
        }
    }
    return out;
}

std::set<int> eventFrames(const nlohmann::json& events, const std::string& anim, const std::string& name) {
    std::set<int> out;
    for (const auto& [frame, names] : events.at("animations").at(anim).at("events").items()) {
        for (const auto& n : names) {
            if (n.get<std::string>() == name) out.insert(std::stoi(frame));
        }
    }
    return out;
}

}  // namespace

TEST_CASE("action FOFRMs load with six directions and the designed frame counts and fps") {
    const std::map<std::string, std::pair<int, int>> expected{
        {"attack", {6, 12}}, {"hurt", {4, 10}}, {"death", {8, 10}}, {"knockback", {6, 12}}};
    for (const auto& [name, counts] : expected) {
        CAPTURE(name);
        const gaitlab::SpriteAnimation anim = load(name);
        CHECK(anim.fps == counts.second);
        REQUIRE(anim.dirs.size() == 6);
        for (const gaitlab::SpriteSheet& sheet : anim.dirs) {
            CHECK(sheet.frameCount() == counts.first);
            for (const gaitlab::SpriteFrame& f : sheet.frames) {
                CHECK(fs::exists(f.image));
                CHECK(f.draw_offset == ipos{0, 8});
            }
        }
    }
}

TEST_CASE("attack and hurt return to the start while knockback ends half a hex step against the facing") {
    // Half a hex step backwards, -step / 2, per direction NE, E, SE, SW, W, NW.
    constexpr std::array<ipos, 6> push{{{-8, 6}, {-16, 0}, {-8, -6}, {8, -6}, {16, 0}, {8, 6}}};
    // Death slides 3 ground units along the facing: round(step * 3 / 32), halves away from zero.
    constexpr std::array<ipos, 6> slide{{{2, -1}, {3, 0}, {2, 1}, {-2, 1}, {-3, 0}, {-2, -1}}};
    const gaitlab::SpriteAnimation attack = load("attack");
    const gaitlab::SpriteAnimation hurt = load("hurt");
    const gaitlab::SpriteAnimation knock = load("knockback");
    const gaitlab::SpriteAnimation death = load("death");
    for (int d = 0; d < 6; ++d) {
        CAPTURE(d);
        CHECK(accumOf(attack.sheetFor(d)).back() == ipos{0, 0});
        CHECK(accumOf(hurt.sheetFor(d)).back() == ipos{0, 0});
        CHECK(accumOf(knock.sheetFor(d)).back() == push[static_cast<size_t>(d)]);
        CHECK(accumOf(death.sheetFor(d)).back() == slide[static_cast<size_t>(d)]);
    }
}

TEST_CASE("the sprite lunges forward on the attack and is thrown backwards by hurt and knockback") {
    const gaitlab::SpriteAnimation attack = load("attack");
    const gaitlab::SpriteAnimation hurt = load("hurt");
    const gaitlab::SpriteAnimation knock = load("knockback");
    for (int d = 0; d < 6; ++d) {
        CAPTURE(d);
        const std::vector<ipos> a = accumOf(attack.sheetFor(d));
        CHECK(along(a[1], d) < 0);  // wind-up draws back
        CHECK(along(a[2], d) > 0);  // strike
        CHECK(along(a[3], d) > along(a[2], d));
        CHECK(along(a[4], d) > 0);
        const std::vector<ipos> h = accumOf(hurt.sheetFor(d));
        for (size_t i = 0; i + 1 < h.size(); ++i) CHECK(along(h[i], d) < 0);
        const std::vector<ipos> k = accumOf(knock.sheetFor(d));
        CHECK(along(k[0], d) < 0);
        for (size_t i = 1; i < k.size(); ++i) CHECK(along(k[i], d) <= along(k[i - 1], d));
    }
}

TEST_CASE("action root motion is mirrored between opposite directions frame by frame") {
    for (const char* name : {"attack", "hurt", "death", "knockback"}) {
        CAPTURE(name);
        const gaitlab::SpriteAnimation anim = load(name);
        for (int d = 0; d < 3; ++d) {
            CAPTURE(d);
            const auto& a = anim.sheetFor(d).frames;
            const auto& b = anim.sheetFor(d + 3).frames;
            REQUIRE(a.size() == b.size());
            for (size_t i = 0; i < a.size(); ++i) {
                CHECK(a[i].next_x == -b[i].next_x);
                CHECK(a[i].next_y == -b[i].next_y);
            }
        }
        // E and W also mirror NE/SE and SW/NW across the vertical axis.
        const auto& ne = anim.sheetFor(0).frames;
        const auto& se = anim.sheetFor(2).frames;
        for (size_t i = 0; i < ne.size(); ++i) {
            CHECK(ne[i].next_x == se[i].next_x);
            CHECK(ne[i].next_y == -se[i].next_y);
        }
    }
}

TEST_CASE("planted feet of the action clips stay on one map point while the sprite shifts") {
    const nlohmann::json contacts = readJson(kHumanoid / "contacts.json");
    for (const char* name : {"attack", "hurt", "knockback"}) {
        CAPTURE(name);
        const gaitlab::SpriteAnimation anim = load(name);
        const auto& dirs = contacts.at("animations").at(name).at("dirs");
        for (int d = 0; d < 6; ++d) {
            CAPTURE(d);
            const std::vector<ipos> acc = accumOf(anim.sheetFor(d));
            REQUIRE(dirs.at(static_cast<size_t>(d)).size() == acc.size());
            for (const char* foot : {"left", "right"}) {
                CAPTURE(foot);
                for (size_t i = 1; i < acc.size(); ++i) {
                    const auto& prev = dirs.at(static_cast<size_t>(d)).at(i - 1).at(foot);
                    const auto& cur = dirs.at(static_cast<size_t>(d)).at(i).at(foot);
                    if (!prev.at("planted").get<bool>() || !cur.at("planted").get<bool>()) continue;
                    CHECK(prev.at("x").get<int>() + acc[i - 1].x == cur.at("x").get<int>() + acc[i].x);
                    CHECK(prev.at("y").get<int>() + acc[i - 1].y == cur.at("y").get<int>() + acc[i].y);
                }
            }
        }
    }
}

TEST_CASE("contacts.json lists the actions after the gaits with their frame counts") {
    const nlohmann::json contacts = readJson(kHumanoid / "contacts.json");
    std::vector<std::string> names;
    for (const auto& [name, anim] : contacts.at("animations").items()) names.push_back(name);
    // nlohmann::json sorts object keys, so compare the set and the file order separately.
    CHECK(names == std::vector<std::string>{"attack", "death", "hurt", "idle", "knockback", "run", "walk"});
    std::ifstream in(kHumanoid / "contacts.json");
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    size_t last = 0;
    for (const char* name : {"idle", "walk", "run", "attack", "hurt", "death", "knockback"}) {
        CAPTURE(name);
        const size_t at = text.find(std::string("\"") + name + "\": {\"fofrm\"");
        REQUIRE(at != std::string::npos);
        CHECK(at >= last);
        last = at;
    }
    for (const auto& [name, frames] :
         std::map<std::string, int>{{"attack", 6}, {"hurt", 4}, {"death", 8}, {"knockback", 6}}) {
        CHECK(contacts.at("animations").at(name).at("frames").get<int>() == frames);
        CHECK(contacts.at("animations").at(name).at("fofrm").get<std::string>() == name + ".fofrm");
    }
}

TEST_CASE("events.json names only existing frames of every animation") {
    const nlohmann::json events = readJson(kHumanoid / "events.json");
    CHECK(events.at("critter") == "humanoid");
    int animations = 0;
    for (const auto& [name, entry] : events.at("animations").items()) {
        CAPTURE(name);
        ++animations;
        const int count = load(name).sheetFor(0).frameCount();
        CHECK(entry.at("frames").get<int>() == count);
        for (const auto& [frame, names] : entry.at("events").items()) {
            CAPTURE(frame);
            const int f = std::stoi(frame);
            CHECK(f >= 0);
            CHECK(f < count);
            CHECK(std::to_string(f) == frame);
            CHECK(!names.empty());
        }
    }
    CHECK(animations == 7);
    CHECK(eventFrames(events, "attack", "hit") == std::set<int>{3});
    CHECK(eventFrames(events, "death", "thud") == std::set<int>{5});
    CHECK(eventFrames(events, "idle", "footstep").empty());
    CHECK(eventFrames(events, "death", "footstep").empty());
}

TEST_CASE("walk and run have two footsteps per cycle on the frames where a foot becomes planted") {
    const nlohmann::json events = readJson(kHumanoid / "events.json");
    const nlohmann::json contacts = readJson(kHumanoid / "contacts.json");
    for (const char* name : {"walk", "run"}) {
        CAPTURE(name);
        const std::set<int> steps = eventFrames(events, name, "footstep");
        CHECK(steps.size() == 2);
        for (int d = 0; d < 6; ++d) {
            CAPTURE(d);
            CHECK(footfalls(contacts.at("animations").at(name), d, true) == steps);
        }
    }
    // The walk's footfalls are half a cycle apart: right strike, then left strike four frames later. Frame 0
    // (phase 0, left mid-stance) never fires: the closing frame before it already has the left foot down.
    const std::set<int> walk = eventFrames(events, "walk", "footstep");
    REQUIRE(walk.size() == 2);
    CHECK(*walk.rbegin() - *walk.begin() == 4);
    // Walk: strikes at phase 0.5 - 0.3 and 1 - 0.3, i.e. frames 1.6 and 5.6 of 8 strides, first planted on
    // frames 2 and 6. Run: one planted pose per foot, phase 0.5 (frame 3) and 1 (the closing frame 6).
    CHECK(walk == std::set<int>{2, 6});
    CHECK(eventFrames(events, "run", "footstep") == std::set<int>{3, 6});
    for (const char* name : {"attack", "knockback"}) {
        CAPTURE(name);
        const std::set<int> steps = eventFrames(events, name, "footstep");
        for (int d = 0; d < 6; ++d) {
            CHECK(footfalls(contacts.at("animations").at(name), d, false) == steps);
        }
    }
    CHECK(eventFrames(events, "knockback", "footstep") == std::set<int>{2, 4});
}

TEST_CASE("death ends lying on the ground") {
    const char* dirs[6] = {"ne", "e", "se", "sw", "w", "nw"};
    for (const char* d : dirs) {
        CAPTURE(d);
        const int standing = opaqueHeight(kHumanoid / "death" / (std::string(d) + "_0.png"));
        const int lying = opaqueHeight(kHumanoid / "death" / (std::string(d) + "_7.png"));
        CHECK(standing >= 44);
        CHECK(lying <= 26);
    }
}

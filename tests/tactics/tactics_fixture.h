// A small tactics-sprite-data document the tests build and change: four cells on a 64x64 sheet, six frames plus
// their water copies (waterOffset 6, the same tiles 10 px lower), six sequences and six animations.
#pragma once

#include <nlohmann/json.hpp>

#include "engine/tactics/atlas_loader.h"

namespace gaitlab::tactics::fixture {

inline nlohmann::json document() {
    using nlohmann::json;
    json frames = json::array({
        json::array({{3, 0, 0}, {0, 2.5, -3}}),   // F0: cell 3 is the body (10x20)
        json::array({{3, 1, 0}, {1, 4, -5}}),     // F1
        json::array({{3, 2, 0}, {2, -3, 1}}),     // F2: cell 2 is 3 px wide
        json::array({{3, 3, 0}, {0, 7, 2}}),      // F3
        json::array({{3, 0, 0}, {0, 2, -4, 1}}),  // F4: idle, its hand tile reversed in place
        json::array({{1, 0, 0}}),                 // F5: idle
    });
    for (int f = 0; f < 6; ++f) {  // water copies F6-F11
        json copy = frames[static_cast<size_t>(f)];
        for (auto& tile : copy) {
            tile[2] = tile[2].get<double>() + 10;
        }
        frames.push_back(copy);
    }
    const json noEvents = json::array();
    return json{
        {"format", "tactics-sprite-data"},
        {"formatVersion", 1},
        {"version", "test"},
        {"notice", "Test data written for these tests."},
        {"sheet", {{"file", "test.png"}, {"width", 64}, {"height", 64}}},
        {"stage",
         {{"originColumn", 53}, {"stanceRow", 103}, {"stanceWidth", 32}, {"stanceHeight", 40}, {"ticksPerSecond", 60}}},
        {"waterOffset", 6},
        {"idleFrames", {4, 5, 5, 5, 5, 4, 4, 4}},
        {"cells", json::array({{{"id", 0}, {"x", 0}, {"y", 0}, {"w", 5}, {"h", 6}},
                               {{"id", 1}, {"x", 8}, {"y", 0}, {"w", 4}, {"h", 4}},
                               {{"id", 2}, {"x", 16}, {"y", 0}, {"w", 3}, {"h", 2}},
                               {{"id", 3}, {"x", 0}, {"y", 10}, {"w", 10}, {"h", 20}}})},
        {"frames", frames},
        {"sequences", json::array({
                          {{"seq", 0},
                           {"raw", 10},
                           {"name", "Walk Fwd"},
                           {"loop", true},
                           {"frames", {0, 1, 2, 3}},
                           {"ticks", {2, 2, 2, 2}},
                           {"fb", {0, 2, 4, 6}},
                           {"du", {0, -1, -1, 0}},
                           {"events", noEvents}},
                          {{"seq", 1},
                           {"raw", 11},
                           {"name", "Walk Bwd"},
                           {"loop", true},
                           {"frames", {3, 2, 1, 0}},
                           {"ticks", {2, 2, 2, 2}},
                           {"fb", {0, 2, 4, 6}},
                           {"du", {0, -1, -1, 0}},
                           {"events", noEvents}},
                          {{"seq", 2},
                           {"raw", 12},
                           {"name", "Sound"},
                           {"loop", true},
                           {"frames", {0, 1}},
                           {"ticks", {5, 5}},
                           {"events", json::array({json::array({8, "PlaySound"})})}},
                          {{"seq", 3},
                           {"raw", 13},
                           {"name", "Attack Fwd"},
                           {"loop", false},
                           {"frames", {0, 1, 2}},
                           {"ticks", {2, 2, 0}},
                           {"events", json::array({json::array({4, "PostGenericAttack"})})}},
                          {{"seq", 4},
                           {"raw", 14},
                           {"name", "Attack Bwd"},
                           {"loop", false},
                           {"frames", {1, 2}},
                           {"ticks", {3, 0}},
                           {"events", json::array({json::array({0, "PlaySound"})})}},
                          {{"seq", 5},
                           {"raw", 15},
                           {"name", "Still"},
                           {"loop", true},
                           {"frames", {0, 5}},
                           {"ticks", {0, 0}},
                           {"events", noEvents}},
                      })},
        {"animations", json::array({
                           {{"name", "Walk"},
                            {"category", "Walk"},
                            {"front", 0},
                            {"back", 1},
                            {"loop", true},
                            {"hitTick", nullptr},
                            {"water", false},
                            {"mode", "walk"}},
                           {{"name", "Walk Once"},
                            {"category", "Walk"},
                            {"front", 0},
                            {"back", 1},
                            {"loop", false},
                            {"hitTick", nullptr},
                            {"water", false}},
                           {{"name", "Sound"},
                            {"category", "Test"},
                            {"front", 2},
                            {"back", 2},
                            {"loop", true},
                            {"hitTick", nullptr},
                            {"water", false}},
                           {{"name", "Attack"},
                            {"category", "Swing"},
                            {"front", 3},
                            {"back", 4},
                            {"loop", false},
                            {"hitTick", 4},
                            {"water", false}},
                           {{"name", "Nulled Walk"},
                            {"category", "Walk"},
                            {"front", 0},
                            {"back", 1},
                            {"loop", true},
                            {"hitTick", nullptr},
                            {"water", true}},
                           {{"name", "Still"},
                            {"category", "Test"},
                            {"front", 5},
                            {"back", 5},
                            {"loop", true},
                            {"hitTick", nullptr},
                            {"water", false}},
                       })},
        {"hands", {{"0", {1, 2, 30}}, {"3", {4, 5, 90}}}},
        {"holds", {{"Attack", {{"item", "sword"}, {"front", "last"}, {"back", "first"}}}}},
        {"heldItemScale", 4.5},
    };
}

inline Atlas atlas() { return createAtlas(document(), "units.json"); }

}  // namespace gaitlab::tactics::fixture

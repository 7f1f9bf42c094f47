// Duplicate JSON keys in the project's own data formats (DECISIONS "JSON input"): an error at the key's JSON path,
// through each format's own reader.
#include <doctest/doctest.h>

#include <exception>
#include <string>

#include "engine/anim/state_machine_def.h"
#include "engine/base/json_reader.h"
#include "engine/gait/contact_sidecar.h"
#include "engine/hex/hex_map.h"
#include "engine/tactics/atlas_loader.h"

using namespace gaitlab;

TEST_CASE("duplicate keys: a map, a state machine, a contact sidecar and tactics data refuse a duplicate key") {
    const auto pathOf = [](auto&& parse) -> std::string {
        try {
            parse();
        } catch (const JsonError& e) {
            return e.json_path;
        } catch (const std::exception& e) {
            return std::string("other: ") + e.what();
        }
        return "read";
    };
    CHECK(pathOf([] { (void)parseHexMap(R"({"width": 4, "width": 8, "height": 4})", "m.json"); }) == "/width");
    CHECK(pathOf([] {
              (void)anim::parseStateMachineDef(R"({"initial": "idle", "initial": "walk", "states": []})", "s.json");
          }) == "/initial");
    CHECK(pathOf([] { (void)parseContactSidecar(R"({"version": 1, "version": 1})", "c.json"); }) == "/version");
    CHECK(pathOf([] { (void)tactics::parseAtlas(R"({"image": {}, "image": {}})", "t.json"); }) == "/image");
}

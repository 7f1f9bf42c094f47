// The one JSON reader's bounds (engine/base/json_reader.h, DECISIONS "JSON input"): nesting past kMaxJsonDepth is refused
// as it opens, naming the file and the JSON path, and a key given twice in one object is a warning naming the
// key's path and the value kept.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/base/json_reader.h"
#include "engine/formats/strip_reader.h"

using namespace gaitlab;
using nlohmann::json;

namespace {

// `levels` arrays, one inside the other: "[[...]]".
std::string nestedArrays(std::size_t levels) { return std::string(levels, '[') + std::string(levels, ']'); }

// "/0" repeated `levels` times: the path of the array opened inside `levels` arrays.
std::string firstElementPath(std::size_t levels) {
    std::string path;
    for (std::size_t i = 0; i < levels; ++i) path += "/0";
    return path;
}

}  // namespace

TEST_CASE("json bounds: 128 nested arrays parse, 129 are refused at the path of the one that opens too deep") {
    REQUIRE(kMaxJsonDepth == 128);
    const json ok = parseJson(nestedArrays(128), "deep.json");
    // Walk down the 128 levels: each array holds the next, the innermost is empty.
    const json* v = &ok;
    for (int i = 1; i < 128; ++i) {
        REQUIRE(v->is_array());
        REQUIRE(v->size() == 1);
        v = &(*v)[0];
    }
    CHECK(v->is_array());
    CHECK(v->empty());

    try {
        (void)parseJson(nestedArrays(129), "deep.json");
        FAIL("129 levels were accepted");
    } catch (const JsonError& e) {
        // The 129th array is element 0 of the 128th: 128 times "/0".
        CHECK(e.file == "deep.json");
        CHECK(e.json_path == firstElementPath(128));
        CHECK(std::string(e.what()) == "deep.json: " + firstElementPath(128) +
                                           ": expected arrays and objects nested at most 128 deep, got one more level");
    }
}

TEST_CASE("json bounds: nesting in objects and arrays mixed names keys and indices in the path") {
    // {"a": [1, {"b": [[ ... ]]}]}: the second element of /a is an object whose b holds 126 more levels.
    // Levels: the root object 1, /a 2, /a/1 3, /a/1/b 4 .. ; 125 arrays in b make 128, 126 make 129.
    const std::string ok = R"({"a": [1, {"b": )" + nestedArrays(125) + "}]}";
    CHECK_NOTHROW((void)parseJson(ok, "mixed.json"));
    const std::string deep = R"({"a": [1, {"b": )" + nestedArrays(126) + "}]}";
    try {
        (void)parseJson(deep, "mixed.json");
        FAIL("129 levels were accepted");
    } catch (const JsonError& e) {
        // The array that opens at level 129 is element 0 of the 125th array in b.
        CHECK(e.json_path == "/a/1/b" + firstElementPath(125));
    }
}

TEST_CASE("json bounds: a 32 MiB text of open brackets is refused at level 129 like a short one") {
    const std::string text(std::size_t{32} << 20, '[');
    try {
        (void)parseJson(text, "huge.json");
        FAIL("accepted");
    } catch (const JsonError& e) {
        CHECK(e.json_path == firstElementPath(128));
    }
    // Telling kinds apart by content uses the same bound and never throws.
    CHECK(parseJsonOrDiscarded(text).is_discarded());
    CHECK(parseJsonOrDiscarded(nestedArrays(128)).is_array());
}

TEST_CASE("json bounds: a duplicate key keeps the last value and warns with its path and that value") {
    std::vector<ErrorRecord> warnings;
    const json doc = parseJson(R"({"seconds": 1, "name": "x", "seconds": 2000})", "s.json", &warnings);
    CHECK(doc.at("seconds") == 2000);
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0].severity == Severity::Warning);
    CHECK(warnings[0].file == "s.json");
    CHECK(warnings[0].json_path == "/seconds");
    CHECK(warnings[0].message ==
          "s.json: /seconds: the key appears 2 times in the object; the last value is used: 2000");
}

TEST_CASE("json bounds: duplicates inside nested objects are named by their full path, each key once") {
    std::vector<ErrorRecord> warnings;
    const json doc = parseJson(R"({"steps": [{"at_ms": 0}, {"k": 1, "k": 2, "j": true, "k": "three", "j": false}],
      "a/b": {"x": 1, "x": [1, 2]}})",
                               "n.json", &warnings);
    CHECK(doc["steps"][1]["k"] == "three");
    CHECK(doc["a/b"]["x"] == json::array({1, 2}));
    // In order of the objects' ends: /steps/1 closes before /a~1b; in one object, by first appearance.
    REQUIRE(warnings.size() == 3);
    CHECK(warnings[0].message ==
          "n.json: /steps/1/k: the key appears 3 times in the object; the last value is used: \"three\"");
    CHECK(warnings[1].message ==
          "n.json: /steps/1/j: the key appears 2 times in the object; the last value is used: false");
    CHECK(warnings[2].message ==
          "n.json: /a~1b/x: the key appears 2 times in the object; the last value is used: [1,2]");
}

TEST_CASE("json bounds: without a warnings list a duplicate key is an error at its JSON path") {
    try {
        (void)parseJson(R"({"a": {"k": 1, "k": 2}})", "q.json");
        FAIL("a duplicate key was read");
    } catch (const JsonError& e) {
        CHECK(e.json_path == "/a/k");
        CHECK(std::string(e.what()) ==
              "q.json: /a/k: expected each key once in an object, got \"k\" 2 times (which value is meant is unknown)");
    }
    std::vector<ErrorRecord> warnings;
    (void)parseJson(R"({"k": 1, "l": {"k": 2}})", "q.json", &warnings);
    CHECK(warnings.empty());                                          // the same key in two objects is no duplicate
    (void)parseJson(R"({"k": 1, "l": {"k": 2}})", "q.json");          // nor an error
    CHECK(parseJsonOrDiscarded(R"({"k": 1, "k": 2})").at("k") == 2);  // telling kinds apart reads it
}

TEST_CASE("json bounds: a strip sidecar's duplicate key reaches the sprite's warnings") {
    const AtlasLookup atlas{[](const std::string&) { return ipos(80, 10); }, [](const std::string&) { return true; }};
    const SpriteAnimation anim =
        parseStripSidecar(R"({"image": "w.png", "columns": 4, "columns": 8})", "art/w.strip.json", atlas);
    REQUIRE(anim.dirs.size() == 1);
    CHECK(anim.dirs[0].frames.size() == 8);  // the last columns value: 8 cells of 10x10
    REQUIRE_FALSE(anim.warnings.empty());
    CHECK(anim.warnings[0].json_path == "/columns");
    CHECK(anim.warnings[0].message ==
          "art/w.strip.json: /columns: the key appears 2 times in the object; the last value is used: 8");
}

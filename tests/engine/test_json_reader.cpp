// The shared JSON reading helper (engine/base/json_reader.h): syntax errors with their line, typed getters naming the
// file and the JSON path, the unknown-key check, and a map whose width has the wrong type.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include "engine/base/json_reader.h"
#include "engine/hex/hex_map.h"

using namespace gaitlab;
using nlohmann::json;

namespace {

// The message of the JsonError `f` throws; "no error" when it returns.
template <typename F>
std::string errorOf(F f) {
    try {
        f();
    } catch (const JsonError& e) {
        return e.what();
    }
    return "no error";
}

struct OtherError : JsonError {
    using JsonError::JsonError;
};

[[noreturn]] void raiseOther(const std::string& file, const std::string& path, const std::string& expected) {
    throw OtherError(file, path, expected);
}

}  // namespace

TEST_CASE("json reader: a syntax error names the file and the line, without the parser's exception prefix") {
    try {
        (void)parseJson("{\n  \"a\": 1,\n  \"b\": ,\n}", "doc.json");
        FAIL("no JsonError");
    } catch (const JsonError& e) {
        CHECK(e.file == "doc.json");
        CHECK(e.line == 3);
        CHECK(e.json_path == "/");
        const std::string what = e.what();
        CHECK(what.rfind("doc.json:3: expected valid JSON (parse error at line 3, column 8: ", 0) == 0);
        CHECK(what.find("[json.exception") == std::string::npos);
    }
    CHECK(errorOf([] {
              (void)parseJson("[1e400]", "big.json");
          }).rfind("big.json: /: expected valid JSON (number overflow parsing '1e400')", 0) == 0);
    CHECK(errorOf([] { (void)readJsonFile("/nonexistent/doc.json", "test document"); }) ==
          "/nonexistent/doc.json: /: expected a readable test document (the file does not exist)");
}

TEST_CASE("json reader: paths are JSON Pointers with escaped keys") {
    CHECK(jsonChild("", "a") == "/a");
    CHECK(jsonChild("/a", std::size_t{3}) == "/a/3");
    CHECK(jsonChild("/tags", "a/b~c") == "/tags/a~1b~0c");
}

TEST_CASE("json reader: a wrong type names the type, a wrong value the value") {
    const JsonReader r("doc.json");
    const json doc = json::parse(R"({"n": "3", "big": 18446744073709551615, "neg": -2, "flag": 1, "list": {},
                                     "name": "", "x": 2.5, "inf": 1e308})");
    CHECK(errorOf([&] { (void)r.integer(doc["n"], "/n", 0, 10, "a count in [0, 10]"); }) ==
          "doc.json: /n: expected a count in [0, 10], got string");
    // An unsigned value above INT64_MAX is out of range, never wrapped into a negative number.
    CHECK(errorOf([&] { (void)r.integer(doc["big"], "/big", -5, 10, "a count in [-5, 10]"); }) ==
          "doc.json: /big: expected a count in [-5, 10], got 18446744073709551615");
    CHECK(errorOf([&] { (void)r.integer(doc["neg"], "/neg", 0, 10, "a count in [0, 10]"); }) ==
          "doc.json: /neg: expected a count in [0, 10], got -2");
    CHECK(errorOf([&] { (void)r.boolean(doc["flag"], "/flag", "true or false"); }) ==
          "doc.json: /flag: expected true or false, got 1");
    CHECK(errorOf([&] { (void)r.array(doc["list"], "/list", "an array of names"); }) ==
          "doc.json: /list: expected an array of names, got object");
    CHECK(errorOf([&] { (void)r.nonEmptyString(doc["name"], "/name", "a name"); }) ==
          "doc.json: /name: expected a name, got an empty string");
    CHECK(errorOf([&] { (void)r.string(doc["x"], "/x", "a label"); }) == "doc.json: /x: expected a label, got number");
    CHECK(errorOf([&] { (void)r.number(doc["x"], "/x", "a share in [0, 1]", 0.0, 1.0); }) ==
          "doc.json: /x: expected a share in [0, 1], got 2.5");
    CHECK(r.number(doc["inf"], "/inf", "a number") == 1e308);
    CHECK(r.integer(doc["neg"], "/neg", -2, 0, "a small negative number") == -2);
}

TEST_CASE("json reader: missing and unknown keys") {
    const JsonReader r("doc.json");
    const json doc = json::parse(R"({"name": "a", "nmae": "b"})");
    CHECK(errorOf([&] {
              r.onlyKeys(doc, "", {"name", "size"});
          }) == "doc.json: /nmae: expected a known key (one of name, size)");
    CHECK(errorOf([&] { (void)r.require(doc, "", "size", "a size"); }) ==
          "doc.json: /size: expected a size (the key is missing)");
    CHECK(r.find(doc, "size") == nullptr);
    CHECK(r.find(json::array(), "size") == nullptr);
    CHECK(r.require(doc, "", "name", "a name") == "a");
}

TEST_CASE("json reader: a reader's own error type") {
    const JsonReader r("doc.json", &raiseOther);
    CHECK_THROWS_AS(r.fail("/a", "something"), OtherError);
    try {
        r.fail("", "a document");
    } catch (const OtherError& e) {
        CHECK(e.json_path == "/");
        CHECK(std::string(e.what()) == "doc.json: /: expected a document");
    }
}

TEST_CASE("json reader: a map with a string width") {
    const std::string map = R"({"name": "m", "width": "4", "height": 1, "tiles": ["grass"], "rows": ["0"],
                                "blocked": []})";
    CHECK(errorOf([&] { (void)parseHexMap(map, "maps/m.json"); }) ==
          "maps/m.json: /width: expected an integer in 1..4096, got string");
}

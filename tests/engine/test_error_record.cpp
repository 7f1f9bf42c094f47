// The one error record (engine/base/error_record.h): a reader's FormatError or JsonError keeps its file and position, a
// library's exception is named after the file it came from, and the registry holds the current error per key so a
// fixed file's error goes away.
#include <doctest/doctest.h>

#include <stdexcept>

#include "engine/base/error_record.h"
#include "engine/base/format_error.h"
#include "engine/base/json_reader.h"

using namespace gaitlab;

TEST_CASE("a reader's error keeps its file, line, byte offset and JSON path") {
    const ErrorRecord text = errorRecordOf(FormatError("walk.fofrm", 12, "an integer after 'fps ='"), "other");
    CHECK(text.file == "walk.fofrm");
    CHECK(text.line == 12);
    CHECK(text.offset == -1);
    CHECK(text.message == "walk.fofrm:12: an integer after 'fps ='");

    const ErrorRecord binary = errorRecordOf(FormatError("rat.frm", 0, "truncated header", 88), "");
    CHECK(binary.offset == 88);
    CHECK(binary.message == "rat.frm (byte 88): truncated header");

    const ErrorRecord json = errorRecordOf(JsonError("humanoid.states.json", "/states/3/priority", "an integer"), "");
    CHECK(json.file == "humanoid.states.json");
    CHECK(json.json_path == "/states/3/priority");
    CHECK(json.message == "humanoid.states.json: /states/3/priority: expected an integer");
}

TEST_CASE("another exception is named after the file it came from, once") {
    const ErrorRecord raw = errorRecordOf(std::runtime_error("bad_alloc"), "maps/demo.json");
    CHECK(raw.file == "maps/demo.json");
    CHECK(raw.message == "maps/demo.json: bad_alloc");
    const ErrorRecord named = errorRecordOf(std::runtime_error("maps/demo.json: cannot open"), "maps/demo.json");
    CHECK(named.message == "maps/demo.json: cannot open");
}

TEST_CASE("the registry keeps the current error of each key and reports changes once") {
    ErrorRegistry registry;
    CHECK(registry.empty());
    CHECK(registry.set("b.png", errorRecord("b.png", "b.png: cannot decode")));
    CHECK_FALSE(registry.set("b.png", errorRecord("b.png", "b.png: cannot decode")));  // same: not logged again
    CHECK(registry.set("a.fofrm", errorRecord("a.fofrm", "a.fofrm:3: expected a number")));
    CHECK(registry.set("b.png", errorRecord("b.png", "b.png: truncated")));  // changed
    REQUIRE(registry.records().size() == 2);
    CHECK(registry.records()[0].message == "a.fofrm:3: expected a number");  // key order
    CHECK(registry.records()[1].message == "b.png: truncated");
    REQUIRE(registry.find("b.png") != nullptr);
    CHECK(registry.clear("b.png"));
    CHECK_FALSE(registry.clear("b.png"));
    CHECK(registry.find("b.png") == nullptr);
    REQUIRE(registry.records().size() == 1);
}

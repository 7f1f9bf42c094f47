// An option that takes a value, followed by another option or by nothing, is refused with a message naming it;
// CLI11 alone would take the next option as the value (`--pace --out o` paced "--out" and made "o" a file).
#include <doctest/doctest.h>

#include <sstream>
#include <string>

#include "app/cli.h"

namespace {

std::string errorOf(const std::vector<std::string>& args, int& status) {
    std::ostringstream out, err;
    status = gaitlab::runCli(args, out, err);
    return err.str();
}

}  // namespace

TEST_CASE("an option without its value is refused and named") {
    int status = 0;
    CHECK(errorOf({"accept", "--pace", "--out", "o"}, status) ==
          "gaitlab: --pace: expected a value, got the option --out\n");
    CHECK(status == 2);
    CHECK(errorOf({"render", "--scenario", "default", "--out"}, status) ==
          "gaitlab: --out: expected a value, got nothing\n");
    CHECK(status == 2);
    CHECK(errorOf({"--zoom", "--size", "640x360"}, status) ==
          "gaitlab: --zoom: expected a value, got the option --size\n");
    // A value that starts with a minus sign is a value, and --name=value is whole.
    CHECK(errorOf({"render", "--camera", "-5,3", "--help"}, status).find("expected a value") == std::string::npos);
    CHECK(errorOf({"accept", "--pace=natural", "--help"}, status).find("expected a value") == std::string::npos);
}

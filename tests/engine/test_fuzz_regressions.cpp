// Inputs that once crashed, hung or overran a reader under the fuzzers (tests/fuzz/regressions/<reader>/).
// Each is fed to its reader the way its fuzz target feeds it and must end in a clean exception.
#include <doctest/doctest.h>

#include <cstdint>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "engine/formats/frm_reader.h"
#include "engine/formats/sprite_resource.h"
#include "engine/hex/hex_map.h"
#include "tests/fuzz/fofrm_sandbox.h"

using namespace gaitlab;

namespace {

const std::filesystem::path kRegressions = std::filesystem::path(GAITLAB_TEST_DATA) / ".." / "fuzz" / "regressions";

std::vector<std::filesystem::path> regressionFiles(const std::string& reader) {
    std::vector<std::filesystem::path> files;
    const std::filesystem::path dir = kRegressions / reader;
    if (std::filesystem::is_directory(dir)) {
        for (const auto& entry : std::filesystem::directory_iterator(dir)) {
            if (entry.is_regular_file() && entry.path().filename().string().front() != '.') {
                files.push_back(entry.path());
            }
        }
    }
    return files;
}

std::string readAll(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    REQUIRE(in);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::vector<uint8_t> bytesOf(const std::string& text) { return {text.begin(), text.end()}; }

}  // namespace

TEST_CASE("Fuzz regressions: FOFRM inputs end in an exception") {
    fuzz::FofrmSandbox sandbox;
    for (const auto& file : regressionFiles("fofrm")) {
        CAPTURE(file.string());
        const std::string text = readAll(file);
        CHECK_THROWS_AS((void)sandbox.parse(text), std::exception);
    }
}

TEST_CASE("Fuzz regressions: FRM inputs end in an exception as FRM and as every FRx direction") {
    for (const auto& file : regressionFiles("frm")) {
        CAPTURE(file.string());
        const std::vector<uint8_t> bytes = bytesOf(readAll(file));
        CHECK_THROWS_AS((void)parseFrm(bytes, "fuzz.frm", defaultPalette()), std::exception);
        for (int d = 0; d < 6; ++d) {
            int fps = 0;
            CHECK_THROWS_AS((void)parseFrxDirection(bytes, "fuzz.fr" + std::to_string(d), d, defaultPalette(), fps),
                            std::exception);
        }
    }
}

TEST_CASE("Fuzz regressions: sprite resource inputs end in an exception") {
    for (const auto& file : regressionFiles("sprite_resource")) {
        CAPTURE(file.string());
        const std::vector<uint8_t> bytes = bytesOf(readAll(file));
        CHECK_THROWS_AS((void)parseSpriteResource(bytes, "fuzz.frm"), std::exception);
    }
}

TEST_CASE("Fuzz regressions: hex map inputs end in an exception") {
    for (const auto& file : regressionFiles("hex_map")) {
        CAPTURE(file.string());
        CHECK_THROWS_AS((void)parseHexMap(readAll(file), "fuzz.json"), std::exception);
    }
}

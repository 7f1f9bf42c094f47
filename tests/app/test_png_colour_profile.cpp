// A PNG with an embedded colour profile (iCCP chunk) that libpng finds fault with: gaitlab decodes it with the
// pixels as stored, libpng prints nothing to stderr, and the file gets one warning saying so (app/files/image_file.h, D25).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <string>
#include <vector>

#include <SDL_image.h>
#include <unistd.h>
#include <zlib.h>

#include "app/assets/asset_library.h"
#include "app/files/image_file.h"
#include "temp_assets.h"

using namespace gaitlab;

namespace {

namespace fs = std::filesystem;
using Bytes = std::vector<uint8_t>;

void putU32(Bytes& b, uint32_t v) {
    for (int s = 24; s >= 0; s -= 8) b.push_back(static_cast<uint8_t>((v >> s) & 0xFF));
}

// A PNG chunk: length, type, data, CRC32 over type and data.
Bytes chunkBytes(const char* type, const Bytes& data) {
    Bytes body(type, type + 4);
    body.insert(body.end(), data.begin(), data.end());
    Bytes out;
    putU32(out, static_cast<uint32_t>(data.size()));
    out.insert(out.end(), body.begin(), body.end());
    putU32(out, static_cast<uint32_t>(crc32(0L, body.data(), static_cast<uInt>(body.size()))));
    return out;
}

// A 2x1 PNG (red, half-transparent blue) with an iCCP chunk after IHDR whose profile is 64 bytes of nonsense
// (correctly compressed, so libpng reads it and then complains about its header).
const Rgba8 kLeft{255, 0, 0, 255};
const Rgba8 kRight{0, 0, 255, 128};
void writeProfiledPng(const fs::path& path) {
    RgbaImage image(2, 1);
    image.set(0, 0, kLeft);
    image.set(1, 0, kRight);
    writePngFile(image, path);
    std::ifstream in(path, std::ios::binary);
    Bytes png((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    in.close();
    Bytes profile(64, 0x5A);
    Bytes compressed(compressBound(static_cast<uLong>(profile.size())));
    uLongf size = static_cast<uLongf>(compressed.size());
    REQUIRE(compress(compressed.data(), &size, profile.data(), static_cast<uLong>(profile.size())) == Z_OK);
    compressed.resize(size);
    Bytes data{'b', 'a', 'd', ' ', 'p', 'r', 'o', 'f', 'i', 'l', 'e', 0, 0};  // name, NUL, compression method 0
    data.insert(data.end(), compressed.begin(), compressed.end());
    const Bytes iccp = chunkBytes("iCCP", data);
    REQUIRE(std::equal(png.begin() + 12, png.begin() + 16, "IHDR"));
    png.insert(png.begin() + 33, iccp.begin(), iccp.end());  // signature 8 + IHDR chunk 25
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(png.data()), static_cast<std::streamsize>(png.size()));
}

// What `fn` writes to the process's stderr (file descriptor 2, where libpng prints).
std::string stderrOf(const std::function<void()>& fn) {
    const fs::path capture = fs::temp_directory_path() / ("gaitlab_stderr_" + std::to_string(getpid()));
    std::fflush(stderr);
    const int saved = dup(2);
    FILE* file = std::fopen(capture.c_str(), "w");
    REQUIRE(file != nullptr);
    dup2(fileno(file), 2);
    fn();
    std::fflush(stderr);
    dup2(saved, 2);
    close(saved);
    std::fclose(file);
    std::ifstream in(capture);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    fs::remove(capture);
    return text;
}

}  // namespace

TEST_CASE("a PNG with a faulty colour profile decodes as stored, quietly, with one warning") {
    const testing::TempAssetFolder folder;
    const fs::path png = folder.dir / "profiled.png";
    writeProfiledPng(png);
    // The fixture is one libpng complains about when left to itself.
    const std::string noise = stderrOf([&] {
        SDL_Surface* surface = IMG_Load(png.c_str());
        if (surface != nullptr) SDL_FreeSurface(surface);
    });
    CHECK(noise.find("iCCP") != std::string::npos);

    RgbaImage image;
    std::string warning;
    std::string error;
    CHECK(stderrOf([&] { error = loadPng(png.string(), image, &warning); }).empty());
    CHECK(error.empty());
    REQUIRE(image.width == 2);
    REQUIRE(image.height == 1);
    CHECK(image.at(0, 0) == kLeft);
    CHECK(image.at(1, 0) == kRight);
    CHECK(warning == png.string() + ": colour profile ignored: pixels used as stored (iCCP chunk 'bad profile')");
}

TEST_CASE("a FOFRM whose frames share a PNG with a colour profile gets the warning once, in the asset warnings") {
    const testing::TempAssetFolder folder;
    const fs::path png = folder.dir / "profiled.png";
    writeProfiledPng(png);
    testing::writeText(folder.dir / "walk.fofrm",
                       "fps = 10\ncount = 3\nfrm_0 = profiled.png\nfrm_1 = profiled.png\nfrm_2 = profiled.png\n");
    AssetLibrary assets(folder.dir.string());
    REQUIRE(assets.loadAll());
    CHECK(assets.warnings().empty());
    int index = -1;
    CHECK(stderrOf([&] { index = assets.openFile((folder.dir / "walk.fofrm").string()); }).empty());
    CHECK(assets.openedFiles()[static_cast<std::size_t>(index)].error.empty());
    // The other warning of an opened file says where its footsteps come from (DECISIONS "Footsteps of any art").
    std::vector<ErrorRecord> warnings;
    for (const ErrorRecord& w : assets.warnings())
        if (w.message.find("footstep") == std::string::npos) warnings.push_back(w);
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0].isWarning());
    CHECK(warnings[0].file == png.string());
    CHECK(warnings[0].message ==
          png.string() + ": colour profile ignored: pixels used as stored (iCCP chunk 'bad profile')");
}

TEST_CASE("a PNG without a colour profile gives no warning") {
    const testing::TempAssetFolder folder;
    const fs::path png = folder.dir / "plain.png";
    RgbaImage image(1, 1);
    image.set(0, 0, kLeft);
    writePngFile(image, png);
    RgbaImage read;
    std::string warning = "unset";
    CHECK(loadPng(png.string(), read, &warning).empty());
    CHECK(warning.empty());
    CHECK(read.at(0, 0) == kLeft);
}

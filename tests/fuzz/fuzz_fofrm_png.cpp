// libFuzzer target for a FOFRM that references PNG frames, decoded as the program decodes them
// (app/files/image_file.h: the header check, then SDL2_image). The input is split: its first byte times 4 is the length
// of the FOFRM text that follows (at most 1020 bytes); the rest is the PNG the text may reference as `a.png`.
// Both are written into the sandbox of fuzz_fofrm, so nested references work as there.
// Images above kFuzzDecodePixels are sized from their header but not decoded: a 16 KiB input can describe an
// interlaced 4096x4096 image (the reader's limit, kMaxImagePixels), whose decode takes seconds in this
// unoptimised build and trips libFuzzer's timeout on a slow machine without exercising any new reader code.
// The limit itself is tested in tests/app/test_png_limits.cpp.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <set>
#include <string>
#include <string_view>

#include "app/files/image_file.h"
#include "tests/fuzz/fofrm_sandbox.h"

namespace {
constexpr double kFuzzDecodePixels = 1 << 20;  // a double: sides up to 2^32 - 1 multiply without overflow
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static gaitlab::fuzz::FofrmSandbox sandbox;
    if (size == 0) return 0;
    const size_t text_size = std::min<size_t>(size_t{data[0]} * 4, size - 1);
    const std::string_view text(reinterpret_cast<const char*>(data + 1), text_size);
    sandbox.writePng(std::string_view(reinterpret_cast<const char*>(data + 1 + text_size), size - 1 - text_size));
    try {
        const gaitlab::SpriteAnimation anim = sandbox.parse(text);
        std::set<std::string> decoded;  // each file once, as the asset library decodes them
        for (const gaitlab::SpriteSheet& sheet : anim.dirs) {
            for (const gaitlab::SpriteFrame& frame : sheet.frames) {
                if (frame.image.empty() || !decoded.insert(frame.image).second) continue;
                int64_t width = 0;
                int64_t height = 0;
                if (gaitlab::readPngSize(frame.image, width, height).empty() &&
                    static_cast<double>(width) * static_cast<double>(height) > kFuzzDecodePixels) {
                    continue;
                }
                gaitlab::RgbaImage image;
                (void)gaitlab::loadPng(frame.image, image);
            }
        }
    } catch (const std::exception&) {
    }
    return 0;
}

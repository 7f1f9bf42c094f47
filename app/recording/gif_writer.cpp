#include "app/recording/gif_writer.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>

#include <gif_lib.h>

#include "app/recording/gif_palette.h"

namespace gaitlab {

namespace {

/// One image block: the changed rectangle of a frame in palette indices, and its time.
struct GifBlock {
    int left = 0, top = 0, width = 0, height = 0;
    std::vector<GifByteType> indices;  ///< width * height
    long long start_ms = 0;
    long long end_ms = 0;
    bool transparent = false;  ///< unchanged pixels hold the transparent index
};

int writeToVector(GifFileType* gif, const GifByteType* data, int length) {
    auto* out = static_cast<std::vector<uint8_t>*>(gif->UserData);
    out->insert(out->end(), data, data + length);
    return length;
}

void check(int status, GifFileType* gif, const char* what) {
    if (status == GIF_OK) return;
    throw std::runtime_error(std::string("GIF: ") + what + " failed (giflib: " +
                             (GifErrorString(gif->Error) ? GifErrorString(gif->Error) : "unknown error") + ")");
}

/// The frames in palette indices, each after the first cut to what changed and identical ones merged, handed to
/// `put` one at a time: a block is held until the next frame shows whether it lasts longer.
void forEachGifBlock(const FrameSequence& frames, GifPalette& palette, GifByteType transparent,
                     const std::function<void(const GifBlock&)>& put) {
    const int w = frames.width(0);
    const int h = frames.height(0);
    std::optional<GifBlock> pending;
    std::vector<GifByteType> previous, now(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
    long long t = 0;
    RgbaImage scratch;
    for (std::size_t f = 0; f < frames.size(); ++f) {
        const std::vector<uint8_t>& px = frames.image(f, scratch).pixels;
        for (std::size_t i = 0; i < now.size(); ++i)
            now[i] = palette.indexOf(Rgba8{px[i * 4], px[i * 4 + 1], px[i * 4 + 2], 255});
        int x0 = 0, y0 = 0, x1 = w, y1 = h;  // the changed rectangle [x0, x1) x [y0, y1)
        if (!previous.empty()) {
            x0 = w, y0 = h, x1 = 0, y1 = 0;
            for (int y = 0; y < h; ++y)
                for (int x = 0; x < w; ++x) {
                    const std::size_t i = static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + x;
                    if (now[i] == previous[i]) continue;
                    x0 = std::min(x0, x);
                    y0 = std::min(y0, y);
                    x1 = std::max(x1, x + 1);
                    y1 = std::max(y1, y + 1);
                }
        }
        const long long end = t + frames.durationMs(f);
        if (x0 >= x1) {  // nothing changed: the block before shows longer
            pending->end_ms = end;
        } else {
            GifBlock block{x0, y0, x1 - x0, y1 - y0, {}, t, end};
            block.indices.reserve(static_cast<std::size_t>(block.width) * static_cast<std::size_t>(block.height));
            // Inside the rectangle unchanged pixels become the transparent index (the frame before shows through) when
            // they are most of it: long runs of one index compress to little, while a few scattered among changed
            // ones (a scrolling ground) would only break the runs of the real colours.
            std::size_t unchanged = 0;
            if (!previous.empty())
                for (int y = y0; y < y1; ++y)
                    for (int x = x0; x < x1; ++x) {
                        const std::size_t i = static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + x;
                        unchanged += now[i] == previous[i] ? 1 : 0;
                    }
            block.transparent = unchanged * 4 > static_cast<std::size_t>(block.width) * block.height * 3;
            for (int y = y0; y < y1; ++y)
                for (int x = x0; x < x1; ++x) {
                    const std::size_t i = static_cast<std::size_t>(y) * static_cast<std::size_t>(w) + x;
                    block.indices.push_back(block.transparent && now[i] == previous[i] ? transparent : now[i]);
                }
            if (pending) put(*pending);
            pending = std::move(block);
        }
        t = end;
        previous.swap(now);
        now.resize(previous.size());
    }
    if (pending) put(*pending);
}

int centiseconds(long long ms) { return static_cast<int>(std::llround(static_cast<double>(ms) / 10.0)); }

}  // namespace

GifFile encodeGif(const std::vector<AnimationFrame>& frames, const std::vector<Rgba8>& keep) {
    if (std::string problem = animationProblem(frames); !problem.empty()) throw std::invalid_argument(problem);
    return encodeGif(FrameList(frames), keep);
}

GifFile encodeGif(const FrameSequence& frames, const std::vector<Rgba8>& keep) {
    if (std::string problem = animationProblem(frames); !problem.empty()) throw std::invalid_argument(problem);
    GifPalette palette = chooseGifPalette(frames, keep);
    const auto transparent = static_cast<GifByteType>(palette.colours.size());  // the free entry after the last

    GifFile out;
    out.colours = static_cast<int>(palette.colours.size());
    out.exact_colours = palette.exact;
    out.kept_colours = palette.kept;
    int table = 2;
    while (table < out.colours + 1) table *= 2;
    std::vector<GifColorType> colours(static_cast<std::size_t>(table), GifColorType{0, 0, 0});
    for (std::size_t i = 0; i < palette.colours.size(); ++i)
        colours[i] = GifColorType{palette.colours[i][0], palette.colours[i][1], palette.colours[i][2]};

    int error = 0;
    GifFileType* gif = EGifOpen(&out.bytes, writeToVector, &error);
    if (gif == nullptr)
        throw std::runtime_error(std::string("GIF: cannot start the encoder (giflib: ") + GifErrorString(error) + ")");
    // Closed on every path; the error of a failed close is giflib's, reported below.
    struct Closer {
        GifFileType*& gif;
        ~Closer() {
            if (gif != nullptr) EGifCloseFile(gif, nullptr);
        }
    } closer{gif};
    EGifSetGifVersion(gif, true);
    ColorMapObject* map = GifMakeMapObject(table, colours.data());
    if (map == nullptr) throw std::runtime_error("GIF: out of memory for the colour table");
    const int screen = EGifPutScreenDesc(gif, frames.width(0), frames.height(0), 8, 0, map);
    GifFreeMapObject(map);
    check(screen, gif, "the screen descriptor");
    // Loop for ever: the Netscape 2.0 application extension, loop count 0.
    GifByteType app[] = {'N', 'E', 'T', 'S', 'C', 'A', 'P', 'E', '2', '.', '0'};
    GifByteType loop[] = {1, 0, 0};
    check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), gif, "the loop extension");
    check(EGifPutExtensionBlock(gif, sizeof app, app), gif, "the loop extension");
    check(EGifPutExtensionBlock(gif, sizeof loop, loop), gif, "the loop extension");
    check(EGifPutExtensionTrailer(gif), gif, "the loop extension");

    forEachGifBlock(frames, palette, transparent, [&](const GifBlock& block) {
        GraphicsControlBlock gcb{};
        gcb.DisposalMode = DISPOSE_DO_NOT;
        gcb.UserInputFlag = false;
        gcb.DelayTime = std::clamp(centiseconds(block.end_ms) - centiseconds(block.start_ms), 1, 65535);
        gcb.TransparentColor = block.transparent ? transparent : NO_TRANSPARENT_COLOR;
        GifByteType extension[4];
        EGifGCBToExtension(&gcb, extension);
        check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, sizeof extension, extension), gif, "a frame's delay");
        check(EGifPutImageDesc(gif, block.left, block.top, block.width, block.height, false, nullptr), gif,
              "an image descriptor");
        for (int y = 0; y < block.height; ++y)
            check(EGifPutLine(
                      gif, const_cast<GifPixelType*>(block.indices.data() + static_cast<std::size_t>(y) * block.width),
                      block.width),
                  gif, "a frame's pixels");
        ++out.frames;
    });
    GifFileType* closing = gif;
    gif = nullptr;
    if (EGifCloseFile(closing, &error) != GIF_OK)
        throw std::runtime_error(std::string("GIF: finishing the file failed (giflib: ") + GifErrorString(error) + ")");
    return out;
}

}  // namespace gaitlab

// Test helpers: the GIF and WebP files gaitlab writes, decoded with the same libraries (giflib's DGifSlurp,
// libwebp's WebPAnimDecoder) into whole RGBA frames as a viewer shows them, with their durations in ms.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include <gif_lib.h>
#include <webp/demux.h>

#include "render/rgba_image.h"

namespace gaitlab::testing {

struct DecodedAnimation {
    int width = 0;
    int height = 0;
    std::vector<RgbaImage> frames;  ///< composited, as shown
    std::vector<int> durations_ms;
    int loop_count = -1;  ///< 0: for ever; -1: no loop extension (GIF)
    int colours = 0;      ///< GIF: entries of the global colour table
    std::string error;    ///< "" when decoded
};

struct GifReadState {
    const std::vector<uint8_t>* bytes;
    std::size_t at = 0;
};

inline int readGifBytes(GifFileType* gif, GifByteType* out, int length) {
    auto* state = static_cast<GifReadState*>(gif->UserData);
    const std::size_t left = state->bytes->size() - state->at;
    const std::size_t n = std::min<std::size_t>(left, static_cast<std::size_t>(length));
    std::memcpy(out, state->bytes->data() + state->at, n);
    state->at += n;
    return static_cast<int>(n);
}

inline DecodedAnimation decodeGifBytes(const std::vector<uint8_t>& bytes) {
    DecodedAnimation out;
    GifReadState state{&bytes, 0};
    int error = 0;
    GifFileType* gif = DGifOpen(&state, readGifBytes, &error);
    if (gif == nullptr) {
        out.error = GifErrorString(error);
        return out;
    }
    if (DGifSlurp(gif) != GIF_OK) {
        out.error = GifErrorString(gif->Error);
        DGifCloseFile(gif, &error);
        return out;
    }
    out.width = gif->SWidth;
    out.height = gif->SHeight;
    out.colours = gif->SColorMap != nullptr ? gif->SColorMap->ColorCount : 0;
    RgbaImage canvas(out.width, out.height, Rgba8{0, 0, 0, 0});
    for (int i = 0; i < gif->ImageCount; ++i) {
        const SavedImage& image = gif->SavedImages[i];
        for (int e = 0; e < image.ExtensionBlockCount; ++e) {
            const ExtensionBlock& block = image.ExtensionBlocks[e];
            if (block.Function == APPLICATION_EXT_FUNC_CODE && block.ByteCount == 11 &&
                std::memcmp(block.Bytes, "NETSCAPE2.0", 11) == 0 && e + 1 < image.ExtensionBlockCount) {
                const ExtensionBlock& sub = image.ExtensionBlocks[e + 1];
                if (sub.ByteCount >= 3) out.loop_count = sub.Bytes[1] | sub.Bytes[2] << 8;
            }
        }
        GraphicsControlBlock gcb{};
        gcb.TransparentColor = NO_TRANSPARENT_COLOR;
        DGifSavedExtensionToGCB(gif, i, &gcb);
        const ColorMapObject* map = image.ImageDesc.ColorMap != nullptr ? image.ImageDesc.ColorMap : gif->SColorMap;
        const GifImageDesc& d = image.ImageDesc;
        for (int y = 0; y < d.Height; ++y)
            for (int x = 0; x < d.Width; ++x) {
                const int index = image.RasterBits[y * d.Width + x];
                if (index == gcb.TransparentColor || map == nullptr || index >= map->ColorCount) continue;
                const GifColorType c = map->Colors[index];
                canvas.set(d.Left + x, d.Top + y, Rgba8{c.Red, c.Green, c.Blue, 255});
            }
        out.frames.push_back(canvas);
        out.durations_ms.push_back(gcb.DelayTime * 10);
    }
    DGifCloseFile(gif, &error);
    return out;
}

inline DecodedAnimation decodeWebpBytes(const std::vector<uint8_t>& bytes) {
    DecodedAnimation out;
    WebPData data{bytes.data(), bytes.size()};
    WebPAnimDecoderOptions options;
    WebPAnimDecoderOptionsInit(&options);
    options.color_mode = MODE_RGBA;
    WebPAnimDecoder* decoder = WebPAnimDecoderNew(&data, &options);
    if (decoder == nullptr) {
        out.error = "not an animated WebP libwebp reads";
        return out;
    }
    WebPAnimInfo info;
    WebPAnimDecoderGetInfo(decoder, &info);
    out.width = static_cast<int>(info.canvas_width);
    out.height = static_cast<int>(info.canvas_height);
    out.loop_count = static_cast<int>(info.loop_count);
    int previous = 0;
    while (WebPAnimDecoderHasMoreFrames(decoder)) {
        uint8_t* pixels = nullptr;
        int timestamp = 0;
        if (!WebPAnimDecoderGetNext(decoder, &pixels, &timestamp)) {
            out.error = "a frame did not decode";
            break;
        }
        RgbaImage frame(out.width, out.height);
        std::memcpy(frame.pixels.data(), pixels, frame.pixels.size());
        out.frames.push_back(std::move(frame));
        out.durations_ms.push_back(timestamp - previous);
        previous = timestamp;
    }
    WebPAnimDecoderDelete(decoder);
    return out;
}

}  // namespace gaitlab::testing

#include "app/recording/webp_writer.h"

#include <memory>
#include <stdexcept>
#include <string>

#include <webp/encode.h>
#include <webp/mux.h>

namespace gaitlab {

namespace {

struct EncoderDeleter {
    void operator()(WebPAnimEncoder* encoder) const { WebPAnimEncoderDelete(encoder); }
};

std::runtime_error webpError(const char* what, WebPAnimEncoder* encoder) {
    const char* why = encoder != nullptr ? WebPAnimEncoderGetError(encoder) : nullptr;
    return std::runtime_error(std::string("WebP: ") + what +
                              " failed (libwebp: " + (why != nullptr && *why != '\0' ? why : "no reason given") + ")");
}

}  // namespace

WebpFile encodeWebp(const std::vector<AnimationFrame>& frames, const WebpOptions& options) {
    if (std::string problem = animationProblem(frames); !problem.empty()) throw std::invalid_argument(problem);
    return encodeWebp(FrameList(frames), options);
}

WebpFile encodeWebp(const FrameSequence& frames, const WebpOptions& options) {
    if (std::string problem = animationProblem(frames); !problem.empty()) throw std::invalid_argument(problem);
    if (!(options.quality >= 0.0f && options.quality <= 100.0f))
        throw std::invalid_argument("WebP quality must be 0..100");
    if (options.method < 0 || options.method > 6) throw std::invalid_argument("WebP method must be 0..6");
    const int w = frames.width(0);
    const int h = frames.height(0);

    WebPAnimEncoderOptions encoder_options;
    if (!WebPAnimEncoderOptionsInit(&encoder_options)) throw std::runtime_error("WebP: libwebp version mismatch");
    encoder_options.anim_params.loop_count = 0;  // for ever
    encoder_options.allow_mixed = 0;
    std::unique_ptr<WebPAnimEncoder, EncoderDeleter> encoder(WebPAnimEncoderNew(w, h, &encoder_options));
    if (!encoder) throw std::runtime_error("WebP: cannot start the animation encoder");

    WebPConfig config;
    if (!WebPConfigInit(&config)) throw std::runtime_error("WebP: libwebp version mismatch");
    config.lossless = options.lossless ? 1 : 0;
    config.quality = options.quality;
    config.method = options.method;
    if (!WebPValidateConfig(&config)) throw std::invalid_argument("WebP: the encoder settings are not valid");

    WebpFile out;
    int t = 0;
    RgbaImage scratch;
    for (std::size_t f = 0; f < frames.size(); ++f) {
        const RgbaImage& image = frames.image(f, scratch);
        WebPPicture picture;
        if (!WebPPictureInit(&picture)) throw std::runtime_error("WebP: libwebp version mismatch");
        picture.use_argb = 1;  // lossless keeps the exact pixels
        picture.width = w;
        picture.height = h;
        if (!WebPPictureImportRGBA(&picture, image.pixels.data(), w * 4)) {
            WebPPictureFree(&picture);
            throw std::runtime_error("WebP: out of memory for a frame");
        }
        const int added = WebPAnimEncoderAdd(encoder.get(), &picture, t, &config);
        WebPPictureFree(&picture);
        if (!added) throw webpError("adding a frame", encoder.get());
        t += frames.durationMs(f);
        ++out.frames;
    }
    if (!WebPAnimEncoderAdd(encoder.get(), nullptr, t, nullptr))
        throw webpError("the last frame's time", encoder.get());
    WebPData data;
    WebPDataInit(&data);
    if (!WebPAnimEncoderAssemble(encoder.get(), &data)) throw webpError("assembling the file", encoder.get());
    out.bytes.assign(data.bytes, data.bytes + data.size);
    WebPDataClear(&data);
    return out;
}

}  // namespace gaitlab

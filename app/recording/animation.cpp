#include "app/recording/animation.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <stdexcept>

#include "app/files/platform_files.h"

namespace gaitlab {

namespace {

constexpr int kMaxAnimationSide = 16383;  // WebP's limit; GIF's is larger
constexpr int kMaxScale = 8;

std::string sizeText(const RgbaImage& image) {
    return std::to_string(image.width) + "x" + std::to_string(image.height);
}

}  // namespace

SpilledFrames::SpilledFrames() = default;

SpilledFrames::~SpilledFrames() {
    if (file_ != nullptr) std::fclose(file_);
}

void SpilledFrames::add(const RgbaImage& image, int duration_ms) {
    if (file_ == nullptr) {
        std::string error;
        file_ = openScratchFile(error);
        if (file_ == nullptr) throw std::runtime_error("the recording's frames: " + error);
    }
    const std::size_t bytes = image.pixels.size();
    if (std::fseek(file_, 0, SEEK_END) != 0 ||
        (bytes > 0 && std::fwrite(image.pixels.data(), 1, bytes, file_) != bytes) || std::fflush(file_) != 0)
        throw std::runtime_error("the recording's frames: cannot write the scratch file (" +
                                 std::string(std::strerror(errno)) + ")");
    frames_.push_back(Stored{image.width, image.height, duration_ms, end_});
    end_ += static_cast<long long>(bytes);
    pixel_bytes_ += bytes;
}

const RgbaImage& SpilledFrames::image(std::size_t i, RgbaImage& scratch) const {
    const Stored& f = frames_.at(i);
    scratch.width = f.width;
    scratch.height = f.height;
    scratch.pixels.resize(static_cast<std::size_t>(f.width) * static_cast<std::size_t>(f.height) * 4);
    if (!scratch.pixels.empty() &&
        (seekScratchFile(file_, f.at) != 0 ||
         std::fread(scratch.pixels.data(), 1, scratch.pixels.size(), file_) != scratch.pixels.size()))
        throw std::runtime_error("the recording's frames: cannot read frame " + std::to_string(i) +
                                 " back from the scratch file");
    return scratch;
}

std::string animationProblem(const FrameSequence& frames) {
    if (frames.size() == 0) return "no frames to write";
    const int w = frames.width(0), h = frames.height(0);
    const auto sizeOf = [&](std::size_t i) {
        return std::to_string(frames.width(i)) + "x" + std::to_string(frames.height(i));
    };
    if (w <= 0 || h <= 0) return "frame 0 is empty";
    if (w > kMaxAnimationSide || h > kMaxAnimationSide)
        return "frames of " + sizeOf(0) + " are larger than " + std::to_string(kMaxAnimationSide) + " px a side";
    for (std::size_t i = 0; i < frames.size(); ++i) {
        if (frames.width(i) != w || frames.height(i) != h)
            return "frame " + std::to_string(i) + " is " + sizeOf(i) + ", frame 0 is " + sizeOf(0);
        if (frames.durationMs(i) < kMinFrameMs)
            return "frame " + std::to_string(i) + " lasts " + std::to_string(frames.durationMs(i)) + " ms, under " +
                   std::to_string(kMinFrameMs) + " ms";
    }
    return {};
}

std::string animationProblem(const std::vector<AnimationFrame>& frames) {
    // Frames in memory can also hold the wrong number of bytes for their size: checked first, frame by frame.
    for (std::size_t i = 0; i < frames.size(); ++i) {
        const RgbaImage& image = frames[i].image;
        if (image.empty()) continue;  // said by the sequence's checks
        if (image.pixels.size() != static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) * 4)
            return "frame " + std::to_string(i) + " has " + std::to_string(image.pixels.size()) + " bytes for " +
                   sizeText(image);
    }
    return animationProblem(FrameList(frames));
}

long long animationDurationMs(const FrameSequence& frames) {
    long long total = 0;
    for (std::size_t i = 0; i < frames.size(); ++i) total += frames.durationMs(i);
    return total;
}

long long animationDurationMs(const std::vector<AnimationFrame>& frames) {
    return animationDurationMs(FrameList(frames));
}

FrameScaleParse parseFrameScale(const std::string& text) {
    FrameScaleParse out;
    out.error = "scale '" + text + "': expected 1 to 8 (larger) or 1/2 to 1/8, 0.5, 0.25 (smaller)";
    int a = 0, b = 0;
    char rest = 0;
    if (std::sscanf(text.c_str(), "%d/%d%c", &a, &b, &rest) == 2) {
        if (a != 1 || b < 1 || b > kMaxScale) return out;
        out.scale.down = b;
    } else if (std::sscanf(text.c_str(), "%d%c", &a, &rest) == 1) {
        if (a < 1 || a > kMaxScale) return out;
        out.scale.up = a;
    } else {
        double value = 0.0;
        if (std::sscanf(text.c_str(), "%lf%c", &value, &rest) != 1 || !(value > 0.0)) return out;
        const double inverse = 1.0 / value;
        const long whole = std::lround(inverse);
        if (std::abs(inverse - static_cast<double>(whole)) > 1e-6 || whole < 1 || whole > kMaxScale) return out;
        out.scale.down = static_cast<int>(whole);
    }
    out.ok = true;
    out.error.clear();
    return out;
}

RgbaImage scaleFrame(const RgbaImage& image, FrameScale scale) {
    if (scale.identity() || image.empty()) return image;
    if (scale.up > 1) {
        const int k = scale.up;
        RgbaImage out(image.width * k, image.height * k);
        for (int y = 0; y < out.height; ++y)
            for (int x = 0; x < out.width; ++x) out.set(x, y, image.at(x / k, y / k));
        return out;
    }
    const int k = scale.down;
    RgbaImage out(std::max(1, image.width / k), std::max(1, image.height / k));
    const int kx = std::min(k, image.width);
    const int ky = std::min(k, image.height);
    for (int y = 0; y < out.height; ++y)
        for (int x = 0; x < out.width; ++x) {
            int sum[4] = {0, 0, 0, 0};
            for (int dy = 0; dy < ky; ++dy)
                for (int dx = 0; dx < kx; ++dx) {
                    const Rgba8 c = image.at(x * kx + dx, y * ky + dy);
                    sum[0] += c.r;
                    sum[1] += c.g;
                    sum[2] += c.b;
                    sum[3] += c.a;
                }
            const int n = kx * ky;
            const auto avg = [n](int s) { return static_cast<uint8_t>((s + n / 2) / n); };
            out.set(x, y, Rgba8{avg(sum[0]), avg(sum[1]), avg(sum[2]), avg(sum[3])});
        }
    return out;
}

std::string byteSizeText(long long bytes) {
    char text[32];
    if (bytes >= 1024LL * 1024LL)
        std::snprintf(text, sizeof text, "%.1f MB", static_cast<double>(bytes) / (1024.0 * 1024.0));
    else if (bytes >= 1024)
        std::snprintf(text, sizeof text, "%lld KB", (bytes + 512) / 1024);
    else
        std::snprintf(text, sizeof text, "%lld B", bytes);
    return text;
}

}  // namespace gaitlab

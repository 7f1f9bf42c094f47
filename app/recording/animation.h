// A recording: captured frames of one size, each shown for its duration (DECISIONS "Recordings"), in memory or
// spilled to a scratch file as they come. The encoders (gif_writer.h, webp_writer.h) read it a frame at a time;
// pure C++, no GL or SDL.
#pragma once

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "render/rgba_image.h"

namespace gaitlab {

/// The shortest frame a recording holds, ms: browsers show a GIF frame of under 2 centiseconds for 100 ms, so a
/// faster step would play slower than it was recorded.
inline constexpr int kMinFrameMs = 20;

struct AnimationFrame {
    RgbaImage image;       ///< RGBA, rows top to bottom; every frame of a recording has the same size
    int duration_ms = 40;  ///< how long it shows, ms (>= kMinFrameMs)
};

/// A recording's frames as the encoders read them: in order, one at a time, as often as they need (a GIF reads them
/// twice: for its colour table, then to encode), so an encoder holds a frame or two, never the whole recording.
class FrameSequence {
public:
    virtual ~FrameSequence() = default;
    [[nodiscard]] virtual std::size_t size() const = 0;
    /// Frame i's size (px) and duration (ms), without reading its pixels.
    [[nodiscard]] virtual int width(std::size_t i) const = 0;
    [[nodiscard]] virtual int height(std::size_t i) const = 0;
    [[nodiscard]] virtual int durationMs(std::size_t i) const = 0;
    /// Frame i's pixels, valid until the next call with the same `scratch` (read into it where they are not in
    /// memory). Throws std::runtime_error when they cannot be read back.
    [[nodiscard]] virtual const RgbaImage& image(std::size_t i, RgbaImage& scratch) const = 0;
};

/// Frames held in memory by the caller (the client's take, tests).
class FrameList final : public FrameSequence {
public:
    explicit FrameList(const std::vector<AnimationFrame>& frames) : frames_(frames) {}
    [[nodiscard]] std::size_t size() const override { return frames_.size(); }
    [[nodiscard]] int width(std::size_t i) const override { return frames_[i].image.width; }
    [[nodiscard]] int height(std::size_t i) const override { return frames_[i].image.height; }
    [[nodiscard]] int durationMs(std::size_t i) const override { return frames_[i].duration_ms; }
    [[nodiscard]] const RgbaImage& image(std::size_t i, RgbaImage&) const override { return frames_[i].image; }

private:
    const std::vector<AnimationFrame>& frames_;
};

/// Frames written to a scratch file as they are added (openScratchFile, app/files/platform_files.h: gone when the
/// program ends, however it ends), so a recording of any length holds one frame in memory (`render --gif`).
class SpilledFrames final : public FrameSequence {
public:
    SpilledFrames();
    ~SpilledFrames() override;
    SpilledFrames(const SpilledFrames&) = delete;
    SpilledFrames& operator=(const SpilledFrames&) = delete;
    /// Appends a frame. Throws std::runtime_error when the scratch file cannot be made or written.
    void add(const RgbaImage& image, int duration_ms);
    /// Pixel bytes added so far (width x height x 4 each).
    [[nodiscard]] std::size_t pixelBytes() const { return pixel_bytes_; }
    [[nodiscard]] std::size_t size() const override { return frames_.size(); }
    [[nodiscard]] int width(std::size_t i) const override { return frames_[i].width; }
    [[nodiscard]] int height(std::size_t i) const override { return frames_[i].height; }
    [[nodiscard]] int durationMs(std::size_t i) const override { return frames_[i].duration_ms; }
    [[nodiscard]] const RgbaImage& image(std::size_t i, RgbaImage& scratch) const override;

private:
    struct Stored {
        int width = 0, height = 0, duration_ms = 0;
        long long at = 0;  ///< byte offset in the scratch file
    };
    std::FILE* file_ = nullptr;
    std::vector<Stored> frames_;
    std::size_t pixel_bytes_ = 0;
    long long end_ = 0;
};

/// Why `frames` cannot be encoded, "" when they can: none, an empty image, sizes that differ from the first frame's
/// ("frame 3 is 320x240, frame 0 is 320x200"), a duration under kMinFrameMs, or more than 16383 px a side.
[[nodiscard]] std::string animationProblem(const FrameSequence& frames);
[[nodiscard]] std::string animationProblem(const std::vector<AnimationFrame>& frames);

/// The sum of the frames' durations, ms.
[[nodiscard]] long long animationDurationMs(const FrameSequence& frames);
[[nodiscard]] long long animationDurationMs(const std::vector<AnimationFrame>& frames);

/// A recording's scale: `up` > 1 repeats each pixel up x up times (nearest neighbour, pixel art stays crisp);
/// `down` > 1 averages each down x down block (the last partial blocks are cut). One of them is 1.
struct FrameScale {
    int up = 1;
    int down = 1;
    [[nodiscard]] bool identity() const { return up == 1 && down == 1; }
};

/// Parses "2", "3" (up to 8) or "1/2", "0.5", "1/3", "1/4", "0.25" (down to 1/8). nullopt-like: `ok` false and
/// `error` saying what is accepted.
struct FrameScaleParse {
    FrameScale scale;
    bool ok = false;
    std::string error;
};
[[nodiscard]] FrameScaleParse parseFrameScale(const std::string& text);

/// `image` scaled by `scale`; an image that a down scale would leave empty comes back 1x1.
[[nodiscard]] RgbaImage scaleFrame(const RgbaImage& image, FrameScale scale);

/// "1.4 MB", "312 KB", "900 B": a file size for the status bar and the log (1 KB = 1024 B).
[[nodiscard]] std::string byteSizeText(long long bytes);

}  // namespace gaitlab

#include "app/recording/recording_files.h"

#include <cstdio>
#include <ctime>
#include <stdexcept>

#include "app/files/output_file.h"
#include "app/files/platform_files.h"
#include "app/files/stop_signal.h"
#include "app/recording/gif_writer.h"

namespace gaitlab {

namespace {

void writeTarget(const std::string& path, const std::vector<uint8_t>& bytes, OutputGuard* guard) {
    if (guard != nullptr)
        guard->write(path, bytes);
    else
        writeOutputFile(path, bytes);
}

}  // namespace

RecordingWritten writeRecording(const std::vector<AnimationFrame>& frames, const RecordingTargets& targets,
                                OutputGuard* guard) {
    if (std::string problem = animationProblem(frames); !problem.empty()) throw std::invalid_argument(problem);
    return writeRecording(FrameList(frames), targets, guard);
}

RecordingWritten writeRecording(const FrameSequence& frames, const RecordingTargets& targets, OutputGuard* guard) {
    const StopSignalHold hold;  // a stop waits for the files: each is whole or not there
    RecordingWritten out;
    out.frames = static_cast<int>(frames.size());
    out.duration_ms = animationDurationMs(frames);
    std::string files;
    if (!targets.gif.empty()) {
        const GifFile gif = encodeGif(frames, targets.keep_colours);
        writeTarget(targets.gif, gif.bytes, guard);
        out.gif_bytes = static_cast<long long>(gif.bytes.size());
        // What the one colour table did to the picture: nothing, or which colours it kept exactly.
        const std::string colours = gif.exact_colours      ? "every colour exact"
                                    : gif.kept_colours > 0 ? "the art's " + std::to_string(gif.kept_colours) +
                                                                 " colours exact, the rest in " +
                                                                 std::to_string(gif.colours - gif.kept_colours)
                                                           : std::to_string(gif.colours) + " colours";
        files = targets.gif + " (" + byteSizeText(out.gif_bytes) + ", " + colours + ")";
    }
    if (!targets.webp.empty()) {
        const WebpFile webp = encodeWebp(frames, targets.webp_options);
        writeTarget(targets.webp, webp.bytes, guard);
        out.webp_bytes = static_cast<long long>(webp.bytes.size());
        files += (files.empty() ? "" : " and ") + targets.webp + " (" + byteSizeText(out.webp_bytes) + ")";
    }
    out.summary = "recorded " + std::to_string(out.frames) + (out.frames == 1 ? " frame (" : " frames (") +
                  durationText(out.duration_ms) + ") to " + files;
    return out;
}

std::string durationText(long long ms) {
    if (ms < 1000) return std::to_string(ms) + " ms";
    char text[32];
    std::snprintf(text, sizeof text, "%.1f s", static_cast<double>(ms) / 1000.0);
    return text;
}

std::string recordingStem(const std::function<bool(const std::string&)>& taken) {
    const std::time_t now = std::time(nullptr);
    const std::tm local = localTime(now);
    char stem[64];
    std::strftime(stem, sizeof stem, "gaitlab-%Y%m%d-%H%M%S", &local);
    std::string name = stem;
    for (int n = 2; taken && taken(name); ++n) name = std::string(stem) + "-" + std::to_string(n);
    return name;
}

}  // namespace gaitlab

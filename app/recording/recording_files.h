// Writing a recording: its GIF and its WebP, each whole or not at all (through a temporary file and a rename), and
// one line that says where they went and how big they are (DECISIONS "Recordings").
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "app/recording/animation.h"
#include "app/recording/webp_writer.h"

namespace gaitlab {

class OutputGuard;

struct RecordingTargets {
    std::string gif;   ///< path of the GIF; empty: none
    std::string webp;  ///< path of the WebP; empty: none
    WebpOptions webp_options;
    std::vector<Rgba8> keep_colours;  ///< colours the GIF keeps exactly (app/scene/art_colours.h)
};

struct RecordingWritten {
    int frames = 0;  ///< frames recorded
    long long duration_ms = 0;
    long long gif_bytes = 0;  ///< 0 when not written
    long long webp_bytes = 0;
    /// "recorded 150 frames (6.0 s) to out/a.gif (1.2 MB, the art's 87 colours exact, the rest in 168) and
    /// out/a.webp (640 KB)".
    std::string summary;
};

/// Encodes `frames` (gif_writer.h, webp_writer.h) and writes each target through `guard` when given (its rules:
/// never an input, never a file the command did not write), else straight through writeOutputFile. Throws what the
/// encoders and the writes throw (the message names the file); a target already written stays.
[[nodiscard]] RecordingWritten writeRecording(const FrameSequence& frames, const RecordingTargets& targets,
                                              OutputGuard* guard = nullptr);
[[nodiscard]] RecordingWritten writeRecording(const std::vector<AnimationFrame>& frames,
                                              const RecordingTargets& targets, OutputGuard* guard = nullptr);

/// "40 ms" under a second, else "6.0 s".
[[nodiscard]] std::string durationText(long long ms);

/// "gaitlab-20261203-171502": the stem of a recording named for the local time it ended (seconds; a second
/// recording in the same second gets "-2", "-3" when `taken(stem)` says the stem is in use).
[[nodiscard]] std::string recordingStem(const std::function<bool(const std::string&)>& taken);

}  // namespace gaitlab

// The client's recordings (DECISIONS "Recordings"): F9 or the View panel's button starts and stops a take, Shift+F9
// saves the last seconds of the ring; each recording is written as a GIF and a WebP in the recording folder by a
// thread of its own while the client runs on, and the status bar says where it went and how big it is. Capturing
// reads pixels only: the world ticks the same with and without it.
#pragma once

#include <functional>
#include <future>
#include <ostream>
#include <set>
#include <string>
#include <vector>

#include "app/recording/recorder.h"
#include "engine/draw/gait_draw.h"
#include "render/camera.h"

namespace gaitlab {

class World;
struct ClientUiState;

/// The box a framed recording captures around the selected critter, window pixels (smaller windows: the window).
inline constexpr int kRecordBoxWidth = 480;
inline constexpr int kRecordBoxHeight = 360;

class ClientRecorder {
public:
    /// `folder`: where recordings go (created on the first one); empty = out/recordings under clientOutputBase()
    /// (the working folder, unless that is the installed program's own: app/files/install_paths.h).
    explicit ClientRecorder(std::string folder);
    ~ClientRecorder();  ///< waits for the recordings still being written
    ClientRecorder(const ClientRecorder&) = delete;
    ClientRecorder& operator=(const ClientRecorder&) = delete;

    /// Starts or stops a take and saves the last seconds as the UI asked, and reports recordings written since
    /// the last call (status bar and `log`; failures also to the Errors window). `now_s`: ImGui time, s.
    /// `art_colours` gives the colours a GIF keeps exactly (app/scene/art_colours.h), asked when one is written.
    void update(ClientUiState& ui, double now_s, std::ostream& log,
                const std::function<std::vector<Rgba8>()>& art_colours = {});
    /// Whether a frame is wanted at `clock_ms` (the client's frame clock, ms) and, if so, whether before the panels
    /// are drawn (the map only) or after them.
    [[nodiscard]] bool wantsMapOnly(const ClientUiState& ui, double clock_ms) const;
    [[nodiscard]] bool wantsWindow(const ClientUiState& ui, double clock_ms) const;
    /// Reads the frame from the bound framebuffer (`viewport` pixels): framed on the selected critter as `camera`
    /// shows it, with a caption of the world's tick, frame, phase and sheet and `planted`'s slide when labels are on.
    void capture(const World& world, const ClientUiState& ui, const Camera& camera, ipos viewport,
                 const std::vector<FootMarker>& planted, double clock_ms);
    /// Waits for every recording being written and reports them (the client's exit); a take still running is
    /// written first.
    void finish(ClientUiState& ui, double now_s, std::ostream& log,
                const std::function<std::vector<Rgba8>()>& art_colours = {});

private:
    struct Written {
        bool ok = false;
        std::string text;    ///< the summary with whole paths (the log), or what failed
        std::string status;  ///< the status bar's short line
    };
    [[nodiscard]] bool wanted(const ClientUiState& ui, double clock_ms) const;
    void write(std::vector<AnimationFrame> frames, ClientUiState& ui, double now_s, std::ostream& log,
               std::vector<Rgba8> keep);
    void report(ClientUiState& ui, double now_s, std::ostream& log, bool wait);

    std::string folder_;
    Recorder recorder_;
    std::vector<std::future<Written>> writing_;
    std::set<std::string> used_stems_;  ///< names given this run
};

}  // namespace gaitlab

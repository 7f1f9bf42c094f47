#include "app/client/client_recorder.h"

#include <chrono>
#include <cstdio>
#include <filesystem>

#include "app/files/install_paths.h"
#include "app/panels/ui_state.h"
#include "app/recording/recording_files.h"
#include "app/recording/recording_frame.h"
#include "app/scene/frame_label.h"
#include "engine/base/file_read.h"
#include "engine/hex/hex_geometry.h"
#include "engine/world/trace.h"
#include "engine/world/world.h"
#include "render/offscreen_target.h"

namespace gaitlab {

ClientRecorder::ClientRecorder(std::string folder) : folder_(std::move(folder)) {
    if (folder_.empty()) folder_ = (std::filesystem::path(clientOutputBase()) / "out" / "recordings").string();
}

ClientRecorder::~ClientRecorder() {
    for (std::future<Written>& w : writing_)
        if (w.valid()) w.wait();
}

bool ClientRecorder::wanted(const ClientUiState& ui, double clock_ms) const {
    return (ui.record.recording || ui.record.keep_last) && recorder_.due(clock_ms);
}

bool ClientRecorder::wantsMapOnly(const ClientUiState& ui, double clock_ms) const {
    return !ui.record.panels && wanted(ui, clock_ms);
}

bool ClientRecorder::wantsWindow(const ClientUiState& ui, double clock_ms) const {
    return ui.record.panels && wanted(ui, clock_ms);
}

void ClientRecorder::capture(const World& world, const ClientUiState& ui, const Camera& camera, ipos viewport,
                             const std::vector<FootMarker>& planted, double clock_ms) {
    PixelRect area{0, 0, viewport.x, viewport.y};
    if (ui.record.framed && !world.critters().empty()) {
        const ipos centre = camera.mapToScreen(world.selectedPoint(), viewport);
        area = frameAround(viewport, centre, ipos(kRecordBoxWidth, kRecordBoxHeight));
    }
    RgbaImage pixels = readFramebufferArea(viewport, ipos(area.x, area.y), ipos(area.w, area.h));
    if (pixels.empty()) return;
    std::vector<std::string> caption;
    if (ui.record.labels && !world.critters().empty() && !world.selectedUnit()) {
        std::string line;
        const auto tick = static_cast<int>(world.nowMs() / World::kTickMs);
        for (const std::string& field : labelFields(traceRow(world), tick, world.geometry().dirCount()))
            line += (line.empty() ? "" : "  ") + field;
        caption.push_back(line);
        if (std::string slide = slideField(planted); !slide.empty()) caption.push_back(slide);
    }
    recorder_.add(recordingFrame(pixels, std::nullopt, caption, FrameScale{}), clock_ms);
}

void ClientRecorder::update(ClientUiState& ui, double now_s, std::ostream& log,
                            const std::function<std::vector<Rgba8>()>& art_colours) {
    ClientUiState::RecordUi& r = ui.record;
    const auto keep = [&art_colours] { return art_colours ? art_colours() : std::vector<Rgba8>{}; };
    if (!r.keep_last && !recorder_.recording()) recorder_.clearRing();
    if (std::string ended = recorder_.takeEnded(); !ended.empty()) {
        log << "gaitlab: the take stopped: " << ended << "\n";
        write(recorder_.stop(), ui, now_s, log, keep());
        ui.setInfo("the take stopped: " + ended, now_s);
    }
    if (r.toggle_requested) {
        r.toggle_requested = false;
        if (recorder_.recording()) {
            write(recorder_.stop(), ui, now_s, log, keep());
        } else {
            recorder_.start();
            ui.setInfo("recording (F9 stops)", now_s);
        }
    }
    if (r.save_last_requested) {
        r.save_last_requested = false;
        std::vector<AnimationFrame> last = recorder_.lastSeconds(std::clamp(r.last_seconds, 1, 8));
        if (last.empty())
            ui.setInfo("nothing to save yet: the ring of the last seconds is empty (View panel: keep the last seconds)",
                       now_s);
        else
            write(std::move(last), ui, now_s, log, keep());
    }
    report(ui, now_s, log, false);
    r.recording = recorder_.recording();
    r.take_s = recorder_.takeSeconds();
    r.ring_s = recorder_.ringSeconds();
}

void ClientRecorder::write(std::vector<AnimationFrame> frames, ClientUiState& ui, double now_s, std::ostream& log,
                           std::vector<Rgba8> keep) {
    if (frames.empty()) {
        ui.setInfo("the take has no frames (it stopped before the next frame)", now_s);
        return;
    }
    std::error_code ec;
    std::filesystem::create_directories(folder_, ec);
    std::error_code is_dir_error;
    if (ec || !std::filesystem::is_directory(folder_, is_dir_error)) {
        // The real cause: a file where the folder should be, no permission, a full disk.
        const std::string why = "recording not written: cannot make the folder " + folder_ + " (" +
                                (ec ? ec.message() : std::string("a file of that name is in the way")) + ")";
        log << "gaitlab: " << why << "\n";
        ui.pushError(why);
        ui.setInfo(why, now_s);
        return;
    }
    const std::filesystem::path dir(folder_);
    // A name in use on disk or by a recording still being written is taken.
    const std::string stem = recordingStem([&](const std::string& s) {
        return used_stems_.count(s) > 0 || pathPresent((dir / (s + ".gif")).string()) ||
               pathPresent((dir / (s + ".webp")).string());
    });
    used_stems_.insert(stem);
    RecordingTargets targets;
    targets.gif = (dir / (stem + ".gif")).string();
    targets.webp = (dir / (stem + ".webp")).string();
    targets.keep_colours = std::move(keep);
    log << "gaitlab: writing " << frames.size() << " frames to " << targets.gif << " and " << targets.webp << "\n";
    ui.setInfo("writing " + stem + ".gif and .webp (" + std::to_string(frames.size()) + " frames)", now_s);
    writing_.push_back(std::async(std::launch::async, [frames = std::move(frames), targets] {
        try {
            const RecordingWritten written = writeRecording(frames, targets);
            // The status bar's line: short, so the sizes show; the log has the whole summary.
            const std::string name = std::filesystem::path(targets.gif).stem().string();
            return Written{true, written.summary,
                           "recorded " + durationText(written.duration_ms) + ": " + name + ".gif " +
                               byteSizeText(written.gif_bytes) + ", .webp " + byteSizeText(written.webp_bytes) +
                               " (out/recordings)"};
        } catch (const std::exception& e) {
            const std::string text = std::string("recording not written: ") + e.what();
            return Written{false, text, text};
        }
    }));
    ui.record.writing = static_cast<int>(writing_.size());
}

void ClientRecorder::report(ClientUiState& ui, double now_s, std::ostream& log, bool wait) {
    for (auto it = writing_.begin(); it != writing_.end();) {
        if (!wait && it->wait_for(std::chrono::seconds(0)) != std::future_status::ready) {
            ++it;
            continue;
        }
        const Written done = it->get();
        log << "gaitlab: " << done.text << "\n";
        ui.setInfo(done.status, now_s);
        if (!done.ok) ui.pushError(done.text);
        it = writing_.erase(it);
    }
    ui.record.writing = static_cast<int>(writing_.size());
}

void ClientRecorder::finish(ClientUiState& ui, double now_s, std::ostream& log,
                            const std::function<std::vector<Rgba8>()>& art_colours) {
    if (recorder_.recording())
        write(recorder_.stop(), ui, now_s, log, art_colours ? art_colours() : std::vector<Rgba8>{});
    report(ui, now_s, log, true);
}

}  // namespace gaitlab

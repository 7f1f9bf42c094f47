#include "app/assetgen/gait.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "engine/hex/hex_geometry.h"
#include "engine/sprite/walk_aligner.h"

namespace gaitlab::assetgen {

namespace {

constexpr double kPi = 3.14159265358979323846;

GaitSpec makeSpec(std::string name, int frames, int fps, int hex_steps) {
    GaitSpec s;
    s.name = std::move(name);
    s.frames = frames;
    s.fps = fps;
    s.hex_steps = hex_steps;
    return s;
}

std::array<GaitSpec, 3> buildGaits() {
    GaitSpec idle = makeSpec("idle", 4, 4, 0);
    idle.pelvis_z = 25.0;
    idle.elbow = 0.15;

    GaitSpec walk = makeSpec("walk", 9, 20, 1);
    walk.stance = 0.6;  // a little over half: double support around phases 0.25 and 0.75
    walk.lift = 3.2;
    walk.pelvis_z = 23.2;
    walk.bob = 0.6;
    walk.lean = 0.05;
    walk.arm_amp = 0.45;
    walk.elbow = 0.3;

    GaitSpec run = makeSpec("run", 7, 15, 2);
    run.stance = 0.3;  // one planted frame per foot, flight frames in between
    run.lift = 7.5;
    run.pelvis_z = 22.6;
    run.bob = -1.2;
    run.lean = 0.22;
    run.arm_amp = 0.75;
    run.elbow = 1.45;
    return {idle, walk, run};
}

double wrapUnit(double v) { return v - std::floor(v); }

double smoothstep(double u) { return u * u * (3.0 - 2.0 * u); }

struct FootState {
    FootContact contact;
    glm::dvec3 sole{0.0};  // ground coordinates relative to the root
};

// One foot of a moving cycle. `mid` is the phase of mid-stance, `plant` its plant point within cycle 0.
FootState movingFoot(const GaitSpec& spec, const Heading& heading, ipos total, ipos accum, double phase, double mid,
                     ipos plant, double side) {
    FootState st;
    const double half = spec.stance / 2.0;
    const double delta = wrapUnit(phase - mid + 0.5) - 0.5;  // [-0.5, 0.5)
    if (std::abs(delta) <= half) {
        const long k = std::lround(phase - delta - mid);  // which cycle's plant point
        st.contact.point = plant + total * static_cast<int>(k) - accum;
        st.contact.planted = true;
        st.sole = groundFromScreen({st.contact.point.x, st.contact.point.y}, 0.0);
        return st;
    }
    const double since_off = wrapUnit(phase - mid - half);  // time since toe-off, cycle fraction
    const double u = since_off / (1.0 - spec.stance);
    const long k_prev = std::lround(phase - since_off - half - mid);
    const ipos from = plant + total * static_cast<int>(k_prev);
    const ipos to = from + total;
    const double t = smoothstep(u);
    const glm::dvec2 world{from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t};
    const glm::dvec2 rel = world - glm::dvec2{accum.x, accum.y};
    const double lift = spec.lift * std::sin(kPi * std::pow(u, 0.8));
    // The passing foot steps slightly outward around the planted one.
    st.sole =
        groundFromScreen(rel, 0.0) + heading.right * (side * 1.2 * std::sin(kPi * u)) + glm::dvec3{0.0, 0.0, lift};
    const glm::dvec2 drawn = projectToScreen(st.sole);
    st.contact.point = {static_cast<int>(std::lround(drawn.x)), static_cast<int>(std::lround(drawn.y))};
    st.contact.planted = false;
    return st;
}

}  // namespace

const std::array<GaitSpec, 3>& humanoidGaits() {
    static const std::array<GaitSpec, 3> gaits = buildGaits();
    return gaits;
}

const std::array<GaitSpec, 3>& squareHumanoidGaits() {
    static const std::array<GaitSpec, 3> gaits = [] {
        std::array<GaitSpec, 3> g = buildGaits();
        for (GaitSpec& spec : g) {
            spec.track_half_width = kSquareTrackHalfWidth;
        }
        return g;
    }();
    return gaits;
}

std::vector<ipos> cycleAccum(ipos total, int frames) {
    if (frames < 1 || (frames < 2 && total != ipos{0, 0})) {
        throw std::invalid_argument("cycleAccum: " + std::to_string(frames) + " frames cannot carry a cycle");
    }
    std::vector<ipos> accum{{0, 0}};
    const int strides = frames - 1;
    for (int i = 1; i < frames; ++i) {
        accum.push_back({static_cast<int>(roundDivAway(static_cast<int64_t>(total.x) * i, strides)),
                         static_cast<int>(roundDivAway(static_cast<int64_t>(total.y) * i, strides))});
    }
    return accum;
}

namespace {

// How far every pelvis must come down so each planted leg's hip stays within kLegReach of its ankle (0 when
// all are within reach already).
double pelvisDrop(const std::vector<GaitFrame>& frames) {
    double drop = 0.0;
    for (const GaitFrame& fr : frames) {
        for (int s = 0; s < 2; ++s) {
            if (!fr.feet[static_cast<size_t>(s)].planted) {
                continue;
            }
            const double side = s == kLeft ? -1.0 : 1.0;
            const glm::dvec3 hip =
                glm::dvec3{0.0, 0.0, fr.pose.pelvis_z} + fr.pose.heading.right * (side * kHipHalfWidth);
            const glm::dvec3 ankle = fr.pose.sole[static_cast<size_t>(s)] + glm::dvec3{0.0, 0.0, kAnkleHeight};
            const double dx = hip.x - ankle.x;
            const double dy = hip.y - ankle.y;
            const double across = dx * dx + dy * dy;
            const double height = hip.z - ankle.z;
            if (across + height * height <= kLegReach * kLegReach) {
                continue;
            }
            drop = std::max(drop, height - std::sqrt(std::max(kLegReach * kLegReach - across, 0.0)));
        }
    }
    return drop;
}

}  // namespace

std::vector<GaitFrame> gaitFrames(const GaitSpec& spec, int hdir, const HexGeometry& geometry) {
    const ipos step = geometry.stepVector(hdir);
    const ipos total = step * spec.hex_steps;
    const Heading heading = headingAlong(step);
    const std::vector<ipos> accum = cycleAccum(total, spec.frames);
    const int64_t tt = static_cast<int64_t>(total.x) * total.x + static_cast<int64_t>(total.y) * total.y;

    // Each foot's track offset from the path, whole screen pixels.
    std::array<ipos, 2> track{};
    for (int s = 0; s < 2; ++s) {
        const double side = s == kLeft ? -1.0 : 1.0;
        const glm::dvec2 p = projectToScreen(heading.right * (side * spec.track_half_width));
        track[static_cast<size_t>(s)] = {static_cast<int>(std::lround(p.x)), static_cast<int>(std::lround(p.y))};
    }

    std::vector<GaitFrame> frames;
    ipos previous{0, 0};
    for (int i = 0; i < spec.frames; ++i) {
        GaitFrame fr;
        fr.accum = accum[static_cast<size_t>(i)];
        fr.next = fr.accum - previous;
        previous = fr.accum;
        PoseInput& pose = fr.pose;
        pose.heading = heading;
        pose.lean = spec.lean;
        pose.elbow_bend = {spec.elbow, spec.elbow};
        if (tt == 0) {
            // In place (idle): feet a little apart, planted; the chest rises and falls over the 4 frames.
            fr.phase = static_cast<double>(i) / spec.frames;
            const double breath = 0.5 - 0.5 * std::cos(2.0 * kPi * fr.phase);
            for (int s = 0; s < 2; ++s) {
                const double side = s == kLeft ? -1.0 : 1.0;
                const glm::dvec2 p = projectToScreen(heading.right * (side * 2.6) + heading.forward * (side * 0.8));
                fr.feet[static_cast<size_t>(s)] = {
                    {static_cast<int>(std::lround(p.x)), static_cast<int>(std::lround(p.y))}, true};
                const ipos c = fr.feet[static_cast<size_t>(s)].point;
                pose.sole[static_cast<size_t>(s)] = groundFromScreen({c.x, c.y}, 0.0);
                pose.arm_swing[static_cast<size_t>(s)] = 0.04 + 0.04 * breath;
            }
            pose.breath = 1.0 * breath;
            pose.pelvis_z = spec.pelvis_z + 0.3 * breath;
            frames.push_back(fr);
            continue;
        }
        const int64_t proj = static_cast<int64_t>(fr.accum.x) * total.x + static_cast<int64_t>(fr.accum.y) * total.y;
        fr.phase = static_cast<double>(proj) / static_cast<double>(tt);  // frame 0: phase 0, the last: phase 1
        const ipos half_total{static_cast<int>(roundDivAway(total.x, 2)), static_cast<int>(roundDivAway(total.y, 2))};
        const FootState left = movingFoot(spec, heading, total, fr.accum, fr.phase, 0.0, track[kLeft], -1.0);
        const FootState right =
            movingFoot(spec, heading, total, fr.accum, fr.phase, 0.5, half_total + track[kRight], 1.0);
        fr.feet = {left.contact, right.contact};
        pose.sole = {left.sole, right.sole};
        // Pelvis: walk is highest over the planted foot (phase 0, 0.5), run lowest there.
        pose.pelvis_z = spec.pelvis_z + spec.bob * std::cos(4.0 * kPi * fr.phase);
        // Each arm is most forward when the opposite foot strikes the ground.
        const double right_strike = 0.5 - spec.stance / 2.0;
        const double swing = spec.arm_amp * std::cos(2.0 * kPi * (fr.phase - right_strike));
        pose.arm_swing = {swing - 0.05, -swing - 0.05};
        for (int s = 0; s < 2; ++s) {
            pose.elbow_bend[static_cast<size_t>(s)] =
                spec.elbow + 0.35 * std::max(pose.arm_swing[static_cast<size_t>(s)], 0.0);
        }
        frames.push_back(fr);
    }
    // Only a moving cycle's legs reach out; an in-place stance keeps its straight legs.
    const double drop = tt == 0 ? 0.0 : pelvisDrop(frames);
    if (drop > 0.0) {
        for (GaitFrame& fr : frames) {
            fr.pose.pelvis_z -= drop;
        }
    }
    return frames;
}

}  // namespace gaitlab::assetgen

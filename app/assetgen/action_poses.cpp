#include "app/assetgen/action_poses.h"

#include <cmath>

#include <glm/geometric.hpp>

#include "engine/hex/hex_geometry.h"
#include "engine/sprite/walk_aligner.h"

namespace gaitlab::assetgen {

namespace {

// The idle stance's soles (gait.cpp: 2.6 to each side, the right foot 0.8 ahead): every clip that hands back
// to idle starts and ends on them so the fallback does not pop.
constexpr glm::dvec3 kIdleLeft{-0.8, -2.6, 0.0};
constexpr glm::dvec3 kIdleRight{0.8, 2.6, 0.0};

struct Arms {
    double left_swing, left_elbow, right_swing, right_elbow;
};

ActionKey key(glm::dvec3 pelvis, double lean, double twist, glm::dvec3 left, glm::dvec3 right, Arms arms) {
    ActionKey k;
    k.pelvis = pelvis;
    k.lean = lean;
    k.twist = twist;
    k.sole = {left, right};
    k.arm_swing = {arms.left_swing, arms.right_swing};
    k.elbow = {arms.left_elbow, arms.right_elbow};
    return k;
}

ActionSpec attack() {
    ActionSpec s;
    s.name = "attack";
    s.fps = 12;
    s.shift = {0, -2, 4, 6, 3, 0};
    const glm::dvec3 lunge_left{7.0, -3.0, 0.0};
    s.keys = {
        // Guard: fists up, weight settling.
        key({0.0, 0.0, 24.0}, 0.06, -0.1, kIdleLeft, kIdleRight, {0.55, 1.5, 0.35, 1.9}),
        // Wind-up: right shoulder and fist drawn back, weight on the back foot.
        key({-0.5, 0.0, 23.2}, -0.06, -0.4, kIdleLeft, kIdleRight, {0.75, 1.3, -0.75, 2.3}),
        // Strike: the left foot steps in, the right arm drives forward.
        key({1.0, 0.0, 22.4}, 0.22, 0.3, {4.0, -2.9, 2.0}, kIdleRight, {0.2, 1.7, 1.25, 0.5}),
        // Impact: full extension at shoulder height.
        key({0.5, 0.0, 22.0}, 0.22, 0.3, lunge_left, kIdleRight, {0.1, 1.8, 1.5, 0.12}),
        // Recover: arm retracts, the left foot comes back.
        key({0.5, 0.0, 23.2}, 0.14, 0.1, {3.0, -2.7, 1.6}, kIdleRight, {0.35, 1.4, 0.7, 1.3}),
        // Back in the idle stance.
        key({0.0, 0.0, 24.8}, 0.02, 0.0, kIdleLeft, kIdleRight, {0.06, 0.2, 0.06, 0.2}),
    };
    s.events = {{3, "hit"}};
    return s;
}

ActionSpec hurt() {
    ActionSpec s;
    s.name = "hurt";
    s.fps = 10;
    s.shift = {-4, -5, -2, 0};
    s.keys = {
        // Struck: torso snaps back, arms fly up in front.
        key({0.0, 0.0, 23.8}, -0.3, -0.15, kIdleLeft, kIdleRight, {0.7, 1.2, 0.5, 1.5}),
        // Deepest flinch: knees give, hunched behind raised forearms.
        key({0.0, 0.0, 22.6}, -0.36, -0.2, kIdleLeft, kIdleRight, {0.9, 1.6, 0.8, 1.7}),
        // Recovering.
        key({0.0, 0.0, 24.0}, -0.12, -0.05, kIdleLeft, kIdleRight, {0.35, 0.8, 0.3, 0.8}),
        // Idle stance.
        key({0.0, 0.0, 24.8}, 0.0, 0.0, kIdleLeft, kIdleRight, {0.05, 0.18, 0.05, 0.18}),
    };
    return s;
}

ActionSpec death() {
    ActionSpec s;
    s.name = "death";
    s.fps = 10;
    s.shift = {0, 0, 0, 0, 1, 2, 3, 3};
    s.keys = {
        // Hit: rocks back, arms go up.
        key({0.0, 0.0, 24.2}, -0.18, -0.1, kIdleLeft, kIdleRight, {0.8, 1.0, 0.6, 1.2}),
        // Buckle: knees bend, head drops, arms fall.
        key({0.8, 0.0, 19.0}, 0.25, 0.05, kIdleLeft, kIdleRight, {0.3, 0.5, 0.2, 0.6}),
        // Sinking to the knees: heels lift.
        key({2.0, 0.0, 13.5}, 0.4, 0.1, {-1.5, -2.8, 0.8}, {-0.5, 2.8, 0.8}, {0.2, 0.3, 0.15, 0.3}),
        // Kneeling, slumping forward.
        key({3.0, 0.0, 10.5}, 0.7, 0.1, {-5.0, -3.0, 1.2}, {-4.0, 3.0, 1.2}, {0.4, 0.2, 0.3, 0.3}),
        // Toppling, arms out to break the fall.
        key({-1.5, 0.0, 7.5}, 1.05, 0.15, {-10.0, -3.2, 2.0}, {-9.0, 3.2, 2.0}, {0.9, 0.2, 0.8, 0.3}),
        // Chest meets the ground, legs straighten behind.
        key({-5.0, 0.0, 4.4}, 1.4, 0.2, {-17.0, -5.5, 1.8}, {-16.0, 6.0, 2.2}, {0.4, 0.3, 0.3, 0.3}),
        // Settling.
        key({-6.8, 0.0, 3.8}, 1.48, 0.2, {-16.0, -7.0, 1.4}, {-15.0, 7.5, 1.4}, {0.1, 0.15, 0.05, 0.1}),
        // Lying still, knees splayed so the figure fits the canvas facing E and W.
        key({-7.0, 0.0, 3.6}, 1.5, 0.2, {-15.5, -7.5, 1.3}, {-14.5, 8.0, 1.3}, {0.05, 0.1, 0.0, 0.1}),
    };
    // The fall turns the body toward the screen's horizontal: a straight prone figure facing E or W would be wider
    // than the 48 px canvas, and one facing any other direction would reach below it.
    const double yaw[8] = {0.0, 0.05, 0.1, 0.15, 0.3, 0.5, 0.6, 0.6};
    const double knee_out[8] = {0.0, 0.0, 0.1, 0.2, 0.5, 1.5, 3.0, 3.0};
    const double spread[8] = {0.12, 0.12, 0.12, 0.2, 0.5, 0.8, 0.6, 0.6};
    const double rise[8] = {0.0, 0.0, 0.0, 0.0, 6.0, 10.0, 10.0, 10.0};
    for (size_t i = 0; i < s.keys.size(); ++i) {
        s.keys[i].yaw = yaw[i];
        s.keys[i].knee_out = knee_out[i];
        s.keys[i].rise = rise[i];
        s.keys[i].arm_spread = {spread[i], spread[i]};
    }
    s.events = {{5, "thud"}};
    return s;
}

ActionSpec knockback() {
    ActionSpec s;
    s.name = "knockback";
    s.fps = 12;
    s.shift = {-4, -8, -11, -14, -16, -16};
    // Final stance half a step back: the idle soles shifted by the push.
    const glm::dvec3 back{-16.0, 0.0, 0.0};
    s.keys = {
        // Blow lands: thrown back over planted feet, arms flung forward.
        key({0.0, 0.0, 23.5}, -0.42, -0.2, kIdleLeft, kIdleRight, {1.0, 0.5, 0.9, 0.6}),
        // Left foot reaches back.
        key({0.0, 0.0, 22.2}, -0.35, -0.1, {-7.0, -2.8, 3.2}, kIdleRight, {1.2, 0.4, 0.6, 0.8}),
        // Left foot lands far back; wide stance.
        key({0.0, 0.0, 21.2}, -0.2, 0.1, kIdleLeft + back, kIdleRight, {0.7, 0.6, 1.1, 0.5}),
        // Right foot swings back under the body.
        key({0.0, 0.0, 22.6}, -0.08, 0.0, kIdleLeft + back, {-8.0, 2.8, 3.0}, {0.4, 0.8, 0.6, 0.7}),
        // Right foot lands: regained balance.
        key({0.0, 0.0, 23.6}, 0.06, 0.0, kIdleLeft + back, kIdleRight + back, {0.2, 0.5, 0.25, 0.5}),
        // Idle stance at the new spot.
        key({0.0, 0.0, 24.8}, 0.0, 0.0, kIdleLeft + back, kIdleRight + back, {0.05, 0.18, 0.05, 0.18}),
    };
    return s;
}

std::vector<ActionSpec> buildActions() { return {attack(), hurt(), death(), knockback()}; }

glm::dvec3 inFrame(const Heading& h, glm::dvec3 v) {
    return h.forward * v.x + h.right * v.y + glm::dvec3{0.0, 0.0, v.z};
}

}  // namespace

const std::vector<ActionSpec>& humanoidActions() {
    static const std::vector<ActionSpec> actions = buildActions();
    return actions;
}

std::vector<ipos> actionAccum(const ActionSpec& spec, int hdir) {
    const ipos step = HexGeometry{}.stepVector(hdir);
    std::vector<ipos> accum;
    for (int s : spec.shift) {
        accum.push_back({static_cast<int>(roundDivAway(static_cast<int64_t>(step.x) * s, kStepGroundUnits)),
                         static_cast<int>(roundDivAway(static_cast<int64_t>(step.y) * s, kStepGroundUnits))});
    }
    return accum;
}

BodyPose solveActionPose(const ActionKey& k, const Heading& heading, ipos accum) {
    const glm::dvec3 up{0.0, 0.0, 1.0};
    // Body frame after the yaw, then the torso frame after lean (about the right axis) and twist (about the spine).
    // Toward the screen's horizontal (see the header); for E and W the head goes up the screen, where the canvas
    // has room. |right.y| >= 0.5 in all six directions, so the sign is never ambiguous.
    const double toward_near = heading.forward.y < -1e-9 ? 1.0 : -1.0;
    const double yaw = heading.right.y > 0.0 ? toward_near * k.yaw : -toward_near * k.yaw;
    Heading body;
    body.forward = heading.forward * std::cos(yaw) + heading.right * std::sin(yaw);
    body.right = heading.right * std::cos(yaw) - heading.forward * std::sin(yaw);
    const glm::dvec3 spine = up * std::cos(k.lean) + body.forward * std::sin(k.lean);
    const glm::dvec3 front = body.forward * std::cos(k.lean) - up * std::sin(k.lean);
    Heading torso;
    torso.forward = front * std::cos(k.twist) - body.right * std::sin(k.twist);
    torso.right = body.right * std::cos(k.twist) + front * std::sin(k.twist);

    const glm::dvec3 shift = groundFromScreen({accum.x, accum.y}, 0.0);
    BodyPose p;
    p.heading = torso;
    const glm::dvec3 rise{0.0, -k.rise, 0.0};
    p.pelvis = inFrame(heading, k.pelvis) + rise;
    p.chest = p.pelvis + spine * kTorsoLength;
    // Along the spine rather than straight up (skeleton.cpp), so a prone figure's head lies ahead of its chest.
    p.head = p.chest + spine * (kNeck + kHeadRadius);
    for (int s = 0; s < 2; ++s) {
        const double side = s == kLeft ? -1.0 : 1.0;
        p.hip[s] = p.pelvis + body.right * (side * kHipHalfWidth);
        p.sole[s] = inFrame(body, k.sole[s]) + rise - shift;
        p.ankle[s] = p.sole[s] + up * kAnkleHeight;
        p.knee[s] = bendJoint(p.hip[s], p.ankle[s], kThigh, kShin, body.forward + body.right * (side * k.knee_out));
        p.shoulder[s] = p.chest - spine * 1.9 + torso.right * (side * kShoulderHalfWidth);
        const glm::dvec3 upper =
            glm::normalize(-spine * std::cos(k.arm_swing[s]) + torso.forward * std::sin(k.arm_swing[s]) +
                           torso.right * (side * k.arm_spread[s]));
        p.elbow[s] = p.shoulder[s] + upper * kUpperArm;
        const double fore_angle = k.arm_swing[s] + k.elbow[s];
        const glm::dvec3 fore = glm::normalize(-spine * std::cos(fore_angle) + torso.forward * std::sin(fore_angle) +
                                               torso.right * (side * 0.05));
        p.hand[s] = p.elbow[s] + fore * kForearm;
    }
    return p;
}

CritterAnimationArt renderCritterAction(const ActionSpec& spec) {
    CritterAnimationArt art;
    art.spec.name = spec.name;
    art.spec.fps = spec.fps;
    art.spec.frames = spec.frames();
    const HexGeometry geometry;
    for (int d = 0; d < 6; ++d) {
        const Heading heading = headingAlong(geometry.stepVector(d));
        const std::vector<ipos> accum = actionAccum(spec, d);
        ipos previous{0, 0};
        for (int i = 0; i < spec.frames(); ++i) {
            const ActionKey& k = spec.keys[static_cast<size_t>(i)];
            const ipos a = accum[static_cast<size_t>(i)];
            const BodyPose pose = solveActionPose(k, heading, a);
            CritterFrame fr;
            fr.image = drawCritter(pose);
            fr.next = a - previous;
            previous = a;
            for (int s = 0; s < 2; ++s) {
                const glm::dvec2 c = projectToScreen(pose.sole[s]);
                fr.feet[static_cast<size_t>(s)] = {{static_cast<int>(std::lround(c.x)),
                                                    static_cast<int>(std::lround(c.y))},
                                                   k.sole[static_cast<size_t>(s)].z == 0.0};
            }
            art.dirs[static_cast<size_t>(d)].push_back(std::move(fr));
        }
    }
    return art;
}

std::vector<int> footfallFrames(const CritterAnimationArt& art, int hdir, bool looping) {
    const auto& frames = art.dirs[static_cast<size_t>(hdir)];
    std::vector<int> out;
    const int n = static_cast<int>(frames.size());
    for (int i = 0; i < n; ++i) {
        for (int s = 0; s < 2; ++s) {
            const bool now = frames[static_cast<size_t>(i)].feet[static_cast<size_t>(s)].planted;
            bool before = true;
            if (i > 0) {
                before = frames[static_cast<size_t>(i - 1)].feet[static_cast<size_t>(s)].planted;
            } else if (looping) {
                before = frames[static_cast<size_t>(n - 1)].feet[static_cast<size_t>(s)].planted;
            }
            if (now && !before && (out.empty() || out.back() != i)) {
                out.push_back(i);
            }
        }
    }
    return out;
}

}  // namespace gaitlab::assetgen

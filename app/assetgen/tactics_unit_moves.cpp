#include "app/assetgen/tactics_unit_moves.h"

#include <functional>

namespace gaitlab::assetgen {

namespace {

constexpr ipos kFlatFoot{-3, 1};
constexpr ipos kToeDown{-3, 2};

int swordSide(bool back) { return back ? kNearSide : kFarSide; }

// Arm angles (upper, forearm) and the blade's direction, all from straight down toward the facing.
struct Grip {
    double upper = 0.0;
    double fore = 0.0;
    double blade = 0.0;
};
constexpr Grip kGuard{15.0, 75.0, 125.0};   // elbow in, blade raised toward the facing
constexpr Grip kResting{10.0, 45.0, 30.0};  // blade lowered in front of the legs

void hold(BodyAngles& a, bool back, Grip g) {
    a.swordArm = swordSide(back);
    a.upperArm[a.swordArm] = g.upper;
    a.forearm[a.swordArm] = g.fore;
    a.sword = g.blade;
}

void freeArm(BodyAngles& a, bool back, double upper, double fore) {
    const int side = 1 - swordSide(back);
    a.upperArm[side] = upper;
    a.forearm[side] = fore;
}

// Feet on the ground, `nearX` and `farX` pixels from the stance point.
void stand(BodyAngles& a, int nearX, int farX) {
    a.ankle = {ipos{nearX, kTacticsAnkleRow}, ipos{farX, kTacticsAnkleRow}};
    a.footVector = {kFlatFoot, kFlatFoot};
}

// Foot position along the facing relative to the pelvis at walk frame i, and its lift. Foot A is planted for
// frames 0-4 (4 px ahead to 4 px behind while the body moves 8), then swings 16 px over frames 4-8.
struct FootPhase {
    int forward = 0;
    int lift = 0;
};
FootPhase walkFoot(int i) {
    const int half = kTacticsWalkFrames / 2;
    const int perFrame = kTacticsWalkStep / half;
    if (i <= half) return {kTacticsWalkStep / 2 - perFrame * i, 0};
    // Lifted at least 2 px: a toe pointing down 1 px lower would otherwise touch the ground.
    constexpr int kLift[kTacticsWalkFrames / 2] = {0, 2, 3, 2};
    return {-kTacticsWalkStep / 2 + perFrame * (i - half), kLift[i - half]};
}

BodyAngles walkFrame(int i, bool back) {
    BodyAngles a;
    const FootPhase nearFoot = walkFoot(i);
    const FootPhase farFoot = walkFoot((i + kTacticsWalkFrames / 2) % kTacticsWalkFrames);
    a.pelvis = {0, i % (kTacticsWalkFrames / 2) == 0 ? 1 : 0};  // lowest with both feet down
    a.lean = 4.0;
    // The near foot sits 1 px toward the back and the far foot 1 px toward the facing (three-quarter view).
    a.ankle = {ipos{1 - nearFoot.forward, kTacticsAnkleRow - nearFoot.lift},
               ipos{-1 - farFoot.forward, kTacticsAnkleRow - farFoot.lift}};
    a.footVector = {nearFoot.lift > 0 ? kToeDown : kFlatFoot, farFoot.lift > 0 ? kToeDown : kFlatFoot};
    hold(a, back, kGuard);
    // The free arm swings against the leg on its own side.
    const int freeSide = 1 - swordSide(back);
    const int legForward = freeSide == kNearSide ? nearFoot.forward : farFoot.forward;
    freeArm(a, back, -5.0 * legForward, -5.0 * legForward + 15.0);
    return a;
}

// Swing: guard, wind up over the shoulder, strike level, follow through low, recover, guard.
BodyAngles swingFrame(int i, bool back) {
    BodyAngles a;
    stand(a, 3, -4);
    switch (i) {
    case 1:
        a.lean = -8.0;
        a.headTilt = 4.0;
        hold(a, back, {165.0, 200.0, 235.0});
        freeArm(a, back, 25.0, 55.0);
        break;
    case 2:
        a.pelvis = {-1, 1};
        a.lean = 12.0;
        hold(a, back, {100.0, 95.0, 92.0});
        freeArm(a, back, -30.0, -20.0);
        break;
    case 3:
        a.pelvis = {-1, 1};
        a.lean = 16.0;
        hold(a, back, {45.0, 35.0, 25.0});
        freeArm(a, back, -35.0, -25.0);
        break;
    case 4:
        a.lean = 5.0;
        hold(a, back, {20.0, 60.0, 100.0});
        freeArm(a, back, -15.0, -5.0);
        break;
    default:
        hold(a, back, kGuard);
        freeArm(a, back, -10.0, 0.0);
        break;
    }
    return a;
}

// Hurt: thrown back onto the rear foot, head snapping back, then recovering to guard.
BodyAngles hurtFrame(int i, bool back) {
    BodyAngles a;
    stand(a, 3, -2);
    switch (i) {
    case 0:
    case 1:
        a.pelvis = {1 + i, 1 + i};
        a.lean = -14.0 - 6.0 * i;
        a.headTilt = -12.0 - 3.0 * i;
        hold(a, back, {30.0 + 5.0 * i, 80.0, 150.0});
        freeArm(a, back, 35.0 + 10.0 * i, 60.0 + 10.0 * i);
        break;
    case 2:
        a.pelvis = {1, 1};
        a.lean = -6.0;
        a.headTilt = -4.0;
        hold(a, back, {20.0, 70.0, 130.0});
        freeArm(a, back, 10.0, 30.0);
        break;
    default:
        hold(a, back, kGuard);
        freeArm(a, back, -10.0, 0.0);
        break;
    }
    return a;
}

// Death: struck, knees buckle, falls backward dropping the sword, lies on its back.
BodyAngles deathFrame(int i, bool back) {
    BodyAngles a;
    const ipos droppedGrip{-9, 17};
    const ipos droppedTip{-21, 17};
    switch (i) {
    case 0: a = hurtFrame(1, back); break;
    case 1:
        stand(a, 3, -3);
        a.pelvis = {2, 5};
        a.lean = -24.0;
        a.headTilt = -10.0;
        hold(a, back, {50.0, 40.0, 10.0});
        freeArm(a, back, 30.0, 20.0);
        break;
    case 2:
        stand(a, -2, -6);
        a.pelvis = {5, 10};
        a.lean = -55.0;
        a.headTilt = 10.0;
        a.swordArm = -1;
        a.droppedGrip = droppedGrip;
        a.droppedTip = droppedTip;
        a.upperArm = {-60.0, -40.0};
        a.forearm = {-90.0, -70.0};
        break;
    default:
        // Flat on its back, head away from the facing, toes up.
        a.pelvis = {6, 15};
        a.lean = -90.0;
        a.ankle = {ipos{-10, 16}, ipos{-9, 14}};
        a.footVector = {ipos{-1, -3}, ipos{-1, -3}};
        a.swordArm = -1;
        a.droppedGrip = droppedGrip;
        a.droppedTip = droppedTip;
        a.upperArm = {80.0, -100.0};
        a.forearm = {95.0, -80.0};
        break;
    }
    return a;
}

TacticsMove build(std::string name, std::string category, bool loop, int frames,
                  const std::function<BodyAngles(int, bool)>& frame) {
    TacticsMove m;
    m.name = std::move(name);
    m.category = std::move(category);
    m.loop = loop;
    for (int i = 0; i < frames; ++i) {
        m.front.push_back(frame(i, false));
        m.back.push_back(frame(i, true));
    }
    return m;
}

}  // namespace

BodyAngles tacticsIdle(bool back) {
    BodyAngles a;
    stand(a, 2, -2);
    hold(a, back, kResting);
    freeArm(a, back, -6.0, 4.0);
    return a;
}

std::vector<TacticsMove> tacticsMoves() {
    std::vector<TacticsMove> moves;

    TacticsMove walk = build("Walk", "Walk", true, kTacticsWalkFrames, walkFrame);
    walk.ticks.assign(kTacticsWalkFrames, 7);
    for (int i = 0; i < kTacticsWalkFrames; ++i) walk.fb.push_back(i * 2 * kTacticsWalkStep / kTacticsWalkFrames);
    moves.push_back(walk);

    // Wading: the same steps, slower, drawn only in the water frames.
    TacticsMove wade = walk;
    wade.name = "Nulled Walk";
    wade.water = true;
    wade.ticks.assign(kTacticsWalkFrames, 10);
    moves.push_back(wade);

    TacticsMove swing = build("Swing", "Swing", false, 6, swingFrame);
    swing.ticks = {6, 10, 4, 8, 8, 10};
    swing.events = {{14, "PlaySound"}, {16, "PostGenericAttack"}};  // the blow lands as the strike frame shows
    moves.push_back(swing);

    TacticsMove hurt = build("Hurt", "Hurt", false, 4, hurtFrame);
    hurt.ticks = {4, 12, 8, 10};
    hurt.events = {{0, "PlaySound"}};
    moves.push_back(hurt);

    TacticsMove death = build("Death", "Death", false, 4, deathFrame);
    death.ticks = {6, 10, 8, 0};  // the last delay of 0 holds the unit lying down
    death.events = {{0, "PlaySound"}, {24, "PlaySound"}};
    moves.push_back(death);
    return moves;
}

}  // namespace gaitlab::assetgen

#include "app/assetgen/tactics_unit_pose.h"

#include <cmath>
#include <limits>

namespace gaitlab::assetgen {

namespace {

constexpr double kDegrees = 3.14159265358979323846 / 180.0;

ipos roundVector(double x, double y) { return {static_cast<int>(std::round(x)), static_cast<int>(std::round(y))}; }

double distance(ipos a, ipos b) { return std::hypot(static_cast<double>(b.x - a.x), static_cast<double>(b.y - a.y)); }

}  // namespace

ipos limbVector(double degrees, double length) {
    return roundVector(-std::sin(degrees * kDegrees) * length, std::cos(degrees * kDegrees) * length);
}

ipos chainJoint(ipos root, ipos end, int l1, int l2) {
    const ipos e = end - root;
    ipos best = root;
    double bestScore = std::numeric_limits<double>::infinity();
    const int reach = l1 + 1;
    for (int y = root.y - reach; y <= root.y + reach; ++y) {
        for (int x = root.x - reach; x <= root.x + reach; ++x) {
            const ipos k{x, y};
            const ipos r = k - root;
            // The facing is -x: for a chain pointing down, cross >= 0 puts the joint on the facing side.
            if (static_cast<long>(e.x) * r.y - static_cast<long>(e.y) * r.x < 0) continue;
            const double a = distance(root, k) - l1;
            const double b = distance(k, end) - l2;
            const double score = a * a + b * b;
            if (score < bestScore) {
                bestScore = score;
                best = k;
            }
        }
    }
    return best;
}

Skeleton poseOf(const BodyAngles& a) {
    Skeleton s;
    const double lean = a.lean * kDegrees;
    const double tilt = (a.lean + a.headTilt) * kDegrees;
    // Up along the torso, and its perpendicular toward the unit's back (screen right when upright).
    const double ux = -std::sin(lean);
    const double uy = -std::cos(lean);
    const double bx = std::cos(lean);
    const double by = -std::sin(lean);
    s.pelvis = a.pelvis;
    s.neck = s.pelvis + roundVector(ux * kTacticsTorso, uy * kTacticsTorso);
    s.head = s.neck + roundVector(-std::sin(tilt) * kTacticsNeck, -std::cos(tilt) * kTacticsNeck);
    // Three-quarter view: the near side shows toward the back, the far side toward the facing.
    s.hip[kNearSide] = s.pelvis + roundVector(bx, by);
    s.hip[kFarSide] = s.pelvis - roundVector(bx, by);
    s.shoulder[kNearSide] = s.neck + roundVector(bx * 2.0 - ux, by * 2.0 - uy);
    s.shoulder[kFarSide] = s.neck + roundVector(-bx * 2.0 - ux, -by * 2.0 - uy);
    for (int side : {kNearSide, kFarSide}) {
        s.ankle[side] = a.ankle[side];
        s.knee[side] = chainJoint(s.hip[side], s.ankle[side], kTacticsThigh, kTacticsShin);
        s.toe[side] = s.ankle[side] + a.footVector[side];
        s.elbow[side] = s.shoulder[side] + limbVector(a.upperArm[side], kTacticsUpperArm);
        s.hand[side] = s.elbow[side] + limbVector(a.forearm[side], kTacticsForearm);
    }
    s.swordArm = a.swordArm;
    if (a.swordArm >= 0) {
        s.swordGrip = s.hand[a.swordArm];
        s.swordTip = s.swordGrip + limbVector(a.sword, kTacticsSwordLength);
    } else {
        s.swordGrip = a.droppedGrip;
        s.swordTip = a.droppedTip;
    }
    return s;
}

std::vector<PlacedPart> tilesOf(const Skeleton& s, bool back) {
    std::vector<PlacedPart> out;
    const auto sword = [&] { out.push_back({{PartKind::Sword, false, false, s.swordTip - s.swordGrip}, s.swordGrip}); };
    const auto arm = [&](int side) {
        const bool far = side == kFarSide;
        if (s.swordArm == side) sword();
        out.push_back({{PartKind::UpperArm, false, far, s.elbow[side] - s.shoulder[side]}, s.shoulder[side]});
        out.push_back({{PartKind::Forearm, false, far, s.hand[side] - s.elbow[side]}, s.elbow[side]});
    };
    const auto leg = [&](int side) {
        const bool far = side == kFarSide;
        out.push_back({{PartKind::Thigh, false, far, s.knee[side] - s.hip[side]}, s.hip[side]});
        out.push_back({{PartKind::Shin, false, far, s.ankle[side] - s.knee[side]}, s.knee[side]});
        out.push_back({{PartKind::Foot, false, far, s.toe[side] - s.ankle[side]}, s.ankle[side]});
    };
    if (s.swordArm < 0) sword();
    arm(kFarSide);
    leg(kFarSide);
    out.push_back({{PartKind::Torso, back, false, s.neck - s.pelvis}, s.pelvis});
    leg(kNearSide);
    out.push_back({{PartKind::Head, back, false, s.head - s.neck}, s.head});
    arm(kNearSide);
    return out;
}

}  // namespace gaitlab::assetgen

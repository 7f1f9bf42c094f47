#include "engine/tactics/pose.h"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "engine/tactics/view.h"

namespace gaitlab::tactics {

namespace {

const Sequence& sequenceOf(const Atlas& atlas, const Animation& animation, bool back) {
    const int s = back ? animation.back : animation.front;
    if (s < 0 || static_cast<size_t>(s) >= atlas.sequences.size()) {
        throw std::out_of_range("poseAt: animation \"" + animation.name + "\" names sequence " + std::to_string(s) +
                                ", but the atlas has " + std::to_string(atlas.sequences.size()));
    }
    return atlas.sequences[static_cast<size_t>(s)];
}

// Tiles of frame `shp` per the draw algorithm; `mirrored` reflects the centres about the stance point.
// The tiles go into pose.tiles as it is, so a reused Pose keeps its storage.
void placeTiles(const Atlas& atlas, int shp, bool mirrored, Pose& pose) {
    const Frame& frame = atlas.frames.at(static_cast<size_t>(shp));
    pose.tiles.clear();
    pose.tiles.reserve(frame.size());
    int64_t biggest = -1;
    for (size_t i = 0; i < frame.size(); ++i) {
        const FrameTile& t = frame[i];
        const Cell& cell = atlas.cells.at(static_cast<size_t>(t.id));
        PoseTile& pt = pose.tiles.emplace_back();
        pt.id = t.id;
        pt.cell = cell;
        pt.x = (mirrored ? -t.u : t.u) - cell.w / 2.0;
        pt.y = t.v - cell.h / 2.0;
        pt.flipX = mirrored != t.reversed;
        pt.order = static_cast<int>(i);
        const int64_t area = static_cast<int64_t>(cell.w) * cell.h;
        if (area > biggest) {  // strictly bigger: the first tile wins a tie
            biggest = area;
            pose.body = static_cast<int>(i);
        }
    }
}

// Motion signs make -0.0 for a zero fb; keep +0 so the JSON never prints "-0".
double noNegativeZero(double v) { return v == 0.0 ? 0.0 : v; }

}  // namespace

int64_t elapsedAt(const Sequence& seq, int64_t ticks, bool loop) {
    if (!loop || seq.total <= 0) {
        return ticks;
    }
    const int64_t r = ticks % seq.total;  // C++ keeps the dividend's sign: lift negatives once, no loop (R16)
    return r < 0 ? r + seq.total : r;
}

int frameIndexAt(const Sequence& seq, int64_t elapsed) {
    const auto it = std::upper_bound(seq.ends.begin(), seq.ends.end(), elapsed);  // first end > elapsed
    if (it == seq.ends.end()) {
        return seq.ends.empty() ? 0 : static_cast<int>(seq.ends.size()) - 1;
    }
    return static_cast<int>(it - seq.ends.begin());
}

void poseInto(const Atlas& atlas, const Animation& animation, int view, int64_t ticks, bool water, Pose& out,
              bool tilesCurrent) {
    const int previousShp = out.shp;
    const bool previousMirrored = out.mirrored;
    const int previousBody = out.body;
    std::vector<PoseTile> tiles = std::move(out.tiles);
    out = Pose{};
    out.tiles = std::move(tiles);
    Pose& pose = out;
    pose.view = wrap8(view);
    pose.pattern = patternOf(pose.view);
    pose.back = isBackView(pose.view);
    const int waterAdd = (water || animation.water) ? atlas.waterOffset : 0;
    // The same frame with the same mirror places the same tiles: only the caller knows they are of this atlas.
    auto place = [&](bool mirrored) {
        if (tilesCurrent && pose.shp == previousShp && mirrored == previousMirrored &&
            static_cast<size_t>(pose.shp) < atlas.frames.size() &&
            pose.tiles.size() == atlas.frames[static_cast<size_t>(pose.shp)].size()) {
            pose.body = previousBody;
            return;
        }
        placeTiles(atlas, pose.shp, mirrored, pose);
    };

    if (animation.idle) {
        // The idle frames carry their own flips: applying the view mirror too would flip them twice.
        pose.mirrored = false;
        pose.elapsed = ticks;
        pose.shp = atlas.idleFrames[static_cast<size_t>(pose.view)] + waterAdd;
        place(false);
        return;
    }

    pose.mirrored = isMirroredView(pose.view);
    const Sequence& entry = sequenceOf(atlas, animation, pose.back);
    pose.sequence = entry.seq;
    pose.elapsed = elapsedAt(entry, ticks, animation.loop);
    pose.index = frameIndexAt(entry, pose.elapsed);
    const auto i = static_cast<size_t>(pose.index);
    pose.shp = entry.frames.at(i) + waterAdd;
    place(pose.mirrored);
    pose.moveX = entry.fb.empty() ? 0.0 : noNegativeZero(entry.fb.at(i) * (pose.mirrored ? 1.0 : -1.0));
    pose.moveY = entry.du.empty() ? 0.0 : entry.du.at(i);
}

Pose poseAt(const Atlas& atlas, const Animation& animation, int view, int64_t ticks, bool water) {
    Pose pose;
    poseInto(atlas, animation, view, ticks, water, pose);
    return pose;
}

Pose poseAt(const Atlas& atlas, const Animation& animation, FacingAndStep facing, int64_t ticks, bool water) {
    return poseAt(atlas, animation, viewOf(facing.facing, facing.cameraStep), ticks, water);
}

namespace {

const Hand* handOf(const Atlas& atlas, int cellId) {
    if (cellId < 0 || static_cast<size_t>(cellId) >= atlas.hands.size()) {
        return nullptr;
    }
    const auto& h = atlas.hands[static_cast<size_t>(cellId)];
    return h ? &*h : nullptr;
}

size_t armIndex(size_t tileCount, Arm arm) { return arm == Arm::First ? 0 : tileCount - 1; }

}  // namespace

std::optional<HandPoint> frameHand(const Atlas& atlas, int shp, Arm arm) {
    if (shp < 0 || static_cast<size_t>(shp) >= atlas.frames.size()) {
        return std::nullopt;
    }
    const Frame& frame = atlas.frames[static_cast<size_t>(shp)];
    if (frame.empty()) {
        return std::nullopt;
    }
    const size_t i = armIndex(frame.size(), arm);
    const FrameTile& t = frame[i];
    const Hand* hand = handOf(atlas, t.id);
    if (hand == nullptr) {
        return std::nullopt;
    }
    const Cell& cell = atlas.cells[static_cast<size_t>(t.id)];
    HandPoint p;
    p.x = t.u - cell.w / 2.0 + (t.reversed ? cell.w - hand->x : hand->x);
    p.y = t.v - cell.h / 2.0 + hand->y;
    p.degrees = hand->degrees;
    p.tile = static_cast<int>(i);
    p.flipX = t.reversed;
    return p;
}

std::optional<HandPoint> handPoint(const Atlas& atlas, const Pose& pose, Arm arm) {
    if (pose.tiles.empty()) {
        return std::nullopt;
    }
    const size_t i = armIndex(pose.tiles.size(), arm);
    const PoseTile& t = pose.tiles[i];
    const Hand* hand = handOf(atlas, t.id);
    if (hand == nullptr) {
        return std::nullopt;
    }
    HandPoint p;
    p.x = t.x + (t.flipX ? t.cell.w - hand->x : hand->x);
    p.y = t.y + hand->y;
    p.degrees = hand->degrees;
    p.tile = static_cast<int>(i);
    p.flipX = t.flipX;
    return p;
}

}  // namespace gaitlab::tactics

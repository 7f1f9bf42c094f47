#include "engine/world/unit_gait_sheets.h"

#include <algorithm>
#include <climits>
#include <cmath>

#include "engine/gait/animation_metrics.h"
#include "engine/gait/contacts.h"
#include "engine/tactics/tactics_drive.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

/// One pose as an image whose bottom-centre, shifted by the draw offset, is the ground point (soles).
SpriteFrame composite(const tactics::Pose& pose, const tactics::AtlasImage& image, const std::vector<uint8_t>& rgba) {
    SpriteFrame frame;
    if (pose.tiles.empty()) return frame;
    // Tile rects relative to the ground point: the stance point is kStanceAboveSoles above it.
    int x0 = INT_MAX;
    int y0 = INT_MAX;
    int x1 = INT_MIN;
    int y1 = INT_MIN;
    for (const tactics::PoseTile& t : pose.tiles) {
        const int x = tacticsTileOffset(t.x);
        const int y = tacticsTileOffset(t.y) - kStanceAboveSoles;
        x0 = std::min(x0, x);
        y0 = std::min(y0, y);
        x1 = std::max(x1, x + t.cell.w);
        y1 = std::max(y1, y + t.cell.h);
    }
    frame.width = x1 - x0;
    frame.height = y1 - y0;
    if (frame.width <= 0 || frame.height <= 0) return SpriteFrame{};
    // Pixel (c, r) covers (c - W/2 + ox, r - H + oy) from the root (engine/gait/contacts.h): it should be (x0 + c,
    // y0 + r).
    frame.draw_offset = {x0 + frame.width / 2, y0 + frame.height};
    frame.rgba.assign(static_cast<std::size_t>(frame.width) * static_cast<std::size_t>(frame.height) * 4, 0);
    const bool have_pixels = rgba.size() ==
                             static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height) * 4;
    if (!have_pixels) return frame;
    std::vector<const tactics::PoseTile*> order;
    for (const tactics::PoseTile& t : pose.tiles) order.push_back(&t);
    std::stable_sort(order.begin(), order.end(), [](const auto* a, const auto* b) { return a->order < b->order; });
    for (const tactics::PoseTile* t : order) {
        const int ox = tacticsTileOffset(t->x) - x0;
        const int oy = tacticsTileOffset(t->y) - kStanceAboveSoles - y0;
        for (int r = 0; r < t->cell.h; ++r) {
            for (int c = 0; c < t->cell.w; ++c) {
                const int sx = t->cell.x + (t->flipX ? t->cell.w - 1 - c : c);
                const int sy = t->cell.y + r;
                if (sx < 0 || sy < 0 || sx >= image.width || sy >= image.height) continue;
                const uint8_t* src = &rgba[(static_cast<std::size_t>(sy) * image.width + sx) * 4];
                uint8_t* dst = &frame.rgba[(static_cast<std::size_t>(oy + r) * frame.width + (ox + c)) * 4];
                // Straight-alpha "over": a later (nearer) tile covers an earlier one.
                const int a = src[3];
                if (a == 0) continue;
                const int out_a = a + dst[3] * (255 - a) / 255;
                for (int k = 0; k < 3; ++k)
                    dst[k] =
                        static_cast<uint8_t>(out_a == 0 ? 0 : (src[k] * a + dst[k] * dst[3] * (255 - a) / 255) / out_a);
                dst[3] = static_cast<uint8_t>(out_a);
            }
        }
    }
    return frame;
}

}  // namespace

UnitGaitSheets::UnitGaitSheets(std::shared_ptr<const tactics::Atlas> atlas, std::vector<uint8_t> atlas_rgba,
                               const HexGeometry& geometry)
    : atlas_(std::move(atlas)), rgba_(std::move(atlas_rgba)), geometry_(geometry) {}

const SpriteSheet& UnitGaitSheets::sheet(const tactics::Animation& animation, int view, int hdir, bool water,
                                         bool walk) {
    static const SpriteSheet kNone;
    if (!atlas_) return kNone;
    view = tactics::wrap8(view);
    hdir = walk ? ((hdir % 6) + 6) % 6 : 0;  // only a walk's deltas depend on the hex direction
    const auto key = std::make_tuple(animation.idle ? std::string("Idle") : animation.name, view, hdir, water);
    if (const auto it = entries_.find(key); it != entries_.end()) return it->second->sheet;
    auto entry = std::make_unique<Entry>();
    SpriteSheet& sheet = entry->sheet;
    const bool back = tactics::isBackView(view);
    const int seq_index = animation.idle ? -1 : (back ? animation.back : animation.front);
    const tactics::Sequence* seq = seq_index >= 0 && static_cast<std::size_t>(seq_index) < atlas_->sequences.size()
                                       ? &atlas_->sequences[static_cast<std::size_t>(seq_index)]
                                       : nullptr;
    const std::size_t count = seq ? seq->frames.size() : 1;
    for (std::size_t i = 0; i < count; ++i) {
        const int64_t start = seq && i > 0 ? seq->ends[i - 1] : 0;
        sheet.frames.push_back(
            composite(tactics::poseAt(*atlas_, animation, view, start, water), atlas_->image, rgba_));
    }
    if (seq && walk) {
        const std::vector<ipos> deltas =
            tacticsWalkDeltas(seq->fb, seq->du, tactics::isMirroredView(view), geometry_.stepVector(hdir), count);
        for (std::size_t i = 0; i < count; ++i) {
            sheet.frames[i].next_x = static_cast<int16_t>(deltas[i].x);
            sheet.frames[i].next_y = static_cast<int16_t>(deltas[i].y);
        }
    }
    // The clip's length in ms at 60 ticks per second (D13): the rate the poses change at when they play on time.
    sheet.anim_ms = seq ? static_cast<int>(seq->total * 1000 / 60) : 0;
    sheet.rebuildCycle();
    for (const SpriteFrame& f : sheet.frames) entry->info.image_ids.push_back(frameImageId(f));
    entry->info.contacts = detectSheetContacts(sheet, geometry_.stepVector(hdir), {}, entry->info.image_ids);
    entry->info.label = (animation.idle ? std::string("idle") : animation.name) +
                        (walk ? std::string(" ") + dirName(hdir, geometry_.dirCount()) : std::string());
    entry->info.pixels = &entry->sheet;  // composited poses: the figure itself
    const SpriteSheet& out = entry->sheet;
    by_sheet_[&out] = entry.get();
    entries_.emplace(key, std::move(entry));
    return out;
}

const GaitSheetInfo* UnitGaitSheets::info(const SpriteSheet* sheet) const {
    const auto it = by_sheet_.find(sheet);
    return it == by_sheet_.end() ? nullptr : &it->second->info;
}

SpriteAnimation UnitGaitSheets::walkAnimation(int camera_step, bool water) {
    SpriteAnimation anim;
    anim.name = "walk";
    if (!atlas_) return anim;
    const tactics::Animation* walk = water ? tactics::findAnimation(*atlas_, "Nulled Walk") : nullptr;
    if (walk == nullptr) walk = tactics::findAnimation(*atlas_, "Walk");
    if (walk == nullptr || walk->front < 0 || walk->back < 0) return anim;
    anim.source = atlas_->file;
    for (int hdir = 0; hdir < 6; ++hdir) {
        const int view = tactics::viewOf(tacticsFacingForHexDir(hdir, kTacticsFacingSE), camera_step);
        anim.dirs.push_back(sheet(*walk, view, hdir, water, true));
    }
    return anim;
}

std::vector<std::vector<uint64_t>> UnitGaitSheets::imageIds(const SpriteAnimation& anim) {
    std::vector<std::vector<uint64_t>> ids;
    for (const SpriteSheet& s : anim.dirs) {
        ids.emplace_back();
        for (const SpriteFrame& f : s.frames) ids.back().push_back(frameImageId(f));
    }
    return ids;
}

GaitSample unitGaitSample(const World& world, int index, uint64_t previous_server_moves, UnitGaitSheets& sheets) {
    const WorldUnit& wu = world.units()[static_cast<std::size_t>(index)];
    const TacticsUnit& unit = wu.actor;
    const TacticsAlign& align = unit.align();
    GaitSample s;
    s.t_ms = world.nowMs();
    s.anim = unit.machine().stateDef().name;
    s.dir = unit.hdir();
    s.frame = unit.pose().index;
    s.moving = unit.isMoving();
    s.movement_driven = align.driven;
    s.phase = align.phase;
    s.sprite_root = unit.groundPoint();
    s.logical = unit.logicalPoint();
    s.correction = wu.server_moves != previous_server_moves;
    if (const auto& atlas = unit.atlas()) {
        const std::string& name = unit.animationName();
        const tactics::Animation* animation = tactics::findAnimation(*atlas, name);  // "Idle": the atlas idle
        if (animation != nullptr)
            s.sheet = &sheets.sheet(*animation, unit.view(), unit.hdir(), unit.water(), align.driven);
    }
    return s;
}

}  // namespace gaitlab

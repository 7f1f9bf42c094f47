#include "engine/world/trace.h"

#include <sstream>

#include <nlohmann/json.hpp>

#include "engine/world/world.h"

namespace gaitlab {

TraceRow traceRow(const World& world) {
    TraceRow row;
    row.t_ms = world.nowMs();
    if (world.critters().empty()) return row;
    const CritterBody& body = world.critters()[static_cast<std::size_t>(world.selected())].body();
    const AlignInfo& align = body.align();
    row.hex = body.hex();
    row.hex_offset = body.hexOffset();
    row.dir = align.hdir;
    row.anim = critterAnimName(align.anim);
    row.moving = body.isMoving();
    row.anchor = align.anchor;
    row.cycle_proj = align.walk.cycle_proj;
    row.phase = align.phase;
    row.frame = align.frame;
    row.offs_anim = align.offs_anim;
    row.sprite_world = body.spriteWorld();
    const HexGeometry& g = world.geometry();
    row.sprite_root = row.sprite_world + ipos(g.hex_width / 2, g.hex_height / 2);
    return row;
}

bool TraceWriter::open(const std::string& dir, std::string& error) {
    dir_ = dir;
    rows_ = 0;
    // Binary: "\n" line ends on every system, so a trace compares byte for byte across them.
    csv_.open(dir + "/trace.csv", std::ios::binary | std::ios::trunc);
    if (!csv_) {
        error = dir + "/trace.csv: cannot create file";
        return false;
    }
    json_.open(dir + "/trace.json", std::ios::binary | std::ios::trunc);
    if (!json_) {
        error = dir + "/trace.json: cannot create file";
        return false;
    }
    json_ << '[';
    csv_ << "t_ms,hex_x,hex_y,hex_offset_x,hex_offset_y,dir,anim,moving,anchor_x,anchor_y,cycle_proj,phase,frame,"
            "offs_anim_x,offs_anim_y,sprite_world_x,sprite_world_y,sprite_root_x,sprite_root_y\n";
    return true;
}

std::string traceCsvLine(const TraceRow& r) {
    std::ostringstream line;
    line << r.t_ms << ',' << r.hex.x << ',' << r.hex.y << ',' << r.hex_offset.x << ',' << r.hex_offset.y << ',' << r.dir
         << ',' << r.anim << ',' << (r.moving ? 1 : 0) << ',' << r.anchor.x << ',' << r.anchor.y << ',' << r.cycle_proj
         << ',' << r.phase << ',' << r.frame << ',' << r.offs_anim.x << ',' << r.offs_anim.y << ',' << r.sprite_world.x
         << ',' << r.sprite_world.y << ',' << r.sprite_root.x << ',' << r.sprite_root.y << '\n';
    return line.str();
}

void TraceWriter::add(const TraceRow& r) {
    csv_ << traceCsvLine(r);
    // Written as it comes, so memory stays flat however long the run: the text is what nlohmann::json::dump(1)
    // makes of the whole array, one element at a time (each element one level in).
    const nlohmann::json row({{"t_ms", r.t_ms},
                              {"hex", {r.hex.x, r.hex.y}},
                              {"hex_offset", {r.hex_offset.x, r.hex_offset.y}},
                              {"dir", r.dir},
                              {"anim", r.anim},
                              {"moving", r.moving},
                              {"anchor", {r.anchor.x, r.anchor.y}},
                              {"cycle_proj", r.cycle_proj},
                              {"phase", r.phase},
                              {"frame", r.frame},
                              {"offs_anim", {r.offs_anim.x, r.offs_anim.y}},
                              {"sprite_world", {r.sprite_world.x, r.sprite_world.y}},
                              {"sprite_root", {r.sprite_root.x, r.sprite_root.y}}});
    std::string text = row.dump(1);
    std::string shifted;
    shifted.reserve(text.size() + 32);
    for (char c : text) {
        shifted += c;
        if (c == '\n') shifted += ' ';
    }
    json_ << (rows_ == 0 ? "\n " : ",\n ") << shifted;
    ++rows_;
}

bool TraceWriter::finish(std::string& error) {
    csv_.close();
    if (csv_.fail()) {
        error = dir_ + "/trace.csv: write failed";
        return false;
    }
    json_ << (rows_ == 0 ? "]" : "\n]") << '\n';
    json_.close();
    if (json_.fail()) {
        error = dir_ + "/trace.json: write failed";
        return false;
    }
    return true;
}

}  // namespace gaitlab

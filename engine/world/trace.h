// The per-tick trace of the selected critter written by `gaitlab render`: trace.csv (one header line, one
// row per tick) and trace.json (an array of the same rows as objects). Units: ms and map pixels.
#pragma once

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <string>

#include "engine/hex/hex.h"

namespace gaitlab {

class World;

struct TraceRow {
    int64_t t_ms = 0;
    Hex hex;
    ipos hex_offset{0, 0};  ///< HexOffset
    int dir = 0;            ///< hdir of the chosen sheet
    std::string anim;       ///< the animation shown: idle, walk, run, attack, ... (critterAnimName)
    bool moving = false;
    ipos anchor{0, 0};  ///< cycle anchor in displacement space (§4.1)
    int64_t cycle_proj = 0;
    double phase = 0.0;  ///< cycle_proj / TT
    int frame = 0;
    ipos offs_anim{0, 0};
    ipos sprite_world{0, 0};  ///< CritterBody::spriteWorld(): hexPos + HexOffset + offs_anim (no centre bias)
    ipos sprite_root{0, 0};   ///< sprite_world + (W/2, H/2): where the image's bottom-centre is drawn (§8)
};

/// The selected critter's row at the world's current clock.
[[nodiscard]] TraceRow traceRow(const World& world);
/// One trace.csv line of `row` (fields in header order, ending in '\n').
[[nodiscard]] std::string traceCsvLine(const TraceRow& row);

class TraceWriter {
public:
    /// Opens <dir>/trace.csv (writing the header) and <dir>/trace.json; false and `error` when either cannot be
    /// created.
    bool open(const std::string& dir, std::string& error);
    /// Appends the row to both files at once: nothing is kept in memory (a long run's memory stays flat).
    void add(const TraceRow& row);
    /// Closes both files (trace.json's array ends here); false and `error` on a write failure.
    bool finish(std::string& error);

private:
    std::string dir_;
    std::ofstream csv_;
    std::ofstream json_;
    std::size_t rows_ = 0;
};

}  // namespace gaitlab

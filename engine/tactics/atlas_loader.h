// Reading and validating a tactics-sprite-data document (DECISIONS "The Data"; D16: a
// user's own file loads unchanged). Every failure is a gaitlab::JsonError (a FormatError, engine/base/json_reader.h)
// whose message reads "<file>: <json path>: expected <what>, got ...", the path a JSON Pointer, e.g.
// "units.json: /sequences/12/ticks: expected 5 delays ...".
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "engine/tactics/atlas.h"

namespace gaitlab::tactics {

/// Validates `doc` and builds the atlas: summed delays per sequence, hands by cell id, the idle branch.
/// `file` names the document in errors. Checks: every field of the tables present with its type (`mode` and
/// the sequences' `fb`/`du` may be absent; `hitTick`, `hands` and `holds` may be null); format
/// "tactics-sprite-data"; stage.ticksPerSecond 60 (D13); cells[i].id == i and each rect inside the atlas image with
/// w, h >= 1; tile ids below the cell count; a fourth tile element of 0 or 1; sequences[i].seq == i; at least
/// one frame per sequence; ticks, fb and du one per frame; delays and event ticks >= 0; frame indices (and
/// idleFrames, exactly 8) such that the frame and its water copy (+waterOffset) exist; animation front/back
/// below the sequence count; hands keys decimal cell ids with [x, y, degrees] values. Numbers that reach integer
/// pixel or tick arithmetic are bounded (atlas.h): tile centres, fb, du and hand x, y within +-kMaxStagePixels,
/// hand degrees within +-360, the image sides and stage fields up to kMaxAtlasSide, delays up to kMaxDelayTicks.
/// Throws gaitlab::JsonError (line 0) naming the JSON path.
[[nodiscard]] Atlas createAtlas(const nlohmann::json& doc, const std::string& file);

/// Parses JSON text then calls createAtlas. A syntax error is a JsonError with the 1-based line.
[[nodiscard]] Atlas parseAtlas(std::string_view text, const std::string& file);

/// Reads the file at `path` and parses it. An unreadable file is a JsonError naming the path (JSON path "/").
[[nodiscard]] Atlas loadAtlas(const std::string& path);

}  // namespace gaitlab::tactics

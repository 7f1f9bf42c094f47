// The engine's reference vectors (tests/data/fonline-vectors.json, the numbers described in §10)
// and the small conversions every data-driven test needs.
#pragma once

#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/hex/hex.h"

namespace gaitlab::test {

/// The whole vector file, parsed once.
inline const nlohmann::json& vectors() {
    static const nlohmann::json data = [] {
        const std::string path = std::string(GAITLAB_TEST_DATA) + "/fonline-vectors.json";
        std::ifstream in(path);
        if (!in) throw std::runtime_error("cannot open " + path);
        return nlohmann::json::parse(in);
    }();
    return data;
}

/// [x, y] as a hex.
inline Hex hexOf(const nlohmann::json& pair) { return {pair.at(0).get<int>(), pair.at(1).get<int>()}; }
/// [x, y] as a pixel vector.
inline ipos posOf(const nlohmann::json& pair) { return {pair.at(0).get<int>(), pair.at(1).get<int>()}; }
/// [[x, y], ...] as per-frame deltas (NextX, NextY).
inline std::vector<ipos> deltasOf(const nlohmann::json& list) {
    std::vector<ipos> out;
    for (const auto& d : list) out.push_back(posOf(d));
    return out;
}

}  // namespace gaitlab::test

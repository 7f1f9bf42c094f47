// Test fixtures made from the shipped humanoid's walk: a known fault of one frame's delta, so the slide it makes is
// known by hand (the report player's tests).
#pragma once

#include <fstream>
#include <regex>
#include <sstream>
#include <string>

namespace gaitlab::testing {

/// The walk.fofrm of `humanoid_dir` with absolute PNG paths and direction 1's (E) next_x_5 multiplied by `factor`;
/// `authored` receives the value it had. Written anywhere, it reads the same pictures.
inline std::string walkWithFrame5Times(const std::string& humanoid_dir, int factor, int& authored) {
    std::ifstream in(humanoid_dir + "/walk.fofrm");
    std::ostringstream out;
    std::string line;
    int dir = -1;
    const std::regex next(R"(next_x_5 = (-?\d+))");
    std::smatch m;
    while (std::getline(in, line)) {
        if (line.rfind("[dir_", 0) == 0) dir = line[5] - '0';
        if (line.rfind("frm_", 0) == 0)
            line = std::regex_replace(line, std::regex(" = walk/"), " = " + humanoid_dir + "/walk/");
        if (dir == 1 && std::regex_match(line, m, next)) {
            authored = std::stoi(m[1].str());
            line = "next_x_5 = " + std::to_string(factor * authored);
        }
        out << line << '\n';
    }
    return out.str();
}

}  // namespace gaitlab::testing

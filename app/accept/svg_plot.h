// Small inline SVG line plots for the acceptance report: one series over time, NaN values break the line.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace gaitlab {

struct PlotSeries {
    std::string name;            ///< legend text
    std::string colour;          ///< CSS colour
    std::vector<double> values;  ///< one per time, NaN = no data
    bool steps = false;          ///< draw as a step line (frames), else straight segments
};

/// An SVG element `width` x `height` px: the series over `t_ms` (ms), a y axis from the data's range (padded; a
/// flat series gets +-1), the time axis in seconds, the title and a legend. Empty data gives a plot that says so.
[[nodiscard]] std::string svgPlot(const std::string& title, const std::string& unit, const std::vector<int64_t>& t_ms,
                                  const std::vector<PlotSeries>& series, int width = 560, int height = 150);

/// `text` with &, <, >, " escaped for HTML and SVG.
[[nodiscard]] std::string htmlEscape(const std::string& text);

}  // namespace gaitlab

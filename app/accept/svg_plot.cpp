#include "app/accept/svg_plot.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace gaitlab {

namespace {

std::string num(double v) {
    std::ostringstream out;
    out.setf(std::ios::fixed);
    out.precision(1);
    out << v;
    return out.str();
}

std::string label(double v) {
    std::ostringstream out;
    out << std::round(v * 100.0) / 100.0;
    return out.str();
}

}  // namespace

std::string htmlEscape(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default: out += c;
        }
    }
    return out;
}

std::string svgPlot(const std::string& title, const std::string& unit, const std::vector<int64_t>& t_ms,
                    const std::vector<PlotSeries>& series, int width, int height) {
    constexpr int kLeft = 48, kRight = 10, kTop = 20, kBottom = 22;
    const int pw = width - kLeft - kRight;
    const int ph = height - kTop - kBottom;
    double lo = INFINITY, hi = -INFINITY;
    for (const PlotSeries& s : series)
        for (const double v : s.values)
            if (std::isfinite(v)) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
    std::ostringstream svg;
    svg << "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\" width=\"" << width << "\" height=\"" << height
        << "\" viewBox=\"0 0 " << width << ' ' << height << "\">";
    svg << "<rect x=\"" << kLeft << "\" y=\"" << kTop << "\" width=\"" << pw << "\" height=\"" << ph
        << "\" fill=\"#fbfaf7\" stroke=\"#bbb\"/>";
    svg << "<text x=\"" << kLeft << "\" y=\"14\" class=\"pt\">" << htmlEscape(title)
        << (unit.empty() ? "" : " (" + htmlEscape(unit) + ")") << "</text>";
    if (t_ms.empty() || !std::isfinite(lo)) {
        svg << "<text x=\"" << kLeft + pw / 2 << "\" y=\"" << kTop + ph / 2
            << "\" text-anchor=\"middle\">no data</text></svg>";
        return svg.str();
    }
    if (hi - lo < 1e-9) {
        lo -= 1.0;
        hi += 1.0;
    }
    const double pad = (hi - lo) * 0.08;
    lo -= pad;
    hi += pad;
    const double t0 = static_cast<double>(t_ms.front());
    const double t1 = std::max(static_cast<double>(t_ms.back()), t0 + 1.0);
    const auto sx = [&](double t) { return kLeft + (t - t0) / (t1 - t0) * pw; };
    const auto sy = [&](double v) { return kTop + (hi - v) / (hi - lo) * ph; };
    for (const double v : {lo + pad, (lo + hi) / 2, hi - pad})
        svg << "<text x=\"" << kLeft - 4 << "\" y=\"" << num(sy(v) + 4) << "\" text-anchor=\"end\" class=\"ax\">"
            << label(v) << "</text><line x1=\"" << kLeft << "\" x2=\"" << kLeft + pw << "\" y1=\"" << num(sy(v))
            << "\" y2=\"" << num(sy(v)) << "\" stroke=\"#e4e0d8\"/>";
    for (int k = 0; k <= 4; ++k) {
        const double t = t0 + (t1 - t0) * k / 4;
        svg << "<text x=\"" << num(sx(t)) << "\" y=\"" << height - 6 << "\" text-anchor=\"middle\" class=\"ax\">"
            << label(t / 1000.0) << " s</text>";
    }
    int legend_x = kLeft + pw;
    for (auto it = series.rbegin(); it != series.rend(); ++it) {
        legend_x -= 8 + 7 * static_cast<int>(it->name.size());
        svg << "<text x=\"" << legend_x << "\" y=\"14\" fill=\"" << it->colour << "\" class=\"ax\">"
            << htmlEscape(it->name) << "</text>";
    }
    for (const PlotSeries& s : series) {
        std::ostringstream path;
        bool pen = false;
        for (std::size_t i = 0; i < s.values.size() && i < t_ms.size(); ++i) {
            const double v = s.values[i];
            if (!std::isfinite(v)) {
                pen = false;
                continue;
            }
            const double x = sx(static_cast<double>(t_ms[i]));
            const double y = sy(v);
            if (!pen)
                path << 'M' << num(x) << ',' << num(y);
            else if (s.steps)
                path << 'H' << num(x) << 'V' << num(y);
            else
                path << 'L' << num(x) << ',' << num(y);
            pen = true;
        }
        svg << "<path d=\"" << path.str() << "\" fill=\"none\" stroke=\"" << s.colour << "\" stroke-width=\"1.3\"/>";
    }
    svg << "</svg>";
    return svg.str();
}

}  // namespace gaitlab

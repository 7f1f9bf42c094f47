#include "app/commands/cli_values.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

#include "engine/base/shortened_path.h"

namespace gaitlab {

namespace {

// The value as typed, shortened like a path so a huge argument cannot make a huge message.
std::string got(const std::string& text) { return ", got '" + shortenedPath(text) + "'"; }

}  // namespace

IntegerRange::IntegerRange(int64_t lo, int64_t hi) {
    const std::string range = "[" + std::to_string(lo) + ", " + std::to_string(hi) + "]";
    description("INT in " + range);
    func_ = [lo, hi, range](const std::string& text) {
        int64_t value = 0;
        const char* begin = text.data() + (text.size() > 1 && text[0] == '+' ? 1 : 0);
        const char* end = text.data() + text.size();
        const auto [ptr, ec] = std::from_chars(begin, end, value);
        if (text.empty() || ec != std::errc() || ptr != end || value < lo || value > hi)
            return "expected an integer in " + range + got(text);
        return std::string();
    };
}

NumberRange::NumberRange(double lo, double hi, const std::string& lo_text, const std::string& hi_text) {
    const std::string range = "[" + lo_text + ", " + hi_text + "]";
    description("NUMBER in " + range);
    func_ = [lo, hi, range](const std::string& text) {
        char* end = nullptr;
        const double value = text.empty() ? NAN : std::strtod(text.c_str(), &end);
        if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(value) || value < lo || value > hi)
            return "expected a number in " + range + got(text);
        return std::string();
    };
}

}  // namespace gaitlab

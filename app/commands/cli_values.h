// Validators of command-line values: each states its range in the message ("--view: expected an integer in
// [0, 7], got '99'"), so no value is wrapped or accepted silently and no bound is printed as a huge number.
#pragma once

#include <cstdint>
#include <string>

#include <CLI/CLI.hpp>

namespace gaitlab {

/// An integer (decimal, optional sign, nothing else) in [lo, hi].
struct IntegerRange : CLI::Validator {
    IntegerRange(int64_t lo, int64_t hi);
};

/// A finite decimal number in [lo, hi]; `lo_text` and `hi_text` are the bounds as the message shows them.
struct NumberRange : CLI::Validator {
    NumberRange(double lo, double hi, const std::string& lo_text, const std::string& hi_text);
};

}  // namespace gaitlab

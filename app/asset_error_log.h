// The asset library's current errors: an ErrorRegistry (engine/error_record.h) keyed by file, whose changes are
// also written to a log stream, once each ("asset error: <message>" when a file's error is new or its text
// changed, "asset ok again: <file>" when a file with an error loads again).
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "engine/error_record.h"

namespace gaitlab {

class AssetErrorLog {
public:
    /// `log` may be null (nothing is written).
    explicit AssetErrorLog(std::ostream* log = nullptr) : log_(log) {}

    /// Sets the error of `file`; logs it when it is new or its message changed.
    void set(const std::string& file, ErrorRecord record);
    /// Sets the error of `file` to `message` (no position; the message is used as it is).
    void set(const std::string& file, const std::string& message) { set(file, errorRecord(file, message)); }
    /// Sets the error of `file` to `error`, or clears it when `error` is empty.
    void update(const std::string& file, const std::optional<ErrorRecord>& error);
    /// Clears the error of `file`; logs that it is fine again when it had one.
    void clear(const std::string& file);
    /// The current error of `file`, or null.
    [[nodiscard]] const ErrorRecord* find(const std::string& file) const { return registry_.find(file); }
    /// Every current error, in file order.
    [[nodiscard]] std::vector<ErrorRecord> records() const { return registry_.records(); }

private:
    ErrorRegistry registry_;
    std::ostream* log_;
};

}  // namespace gaitlab

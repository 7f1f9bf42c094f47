// The asset library's current errors: an ErrorRegistry (engine/base/error_record.h) keyed by file, whose changes are
// also written to a log stream, once each ("asset error: <message>" when a file's error is new or its text
// changed, "asset ok again: <file>" when a file with an error loads again, with the other files whose change made
// it load). Next to them the current warnings of each file (the readers' SpriteAnimation::warnings, the art check):
// replaced as a whole on every load that succeeds, so a file that loads without them loses them; each new one is
// logged once ("asset warning: <message>").
#pragma once

#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "engine/base/error_record.h"

namespace gaitlab {

class AssetErrorLog {
public:
    /// `log` may be null (nothing is written).
    explicit AssetErrorLog(std::ostream* log = nullptr) : log_(log) {}

    /// Sets the error of `file`; logs it when it is new or its message changed.
    void set(const std::string& file, ErrorRecord record);
    /// Sets the error of `file` to `message` (no position; the message is used as it is).
    void set(const std::string& file, const std::string& message) { set(file, errorRecord(file, message)); }
    /// Sets the error of `file` to `error`, or clears it when `error` is empty. `changed`: the files whose change
    /// caused this load (WatchedFiles::changedFiles), named in the "ok again" line when they are other files
    /// ("asset ok again: walk.fofrm (after a change to body.png)").
    void update(const std::string& file, const std::optional<ErrorRecord>& error,
                const std::vector<std::string>& changed = {});
    /// Clears the error of `file`; logs that it is fine again when it had one (naming `changed` as update does).
    void clear(const std::string& file, const std::vector<std::string>& changed = {});
    /// The current error of `file`, or null.
    [[nodiscard]] const ErrorRecord* find(const std::string& file) const { return registry_.find(file); }
    /// Every current error, in file order.
    [[nodiscard]] std::vector<ErrorRecord> records() const { return registry_.records(); }

    /// Replaces the warnings of `key` (a file, or a check's name) by `warnings` (empty: none); logs the new ones.
    void setWarnings(const std::string& key, std::vector<ErrorRecord> warnings);
    /// Every current warning, in key order, each key's in the order given.
    [[nodiscard]] std::vector<ErrorRecord> warnings() const;

private:
    ErrorRegistry registry_;
    std::map<std::string, std::vector<ErrorRecord>> warnings_;
    std::ostream* log_;
};

}  // namespace gaitlab

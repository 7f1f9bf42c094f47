// The one error type everything reports with: the asset library's load and reload failures, the readers'
// FormatError and JsonError, the world's refusals, and the readers' warnings. A record names the file, where in it
// (line, byte offset or JSON path) and what was expected; the registry keeps the current error of each file or
// entity, so an error shown in the Errors window goes away when its file is fixed.
//
// A warning (Severity::Warning) is a record about a file that loaded: the engine reads it, but not as it seems to
// say (an unknown key, a duplicate, a section it never reads, D25). Its message says what the engine does instead.
// Readers return warnings next to their result (SpriteAnimation::warnings); they never stop a load.
#pragma once

#include <exception>
#include <map>
#include <string>
#include <vector>

namespace gaitlab {

/// An error stops a load (the last good version stays); a warning comes with a result that loaded.
enum class Severity { Error, Warning };

struct ErrorRecord {
    std::string file;       ///< the file it is about; empty for the world's own (a critter's tick, a definition)
    int line = 0;           ///< 1-based line in a text file, 0 when none
    long offset = -1;       ///< byte offset in a binary file, -1 when none
    std::string json_path;  ///< JSON Pointer of the offending value, empty when none
    std::string message;    ///< the whole line as shown and logged, e.g. "walk.fofrm:12: expected an integer"
    Severity severity = Severity::Error;

    [[nodiscard]] bool isWarning() const { return severity == Severity::Warning; }
};

/// The record of a caught exception. A FormatError or JsonError gives its file and position and its text as the
/// message; any other exception (a library's) gets `file` and, when its text does not name the file already, the
/// message "<file>: <text>", so a raw library text never stands alone.
[[nodiscard]] ErrorRecord errorRecordOf(const std::exception& error, const std::string& file);
/// A record of `message` about `file` with no position (message is used as it is).
[[nodiscard]] ErrorRecord errorRecord(std::string file, std::string message);

/// A warning about `file`: the message is "<file>:<line>: <text>" ("<file>: <text>" for line 0), or with a JSON
/// path "<file>: <json_path>: <text>".
[[nodiscard]] ErrorRecord warningRecord(std::string file, int line, const std::string& text,
                                        std::string json_path = {});

/// The current error of each file or entity (the key), in key order.
class ErrorRegistry {
public:
    /// Sets the error of `key`. True when it is new or its message changed (log it then, once).
    bool set(const std::string& key, ErrorRecord record);
    /// Clears the error of `key`. True when there was one.
    bool clear(const std::string& key);
    [[nodiscard]] const ErrorRecord* find(const std::string& key) const;
    [[nodiscard]] std::vector<ErrorRecord> records() const;
    [[nodiscard]] bool empty() const { return by_key_.empty(); }

private:
    std::map<std::string, ErrorRecord> by_key_;
};

}  // namespace gaitlab

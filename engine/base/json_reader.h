// Shared reading of the project's JSON files (maps, state machine definitions, frame-event sidecars, tactics
// sprite data): parsing and typed, path-aware access, so every reader reports a problem the same way:
//   "<file>: <json path>: expected <what>, got <type or value>"   e.g. "m.json: /width: expected ..., got string"
//   "<file>:<line>: expected valid JSON (<parser message>)"        for a syntax error
// The JSON path is a JSON Pointer (RFC 6901): "/" for the document, "/states/3/priority" for a member of an
// element. Values are only read after their type is checked, so nlohmann's type_error text never escapes.
// Every JSON text the program reads is parsed here (DECISIONS "JSON input"): nesting is bounded and a key given
// twice in one object is a warning or an error, never silent.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/base/error_record.h"
#include "engine/base/format_error.h"

namespace gaitlab {

/// A problem in a JSON document. what(): "<file>: <json_path>: expected <what>" (line 0), or for a syntax
/// error "<file>:<line>: expected valid JSON (...)" (json_path "/").
struct JsonError : FormatError {
    std::string json_path;  ///< JSON Pointer of the offending value, "/" for the document itself

    /// `what_expected` follows "expected ", e.g. "an integer in [1, 10], got string".
    JsonError(const std::string& file_, std::string json_path_, const std::string& what_expected);
    /// A syntax error at 1-based `line_` (json_path "/"): "<file>:<line>: expected <what_expected>".
    JsonError(const std::string& file_, int line_, const std::string& what_expected);
};

/// The JSON type of `v` as a message names it: null, boolean, integer, number, string, array or object.
[[nodiscard]] std::string jsonTypeName(const nlohmann::json& v);

/// `path` extended by an object key (escaped as an RFC 6901 token: '~' -> "~0", '/' -> "~1") or an array index.
/// The document's own path is "" (reported as "/").
[[nodiscard]] std::string jsonChild(const std::string& path, std::string_view key);
[[nodiscard]] std::string jsonChild(const std::string& path, std::size_t index);

/// Arrays and objects open at once in one JSON document, the outermost included (DECISIONS "JSON input"): the
/// project's files nest at most 7 deep; a deeper text is refused before it is built.
inline constexpr int kMaxJsonDepth = 128;

/// Parses `text`. Throws JsonError naming `file` and the line of a syntax error ("<file>:<line>: expected valid
/// JSON (<parser message>)"), or the path "/" for other parser failures (e.g. a number too large for a double), or
/// the JSON path of the array or object that opens past kMaxJsonDepth ("<file>: /0/0/...: expected arrays and
/// objects nested at most 128 deep, got one more level"), refused as it opens.
/// A key that appears more than once in one object: with `warnings`, one Severity::Warning per such key at the
/// key's JSON path, naming the value used: the last one, as the parser keeps it ("<file>: /seconds: the key appears
/// 2 times in the object; the last value is used: 2000"), in document order of the objects' ends; without
/// (gaitlab's own data formats), a JsonError at that path ("<file>: /width: expected each key once in an object,
/// got \"width\" 2 times (which value is meant is unknown)").
[[nodiscard]] nlohmann::json parseJson(std::string_view text, const std::string& file,
                                       std::vector<ErrorRecord>* warnings = nullptr);

/// The document of `text`, or a discarded value (is_discarded()) for a text parseJson refuses: for telling file
/// kinds apart by content. Never throws a parse error.
[[nodiscard]] nlohmann::json parseJsonOrDiscarded(std::string_view text);

/// The whole content of the regular file at `path`, at most kMaxTextFileBytes (engine/base/file_read.h). Throws
/// JsonError(path, "/", "a readable <what> (the file <reason>)") when it does not exist, is a directory, FIFO or
/// device, is too large or cannot be read (an empty file is returned as "", which parseJson reports as invalid
/// JSON).
[[nodiscard]] std::string readJsonFile(const std::string& path, const std::string& what);

/// Typed access to one document. Every check throws a JsonError naming the file and the JSON path; `what`
/// describes the expected value (e.g. "a priority"). A reader with its own error type (a subclass of
/// JsonError) passes a `raise` function that throws it.
class JsonReader {
public:
    using Raise = void (*)(const std::string& file, const std::string& json_path, const std::string& what_expected);

    explicit JsonReader(std::string file, Raise raise = nullptr);

    [[nodiscard]] const std::string& file() const { return file_; }

    /// Throws "<file>: <path>: expected <expected>".
    [[noreturn]] void fail(const std::string& path, const std::string& expected) const;
    /// Throws "<file>: <path>: expected <expected>, got <v>" (an integer or boolean by value, else by type).
    [[noreturn]] void failGot(const std::string& path, const std::string& expected, const nlohmann::json& v) const;

    /// Throws "expected a known key (one of k1, k2, ...)" at the first member of `obj` whose key is not listed.
    void onlyKeys(const nlohmann::json& obj, const std::string& path, std::initializer_list<const char*> keys) const;
    /// The member `key` of object `obj`, or nullptr when absent.
    [[nodiscard]] const nlohmann::json* find(const nlohmann::json& obj, std::string_view key) const;
    /// The member `key` of object `obj` (at `path`); a missing key is "<path>/<key>: expected <what> (the key is
    /// missing)".
    [[nodiscard]] const nlohmann::json& require(const nlohmann::json& obj, const std::string& path,
                                                std::string_view key, const std::string& what) const;

    /// `v` when it is an object / array, else "expected <what>, got <type>".
    const nlohmann::json& object(const nlohmann::json& v, const std::string& path, const std::string& what) const;
    const nlohmann::json& array(const nlohmann::json& v, const std::string& path, const std::string& what) const;
    /// A string (possibly empty) / a non-empty string; `what` should say which is expected.
    [[nodiscard]] std::string string(const nlohmann::json& v, const std::string& path, const std::string& what) const;
    [[nodiscard]] std::string nonEmptyString(const nlohmann::json& v, const std::string& path,
                                             const std::string& what) const;
    /// An integer in [lo, hi] (an unsigned value above INT64_MAX is out of range, never wrapped); a non-integer
    /// or an integer outside gives "expected <what>, got <type or value>".
    [[nodiscard]] int64_t integer(const nlohmann::json& v, const std::string& path, int64_t lo, int64_t hi,
                                  const std::string& what) const;
    /// A finite number (integer or floating point) in [lo, hi].
    [[nodiscard]] double number(const nlohmann::json& v, const std::string& path, const std::string& what,
                                double lo = std::numeric_limits<double>::lowest(),
                                double hi = std::numeric_limits<double>::max()) const;
    [[nodiscard]] bool boolean(const nlohmann::json& v, const std::string& path, const std::string& what) const;

private:
    std::string file_;
    Raise raise_;
};

}  // namespace gaitlab

#include "engine/base/json_reader.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <utility>

#include "engine/base/file_read.h"

namespace gaitlab {

using nlohmann::json;

namespace {

std::string shownPath(const std::string& path) { return path.empty() ? std::string("/") : path; }

// nlohmann prefixes its messages with "[json.exception.parse_error.101] "; the rest is the useful part.
std::string parserMessage(const char* what) {
    const std::string text = what;
    const auto end = text.find("] ");
    return text.rfind("[json.exception.", 0) == 0 && end != std::string::npos ? text.substr(end + 2) : text;
}

// Follows the parser through the document (nlohmann's parser callback): the JSON path of the value being read,
// the arrays and objects open around it (refused past kMaxJsonDepth as they open) and each open object's keys.
class DocumentWalk {
public:
    DocumentWalk(const std::string& file, std::vector<ErrorRecord>* warnings) : file_(file), warnings_(warnings) {}

    bool operator()(int /*depth*/, json::parse_event_t event, json& parsed) {
        using E = json::parse_event_t;
        switch (event) {
        case E::object_start:
        case E::array_start:
            if (open_.size() >= static_cast<std::size_t>(kMaxJsonDepth))
                throw JsonError(file_, pathOf(open_.size()),
                                "arrays and objects nested at most " + std::to_string(kMaxJsonDepth) +
                                    " deep, got one more level");
            open_.emplace_back();
            open_.back().object = event == E::object_start;
            break;
        case E::key:
            open_.back().key = parsed.get<std::string>();
            open_.back().keys.push_back(open_.back().key);
            break;
        case E::object_end:
            if (open_.back().keys.size() > parsed.size()) duplicates(parsed);
            open_.pop_back();
            advance();
            break;
        case E::array_end:
            open_.pop_back();
            advance();
            break;
        case E::value: advance(); break;
        }
        return true;
    }

private:
    struct Level {
        bool object = false;
        std::size_t index = 0;          // an array's element being read
        std::string key;                // an object's member being read
        std::vector<std::string> keys;  // an object's keys so far, for its duplicates
    };

    void advance() {
        if (!open_.empty() && !open_.back().object) ++open_.back().index;
    }

    // The path of the value being read inside the `levels` outermost open containers.
    [[nodiscard]] std::string pathOf(std::size_t levels) const {
        std::string path;
        for (std::size_t i = 0; i < levels; ++i)
            path = open_[i].object ? jsonChild(path, open_[i].key) : jsonChild(path, open_[i].index);
        return path;
    }

    // Each key given more than once: a warning naming the value used, or without a warnings list the error.
    void duplicates(const json& object) {
        const Level& level = open_.back();
        const std::string at = pathOf(open_.size() - 1);
        std::map<std::string, int> counts;
        for (const std::string& k : level.keys) ++counts[k];
        for (const std::string& k : level.keys) {
            int& n = counts[k];
            if (n < 2) continue;
            if (warnings_ == nullptr)
                throw JsonError(file_, jsonChild(at, k),
                                "each key once in an object, got \"" + k + "\" " + std::to_string(n) +
                                    " times (which value is meant is unknown)");
            std::string used = object.at(k).dump();
            if (used.size() > 60) used = used.substr(0, 57) + "...";
            warnings_->push_back(warningRecord(file_, 0,
                                               "the key appears " + std::to_string(n) +
                                                   " times in the object; the last value is used: " + used,
                                               jsonChild(at, k)));
            n = 0;  // reported once
        }
    }

    const std::string& file_;
    std::vector<ErrorRecord>* warnings_;
    std::vector<Level> open_;
};

[[noreturn]] void raiseJsonError(const std::string& file, const std::string& json_path, const std::string& expected) {
    throw JsonError(file, json_path, expected);
}

}  // namespace

JsonError::JsonError(const std::string& file_, std::string json_path_, const std::string& what_expected)
    : FormatError(file_, 0, shownPath(json_path_) + ": expected " + what_expected), json_path(shownPath(json_path_)) {}

JsonError::JsonError(const std::string& file_, int line_, const std::string& what_expected)
    : FormatError(file_, line_, "expected " + what_expected), json_path("/") {}

std::string jsonTypeName(const json& v) {
    switch (v.type()) {
    case json::value_t::null: return "null";
    case json::value_t::boolean: return "boolean";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned: return "integer";
    case json::value_t::number_float: return "number";
    case json::value_t::string: return "string";
    case json::value_t::array: return "array";
    case json::value_t::object: return "object";
    default: return v.type_name();
    }
}

std::string jsonChild(const std::string& path, std::string_view key) {
    std::string out = path + "/";
    for (char c : key) {
        if (c == '~') {
            out += "~0";
        } else if (c == '/') {
            out += "~1";
        } else {
            out += c;
        }
    }
    return out;
}

std::string jsonChild(const std::string& path, std::size_t index) { return path + "/" + std::to_string(index); }

json parseJson(std::string_view text, const std::string& file, std::vector<ErrorRecord>* warnings) {
    DocumentWalk walk(file, warnings);
    try {
        return json::parse(text.begin(), text.end(), std::ref(walk));
    } catch (const json::parse_error& e) {
        throw JsonError(file, lineOfByte(text, e.byte), "valid JSON (" + parserMessage(e.what()) + ")");
    } catch (const json::exception& e) {  // e.g. a number too large for a double
        throw JsonError(file, "/", "valid JSON (" + parserMessage(e.what()) + ")");
    }
}

json parseJsonOrDiscarded(std::string_view text) {
    try {
        std::vector<ErrorRecord> warnings;  // a duplicate key does not change what kind of file it is
        return parseJson(text, std::string(), &warnings);
    } catch (const FormatError&) {
        return json(json::value_t::discarded);
    }
}

std::string readJsonFile(const std::string& path, const std::string& what) {
    try {
        return readRegularText(path, kMaxTextFileBytes);
    } catch (const FormatError& e) {
        // FormatError's text starts with the file; the JSON error names it once, with the reason after `what`.
        const std::string reason = std::string(e.what()).substr(path.size() + 2);
        throw JsonError(path, "/", "a readable " + what + " (the file " + reason + ")");
    }
}

JsonReader::JsonReader(std::string file, Raise raise)
    : file_(std::move(file)), raise_(raise != nullptr ? raise : &raiseJsonError) {}

void JsonReader::fail(const std::string& path, const std::string& expected) const {
    raise_(file_, shownPath(path), expected);
    throw JsonError(file_, path, expected);  // only reached when `raise` returns
}

void JsonReader::failGot(const std::string& path, const std::string& expected, const json& v) const {
    const bool by_value = v.is_number_integer() || v.is_boolean();
    fail(path, expected + ", got " + (by_value ? v.dump() : jsonTypeName(v)));
}

void JsonReader::onlyKeys(const json& obj, const std::string& path, std::initializer_list<const char*> keys) const {
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return it.key() == k; })) {
            std::string list;
            for (const char* k : keys) list += (list.empty() ? "" : ", ") + std::string(k);
            fail(jsonChild(path, it.key()), "a known key (one of " + list + ")");
        }
    }
}

const json* JsonReader::find(const json& obj, std::string_view key) const {
    if (!obj.is_object()) return nullptr;
    const auto it = obj.find(key);
    return it == obj.end() ? nullptr : &*it;
}

const json& JsonReader::require(const json& obj, const std::string& path, std::string_view key,
                                const std::string& what) const {
    const json* v = find(obj, key);
    if (v == nullptr) fail(jsonChild(path, key), what + " (the key is missing)");
    return *v;
}

const json& JsonReader::object(const json& v, const std::string& path, const std::string& what) const {
    if (!v.is_object()) failGot(path, what, v);
    return v;
}

const json& JsonReader::array(const json& v, const std::string& path, const std::string& what) const {
    if (!v.is_array()) failGot(path, what, v);
    return v;
}

std::string JsonReader::string(const json& v, const std::string& path, const std::string& what) const {
    if (!v.is_string()) failGot(path, what, v);
    return v.get<std::string>();
}

std::string JsonReader::nonEmptyString(const json& v, const std::string& path, const std::string& what) const {
    if (!v.is_string()) failGot(path, what, v);
    if (v.get_ref<const std::string&>().empty()) fail(path, what + ", got an empty string");
    return v.get<std::string>();
}

int64_t JsonReader::integer(const json& v, const std::string& path, int64_t lo, int64_t hi,
                            const std::string& what) const {
    if (!v.is_number_integer()) failGot(path, what, v);
    // An unsigned value above INT64_MAX would wrap in get<int64_t>(): compare it unsigned.
    if (v.is_number_unsigned() && v.get<uint64_t>() > static_cast<uint64_t>(std::max<int64_t>(hi, 0))) {
        failGot(path, what, v);
    }
    const int64_t n = v.get<int64_t>();
    if (n < lo || n > hi) failGot(path, what, v);
    return n;
}

double JsonReader::number(const json& v, const std::string& path, const std::string& what, double lo, double hi) const {
    if (!v.is_number()) failGot(path, what, v);
    const double x = v.get<double>();
    if (!std::isfinite(x) || x < lo || x > hi) fail(path, what + ", got " + v.dump());
    return x;
}

bool JsonReader::boolean(const json& v, const std::string& path, const std::string& what) const {
    if (!v.is_boolean()) failGot(path, what, v);
    return v.get<bool>();
}

}  // namespace gaitlab

#include "engine/base/error_record.h"

#include "engine/base/format_error.h"
#include "engine/base/json_reader.h"

namespace gaitlab {

ErrorRecord errorRecordOf(const std::exception& error, const std::string& file) {
    ErrorRecord record;
    record.message = error.what();
    if (const auto* format = dynamic_cast<const FormatError*>(&error)) {
        record.file = format->file;
        record.line = format->line;
        record.offset = format->offset;
        if (const auto* json = dynamic_cast<const JsonError*>(&error)) record.json_path = json->json_path;
        return record;
    }
    record.file = file;
    if (!file.empty() && record.message.find(file) == std::string::npos) record.message = file + ": " + record.message;
    return record;
}

ErrorRecord errorRecord(std::string file, std::string message) {
    ErrorRecord record;
    record.file = std::move(file);
    record.message = std::move(message);
    return record;
}

ErrorRecord warningRecord(std::string file, int line, const std::string& text, std::string json_path) {
    ErrorRecord record;
    record.message = file;
    if (line > 0) record.message.append(":").append(std::to_string(line));
    if (!json_path.empty()) record.message.append(": ").append(json_path);
    record.message.append(": ").append(text);
    record.file = std::move(file);
    record.line = line;
    record.json_path = std::move(json_path);
    record.severity = Severity::Warning;
    return record;
}

bool ErrorRegistry::set(const std::string& key, ErrorRecord record) {
    auto [it, inserted] = by_key_.try_emplace(key, record);
    if (inserted) return true;
    const bool changed = it->second.message != record.message;
    it->second = std::move(record);
    return changed;
}

bool ErrorRegistry::clear(const std::string& key) { return by_key_.erase(key) > 0; }

const ErrorRecord* ErrorRegistry::find(const std::string& key) const {
    const auto it = by_key_.find(key);
    return it == by_key_.end() ? nullptr : &it->second;
}

std::vector<ErrorRecord> ErrorRegistry::records() const {
    std::vector<ErrorRecord> out;
    out.reserve(by_key_.size());
    for (const auto& [key, record] : by_key_) out.push_back(record);
    return out;
}

}  // namespace gaitlab

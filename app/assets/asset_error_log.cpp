#include "app/assets/asset_error_log.h"

#include <algorithm>

namespace gaitlab {

void AssetErrorLog::set(const std::string& file, ErrorRecord record) {
    const std::string message = record.message;
    if (registry_.set(file, std::move(record)) && log_ != nullptr) *log_ << "asset error: " << message << '\n';
}

void AssetErrorLog::update(const std::string& file, const std::optional<ErrorRecord>& error,
                           const std::vector<std::string>& changed) {
    if (error)
        set(file, *error);
    else
        clear(file, changed);
}

void AssetErrorLog::setWarnings(const std::string& key, std::vector<ErrorRecord> warnings) {
    std::vector<ErrorRecord>& current = warnings_[key];
    for (ErrorRecord& warning : warnings) {
        warning.severity = Severity::Warning;
        const bool seen = std::any_of(current.begin(), current.end(),
                                      [&](const ErrorRecord& old) { return old.message == warning.message; });
        if (!seen && log_ != nullptr) *log_ << "asset warning: " << warning.message << '\n';
    }
    current = std::move(warnings);
    if (current.empty()) warnings_.erase(key);
}

std::vector<ErrorRecord> AssetErrorLog::warnings() const {
    std::vector<ErrorRecord> out;
    for (const auto& [key, list] : warnings_) out.insert(out.end(), list.begin(), list.end());
    return out;
}

void AssetErrorLog::clear(const std::string& file, const std::vector<std::string>& changed) {
    if (!registry_.clear(file) || log_ == nullptr) return;
    std::string others;
    for (const std::string& path : changed)
        if (path != file) others += (others.empty() ? "" : ", ") + path;
    *log_ << "asset ok again: " << file << (others.empty() ? "" : " (after a change to " + others + ")") << '\n';
}

}  // namespace gaitlab

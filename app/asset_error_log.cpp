#include "app/asset_error_log.h"

namespace gaitlab {

void AssetErrorLog::set(const std::string& file, ErrorRecord record) {
    const std::string message = record.message;
    if (registry_.set(file, std::move(record)) && log_ != nullptr) *log_ << "asset error: " << message << '\n';
}

void AssetErrorLog::update(const std::string& file, const std::optional<ErrorRecord>& error) {
    if (error)
        set(file, *error);
    else
        clear(file);
}

void AssetErrorLog::clear(const std::string& file) {
    if (registry_.clear(file) && log_ != nullptr) *log_ << "asset ok again: " << file << '\n';
}

}  // namespace gaitlab

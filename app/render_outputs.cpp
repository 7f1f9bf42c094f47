#include "app/render_outputs.h"

#include <filesystem>
#include <sstream>

#include "engine/file_read.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

bool isPlainName(const std::string& name) {
    return !name.empty() && name != "." && name != ".." && name.find('/') == std::string::npos &&
           name.find('\\') == std::string::npos;
}

}  // namespace

std::string RenderOutputs::begin(const std::string& dir) {
    const std::string list_path = (fs::path(dir) / kListName).string();
    if (notRegularFileReason(list_path).empty()) {
        std::string text;
        try {
            text = readRegularText(list_path, kMaxTextFileBytes);
        } catch (const std::exception&) {
            text.clear();  // an unreadable list removes nothing
        }
        std::istringstream lines(text);
        for (std::string name; std::getline(lines, name);) {
            if (!isPlainName(name) || name == kListName) continue;
            const fs::path file = fs::path(dir) / name;
            std::error_code ec;
            if (fs::is_regular_file(fs::symlink_status(file, ec))) fs::remove(file, ec);
        }
    }
    list_.open(list_path, std::ios::trunc);
    if (!list_) return list_path + ": cannot create file";
    return {};
}

void RenderOutputs::add(const std::string& name) {
    list_ << name << '\n';
    list_.flush();
}

}  // namespace gaitlab

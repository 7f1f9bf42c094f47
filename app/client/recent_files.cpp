#include "app/client/recent_files.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <span>
#include <sstream>

#include "app/files/install_paths.h"
#include "app/files/output_file.h"

namespace gaitlab {

namespace fs = std::filesystem;

std::string defaultRecentFile() {
    const std::string dir = userConfigDir();
    return dir.empty() ? std::string() : (fs::path(dir) / "recent-scenarios.txt").string();
}

std::vector<std::string> readRecentFiles(const std::string& list_file) {
    std::vector<std::string> list;
    std::error_code ec;
    if (list_file.empty() || !fs::is_regular_file(list_file, ec)) return list;
    const auto size = fs::file_size(list_file, ec);
    if (ec || size > kMaxRecentListBytes) return list;
    std::ifstream in(list_file, std::ios::binary);
    std::string line;
    while (std::getline(in, line) && list.size() < kMaxRecentFiles) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.find_first_not_of(" \t") == std::string::npos) continue;
        if (std::find(list.begin(), list.end(), line) == list.end()) list.push_back(line);
    }
    return list;
}

std::vector<std::string> withRecentFile(std::vector<std::string> list, const std::string& path) {
    if (path.find_first_of("\r\n") != std::string::npos) return list;  // one path a line: it could not be read back
    std::error_code ec;
    fs::path absolute = fs::absolute(path, ec);
    const std::string entry = (ec ? fs::path(path) : absolute).lexically_normal().string();
    list.erase(std::remove(list.begin(), list.end(), entry), list.end());
    list.insert(list.begin(), entry);
    if (list.size() > kMaxRecentFiles) list.resize(kMaxRecentFiles);
    return list;
}

std::string writeRecentFiles(const std::string& list_file, const std::vector<std::string>& list) {
    std::ostringstream text;
    for (const std::string& path : list) text << path << '\n';
    const std::string bytes = text.str();
    try {
        std::error_code ec;
        if (const fs::path folder = fs::path(list_file).parent_path(); !folder.empty())
            fs::create_directories(folder, ec);
        writeOutputFile(list_file,
                        std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()));
    } catch (const std::exception& e) {
        return e.what();
    }
    return {};
}

}  // namespace gaitlab

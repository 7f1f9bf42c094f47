#include "app/client/layout_file.h"

#include <filesystem>

#include "engine/base/file_read.h"

namespace gaitlab {

bool isLayoutText(std::string_view text) {
    bool panels = false;
    std::size_t at = 0;
    while (at < text.size()) {
        std::size_t end = text.find('\n', at);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(at, end - at);
        at = end + 1;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.empty()) continue;
        if (line == "[GaitlabLayout][Panels]") panels = true;
        const bool header = line.front() == '[' && line.back() == ']' && line.find("][") != std::string_view::npos;
        if (!header && line.find('=') == std::string_view::npos) return false;
    }
    return panels || text.empty();
}

LayoutFileCheck checkLayoutFile(const std::string& path) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_type type = fs::status(path, ec).type();
    if (type == fs::file_type::not_found) return {};
    if (type != fs::file_type::regular)
        return {LayoutFileUse::Refuse,
                path + ": " + notRegularFileReason(path) + "; a layout file is a regular file (it was not opened)"};
    const std::string skip = "; the default layout is used and the file is neither read nor written";
    std::string text;
    try {
        text = readRegularText(path, kMaxLayoutFileBytes);
    } catch (const std::exception& e) {
        return {LayoutFileUse::Skip, std::string(e.what()) + skip};
    }
    if (!isLayoutText(text))
        return {LayoutFileUse::Skip, path +
                                         ": is not a gaitlab layout file (no [GaitlabLayout][Panels] section, or "
                                         "lines that are not ini lines)" +
                                         skip};
    return {};
}

}  // namespace gaitlab

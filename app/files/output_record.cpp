#include "app/files/output_record.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <vector>

#include "app/files/install_paths.h"
#include "app/files/output_file.h"
#include "app/files/platform_files.h"
#include "engine/base/file_read.h"
#include "engine/base/fnv1a.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

struct Line {
    std::string command;
    uint64_t size = 0;
    uint64_t hash = 0;
    std::string path;
};

/// The record's lines; a line that does not parse is dropped (it recognises nothing).
std::vector<Line> readRecord(const std::string& file) {
    std::vector<Line> lines;
    if (file.empty() || !notRegularFileReason(file).empty()) return lines;
    std::string text;
    try {
        text = readRegularText(file, kMaxTextFileBytes);
    } catch (const std::exception&) {
        return lines;
    }
    std::istringstream in(text);
    for (std::string row; std::getline(in, row);) {
        // command TAB size TAB hash (16 hex digits) TAB path: the path last, so it may hold a tab.
        const std::size_t a = row.find('\t');
        const std::size_t b = a == std::string::npos ? a : row.find('\t', a + 1);
        const std::size_t c = b == std::string::npos ? b : row.find('\t', b + 1);
        if (c == std::string::npos) continue;
        Line line;
        line.command = row.substr(0, a);
        try {
            line.size = std::stoull(row.substr(a + 1, b - a - 1));
            line.hash = std::stoull(row.substr(b + 1, c - b - 1), nullptr, 16);
        } catch (const std::exception&) {
            continue;
        }
        line.path = row.substr(c + 1);
        lines.push_back(std::move(line));
    }
    return lines;
}

}  // namespace

std::string outputRecordFile() {
    const std::string dir = userStateDir();
    return dir.empty() ? std::string() : (fs::path(dir) / "outputs.tsv").string();
}

uint64_t outputHash(std::span<const uint8_t> bytes) {
    Fnv1a h;
    for (const uint8_t b : bytes) h.byte(b);
    return h.value;
}

std::optional<std::string> recordedWriter(const std::string& path) {
    const std::vector<Line> lines = readRecord(outputRecordFile());
    for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
        if (pathKey(it->path) != pathKey(path)) continue;
        std::error_code ec;
        if (!notRegularFileReason(path).empty() || fs::file_size(path, ec) != it->size || ec) return std::nullopt;
        try {
            if (outputHash(readRegularFile(path, kMaxBinaryFileBytes)) != it->hash) return std::nullopt;
        } catch (const std::exception&) {
            return std::nullopt;
        }
        return it->command;
    }
    return std::nullopt;
}

std::string recordOutput(const std::string& path, const std::string& command, std::span<const uint8_t> bytes) {
    const std::string file = outputRecordFile();
    const std::string not_recorded = path + ": not recorded as an output of gaitlab " + command;
    if (file.empty()) return not_recorded + " (neither XDG_STATE_HOME nor HOME is set)";
    if (path.find('\n') != std::string::npos) return not_recorded + " (a line break in the name)";
    std::vector<Line> lines = readRecord(file);
    std::erase_if(lines, [&path](const Line& l) { return pathKey(l.path) == pathKey(path); });
    lines.push_back(Line{command, bytes.size(), outputHash(bytes), path});
    if (lines.size() > kMaxOutputRecords)
        lines.erase(lines.begin(), lines.begin() + static_cast<std::ptrdiff_t>(lines.size() - kMaxOutputRecords));
    std::ostringstream text;
    for (const Line& l : lines) {
        char hash[17];
        std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(l.hash));
        text << l.command << '\t' << l.size << '\t' << hash << '\t' << l.path << '\n';
    }
    const std::string content = text.str();
    std::error_code ec;
    fs::create_directories(fs::path(file).parent_path(), ec);
    try {
        writeOutputFile(file,
                        std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(content.data()), content.size()));
    } catch (const std::exception& e) {
        return not_recorded + " (" + e.what() + ")";
    }
    return {};
}

}  // namespace gaitlab

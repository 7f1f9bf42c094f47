#include "app/files/output_list.h"

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <vector>

#include "engine/base/file_read.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

/// A relative path of plain names ("sets/a-1234/report.html"): no root, no "." or "..", no empty part.
bool isInsidePath(const fs::path& rel) {
    if (rel.empty() || rel.has_root_path()) return false;
    for (const fs::path& part : rel)
        if (part.empty() || part == "." || part == "..") return false;
    return true;
}

/// Whether every folder from `dir` down to `file` (and the file) is reached without a link.
bool reachedWithoutLinks(const fs::path& dir, const fs::path& rel) {
    fs::path at = dir;
    for (const fs::path& part : rel) {
        at /= part;
        std::error_code ec;
        if (fs::is_symlink(fs::symlink_status(at, ec)) || ec) return false;
    }
    return true;
}

}  // namespace

std::string OutputList::begin(const std::string& dir, const std::string& list_name) {
    dir_ = fs::path(dir).lexically_normal();
    if (!dir_.has_filename()) dir_ = dir_.parent_path();  // "out/" lists "index.json", not "../out/index.json"
    const fs::path list_path = fs::path(dir) / list_name;
    std::error_code ec;
    const fs::file_type type = fs::symlink_status(list_path, ec).type();
    if (type != fs::file_type::not_found && type != fs::file_type::regular)
        return list_path.string() + ": " +
               (type == fs::file_type::symlink ? std::string("is a link, expected a regular file")
                                               : notRegularFileReason(list_path.string())) +
               " (it was not opened)";
    if (type == fs::file_type::regular) {
        std::string text;
        try {
            text = readRegularText(list_path.string(), kMaxTextFileBytes);
        } catch (const std::exception&) {
            text.clear();  // an unreadable list removes nothing
        }
        std::istringstream lines(text);
        std::vector<fs::path> folders;
        for (std::string line; std::getline(lines, line);) {
            const fs::path rel = fs::path(line).lexically_normal();
            if (!isInsidePath(rel) || rel == fs::path(list_name) || !reachedWithoutLinks(dir, rel)) continue;
            const fs::path file = fs::path(dir) / rel;
            if (!fs::is_regular_file(fs::symlink_status(file, ec))) continue;
            fs::remove(file, ec);
            for (fs::path parent = rel.parent_path(); !parent.empty(); parent = parent.parent_path())
                folders.push_back(parent);
        }
        // Deepest first; a folder that still holds something (the user's own files) stays.
        std::sort(folders.begin(), folders.end(), [](const fs::path& a, const fs::path& b) {
            const auto depth = [](const fs::path& p) { return std::distance(p.begin(), p.end()); };
            return depth(a) != depth(b) ? depth(a) > depth(b) : a < b;
        });
        folders.erase(std::unique(folders.begin(), folders.end()), folders.end());
        for (const fs::path& folder : folders)
            if (fs::is_directory(fs::symlink_status(fs::path(dir) / folder, ec)) &&
                fs::is_empty(fs::path(dir) / folder, ec))
                fs::remove(fs::path(dir) / folder, ec);
    }
    list_.open(list_path, std::ios::binary | std::ios::trunc);  // "\n" on every system
    if (!list_) return list_path.string() + ": cannot create the file";
    return {};
}

std::string OutputList::add(const std::string& path, const std::string& command) {
    std::error_code ec;
    if (fs::symlink_status(path, ec).type() != fs::file_type::not_found)
        return path + ": exists and gaitlab " + command + " did not write it; nothing was written over it";
    const std::lock_guard<std::mutex> guard(lock_);
    list_ << fs::path(path).lexically_normal().lexically_relative(dir_).generic_string() << '\n';
    list_.flush();
    return {};
}

}  // namespace gaitlab

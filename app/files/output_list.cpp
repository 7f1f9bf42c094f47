#include "app/files/output_list.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <span>
#include <sstream>
#include <vector>

#include "app/files/output_record.h"
#include "app/files/terminal_text.h"
#include "engine/base/file_read.h"
#include "engine/base/fnv1a.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

/// The record's name for a list, apart from the command's own outputs: `render --gif` may replace render's unchanged
/// earlier output, but never another folder's list.
std::string recordName(const std::string& command) { return command + " list"; }

/// Files a note names one by one; the rest are counted.
constexpr std::size_t kNamedNotes = 10;

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
        const fs::file_status st = fs::symlink_status(at, ec);
        if (st.type() == fs::file_type::not_found) return true;  // nothing there yet, so no link either
        if (ec || fs::is_symlink(st)) return false;
    }
    return true;
}

/// The output record's key for a path: absolute, links resolved as far as it exists.
std::string recordKey(const fs::path& path) {
    std::error_code ec;
    const fs::path p = fs::weakly_canonical(fs::absolute(path, ec), ec);
    return ec ? path.string() : p.string();
}

struct Listed {
    uint64_t size = 0;
    uint64_t hash = 0;
    fs::path rel;
};

/// One line of a finished list: size TAB hash (16 hex digits) TAB relative path; nullopt for anything else.
std::optional<Listed> parseListed(const std::string& line) {
    const std::size_t a = line.find('\t');
    const std::size_t b = a == std::string::npos ? a : line.find('\t', a + 1);
    if (a == 0 || b == std::string::npos || b - a - 1 != 16) return std::nullopt;
    Listed l;
    const char* text = line.data();
    if (const auto [end, ec] = std::from_chars(text, text + a, l.size); ec != std::errc() || end != text + a)
        return std::nullopt;
    if (const auto [end, ec] = std::from_chars(text + a + 1, text + b, l.hash, 16);
        ec != std::errc() || end != text + b)
        return std::nullopt;
    l.rel = fs::path(line.substr(b + 1)).lexically_normal();
    return l;
}

/// Size and hash of a regular file as it is now, read in pieces (frames and recordings may be large); nullopt when
/// it cannot be read.
std::optional<std::pair<uint64_t, uint64_t>> sizeAndHash(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return std::nullopt;
    Fnv1a h;  // outputHash's, a piece at a time
    uint64_t size = 0;
    std::vector<char> buffer(std::size_t{1} << 16);
    while (in) {
        in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
        const auto n = static_cast<std::size_t>(in.gcount());
        for (std::size_t i = 0; i < n; ++i) h.byte(static_cast<uint8_t>(buffer[i]));
        size += n;
    }
    if (in.bad()) return std::nullopt;
    return std::pair{size, h.value};
}

/// Removes the folders of `removed` (relative to `dir`) that are left empty, deepest first; a folder that still
/// holds something (the user's own files) stays.
void removeEmptyFolders(const fs::path& dir, const std::vector<fs::path>& removed) {
    std::vector<fs::path> folders;
    for (const fs::path& rel : removed)
        for (fs::path parent = rel.parent_path(); !parent.empty(); parent = parent.parent_path())
            folders.push_back(parent);
    std::sort(folders.begin(), folders.end(), [](const fs::path& a, const fs::path& b) {
        const auto depth = [](const fs::path& p) { return std::distance(p.begin(), p.end()); };
        return depth(a) != depth(b) ? depth(a) > depth(b) : a < b;
    });
    folders.erase(std::unique(folders.begin(), folders.end()), folders.end());
    std::error_code ec;
    for (const fs::path& folder : folders)
        if (fs::is_directory(fs::symlink_status(dir / folder, ec)) && fs::is_empty(dir / folder, ec))
            fs::remove(dir / folder, ec);
}

}  // namespace

OutputList::~OutputList() { (void)finish(); }

std::string OutputList::begin(const std::string& dir, const std::string& list_name, const std::string& command) {
    dir_ = fs::path(dir).lexically_normal();
    if (!dir_.has_filename()) dir_ = dir_.parent_path();  // "out/" lists "index.json", not "../out/index.json"
    list_path_ = fs::path(dir) / list_name;
    command_ = command;
    std::error_code ec;
    const fs::file_type type = fs::symlink_status(list_path_, ec).type();
    if (type != fs::file_type::not_found && type != fs::file_type::regular)
        return list_path_.string() + ": " +
               (type == fs::file_type::symlink ? std::string("is a link, expected a regular file")
                                               : notRegularFileReason(list_path_.string())) +
               " (it was not opened)";
    if (type == fs::file_type::regular) {
        // A list the record does not vouch for may be anyone's file: neither honoured nor written over.
        if (recordedWriter(recordKey(list_path_)) != recordName(command_))
            return list_path_.string() + ": the output record does not vouch for it (gaitlab " + command_ +
                   " did not write it as it is now, or its run was killed before it finished); nothing was removed "
                   "or written: move it away, with the files it names that are gaitlab's to remove";
        {
            std::string text;
            try {
                text = readRegularText(list_path_.string(), kMaxTextFileBytes);
            } catch (const std::exception&) {
                text.clear();  // an unreadable list removes nothing
            }
            std::istringstream lines(text);
            std::vector<fs::path> removed;
            std::size_t kept = 0;
            for (std::string line; std::getline(lines, line);) {
                const std::optional<Listed> listed = parseListed(line);
                if (!listed || !isInsidePath(listed->rel) || listed->rel == fs::path(list_name) ||
                    !reachedWithoutLinks(dir, listed->rel))
                    continue;
                const fs::path file = fs::path(dir) / listed->rel;
                if (!fs::is_regular_file(fs::symlink_status(file, ec))) continue;
                if (sizeAndHash(file) != std::pair{listed->size, listed->hash}) {
                    if (++kept <= kNamedNotes)
                        notes_.push_back(file.string() + ": kept: it changed since gaitlab " + command_ + " wrote it");
                    continue;
                }
                if (fs::remove(file, ec)) removed.push_back(listed->rel);
            }
            if (kept > kNamedNotes)
                notes_.push_back("and " + std::to_string(kept - kNamedNotes) + " more listed file(s) in " +
                                 list_path_.string() + " kept: they changed since gaitlab " + command_ + " wrote them");
            removeEmptyFolders(fs::path(dir), removed);
        }
    }
    names_.clear();
    list_.open(list_path_, std::ios::binary | std::ios::trunc);  // "\n" on every system
    if (!list_) return list_path_.string() + ": cannot create the file";
    open_ = true;
    return {};
}

std::vector<std::string> OutputList::takeNotes() { return std::exchange(notes_, {}); }

std::string OutputList::add(const std::string& path) {
    std::error_code ec;
    if (fs::symlink_status(path, ec).type() != fs::file_type::not_found)
        return path + ": exists and gaitlab " + command_ + " did not write it; nothing was written over it";
    const std::string rel = fs::path(path).lexically_normal().lexically_relative(dir_).generic_string();
    // One name a line: a line break in a name would make a second line of the list.
    if (rel.find_first_of("\r\n") != std::string::npos)
        return terminalText(path) + ": a name with a line break, which gaitlab " + command_ +
               " does not write into its folder; nothing was written";
    // A folder of the output reached through a link would put the file outside the folder the list speaks for.
    if (!isInsidePath(fs::path(rel)) || !reachedWithoutLinks(dir_, fs::path(rel).parent_path()))
        return path + ": lies outside " + dir_.string() + " or is reached through a link there; gaitlab " + command_ +
               " writes only inside its folder; nothing was written";
    const std::lock_guard<std::mutex> guard(lock_);
    names_.push_back(rel);
    list_ << rel << '\n';
    list_.flush();
    return {};
}

std::string OutputList::finish() {
    const std::lock_guard<std::mutex> guard(lock_);
    if (!open_) return {};
    open_ = false;
    list_.close();
    std::string text;
    std::error_code ec;
    for (const std::string& rel : names_) {
        const fs::path file = dir_ / rel;
        if (!fs::is_regular_file(fs::symlink_status(file, ec))) continue;  // listed, never written
        const auto listed = sizeAndHash(file);
        if (!listed) continue;
        char hash[17];
        std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(listed->second));
        text += std::to_string(listed->first) + '\t' + hash + '\t' + rel + '\n';
    }
    const std::span<const uint8_t> bytes(reinterpret_cast<const uint8_t*>(text.data()), text.size());
    try {
        std::ofstream out(list_path_, std::ios::binary | std::ios::trunc);
        out << text;
        out.close();
        if (!out) return list_path_.string() + ": cannot write the file; the next run into the folder removes nothing";
    } catch (const std::exception& e) {
        return list_path_.string() + ": " + e.what();
    }
    return recordOutput(recordKey(list_path_), recordName(command_), bytes);
}

}  // namespace gaitlab

#include "engine/formats/flare_include.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <optional>

#include "engine/base/file_read.h"
#include "engine/base/format_error.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

struct Mods {
    fs::path dir;                 // the `mods` folder; empty outside one
    std::vector<fs::path> roots;  // in override order: later ones win
    int own = -1;                 // index of the file's mod in roots
    fs::path relative;            // the file's path below its mod
};

Mods modsOf(const std::string& path, const AtlasLookup& atlas) {
    Mods m;
    const fs::path file = fs::path(path).lexically_normal();
    for (fs::path dir = file.parent_path(); dir.has_relative_path(); dir = dir.parent_path()) {
        if (dir.filename() == "mods") {
            m.dir = dir;
            break;
        }
        if (dir == dir.parent_path()) break;
    }
    if (m.dir.empty()) return m;
    std::vector<std::string> names;
    if (const auto list = atlas.read ? atlas.read((m.dir / "mods.txt").generic_string()) : std::nullopt) {
        std::size_t pos = 0;
        while (pos < list->size()) {
            const std::size_t end = std::min(list->find('\n', pos), list->size());
            const std::string_view l = trimmed(std::string_view(*list).substr(pos, end - pos));
            pos = end + 1;
            if (!l.empty() && l.front() != '#') names.emplace_back(l);
        }
    } else {
        std::error_code ec;
        for (const auto& entry : fs::directory_iterator(m.dir, ec))
            if (entry.is_directory(ec)) names.push_back(entry.path().filename().string());
        std::sort(names.begin(), names.end());
    }
    const fs::path below = file.lexically_relative(m.dir);
    const std::string own = below.empty() ? std::string() : below.begin()->string();
    if (std::find(names.begin(), names.end(), own) == names.end() && !own.empty()) names.push_back(own);
    for (const std::string& n : names) m.roots.push_back(m.dir / n);
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i] == own) m.own = static_cast<int>(i);
    m.relative = below.lexically_relative(own);
    return m;
}

class Expander {
public:
    // `own_bytes`: the size of the file being expanded, which counts towards kMaxTextFileBytes.
    Expander(const AtlasLookup& atlas, std::size_t own_bytes) : atlas_(atlas), bytes_read_(own_bytes) {}

    void file(std::string_view text, const std::string& path, FlareText& out) {
        if (chain_.size() > static_cast<std::size_t>(kMaxFlareIncludeDepth))
            throw FormatError(
                path, 0, "expected INCLUDE files nested at most " + std::to_string(kMaxFlareIncludeDepth) + " deep");
        chain_.push_back(path);
        if (std::find(out.files.begin(), out.files.end(), path) == out.files.end()) out.files.push_back(path);
        std::size_t pos = 0;
        int number = 0;
        bool first = true;
        while (pos <= text.size()) {
            const std::size_t end = std::min(text.find('\n', pos), text.size());
            const std::string_view line = text.substr(pos, end - pos);
            const std::string_view raw = trimmed(line);
            ++number;
            pos = end + 1;
            if (first && !raw.empty()) {
                first = false;
                if (raw == "APPEND") {
                    append(path, number, out);
                    if (end == text.size()) break;
                    continue;
                }
            }
            if (raw.rfind("INCLUDE ", 0) == 0) {
                include(std::string(trimmed(raw.substr(8))), path, number, out);
            } else {
                out.text.append(line);
                out.text.push_back('\n');
                out.origins.push_back(FlareOrigin{path, number});
            }
            if (end == text.size()) break;
        }
        chain_.pop_back();
    }

private:
    std::optional<std::string> read(const std::string& file) const {
        return atlas_.read ? atlas_.read(file) : std::nullopt;
    }

    void include(const std::string& ref, const std::string& path, int line, FlareText& out) {
        const Mods mods = modsOf(path, atlas_);
        std::vector<std::string> candidates;
        if (!mods.dir.empty()) {
            for (auto it = mods.roots.rbegin(); it != mods.roots.rend(); ++it)
                candidates.push_back((*it / ref).lexically_normal().generic_string());
        } else {
            for (fs::path dir = fs::path(path).parent_path();; dir = dir.parent_path()) {
                candidates.push_back((dir / ref).lexically_normal().generic_string());
                if (!dir.has_relative_path() || dir == dir.parent_path()) break;
            }
        }
        for (const std::string& c : candidates) {
            if (std::find(chain_.begin(), chain_.end(), c) != chain_.end()) {
                std::string cycle;
                for (const std::string& f : chain_) cycle += f + " -> ";
                throw FormatError(path, line, "INCLUDE cycle: " + cycle + c);
            }
            if (const auto text = read(c)) {
                admit(*text, c, path, line);
                file(*text, c, out);
                return;
            }
        }
        // Something of that name that is no regular file (a folder, a device, a FIFO) is named, never opened.
        for (const std::string& c : candidates) {
            std::error_code ec;
            if (fs::exists(fs::symlink_status(c, ec)) && !fs::is_regular_file(c, ec))
                throw FormatError(path, line,
                                  "expected an included file '" + ref + "': " + c + " is not a regular file");
        }
        throw FormatError(path, line,
                          "expected an included file '" + ref + "': not found " +
                              (mods.dir.empty() ? std::string("beside the file or in a folder above it")
                                                : "in any mod of " + mods.dir.generic_string()));
    }

    void append(const std::string& path, int line, FlareText& out) {
        const Mods mods = modsOf(path, atlas_);
        if (mods.dir.empty() || mods.own < 0)
            throw FormatError(path, line,
                              "expected a file inside a Flare 'mods' folder: APPEND adds to the file of the same "
                              "path in an earlier mod");
        for (int i = mods.own - 1; i >= 0; --i) {
            const std::string base = (mods.roots[static_cast<std::size_t>(i)] / mods.relative).generic_string();
            if (const auto text = read(base)) {
                admit(*text, base, path, line);
                file(*text, base, out);
                return;
            }
        }
        throw FormatError(path, line,
                          "expected '" + mods.relative.generic_string() +
                              "' in a mod before this one for APPEND to add to, found none");
    }

    // Counts one more file read for the expanded text against kMaxFlareIncludedFiles and kMaxTextFileBytes, so
    // a fan-out of includes is refused before it is read (the INCLUDE or APPEND at `path`:`line` reads `file`).
    void admit(const std::string& text, const std::string& file, const std::string& path, int line) {
        ++files_read_;
        bytes_read_ += text.size();
        const auto chain = [&] {
            std::string out;
            for (const std::string& f : chain_) out += f + " -> ";
            return out + file;
        };
        if (files_read_ > kMaxFlareIncludedFiles)
            throw FormatError(path, line,
                              "expected at most " + std::to_string(kMaxFlareIncludedFiles) +
                                  " files read by INCLUDE and APPEND, '" + file + "' is the " +
                                  std::to_string(files_read_) + "th (" + chain() + ")");
        if (bytes_read_ > kMaxTextFileBytes)
            throw FormatError(path, line,
                              "expected at most " + std::to_string(kMaxTextFileBytes >> 20) +
                                  " MiB read by INCLUDE and APPEND, '" + file + "' makes it " +
                                  std::to_string(bytes_read_) + " bytes (" + chain() + ")");
    }

    const AtlasLookup& atlas_;
    std::vector<std::string> chain_;
    int files_read_ = 0;
    std::uint64_t bytes_read_ = 0;
};

}  // namespace

FlareText expandFlareText(std::string_view text, const std::string& path, const AtlasLookup& atlas) {
    FlareText out;
    Expander(atlas, text.size()).file(text, path, out);
    return out;
}

}  // namespace gaitlab

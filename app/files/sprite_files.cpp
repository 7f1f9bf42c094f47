#include "app/files/sprite_files.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <string_view>

#include "engine/base/file_read.h"
#include "engine/formats/fofrm_reader.h"
#include "engine/formats/frm_reader.h"
#include "engine/gait/sprite_loader.h"
#include "engine/sprite/sprite_limits.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

std::string lower(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

class Collector {
public:
    explicit Collector(std::string palette) : palette_(std::move(palette)) {}

    void add(const std::string& path) {
        if (!seen_.insert(path).second) return;
        files_.push_back(path);
    }

    // `top`: the file the user opened; the command-line palette applies to it only, as loadSprite passes it
    // to the top-level reader while nested FRM references use the palette beside them.
    // `depth`: FOFRM files open along this chain; the reader refuses a chain past kMaxFofrmDepth, so nothing
    // deeper is read and the recursion stays bounded.
    void visit(const std::string& path, bool top, int depth = 1) {
        if (top) {
            // An imported sprite (Aseprite, Flare, strip; a `#selector` is not part of the file): its definition
            // and its atlas.
            const std::vector<std::string> imported = importedSpriteInputs(path);
            if (!imported.empty()) {
                for (const std::string& file : imported) add(file);
                return;
            }
        }
        const std::string ext = lower(fs::path(path).extension().string());
        add(path);
        if (ext == ".fofrm") {
            if (!fofrm_visited_.insert(fs::path(path).lexically_normal().generic_string()).second) return;  // cycle
            if (depth > kMaxFofrmDepth) return;
            visitFofrm(path, depth);
        } else if (ext == ".frm") {
            addPaletteOf(path, top);
        } else if (isFrxPath(path)) {
            const std::string base = path.substr(0, path.size() - 1);
            for (int d = 0; d < 6; ++d) add(base + std::to_string(d));
            addPaletteOf(path, top);
        }
    }

    std::vector<std::string> take() { return std::move(files_); }

private:
    void addPaletteOf(const std::string& sprite, bool top) {
        if (top && !palette_.empty()) {
            add(palette_);
            return;
        }
        const fs::path p(sprite);
        for (const char* ext : {".pal", ".PAL"}) add((p.parent_path() / (p.stem().string() + ext)).string());
    }

    void visitFofrm(const std::string& path, int depth) {
        if (!notRegularFileReason(path).empty()) return;  // a FIFO would block the open; the reader names it
        std::ifstream in(path, std::ios::binary);
        if (!in) return;
        const fs::path base_dir = fs::path(path).parent_path();
        std::string line;
        while (std::getline(in, line)) {
            const std::string_view text = trim(line);
            const size_t eq = text.find('=');
            if (eq == std::string_view::npos || text.empty() || text.front() == '#' || text.front() == ';') continue;
            if (!isFofrmReferenceKey(trim(text.substr(0, eq)))) continue;
            const std::string value(trim(text.substr(eq + 1)));
            if (value.empty()) continue;
            visit(fofrmReferenceFile(value, base_dir), false, depth + 1);
        }
    }

    std::string palette_;
    std::vector<std::string> files_;
    std::set<std::string> seen_;
    std::set<std::string> fofrm_visited_;
};

}  // namespace

std::vector<std::string> spriteInputFiles(const std::string& path, const std::string& palette) {
    Collector collector(palette);
    collector.visit(path, true);
    return collector.take();
}

}  // namespace gaitlab

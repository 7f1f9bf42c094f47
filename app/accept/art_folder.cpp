#include "app/accept/art_folder.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <iterator>
#include <map>
#include <stdexcept>

#include "engine/base/file_read.h"
#include "engine/base/fnv1a.h"
#include "engine/base/json_reader.h"
#include "engine/formats/aseprite_reader.h"
#include "engine/formats/flare_include.h"
#include "engine/formats/flare_reader.h"
#include "engine/formats/strip_reader.h"

namespace gaitlab {

namespace {

namespace fs = std::filesystem;

const char* const kExtensions[] = {".fofrm", ".frm", ".fr0"};

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

int extensionRank(const std::string& ext) {
    const std::string e = lower(ext);
    for (int i = 0; i < static_cast<int>(std::size(kExtensions)); ++i)
        if (e == kExtensions[i]) return i;
    return -1;
}

/// Whether a .json or .txt file reads as one of the importers' formats (sniffed, not parsed).
bool isImporterFile(const fs::path& file) {
    std::string text;
    try {
        text = readRegularText(file.string(), kMaxTextFileBytes);
    } catch (const std::exception&) {
        return false;
    }
    if (lower(file.extension().string()) == ".txt") return looksLikeFlare(text);
    const nlohmann::json doc = parseJsonOrDiscarded(text);
    return !doc.is_discarded() && (isAsepriteDocument(doc) || isStripSidecar(doc));
}

/// The set of one importer file (DECISIONS "Importers") whose animations include a walk: an Aseprite export's tag
/// groups or a Flare file's sections, selected with `#name`. Flare creatures have no walk; their run moves them, so
/// a Flare `run` without a `walk` is the walk. Empty walk_file when the file is none of these or has no walk.
ArtSet importerSet(const fs::path& file) {
    ArtSet set;
    std::string text;
    try {
        text = readRegularText(file.string(), kMaxTextFileBytes);
    } catch (const std::exception&) {
        return set;  // unreadable: not a set (the folder's other files still are)
    }
    const std::string ext = lower(file.extension().string());
    std::vector<std::string> names;
    bool flare = false;
    if (ext == ".json") {
        names = asepriteAnimationNames(text);
    } else if (looksLikeFlare(text)) {
        // INCLUDE and APPEND files have their sections in other files of the mods.
        try {
            names = flareAnimationNames(expandFlareText(text, file.string(), fileAtlasLookup()).text);
        } catch (const std::exception&) {
            names = flareAnimationNames(text);  // the set's own run then says what is wrong
        }
        flare = true;
    }
    const auto has = [&names](const char* n) { return std::find(names.begin(), names.end(), n) != names.end(); };
    const auto select = [&file](const char* n) { return file.string() + "#" + n; };
    if (has("walk")) {
        set.walk_file = select("walk");
        if (has("run")) set.run_file = select("run");
    } else if (flare && has("run")) {
        set.walk_file = select("run");
    }
    if (set.walk_file.empty()) {
        // An animation file without a walk is a model the folder cannot accept: say which animations it has.
        std::string list;
        for (const std::string& n : names) list += (list.empty() ? "" : ", ") + n;
        if (!names.empty())
            set.name = std::string(flare ? "a Flare file" : "an Aseprite export") + " with no walk" +
                       (flare ? " or run" : "") + " (it has " + list + ")";
        return set;
    }
    if (has("idle"))
        set.idle_file = select("idle");
    else if (flare && has("stance"))
        set.idle_file = select("stance");
    return set;
}

/// Per folder, per lower-case stem: the best-ranked file.
using Catalogue = std::map<fs::path, std::map<std::string, std::pair<int, fs::path>>>;

std::string pick(const Catalogue::mapped_type& files, const std::string& stem) {
    const auto it = files.find(stem);
    return it == files.end() ? std::string{} : it->second.second.string();
}

}  // namespace

FolderSets findArtSets(const std::string& dir) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) throw std::runtime_error(dir + ": not a folder");
    Catalogue catalogue;
    std::map<fs::path, std::vector<fs::path>> importers;  // per folder, its .json and .txt files
    FolderSets out;
    for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec)) {
        if (it->is_directory(ec) && !it->is_symlink(ec)) {
            // A folder that cannot be listed is named, never passed over in silence: its sets would be missing.
            std::error_code list_ec;
            const fs::directory_iterator probe(it->path(), list_ec);
            if (list_ec) {
                out.skipped.push_back(fs::relative(it->path(), dir).generic_string() + ": cannot read the folder (" +
                                      list_ec.message() + "); the sets in it are left out");
                it.disable_recursion_pending();
            }
            continue;
        }
        if (!it->is_regular_file(ec)) continue;
        const fs::path& p = it->path();
        const int rank = extensionRank(p.extension().string());
        if (rank < 0) {
            const std::string ext = lower(p.extension().string());
            if (ext == ".json" || ext == ".txt") importers[p.parent_path()].push_back(p);
            continue;
        }
        auto& files = catalogue[p.parent_path()];
        const std::string stem = lower(p.stem().string());
        const auto found = files.find(stem);
        if (found == files.end() || rank < found->second.first) files[stem] = {rank, p};
    }
    if (ec) throw std::runtime_error(dir + ": cannot read the folder: " + ec.message());

    const auto relative = [&dir](const fs::path& p) {
        const fs::path r = fs::relative(p, dir);
        return r.empty() || r == "." ? fs::path(dir).filename().string() : r.generic_string();
    };
    for (const auto& [folder, files] : catalogue) {
        // The project's own layout: walk / run / idle in one folder.
        if (const std::string walk = pick(files, "walk"); !walk.empty()) {
            ArtSet set;
            set.name = relative(folder);
            set.walk_file = walk;
            set.run_file = pick(files, "run");
            set.idle_file = pick(files, "idle");
            out.sets.push_back(set);
        }
        // The engine's naming: every stem of 3+ characters names a model <base> = stem without its last two. A
        // folder in the project's own layout holds one critter's animations by name (attack, death, ...), not models.
        if (!pick(files, "walk").empty()) continue;
        std::map<std::string, bool> models;
        for (const auto& [stem, file] : files)
            if (stem.size() >= 3) models[stem.substr(0, stem.size() - 2)] = true;
        for (const auto& [base, unused] : models) {
            (void)unused;
            const std::string name = relative(folder / base);
            const std::string walk = pick(files, base + "ab");
            if (walk.empty()) {
                out.skipped.push_back(name + ": no unarmed walk (" + base + "ab.fofrm or .frm, .fr0)");
                continue;
            }
            ArtSet set;
            set.name = name;
            set.walk_file = walk;
            set.run_file = pick(files, base + "at");
            set.idle_file = pick(files, base + "aa");
            out.sets.push_back(set);
        }
    }
    // Importer files: a folder's walk.<json|txt> in the project's layout (when it has no classic walk), else each
    // export or Flare file with a walk is a set named after it.
    for (auto& [folder, files] : importers) {
        std::sort(files.begin(), files.end());
        const bool classic_walk = catalogue.contains(folder) && !pick(catalogue[folder], "walk").empty();
        const auto named = [&files](const std::string& stem) {
            for (const fs::path& f : files)
                if (lower(f.stem().string()) == stem) return f.string();
            return std::string{};
        };
        const std::string layout_walk = classic_walk ? std::string{} : named("walk");
        for (const fs::path& file : files) {
            const std::string stem = lower(file.stem().string());
            const bool layout = stem == "walk" || stem == "run" || stem == "idle";
            if (layout && (classic_walk || !layout_walk.empty())) {
                if (file.string() != layout_walk) continue;
                // walk.json / walk.txt in the project's layout: the folder's walk, whatever its tags, when it is
                // an importer's file at all.
                if (!isImporterFile(file)) {
                    out.skipped.push_back(relative(folder) + ": " + file.filename().string() +
                                          " is not an Aseprite export, a strip sidecar or a Flare animation file");
                    continue;
                }
                ArtSet set;
                set.name = relative(folder);
                set.walk_file = layout_walk;
                set.run_file = named("run");
                set.idle_file = named("idle");
                out.sets.push_back(set);
                continue;
            }
            ArtSet set = importerSet(file);
            if (set.walk_file.empty()) {
                if (!set.name.empty()) out.skipped.push_back(relative(folder / file.stem()) + ": " + set.name);
                continue;
            }
            set.name = relative(folder / file.stem());
            out.sets.push_back(set);
        }
    }
    std::sort(out.sets.begin(), out.sets.end(), [](const ArtSet& a, const ArtSet& b) { return a.name < b.name; });
    std::sort(out.skipped.begin(), out.skipped.end());
    return out;
}

int shardOf(const std::string& set_name, int shards) {
    return shards <= 1 ? 1 : static_cast<int>(fnv1a(set_name) % static_cast<uint64_t>(shards)) + 1;
}

}  // namespace gaitlab

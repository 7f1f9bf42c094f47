#include "engine/formats/fofrm_reader.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <vector>

#include "engine/base/file_read.h"
#include "engine/base/format_error.h"
#include "engine/formats/frm_reader.h"
#include "engine/formats/png_header.h"
#include "engine/formats/sprite_resource.h"
#include "engine/hex/hex_geometry.h"
#include "engine/sprite/sprite_limits.h"

namespace gaitlab {

namespace {

struct Entry {
    std::string value;
    int line = 0;
};

struct IniSection {
    std::string name;
    int line = 0;  // header line; for the root, the first key's line (1 when the root is empty)
    std::map<std::string, Entry, std::less<>> keys;  // the last occurrence of each key: the one the engine reads
    std::map<std::string, std::vector<int>, std::less<>> lines;  // every line each key is set on, in order
};

struct Document {
    IniSection root;
    std::map<std::string, IniSection, std::less<>> sections;
};

std::string_view trimIniText(std::string_view s) {
    const auto is_space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (!s.empty() && is_space(s.front())) {
        s.remove_prefix(1);
    }
    while (!s.empty() && is_space(s.back())) {
        s.remove_suffix(1);
    }
    return s;
}

// `warnings` gets a section header that repeats (its keys join the first one's).
Document parseIni(std::string_view text, const std::string& path, std::vector<ErrorRecord>& warnings) {
    Document doc;
    doc.root.line = 1;
    bool root_line_set = false;
    IniSection* current = &doc.root;
    if (text.substr(0, 3) == "\xEF\xBB\xBF") {
        text.remove_prefix(3);  // UTF-8 byte order mark
    }
    int line_no = 0;
    while (!text.empty() || line_no == 0) {
        ++line_no;
        const size_t eol = text.find('\n');
        const std::string_view raw = text.substr(0, eol);
        text = eol == std::string_view::npos ? std::string_view{} : text.substr(eol + 1);
        const std::string_view line = trimIniText(raw);
        if (line.empty() || line.front() == '#' || line.front() == ';') {
            continue;
        }
        if (line.front() == '[') {
            if (line.back() != ']' || line.size() < 3) {
                throw FormatError(path, line_no,
                                  "expected a section header like [dir_0], got '" + shownText(line) + "'");
            }
            const std::string name(trimIniText(line.substr(1, line.size() - 2)));
            IniSection& s = doc.sections[name];
            if (s.line == 0) {
                s.name = name;
                s.line = line_no;
            } else {
                warnings.push_back(warningRecord(path, line_no,
                                                 "section [" + name + "] appears again (first on line " +
                                                     std::to_string(s.line) +
                                                     "): the engine reads its keys as one section"));
            }
            current = &s;
            continue;
        }
        const size_t eq = line.find('=');
        if (eq == std::string_view::npos) {
            throw FormatError(path, line_no,
                              "expected 'key = value', a [section] or a comment, got '" + shownText(line) + "'");
        }
        const std::string key(trimIniText(line.substr(0, eq)));
        if (key.empty()) {
            throw FormatError(path, line_no, "expected a key before '='");
        }
        if (current == &doc.root && !root_line_set) {
            doc.root.line = line_no;
            root_line_set = true;
        }
        current->keys[key] = Entry{std::string(trimIniText(line.substr(eq + 1))), line_no};
        current->lines[key].push_back(line_no);
    }
    return doc;
}

const Entry* findKey(const IniSection& s, std::string_view key) {
    const auto it = s.keys.find(key);
    return it == s.keys.end() ? nullptr : &it->second;
}

// Integer value of `key`; `true`/`false` read as 1/0 like the engine. Range [lo, hi] with a named reason.
std::optional<int64_t> readInt(const IniSection& s, std::string_view key, const std::string& path, int64_t lo,
                               int64_t hi, const char* range_name) {
    const Entry* e = findKey(s, key);
    if (e == nullptr) {
        return std::nullopt;
    }
    int64_t v = 0;
    if (e->value == "true") {
        v = 1;
    } else if (e->value == "false") {
        v = 0;
    } else {
        std::string_view digits = e->value;
        if (!digits.empty() && digits.front() == '+') {
            digits.remove_prefix(1);
        }
        const char* first = digits.data();
        const char* last = digits.data() + digits.size();
        const auto [ptr, ec] = std::from_chars(first, last, v);
        if (digits.empty() || ec == std::errc::invalid_argument || ptr != last) {
            throw FormatError(path, e->line,
                              "expected an integer for '" + std::string(key) + "', got '" + shownText(e->value) + "'");
        }
        if (ec == std::errc::result_out_of_range) {
            throw FormatError(path, e->line,
                              "'" + std::string(key) + "' = " + e->value + " does not fit " + range_name);
        }
    }
    if (v < lo || v > hi) {
        throw FormatError(path, e->line, "'" + std::string(key) + "' = " + e->value + " does not fit " + range_name);
    }
    return v;
}

// Both spellings: the second one wins when both are present (the engine reads it with the first as default).
int64_t readInt2(const IniSection& s, const std::string& a, const std::string& b, int64_t fallback,
                 const std::string& path, int64_t lo, int64_t hi, const char* range_name) {
    const std::optional<int64_t> va = readInt(s, a, path, lo, hi, range_name);
    const std::optional<int64_t> vb = readInt(s, b, path, lo, hi, range_name);
    return vb ? *vb : va ? *va : fallback;
}

constexpr int64_t kInt16Min = std::numeric_limits<int16_t>::min();
constexpr int64_t kInt16Max = std::numeric_limits<int16_t>::max();
constexpr int64_t kFofrmIntMax = std::numeric_limits<int>::max();
constexpr const char* kInt16 = "int16 (-32768..32767, D10)";

struct DirOffsets {
    int64_t x = 0;
    int64_t y = 0;
};

bool endsWithNoCase(std::string_view s, std::string_view suffix) {
    if (s.size() < suffix.size()) {
        return false;
    }
    return std::equal(suffix.begin(), suffix.end(), s.end() - static_cast<std::ptrdiff_t>(suffix.size()),
                      [](char expected, char c) { return std::tolower(static_cast<unsigned char>(c)) == expected; });
}

// The reference of slot k: frm_k, else Frm_k; slot 0 also accepts the unnumbered frm, then Frm.
const Entry* findReference(const IniSection& s, int k) {
    const std::string n = std::to_string(k);
    for (const std::string& key : {"frm_" + n, "Frm_" + n}) {
        if (const Entry* e = findKey(s, key); e != nullptr && !e->value.empty()) {
            return e;
        }
    }
    if (k == 0) {
        for (const char* key : {"frm", "Frm"}) {
            if (const Entry* e = findKey(s, key); e != nullptr && !e->value.empty()) {
                return e;
            }
        }
    }
    return nullptr;
}

// Highest numbered reference key in a section, for the per-direction frame count check.
std::optional<std::pair<int64_t, const Entry*>> highestReference(const IniSection& s) {
    std::optional<std::pair<int64_t, const Entry*>> best;
    for (const auto& [key, entry] : s.keys) {
        std::string_view k = key;
        if (k.substr(0, 4) != "frm_" && k.substr(0, 4) != "Frm_") {
            continue;
        }
        k.remove_prefix(4);
        int64_t idx = 0;
        const auto [ptr, ec] = std::from_chars(k.data(), k.data() + k.size(), idx);
        if (ec != std::errc{} || ptr != k.data() + k.size() || k.empty()) {
            continue;
        }
        if (!best || idx > best->first) {
            best = std::make_pair(idx, &entry);
        }
    }
    return best;
}

std::string sectionLabel(const IniSection& s) {
    return s.name.empty() ? std::string("the root section") : "[" + s.name + "]";
}

// One load: the FOFRM files being read, outermost first (a reference cycle and a too deep chain are reported
// instead of recursing on), and every child read so far by canonical path, so a file referenced many times is
// read once (a diamond of references costs its frames, not 2^depth reads).
struct OpenFiles {
    std::vector<std::string> keys;   // weakly canonical paths, for comparison
    std::vector<std::string> paths;  // as given, for messages
    std::map<std::string, std::shared_ptr<const SpriteAnimation>> loaded;
    std::vector<ErrorRecord> warnings;            // of every file read, each file's after its parent's
    std::map<std::string, uint64_t> image_bytes;  // decoded RGBA bytes of each image file, from its PNG header
};

// The RGBA bytes the app decodes for an image frame (a whole image, or its src_size cell), from the PNG header
// alone, read once per file and load; 0 for a file that is no readable PNG (the decoder reports it).
uint64_t imageFrameBytes(const SpriteFrame& frame, OpenFiles& open) {
    if (!frame.rgba.empty() || frame.image.empty()) return frame.rgba.size();
    if (frame.src_size.x > 0 && frame.src_size.y > 0)
        return uint64_t{4} * static_cast<uint64_t>(frame.src_size.x) * static_cast<uint64_t>(frame.src_size.y);
    auto it = open.image_bytes.find(frame.image);
    if (it == open.image_bytes.end()) {
        int64_t w = 0;
        int64_t h = 0;
        const bool png = readPngHeaderSize(frame.image, w, h).empty();
        it = open.image_bytes
                 .emplace(frame.image, png ? uint64_t{4} * static_cast<uint64_t>(w) * static_cast<uint64_t>(h) : 0)
                 .first;
    }
    return it->second;
}

// "a.fofrm -> b.fofrm -> ... -> y.fofrm -> z.fofrm": the ends of a long chain.
std::string chainText(const std::vector<std::string>& paths, const std::string& last) {
    std::string out;
    for (size_t i = 0; i < paths.size(); ++i) {
        if (i == 2 && paths.size() > 4) {
            out += "... -> ";
            i = paths.size() - 2;
        }
        out += paths[i] + " -> ";
    }
    return out + last;
}

std::string fileKey(const std::string& path) {
    std::error_code ec;
    const std::filesystem::path p = std::filesystem::weakly_canonical(path, ec);
    return ec ? std::filesystem::path(path).lexically_normal().generic_string() : p.generic_string();
}

SpriteAnimation parseFofrmImpl(std::string_view text, const std::string& path, OpenFiles& open);

std::string readText(const std::string& path) { return readRegularText(path, kMaxTextFileBytes); }

// Loads a nested FOFRM, FRM, FR0-FR5 or sprite resource reference (the last by its bytes, whatever its name: a baked
// project's .png, .frm and .fofrm hold one), once per load; null for an image reference (kept as a path for the
// renderer).
std::shared_ptr<const SpriteAnimation> loadChild(const std::string& child, const Entry& ref, const std::string& path,
                                                 OpenFiles& open) {
    const bool resource = isSpriteResourceFile(child);
    const bool fofrm = !resource && endsWithNoCase(child, ".fofrm");
    if (!resource && !fofrm && !endsWithNoCase(child, ".frm") && !isFrxPath(child)) return nullptr;
    if (const std::string reason = notRegularFileReason(child); !reason.empty()) {
        const std::string what = reason == "does not exist" ? "missing child: cannot open '" + child + "'"
                                                            : "child '" + child + "' " + reason;
        throw FormatError(path, ref.line, what + " (referenced as '" + ref.value + "')");
    }
    const std::string key = fileKey(child);
    if (const auto it = std::find(open.keys.begin(), open.keys.end(), key); it != open.keys.end()) {
        const std::vector<std::string> cycle(open.paths.begin() + (it - open.keys.begin()), open.paths.end());
        throw FormatError(path, ref.line, "reference cycle: " + chainText(cycle, child));
    }
    if (const auto it = open.loaded.find(key); it != open.loaded.end()) return it->second;
    std::shared_ptr<const SpriteAnimation> loaded;
    if (!fofrm) {
        loaded = std::make_shared<const SpriteAnimation>(resource           ? loadSpriteResource(child)
                                                         : isFrxPath(child) ? loadFrx(child)
                                                                            : loadFrm(child));
        open.warnings.insert(open.warnings.end(), loaded->warnings.begin(), loaded->warnings.end());
    } else {
        if (open.keys.size() >= static_cast<size_t>(kMaxFofrmDepth)) {
            throw FormatError(path, ref.line,
                              "FOFRM files nested deeper than " + std::to_string(kMaxFofrmDepth) +
                                  " (the limit): " + chainText(open.paths, child));
        }
        loaded = std::make_shared<const SpriteAnimation>(parseFofrmImpl(readText(child), child, open));
    }
    open.loaded.emplace(key, loaded);
    return loaded;
}

// Counts the frames and embedded pixels one file's flattening produces against the sprite limits.
struct FlattenBudget {
    uint64_t pixel_bytes = 0;
};

int16_t addDelta(int child_value, int64_t delta, const std::string& axis, const std::string& where,
                 const std::string& path, int line) {
    const int64_t sum = child_value + delta;
    if (sum < kInt16Min || sum > kInt16Max) {
        throw FormatError(path, line,
                          where + ": " + axis + " = child " + std::to_string(child_value) + " + " +
                              std::to_string(delta) + " = " + std::to_string(sum) + " does not fit " + kInt16);
    }
    return static_cast<int16_t>(sum);
}

// D25: loader options after `$` are dropped; the engine loads the file without them and draws all of it.
void warnLoaderOptions(const IniSection& s, const Entry& ref, int64_t k, const std::string& path,
                       std::vector<ErrorRecord>& warnings) {
    const size_t slash = ref.value.find_last_of("/\\");
    const size_t dollar = ref.value.find('$', slash == std::string::npos ? 0 : slash + 1);
    if (dollar == std::string::npos) return;
    const size_t dot = ref.value.rfind('.');
    const std::string options =
        ref.value.substr(dollar, dot == std::string::npos || dot < dollar ? std::string::npos : dot - dollar);
    warnings.push_back(warningRecord(path, ref.line,
                                     sectionLabel(s) + ": frm_" + std::to_string(k) + " '" + ref.value +
                                         "': the loader options '" + options + "' are dropped (D25): the engine " +
                                         "loads '" + stripLoaderOptions(ref.value) + "' and draws the whole image"));
}

/// The first reference of a direction that is a sprite file: its line, text, frames and its own sheet ticks.
struct ChildTiming {
    const Entry* ref = nullptr;
    int64_t slot = 0;  // k of frm_k
    int frames = 0;
    int ticks = 0;
};

SpriteSheet readDirection(const IniSection& s, DirOffsets offsets, int64_t count, const std::string& path,
                          const std::filesystem::path& base_dir, OpenFiles& open, FlattenBudget& budget,
                          std::vector<ErrorRecord>& warnings, ChildTiming* timing = nullptr) {
    SpriteSheet sheet;
    sheet.frames.reserve(static_cast<size_t>(std::min<int64_t>(count, 4096)));
    for (int64_t k = 0; k < count; ++k) {
        const Entry* ref = findReference(s, static_cast<int>(k));
        if (ref == nullptr) {
            throw FormatError(path, s.line,
                              sectionLabel(s) + ": expected frm_" + std::to_string(k) +
                                  " (count = " + std::to_string(count) + " frames per direction)");
        }
        const std::string n = std::to_string(k);
        const int64_t next_x = readInt2(s, "next_x_" + n, "NextX_" + n, 0, path, kInt16Min, kInt16Max, kInt16);
        const int64_t next_y = readInt2(s, "next_y_" + n, "NextY_" + n, 0, path, kInt16Min, kInt16Max, kInt16);
        const std::string file = fofrmReferenceFile(ref->value, base_dir);
        warnLoaderOptions(s, *ref, k, path, warnings);
        const ipos draw_offset{static_cast<int>(offsets.x), static_cast<int>(offsets.y)};

        const std::shared_ptr<const SpriteAnimation> child = loadChild(file, *ref, path, open);
        if (sheet.frames.size() + (child ? child->dirs.front().frames.size() : 1) > kMaxSpriteFrames) {
            throw FormatError(path, ref->line,
                              sectionLabel(s) + ": frm_" + n + " '" + ref->value + "' makes more than " +
                                  std::to_string(kMaxSpriteFrames) + " frames in one direction (the limit)");
        }
        const auto over_budget = [&] {
            return FormatError(path, ref->line,
                               sectionLabel(s) + ": frm_" + n + " '" + ref->value +
                                   "' makes the sprite's pixels more than " +
                                   std::to_string(kMaxSpritePixelBytes >> 20) + " MiB (the limit), " +
                                   std::to_string(budget.pixel_bytes) + " bytes of RGBA decoded");
        };
        if (!child) {
            SpriteFrame frame;
            frame.image = file;
            frame.draw_offset = draw_offset;
            frame.next_x = static_cast<int16_t>(next_x);
            frame.next_y = static_cast<int16_t>(next_y);
            // Each frame gets its own copy of the decoded image, so every reference counts (checked before decoding).
            budget.pixel_bytes += imageFrameBytes(frame, open);
            if (budget.pixel_bytes > kMaxSpritePixelBytes) throw over_budget();
            sheet.frames.push_back(std::move(frame));
            continue;
        }
        // Only the child's direction-0 sequence is used; its offsets and other directions are ignored (§6.1).
        const std::vector<SpriteFrame>& child_frames = child->dirs.front().frames;
        if (timing && !timing->ref)
            *timing = ChildTiming{ref, k, static_cast<int>(child_frames.size()), child->dirs.front().anim_ms};
        for (const SpriteFrame& f : child_frames) {
            budget.pixel_bytes += imageFrameBytes(f, open);
            if (budget.pixel_bytes > kMaxSpritePixelBytes) throw over_budget();
        }
        for (size_t c = 0; c < child_frames.size(); ++c) {
            const std::string where = sectionLabel(s) + " frame " + std::to_string(sheet.frames.size()) + " (frm_" + n +
                                      " '" + ref->value + "' frame " + std::to_string(c) + ")";
            SpriteFrame frame = child_frames[c];
            frame.draw_offset = draw_offset;
            frame.next_x = addDelta(frame.next_x, next_x, "NextX", where, path, ref->line);
            frame.next_y = addDelta(frame.next_y, next_y, "NextY", where, path, ref->line);
            sheet.frames.push_back(std::move(frame));
        }
    }
    // A reference past the count would be silently dropped, so it is reported as a frame-count mismatch.
    if (const auto top = highestReference(s); top && top->first >= count) {
        throw FormatError(path, top->second->line,
                          sectionLabel(s) + ": frm_" + std::to_string(top->first) +
                              " is beyond count = " + std::to_string(count) + "; expected the same " +
                              std::to_string(count) + " frames in every direction");
    }
    return sheet;
}

const IniSection* findDirSection(const Document& doc, int d) {
    for (const std::string& name : {"dir_" + std::to_string(d), "Dir_" + std::to_string(d)}) {
        const auto it = doc.sections.find(name);
        if (it != doc.sections.end()) {
            return &it->second;
        }
    }
    return nullptr;
}

// ---- Warnings (D25): what the engine reads differently from what the file seems to say. ----

// The numbered key shapes the engine reads, each slot k: a reference or a delta, in both spellings.
constexpr std::array<std::string_view, 6> kNumberedPrefixes = {"frm_",   "Frm_",    "next_x_",
                                                               "NextX_", "next_y_", "NextY_"};
// Keys the engine reads in the root only, then in the root or a direction section (both spellings, §6.1).
constexpr std::array<std::string_view, 6> kRootOnlyKeys = {"fps", "Fps", "count", "Count", "effect", "Effect"};
constexpr std::array<std::string_view, 4> kOffsetKeys = {"offs_x", "OffsetX", "offs_y", "OffsetY"};

// The slot k of a numbered key shape (frm_3, NextX_3; frm and Frm are slot 0), or none.
std::optional<int64_t> keySlot(std::string_view key, bool& is_reference) {
    is_reference = key == "frm" || key == "Frm";
    if (is_reference) return 0;
    for (std::string_view prefix : kNumberedPrefixes) {
        if (key.size() <= prefix.size() || key.substr(0, prefix.size()) != prefix) continue;
        const std::string_view digits = key.substr(prefix.size());
        int64_t k = 0;
        const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), k);
        if (ec != std::errc{} || ptr != digits.data() + digits.size() || digits.front() == '-' || digits.front() == '+')
            return std::nullopt;
        is_reference = prefix.front() == 'f' || prefix.front() == 'F';
        return k;
    }
    return std::nullopt;
}

// Edit distance between a and b is at most 1 (one insertion, deletion, substitution or swap of neighbours).
bool oneEditApart(std::string_view a, std::string_view b) {
    if (a == b) return false;
    if (a.size() > b.size()) std::swap(a, b);
    if (b.size() - a.size() > 1) return false;
    size_t i = 0;
    while (i < a.size() && a[i] == b[i]) ++i;
    if (a.size() == b.size()) {
        if (a.substr(i + 1) == b.substr(i + 1)) return true;  // substitution
        return i + 1 < a.size() && a[i] == b[i + 1] && a[i + 1] == b[i] && a.substr(i + 2) == b.substr(i + 2);
    }
    return a.substr(i) == b.substr(i + 1);  // insertion
}

// The key shape one edit away from `key`, for "did you mean"; empty when none.
std::string nearestKnownKey(std::string_view key) {
    size_t digits = key.size();
    while (digits > 0 && std::isdigit(static_cast<unsigned char>(key[digits - 1]))) --digits;
    const std::string slot(key.substr(digits));
    std::vector<std::string> known;
    if (!slot.empty())
        for (std::string_view prefix : kNumberedPrefixes) known.push_back(std::string(prefix) + slot);
    for (std::string_view k : kRootOnlyKeys) known.emplace_back(k);
    for (std::string_view k : kOffsetKeys) known.emplace_back(k);
    known.insert(known.end(), {"frm", "Frm"});
    for (const std::string& candidate : known)
        if (oneEditApart(key, candidate)) return candidate;
    return {};
}

bool isDirSectionName(std::string_view name, int& d) {
    if (name.size() != 5 || (name.substr(0, 4) != "dir_" && name.substr(0, 4) != "Dir_") || name[4] < '0' ||
        name[4] > '7')
        return false;
    d = name[4] - '0';
    return true;
}

std::string linesText(const std::vector<int>& lines) {
    std::string out;
    for (size_t i = 0; i < lines.size(); ++i) out += (i == 0 ? "" : ", ") + std::to_string(lines[i]);
    return out;
}

// Both spellings of one value present: the second wins (readInt2).
void warnBothSpellings(const IniSection& s, const std::string& a, const std::string& b, const std::string& path,
                       std::vector<ErrorRecord>& out) {
    const Entry* ea = findKey(s, a);
    const Entry* eb = findKey(s, b);
    if (ea == nullptr || eb == nullptr) return;
    out.push_back(warningRecord(path, std::max(ea->line, eb->line),
                                "both '" + a + "' (line " + std::to_string(ea->line) + ") and '" + b + "' (line " +
                                    std::to_string(eb->line) + ") are set in " + sectionLabel(s) +
                                    ": the engine uses '" + b + " = " + eb->value + "' (the second spelling wins)"));
}

// Reference slot k spelled more than one way: findReference's choice is the engine's.
void warnReferenceSpellings(const IniSection& s, int64_t k, const std::string& path, std::vector<ErrorRecord>& out) {
    const Entry* used = findReference(s, static_cast<int>(k));
    if (used == nullptr) return;
    const std::string n = std::to_string(k);
    std::vector<std::string> names = {"frm_" + n, "Frm_" + n};
    if (k == 0) names.insert(names.end(), {"frm", "Frm"});
    std::string used_name;
    for (const std::string& name : names)
        if (findKey(s, name) == used) used_name = name;
    for (const std::string& name : names) {
        const Entry* e = findKey(s, name);
        if (e == nullptr || e == used) continue;
        out.push_back(warningRecord(path, e->line,
                                    "'" + name + "' in " + sectionLabel(s) + " is not read: the engine uses '" +
                                        used_name + " = " + used->value + "' (line " + std::to_string(used->line) +
                                        ") for reference " + n));
    }
}

// The keys of a section the engine reads: unknown keys, duplicates, keys it reads elsewhere or past count, both
// spellings. `frames_here`: the section supplies a direction's references (the root only without [dir_0]).
void warnSectionKeys(const IniSection& s, bool is_root, bool frames_here, int64_t count, const std::string& path,
                     std::vector<ErrorRecord>& out) {
    for (const auto& entry : s.lines) {
        // Named references, not a structured binding: a lambda below captures the key (clang 14 cannot capture
        // structured bindings).
        const std::string& key = entry.first;
        const auto& lines = entry.second;
        const int line = lines.back();
        if (lines.size() > 1)
            out.push_back(warningRecord(path, line,
                                        "duplicate key '" + key + "' in " + sectionLabel(s) + " (lines " +
                                            linesText(lines) + "): the engine uses the last one, line " +
                                            std::to_string(line) + " ('" + key + " = " + s.keys.at(key).value + "')"));
        const auto listed = [&key](const auto& keys) { return std::find(keys.begin(), keys.end(), key) != keys.end(); };
        bool is_reference = false;
        if (listed(kRootOnlyKeys)) {
            if (!is_root)
                out.push_back(warningRecord(path, line,
                                            "'" + key + "' in " + sectionLabel(s) +
                                                " is not read: the engine reads it only in the root section"));
        } else if (listed(kOffsetKeys)) {
            // read in the root and in every direction section
        } else if (const std::optional<int64_t> k = keySlot(key, is_reference)) {
            if (!frames_here) {
                out.push_back(warningRecord(path, line,
                                            "'" + key +
                                                "' in the root section is not read: [dir_0] gives "
                                                "direction 0's references and deltas"));
            } else if (!is_reference && *k >= count) {
                // A reference past count is an error (readDirection); a delta past it is only ignored.
                out.push_back(warningRecord(path, line,
                                            "'" + key + "' in " + sectionLabel(s) +
                                                " is past count = " + std::to_string(count) + " (references 0.." +
                                                std::to_string(count - 1) + "): the engine does not read it"));
            }
        } else {
            const std::string near = nearestKnownKey(key);
            out.push_back(warningRecord(path, line,
                                        "unknown key '" + key + "' in " + sectionLabel(s) +
                                            (near.empty() ? std::string() : " (did you mean '" + near + "'?)") +
                                            ": the engine does not read it"));
        }
    }
    if (is_root) {
        warnBothSpellings(s, "fps", "Fps", path, out);
        warnBothSpellings(s, "count", "Count", path, out);
        warnBothSpellings(s, "effect", "Effect", path, out);
    }
    warnBothSpellings(s, "offs_x", "OffsetX", path, out);
    warnBothSpellings(s, "offs_y", "OffsetY", path, out);
    if (!frames_here) return;
    for (int64_t k = 0; k < count && k < static_cast<int64_t>(s.keys.size()); ++k) {
        const std::string n = std::to_string(k);
        warnReferenceSpellings(s, k, path, out);
        warnBothSpellings(s, "next_x_" + n, "NextX_" + n, path, out);
        warnBothSpellings(s, "next_y_" + n, "NextY_" + n, path, out);
    }
}

// Every warning of one file's sections, in line order. `read` holds the sections the directions were read from
// (the root when it supplied direction 0); `single` tells why later direction sections are not read.
std::vector<ErrorRecord> fofrmWarnings(const Document& doc, const std::vector<const IniSection*>& read, int64_t count,
                                       const std::string& single, const std::string& path) {
    std::vector<ErrorRecord> out;
    const bool root_frames = std::find(read.begin(), read.end(), &doc.root) != read.end();
    warnSectionKeys(doc.root, true, root_frames, count, path, out);
    for (const auto& [name, section] : doc.sections) {
        if (std::find(read.begin(), read.end(), &section) != read.end()) {
            warnSectionKeys(section, false, true, count, path, out);
            continue;
        }
        int d = 0;
        std::string why;
        if (!isDirSectionName(name, d)) {
            why = "the engine reads only [dir_0] .. [dir_7]";
        } else if (const IniSection* shadow = findDirSection(doc, d); shadow != &section) {
            why = "[" + shadow->name + "] (line " + std::to_string(shadow->line) + ") is the engine's direction " +
                  std::to_string(d);
        } else if (d == 1 && section.keys.empty()) {
            continue;  // an empty [dir_1]: the single-direction marker (§6.1)
        } else {
            why = single;
        }
        const size_t keys = section.keys.size();
        out.push_back(warningRecord(path, section.line,
                                    "section [" + name + "] is not read: " + why + " (" + std::to_string(keys) +
                                        (keys == 1 ? " key" : " keys") + " ignored)"));
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const ErrorRecord& a, const ErrorRecord& b) { return a.line < b.line; });
    return out;
}

SpriteAnimation parseFofrmImpl(std::string_view text, const std::string& path, OpenFiles& open) {
    open.keys.push_back(fileKey(path));
    open.paths.push_back(path);
    std::vector<ErrorRecord> warnings;
    const size_t warnings_at = open.warnings.size();  // this file's warnings go before its children's
    const Document doc = parseIni(text, path, warnings);
    const IniSection& root = doc.root;
    std::vector<const IniSection*> read;  // the sections the directions come from
    std::string single = "the sprite has 8 directions";

    const int64_t fps = readInt2(root, "fps", "Fps", 10, path, 0, kFofrmIntMax, "0..2147483647 frames per second");
    const int64_t count =
        readInt2(root, "count", "Count", 1, path, std::numeric_limits<int>::min(), kFofrmIntMax, "int");
    if (count <= 0) {
        const Entry* e = findKey(root, "Count") != nullptr ? findKey(root, "Count") : findKey(root, "count");
        throw FormatError(path, e != nullptr ? e->line : root.line,
                          "expected count > 0 (frame references per direction), got " + std::to_string(count));
    }
    DirOffsets running{readInt2(root, "offs_x", "OffsetX", 0, path, kInt16Min, kInt16Max, kInt16),
                       readInt2(root, "offs_y", "OffsetY", 0, path, kInt16Min, kInt16Max, kInt16)};

    SpriteAnimation anim;
    anim.source = path;
    anim.name = std::filesystem::path(path).stem().string();
    anim.fps = static_cast<int>(fps);
    const int64_t ticks = fps != 0 ? 1000 * count / fps : 0;
    if (ticks > kFofrmIntMax) {
        throw FormatError(path, root.line, "expected 1000*count/fps to fit int milliseconds");
    }
    const std::filesystem::path base_dir = std::filesystem::path(path).parent_path();

    const IniSection* previous = &root;
    FlattenBudget budget;
    for (int d = 0; d < kSquareDirCount; ++d) {
        const IniSection* s = findDirSection(doc, d);
        if (d == kHexDirCount && s == nullptr) {
            single = "the sprite has 6 directions (a square map's 8 need [dir_6] and [dir_7])";
            break;  // six directions: the hexagonal engine's sprite
        }
        if (s == nullptr) {
            if (d == 0) {
                s = &root;  // a single-direction file may keep its frames in the root section
            } else if (d == 1) {
                single = "without [dir_1] the sprite has one direction";
                break;
            } else {
                throw FormatError(path, previous->line,
                                  "expected section [dir_" + std::to_string(d) +
                                      "]: a FOFRM has 1, 6 (hexagonal) or 8 (square, D27) directions");
            }
        }
        if (d == 1 && findReference(*s, 0) == nullptr) {
            single = "[" + s->name + "] has no frm_0, so the sprite has one direction";
            break;  // [dir_1] without frames: single-direction (engine behaviour, §7.3 FofrmDirectionEdgeCases)
        }
        if (s != &root) {
            running.x = readInt2(*s, "offs_x", "OffsetX", running.x, path, kInt16Min, kInt16Max, kInt16);
            running.y = readInt2(*s, "offs_y", "OffsetY", running.y, path, kInt16Min, kInt16Max, kInt16);
        }
        ChildTiming timing;
        SpriteSheet sheet =
            readDirection(*s, running, count, path, base_dir, open, budget, warnings, d == 0 ? &timing : nullptr);
        // D25: the engine times the flattened sheet by this file's fps and reference count, not by the child's own
        // frame rate; said once, for the first child whose frames get another time than it gives them itself.
        if (timing.ref && ticks > 0 && sheet.frameCount() > 0) {
            const int64_t given = ticks * timing.frames / sheet.frameCount();
            if (std::abs(given - timing.ticks) > 1)
                warnings.push_back(warningRecord(
                    path, timing.ref->line,
                    "frm_" + std::to_string(timing.slot) + " '" + timing.ref->value + "': the engine plays its " +
                        std::to_string(timing.frames) + " frame(s) in " + std::to_string(given) +
                        " ms, timed by this file's fps " + std::to_string(fps) + " and count " + std::to_string(count) +
                        " (D25); the file alone plays them in " + std::to_string(timing.ticks) + " ms"));
        }
        read.push_back(s);
        if (d > 0 && sheet.frameCount() != anim.dirs[0].frameCount()) {
            throw FormatError(path, s->line,
                              sectionLabel(*s) + " flattens to " + std::to_string(sheet.frameCount()) +
                                  " frames, expected " + std::to_string(anim.dirs[0].frameCount()) +
                                  " like direction 0");
        }
        sheet.anim_ms = static_cast<int>(ticks);
        sheet.rebuildCycle();
        anim.dirs.push_back(std::move(sheet));
        previous = s;
    }
    std::vector<ErrorRecord> keys = fofrmWarnings(doc, read, count, single, path);
    keys.insert(keys.end(), warnings.begin(), warnings.end());
    std::stable_sort(keys.begin(), keys.end(),
                     [](const ErrorRecord& a, const ErrorRecord& b) { return a.line < b.line; });
    open.warnings.insert(open.warnings.begin() + static_cast<std::ptrdiff_t>(warnings_at), keys.begin(), keys.end());
    open.keys.pop_back();
    open.paths.pop_back();
    return anim;
}

}  // namespace

SpriteAnimation parseFofrm(std::string_view text, const std::string& path) {
    OpenFiles open;
    SpriteAnimation anim = parseFofrmImpl(text, path, open);
    anim.warnings = std::move(open.warnings);
    return anim;
}

SpriteAnimation loadFofrm(const std::string& path) { return parseFofrm(readText(path), path); }

std::string stripLoaderOptions(std::string ref) {
    std::replace(ref.begin(), ref.end(), '\\', '/');
    const size_t slash = ref.rfind('/');
    const size_t dollar = ref.find('$', slash == std::string::npos ? 0 : slash + 1);
    if (dollar == std::string::npos) {
        return ref;
    }
    const size_t dot = ref.rfind('.');
    if (dot == std::string::npos || dot < dollar) {
        return ref.substr(0, dollar);
    }
    return ref.substr(0, dollar) + ref.substr(dot);
}

std::string fofrmReferenceFile(const std::string& value, const std::filesystem::path& base_dir) {
    const std::filesystem::path rel(stripLoaderOptions(value));
    return (rel.is_absolute() ? rel : base_dir / rel).lexically_normal().generic_string();
}

bool isFofrmReferenceKey(std::string_view key) {
    if (key == "frm" || key == "Frm") return true;
    if (key.size() <= 4 || (key.substr(0, 4) != "frm_" && key.substr(0, 4) != "Frm_")) return false;
    return std::all_of(key.begin() + 4, key.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

}  // namespace gaitlab

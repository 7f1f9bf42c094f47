#include "engine/formats/fofrm_edit.h"

#include <charconv>
#include <cstdint>
#include <limits>
#include <optional>

#include "engine/base/format_error.h"

namespace gaitlab {

namespace {

// One line of the text: where it starts, its length without the line ending, and that ending ("\n", "\r\n", "").
struct EditLine {
    std::size_t begin = 0;
    std::size_t length = 0;
    std::string_view ending;
};

std::string_view trimEditText(std::string_view s) {
    const auto is_space = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    return s;
}

// The text as lines, endings kept apart so an edit never touches them.
std::vector<EditLine> splitEditLines(std::string_view text) {
    std::vector<EditLine> lines;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t eol = text.find('\n', pos);
        EditLine line;
        line.begin = pos;
        if (eol == std::string_view::npos) {
            line.length = text.size() - pos;
            pos = text.size();
        } else {
            const bool cr = eol > pos && text[eol - 1] == '\r';
            line.length = eol - pos - (cr ? 1 : 0);
            line.ending = cr ? std::string_view("\r\n") : std::string_view("\n");
            pos = eol + 1;
        }
        lines.push_back(line);
    }
    return lines;
}

// A parsed line: a section header's name, or a key with where its value sits in the line.
struct LineParse {
    enum class Kind { Blank, Section, Key } kind = Kind::Blank;
    std::string name;              // section name or key
    std::size_t value_begin = 0;   // offset of the trimmed value in the line
    std::size_t value_length = 0;  // its length
    std::size_t eq = 0;            // offset of '='
};

LineParse parseEditLine(std::string_view line, const std::string& path, int line_no) {
    LineParse out;
    std::string_view body = line;
    if (line_no == 1 && body.substr(0, 3) == "\xEF\xBB\xBF") body.remove_prefix(3);
    const std::string_view trimmed = trimEditText(body);
    if (trimmed.empty() || trimmed.front() == '#' || trimmed.front() == ';') return out;
    if (trimmed.front() == '[') {
        if (trimmed.back() != ']' || trimmed.size() < 3)
            throw FormatError(path, line_no,
                              "expected a section header like [dir_0], got '" + shownText(trimmed) + "'");
        out.kind = LineParse::Kind::Section;
        out.name = std::string(trimEditText(trimmed.substr(1, trimmed.size() - 2)));
        return out;
    }
    const std::size_t eq = line.find('=');
    if (eq == std::string_view::npos)
        throw FormatError(path, line_no,
                          "expected 'key = value', a [section] or a comment, got '" + shownText(trimmed) + "'");
    out.kind = LineParse::Kind::Key;
    out.eq = eq;
    out.name = std::string(trimEditText(line.substr(0, eq)));
    if (line_no == 1 && out.name.substr(0, 3) == "\xEF\xBB\xBF") out.name = out.name.substr(3);
    if (out.name.empty()) throw FormatError(path, line_no, "expected a key before '='");
    const std::string_view rest = line.substr(eq + 1);
    const std::string_view value = trimEditText(rest);
    out.value_begin = eq + 1 + static_cast<std::size_t>(value.data() - rest.data());
    out.value_length = value.size();
    return out;
}

struct ParsedText {
    std::vector<EditLine> lines;
    std::vector<LineParse> parsed;
};

ParsedText parseEditText(std::string_view text, const std::string& path) {
    ParsedText out;
    out.lines = splitEditLines(text);
    for (std::size_t i = 0; i < out.lines.size(); ++i)
        out.parsed.push_back(
            parseEditLine(text.substr(out.lines[i].begin, out.lines[i].length), path, static_cast<int>(i) + 1));
    return out;
}

// The lines (indices) of direction `dir`'s section(s), as the engine reads them: every [dir_N] section (a repeated
// header joins the first), else every [Dir_N]; the root for direction 0 when neither exists.
std::vector<std::size_t> directionLines(const ParsedText& doc, int dir, const std::string& path) {
    for (const std::string& name : {"dir_" + std::to_string(dir), "Dir_" + std::to_string(dir)}) {
        std::vector<std::size_t> lines;
        bool inside = false, found = false;
        for (std::size_t i = 0; i < doc.parsed.size(); ++i) {
            if (doc.parsed[i].kind == LineParse::Kind::Section) {
                inside = doc.parsed[i].name == name;
                found = found || inside;
                continue;
            }
            if (inside && doc.parsed[i].kind == LineParse::Kind::Key) lines.push_back(i);
        }
        if (found) return lines;
    }
    if (dir != 0)
        throw FormatError(path, 0, "no section [dir_" + std::to_string(dir) + "] for direction " + std::to_string(dir));
    std::vector<std::size_t> root;
    for (std::size_t i = 0; i < doc.parsed.size(); ++i) {
        if (doc.parsed[i].kind == LineParse::Kind::Section) break;
        if (doc.parsed[i].kind == LineParse::Kind::Key) root.push_back(i);
    }
    return root;
}

// The last line among `lines` setting one of `keys` (the later key of the list wins over the earlier, as the
// engine's camel case over snake case), or none.
std::optional<std::size_t> winningLine(const ParsedText& doc, const std::vector<std::size_t>& lines,
                                       const std::vector<std::string>& keys) {
    for (auto key = keys.rbegin(); key != keys.rend(); ++key) {
        std::optional<std::size_t> last;
        for (std::size_t i : lines)
            if (doc.parsed[i].name == *key) last = i;
        if (last) return last;
    }
    return std::nullopt;
}

int64_t readEditInt(std::string_view text, const ParsedText& doc, std::size_t i, const std::string& path) {
    const LineParse& p = doc.parsed[i];
    std::string_view value = text.substr(doc.lines[i].begin + p.value_begin, p.value_length);
    if (value == "true") return 1;
    if (value == "false") return 0;
    if (!value.empty() && value.front() == '+') value.remove_prefix(1);
    int64_t v = 0;
    const auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
    if (value.empty() || ec != std::errc() || ptr != value.data() + value.size())
        throw FormatError(path, static_cast<int>(i) + 1,
                          "expected an integer for '" + p.name + "', got '" + shownText(value) + "'");
    return v;
}

// A pending replacement of a line's value, or an insertion after a line.
struct LineEdit {
    std::optional<std::string> value;   // the line's new value
    std::vector<std::string> inserted;  // whole lines (without ending) to put after this one
};

}  // namespace

int fofrmReferenceCount(std::string_view text, const std::string& path, int dir) {
    const ParsedText doc = parseEditText(text, path);
    const std::vector<std::size_t> lines = directionLines(doc, dir, path);
    int count = 0;
    for (;; ++count) {
        const std::string n = std::to_string(count);
        std::vector<std::string> keys = {"frm_" + n, "Frm_" + n};
        if (count == 0) keys.insert(keys.begin(), {"frm", "Frm"});
        if (!winningLine(doc, lines, keys)) return count;
    }
}

std::string editFofrmDeltas(std::string_view text, const std::string& path,
                            const std::vector<FofrmDeltaChange>& changes) {
    const ParsedText doc = parseEditText(text, path);
    std::vector<LineEdit> edits(doc.lines.size());
    // The file's own line ending for inserted lines (the first line's, else "\n").
    std::string_view ending = "\n";
    if (!doc.lines.empty() && !doc.lines.front().ending.empty()) ending = doc.lines.front().ending;

    for (const FofrmDeltaChange& change : changes) {
        const std::vector<std::size_t> lines = directionLines(doc, change.dir, path);
        const std::string n = std::to_string(change.ref);
        std::vector<std::string> ref_keys = {"frm_" + n, "Frm_" + n};
        if (change.ref == 0) ref_keys.insert(ref_keys.begin(), {"frm", "Frm"});
        const std::optional<std::size_t> ref_line = winningLine(doc, lines, ref_keys);
        if (!ref_line)
            throw FormatError(path, 0,
                              "direction " + std::to_string(change.dir) + " has no reference frm_" + n + " to edit");
        const bool camel = doc.parsed[*ref_line].name.front() == 'F';
        std::optional<std::size_t> x_line;  // where next_y_k goes when it is inserted
        for (int axis = 0; axis < 2; ++axis) {
            const int delta = axis == 0 ? change.dx : change.dy;
            if (delta == 0) continue;
            const std::string snake = (axis == 0 ? "next_x_" : "next_y_") + n;
            const std::string camel_key = (axis == 0 ? "NextX_" : "NextY_") + n;
            const std::optional<std::size_t> at = winningLine(doc, lines, {snake, camel_key});
            const int64_t old_value =
                at ? (edits[*at].value ? std::stoll(*edits[*at].value) : readEditInt(text, doc, *at, path)) : 0;
            const int64_t value = old_value + delta;
            if (value < std::numeric_limits<int16_t>::min() || value > std::numeric_limits<int16_t>::max())
                throw FormatError(path, at ? static_cast<int>(*at) + 1 : static_cast<int>(*ref_line) + 1,
                                  (axis == 0 ? "NextX " : "NextY ") + std::to_string(value) + " of reference " + n +
                                      " does not fit int16 (D10)");
            if (at) {
                for (std::size_t i : lines)
                    if (doc.parsed[i].name == snake || doc.parsed[i].name == camel_key)
                        edits[i].value = std::to_string(value);
                if (axis == 0) x_line = *at;
                continue;
            }
            // Missing: insert in the reference's spelling and spacing, after frm_k (x) or after next_x_k (y).
            std::size_t after = *ref_line;
            if (axis == 1) {
                if (const auto x = winningLine(doc, lines, {"next_x_" + n, "NextX_" + n}))
                    after = *x;
                else if (x_line)
                    after = *x_line;
            }
            const EditLine& ref = doc.lines[*ref_line];
            const LineParse& ref_parse = doc.parsed[*ref_line];
            const std::string_view ref_text = text.substr(ref.begin, ref.length);
            const std::string_view indent = ref_text.substr(0, ref_text.find_first_not_of(" \t"));
            const std::string_view separator =
                ref_text.substr(indent.size() + ref_parse.name.size(),
                                ref_parse.value_begin - indent.size() - ref_parse.name.size());
            const std::string line =
                std::string(indent) + (camel ? camel_key : snake) + std::string(separator) + std::to_string(value);
            if (axis == 0) {
                edits[after].inserted.insert(edits[after].inserted.begin(), line);
                x_line = after;
            } else {
                edits[after].inserted.push_back(line);
            }
        }
    }

    std::string out;
    out.reserve(text.size() + 64);
    for (std::size_t i = 0; i < doc.lines.size(); ++i) {
        const EditLine& line = doc.lines[i];
        const std::string_view whole = text.substr(line.begin, line.length);
        if (edits[i].value) {
            const LineParse& p = doc.parsed[i];
            out.append(whole.substr(0, p.value_begin));
            out.append(*edits[i].value);
            out.append(whole.substr(p.value_begin + p.value_length));
        } else {
            out.append(whole);
        }
        const bool last = i + 1 == doc.lines.size();
        if (!edits[i].inserted.empty()) {
            out.append(line.ending.empty() ? ending : line.ending);
            for (std::size_t j = 0; j < edits[i].inserted.size(); ++j) {
                out.append(edits[i].inserted[j]);
                if (j + 1 < edits[i].inserted.size() || !(last && line.ending.empty())) out.append(ending);
            }
        } else {
            out.append(line.ending);
        }
    }
    return out;
}

}  // namespace gaitlab

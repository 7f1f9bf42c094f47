#!/usr/bin/env bash
# Rule D29: the repository explains itself. Every citation in the sources (a decision D<n>, a field case R<nn>,
# an engine fact §<n>[.<n>...] or a build fact B<n>.<n>) must name a heading of docs/DECISIONS.md, every quoted
# heading a source cites by its document's name must be a heading of that document, and no source file may point
# at a document outside the repository.
# Usage: check_references.sh [SOURCE_DIR]   (default: the repository holding this script)
# Exit 0 and one summary line when everything resolves; exit 1 listing file:line and citation otherwise.
set -euo pipefail
export LC_ALL=C

root=${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}
cd "$root"
doc=docs/DECISIONS.md
self=tests/docs/check_references.sh
if [[ ! -f $doc ]]; then
    echo "docs references: $doc is missing"
    exit 1
fi

# The sources: code, shaders, CMake and shell files, and the README; generated data and fuzz corpora are not.
files=()
while IFS= read -r f; do files+=("$f"); done < <(
    find engine render app tests shaders -type f \
        \( -name '*.h' -o -name '*.cpp' -o -name '*.glsl' -o -name '*.vert' -o -name '*.frag' \
           -o -name '*.cmake' -o -name CMakeLists.txt -o -name '*.sh' \) \
        -not -path 'tests/data/*' -not -path 'tests/fuzz/corpus/*' | sort)
for f in README.md CMakeLists.txt dev .ci/run; do [[ -f $f ]] && files+=("$f"); done
# The documents in docs/ cite too; DECISIONS.md is where the citations point (it names numbers it leaves unused).
for f in docs/*.md; do [[ -f $f && $f != "$doc" ]] && files+=("$f"); done

headings=$(grep -E '^#+[[:space:]]' "$doc" || true)
failed=0

# (a) Citations. Word boundaries keep out identifiers and hex data (D3D, 0xD1, R8 in a name): a decision is
# D and one or two digits, a field case R and two digits, a build fact B<n>.<n>, an engine fact § and numbers.
citation='\bD[0-9]{1,2}\b|\bR[0-9]{2}\b|\bB[0-9]+\.[0-9]+\b|§[0-9]+(\.[0-9]+)*'
declare -A resolves=()
count=0
while IFS= read -r hit; do
    [[ -z $hit ]] && continue
    cite=${hit##*:}
    where=${hit%:*}
    count=$((count + 1))
    if [[ -z ${resolves[$cite]+set} ]]; then
        escaped=${cite//./\\.}
        # The heading must contain the citation itself, not a longer number (§1 is not §1.1, D1 is not D12).
        if grep -qE "(^|[^A-Za-z0-9_.])${escaped}([^A-Za-z0-9_.]|\.[^0-9]|\.\$|\$)" <<<"$headings"; then
            resolves[$cite]=1
        else
            resolves[$cite]=0
        fi
    fi
    if [[ ${resolves[$cite]} == 0 ]]; then
        echo "$where: $cite has no heading in $doc"
        failed=1
    fi
done < <(grep -HnoE "$citation" "${files[@]}" || true)

# (b) Documents outside the repository.
outside='engine-reference|field-cases|build-notes|decisions\.md|seeds/|\.\./shared|sprite-root-motion\.md'
outside+='|tactics-sprite-data\.md|animation-systems\.md'
others=()
for f in "${files[@]}"; do [[ $f != "$self" ]] && others+=("$f"); done
while IFS= read -r hit; do
    [[ -z $hit ]] && continue
    echo "$hit  <- cites a document outside the repository; cite a heading of $doc instead"
    failed=1
done < <(grep -HnE "$outside" "${others[@]}" || true)

# (c) Quoted headings: a document's name followed by a heading in double quotes, as the sources write them:
#   README "Gait acceptance", DECISIONS "Gait metrics", docs/DECISIONS.md "Square geometry",
#   ARCHITECTURE "The tick", docs/ARCHITECTURE.md "World points", USER_GUIDE "Limits", docs/USER_GUIDE.md "Limits",
# the name also in backticks (`docs/DECISIONS.md` "..."), the quotes also escaped in a C++ string (\"...\"), and
# a list after one name ("A", "B" and "C") checking each. The README's reference sections are in
# docs/USER_GUIDE.md, so a README citation resolves to a heading of either. The quote names a heading when it is
# the heading or its title before a subtitle, either with or without the D, R, § or B number that opens it, or
# that number alone: "D3 Movement: MovingContext as the engine" answers to D3 Movement, Movement and D3, and
# "Sprite Flash (Hit Feedback)" to Sprite Flash.
# A quote that a comment breaks over two lines is joined (the next line's comment marker dropped) and reported
# on the line where it starts; one still open at the end of the next line is not read, and counted. In Markdown
# a citation wrapped whole in backticks is an example of the form, not a citation.
heading_lines() {  # KEY FILE: "KEY<tab>heading" for each heading of FILE, fenced code left out
    awk -v key="$1" '
        /^[ ]*(```|~~~)/ { fenced = !fenced; next }
        fenced { next }
        /^#+[ \t]/ {
            h = $0
            sub(/^#+[ \t]+/, "", h); sub(/[ \t]+#+[ \t]*$/, "", h); sub(/[ \t]+$/, "", h)
            print key "\t" h
        }' "$2"
}
quoted_headings=$(
    for pair in README:README.md README:docs/USER_GUIDE.md DECISIONS:docs/DECISIONS.md \
                ARCHITECTURE:docs/ARCHITECTURE.md USER_GUIDE:docs/USER_GUIDE.md; do
        if [[ -f ${pair#*:} ]]; then heading_lines "${pair%%:*}" "${pair#*:}"; fi
    done
)
quoted_files=()
for f in "${files[@]}" "$doc"; do [[ $f != "$self" ]] && quoted_files+=("$f"); done
quoted=$(HEADINGS=$quoted_headings awk '
    BEGIN {
        n = split(ENVIRON["HEADINGS"], lines, "\n")
        for (i = 1; i <= n; i++) {
            t = index(lines[i], "\t")
            if (t == 0) continue
            k = substr(lines[i], 1, t - 1)
            heads[k, ++count[k]] = substr(lines[i], t + 1)
        }
        where["README"] = "README.md or docs/USER_GUIDE.md"
        where["DECISIONS"] = "docs/DECISIONS.md"
        where["ARCHITECTURE"] = "docs/ARCHITECTURE.md"
        where["USER_GUIDE"] = "docs/USER_GUIDE.md"
        cites = joined = examples = unread = bad = 0
    }
    # The name a heading goes by: its title before a subtitle (": ..." or " (...)").
    function title(h,    c) {
        c = index(h, ": ")
        if (c > 0) h = substr(h, 1, c - 1)
        c = index(h, " (")
        if (c > 0) h = substr(h, 1, c - 1)
        return h
    }
    function resolves(key, name,    i, h, bare) {
        for (i = 1; i <= count[key]; i++) {
            h = heads[key, i]
            if (name == h || name == title(h)) return 1
            if (match(h, /^(D[0-9]+|R[0-9]+|B[0-9]+\.[0-9]+|§[0-9]+(\.[0-9]+)*) /)) {
                bare = substr(h, RLENGTH + 1)
                if (name == substr(h, 1, RLENGTH - 1) || name == bare || name == title(bare)) return 1
            }
        }
        return 0
    }
    function scan(file, line, no, next_line,    text, limit, pos, start, len, key, q, name, close_at, before, rest) {
        sub(/^[ \t]+/, "", next_line)
        sub(/^(\/\/+|#+|\*+|--)[ \t]*/, "", next_line)
        text = line " " next_line
        limit = length(line)
        pos = 1
        while (match(substr(text, pos), /(docs\/)?(README|DECISIONS|ARCHITECTURE|USER_GUIDE)(\.md)?`?[ \t]+\\?"/)) {
            start = pos + RSTART - 1
            len = RLENGTH
            if (start > limit) break
            pos = start + len
            before = start > 1 ? substr(text, start - 1, 1) : ""
            if (before ~ /[A-Za-z0-9_]/) continue
            key = substr(text, start, len)
            sub(/^docs\//, "", key)
            match(key, /^[A-Z_]+/)
            key = substr(key, 1, RLENGTH)
            while (1) {
                q = index(substr(text, pos), "\"")
                if (q == 0) { unread++; break }
                name = substr(text, pos, q - 1)
                close_at = pos + q - 1
                pos = close_at + 1
                sub(/\\$/, "", name)
                gsub(/[ \t]+/, " ", name); sub(/^ /, "", name); sub(/ $/, "", name)
                if (file ~ /\.md$/ && before == "`" && substr(text, pos, 1) == "`") { examples++; break }
                if (name != "") {
                    cites++
                    if (close_at > limit) joined++
                    if (!resolves(key, name)) {
                        printf "%s:%d: %s \"%s\" has no heading in %s\n", file, no, key, name, where[key]
                        bad++
                    }
                }
                rest = substr(text, pos)
                if (!match(rest, /^(,|,? and)[ \t]+\\?"/)) break
                pos += RLENGTH
            }
        }
    }
    FNR == 1 {
        if (file != "") scan(file, held, held_no, "")
        file = FILENAME; held = $0; held_no = FNR
        next
    }
    { scan(file, held, held_no, $0); held = $0; held_no = FNR }
    END {
        if (file != "") scan(file, held, held_no, "")
        printf "counts %d %d %d %d %d\n", cites, joined, examples, unread, bad
    }' "${quoted_files[@]}")
read -r _ qcount qjoined qexamples qunread qfailed <<<"$(tail -n 1 <<<"$quoted")"
if [[ $qfailed != 0 ]]; then
    sed '$d' <<<"$quoted"
    failed=1
fi
quoted_summary="$qcount quoted headings ($qjoined joined over a line break; not checked: $qexamples in backticks as"
quoted_summary+=" examples, $qunread still open past the next line)"

if [[ $failed != 0 ]]; then
    echo "docs references: FAILED ($count citations, $quoted_summary; $qfailed quoted headings do not resolve)"
    exit 1
fi
echo "docs references: $count citations and $quoted_summary, all resolve"

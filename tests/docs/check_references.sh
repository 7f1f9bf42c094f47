#!/usr/bin/env bash
# Rule D29: the repository explains itself. Every citation in the sources (a decision D<n>, a field case R<nn>,
# an engine fact §<n>[.<n>...] or a build fact B<n>.<n>) must name a heading of docs/DECISIONS.md, and no source
# file may point at a document outside the repository.
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

if [[ $failed != 0 ]]; then
    echo "docs references: FAILED"
    exit 1
fi
echo "docs references: $count citations, all resolve"

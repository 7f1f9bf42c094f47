#!/usr/bin/env bash
# The folder tree is the layer diagram (docs/ARCHITECTURE.md "Layers"): a file of engine/<folder>/ or
# app/<folder>/ includes only headers of its own folder and of the folders its library links, directly or through
# them, as the gaitlab_folder_library lines of engine/CMakeLists.txt and app/CMakeLists.txt state. render/ includes
# only the engine's draw contract and what it links.
# Usage: check_layers.sh [SOURCE_DIR]. Exit 0 with a summary line, or 1 listing file:line and the include.
set -euo pipefail
export LC_ALL=C
root=${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}
cd "$root"

declare -A deps=()   # target -> its gaitlab_ libraries
declare -A dir_of=() # target -> engine/<folder> or app/<folder>
while IFS= read -r line; do
    tree=${line%%:*}
    args=${line#*gaitlab_folder_library(}
    args=${args%)*}
    read -r -a words <<<"$args"
    target=${words[0]}
    dir_of[$target]="$tree/${words[1]}"
    list=""
    for w in "${words[@]:2}"; do [[ $w == gaitlab_* ]] && list+=" $w"; done
    deps[$target]=$list
done < <(grep -H "^gaitlab_folder_library(" engine/CMakeLists.txt app/CMakeLists.txt | sed 's#/CMakeLists.txt:#:#')
deps[gaitlab_render]=" gaitlab_drawlist"
dir_of[gaitlab_render]=render

# The folders a target may include: its own and those of every library it reaches.
allowed_dirs() {
    local -A seen=()
    local stack=("$1") t
    while ((${#stack[@]})); do
        t=${stack[-1]}
        unset 'stack[-1]'
        [[ -n ${seen[$t]+x} ]] && continue
        seen[$t]=1
        for d in ${deps[$t]:-}; do stack+=("$d"); done
    done
    for t in "${!seen[@]}"; do [[ -n ${dir_of[$t]+x} ]] && echo "${dir_of[$t]}"; done
}

failed=0
checked=0
for target in "${!dir_of[@]}"; do
    dir=${dir_of[$target]}
    mapfile -t ok < <(allowed_dirs "$target")
    while IFS= read -r hit; do
        [[ -z $hit ]] && continue
        inc=${hit#*\"}
        inc=${inc%\"*}
        checked=$((checked + 1))
        good=0
        for a in "${ok[@]}"; do [[ $inc == "$a"/* ]] && good=1 && break; done
        if [[ $good == 0 ]]; then
            echo "${hit%%:#*}: includes $inc, above $dir in the layers"
            failed=1
        fi
    done < <(grep -HnE '^#include "(engine|app|render)/' "$dir"/*.h "$dir"/*.cpp 2>/dev/null | sed 's/:\(#include\)/:#\1/' || true)
done
if [[ $failed != 0 ]]; then
    echo "layers: FAILED"
    exit 1
fi
echo "layers: ${#dir_of[@]} libraries, $checked includes, all within their layers"

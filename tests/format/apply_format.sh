#!/usr/bin/env bash
# Formats every C++ source check_format.sh checks, in place, with the repository's .clang-format.
# Usage: tests/format/apply_format.sh [SOURCE_DIR]
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "${1:-$HERE/../..}" && pwd)
source "$HERE/format_files.sh"
find_clang_format || exit 1
[ -f "$ROOT/.clang-format" ] || { echo "format: no .clang-format in $ROOT" >&2; exit 2; }

cd "$ROOT"
format_files "$ROOT" | xargs -0 -r -n 50 "$CLANG_FORMAT" --style="file:$ROOT/.clang-format" -i
echo "format: formatted $(format_files "$ROOT" | tr -cd '\0' | wc -c) files"

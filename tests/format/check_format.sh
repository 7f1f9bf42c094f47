#!/usr/bin/env bash
# Fails when a C++ source differs from what clang-format (with the repository's .clang-format) makes of it,
# listing those files. tests/format/apply_format.sh formats them in place.
# Usage: tests/format/check_format.sh [SOURCE_DIR]   (CTest: source_formatted)
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "${1:-$HERE/../..}" && pwd) || exit 2
source "$HERE/format_files.sh"
find_clang_format || exit 1
[ -f "$ROOT/.clang-format" ] || { echo "format: no .clang-format in $ROOT" >&2; exit 2; }

checked=0
differ=()
while IFS= read -r -d '' f; do
  checked=$((checked + 1))
  "$CLANG_FORMAT" --style="file:$ROOT/.clang-format" --dry-run -Werror "$ROOT/$f" >/dev/null 2>&1 || differ+=("$f")
done < <(format_files "$ROOT")

if [ "$checked" -eq 0 ]; then
  echo "format: no sources found under $ROOT" >&2
  exit 2
fi
if [ ${#differ[@]} -ne 0 ]; then
  printf '%s\n' "${differ[@]}"
  echo "format: ${#differ[@]} of $checked files are not formatted (run tests/format/apply_format.sh)" >&2
  exit 1
fi
echo "format: $checked files checked, all formatted"

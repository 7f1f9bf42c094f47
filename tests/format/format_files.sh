# Sourced by check_format.sh and apply_format.sh: the C++ sources clang-format owns, one list for both.
# Every *.h and *.cpp under engine/ render/ app/ tests/, except the test data and the fuzz corpus.
# format_files ROOT prints the paths relative to ROOT, NUL-separated, sorted.
format_files() {
  (cd "$1" && find engine render app tests \( -path tests/data -o -path tests/fuzz/corpus \) -prune \
    -o -type f \( -name '*.h' -o -name '*.cpp' \) -print0 | sort -z)
}

# find_clang_format sets CLANG_FORMAT, or prints why not and returns 1. .clang-format is written for
# Debian 12's clang-format 14; other versions may disagree on a few lines, so they are used with a note.
find_clang_format() {
  CLANG_FORMAT=${CLANG_FORMAT:-clang-format}
  if ! command -v "$CLANG_FORMAT" >/dev/null 2>&1; then
    echo "format: clang-format is not installed (sudo apt-get install --no-install-recommends clang-format)" >&2
    return 1
  fi
  local version
  version=$("$CLANG_FORMAT" --version | sed -n 's/.*clang-format version \([0-9]*\).*/\1/p')
  if [ "$version" != 14 ]; then
    echo "format: note: .clang-format targets clang-format 14, this is version ${version:-unknown}" >&2
  fi
}

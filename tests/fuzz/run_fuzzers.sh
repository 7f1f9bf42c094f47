#!/usr/bin/env bash
# Builds the libFuzzer targets in build/fuzz and runs each reader's fuzzer for SECONDS (default 600), as many at a
# time as there are cores, on a working corpus in build/fuzz/corpus/<reader> seeded from tests/fuzz/corpus/<reader>.
# Findings go to build/fuzz/crashes/, logs to build/fuzz/logs/. Exits 1 when any target found something.
# Usage: tests/fuzz/run_fuzzers.sh [SECONDS]
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
FUZZ_SECONDS=${1:-600}
BUILD=$ROOT/build/fuzz
SRC=$ROOT/tests/fuzz

if ! [[ $FUZZ_SECONDS =~ ^[0-9]+$ ]] || [ "$FUZZ_SECONDS" -eq 0 ]; then
  echo "fuzz: SECONDS must be a positive integer, got '$FUZZ_SECONDS'" >&2
  exit 2
fi

# libFuzzer ships in clang's runtime package, not in clang itself.
if ! command -v clang++ >/dev/null || ! ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "fuzz: installing clang and libclang-rt-14-dev"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq --no-install-recommends clang libclang-rt-14-dev || exit 1
  else
    echo "fuzz: needs clang++ and libFuzzer: sudo apt-get install --no-install-recommends clang libclang-rt-14-dev" >&2
    exit 1
  fi
fi

# reader, -max_len (bytes, a few times the largest real file of the format), dictionary
TARGETS=(
  "fofrm 8192 fofrm.dict"
  "frm 65536 -"
  "sprite_resource 65536 sprite_resource.dict"
  "hex_map 16384 hex_map.dict"
  "state_machine_def 16384 state_machine_def.dict"
  "event_sidecar 8192 -"
  "tactics_data 65536 tactics_data.dict"
  "fofrm_png 16384 fofrm.dict"
  "scenario_file 16384 scenario_file.dict"
  "aseprite 16384 aseprite.dict"
  "flare 16384 flare.dict"
  "strip 4096 strip.dict"
)

CXX=clang++ cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DGAITLAB_FUZZ=ON \
  -DGAITLAB_SANITIZE=OFF -DBUILD_TESTING=ON >/dev/null || exit 1
names=()
for t in "${TARGETS[@]}"; do names+=("fuzz_${t%% *}"); done
cmake --build "$BUILD" -j 2 --target "${names[@]}" || exit 1

mkdir -p "$BUILD/crashes" "$BUILD/logs" "$BUILD/summary"
# One target: runs it, then writes its summary line to $BUILD/summary/<reader> (first line: ok or found).
run_one() {
  local reader=$1 max_len=$2 dict=$3
  local corpus=$BUILD/corpus/$reader log=$BUILD/logs/$reader.log
  mkdir -p "$corpus"
  local dict_arg=()
  [ "$dict" != "-" ] && dict_arg=(-dict="$SRC/$dict")
  local before after start rc elapsed execs cov files result artefacts
  before=$(ls "$BUILD/crashes" | grep -c "^$reader-" || true)
  echo "fuzz: running fuzz_$reader for $FUZZ_SECONDS s (log $log)"
  start=$(date +%s)
  "$BUILD/tests/fuzz/fuzz_$reader" -max_len="$max_len" -timeout=5 -rss_limit_mb=2048 \
    -max_total_time="$FUZZ_SECONDS" -print_final_stats=1 -artifact_prefix="$BUILD/crashes/$reader-" \
    "${dict_arg[@]}" "$corpus" "$SRC/corpus/$reader" >"$log" 2>&1
  rc=$?
  elapsed=$(( $(date +%s) - start ))
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  cov=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1)
  files=$(ls "$corpus" | wc -l)
  after=$(ls "$BUILD/crashes" | grep -c "^$reader-" || true)
  if [ "$rc" -ne 0 ] || [ "$after" -gt "$before" ]; then
    artefacts=$(ls -t "$BUILD/crashes" | grep "^$reader-" | head -$(( after - before > 0 ? after - before : 1 )) | tr '\n' ' ')
    result="FOUND a problem (exit $rc): build/fuzz/crashes/ $artefacts"
    { echo found; echo "fuzz_$reader: ${elapsed} s, ${execs:-?} execs, ${cov:-cov ?}, corpus $files files, $result"
      grep -m1 -E '^==[0-9]+==ERROR|runtime error|deadly signal|ERROR: libFuzzer' "$log" | sed 's/^/    /'; } \
      >"$BUILD/summary/$reader"
  else
    { echo ok; echo "fuzz_$reader: ${elapsed} s, ${execs:-?} execs, ${cov:-cov ?}, corpus $files files, no crash"; } \
      >"$BUILD/summary/$reader"
  fi
}

# As many targets at a time as there are cores (each fuzzer is one process on one core), or GAITLAB_FUZZ_PARALLEL.
PARALLEL=${GAITLAB_FUZZ_PARALLEL:-$(nproc 2>/dev/null || echo 2)}
if ! [[ $PARALLEL =~ ^[1-9][0-9]*$ ]]; then
  echo "fuzz: GAITLAB_FUZZ_PARALLEL must be a positive integer, got '$PARALLEL'" >&2
  exit 2
fi
rm -f "$BUILD/summary/"*
running=0
for t in "${TARGETS[@]}"; do
  read -r reader max_len dict <<<"$t"
  run_one "$reader" "$max_len" "$dict" &
  running=$(( running + 1 ))
  if [ "$running" -ge "$PARALLEL" ]; then
    wait -n
    running=$(( running - 1 ))
  fi
done
wait

found=0
echo
echo "fuzz summary:"
for t in "${TARGETS[@]}"; do
  reader=${t%% *}
  if [ ! -f "$BUILD/summary/$reader" ]; then
    echo "  fuzz_$reader: no summary (the run did not finish)"
    found=1
    continue
  fi
  [ "$(head -1 "$BUILD/summary/$reader")" = ok ] || found=1
  tail -n +2 "$BUILD/summary/$reader" | sed 's/^/  /'
done
exit $found

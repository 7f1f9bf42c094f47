#!/usr/bin/env bash
# Plots the world tick's time per unit against the unit count (log x axis) from gaitlab_bench's JSON output
# (BM_WorldTick/N, counter per_unit in seconds): tests/bench/plot_scaling.sh bench.json scaling.png
# Needs jq and gnuplot (./dev bench installs them).
set -euo pipefail
json=$1
png=$2
data=$(mktemp)
trap 'rm -f "$data"' EXIT
jq -r '.benchmarks[] | select(.name | startswith("BM_WorldTick/")) | select(.per_unit != null)
       | "\(.units) \(.per_unit * 1e9) \(.bytes_per_unit / 1024)"' "$json" | sort -n >"$data"
if [ ! -s "$data" ]; then
  echo "plot_scaling: no BM_WorldTick figures in $json" >&2
  exit 1
fi
mkdir -p "$(dirname "$png")"
gnuplot <<GNUPLOT
set terminal pngcairo size 720,420 font "sans,10"
set output "$png"
set title "World tick per unit (critters and tactics units, half each, 1000x1000 map)"
set xlabel "units"
set ylabel "ns per unit and tick (CPU time)"
set y2label "heap KiB per unit"
set logscale x
set xrange [500:200000]
set yrange [0:*]
set y2range [0:*]
set ytics nomirror
set y2tics
set grid
set key top left box opaque
plot "$data" using 1:2 with linespoints lw 2 pt 7 title "ns per unit", \
     "$data" using 1:3 axes x1y2 with linespoints lw 1 dt 2 pt 5 title "KiB per unit", \
     150 with lines dt 3 lc rgb "red" title "target 150 ns"
GNUPLOT
echo "plot_scaling: wrote $png"

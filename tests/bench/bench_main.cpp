// gaitlab benchmarks (Google Benchmark): prints one table, asserts nothing. Run: ./dev bench (Release build);
// ./dev bench --json FILE also writes the figures as JSON. Each area has its own file (bench_*.cpp).
#include <benchmark/benchmark.h>

BENCHMARK_MAIN();

#!/usr/bin/env bash
# Times `kbtraits show --format json` against the plain-C libxml2 SAX baseline on the same files.
# Usage: Benchmarks/corpus-throughput.sh [CORPUS_DIR] [RUNS]
# Prints the median wall time of RUNS runs (after one warm-up) with files/s, MB/s and the ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus="${1:-../shared/corpus/real}"
runs="${2:-11}"
baseline_dir="../shared/tools/parse-baseline"

swift build -c release --product kbtraits >/dev/null
kbtraits="$(swift build -c release --show-bin-path)/kbtraits"
if [ ! -x "$baseline_dir/parse-baseline" ]; then make -C "$baseline_dir" >/dev/null; fi
baseline="$(cd "$baseline_dir" && pwd)/parse-baseline"

files=$(find "$corpus" -type f \( -iname '*.html' -o -iname '*.htm' -o -iname '*.xhtml' \) | wc -l)
bytes=$(find "$corpus" -type f \( -iname '*.html' -o -iname '*.htm' -o -iname '*.xhtml' \) \
  -printf '%s\n' | awk '{ s += $1 } END { print s }')

median_seconds() {  # runs "$@" RUNS times after a warm-up; prints the median wall time
  "$@" >/dev/null 2>&1 || true
  for _ in $(seq "$runs"); do
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { print b - a }'
  done | sort -n | awk '{ a[NR] = $1 } END { printf "%.4f\n", a[int((NR + 1) / 2)] }'
}

report() {  # name seconds
  awk -v n="$1" -v s="$2" -v f="$files" -v b="$bytes" \
    'BEGIN { printf "%-34s %8.3f s %10.0f files/s %8.1f MB/s\n", n, s, f / s, b / 1e6 / s }'
}

echo "corpus: $corpus ($files files, $bytes bytes), median of $runs runs"
c1=$(median_seconds "$baseline" -m sax "$corpus"); report "C baseline, SAX, 1 thread" "$c1"
c2=$(median_seconds "$baseline" -m sax -j 2 "$corpus"); report "C baseline, SAX, 2 threads" "$c2"
kb=$(median_seconds "$kbtraits" show --format json "$corpus"); report "kbtraits show --format json" "$kb"
awk -v a="$c1" -v b="$kb" 'BEGIN { printf "ratio to the 1-thread baseline: %.2f\n", a / b }'
awk -v a="$c2" -v b="$kb" 'BEGIN { printf "ratio to the 2-thread baseline: %.2f\n", a / b }'

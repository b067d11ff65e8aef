#!/usr/bin/env bash
# Times `kbtraits show --format json` against the plain-C libxml2 SAX baseline on the same files.
# Usage: Benchmarks/corpus-throughput.sh [CORPUS_DIR] [RUNS]
# Prints the median wall time of RUNS runs (after one warm-up round) with files/s, MB/s and the
# ratio.
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

# The machine's speed drifts from second to second, so the three commands take turns: each
# round runs each once, and each command's median is over the same stretch of time.
seconds() {  # prints the wall time of one run of "$@"
  start=$(date +%s.%N)
  "$@" >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { print b - a }'
}
median() {  # median of the numbers in file $1
  sort -n "$1" | awk '{ a[NR] = $1 } END { printf "%.4f\n", a[int((NR + 1) / 2)] }'
}

report() {  # name seconds
  awk -v n="$1" -v s="$2" -v f="$files" -v b="$bytes" \
    'BEGIN { printf "%-34s %8.3f s %10.0f files/s %8.1f MB/s\n", n, s, f / s, b / 1e6 / s }'
}

echo "corpus: $corpus ($files files, $bytes bytes), median of $runs runs"
times=$(mktemp -d)
trap 'rm -rf "$times"' EXIT
for round in $(seq 0 "$runs"); do  # round 0 warms the caches and is not counted
  c1=$(seconds "$baseline" -m sax "$corpus")
  c2=$(seconds "$baseline" -m sax -j 2 "$corpus")
  kb=$(seconds "$kbtraits" show --format json "$corpus")
  if [ "$round" -gt 0 ]; then
    echo "$c1" >>"$times/c1"; echo "$c2" >>"$times/c2"; echo "$kb" >>"$times/kb"
  fi
done
c1=$(median "$times/c1"); report "C baseline, SAX, 1 thread" "$c1"
c2=$(median "$times/c2"); report "C baseline, SAX, 2 threads" "$c2"
kb=$(median "$times/kb"); report "kbtraits show --format json" "$kb"
awk -v a="$c1" -v b="$kb" 'BEGIN { printf "ratio to the 1-thread baseline: %.2f\n", a / b }'
awk -v a="$c2" -v b="$kb" 'BEGIN { printf "ratio to the 2-thread baseline: %.2f\n", a / b }'

#!/usr/bin/env bash
# Times `kbtraits show --format json` against a plain-C libxml2 SAX baseline on the same files.
# Usage: Benchmarks/corpus-throughput.sh CORPUS_DIR [RUNS]
# CORPUS_DIR is walked for *.html, *.htm and *.xhtml; RUNS defaults to 11. Prints the median wall
# time of RUNS runs (after one warm-up round) with files/s, MB/s and the ratio.
# The baseline is Benchmarks/sax-baseline/sax-baseline.c, compiled next to the release kbtraits
# when missing or older than its source, so nothing outside the repository is needed beyond
# a C compiler, pkg-config and the libxml2 headers (libxml2-dev).
set -euo pipefail
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: $0 CORPUS_DIR [RUNS]" >&2
  exit 2
fi
# Resolved before the cd below, so a path relative to the caller's directory still works.
corpus="$(cd "$1" && pwd)" || { echo "$0: no such directory: $1" >&2; exit 2; }
runs="${2:-11}"
cd "$(dirname "$0")/.."

swift build -c release --product kbtraits >/dev/null
bin="$(swift build -c release --show-bin-path)"
kbtraits="$bin/kbtraits"
baseline_src="Benchmarks/sax-baseline/sax-baseline.c"
baseline="$bin/sax-baseline"
if [ ! -x "$baseline" ] || [ "$baseline_src" -nt "$baseline" ]; then
  xml_flags="$(pkg-config --cflags --libs libxml-2.0)" ||
    { echo "$0: the baseline needs pkg-config and libxml2-dev" >&2; exit 1; }
  # shellcheck disable=SC2086  # xml_flags is a list of compiler flags
  cc -O2 -o "$baseline" "$baseline_src" $xml_flags -lpthread
fi

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

#!/usr/bin/env bash
# Counts instructions with `valgrind --tool=callgrind`: a single-threaded lint of CORPUS
# (Benchmarks/Instructions, the scan, every default rule and the SARIF log, as
# `kbtraits lint --jobs 1 --format sarif` does) against the plain-C libxml2 SAX baseline over the
# same files. Counts repeat exactly for the same build and files, so they compare builds on a
# machine whose timers are noisy; valgrind runs ~50x slower, so use a corpus of ~1,000 files.
#
# usage: Benchmarks/callgrind.sh CORPUS [OUT_DIR]
# OUT_DIR (default: a new temporary folder) keeps lint.callgrind and baseline.callgrind for
# `callgrind_annotate --inclusive=yes OUT_DIR/lint.callgrind`.
#
# Why not kbtraits itself: valgrind 3.19 (Debian 12) crashes ("VALGRIND INTERNAL ERROR ...
# SIGSEGV") once libdispatch's main thread exits under Swift's async `main`, and it cannot read
# the DWARF 5 that Swift 6 writes, so the harness runs on the main thread and its debug
# information is stripped from a copy before counting.
set -euo pipefail
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: $0 CORPUS [OUT_DIR]" >&2
  exit 2
fi
corpus="$(cd "$1" && pwd)" || { echo "$0: no such directory: $1" >&2; exit 2; }
out="${2:-$(mktemp -d)}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
command -v valgrind >/dev/null || { echo "$0: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
cd "$(dirname "$0")/.."

# SwiftPM keeps the build plan of the path dependency (the main package) and misses a source
# file added to it since the last build; without the plan it makes a new one.
rm -f Benchmarks/Instructions/.build/*/release/description.json
(cd Benchmarks/Instructions && swift build -c release >"$out/build.log" 2>&1) ||
  { echo "$0: the harness did not build; see $out/build.log" >&2; exit 1; }
harness_bin="$(cd Benchmarks/Instructions && swift build -c release --show-bin-path)/SingleThreadLint"
objcopy --strip-debug "$harness_bin" "$out/SingleThreadLint"

baseline="$out/sax-baseline"
xml_flags="$(pkg-config --cflags --libs libxml-2.0)" ||
  { echo "$0: the baseline needs pkg-config and libxml2-dev" >&2; exit 1; }
# shellcheck disable=SC2086  # xml_flags is a list of compiler flags
cc -O2 -o "$baseline" Benchmarks/sax-baseline/sax-baseline.c $xml_flags -lpthread

count() { # count NAME COMMAND...: the total instruction count of one run
  local name="$1"
  shift
  valgrind --tool=callgrind --callgrind-out-file="$out/$name.callgrind" "$@" \
    >"$out/$name.stdout" 2>"$out/$name.stderr" ||
    { echo "$0: $name failed under valgrind; see $out/$name.stderr" >&2; exit 1; }
  sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$out/$name.stderr"
}
lint=$(count lint "$out/SingleThreadLint" "$out/lint.sarif" "$corpus")
base=$(count baseline "$baseline" -m sax -j 1 "$corpus")
echo "$corpus: $(cat "$out/lint.stdout")"
printf '%-32s %16s\n' "run" "instructions"
printf '%-32s %16d\n' "C baseline (libxml2 SAX, 1 thread)" "$base"
printf '%-32s %16d\n' "lint, 1 thread, SARIF" "$lint"
awk -v l="$lint" -v b="$base" 'BEGIN { printf "ratio to the C baseline: %.2fx\n", l / b }'
echo "callgrind files: $out"

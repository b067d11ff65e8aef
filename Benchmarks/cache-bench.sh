#!/usr/bin/env bash
# cache-bench.sh: what `kbtraits lint --cache` saves on an unchanged re-run (issue 32).
#
# Builds the release binary, writes N generated pages (gen-corpus.py -n N --seed 1) to a
# temporary folder, and times `lint --format FORMAT --output FILE .` there: without the cache,
# with --cache and no cache file (the first run, which writes it), with --cache again (every file
# reused), then, with one page in a hundred edited, without and with the cache. Prints the wall
# and user seconds and the peak resident memory of each (GNU time, /usr/bin/time) and the cache
# file's size, and fails unless each cached run printed the same bytes (output file and
# standard error) as the run without the cache over the same pages, and ended with the same
# status. The temporary folder is removed at the end. Compare the runs' ratios, measured in one
# go: this machine's load moves each figure.
#
# usage: Benchmarks/cache-bench.sh [--format json|sarif|…] [-n N] [--gen-corpus PATH] [--jobs J]
#   defaults: --format json, -n 10000, the generator at ../shared/tools/gen-corpus.py beside the
#   repository, --jobs as kbtraits decides (the active cores).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
format=json
count=10000
generator="$repo/../shared/tools/gen-corpus.py"
jobs=()
while [ $# -gt 0 ]; do
  case "$1" in
    --format) format=$2; shift 2 ;;
    -n) count=$2; shift 2 ;;
    --gen-corpus) generator=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); shift 2 ;;
    --jobs) jobs=(--jobs "$2"); shift 2 ;;
    *) echo "cache-bench: unknown argument $1 (see the usage at the top of $0)" >&2; exit 2 ;;
  esac
done
if [ ! -f "$generator" ]; then
  echo "cache-bench: no generator at $generator; give its path with --gen-corpus PATH" >&2
  exit 2
fi

swift build -c release --product kbtraits >&2
binary="$(swift build -c release --show-bin-path)/kbtraits"
work=$(mktemp -d "${TMPDIR:-/tmp}/kbtraits-cache-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
python3 "$generator" "$work/corpus" -n "$count" --seed 1 > /dev/null
cd "$work/corpus"

# run LABEL [ARGUMENT…]: times one lint, keeping its output, standard error and status.
run() {
  local label=$1
  shift
  local status=0
  /usr/bin/time -o "$work/$label.time" -f '%e %U %M' \
    "$binary" lint "${jobs[@]}" --format "$format" --output "$work/$label.out" "$@" . \
    2> "$work/$label.err" || status=$?
  echo "$status" > "$work/$label.status"
  read -r wall user peak < <(tail -n 1 "$work/$label.time")
  printf '%-22s wall %6.2f s   user %6.2f s   peak %5d MB   exit %s\n' \
    "$label" "$wall" "$user" "$((peak / 1024))" "$status"
}

echo "lint --format $format --output FILE . over $count generated pages ($(nproc) cores):"
run "without --cache"
run "--cache, first run" --cache --cache-location "$work/cache"
run "--cache, unchanged" --cache --cache-location "$work/cache"
echo "cache file: $(du -h "$work/cache" | cut -f1); output: $(du -h "$work/without --cache.out" | cut -f1)"

# One page in a hundred edited (a field added): those are linted, the rest reused, and the
# cache is written again.
find . -name '*.html' | LC_ALL=C sort | awk 'NR % 100 == 1' | while read -r page; do
  printf '<input type="number" name="card_number">\n' >> "$page"
done
run "edited, without"
run "edited, --cache" --cache --cache-location "$work/cache"

same=0
# compare BASELINE LABEL: the run LABEL printed what BASELINE printed.
compare() {
  for part in out err status; do
    if ! cmp -s "$work/$1.$part" "$work/$2.$part"; then
      echo "cache-bench: '$2' differs from '$1' ($part)" >&2
      same=1
    fi
  done
}
compare "without --cache" "--cache, first run"
compare "without --cache" "--cache, unchanged"
compare "edited, without" "edited, --cache"
[ "$same" = 0 ] && echo "outputs, standard error and exit status: byte-identical to runs without"
exit "$same"

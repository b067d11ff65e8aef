#!/usr/bin/env bash
# Measures the HTML report at scale (issue 33, "Figures"), every corpus in one run so that the
# ratios compare on a noisy machine. For each corpus: one `kbtraits report CORPUS --output DIR/
# --quiet` (wall time, peak memory, what it printed), the size of its first page (index.html),
# of the whole report folder and of its largest files page and situation page, and how long
# headless Chromium takes to open and draw an empty page, index.html and those two pages (median
# of --runs runs, interleaved). Screenshots of index.html and of those pages, 1280 and 420 px
# wide, go to the shots folder (NAME-index-1280.png, NAME-situations-420.png…).
# A binary that writes one page (or fails on DIR/) is measured on its one page: "no detail pages".
# Prints the command line and a Markdown table on standard output; progress on standard error.
#
# Usage: Scripts/report-figures.sh [--binary PATH] [--corpus DIR]... [--generate N]...
#            [--gen-corpus PATH] [--cache DIR] [--shots DIR] [--runs K]
#   --binary PATH      the kbtraits to measure (default: swift build -c release --product
#                      kbtraits, then .build/release/kbtraits)
#   --corpus DIR       a folder to report on (repeatable), named after its last component
#   --generate N       gen-corpus.py -n N --seed 1 (repeatable), named genN
#   --gen-corpus PATH  the generator (default: ../shared/tools/gen-corpus.py beside the repository)
#   --cache DIR        keep generated corpora in DIR/genN-seed1 and reuse them (default: generate
#                      into the temporary folder, removed on exit)
#   --shots DIR        where the screenshots go (default: .build/report-figures)
#   --runs K           Chromium timing repeats per page (default 3; the median is shown)
# Without --corpus or --generate, Samples/ is measured. Relative paths are the caller's.
# Writes only into its temporary folder (Chromium's profile included), the shots folder and the
# --cache folder. Issue 33's run:
#   Scripts/report-figures.sh --generate 10000 --generate 100000 --corpus ../shared/corpus/real \
#     --cache .build/corpora
set -eu

command_line="$0"
for arg in "$@"; do command_line+=" $(printf '%q' "$arg")"; done

here=$PWD
abs() { case "$1" in /*) printf '%s\n' "$1" ;; *) printf '%s\n' "${here%/}/$1" ;; esac; }
die() { echo "report-figures: $*" >&2; exit 2; }
need() { [ $# -ge 2 ] || die "$1 needs a value"; }
positive() {
  case "$2" in '' | *[!0-9]* | 0*) die "$1 needs a positive whole number, not '$2'" ;; esac
}

binary=""
generator=""
cache=""
shots=""
runs=3
specs=() # "corpus:DIR" or "generate:N", in the order given
while [ $# -gt 0 ]; do
  case "$1" in
    --binary) need "$@"; binary=$(abs "$2"); shift 2 ;;
    --corpus) need "$@"; specs+=("corpus:$(abs "$2")"); shift 2 ;;
    --generate) need "$@"; positive "$1" "$2"; specs+=("generate:$2"); shift 2 ;;
    --gen-corpus) need "$@"; generator=$(abs "$2"); shift 2 ;;
    --cache) need "$@"; cache=$(abs "$2"); shift 2 ;;
    --shots) need "$@"; shots=$(abs "$2"); shift 2 ;;
    --runs) need "$@"; positive "$1" "$2"; runs=$2; shift 2 ;;
    -h | --help) sed -n '2,27p' "$0"; exit 0 ;;
    *) die "unknown argument $1 (see --help)" ;;
  esac
done

cd "$(dirname "$0")/.."
repo=$PWD
[ ${#specs[@]} -gt 0 ] || specs=("corpus:$repo/Samples")
[ -n "$shots" ] || shots="$repo/.build/report-figures"
[ -n "$generator" ] || generator="$repo/../shared/tools/gen-corpus.py"
for spec in "${specs[@]}"; do
  case "$spec" in
    corpus:*) [ -d "${spec#corpus:}" ] || die "no such folder: ${spec#corpus:}" ;;
    generate:*)
      [ -f "$generator" ] || die "no generator at $generator (give --gen-corpus PATH)"
      command -v python3 >/dev/null || die "--generate needs python3"
      ;;
  esac
done
if [ -n "$binary" ] && [ ! -x "$binary" ]; then die "not an executable: $binary"; fi

browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
  echo "Installing chromium (apt-get)…" >&2
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  browser="$(command -v chromium)"
fi

if [ -z "$binary" ]; then
  swift build -c release --product kbtraits >&2
  binary="$repo/.build/release/kbtraits"
  built=" (release build of $(git rev-parse --short HEAD 2>/dev/null || echo "this tree")$(
    git diff --quiet HEAD 2>/dev/null || echo " with local changes"))"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/kbtraits-figures.XXXXXX")"
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
mkdir -p "$work/home" "$work/reports" "$work/meta" "$work/png" "$shots"

# GNU time gives the peak memory; without it only the wall time is taken.
timer=""
if /usr/bin/time -f '%e %M' -o "$work/meta/probe" true 2>/dev/null; then timer=/usr/bin/time; fi

now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }
# 12345678 -> "12.3 MB" (MB = 10^6 bytes, kB = 10^3).
size() {
  awk -v b="$1" 'BEGIN {
    if (b >= 1e6) printf "%.1f MB", b / 1e6; else if (b >= 1e3) printf "%.0f kB", b / 1e3
    else printf "%d B", b }'
}
median() {
  printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END {
    m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.2f", m }'
}
# count_of NOUN LINE: in "wrote …, 10,000 files, 129,727 fields", the number before NOUN(s).
count_of() {
  printf '%s\n' "$2" | sed -n "s/.*[ :]\([0-9][0-9,]*\) $1s\{0,1\}\([^a-z].*\)\{0,1\}\$/\1/p"
}
# Bytes and paths of the files under the folders given, largest last; "total" lines dropped (paths
# here are absolute).
sizes() {
  find "$@" -type f -name "${pattern:-*}" -exec wc -c {} + | awk '$2 != "total"' | sort -n
}

# draw PAGE PNG WIDTH HEIGHT: draws the top WIDTH x HEIGHT CSS pixels of PAGE into PNG and prints
# the seconds it took. Chromium runs with HOME in the temporary folder, so that its profile, cache
# and settings land there; each launch still starts from a fresh profile, as by default.
draw() {
  local url start end
  url="file://$(printf '%s' "$1" | sed 's/%/%25/g; s/ /%20/g; s/#/%23/g; s/?/%3F/g')"
  rm -f "$2"
  start=$(now)
  HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_CACHE_HOME="$work/home/.cache" \
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --force-device-scale-factor=1 --window-size="$3,$4" --screenshot="$2" "$url" \
    >>"$work/meta/chromium.log" 2>&1 || true
  end=$(now)
  if [ ! -s "$2" ]; then
    tail -5 "$work/meta/chromium.log" >&2
    echo "report-figures: Chromium drew nothing for $1" >&2
    exit 1
  fi
  seconds "$start" "$end"
}

# corpus_for SPEC: the folder to report on, generating it first for generate:N.
corpus_for() {
  local n dest
  case "$1" in
    corpus:*) (cd "${1#corpus:}" && pwd); return ;;
  esac
  n=${1#generate:}
  if [ -n "$cache" ]; then dest="$cache/gen$n-seed1"; else dest="$work/corpora/gen$n"; fi
  if [ -f "$dest/summary.json" ]; then
    echo "report-figures: reusing $dest" >&2
  else
    [ ! -e "$dest" ] || die "$dest exists but holds no finished corpus (summary.json); remove it"
    echo "report-figures: generating $n files into $dest…" >&2
    mkdir -p "$(dirname "$dest")"
    rm -rf "$dest.partial"
    python3 "$generator" -n "$n" --seed 1 "$dest.partial" >&2
    mv "$dest.partial" "$dest"
  fi
  printf '%s\n' "$dest"
}

# report CORPUS OUT NAME: runs the report, leaving status, "seconds KiB" and stderr in meta/NAME.*.
report() {
  local status=0 start end
  if [ -n "$timer" ]; then
    "$timer" -f '%e %M' -o "$work/meta/$3.time" \
      "$binary" report "$1" --output "$2" --quiet 2>"$work/meta/$3.err" || status=$?
    # GNU time puts "Command exited with non-zero status N" before its line when the run fails.
    tail -1 "$work/meta/$3.time" >"$work/meta/$3.time1"
    mv "$work/meta/$3.time1" "$work/meta/$3.time"
  else
    start=$(now)
    "$binary" report "$1" --output "$2" --quiet 2>"$work/meta/$3.err" || status=$?
    end=$(now)
    echo "$(seconds "$start" "$end") -" >"$work/meta/$3.time"
  fi
  echo "$status" >"$work/meta/$3.status"
}

# The browser's own start-up, once before anything is timed (loads its files into the page cache).
printf '<!doctype html><title>empty</title>' >"$work/empty.html"
draw "$work/empty.html" "$work/png/warm-up.png" 1280 2000 >/dev/null

rows=()
notes=()
used_names=" "
for spec in "${specs[@]}"; do
  corpus=$(corpus_for "$spec")
  case "$spec" in
    generate:*) name="gen${spec#generate:}" ;;
    *) name=$(basename "$corpus"); name=$(printf '%s' "$name" | tr -c 'A-Za-z0-9._-' '_') ;;
  esac
  base=$name
  i=2
  while [ "${used_names#* "$name" }" != "$used_names" ]; do name="$base-$i"; i=$((i + 1)); done
  used_names+="$name "

  echo "report-figures: $name: kbtraits report $corpus --output …/$name/" >&2
  out="$work/reports/$name"
  report "$corpus" "$out/" "$name"
  status=$(cat "$work/meta/$name.status")
  form="folder"
  if [ "$status" -le 1 ] && [ -f "$out/index.html" ]; then
    index="$out/index.html"
  elif [ "$status" -le 1 ] && [ -f "$out" ] && [ -s "$out" ]; then
    form="one page (written to the path without its /)"
    index="$out"
  else
    why=$(grep -v '^[[:space:]]*$' "$work/meta/$name.err" | tail -1 || true)
    why=${why//"$work/reports/"/}
    echo "report-figures: $name: --output DIR/ failed (status $status: $why); writing one page" >&2
    form="one page: --output DIR/ failed (status $status: ${why:-no message})"
    form+=", so --output $name.html"
    rm -rf "$out"
    report "$corpus" "$out.html" "$name"
    status=$(cat "$work/meta/$name.status")
    if [ "$status" -gt 1 ] || [ ! -s "$out.html" ]; then
      cat "$work/meta/$name.err" >&2
      echo "report-figures: $name: kbtraits report failed (status $status)" >&2
      exit 1
    fi
    index="$out.html"
  fi
  # Exit status 1 only says that some files were listed as failed.
  [ "$status" -eq 0 ] || form+="; exit status 1 (some files failed)"
  sed -n '1,5p' "$work/meta/$name.err" | sed "s|^|  $name: |" >&2
  extra=$(($(wc -l <"$work/meta/$name.err") - 5))
  [ "$extra" -le 0 ] || echo "  $name: (and $extra more lines on stderr)" >&2

  read -r report_seconds report_kib <"$work/meta/$name.time"
  wrote=$(grep -m1 '^wrote ' "$work/meta/$name.err" || true)
  wrote=${wrote//"$work/reports/"/}
  files=$(count_of file "$wrote")
  fields=$(count_of field "$wrote")
  if [ "$report_kib" = "-" ]; then
    memory="-"
  else
    memory=$(awk -v k="$report_kib" 'BEGIN { printf "%.0f MB", k * 1024 / 1e6 }')
  fi

  index_bytes=$(wc -c <"$index" | tr -d ' ')
  # The largest page of each kind of detail: files/ and situations/.
  declare -A detail=() detail_bytes=()
  if [ -d "$out" ]; then
    sizes "$out" >"$work/meta/$name.sizes"
    whole_bytes=$(awk '{ s += $1 } END { printf "%d", s }' "$work/meta/$name.sizes")
    count=$(wc -l <"$work/meta/$name.sizes" | tr -d ' ')
    whole="$(size "$whole_bytes"), $count file$([ "$count" -eq 1 ] || echo s)"
    pages=$(pattern='*.html' sizes "$out" | wc -l | tr -d ' ')
    for kind in files situations; do
      [ -d "$out/$kind" ] || continue
      largest=$(pattern='*.html' sizes "$out/$kind" | tail -1)
      detail[$kind]=$(printf '%s\n' "$largest" | sed 's/^ *[0-9]* //')
      detail_bytes[$kind]=$(printf '%s\n' "$largest" | awk '{ print $1 }')
    done
    [ ${#detail[@]} -gt 0 ] || form="folder holding index.html only"
  else
    whole="$(size "$index_bytes"), 1 file"
    pages=1
  fi

  # Timing: empty page, index, each detail page, interleaved, K times; the first runs' PNGs at
  # 1280 px are the 1280 px screenshots.
  t_empty=()
  t_index=()
  declare -A t_detail=()
  for r in $(seq 1 "$runs"); do
    t_empty+=("$(draw "$work/empty.html" "$work/png/empty.png" 1280 2000)")
    t_index+=("$(draw "$index" "$work/png/index-$r.png" 1280 2000)")
    for kind in files situations; do
      [ -n "${detail[$kind]:-}" ] || continue
      t_detail[$kind]+=" $(draw "${detail[$kind]}" "$work/png/$kind-$r.png" 1280 2000)"
    done
  done
  cp "$work/png/index-1.png" "$shots/$name-index-1280.png"
  draw "$index" "$shots/$name-index-420.png" 420 1800 >/dev/null
  shot_note="$name-index-1280.png, $name-index-420.png"
  empty_s=$(median "${t_empty[@]}")
  index_s=$(median "${t_index[@]}")
  index_minus=$(awk -v a="$index_s" -v b="$empty_s" 'BEGIN { printf "%+.2f", a - b }')
  detail_cells=""
  for kind in files situations; do
    if [ -n "${detail[$kind]:-}" ]; then
      cp "$work/png/$kind-1.png" "$shots/$name-$kind-1280.png"
      draw "${detail[$kind]}" "$shots/$name-$kind-420.png" 420 1800 >/dev/null
      shot_note+=", $name-$kind-1280.png, $name-$kind-420.png"
      # shellcheck disable=SC2086 # the timings are a space-separated list
      seconds_kind=$(median ${t_detail[$kind]})
      minus=$(awk -v a="$seconds_kind" -v b="$empty_s" 'BEGIN { printf "%+.2f", a - b }')
      detail_cells+=" | $(size "${detail_bytes[$kind]}") (${detail[$kind]#"$out"/})"
      detail_cells+=" | $seconds_kind s | $minus"
    else
      detail_cells+=" | no $kind pages | - | -"
    fi
  done

  row="| $name | ${files:--} | ${fields:--} | ${report_seconds} s | $memory"
  row+=" | $(size "$index_bytes") | $whole | $pages | $empty_s s | $index_s s | $index_minus"
  row+="$detail_cells |"
  rows+=("$row")
  case "$corpus" in "$work"/*) corpus="generated, removed on exit" ;; esac
  notes+=("- $name: $corpus; $form; ${wrote:-no \"wrote\" line}; shots: $shot_note")
  echo "report-figures: $name: index $(size "$index_bytes") opened in $index_s s" \
    "(empty $empty_s s)" >&2
done

echo "$command_line"
echo
echo "| corpus | files | fields | report time | peak memory | index.html | whole report | pages" \
  "| open empty | open index | index − empty | largest files page | open it | − empty" \
  "| largest situation page | open it | − empty |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |" \
  "---: | --- | ---: | ---: |"
printf '%s\n' "${rows[@]}"
echo
printf '%s\n' "${notes[@]}"
launches="$runs launch$([ "$runs" -eq 1 ] || echo es)"
echo "- binary: $binary${built:-}; $("$browser" --version 2>/dev/null | head -1); $(nproc) cores;" \
  "open times are medians of $launches of headless Chromium at 1280 x 2000 (an empty page's is" \
  "its own start-up); MB = 10^6 bytes; report time and peak memory are of one run;" \
  "screenshots in $shots"

#!/bin/sh
# Renders HTML reports in headless Chromium, 1280 px wide, and saves them as PNG:
#   - the report of Samples/ to docs/report.png (the README's picture), or to OUTPUT.png;
#   - with --corpus DIR, also the report of DIR to .build/report-corpus.png (or --corpus-output),
#     printing the report's size and how long Chromium took to open it and draw the PNG, beside
#     the time it takes to start and draw an empty page (its own start-up, which no page avoids).
# No path outside the repository is read unless given.
# Scripts/report-figures.sh measures reports at scale (folder reports, several corpora, medians).
#
# Usage: Scripts/report-screenshot.sh [OUTPUT.png] [--corpus DIR] [--corpus-output FILE.png]
#                                     [--height PX]
set -eu

cd "$(dirname "$0")/.."
output="docs/report.png"
corpus=""
corpus_output=".build/report-corpus.png"
height=2000
while [ $# -gt 0 ]; do
  case "$1" in
    --corpus) corpus="$2"; shift 2 ;;
    --corpus-output) corpus_output="$2"; shift 2 ;;
    --height) height="$2"; shift 2 ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) output="$1"; shift ;;
  esac
done
if [ -n "$corpus" ] && [ ! -d "$corpus" ]; then
  echo "no such folder: $corpus" >&2
  exit 2
fi

browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
  echo "Installing chromium (apt-get)…" >&2
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  browser="$(command -v chromium)"
fi

swift build --product kbtraits
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# shoot REPORT.html OUTPUT.png: the top 1280 x $height CSS pixels of the page.
shoot() {
  mkdir -p "$(dirname "$2")"
  case "$2" in
    /*) png="$2" ;;
    *) png="$PWD/$2" ;;
  esac
  rm -f "$png"
  start=$(date +%s.%N)
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --force-device-scale-factor=1 --window-size="1280,$height" \
    --screenshot="$png" "file://$1" 2>/dev/null
  end=$(date +%s.%N)
  if [ ! -s "$png" ]; then
    echo "Chromium wrote no screenshot to $2" >&2
    exit 1
  fi
  bytes=$(wc -c <"$1")
  echo "wrote $2 ($bytes-byte page, opened and drawn in $(awk "BEGIN { printf \"%.1f\", $end - $start }") s)"
}

# The browser's own start-up, for comparison: an empty page drawn the same way.
printf '<!doctype html><title>empty</title>' >"$work/empty.html"
shoot "$work/empty.html" "$work/empty.png"

.build/debug/kbtraits report Samples --format html --output "$work/samples.html" \
  --base-url https://larkspur.example/ --quiet
shoot "$work/samples.html" "$output"

if [ -n "$corpus" ]; then
  # Failed files are part of a corpus; exit status 1 only says some were listed as failed.
  .build/debug/kbtraits report "$corpus" --format html --output "$work/corpus.html" --quiet ||
    [ $? -eq 1 ]
  shoot "$work/corpus.html" "$corpus_output"
fi

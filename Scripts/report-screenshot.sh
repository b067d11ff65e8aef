#!/bin/sh
# Renders the HTML report of Samples/ in headless Chromium and saves docs/report.png.
# Usage: Scripts/report-screenshot.sh [output.png]
set -eu

cd "$(dirname "$0")/.."
output="${1:-docs/report.png}"

browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
if [ -z "$browser" ]; then
  echo "Installing chromium (apt-get)…" >&2
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  browser="$(command -v chromium)"
fi

swift build --product kbtraits
report="$(mktemp -d)/kbtraits-report.html"
.build/debug/kbtraits report Samples --format html --output "$report" \
  --base-url https://larkspur.example/ --quiet

mkdir -p "$(dirname "$output")"
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --force-device-scale-factor=1 --window-size=1280,2000 \
  --screenshot="$PWD/$output" "file://$report" 2>/dev/null
rm -f "$report"
echo "wrote $output"

#!/usr/bin/env bash
# Builds the DocC documentation of the three library modules and fails on any warning or error:
# broken symbol links (``Symbol``), doc comments that name parameters a function does not have,
# articles that do not resolve, and compiler warnings in the modules themselves.
#
#   Scripts/check-docs.sh           reuse .build-docc (fast; compiler warnings of files that
#                                   are not rebuilt are not printed again)
#   Scripts/check-docs.sh --clean   start from an empty .build-docc, as CI's fresh clone does
#
# The archives are left in .build-docc/plugins/Swift-DocC/outputs/.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docc
if [ "${1:-}" = "--clean" ]; then
  rm -rf "$scratch"
elif [ $# -gt 0 ]; then
  echo "usage: Scripts/check-docs.sh [--clean]" >&2
  exit 2
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT

start=$SECONDS
status=0
swift package --scratch-path "$scratch" generate-documentation \
  --target KeyboardTraits --target KeyboardTraitsLint --target KeyboardTraitsReport \
  >"$log" 2>&1 || status=$?
elapsed=$((SECONDS - start))

# Each diagnostic's first line says warning: or error:; DocC prints the source excerpt under it.
if grep -E 'warning:|error:' "$log" >/dev/null; then
  echo "check-docs: the documentation build printed warnings or errors:" >&2
  grep -E -A6 'warning:|error:' "$log" >&2
  exit 1
fi
if [ "$status" -ne 0 ]; then
  echo "check-docs: swift package generate-documentation failed (exit $status):" >&2
  tail -n 40 "$log" >&2
  exit "$status"
fi
echo "check-docs: documentation of 3 modules built with no warnings (${elapsed}s)"

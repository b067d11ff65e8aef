#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and under ThreadSanitizer, each in its own
# build folder, and fails if either finds anything.
# Usage: Scripts/sanitize.sh [address|thread ...]   (default: both)
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizers=("$@")
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(address thread)

status=0
for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in address|thread) ;; *)
    echo "usage: $0 [address|thread ...]" >&2; exit 2 ;;
  esac
  log=".build-$sanitizer.log"
  echo "== swift test --sanitize=$sanitizer"
  # Leak checks stay off: the Swift runtime keeps metadata caches alive on purpose, which
  # LeakSanitizer reports as leaks at exit.
  if ASAN_OPTIONS=detect_leaks=0:abort_on_error=0 TSAN_OPTIONS=halt_on_error=0 \
    swift test --sanitize="$sanitizer" --scratch-path ".build-$sanitizer" >"$log" 2>&1; then
    :
  else
    status=1
  fi
  # A sanitizer report can come with a passing test run (the report is printed, the test goes on).
  if grep -qE "^(==[0-9]+==ERROR: AddressSanitizer|WARNING: ThreadSanitizer|SUMMARY: (Address|Thread)Sanitizer)" "$log"; then
    echo "$sanitizer: sanitizer reports in $log:" >&2
    grep -E "^(==[0-9]+==ERROR|WARNING: ThreadSanitizer|SUMMARY:)" "$log" | sort | uniq -c >&2
    status=1
  fi
  # A sanitizer that halts the run leaves no totals; that must not stop the next sanitizer.
  grep -E "Test run with|tests? (passed|failed)|error:" "$log" | tail -3 || true
done
exit "$status"

#!/usr/bin/env bash
# Checks the shape the code keeps (docs/architecture.md, "Code shape"):
#   - `swift format lint --strict` with the committed .swift-format passes;
#   - no Swift file (sources, tests, plugins, benchmarks) is over 650 lines;
#   - raw pointers appear only in Sources/KeyboardTraits/Parsing/ (libxml2, the JSX scanner) and
#     Sources/KeyboardTraits/Bytes/ (byte utilities and the C calls that fill or drain byte
#     buffers), each behind a safe function.
# Prints every violation and exits 1 if there is any.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0

if ! swift format lint --strict --parallel --recursive Sources Tests Plugins Benchmarks Package.swift; then
  echo "check-shape: swift format lint --strict found the problems above; fix them, or run" >&2
  echo "  swift format format --in-place --parallel --recursive Sources Tests Plugins Benchmarks Package.swift" >&2
  status=1
fi

long=$(find Sources Tests Plugins Benchmarks -name .build -prune -o -name '*.swift' -print0 |
  xargs -0 wc -l | awk '$2 != "total" && $1 > 650')
if [ -n "$long" ]; then
  echo "check-shape: Swift files over 650 lines (split them along their seams):" >&2
  echo "$long" >&2
  status=1
fi

# What hands out or reads through a raw pointer: pointer types and the calls that lend a buffer
# (`String.withUTF8` and `unsafeUninitializedCapacity` lend one too).
pointer_pattern='Unsafe(Mutable)?(Raw)?(Buffer)?Pointer|withUnsafe|withContiguous|withUTF8\b|'
pointer_pattern+='unsafeUninitializedCapacity|withMemoryRebound|assumingMemoryBound|\.pointee|'
pointer_pattern+='unsafeBitCast|Unmanaged|\.baseAddress'
pointers=$(grep -rnE "$pointer_pattern" Sources --include='*.swift' |
  grep -vE '^Sources/KeyboardTraits/(Parsing|Bytes)/')
if [ -n "$pointers" ]; then
  echo "check-shape: pointer code outside Sources/KeyboardTraits/Parsing/ and Bytes/ (move it behind" >&2
  echo "a safe function in Bytes/):" >&2
  echo "$pointers" >&2
  status=1
fi

[ $status -eq 0 ] && echo "check-shape: format, file length and pointer containment hold"
exit $status

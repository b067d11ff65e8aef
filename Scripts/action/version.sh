#!/usr/bin/env bash
# Prints the kbtraits version of this checkout: KeyboardTraitsVersion.current, the one source of
# truth, read from its Swift file so that a shell step needs no toolchain.
#
#   Scripts/action/version.sh [PACKAGE_ROOT]      (default: the checkout this script is in)
set -euo pipefail
root=${1:-"$(cd "$(dirname "$0")/../.." && pwd)"}
file="$root/Sources/KeyboardTraits/API/KeyboardTraitsVersion.swift"
if [ ! -f "$file" ]; then
  echo "version.sh: $file does not exist: is $root a KeyboardTraits checkout?" >&2
  exit 1
fi
version=$(sed -n 's/^ *public static let current = "\([^"]*\)".*/\1/p' "$file")
if [ -z "$version" ]; then
  echo "version.sh: no 'public static let current = \"…\"' line in $file" >&2
  exit 1
fi
echo "$version"

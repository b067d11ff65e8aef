#!/usr/bin/env bash
# Builds the release artifacts that install without Swift, into DIR (default dist/):
#
#   kbtraits-VERSION-linux-ARCH.tar.gz     the binary, LICENSE, README.md, shell completions
#   kbtraits-linux-NPMCPU-VERSION.tgz      npm platform package @kbtraits/linux-NPMCPU (the binary)
#   kbtraits-VERSION.tgz                   npm package kbtraits (a launcher; the above is optional)
#   kbtraits-VERSION-py3-none-manylinux_2_X_ARCH.whl   the wheel (the binary as a script)
#   SHA256SUMS                             sha256sum of every artifact in DIR
#
#   Scripts/package.sh [--out DIR]
#
# ARCH is `uname -m` (x86_64, aarch64); an aarch64 machine makes the arm64 packages. The binary
# is the release build with the Swift runtime linked in (--static-swift-stdlib, in .build-static)
# and stripped; the script fails if it needs a shared library beyond libxml2 and glibc, libstdc++
# and libgcc_s, or if `kbtraits --version` disagrees with KeyboardTraitsVersion.current, the one
# place the version is written. Needs readelf and strip (binutils), npm and python3; no network.
set -euo pipefail
cd "$(dirname "$0")/.."

die() {
  echo "package.sh: $*" >&2
  exit 1
}

out=dist
while [ $# -gt 0 ]; do
  case $1 in
    --out)
      if [ $# -lt 2 ]; then
        echo "package.sh: --out needs a folder, as in --out dist" >&2
        exit 2
      fi
      out=$2
      shift 2
      ;;
    --out=*)
      out=${1#--out=}
      shift
      ;;
    -h | --help)
      sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "package.sh: unknown argument '$1'; usage: Scripts/package.sh [--out DIR]" >&2
      exit 2
      ;;
  esac
done

for tool in readelf strip sha256sum tar gzip npm python3; do
  command -v "$tool" >/dev/null ||
    die "$tool is missing (apt-get install binutils npm python3 gzip tar coreutils)"
done

# KeyboardTraitsVersion.current, read by the script the GitHub Action uses too.
version=$(Scripts/action/version.sh) || die "cannot read the version (see above)"

arch=$(uname -m)
case $arch in
  x86_64) npm_cpu=x64 ;;
  aarch64) npm_cpu=arm64 ;;
  *) die "no packages for $arch: only x86_64 and aarch64 Linux have them" ;;
esac
[ "$(uname -s)" = Linux ] || die "the packages are Linux builds; run this on Linux"

mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/kbtraits-package.XXXXXX")
trap 'rm -rf "$work"' EXIT
# Archive dates: the commit's, so that a rebuild of one commit gives the same archives.
stamp=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || echo 0)}

echo "package.sh: building kbtraits $version (release, static Swift runtime) for $arch"
swift build -c release --static-swift-stdlib --scratch-path .build-static --product kbtraits
binary=$work/kbtraits
cp .build-static/release/kbtraits "$binary"
strip "$binary"

# What the binary needs on the target machine: libxml2 and the C and C++ runtime of glibc
# systems, nothing else (the Swift runtime and Foundation are linked in).
allowed=" libxml2.so.2 libc.so.6 libm.so.6 libdl.so.2 libpthread.so.0 librt.so.1 libutil.so.1 "
allowed+="libstdc++.so.6 libgcc_s.so.1 ld-linux-x86-64.so.2 ld-linux-aarch64.so.1 "
needed=$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]$/\1/p')
unexpected=
for library in $needed; do
  case $allowed in *" $library "*) ;; *) unexpected+=" $library" ;; esac
done
[ -z "$unexpected" ] ||
  die "the binary needs libraries beyond libxml2 and glibc's:$unexpected (readelf -d)"
grep -qx 'libxml2.so.2' <<<"$needed" || die "the binary does not link libxml2.so.2 (readelf -d)"

"$binary" --version >"$work/version.txt"
[ "$(head -n 1 "$work/version.txt")" = "kbtraits $version" ] ||
  die "kbtraits --version says '$(head -n 1 "$work/version.txt")', not 'kbtraits $version'"

# The wheel's platform tag: manylinux_2_X for the newest GLIBC_2.X symbol version it needs.
glibc_minor=$(readelf -V --wide "$binary" | grep -o 'GLIBC_2\.[0-9]*' | cut -d. -f2 |
  sort -n | tail -n 1)
[ -n "$glibc_minor" ] || die "readelf -V shows no GLIBC_2.X symbol versions in the binary"
platform_tag=manylinux_2_${glibc_minor}_$arch

# --- tar.gz -------------------------------------------------------------------------------
name=kbtraits-$version-linux-$arch
stage=$work/$name
mkdir -p "$stage/completions"
cp "$binary" "$stage/kbtraits"
cp LICENSE README.md "$stage/"
"$binary" --generate-completion-script bash >"$stage/completions/kbtraits.bash"
"$binary" --generate-completion-script zsh >"$stage/completions/_kbtraits"
"$binary" --generate-completion-script fish >"$stage/completions/kbtraits.fish"
find "$stage" -type d -exec chmod 755 {} + && find "$stage" -type f -exec chmod 644 {} +
chmod 755 "$stage/kbtraits"
tar --sort=name --mtime="@$stamp" --owner=0 --group=0 --numeric-owner -C "$work" -cf - "$name" |
  gzip -9n >"$out/$name.tar.gz"

# --- npm ----------------------------------------------------------------------------------
# Laid out as Biome and esbuild do: the binary in a package that only installs where its
# os/cpu/libc fit, and the `kbtraits` package whose launcher finds it. npm runs with its cache
# and configuration inside the work folder, so nothing here reads or writes the user's.
export npm_config_cache=$work/npm-cache npm_config_userconfig=$work/npmrc
export npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
platform_package=$work/npm-platform
mkdir -p "$platform_package"
cp "$binary" "$platform_package/kbtraits"
cp LICENSE "$platform_package/"
cat >"$platform_package/README.md" <<README
# @kbtraits/linux-$npm_cpu

The prebuilt \`kbtraits\` binary for Linux on $npm_cpu with glibc. Install the \`kbtraits\`
package instead (\`npm i -D kbtraits\`): it depends on this one and runs the binary. The binary
needs libxml2 (\`libxml2.so.2\`) on the machine.
README
cat >"$platform_package/package.json" <<JSON
{
  "name": "@kbtraits/linux-$npm_cpu",
  "version": "$version",
  "description": "The kbtraits binary for Linux $npm_cpu (glibc); install the kbtraits package",
  "license": "Apache-2.0",
  "os": ["linux"],
  "cpu": ["$npm_cpu"],
  "libc": ["glibc"],
  "files": ["kbtraits"],
  "preferUnplugged": true
}
JSON
main_package=$work/npm-main
mkdir -p "$main_package/bin"
cp Packaging/npm/bin/kbtraits "$main_package/bin/kbtraits"
chmod 755 "$main_package/bin/kbtraits"
cp LICENSE README.md "$main_package/"
cat >"$main_package/package.json" <<JSON
{
  "name": "kbtraits",
  "version": "$version",
  "description": "Predicts the phone keyboard of web form fields; lints HTML, templates and JSX",
  "keywords": ["html", "forms", "keyboard", "lint", "ios", "android", "inputmode", "autocomplete"],
  "license": "Apache-2.0",
  "bin": { "kbtraits": "bin/kbtraits" },
  "files": ["bin/kbtraits"],
  "engines": { "node": ">=14" },
  "optionalDependencies": {
    "@kbtraits/linux-x64": "$version",
    "@kbtraits/linux-arm64": "$version"
  }
}
JSON
(cd "$platform_package" && npm pack --silent --pack-destination "$out" >/dev/null)
(cd "$main_package" && npm pack --silent --pack-destination "$out" >/dev/null)
[ -f "$out/kbtraits-linux-$npm_cpu-$version.tgz" ] && [ -f "$out/kbtraits-$version.tgz" ] ||
  die "npm pack did not write kbtraits-linux-$npm_cpu-$version.tgz and kbtraits-$version.tgz"

# --- wheel --------------------------------------------------------------------------------
python3 Scripts/write-wheel.py --version "$version" --platform-tag "$platform_tag" \
  --binary "$binary" --out "$out" >/dev/null

# --- SHA256SUMS ---------------------------------------------------------------------------
(
  cd "$out"
  shopt -s nullglob
  artifacts=(*.tar.gz *.tgz *.whl)
  sha256sum -- "${artifacts[@]}" >SHA256SUMS
)

echo "package.sh: kbtraits $version for $arch ($platform_tag) in $out:"
(cd "$out" && ls -l -- *.tar.gz *.tgz *.whl SHA256SUMS | awk '{printf "  %10d  %s\n", $5, $9}')

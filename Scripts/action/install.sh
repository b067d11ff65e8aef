#!/usr/bin/env bash
# The GitHub Action's install step (action.yml): puts `kbtraits` on the job's PATH.
#
#   install: release   downloads kbtraits-VERSION-linux-ARCH.tar.gz and SHA256SUMS from the
#                      release vVERSION of the action's own repository, checks the checksum,
#                      unpacks the archive in RUNNER_TEMP and adds its folder to GITHUB_PATH.
#   install: source    builds the action's checkout with `swift build -c release`.
#
# Inputs come as the action maps them: INPUT_INSTALL, INPUT_VERSION (empty: the version of the
# action's checkout), INPUT_RELEASE_REPOSITORY (owner/name; empty: GITHUB_REPOSITORY, which is
# the action's repository when a workflow uses it as `./`). The runner sets GITHUB_ACTION_PATH,
# GITHUB_PATH, GITHUB_OUTPUT, GITHUB_SERVER_URL, RUNNER_OS, RUNNER_ARCH and RUNNER_TEMP.
# KBTRAITS_ARTIFACT_DIR, when set, is a folder holding the release files, used instead of the
# download (Scripts/test-action.sh, or a mirror on a runner without access to GitHub).
# Outputs: version, and path (the kbtraits binary).
set -euo pipefail

fail() {
  echo "::error title=kbtraits install::$*"
  exit 1
}

action_path=${GITHUB_ACTION_PATH:?GITHUB_ACTION_PATH is not set: run this as a step of action.yml}
version=${INPUT_VERSION:-}
version=${version#v}
if [ -z "$version" ]; then
  version=$("$action_path/Scripts/action/version.sh" "$action_path") ||
    fail "could not read the action's version from its checkout; set the version input"
fi
temp=${RUNNER_TEMP:?RUNNER_TEMP is not set}

install_release() {
  local arch
  case "${RUNNER_OS:-}/${RUNNER_ARCH:-}" in
    Linux/X64) arch=x86_64 ;;
    Linux/ARM64) arch=aarch64 ;;
    *)
      fail "kbtraits releases hold Linux x86_64 and aarch64 binaries only; this runner is" \
        "${RUNNER_OS:-unknown} ${RUNNER_ARCH:-unknown}. Set 'install: source' to build kbtraits" \
        "on it (needs a Swift 6 toolchain and libxml2 with pkg-config)."
      ;;
  esac
  local name="kbtraits-$version-linux-$arch"
  local archive="$name.tar.gz"
  local download="$temp/kbtraits-download-$version"
  rm -rf "$download"
  mkdir -p "$download"

  if [ -n "${KBTRAITS_ARTIFACT_DIR:-}" ]; then
    for file in "$archive" SHA256SUMS; do
      [ -f "$KBTRAITS_ARTIFACT_DIR/$file" ] ||
        fail "KBTRAITS_ARTIFACT_DIR=$KBTRAITS_ARTIFACT_DIR has no $file"
      cp "$KBTRAITS_ARTIFACT_DIR/$file" "$download/$file"
    done
    echo "kbtraits $version: $archive from $KBTRAITS_ARTIFACT_DIR"
  else
    local repository=${INPUT_RELEASE_REPOSITORY:-${GITHUB_REPOSITORY:-}}
    [ -n "$repository" ] || fail "no repository to download the release from; set release-repository"
    local base="${GITHUB_SERVER_URL:-https://github.com}/$repository/releases/download/v$version"
    for file in "$archive" SHA256SUMS; do
      echo "Downloading $base/$file"
      curl --fail --silent --show-error --location --retry 3 --output "$download/$file" \
        "$base/$file" ||
        fail "could not download $base/$file: check that release v$version of $repository" \
          "has it, set the version input to a released version, or use 'install: source'"
    done
  fi

  # SHA256SUMS is sha256sum's format: HASH, two spaces (or space and '*'), file name.
  local expected actual
  expected=$(awk -v name="$archive" '{ file = $2; sub(/^\*/, "", file) } file == name { print $1 }' \
    "$download/SHA256SUMS")
  [ -n "$expected" ] || fail "SHA256SUMS of kbtraits $version has no line for $archive"
  actual=$(sha256sum "$download/$archive" | cut -d ' ' -f 1)
  if [ "$expected" != "$actual" ]; then
    fail "checksum mismatch for $archive: SHA256SUMS says $expected but the file hashes to" \
      "$actual. The download is corrupt or was replaced; it was not installed."
  fi
  echo "Checksum verified: $archive ($actual)"

  tar -xzf "$download/$archive" -C "$download" ||
    fail "could not unpack $archive (tar failed above)"
  bin_dir="$download/$name"
  [ -x "$bin_dir/kbtraits" ] || fail "$archive has no $name/kbtraits"
}

install_source() {
  command -v swift >/dev/null ||
    fail "'install: source' needs a Swift 6 toolchain on the runner: swift is not on the PATH"
  if ! pkg-config --exists libxml-2.0 2>/dev/null; then
    if command -v apt-get >/dev/null; then
      local sudo=
      [ "$(id -u)" -eq 0 ] || sudo=sudo
      $sudo apt-get update -qq
      $sudo apt-get install -y -qq --no-install-recommends libxml2-dev pkg-config
    else
      fail "'install: source' needs libxml2's development files and pkg-config (libxml-2.0.pc)"
    fi
  fi
  local scratch="$temp/kbtraits-build"
  swift build -c release --product kbtraits --package-path "$action_path" \
    --scratch-path "$scratch" || fail "swift build of kbtraits failed (see above)"
  bin_dir=$(swift build -c release --package-path "$action_path" --scratch-path "$scratch" \
    --show-bin-path)
  [ -x "$bin_dir/kbtraits" ] || fail "swift build left no kbtraits in $bin_dir"
}

bin_dir=
case "${INPUT_INSTALL:-release}" in
  release) install_release ;;
  source) install_source ;;
  *) fail "install must be 'release' or 'source', not '${INPUT_INSTALL}'" ;;
esac

# A binary that cannot start (a missing libxml2, an older glibc) fails here, not in the lint step.
if ! runs=$("$bin_dir/kbtraits" --version 2>&1); then
  fail "the installed kbtraits does not run on this runner: $runs. It needs libxml2" \
    "(apt-get install libxml2) and a glibc as new as the release's build machine's;" \
    "'install: source' builds one for this runner."
fi
echo "$bin_dir" >>"${GITHUB_PATH:?GITHUB_PATH is not set}"
{
  echo "version=$version"
  echo "path=$bin_dir/kbtraits"
} >>"${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"
echo "Installed $bin_dir/kbtraits ($(echo "$runs" | head -n 1))"

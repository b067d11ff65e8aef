#!/usr/bin/env bash
# Installs what Scripts/package.sh made the ways users do, offline, each in a fresh temporary
# folder removed at the end, and lints a page with a known error with each install:
#   - the tar.gz: SHA256SUMS verified, unpacked, its binary and completions checked;
#   - npm: both tarballs installed into a new project (no registry), `npx kbtraits lint`,
#     `npx kbtraits --version`, the KBTRAITS_BINARY override and the error without the binary;
#   - the wheel: `pip install --no-index` into a new venv, `kbtraits lint`, `python -m kbtraits`;
#   - the pre-commit python hooks: this repository's pyproject.toml installed as pre-commit
#     does (`pip install .`), its `kbtraits==VERSION` found in DIST instead of PyPI, then each
#     `language: python` hook's entry run on a staged-style file list.
#
#   Scripts/test-install.sh [DIST]      (default: dist)
#
# Needs node and npm, and python3 with venv (apt-get install nodejs npm python3-venv). npm and
# pip run with their caches and configuration in the temporary folder and a registry address
# that refuses connections, so a run that tried the network would fail rather than pass.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

dist=${1:-dist}
if [ ! -d "$dist" ]; then
  echo "test-install: no folder $dist; run Scripts/package.sh first" >&2
  exit 2
fi
dist=$(cd "$dist" && pwd)
version=$(Scripts/action/version.sh)
arch=$(uname -m)
case $arch in x86_64) npm_cpu=x64 ;; aarch64) npm_cpu=arm64 ;; *) npm_cpu=$arch ;; esac

work=$(mktemp -d "${TMPDIR:-/tmp}/kbtraits-install.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The checks' tally: fail, pass and expect (the script runs from the repository's top).
. Scripts/lib/check-tally.sh

# A page with one known error, and one with a safe fix.
site=$work/site
mkdir -p "$site"
cat >"$site/signin.html" <<'HTML'
<!doctype html>
<form action="/login" method="post">
  <label>Password <input type="password" name="password"></label>
  <button>Sign in</button>
</form>
HTML
cat >"$site/code.html" <<'HTML'
<!doctype html>
<form action="/verify" method="post">
  <label>Code <input type="text" name="code" autocomplete="one-time-code"></label>
  <button>Verify</button>
</form>
HTML

known_error='signin.html:3:19: error: .*\[password-autocomplete\]'

# expect_lint WHAT COMMAND…: COMMAND lints signin.html (run in $site); it must exit 1 and name
# the known finding.
expect_lint() {
  local what=$1 status=0
  shift
  (cd "$site" && "$@" lint --format text signin.html) >"$work/out" 2>&1 || status=$?
  if [ "$status" -eq 1 ] && grep -q "$known_error" "$work/out"; then
    pass
  else
    fail "$what: lint exited $status (expected 1) or did not report password-autocomplete:"
    sed 's/^/    /' "$work/out" >&2
  fi
}

# expect_version WHAT COMMAND…: the first line of `COMMAND --version` is `kbtraits VERSION`.
expect_version() {
  local what=$1 first
  shift
  first=$("$@" --version 2>&1 | head -n 1) || true
  if [ "$first" = "kbtraits $version" ]; then pass; else fail "$what: --version said '$first'"; fi
}

# --- tar.gz and SHA256SUMS ---------------------------------------------------------------
name=kbtraits-$version-linux-$arch
if (cd "$dist" && sha256sum --check --quiet SHA256SUMS); then pass; else fail "SHA256SUMS"; fi
for artifact in "$name.tar.gz" "kbtraits-linux-$npm_cpu-$version.tgz" "kbtraits-$version.tgz"; do
  if grep -q "  $artifact\$" "$dist/SHA256SUMS"; then pass; else fail "$artifact: not summed"; fi
done
mkdir "$work/tar"
tar -xzf "$dist/$name.tar.gz" -C "$work/tar"
for file in kbtraits LICENSE README.md completions/kbtraits.bash completions/_kbtraits \
  completions/kbtraits.fish; do
  if [ -s "$work/tar/$name/$file" ]; then pass; else fail "$name.tar.gz lacks $name/$file"; fi
done
if [ -x "$work/tar/$name/kbtraits" ]; then pass; else fail "the tar.gz binary is not executable"; fi
# Each completion script is the generator's for its shell.
completions=$work/tar/$name/completions
for check in "kbtraits.bash:^complete .*-F _kbtraits kbtraits\$" "_kbtraits:^#compdef kbtraits\$" \
  "kbtraits.fish:^complete -c 'kbtraits' "; do
  if grep -q "${check#*:}" "$completions/${check%%:*}"; then
    pass
  else
    fail "completions/${check%%:*} is not kbtraits' completion script (no ${check#*:})"
  fi
done
expect_lint "tar.gz" "$work/tar/$name/kbtraits"
expect_version "tar.gz" "$work/tar/$name/kbtraits"

# --- npm ----------------------------------------------------------------------------------
export npm_config_cache=$work/npm-cache npm_config_userconfig=$work/npmrc
export npm_config_registry=http://127.0.0.1:9/ npm_config_offline=true
export npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false
project=$work/npm-project
mkdir -p "$project"
printf '{ "name": "site", "version": "1.0.0", "private": true }\n' >"$project/package.json"
if (cd "$project" && npm install --no-audit --no-fund --offline \
  "$dist/kbtraits-$version.tgz" "$dist/kbtraits-linux-$npm_cpu-$version.tgz") >"$work/npm.log" 2>&1
then
  pass
else
  fail "npm install of the two tarballs:"
  sed 's/^/    /' "$work/npm.log" >&2
fi
platform_binary=$project/node_modules/@kbtraits/linux-$npm_cpu/kbtraits
if [ -x "$platform_binary" ]; then pass; else fail "npm installed no binary $platform_binary"; fi
other=$([ "$npm_cpu" = x64 ] && echo arm64 || echo x64)
if [ ! -e "$project/node_modules/@kbtraits/linux-$other" ]; then
  pass
else
  fail "npm installed @kbtraits/linux-$other on $arch"
fi
npx_kbtraits() { (cd "$project" && npx --offline kbtraits "$@"); }
# npx runs in the project; the page is given by absolute path.
status=0
npx_kbtraits lint --format text "$site/signin.html" >"$work/out" 2>&1 || status=$?
if [ "$status" -eq 1 ] && grep -q "$known_error" "$work/out"; then
  pass
else
  fail "npx kbtraits lint exited $status (expected 1) or did not report password-autocomplete:"
  sed 's/^/    /' "$work/out" >&2
fi
expect_version "npx" npx_kbtraits
expect_version "npm KBTRAITS_BINARY" env KBTRAITS_BINARY="$work/tar/$name/kbtraits" \
  "$project/node_modules/.bin/kbtraits"
# Without the platform package the launcher says what is missing and what to do.
mv "$project/node_modules/@kbtraits" "$work/platform-packages"
status=0
"$project/node_modules/.bin/kbtraits" --version >"$work/out" 2>&1 || status=$?
if [ "$status" -eq 2 ] && grep -q "@kbtraits/linux-$npm_cpu.*is not installed" "$work/out"; then
  pass
else
  fail "launcher without its platform package exited $status: $(cat "$work/out")"
fi
mv "$work/platform-packages" "$project/node_modules/@kbtraits"

# --- wheel --------------------------------------------------------------------------------
# pip reads no configuration file (os.devnull is pip's documented way to say so) and no
# package source but the ones given here.
unset PIP_FIND_LINKS PIP_EXTRA_INDEX_URL
export PIP_CONFIG_FILE=/dev/null PIP_NO_INDEX=1 PIP_DISABLE_PIP_VERSION_CHECK=1
export PIP_NO_CACHE_DIR=1 PIP_INDEX_URL=http://127.0.0.1:9/
wheel=$(cd "$dist" && ls kbtraits-"$version"-py3-none-*.whl 2>/dev/null | head -n 1)
if [ -z "$wheel" ]; then
  fail "no kbtraits-$version-py3-none-*.whl in $dist"
elif ! python3 -m venv "$work/venv" >"$work/venv.log" 2>&1; then
  fail "python3 -m venv failed (apt-get install python3-venv): $(cat "$work/venv.log")"
else
  if "$work/venv/bin/pip" install --no-index --quiet "$dist/$wheel" >"$work/pip.log" 2>&1; then
    pass
  else
    fail "pip install --no-index $wheel:"
    sed 's/^/    /' "$work/pip.log" >&2
  fi
  expect_lint "wheel" "$work/venv/bin/kbtraits"
  expect_version "wheel" "$work/venv/bin/kbtraits"
  expect_version "python -m kbtraits" "$work/venv/bin/python" -m kbtraits
fi

# --- pre-commit python hooks --------------------------------------------------------------
# pre-commit clones the hook repository and runs `pip install .` in a new venv. Here the clone
# is the files that install reads (pyproject.toml and its in-repository build backend) and the
# hooks file, and pip finds `kbtraits==VERSION` in DIST instead of on PyPI.
hook_repo=$work/hook-repo
mkdir -p "$hook_repo/Packaging/python"
cp pyproject.toml .pre-commit-hooks.yaml "$hook_repo/"
cp Packaging/python/kbtraits_hooks_backend.py Packaging/python/wheel_archive.py \
  "$hook_repo/Packaging/python/"
if [ -z "$wheel" ] || ! python3 -m venv "$work/hook-venv" >/dev/null 2>&1; then
  fail "pre-commit hooks: no wheel or no venv (see above)"
else
  if "$work/hook-venv/bin/pip" install --quiet --find-links "$dist" "$hook_repo" \
    >"$work/hook-pip.log" 2>&1; then
    pass
  else
    fail "pip install . of the pre-commit hook repository:"
    sed 's/^/    /' "$work/hook-pip.log" >&2
  fi
  # The entry of each `language: python` hook, as pre-commit runs it: PATH starts with the
  # venv's bin, and the staged file names follow the entry.
  entry_of() {
    python3 - "$repo/.pre-commit-hooks.yaml" "$1" <<'PY'
import re, sys
for hook in re.split(r"^- ", open(sys.argv[1]).read(), flags=re.M)[1:]:
    fields = dict(re.findall(r"^ *(\w+): (.*)$", hook, re.M))
    if fields.get("id") == sys.argv[2] and fields.get("language") == "python":
        print(fields["entry"])
PY
  }
  hook_path=$work/hook-venv/bin:$PATH
  entry=$(entry_of kbtraits-prebuilt)
  status=0
  # shellcheck disable=SC2086 # the entry is words, as pre-commit splits it
  (cd "$site" && PATH=$hook_path $entry signin.html code.html) >"$work/out" 2>&1 || status=$?
  if [ -n "$entry" ] && [ "$status" -eq 1 ] && grep -q '\[password-autocomplete\]' "$work/out"; then
    pass
  else
    fail "hook kbtraits-prebuilt ('$entry') exited $status: $(cat "$work/out")"
  fi
  entry=$(entry_of kbtraits-fix-prebuilt)
  cp "$site/code.html" "$work/code-before.html"
  # shellcheck disable=SC2086
  (cd "$site" && PATH=$hook_path $entry code.html) >"$work/out" 2>&1 || true
  if [ -n "$entry" ] && grep -q 'inputmode="numeric"' "$site/code.html"; then
    pass
  else
    fail "hook kbtraits-fix-prebuilt ('$entry') did not fix code.html: $(cat "$work/out")"
  fi
fi

echo "test-install: $checks passed, $failures failed"
[ "$failures" -eq 0 ]

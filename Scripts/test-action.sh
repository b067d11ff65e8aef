#!/usr/bin/env bash
# Runs the GitHub Action's steps (action.yml → Scripts/action/*.sh) and the GitLab template's
# script (ci/gitlab/kbtraits.gitlab-ci.yml) locally, with the environment a runner gives them
# (GITHUB_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, RUNNER_OS, RUNNER_ARCH, RUNNER_TEMP,
# GITHUB_WORKSPACE: files and folders in a temporary folder) and the download replaced by
# KBTRAITS_ARTIFACT_DIR, a copy of DIST. Checks that the checksum is verified, kbtraits lands on
# the PATH, lint's findings reach the SARIF (with its category), the annotations and the outputs,
# and that each failure says what went wrong.
#
#   Scripts/test-action.sh DIST
#
# DIST holds kbtraits-VERSION-linux-ARCH.tar.gz (VERSION from KeyboardTraitsVersion.swift, ARCH
# from uname -m) and SHA256SUMS, as Scripts/package.sh leaves them. Needs python3 (JSON checks).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

if [ $# -ne 1 ] || [ ! -d "$1" ]; then
  echo "usage: Scripts/test-action.sh DIST   (a folder with the release archive and SHA256SUMS)" >&2
  exit 2
fi
dist=$(cd "$1" && pwd)
version=$(Scripts/action/version.sh)
arch=$(uname -m)
archive="kbtraits-$version-linux-$arch.tar.gz"
if [ ! -f "$dist/$archive" ] || [ ! -f "$dist/SHA256SUMS" ]; then
  echo "test-action: $dist lacks $archive or SHA256SUMS; run Scripts/package.sh --out $dist" >&2
  exit 2
fi
case $arch in
  x86_64) runner_arch=X64 ;;
  aarch64) runner_arch=ARM64 ;;
  *) echo "test-action: no release archive is made for $arch" >&2; exit 2 ;;
esac

work=$(mktemp -d "${TMPDIR:-/tmp}/kbtraits-action.XXXXXX")
trap 'rm -rf "$work"' EXIT
# The checks' tally: fail, pass and expect (the script runs from the repository's top).
. Scripts/lib/check-tally.sh

# The repository a workflow checked out: one page with errors, one without findings.
workspace="$work/workspace"
mkdir -p "$workspace/site"
printf '<form><input type="password" name="pw"></form>\n' >"$workspace/site/sign-in.html"
cat >"$workspace/site/clean.html" <<'HTML'
<form><label>Search <input type="search" name="q" enterkeyhint="search"></label></form>
HTML
cp -R "$dist" "$work/artifacts"

# A fresh runner for each step: its files, and the PATH a job starts with (no kbtraits on it,
# nor swift: `install: source` gets a stand-in).
base_path=$(
  IFS=:
  for dir in $PATH; do [ -x "$dir/kbtraits" ] || [ -x "$dir/swift" ] || printf '%s:' "$dir"; done
)
base_path=${base_path%:}
new_runner() {
  runner="$work/runner-$1"
  mkdir -p "$runner/temp"
  : >"$runner/path"
  : >"$runner/output"
  : >"$runner/summary"
}
# run_step SCRIPT [VAR=VALUE…]: runs Scripts/action/SCRIPT as the action's step does, in the
# workspace, with the runner's variables; the PATH has what earlier steps added to GITHUB_PATH.
run_step() {
  local script=$1
  shift
  local step_path=$base_path
  while IFS= read -r dir; do step_path="$dir:$step_path"; done <"$runner/path"
  (cd "$workspace" && env -i HOME="$HOME" PATH="$step_path" LANG=C.UTF-8 \
    GITHUB_ACTION_PATH="$repo" GITHUB_WORKSPACE="$workspace" GITHUB_REPOSITORY=example/site \
    GITHUB_PATH="$runner/path" GITHUB_OUTPUT="$runner/output" \
    GITHUB_STEP_SUMMARY="$runner/summary" RUNNER_OS=Linux RUNNER_ARCH="$runner_arch" \
    RUNNER_TEMP="$runner/temp" KBTRAITS_ARTIFACT_DIR="$work/artifacts" \
    INPUT_INSTALL=release INPUT_VERSION= INPUT_RELEASE_REPOSITORY= \
    INPUT_ARGS=. INPUT_SARIF_FILE=kbtraits.sarif INPUT_SARIF_CATEGORY=kbtraits \
    INPUT_ANNOTATIONS=true "$@" "$repo/Scripts/action/$script")
}
output_of() { sed -n "s/^$1=//p" "$runner/output" | tail -n 1; }

# --- install: release, from the artifact folder ----------------------------------------------
new_runner install
if log=$(run_step install.sh 2>&1); then pass; else fail "install.sh failed: $log"; fi
expect "install says the checksum was verified" grep -q "Checksum verified: $archive" <<<"$log"
installed=$(head -n 1 "$runner/path")
expect "GITHUB_PATH names a folder with kbtraits" test -x "$installed/kbtraits"
expect "the install is under RUNNER_TEMP" test "${installed#"$runner/temp/"}" != "$installed"
expect "output version=$version" test "$(output_of version)" = "$version"
expect "output path is the binary" test "$(output_of path)" = "$installed/kbtraits"
found=$(PATH="$installed:$base_path" command -v kbtraits || true)
expect "kbtraits on the PATH is the installed one" test "$found" = "$installed/kbtraits"
installed_runner=$runner

# --- install failures: each stops the step and says why --------------------------------------
expect_install_failure() { # DESCRIPTION EXPECTED-TEXT VAR=VALUE…
  local description=$1 text=$2
  shift 2
  new_runner "failure-$checks"
  local status=0
  log=$(run_step install.sh "$@" 2>&1) || status=$?
  if [ "$status" -eq 0 ]; then
    fail "$description: install.sh succeeded"
  elif ! grep -q -- "$text" <<<"$log"; then
    fail "$description: the message lacks '$text': $log"
  elif [ -s "$runner/path" ]; then
    fail "$description: GITHUB_PATH was written anyway"
  else
    pass
  fi
}
mkdir -p "$work/corrupt"
cp "$dist/SHA256SUMS" "$work/corrupt/"
# The same archive with one byte changed in the middle: the checksum must catch it.
python3 - "$dist/$archive" "$work/corrupt/$archive" <<'PY'
import sys
data = bytearray(open(sys.argv[1], "rb").read())
data[len(data) // 2] ^= 0xFF
open(sys.argv[2], "wb").write(data)
PY
expect_install_failure "a corrupted archive" "checksum mismatch for $archive" \
  KBTRAITS_ARTIFACT_DIR="$work/corrupt"
mkdir -p "$work/no-line"
cp "$dist/$archive" "$work/no-line/"
grep -v -- "$archive" "$dist/SHA256SUMS" >"$work/no-line/SHA256SUMS" || true
expect_install_failure "SHA256SUMS without the archive" "SHA256SUMS of kbtraits $version has no line" \
  KBTRAITS_ARTIFACT_DIR="$work/no-line"
expect_install_failure "a version with no archive" "has no kbtraits-9.9.9-linux-$arch.tar.gz" \
  INPUT_VERSION=9.9.9
expect_install_failure "a macOS runner" "Set 'install: source'" RUNNER_OS=macOS RUNNER_ARCH=ARM64
expect_install_failure "a Windows runner" "Windows X64" RUNNER_OS=Windows
expect_install_failure "an unknown install mode" "install must be 'release' or 'source'" \
  INPUT_INSTALL=homebrew

# --- install: source, with a stand-in swift that "builds" the installed binary ---------------
new_runner source
mkdir -p "$work/fake-swift/bin" "$work/fake-swift/release"
cp "$installed/kbtraits" "$work/fake-swift/release/kbtraits"
cat >"$work/fake-swift/bin/swift" <<FAKE
#!/usr/bin/env bash
echo "swift \$*" >>"$work/fake-swift/calls"
case " \$* " in *" --show-bin-path "*) echo "$work/fake-swift/release" ;; esac
FAKE
chmod +x "$work/fake-swift/bin/swift"
mkdir -p "$work/fake-swift/pkgconfig"
printf 'Name: libxml-2.0\nVersion: 2.9\nDescription: stand-in\n' \
  >"$work/fake-swift/pkgconfig/libxml-2.0.pc"
if command -v pkg-config >/dev/null; then
  if log=$(run_step install.sh INPUT_INSTALL=source PATH="$work/fake-swift/bin:$base_path" \
    PKG_CONFIG_PATH="$work/fake-swift/pkgconfig" 2>&1); then pass; else
    fail "install: source failed: $log"
  fi
  expect "install: source builds the action's checkout in RUNNER_TEMP" grep -q \
    -- "build -c release --product kbtraits --package-path $repo --scratch-path $runner/temp/kbtraits-build" \
    "$work/fake-swift/calls"
  expect "install: source puts the built folder on GITHUB_PATH" \
    test "$(head -n 1 "$runner/path")" = "$work/fake-swift/release"
else
  echo "test-action: install: source skipped: no pkg-config"
fi
expect_install_failure "install: source without swift" "swift is not on the PATH" \
  INPUT_INSTALL=source

# --- lint: findings, SARIF with its category, annotations, outputs ---------------------------
runner=$installed_runner
: >"$runner/output"
status=0
expected_status=0
(cd "$workspace" && PATH="$installed:$base_path" kbtraits lint . >/dev/null 2>&1) ||
  expected_status=$?
expect "kbtraits lint of the workspace finds errors (exit 1)" test "$expected_status" -eq 1
log=$(run_step lint.sh 2>&1) || status=$?
expect "lint.sh itself succeeds so that the SARIF can be uploaded (got $status)" test "$status" -eq 0
expect "output exit-code is lint's" test "$(output_of exit-code)" = "$expected_status"
expect "output sarif-file" test "$(output_of sarif-file)" = kbtraits.sarif
expect "annotations in the log" grep -q '^::error file=site/sign-in.html,line=1,' <<<"$log"
expect "no annotation for the clean page" test "$(grep -c "file=site/clean.html" <<<"$log")" = 0
sarif_check=$(python3 - "$workspace/kbtraits.sarif" <<'PY'
import json, sys
log = json.load(open(sys.argv[1], encoding="utf-8"))
runs = log["runs"]
ids = {run.get("automationDetails", {}).get("id") for run in runs}
rules = {result["ruleId"] for run in runs for result in run["results"]}
print(log["version"], sorted(ids), "password-autocomplete" in rules)
PY
) || sarif_check="not JSON"
expect "the SARIF is SARIF 2.1.0 JSON with category kbtraits/ and the finding ($sarif_check)" \
  test "$sarif_check" = "2.1.0 ['kbtraits/'] True"
expect "the step summary gives the exit status" grep -q "exited with 1: errors found" "$runner/summary"
expect "the step summary gives the text report's total" grep -q "^2 errors, 0 warnings" "$runner/summary"
expect "lint.sh leaves nothing in RUNNER_TEMP but the install" \
  test "$(ls "$runner/temp")" = "kbtraits-download-$version"

# A clean run, another category, the text report instead of annotations, quoted words.
: >"$runner/output"
mv "$workspace/site/clean.html" "$workspace/site/clean page.html"
log=$(run_step lint.sh INPUT_ARGS="--max-warnings 0 'site/clean page.html'" \
  INPUT_SARIF_FILE=reports/forms.sarif INPUT_SARIF_CATEGORY=forms/ INPUT_ANNOTATIONS=false 2>&1) ||
  fail "lint.sh of a clean page failed: $log"
mv "$workspace/site/clean page.html" "$workspace/site/clean.html"
expect "a clean page: exit-code 0" test "$(output_of exit-code)" = 0
expect "annotations false: no workflow commands" test "$(grep -c "^::" <<<"$log")" = 0
category=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["runs"][0]["automationDetails"]["id"])' \
  "$workspace/reports/forms.sarif" 2>/dev/null || true)
expect "a category ending in / is kept as it is ($category)" test "$category" = forms/

# A usage error: exit-code 2, no SARIF, and the action's last step fails with it.
: >"$runner/output"
log=$(run_step lint.sh INPUT_ARGS="--no-such-option ." 2>&1) || fail "lint.sh failed: $log"
expect "a usage error: exit-code 2" test "$(output_of exit-code)" = 2
expect "a usage error: sarif-file is empty" test -z "$(output_of sarif-file)"
status=0
log=$(run_step lint.sh INPUT_ARGS="'site" 2>&1) || status=$?
expect "unbalanced quotes in args stop the step" test "$status" -ne 0
expect "… saying so" grep -q "the args input does not split into words" <<<"$log"
rm -rf "$workspace/reports" "$workspace/kbtraits.sarif"

# --- the GitLab template's script ------------------------------------------------------------
# The `- |` items under `before_script:` and `script:` of `.kbtraits`, in that order, run in one
# shell as GitLab's runner runs them.
gitlab_script="$work/gitlab-script.sh"
extract_items() { # KEY: the items of .kbtraits's KEY, their indentation removed
  awk -v key="  $1:" '
    /^\.kbtraits:/ { job = 1; next }
    job && /^[^ #]/ { job = 0 }
    job && $0 == key { items = 1; next }
    items && /^  [^ ]/ { items = 0 }
    items && /^    - \|/ { next }
    items { sub(/^      /, ""); print }
  ' ci/gitlab/kbtraits.gitlab-ci.yml
}
{ extract_items before_script; extract_items script; } >"$gitlab_script"
expect "the GitLab template installs in before_script" test -n "$(extract_items before_script)"
expect "the GitLab template has an install and a lint item" grep -q '^kbtraits lint ' "$gitlab_script"
run_gitlab() { # DIRECTORY VAR=VALUE…: the job's script in a copy of the workspace
  local project=$1
  shift
  rm -rf "$project"
  cp -R "$workspace" "$project"
  mkdir -p "$project.tmp"
  (cd "$project" && env -i HOME="$HOME" PATH="$base_path" LANG=C.UTF-8 TMPDIR="$project.tmp" \
    KBTRAITS_VERSION="$version" KBTRAITS_RELEASES= KBTRAITS_ARGS=. "$@" \
    bash -eo pipefail "$gitlab_script")
}
status=0
log=$(run_gitlab "$work/gitlab" KBTRAITS_ARTIFACT_DIR="$work/artifacts" 2>&1) || status=$?
expect "the GitLab job fails as lint does (exit $status)" test "$status" -eq 1
report_check=$(python3 - "$work/gitlab/gl-code-quality-report.json" <<'PY'
import json, sys
issues = json.load(open(sys.argv[1], encoding="utf-8"))
print(sorted({issue["check_name"] for issue in issues if issue["location"]["path"] == "site/sign-in.html"}))
PY
) || report_check="no report"
expect "the Code Quality report has the page's findings ($report_check)" \
  grep -q "'password-autocomplete'" <<<"$report_check"
expect "the job log has the text report" grep -q "site/sign-in.html:1:7: error" <<<"$log"
status=0
log=$(run_gitlab "$work/gitlab-corrupt" KBTRAITS_ARTIFACT_DIR="$work/corrupt" 2>&1) || status=$?
expect "the GitLab job refuses a corrupted archive" grep -q "checksum mismatch for $archive" <<<"$log"
expect "… and does not lint" test ! -e "$work/gitlab-corrupt/gl-code-quality-report.json"
log=$(run_gitlab "$work/gitlab-unset" 2>&1) && fail "the GitLab job ran with no release address"
expect "the GitLab job asks for KBTRAITS_RELEASES" grep -q "Set KBTRAITS_RELEASES" <<<"$log"

if [ "$failures" -gt 0 ]; then
  echo "test-action: $failures of $((checks + failures)) checks failed" >&2
  exit 1
fi
echo "test-action: $checks checks passed (action steps and GitLab template, kbtraits $version $arch)"

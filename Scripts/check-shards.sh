#!/usr/bin/env bash
# Proves `--shard` and `kbtraits merge` at scale (issue 32, "Past one runner"): a synthetic
# 10,000-page site (../shared/tools/gen-corpus.py) is linted once whole, as JSON and SARIF, and
# then as 4 and as 3 shards. The shards must be disjoint and cover the whole run's files
# exactly; `kbtraits merge` of their JSON and of their SARIF must be byte-equal to the whole
# run's outputs (no normalisation: both formats are deterministic) and end with its exit
# status. Then, on 1,000 more pages with every error rule turned into a warning,
# `--max-warnings` at the warning count and one below it must end the merge of 3 shards as it
# ends the whole run (0, then 1).
#
#   Scripts/check-shards.sh KBTRAITS [PAGES]      (PAGES: default 10000)
#
# Last, on those 1,000 pages, merge --baseline with a baseline of half the files' findings must
# leave those findings out of the merged JSON and SARIF and say so, as lint --baseline does.
#
# Needs python3 and ../shared/tools/gen-corpus.py (or $KBTRAITS_GEN_CORPUS); without the
# generator it says so and passes. Everything is written in a temporary folder, removed at exit.
set -euo pipefail
cd "$(dirname "$0")/.."

kbtraits=$(cd "$(dirname "${1:?usage: Scripts/check-shards.sh KBTRAITS [PAGES]}")" && pwd)/$(basename "$1")
pages=${2:-10000}
generator=${KBTRAITS_GEN_CORPUS:-../shared/tools/gen-corpus.py}
if [ ! -f "$generator" ]; then
  echo "check-shards: skipped: no corpus generator at $generator"
  exit 0
fi
generator=$(cd "$(dirname "$generator")" && pwd)/$(basename "$generator")

work=$(mktemp -d "${TMPDIR:-/tmp}/kbtraits-shards.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
started=$SECONDS
failures=0
fail() {
  echo "check-shards: FAIL: $*" >&2
  failures=$((failures + 1))
}

python3 "$generator" -n "$pages" --seed 32 site >/dev/null
python3 "$generator" -n 1000 --seed 33 small >/dev/null
# Runs kbtraits, printing its exit status (1 is lint's "findings"; anything else is a failure).
run_status() {
  local status=0
  "$kbtraits" "$@" 2>>stderr.log || status=$?
  echo "$status"
}

whole_status=$(run_status lint --no-config --format json -o whole.json --format sarif -o whole.sarif site)
[ "$whole_status" -le 1 ] || fail "the whole run ended with exit status $whole_status"
python3 - <<'PY' || fail "the whole run has no findings to merge"
import json
summary = json.load(open("whole.json"))["summary"]
assert summary["files"] > 0 and summary["errors"] + summary["warnings"] > 0, summary
print(f"check-shards: whole run: {summary['files']} files, {summary['errors']} errors, "
      f"{summary['warnings']} warnings, {summary['notes']} notes")
PY

for count in 4 3; do
  parts_json=()
  parts_sarif=()
  for index in $(seq 1 "$count"); do
    status=$(run_status lint --no-config --shard "$index/$count" \
      --format json -o "shard-$count-$index.json" --format sarif -o "shard-$count-$index.sarif" site)
    [ "$status" -le 1 ] || fail "shard $index/$count ended with exit status $status"
    parts_json+=("shard-$count-$index.json")
    parts_sarif+=("shard-$count-$index.sarif")
  done
  python3 - "$count" "${parts_json[@]}" <<'PY' || fail "the $count shards do not split the run's files"
import json, sys
count, parts = int(sys.argv[1]), sys.argv[2:]
whole = [f["path"] for f in json.load(open("whole.json"))["files"]]
seen = {}
for part in parts:
    for f in json.load(open(part))["files"]:
        assert f["path"] not in seen, f"{f['path']} is in {seen.get(f['path'])} and {part}"
        seen[f["path"]] = part
assert set(seen) == set(whole), (len(seen), len(whole))
sizes = [sum(1 for p in seen.values() if p == part) for part in parts]
print(f"check-shards: {count} shards: disjoint, cover all {len(whole)} files; sizes {sizes}")
PY
  for format in json sarif; do
    parts=("${parts_json[@]}")
    [ "$format" = json ] || parts=("${parts_sarif[@]}")
    status=$(run_status merge -o "merged-$count.$format" "${parts[@]}")
    [ "$status" = "$whole_status" ] ||
      fail "merge of $count $format shards: exit status $status, the whole run $whole_status"
    cmp -s "whole.$format" "merged-$count.$format" ||
      fail "merge of $count $format shards differs from the whole run's output"
  done
done

# --max-warnings on the merge: with no errors left, the warning count decides the exit status.
run_status lint --no-config --format json -o small.json small >/dev/null
python3 - <<'PY'
import json
rules = sorted({d["rule"] for f in json.load(open("small.json"))["files"]
                for d in f["diagnostics"] if d["severity"] == "error"})
with open("warnings.yml", "w") as config:
    config.write("rules:\n" + "".join(f"  {rule}: warning\n" for rule in rules))
PY
run_status lint --config warnings.yml --format json -o warned.json --format sarif -o warned.sarif \
  small >/dev/null
warnings=$(python3 -c 'import json; print(json.load(open("warned.json"))["summary"]["warnings"])')
parts=()
for index in 1 2 3; do
  run_status lint --config warnings.yml --shard "$index/3" --format json -o "warned-$index.json" \
    --format sarif -o "warned-$index.sarif" small >/dev/null
  parts+=("warned-$index.json")
done
for allowed in "$warnings" $((warnings - 1)); do
  expected=$(run_status lint --config warnings.yml --max-warnings "$allowed" --format json -o check.json small)
  status=$(run_status merge --max-warnings "$allowed" -o merged-warned.json "${parts[@]}")
  [ "$status" = "$expected" ] ||
    fail "--max-warnings $allowed: merge ended with $status, the whole run with $expected"
done
[ "$expected" = 1 ] || fail "--max-warnings $((warnings - 1)) did not fail the whole run"

# merge --baseline, on the 1,000 pages (at 10,000, loading the outputs again costs more than
# the 30 s this check may add): a baseline of every finding of every other file, written from
# the whole run's findings and the line texts the 3 shards record, and one entry that matches
# nothing. Merged with it, the JSON and the SARIF shards must be the whole run without those
# files' findings, and say what lint --baseline says; the expected output is derived from the
# whole run's, as it is cheaper than another lint.
baseline_started=$SECONDS
python3 - <<'PY' || fail "cannot write the baseline for merge --baseline"
import glob, json
lines = {}
for part in glob.glob("warned-*.json"):
    lines.update(json.load(open(part))["summary"]["shard"]["lines"])
files = [f for f in json.load(open("warned.json"))["files"] if f.get("diagnostics")]
entries = [
    {"rule": d["rule"], "path": f["path"], "sourceLine": line, "message": d["message"]}
    for f in files[::2] for d, line in zip(f["diagnostics"], lines[f["path"]])
]
stale = dict(entries[0], sourceLine="<p>a line no page has</p>")
with open("baseline.json", "w") as out:
    json.dump({"version": 1, "entries": entries + [stale]}, out, ensure_ascii=False, indent=2)
with open("baselined.txt", "w") as out:
    out.write("\n".join(f["path"] for f in files[::2]) + f"\n{len(entries)}\n")
PY
hidden=$(tail -1 baselined.txt)
for format in json sarif; do
  parts=(warned-1.$format warned-2.$format warned-3.$format)
  "$kbtraits" merge --baseline baseline.json -o "merged-baseline.$format" "${parts[@]}" \
    2>merge-baseline.log && status=0 || status=$?
  cat merge-baseline.log >>stderr.log
  [ "$status" = 0 ] || fail "merge --baseline of $format shards: exit status $status, not 0"
  grep -qx "note: baseline baseline.json hid $hidden findings" merge-baseline.log ||
    fail "merge --baseline of $format shards did not say it hid $hidden findings"
  grep -q "^note: 1 entry of baseline.json no longer matches a finding" merge-baseline.log ||
    fail "merge --baseline of $format shards did not report the stale entry"
  python3 - "$format" <<'PY' || fail "merge --baseline of $format shards: not the whole run less it"
import json, sys
from urllib.parse import unquote
format = sys.argv[1]
hidden = set(open("baselined.txt").read().split("\n")[:-2])
whole = json.load(open(f"warned.{format}"))
merged = json.load(open(f"merged-baseline.{format}"))
if format == "json":
    summary = whole["summary"]
    for f in whole["files"]:
        if f["path"] in hidden:
            for d in f["diagnostics"]:
                summary[d["severity"] + "s"] -= 1
            f["diagnostics"] = []
else:
    run = whole["runs"][0]
    uri = lambda r: unquote(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"])
    run["results"] = [r for r in run["results"] if uri(r) not in hidden]
assert merged == whole, "differs"
PY
done
echo "check-shards: merge --baseline (JSON and SARIF) in $((SECONDS - baseline_started)) s"

if [ "$failures" -gt 0 ]; then
  echo "check-shards: $failures failures; standard error of the runs:" >&2
  tail -20 stderr.log >&2
  exit 1
fi
echo "check-shards: $pages pages: shards disjoint and complete, merged JSON and SARIF byte-equal" \
  "to the whole run, exit statuses equal (with --max-warnings too); merge --baseline on 1,000" \
  "pages as lint --baseline; in $((SECONDS - started)) s"

#!/usr/bin/env bash
# Lints the public template projects of Scripts/template-projects.tsv with the default rules and
# draws the seeded sample of findings judged in docs/calibration.md ("Templates in real projects").
#
# Usage:
#   Scripts/template-calibration.sh --kbtraits BIN --projects DIR --out DIR [--seed N] [--size N]
#                                   [--carry JUDGED.md] [--clone]
#
# DIR (--projects) holds one folder per project, named as in the manifest's first column, at the
# manifest's commit; --clone makes them there with git (network needed), otherwise they must exist.
# --out receives each project's `kbtraits lint --format json` (NAME.json), `fields.md` (fields
# read and fields kbtraits says it could not see, per project), `rules.md` (findings per rule)
# and `sample.md`, the sample to judge (`judgement: right|wrong, act|skip, why` under each).
# --carry copies the judgements of an earlier sample onto the same findings (same file, line,
# rule and message). Tally a judged sample with `Scripts/calibration-sample.py --tally FILE`.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
manifest="$here/template-projects.tsv"
kbtraits="" projects="" out="" seed=34 size=64 carry="" clone=0
while [ $# -gt 0 ]; do
  case "$1" in
    --kbtraits) kbtraits=$2; shift 2 ;;
    --projects) projects=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    --size) size=$2; shift 2 ;;
    --carry) carry=$2; shift 2 ;;
    --clone) clone=1; shift ;;
    *) echo "template-calibration.sh: unknown argument '$1'; see the usage at the top of $0" >&2
      exit 2 ;;
  esac
done
if [ -z "$kbtraits" ] || [ -z "$projects" ] || [ -z "$out" ]; then
  echo "template-calibration.sh: --kbtraits, --projects and --out are required" >&2
  exit 2
fi
kbtraits=$(cd "$(dirname "$kbtraits")" && pwd)/$(basename "$kbtraits")
mkdir -p "$out" "$projects"
out=$(cd "$out" && pwd)
projects=$(cd "$projects" && pwd)

names=()
while IFS=$'\t' read -r name repository commit syntaxes; do
  case "$name" in '#'* | '') continue ;; esac
  if [ ! -d "$projects/$name" ]; then
    if [ "$clone" = 1 ]; then
      git clone --quiet --filter=blob:none "https://github.com/$repository.git" "$projects/$name"
      git -C "$projects/$name" checkout --quiet "$commit"
    else
      echo "template-calibration.sh: $projects/$name is missing: check out $repository at" \
        "$commit there, or pass --clone" >&2
      exit 2
    fi
  fi
  names+=("$name")
  status=0
  (cd "$projects" && "$kbtraits" lint --no-config --format json "$name") > "$out/$name.json" \
    || status=$?
  # 0: no findings, 1: findings; anything else is a failed run.
  if [ "$status" -gt 1 ]; then
    echo "template-calibration.sh: kbtraits lint failed on $name (exit $status)" >&2
    exit 2
  fi
done < "$manifest"

reports=()
for name in "${names[@]}"; do reports+=("$out/$name.json"); done
python3 "$here/calibration-sample.py" --fields "$manifest" "${reports[@]}" > "$out/fields.md"
python3 "$here/calibration-sample.py" --rules "${reports[@]}" > "$out/rules.md"
carry_arguments=()
[ -n "$carry" ] && carry_arguments=(--carry "$carry")
python3 "$here/calibration-sample.py" --root "$projects" --seed "$seed" --size "$size" \
  ${carry_arguments[@]+"${carry_arguments[@]}"} "${reports[@]}" > "$out/sample.md"
echo "wrote $out/fields.md, $out/rules.md and $out/sample.md (seed $seed, $size findings)"

#!/usr/bin/env bash
# The GitHub Action's lint step (action.yml): runs `kbtraits lint ARGS`, writing SARIF with its
# category, workflow annotations to the log and a summary of the run to the step summary.
#
# Inputs as the action maps them: INPUT_ARGS (paths and lint options, split as a shell splits
# words, quotes allowed), INPUT_SARIF_FILE, INPUT_SARIF_CATEGORY, INPUT_ANNOTATIONS (true:
# `--format github` on standard output; otherwise the text report). The runner sets
# GITHUB_OUTPUT, GITHUB_STEP_SUMMARY and RUNNER_TEMP.
# Outputs: exit-code (lint's: 0, 1 or 2, as ESLint's) and sarif-file (empty when no SARIF was
# written, as after a usage error). This step itself succeeds whatever lint found, so that the
# SARIF can be uploaded; the action's last step then exits with exit-code.
set -euo pipefail

sarif=${INPUT_SARIF_FILE:-kbtraits.sarif}
category=${INPUT_SARIF_CATEGORY:-kbtraits}
output=${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}
temp=${RUNNER_TEMP:?RUNNER_TEMP is not set}

# xargs splits words as a shell does (quotes and backslashes) without running anything.
args=()
if ! split=$(printf '%s' "${INPUT_ARGS:-.}" | xargs -r printf '%s\n' 2>&1); then
  echo "::error title=kbtraits::the args input does not split into words: $split"
  exit 1
fi
while IFS= read -r word; do args+=("$word"); done <<<"$split"
[ -n "$split" ] || args=(.)

text_report="$temp/kbtraits-report.txt"
rm -f "$sarif" "$text_report"
mkdir -p "$(dirname "$sarif")"
command=(kbtraits lint "${args[@]}" --format sarif --output "$sarif")
if [ "${INPUT_ANNOTATIONS:-true}" = true ]; then
  command+=(--format github --output -)
else
  command+=(--format text --output -)
fi
command+=(--format text --output "$text_report")

shown=$(printf '%q ' "${command[@]}")
shown=${shown% }
echo "$shown"
status=0
"${command[@]}" || status=$?

if [ -f "$sarif" ]; then
  # Code scanning files an analysis under runs[].automationDetails.id ("category/"), the field
  # upload-sarif's `category` fills only when it is missing; writing it here keeps the category
  # whoever uploads the file.
  if command -v python3 >/dev/null; then
    python3 - "$sarif" "$category" <<'PY'
import json, os, sys
path, category = sys.argv[1], sys.argv[2]
with open(path, encoding="utf-8") as file:
    log = json.load(file)
for run in log.get("runs", []):
    run["automationDetails"] = {"id": category if category.endswith("/") else category + "/"}
with open(path + ".tmp", "w", encoding="utf-8") as file:
    json.dump(log, file, indent=2, ensure_ascii=False)
    file.write("\n")
os.replace(path + ".tmp", path)
PY
  else
    echo "::warning title=kbtraits::python3 is not on this runner, so $sarif has no category;" \
      "give upload-sarif 'category: $category'"
  fi
  echo "sarif-file=$sarif" >>"$output"
else
  echo "sarif-file=" >>"$output"
fi
echo "exit-code=$status" >>"$output"

case $status in
  0) meaning="no errors" ;;
  1) meaning="errors found, more warnings than --max-warnings allows, or a file that could not be read" ;;
  2) meaning="usage or configuration error (see the log)" ;;
  *) meaning="kbtraits did not finish" ;;
esac
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
  {
    echo "### kbtraits lint"
    echo
    echo "\`$shown\` exited with $status: $meaning."
    if [ -s "$text_report" ]; then
      echo
      tail -n 1 "$text_report"
    fi
    if [ -f "$sarif" ]; then
      echo
      echo "SARIF: \`$sarif\` (category \`$category\`)."
    fi
  } >>"$GITHUB_STEP_SUMMARY"
fi
rm -f "$text_report"
echo "kbtraits lint exited with $status: $meaning"

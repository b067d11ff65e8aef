#!/usr/bin/env python3
"""Draws a seeded random sample of lint findings to judge by reading the page.

Usage:
  Scripts/calibration-sample.py FINDINGS.json... [--seed N] [--size N] [--context N] [--per-rule N]
                                [--root DIR] [--carry JUDGED.md]
  Scripts/calibration-sample.py --tally JUDGED.md
  Scripts/calibration-sample.py --rules FINDINGS.json...
  Scripts/calibration-sample.py --fields MANIFEST.tsv FINDINGS.json...

FINDINGS.json is the output of `kbtraits lint --format json` (docs/calibration.md gives the
command); several are pooled (one per project; Scripts/template-calibration.sh runs them). The
sample is the findings whose seeded hash (of file, line, rule and message) comes first, so the
same findings and seed give the same sample, and a finding stays drawn while the findings
around it change. Without `--per-rule` the sample is plain random, so its shares estimate the
whole population's; `--per-rule N` caps how many come from one rule, to look closer at the
smaller rules (its shares are then not the population's). For each finding it prints the rule,
the place, the message, the fix's edits, and the lines of the page around it (read relative to
`--root`, else the current folder), followed by a line to fill in:
`judgement: right|wrong, act|skip, why`. `--carry` fills that line in from an earlier judged
sample for the same finding (file, line, rule and message). `--tally` reads a judged file and
prints, per rule and in all, how many were judged, wrong and worth acting on. `--rules` counts
findings per rule and report; `--fields` counts, per project of a manifest (the reports named
after its first column), the files, the fields read and the fields kbtraits said it could not
see (`unreadFields` notes).
"""

import argparse
import hashlib
import json
import os
import re
import sys


def findings(report):
    for file in report["files"]:
        for diagnostic in file["diagnostics"]:
            yield file["path"], diagnostic


def load(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def report_name(path):
    return os.path.splitext(os.path.basename(path))[0]


def finding_key(path, line, rule, message):
    return (path, int(line), rule, message.strip())


def draw_key(seed, path, diagnostic):
    text = f"{seed}\t{path}\t{diagnostic['line']}\t{diagnostic['rule']}\t{diagnostic['message']}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def judged_findings(path):
    """The judgement lines of a judged sample, by finding."""
    heading = re.compile(r"^## \d+\. (\S+) (.+):(\d+)$")
    judged, current, message = {}, None, None
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if match := heading.match(line):
                current, message = match.groups(), None
            elif current and message is None:
                message = line
            elif current and line.startswith("judgement:") and line.strip() != "judgement:":
                rule, place, number = current
                judged[finding_key(place, number, rule, message)] = line
                current = None
    return judged


def rule_counts(reports):
    names = [report_name(path) for path in reports]
    counts = {}
    for column, path in enumerate(reports):
        for _, diagnostic in findings(load(path)):
            counts.setdefault(diagnostic["rule"], [0] * len(reports))[column] += 1
    print("| rule | " + " | ".join(names) + " | all |")
    print("| --- |" + " ---: |" * (len(names) + 1))
    for rule, row in sorted(counts.items(), key=lambda item: (-sum(item[1]), item[0])):
        print(f"| `{rule}` | " + " | ".join(map(str, row)) + f" | {sum(row)} |")
    totals = [sum(row[column] for row in counts.values()) for column in range(len(names))]
    print("| all | " + " | ".join(map(str, totals)) + f" | {sum(totals)} |")


def field_counts(manifest, reports):
    projects = {}
    with open(manifest, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or not line.strip():
                continue
            name, repository, commit, syntaxes = line.rstrip("\n").split("\t")
            projects[name] = (repository, commit[:10], syntaxes)
    print("| project | commit | syntax | files | files with fields | fields read "
          "| fields not seen | share seen |")
    print("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |")
    for path in reports:
        name = report_name(path)
        repository, commit, syntaxes = projects.get(name, (name, "?", "?"))
        report = load(path)
        files = report["files"]
        read = sum(len(file["fields"]) for file in files)
        with_fields = sum(1 for file in files if file["fields"])
        unseen = sum(
            note.get("count", 1)
            for file in files for note in file.get("notes", [])
            if note["kind"] == "unreadFields")
        share = f"{100 * read / (read + unseen):.0f} %" if read + unseen else "–"
        print(f"| [{repository}](https://github.com/{repository}) | `{commit}` | {syntaxes} "
              f"| {len(files)} | {with_fields} | {read} | {unseen} | {share} |")


def excerpt(path, line, end_line, context):
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().split("\n")
    except OSError as error:
        return [f"    (cannot read {path}: {error.strerror})"]
    first = max(1, line - context)
    last = min(len(lines), max(line, end_line) + context)
    return [
        f"{'>' if line <= number <= end_line else ' '}{number:6} {lines[number - 1][:160]}"
        for number in range(first, last + 1)
    ]


def tally(path):
    heading = re.compile(r"^## \d+\. (\S+) ")
    judgement = re.compile(r"^judgement:\s*(right|wrong)\s*,\s*(act|skip)\b")
    rows, rule, unjudged = {}, None, 0
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if match := heading.match(line):
                rule = match.group(1)
            elif line.startswith("judgement:"):
                match = judgement.match(line)
                if not match:
                    unjudged += 1
                    continue
                judged, wrong, act = rows.get(rule, (0, 0, 0))
                rows[rule] = (
                    judged + 1, wrong + (match.group(1) == "wrong"), act + (match.group(2) == "act"))
    print("| rule | judged | wrong | worth acting on |")
    print("| --- | ---: | ---: | ---: |")
    for rule, (judged, wrong, act) in sorted(rows.items(), key=lambda row: -row[1][0]):
        print(f"| `{rule}` | {judged} | {wrong} | {act} |")
    total = [sum(row[index] for row in rows.values()) for index in range(3)]
    if total[0]:
        print(f"| all | {total[0]} | {total[1]} ({100 * total[1] / total[0]:.1f} %) "
              f"| {total[2]} ({100 * total[2] / total[0]:.1f} %) |")
    if unjudged:
        print(f"{unjudged} findings are not judged yet", file=sys.stderr)
        sys.exit(1)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--tally":
        tally(sys.argv[2])
        return
    if len(sys.argv) >= 3 and sys.argv[1] == "--rules":
        rule_counts(sys.argv[2:])
        return
    if len(sys.argv) >= 4 and sys.argv[1] == "--fields":
        field_counts(sys.argv[2], sys.argv[3:])
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("findings", nargs="+")
    parser.add_argument("--root", default=".")
    parser.add_argument("--carry")
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--size", type=int, default=60)
    parser.add_argument("--context", type=int, default=6)
    parser.add_argument("--per-rule", type=int, default=0)
    arguments = parser.parse_args()

    everything = sorted(
        (item for path in arguments.findings for item in findings(load(path))),
        key=lambda item: (item[0], item[1]["line"], item[1]["column"], item[1]["rule"]),
    )
    carried = judged_findings(arguments.carry) if arguments.carry else {}
    # Each finding's place in the draw is a seeded hash of what it is, not its index in the
    # list: a change that removes or adds findings leaves the rest of the sample where it was,
    # so a re-drawn sample after a fix keeps (and --carry keeps) the earlier judgements.
    everything.sort(key=lambda item: draw_key(arguments.seed, *item))
    sample, per_rule = [], {}
    for path, diagnostic in everything:
        rule = diagnostic["rule"]
        if arguments.per_rule and per_rule.get(rule, 0) >= arguments.per_rule:
            continue
        per_rule[rule] = per_rule.get(rule, 0) + 1
        sample.append((path, diagnostic))
        if len(sample) == arguments.size:
            break

    out = sys.stdout
    out.write(f"# {len(sample)} of {len(everything)} findings, seed {arguments.seed}\n\n")
    for number, (path, diagnostic) in enumerate(sample, start=1):
        out.write(f"## {number}. {diagnostic['rule']} {path}:{diagnostic['line']}\n")
        out.write(f"{diagnostic['message']}\n")
        fix = diagnostic.get("fix")
        if fix:
            safety = "safe" if fix.get("safe") else "unsafe"
            edits = "; ".join(
                f"{edit['start']}-{edit['end']} -> {edit['text']!r}" for edit in fix["edits"]
            )
            out.write(f"fix ({safety}): {fix['description']} [{edits}]\n")
        out.write("```html\n")
        end_line = diagnostic.get("endLine", diagnostic["line"])
        out.write("\n".join(excerpt(
            os.path.join(arguments.root, path), diagnostic["line"], end_line, arguments.context)))
        judgement = carried.get(
            finding_key(path, diagnostic["line"], diagnostic["rule"], diagnostic["message"]),
            "judgement: ")
        out.write(f"\n```\n{judgement}\n\n")


if __name__ == "__main__":
    main()

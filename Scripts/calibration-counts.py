#!/usr/bin/env python3
"""Default findings per rule, before and after, on the production-like and test-suite folders.

Usage:
  Scripts/calibration-counts.py BEFORE.json AFTER.json

Each file is `kbtraits lint --no-config --format json "$KBTRAITS_CORPUS"` from one build
(docs/calibration.md). Files are split by the corpus folder they are in: the production-like
folders below (admin templates, USWDS, Google and MDN samples, ARIA practices) and the test
suites (everything else). Prints one Markdown table per group, rules with the most findings
first, and the number of fixes and safe fixes after.
"""

import collections
import json
import sys

PRODUCTION_LIKE = {
    "ColorlibHQ__AdminLTE", "ColorlibHQ__gentelella", "StartBootstrap__startbootstrap-sb-admin-2",
    "creativetimofficial__material-dashboard", "puikinsh__CoolAdmin", "uswds__uswds",
    "GoogleChrome__samples", "mdn__learning-area", "mdn__dom-examples",
    "mdn__interactive-examples", "w3c__aria-practices",
}


def counts(path):
    with open(path, encoding="utf-8") as handle:
        report = json.load(handle)
    found = {"production-like": collections.Counter(), "test suites": collections.Counter()}
    fixes = {"production-like": collections.Counter(), "test suites": collections.Counter()}
    safe = {"production-like": collections.Counter(), "test suites": collections.Counter()}
    for file in report["files"]:
        parts = file["path"].replace("\\", "/").split("/")
        group = "production-like" if PRODUCTION_LIKE & set(parts) else "test suites"
        for diagnostic in file["diagnostics"]:
            rule = diagnostic["rule"]
            found[group][rule] += 1
            if diagnostic.get("fix"):
                fixes[group][rule] += 1
                safe[group][rule] += diagnostic["fix"].get("safe", False)
    return found, fixes, safe


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    before, _, _ = counts(sys.argv[1])
    after, fixes, safe = counts(sys.argv[2])
    for group in ("production-like", "test suites"):
        print(f"\n{group}: {sum(before[group].values())} findings before, "
              f"{sum(after[group].values())} after; {sum(fixes[group].values())} with a fix, "
              f"{sum(safe[group].values())} safe\n")
        print("| rule | before | after | fixes (safe) after |")
        print("| --- | ---: | ---: | ---: |")
        rules = set(before[group]) | set(after[group])
        for rule in sorted(rules, key=lambda r: (-after[group][r], -before[group][r], r)):
            print(f"| `{rule}` | {before[group][rule]} | {after[group][rule]} "
                  f"| {fixes[group][rule]} ({safe[group][rule]}) |")


if __name__ == "__main__":
    main()

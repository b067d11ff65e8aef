"""The PEP 517 build backend of the root pyproject.toml, which exists for pre-commit's
`language: python` hooks: pre-commit runs `pip install .` in its clone of this repository.

The wheel it builds holds no code: its metadata depends on `kbtraits==VERSION`, the wheel with
the prebuilt binary, so installing it puts `kbtraits` on the hook environment's PATH. Being in
the repository (pyproject.toml's `backend-path`) with no build requirements, it needs nothing
from PyPI but that one wheel, and `Scripts/test-install.sh` can run the install offline.
"""

import io
import os
import re
import tarfile

from wheel_archive import FIXED_DATE, write_wheel

_BACKEND = "Packaging/python/kbtraits_hooks_backend.py"
_ARCHIVE = "Packaging/python/wheel_archive.py"


def _project():
    """(name, version, requires-python, dependencies) from pyproject.toml's [project] table, which
    keeps to one `key = value` per line (tomllib is not in every Python pre-commit runs on)."""
    with open("pyproject.toml", encoding="utf-8") as handle:
        text = handle.read()

    def field(key):
        match = re.search(rf'^{key} = (.+)$', text, re.M)
        if not match:
            raise ValueError(f"pyproject.toml has no `{key} = …` line")
        return match.group(1)

    unquote = lambda value: value.strip().strip('"')  # noqa: E731
    dependencies = re.findall(r'"([^"]+)"', field("dependencies"))
    return (
        unquote(field("name")), unquote(field("version")), unquote(field("requires-python")),
        dependencies,
    )


def _metadata():
    name, version, requires_python, dependencies = _project()
    lines = [
        "Metadata-Version: 2.1",
        f"Name: {name}",
        f"Version: {version}",
        "Summary: pre-commit hooks that install the prebuilt kbtraits from its wheel",
        "License: Apache-2.0",
        f"Requires-Python: {requires_python}",
    ] + [f"Requires-Dist: {dependency}" for dependency in dependencies]
    return "\n".join(lines + [""]).encode("utf-8")


def _distribution():
    name, version, _, _ = _project()
    return re.sub(r"[-_.]+", "_", name).lower(), version


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    distribution, version = _distribution()
    dist_info = f"{distribution}-{version}.dist-info"
    wheel_file = "\n".join([
        "Wheel-Version: 1.0",
        "Generator: kbtraits_hooks_backend",
        "Root-Is-Purelib: true",
        "Tag: py3-none-any",
        "",
    ]).encode("utf-8")
    entries = [
        (f"{dist_info}/METADATA", _metadata(), False),
        (f"{dist_info}/WHEEL", wheel_file, False),
    ]
    name = f"{distribution}-{version}-py3-none-any.whl"
    write_wheel(os.path.join(wheel_directory, name), dist_info, entries)
    return name


def build_sdist(sdist_directory, config_settings=None):
    distribution, version = _distribution()
    top = f"{distribution}-{version}"
    name = f"{top}.tar.gz"
    files = {"PKG-INFO": _metadata()}
    for path in ["pyproject.toml", _BACKEND, _ARCHIVE]:
        with open(path, "rb") as handle:
            files[path] = handle.read()
    path = os.path.join(sdist_directory, name)
    with tarfile.open(path, "w:gz", format=tarfile.PAX_FORMAT) as sdist:
        for path in sorted(files):
            info = tarfile.TarInfo(f"{top}/{path}")
            info.size = len(files[path])
            info.mode = 0o644
            sdist.addfile(info, io.BytesIO(files[path]))
    return name

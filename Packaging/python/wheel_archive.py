"""Writes a wheel archive with its RECORD, without the `wheel` package or network.

Used by Scripts/write-wheel.py (the kbtraits wheel) and by kbtraits_hooks_backend.py (the
pre-commit hooks' build backend). Entries are sorted and dated 1980-01-01, so equal inputs give
equal bytes.
"""

import base64
import hashlib
import zipfile

FIXED_DATE = (1980, 1, 1, 0, 0, 0)


def record_hash(data: bytes) -> str:
    """The RECORD form of a file's hash: sha256, urlsafe base64 without padding."""
    digest = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def write_wheel(path: str, dist_info: str, entries: list) -> None:
    """Writes the wheel at `path` from (name in the wheel, bytes, executable) entries, then
    `dist_info`/RECORD, last as the wheel specification recommends."""
    entries = sorted(entries, key=lambda entry: entry[0])
    record_path = f"{dist_info}/RECORD"
    record = "".join(f"{name},{record_hash(data)},{len(data)}\n" for name, data, _ in entries)
    record += f"{record_path},,\n"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as wheel:
        for name, data, executable in entries + [(record_path, record.encode("utf-8"), False)]:
            info = zipfile.ZipInfo(name, date_time=FIXED_DATE)
            info.external_attr = ((0o755 if executable else 0o644) | 0o100000) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)

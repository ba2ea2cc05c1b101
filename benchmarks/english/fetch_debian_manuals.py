"""An English corpus for the retrieval benchmarks: three Debian manuals (357 PDF pages), fetched with apt.

    .venv/bin/python benchmarks/english/fetch_debian_manuals.py build/english/corpus

The FR corpus's gold files say nothing about English; issue 17 asks that the defaults chosen on them hold on
an English corpus too. These manuals are rules written as requirements ("packages must ..."), like a
federation's regulations: the Debian Policy Manual 4.6.2.0 (193 pages), the Filesystem Hierarchy Standard 3.0
(50 pages, shipped beside it) and the Debian Developer's Reference 12.18 (114 pages). `apt-get download`
fetches the two pinned packages (no root needed); the PDFs are taken out of each package's data.tar.xz with
the standard library and checked against the SHA-256 below, because the questions of gold_debian_en*.json
cite their page numbers. Each PDF is written into place (atomically) once it matches; a rerun reuses the files
already there after checking their SHA-256 again, and fetches only what is missing or differs. Needs a Debian
system whose apt sources hold these versions (bookworm); elsewhere, put the three PDFs in the folder by hand.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import lzma
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from edge_export.atomic import write_bytes_atomic
from edge_export.errors import InputError
from edge_export.hashing import sha256_file

# package=version -> {member path in data.tar: (corpus file name, SHA-256)}
MANUALS = {
    "debian-policy=4.6.2.0": {
        "./usr/share/doc/debian-policy/policy.pdf.gz": (
            "policy.pdf", "220f9366d6deb3984e84236f02f04bdd6275d6fe7b5587acd6c689dfeb99020f"),
        "./usr/share/doc/debian-policy/fhs/fhs-3.0.pdf.gz": (
            "fhs-3.0.pdf", "53d239e569a2d7b31a74fa09d585368c0f5a164e4624723fa2894660dd10fd23"),
    },
    "developers-reference=12.18": {
        "./usr/share/developers-reference/developers-reference.pdf": (
            "developers-reference.pdf", "88e5ac4d15444fd3adb821dc863bd91b820e99a27e65728e74975ab1752652f5"),
    },
}


def ar_member(deb: Path, prefix: str) -> bytes:
    """The first member of a .deb (an `ar` archive) whose name starts with `prefix`."""
    data = deb.read_bytes()
    if not data.startswith(b"!<arch>\n"):
        raise InputError(deb, "not a Debian package (no ar header)")
    at = 8
    while at + 60 <= len(data):
        name, size = data[at:at + 16].decode().strip().rstrip("/"), int(data[at + 48:at + 58].decode().strip())
        if name.startswith(prefix):
            return data[at + 60:at + 60 + size]
        at += 60 + size + (size & 1)
    raise InputError(deb, f"no {prefix}* member")


def manuals_from(deb: Path, members: dict[str, tuple[str, str]]) -> dict[str, bytes]:
    tar = tarfile.open(fileobj=io.BytesIO(lzma.decompress(ar_member(deb, "data.tar.xz"))))
    out = {}
    for member, (name, sha) in members.items():
        try:
            raw = tar.extractfile(member).read()
        except KeyError:
            raise InputError(deb, f"holds no {member}") from None
        pdf = gzip.decompress(raw) if member.endswith(".gz") else raw
        if hashlib.sha256(pdf).hexdigest() != sha:
            raise InputError(deb, f"{member}: SHA-256 differs from the pinned {sha[:12]}... (the questions cite its pages)")
        out[name] = pdf
    return out


def intact(path: Path, sha: str) -> bool:
    return path.is_file() and sha256_file(path) == sha


def fetch(corpus_dir: Path) -> list[Path]:
    wanted = [corpus_dir / name for members in MANUALS.values() for name, _ in members.values()]
    with tempfile.TemporaryDirectory() as tmp:
        for package, members in MANUALS.items():
            if all(intact(corpus_dir / name, sha) for name, sha in members.values()):
                continue
            try:
                run = subprocess.run(["apt-get", "download", package], cwd=tmp, capture_output=True, text=True)
            except FileNotFoundError:
                raise InputError(package, "apt-get not found: this corpus is fetched from Debian's archive with apt "
                                 f"(or put {', '.join(n for n, _ in members.values())} in {corpus_dir} by hand)") from None
            if run.returncode:
                raise InputError(package, f"apt-get download failed: {run.stderr.strip() or run.stdout.strip()}")
            deb = next(Path(tmp).glob(package.split("=")[0] + "_*.deb"))
            for name, pdf in manuals_from(deb, members).items():
                write_bytes_atomic(corpus_dir / name, pdf)
    return wanted


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpus_dir", type=Path)
    args = parser.parse_args()
    try:
        for path in fetch(args.corpus_dir):
            print(path)
    except InputError as e:
        sys.exit(f"error: {e}")


if __name__ == "__main__":
    main()

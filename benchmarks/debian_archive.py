"""Pinned files out of Debian packages, for the benchmarks' corpora (english/, realpdf/).

`apt-get download package=version` fetches each .deb (no root needed); the wanted members are read out of
its data.tar.xz with the standard library (a `.gz` member is decompressed), each checked against its
pinned SHA-256 and written into place atomically. A rerun reuses the files already there after checking
their SHA-256 again, and downloads only the packages of what is missing or differs. Needs a Debian system
whose apt sources hold these versions (bookworm).
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
from collections.abc import Callable
from pathlib import Path

from edge_export.atomic import write_bytes_atomic
from edge_export.errors import InputError
from edge_export.hashing import sha256_file

# package=version -> {member path in data.tar: (file name, SHA-256)}
Pinned = dict[str, dict[str, tuple[str, str]]]


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


def pinned_members(deb: Path, members: dict[str, tuple[str, str]], why: str) -> dict[str, bytes]:
    """{file name: bytes} of `members` in the package's data.tar.xz, each matching its pinned SHA-256
    (`why` says, in the error, what depends on those exact bytes)."""
    tar = tarfile.open(fileobj=io.BytesIO(lzma.decompress(ar_member(deb, "data.tar.xz"))))
    out = {}
    for member, (name, sha) in members.items():
        try:
            raw = tar.extractfile(member).read()
        except KeyError:
            raise InputError(deb, f"holds no {member}") from None
        data = gzip.decompress(raw) if member.endswith(".gz") else raw
        if hashlib.sha256(data).hexdigest() != sha:
            raise InputError(deb, f"{member}: SHA-256 differs from the pinned {sha[:12]}... ({why})")
        out[name] = data
    return out


def intact(path: Path, sha: str) -> bool:
    return path.is_file() and sha256_file(path) == sha


def fetch_pinned(folder: Path, packages: Pinned, why: str) -> list[Path]:
    """Every pinned file of `packages` in `folder` (fetched when missing or different); their paths."""
    wanted = [folder / name for members in packages.values() for name, _ in members.values()]
    with tempfile.TemporaryDirectory() as tmp:
        for package, members in packages.items():
            if all(intact(folder / name, sha) for name, sha in members.values()):
                continue
            try:
                run = subprocess.run(["apt-get", "download", package], cwd=tmp, capture_output=True, text=True)
            except FileNotFoundError:
                raise InputError(package, "apt-get not found: this corpus is fetched from Debian's archive with apt "
                                 f"(or put {', '.join(n for n, _ in members.values())} in {folder} by hand)") from None
            if run.returncode:
                raise InputError(package, f"apt-get download failed: {run.stderr.strip() or run.stdout.strip()}")
            deb = next(Path(tmp).glob(package.split("=")[0] + "_*.deb"))
            for name, data in pinned_members(deb, members, why).items():
                write_bytes_atomic(folder / name, data)
    return wanted


def fetch_main(doc: str, fetch: Callable[[Path], list[Path]], folder_arg: str) -> None:
    """A fetch script's command line: `script.py FOLDER` prints each file's path, or exits with the error."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(folder_arg, type=Path)
    folder = getattr(parser.parse_args(), folder_arg)
    try:
        for path in fetch(folder):
            print(path)
    except InputError as e:
        sys.exit(f"error: {e}")

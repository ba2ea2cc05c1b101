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

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from debian_archive import fetch_main, fetch_pinned  # noqa: E402

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


def fetch(corpus_dir: Path) -> list[Path]:
    return fetch_pinned(corpus_dir, MANUALS, "the questions cite its pages")


def main() -> None:
    fetch_main(__doc__, fetch, "corpus_dir")


if __name__ == "__main__":
    main()

"""SHA-256 of a file, read in blocks: how pinned checkpoints, tokenizers and corpora are identified."""

from __future__ import annotations

import hashlib
from pathlib import Path

BLOCK_SIZE = 1 << 20


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        while block := fh.read(BLOCK_SIZE):
            digest.update(block)
    return digest.hexdigest()

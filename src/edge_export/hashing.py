"""SHA-256 of a file, read in blocks: how pinned checkpoints, tokenizers and corpora are identified."""

from __future__ import annotations

import hashlib
from pathlib import Path

BLOCK_SIZE = 1 << 20


def text_key(text: str) -> str:
    """A text by its content: what a vector of it is cached under (with its prompt, model and width), so an
    unchanged text is never embedded again, whatever chunk, document or question it now belongs to."""
    return "text:" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        while block := fh.read(BLOCK_SIZE):
            digest.update(block)
    return digest.hexdigest()


def sha256_file_remembered(path: Path, memo: Path) -> str:
    """sha256_file(path), remembered in the JSON file `memo` under the file's resolved path, size, mtime and
    inode: a file loaded again unchanged (a 188 MB model at every start) is not read again; a file rewritten,
    replaced or touched is hashed anew. A memo that cannot be read or written is only a cache: ignored."""
    import json

    from .atomic import write_json_atomic

    path = Path(path).resolve()
    stat = path.stat()
    key, stamp = str(path), [stat.st_size, stat.st_mtime_ns, stat.st_ino]
    try:
        remembered = json.loads(Path(memo).read_text(encoding="utf-8"))
        if not isinstance(remembered, dict):
            remembered = {}
    except (OSError, ValueError):
        remembered = {}
    entry = remembered.get(key)
    if isinstance(entry, dict) and entry.get("stat") == stamp and isinstance(entry.get("sha256"), str):
        return entry["sha256"]
    digest = sha256_file(path)
    remembered[key] = {"stat": stamp, "sha256": digest}
    try:
        write_json_atomic(Path(memo), remembered)
    except OSError:
        pass
    return digest

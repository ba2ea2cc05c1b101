"""Reading a chunk corpus file back: the validator, the splitter, the embed stage and the vocabulary cut."""

from __future__ import annotations

import json
from pathlib import Path

from ..errors import InputError


def load_corpus_file(path: str | Path) -> dict:
    path = Path(path)
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise InputError(path, f"cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise InputError(path, "not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise InputError(path, f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None


def chunk_key(chunk: dict) -> str:
    """What vectors are keyed by: the content-addressed chunk_id, else (older files) the readable id."""
    return chunk.get("chunk_id", chunk["id"])


def load_chunks(path: str | Path) -> list[dict]:
    """The "chunks" list of a corpus file; InputError when the file is not one."""
    data = load_corpus_file(path)
    if not isinstance(data, dict) or not isinstance(data.get("chunks"), list):
        raise InputError(path, 'not a chunk corpus file (no "chunks" list)')
    return data["chunks"]


def corpus_text_sha256(chunks: list[dict]) -> str:
    """SHA-256 of the chunks' texts in order (canonical JSON list): what a vocabulary cut depends on.
    Unlike the file's bytes, it does not change with the file's date (SOURCE_DATE_EPOCH)."""
    import hashlib

    from ..canonical import canonical_json

    return hashlib.sha256(canonical_json([c["text"] for c in chunks])).hexdigest()

"""`edge-export embed`: texts or chunks → vectors (.npy) with the artifact that ships, plus a sidecar."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..atomic import atomic_path, write_json_atomic
from ..errors import InputError
from ..runtime import open_embedder


@dataclass(frozen=True)
class EmbedInput:
    texts: list[str]
    keys: list[str]  # chunk_id for chunks, line number for a text file


def read_embed_input(path: str | Path) -> EmbedInput:
    """A chunk corpus file (.json: each chunk's text, keyed by chunk_id) or a text file (one text a line)."""
    path = Path(path)
    if path.suffix == ".json":
        from ..chunk.load import chunk_key, load_chunks

        chunks = load_chunks(path)
        return EmbedInput([c["text"] for c in chunks], [chunk_key(c) for c in chunks])
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise InputError(path, f"cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise InputError(path, "not UTF-8 text") from None
    kept = [(i + 1, line) for i, line in enumerate(lines) if line.strip()]
    if not kept:
        raise InputError(path, "no text to embed (the file is empty)")
    return EmbedInput([line for _, line in kept], [f"line:{n}" for n, _ in kept])


def run_embed_stage(inputs_path, artifact, out, *, backend: str, kind: str = "document",
                    tokenizer_path=None, threads: int | None = None, quiet: bool = False) -> dict:
    data = read_embed_input(inputs_path)
    embedder = open_embedder(backend, artifact, tokenizer_path=tokenizer_path, threads=threads)
    result = embedder.embed(data.texts, kind, progress=not quiet)
    out = Path(out)
    with atomic_path(out) as tmp:
        with open(tmp, "wb") as fh:  # np.save on a path would append ".npy" to the temporary name
            np.save(fh, result.vectors)
    sidecar = {"backend": backend, "artifact": str(artifact), "kind": kind, "count": len(data.texts),
               "dim": int(result.vectors.shape[1]), "truncated": result.truncated, "keys": data.keys}
    write_json_atomic(out.with_suffix(out.suffix + ".json"), sidecar)
    return sidecar

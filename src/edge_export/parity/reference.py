"""fp32 reference vectors for a bundle's texts, cached like the bundle's own (embed/cache.py).

The reference runs on exactly the ids the phone runs: the bundle's tokenizer, truncated at the
artifact's longest signature, so a difference is the artifact's and never a different input. The cache
key therefore carries that length beside the prompt.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ..embed.cache import VectorCache
from ..embed.chunk_vectors import artifact_fingerprint, look_up, prompt_batches
from ..runtime.reference import to_dims

BATCH = 16


class ReferenceVectors:
    """fp32 vectors of (key, text) pairs, from the cache or computed with the checkpoint in `model_dir`."""

    def __init__(self, model_dir: Path, cache_path: Path, *, max_len: int, dims: int, threads: int | None = None):
        self.model_dir, self.cache_path = Path(model_dir), Path(cache_path)
        self.max_len, self.dims, self.threads = max_len, dims, threads
        self._embedder = None
        self._fingerprint = None
        self.computed = 0

    def embedder(self):
        if self._embedder is None:
            from ..runtime.reference import ReferenceEmbedder

            self._embedder = ReferenceEmbedder(self.model_dir, threads=self.threads, max_len=self.max_len)
        return self._embedder

    def vectors(self, keys: list[str], texts: list[str], prompt: str | list[str], *,
                progress: bool = False) -> np.ndarray:
        """fp32 vectors of `texts` with `prompt`, or one prompt per text (e.g. each chunk's titled prompt)."""
        from tqdm import tqdm

        prompts = [prompt] * len(keys) if isinstance(prompt, str) else list(prompt)
        if self._fingerprint is None:  # the checkpoint's SHA-256: 1.2 GB read once, not per call
            self._fingerprint = artifact_fingerprint("reference", self.model_dir)
        with VectorCache(self.cache_path, artifact_sha256=self._fingerprint, dims=self.dims) as cache:
            found, missing = look_up(cache, keys, prompts, self._key)
            batches = prompt_batches(missing, prompts, BATCH)
            for batch in tqdm(batches, disable=not progress or not batches, desc="fp32 reference", unit="batch"):
                one = prompts[batch[0]]
                result = self.embedder().embed([texts[i] for i in batch], "document", prompt=one)
                vectors = to_dims(result.vectors, self.dims)
                cache.put_many([keys[i] for i in batch], vectors, self._key(one))
                found.update(zip(batch, vectors))
                self.computed += len(batch)
        return np.vstack([found[i] for i in range(len(keys))]) if keys else np.zeros((0, self.dims), np.float32)

    def of_texts(self, texts: list[str], prompt: str | list[str], *, progress: bool = False) -> np.ndarray:
        """`vectors` keyed by each text (hashing.text_key), as the bundle's own vector cache is."""
        from ..hashing import text_key

        return self.vectors([text_key(t) for t in texts], texts, prompt, progress=progress)

    def _key(self, prompt: str) -> str:
        """The cache's prompt key: the prompt and the truncation length (a vector depends on both)."""
        return f"{prompt}|max_len={self.max_len}"

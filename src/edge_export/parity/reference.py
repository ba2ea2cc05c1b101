"""fp32 reference vectors for a bundle's texts, cached like the bundle's own (embed/cache.py).

The reference runs on exactly the ids the phone runs: the bundle's tokenizer, truncated at the
artifact's longest signature, so a difference is the artifact's and never a different input. The cache
key therefore carries that length beside the prompt.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np

from ..embed.cache import VectorCache
from ..embed.chunk_vectors import artifact_fingerprint, group_by
from ..runtime.reference import to_dims

BATCH = 16


def text_key(text: str) -> str:
    return "text:" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


class ReferenceVectors:
    """fp32 vectors of (key, text) pairs, from the cache or computed with the checkpoint in `model_dir`."""

    def __init__(self, model_dir: Path, cache_path: Path, *, max_len: int, dims: int, threads: int | None = None):
        self.model_dir, self.cache_path = Path(model_dir), Path(cache_path)
        self.max_len, self.dims, self.threads = max_len, dims, threads
        self._embedder = None
        self.computed = 0

    def embedder(self):
        if self._embedder is None:
            from ..runtime.reference import ReferenceEmbedder

            self._embedder = ReferenceEmbedder(self.model_dir, threads=self.threads, max_len=self.max_len)
        return self._embedder

    def vectors(self, keys: list[str], texts: list[str], prompt: str | list[str], *,
                progress: bool = False) -> np.ndarray:
        """fp32 vectors of `texts` with `prompt`, or one prompt per text (e.g. each chunk's titled prompt)."""
        prompts = [prompt] * len(keys) if isinstance(prompt, str) else list(prompt)
        out = np.zeros((len(keys), self.dims), np.float32)
        for one, members in group_by(prompts).items():
            out[members] = self._vectors([keys[i] for i in members], [texts[i] for i in members], one, progress)
        return out

    def _vectors(self, keys: list[str], texts: list[str], prompt: str, progress: bool) -> np.ndarray:
        from tqdm import tqdm

        with VectorCache(self.cache_path, artifact_sha256=artifact_fingerprint("reference", self.model_dir),
                         prompt=f"{prompt}|max_len={self.max_len}", dims=self.dims) as cache:
            found = cache.get_many(keys)
            missing = [i for i, key in enumerate(keys) if key not in found]
            for start in tqdm(range(0, len(missing), BATCH), disable=not progress or not missing,
                              desc="fp32 reference", unit="batch"):
                batch = missing[start : start + BATCH]
                result = self.embedder().embed([texts[i] for i in batch], "document", prompt=prompt)
                vectors = to_dims(result.vectors, self.dims)
                cache.put_many([keys[i] for i in batch], vectors)
                found.update({keys[i]: v for i, v in zip(batch, vectors)})
                self.computed += len(batch)
        return np.vstack([found[k] for k in keys]) if keys else np.zeros((0, self.dims), np.float32)

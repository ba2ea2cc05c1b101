"""The fp32 reference: the sentence-transformers EmbeddingGemma, run on the phone's token ids."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from ..errors import ArtifactError
from ..model.spec import REFERENCE_MAX_LEN
from ..tokenizer import Tokenizer
from .base import Embedder


def load_sentence_transformer(model_dir, threads: int | None = None):
    from .library_logs import quiet_libraries

    quiet_libraries()  # before the imports: torchao and torch speak as they load
    import torch
    from sentence_transformers import SentenceTransformer

    model_dir = Path(model_dir)
    if not (model_dir / "modules.json").is_file():
        raise ArtifactError(model_dir, "not a sentence-transformers checkpoint folder (no modules.json)")
    if threads:
        torch.set_num_threads(threads)
    return SentenceTransformer(str(model_dir), device="cpu").eval()


class ReferenceEmbedder(Embedder):
    """Runs the whole sentence-transformers pipeline (encoder, pooling, dense, normalise) in fp32.

    It takes the same ids as every other back-end; that those ids are exactly what the checkpoint's
    own tokenizer produces is checked by the tokenizer parity test.
    """

    backend = "reference"
    dynamic = True

    def __init__(self, model_dir, *, threads: int | None = None, max_len: int = REFERENCE_MAX_LEN):
        self.model = load_sentence_transformer(model_dir, threads)
        super().__init__(Tokenizer(Path(model_dir) / "tokenizer.model"), [max_len], source=model_dir)

    def _run(self, ids: np.ndarray) -> np.ndarray:
        import torch

        features = {"input_ids": torch.from_numpy(ids.astype(np.int64)),
                    "attention_mask": torch.from_numpy((ids != 0).astype(np.int64))}
        with torch.inference_mode():
            return self.model(features)["sentence_embedding"].numpy()


MATRYOSHKA_DIMS = (768, 512, 256, 128)


def truncate_dim(vectors: np.ndarray, dim: int) -> np.ndarray:
    """Matryoshka truncation: keep the first `dim` components and re-normalise."""
    if dim not in MATRYOSHKA_DIMS:
        raise ValueError(f"EmbeddingGemma is trained for Matryoshka dims {MATRYOSHKA_DIMS}, not {dim}")
    cut = vectors[:, :dim]
    return cut / np.linalg.norm(cut, axis=1, keepdims=True)


def to_dims(vectors: np.ndarray, dim: int) -> np.ndarray:
    """`vectors` at width `dim`: unchanged when they have it, else Matryoshka-truncated (truncate_dim)."""
    return vectors if vectors.shape[1] == dim else truncate_dim(vectors, dim)

"""The Embedder interface: texts → L2-normalised vectors, tokenised exactly as on the phone.

Every back-end shares this front half: the prompt ("query" or "document"), the SentencePiece ids
[BOS] + prompt + text + [EOS], truncation to the longest sequence length on offer (EOS kept, counted),
and the choice of the shortest signature that fits (a short query runs several times faster than one
padded to 256). Back-ends only implement `_run(ids [B, S] int32, padded with 0) → [B, dim] float32`.

Empty text: an empty or whitespace-only string raises EmptyTextError (it has nothing to retrieve by;
the phone-side code is expected to reject it too rather than embed the bare prompt).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass

import numpy as np

from ..embedding.prompts import prompt_for
from ..errors import EmbedDimMismatch, EmptyTextError
from ..model.spec import EXPECTED_DIM
from ..tokenizer import Tokenizer


@dataclass
class EmbedResult:
    vectors: np.ndarray  # [N, dim] float32, L2-normalised
    truncated: int  # how many texts were cut to fit the longest sequence length


def pad_ids(rows, seq_len: int) -> np.ndarray:
    """Token id lists → int32 [len(rows), seq_len], each cut at seq_len and right-padded with 0 (pad id),
    the input every signature and back-end takes."""
    ids = np.zeros((len(rows), seq_len), dtype=np.int32)
    for row, tokens in enumerate(rows):
        tokens = list(tokens)[:seq_len]
        ids[row, : len(tokens)] = tokens
    return ids


class Embedder(ABC):
    backend: str = ""
    # A dynamic back-end (torch, onnxruntime) runs each batch at its longest text's length; a fixed one
    # (LiteRT signatures) at the shortest signature that fits.
    dynamic: bool = False

    def __init__(self, tokenizer: Tokenizer, seq_lens: list[int], *, source, expected_dim: int = EXPECTED_DIM):
        self.tokenizer = tokenizer
        self.seq_lens = sorted(seq_lens)  # the fixed lengths on offer; a dynamic back-end offers its maximum
        self.source = source
        self.expected_dim = expected_dim

    @property
    def max_len(self) -> int:
        return self.seq_lens[-1]

    def fitting_length(self, n_tokens: int) -> int:
        """The length a text of `n_tokens` runs at: its own (dynamic), else the shortest signature that holds it."""
        if self.dynamic:
            return min(n_tokens, self.max_len)
        return next((s for s in self.seq_lens if s >= n_tokens), self.max_len)

    def _batches(self, inputs, batch_size: int):
        """(indices, length) batches; texts are grouped by the length they run at, so short ones stay short."""
        order = sorted(range(len(inputs)), key=lambda i: len(inputs[i].ids))
        groups: dict[int, list[int]] = {}
        for i in order:
            key = 0 if self.dynamic else self.fitting_length(len(inputs[i].ids))
            groups.setdefault(key, []).append(i)
        for key, indices in sorted(groups.items()):
            for start in range(0, len(indices), batch_size):
                chunk = indices[start : start + batch_size]
                yield chunk, key or max(len(inputs[i].ids) for i in chunk)

    def model_inputs(self, texts: list[str], kind: str, prompt: str | None = None):
        """Token ids per text with the prompt of `kind` ("query", "document"), or `prompt` when given."""
        prompt = prompt_for(kind) if prompt is None else prompt
        inputs = []
        for i, text in enumerate(texts):
            if not text or not text.strip():
                raise EmptyTextError(f"text #{i} is empty: nothing to embed")
            inputs.append(self.tokenizer.model_input(text, prompt, self.max_len))
        return inputs

    def embed(self, texts: list[str], kind: str = "document", *, prompt: str | None = None, batch_size: int = 8,
              progress: bool = False) -> EmbedResult:
        from tqdm import tqdm

        inputs = self.model_inputs(list(texts), kind, prompt)
        out = np.zeros((len(inputs), self.expected_dim), dtype=np.float32)
        with tqdm(total=len(inputs), disable=not progress, unit="text", desc=f"embed ({self.backend})") as bar:
            for chunk, seq_len in self._batches(inputs, batch_size):
                out[chunk] = self.run_ids(pad_ids([inputs[i].ids for i in chunk], seq_len))
                bar.update(len(chunk))
        return EmbedResult(out, sum(inp.truncated for inp in inputs))

    def run_ids(self, ids: np.ndarray) -> np.ndarray:
        """Vectors for ready-made ids [B, S] int32 (0-padded), dimension-checked: for validation and
        benchmarks that must feed two back-ends exactly the same ids."""
        return self._checked(self._run(ids))

    def _checked(self, vectors: np.ndarray) -> np.ndarray:
        if vectors.ndim != 2 or vectors.shape[1] != self.expected_dim:
            raise EmbedDimMismatch(self.source, self.expected_dim, vectors.shape[1:] if vectors.ndim != 2 else vectors.shape[1])
        return vectors.astype(np.float32, copy=False)

    @abstractmethod
    def _run(self, ids: np.ndarray) -> np.ndarray:
        """ids [B, S] int32 (0-padded) → [B, dim] float32."""

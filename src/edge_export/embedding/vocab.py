"""Restricting the embedding table to the tokens a corpus and its language need.

The table is 201 M of EmbeddingGemma's 308 M parameters, and most of its 262,144 rows are tokens of
scripts a French (or English) corpus never meets. A subset keeps: every special and byte-fallback
piece, every token the corpus and the prompts produce, then Latin-script pieces in merge order (BPE
ids are sorted by frequency) until the budget is reached. The phone still tokenises with the stock
`tokenizer.model`; the graph remaps each original id to its row in the smaller table (an int32 lookup
of 1 MB), and an id outside the subset reads the fallback row (`<unk>`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .prompts import PROMPTS

# Code-point ranges a Latin-script corpus uses: ASCII, Latin-1, Latin Extended A/B and Additional,
# general punctuation, currency, letterlike symbols, arrows, maths, and the private-use Symbol/Wingdings
# bullets real PDFs carry.
_LATIN_RANGES = ((0x0000, 0x024F), (0x1E00, 0x1EFF), (0x2000, 0x22FF), (0xF000, 0xF0FF))


def _is_latin(piece: str) -> bool:
    return all(any(lo <= ord(ch) <= hi for lo, hi in _LATIN_RANGES) for ch in piece.replace("\u2581", " "))


@dataclass(frozen=True)
class VocabSubset:
    keep: np.ndarray  # original ids kept, ascending: row r of the new table is original id keep[r]
    remap: np.ndarray  # int32 [vocab]: original id → row; ids not kept → the fallback's row
    fallback_id: int

    @property
    def size(self) -> int:
        return int(self.keep.size)

    def covers(self, ids) -> bool:
        return bool(np.isin(np.asarray(ids), self.keep).all())


def select_vocab(tokenizer_model: Path, budget: int, corpus_texts=()) -> VocabSubset:
    import sentencepiece as spm

    sp = spm.SentencePieceProcessor(model_file=str(tokenizer_model))
    vocab = sp.get_piece_size()
    kept = {i for i in range(vocab) if sp.is_control(i) or sp.is_unknown(i) or sp.is_byte(i)}
    for text in corpus_texts:
        for prompt in PROMPTS.values():  # tokens at the prompt/text boundary depend on the prompt
            kept.update(sp.encode(prompt + text))
    if len(kept) > budget:
        raise ValueError(f"the corpus alone needs {len(kept)} tokens, more than the budget of {budget}")
    for i in range(vocab):
        if len(kept) >= budget:
            break
        if i not in kept and _is_latin(sp.id_to_piece(i)):
            kept.add(i)
    keep = np.array(sorted(kept), dtype=np.int64)
    fallback = sp.unk_id()
    remap = np.full(vocab, int(np.searchsorted(keep, fallback)), dtype=np.int32)
    remap[keep] = np.arange(keep.size, dtype=np.int32)
    return VocabSubset(keep, remap, fallback)


def with_nearest_fallback(subset: VocabSubset, table, block: int = 4096) -> VocabSubset:
    """Send each dropped id to the kept token whose embedding row is closest (cosine), not to `<unk>`.

    A query word the corpus never uses ("Quelles", "Pourquoi") then reads a close kept token
    ("Quelle", "pourquoi") instead of the unknown-token row. `table` is the full [vocab, dim] embedding
    matrix (torch tensor); the search runs in blocks to bound memory.
    """
    import torch

    table = torch.nn.functional.normalize(table.float(), dim=1)
    kept = table[torch.from_numpy(subset.keep)]
    dropped = np.setdiff1d(np.arange(subset.remap.size), subset.keep)  # ids the tokenizer can produce
    remap = subset.remap.copy()
    with torch.inference_mode():
        for start in range(0, dropped.size, block):
            ids = torch.from_numpy(dropped[start : start + block])
            remap[ids.numpy()] = (table[ids] @ kept.T).argmax(dim=1).numpy().astype(np.int32)
    return VocabSubset(subset.keep, remap, subset.fallback_id)


def restrict_module_vocab(module, subset: VocabSubset):
    """Shrink `module`'s embedding table to the subset and install the in-graph id remap (in place)."""
    import torch

    embed = module.encoder.embed_tokens
    embed.weight = torch.nn.Parameter(embed.weight.data[torch.from_numpy(subset.keep)].clone(), requires_grad=False)
    embed.num_embeddings = subset.size
    module.id_remap = torch.from_numpy(subset.remap.copy())
    return module

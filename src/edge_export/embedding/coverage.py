"""How much of a corpus a languages' table serves (embedding.vocab): the chunk texts' tokens outside it.

A token outside the table is re-split into kept pieces by the model's tokenizer (embedding.table_tokenizer), or,
a single character, reads its nearest kept row; one outside the first tier reads a lower-precision row: each
moves the corpus's vectors away from the full model's. The languages' table is the same file for every
corpus in its languages, so each corpus is measured against it at build time and the manifest says how it
fared (`corpus.token_coverage`); above WARN_ABOVE the build says what to do.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import numpy as np

# The FR corpus has 0.04 % of its tokens outside the fr,en table, the English Debian manuals 0.15 % (mostly
# file names: "sbin", "deps", "passwd"; BENCHMARKS.md "Bundles that live"); a corpus past 1 % is in another
# language or full of what the languages' words do not hold (code, formulas, another script), and the vectors
# of the passages that hold those tokens drift from the full model's.
WARN_ABOVE = 0.01
MOST_FREQUENT = 20


def token_coverage(tokenizer_path: Path, model_tokenizer_path: Path, texts: list[str], prompts: list[str],
                   vocab: dict) -> dict | None:
    """The coverage of `texts` (embedded with `prompts`, one each) under the table an artifact's metadata
    `vocab` (its extra.vocab) describes, counted in the stock tokenizer's (`tokenizer_path`) tokens, and how the
    model's tokenizer (`model_tokenizer_path`) serves those outside; None for a table not cut for languages (a
    corpus's own, or every row)."""
    import sentencepiece as spm

    from .vocab import select_vocab

    if vocab.get("scope") != "languages":
        return None
    subset = select_vocab(tokenizer_path, vocab["budget"], (), tuple(vocab["languages"]), tiered="tiers" in vocab,
                          grown=tuple((vocab.get("grown") or {}).get("ids", ())))
    sp = spm.SentencePieceProcessor(model_file=str(tokenizer_path))
    model_sp = spm.SentencePieceProcessor(model_file=str(model_tokenizer_path))
    counts = Counter(i for prompt, text in zip(prompts, texts) for i in sp.encode(prompt + text))
    ids = np.fromiter(counts, dtype=np.int64, count=len(counts))
    uses = np.fromiter(counts.values(), dtype=np.int64, count=len(counts))
    kept = np.isin(ids, subset.keep)
    resplit = np.array([model_sp.is_unused(int(i)) for i in ids], dtype=bool) & ~kept
    table = set(subset.keep.tolist())
    read = sum(i not in table for prompt, text in zip(prompts, texts) for i in model_sp.encode(prompt + text))
    total = int(uses.sum())
    outside = sorted(((sp.id_to_piece(int(i)), int(n)) for i, n in zip(ids[~kept], uses[~kept])),
                     key=lambda pair: (-pair[1], pair[0]))
    report = {"tokens": total, "outside_table": int(uses[~kept].sum()),
              "outside_share": round(float(uses[~kept].sum()) / max(total, 1), 5),
              "resplit": int(uses[resplit].sum()), "read_as_nearest": int(read)}
    if subset.tier_rows is not None:
        report["outside_first_tier"] = int(uses[~np.isin(ids, subset.keep[: subset.tier_rows])].sum())
    return {**report, "warn_above": WARN_ABOVE, "most_frequent_outside": [list(p) for p in outside[:MOST_FREQUENT]]}


def coverage_warning(name: str, coverage: dict, languages: list[str]) -> str | None:
    """What to tell the user when too much of the corpus is outside the table; None when it is not."""
    if coverage["outside_share"] <= coverage["warn_above"]:
        return None
    pieces = ", ".join(repr(piece) for piece, _ in coverage["most_frequent_outside"][:5])
    return (f"{name}: {coverage['outside_share']:.1%} of the corpus's tokens are outside the model's "
            f"{','.join(languages)} table (most frequent: {pieces}); add the corpus's languages to vocab_languages, "
            'or set vocab_scope = "corpus" for a model cut to this corpus (a new model at each corpus change)')

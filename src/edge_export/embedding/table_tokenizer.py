"""The tokenizer a restricted table ships with: the stock SentencePiece model, its pieces outside the table re-split.

A word whose piece the table dropped ("▁oure", "FLD") used to read the nearest kept row, a different word's
vector. SentencePiece's BPE has a rule for this: a piece of type UNUSED still takes part in the merges (so every
other piece comes out as before), but is returned as the two pieces it was merged from, recursively, until each is
a usable piece (sentencepiece bpe_model.cc, the `rev_merge` re-segmentation; the Java library's Tokenizer does the
same). Marking every dropped multi-character piece UNUSED therefore gives ids that are all in the table but for
single characters (a dropped character has nothing to split into and still reads its nearest kept row) and
user-defined symbols (matched whole before any merge: Gemma's whitespace runs), and identical to the stock ids
wherever the stock ids were all in the table. The phone and the bundle's embedder read this file; the fp32
reference keeps the stock one (BENCHMARKS.md "Pieces outside the table re-split by the tokenizer").
"""

from __future__ import annotations

import numpy as np

# What a manifest and an export's metadata say of a dropped id.
RESPLIT_RULE = ("pieces outside the table re-split into kept pieces (SentencePiece UNUSED); "
                "a dropped character reads the nearest kept row")


def resplit_tokenizer(stock: bytes, keep: np.ndarray) -> bytes:
    """The serialized SentencePiece model `stock` with every NORMAL piece of two or more characters whose id is not in
    `keep` marked UNUSED. Deterministic: the same bytes for the same inputs."""
    from sentencepiece import sentencepiece_model_pb2 as pb

    model = pb.ModelProto()
    model.ParseFromString(stock)
    if model.trainer_spec.model_type != pb.TrainerSpec.BPE:
        raise ValueError(f"a {pb.TrainerSpec.ModelType.Name(model.trainer_spec.model_type)} tokenizer: only a BPE "
                         "model re-splits the pieces it does not use")
    kept = np.zeros(len(model.pieces), dtype=bool)
    kept[np.asarray(keep, dtype=np.int64)] = True
    normal, unused = pb.ModelProto.SentencePiece.NORMAL, pb.ModelProto.SentencePiece.UNUSED
    for piece_id, piece in enumerate(model.pieces):
        if not kept[piece_id] and piece.type == normal and len(piece.piece) > 1:
            piece.type = unused
    return model.SerializeToString(deterministic=True)

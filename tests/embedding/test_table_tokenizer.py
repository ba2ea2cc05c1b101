"""The tokenizer a restricted table ships with: dropped pieces re-split into kept ones, every other id unchanged."""

from __future__ import annotations

import numpy as np
import pytest
import sentencepiece as spm

from edge_export.embedding.table_tokenizer import resplit_tokenizer

TEXTS = ["Article 4.1 : l'arbitre vérifie la pendule.", "Le joueur ayant le trait doit jouer.",
         "Zyxwvq ÆØÅ ∮∯∰ 囲碁 shōgi, zugzwang et antidopage (AFLD)", "   espaces\n\n\tet tabulations  "]


def _user_defined(data: bytes) -> set[int]:
    from sentencepiece import sentencepiece_model_pb2 as pb

    model = pb.ModelProto()
    model.ParseFromString(data)
    return {i for i, p in enumerate(model.pieces) if p.type == pb.ModelProto.SentencePiece.USER_DEFINED}


def _processor(data: bytes) -> spm.SentencePieceProcessor:
    sp = spm.SentencePieceProcessor()
    sp.LoadFromSerializedProto(data)
    return sp


@pytest.fixture(scope="module")
def stock_and_table(corpus_tokenizer_path, fr_table):
    stock, (keep, table) = corpus_tokenizer_path.read_bytes(), fr_table
    assert table.read_bytes() == resplit_tokenizer(stock, keep)
    return _processor(stock), _processor(table.read_bytes()), set(keep.tolist()), stock, keep, table.read_bytes()


def test_dropped_pieces_come_out_as_kept_pieces_spelling_the_same_text(stock_and_table):
    stock, table, kept, data, *_ = stock_and_table
    user_defined, resplit = _user_defined(data), 0
    for text in TEXTS:
        before, after = stock.encode(text), table.encode(text)
        assert table.decode(after) == stock.decode(before) == text
        # Every id the table's tokenizer gives is kept, but for a dropped single character (nothing to split into)
        # and a user-defined symbol (Gemma's whitespace runs: matched whole, never merged).
        assert all(i in kept or len(table.id_to_piece(i)) == 1 or i in user_defined for i in after), text
        if all(i in kept for i in before):
            assert after == before, "a text the table covers keeps its ids"
        else:
            resplit += 1
            assert len(after) > len(before)
    assert resplit >= 1, "the texts hold words outside a 700-row French table"


def test_only_dropped_multi_character_pieces_are_marked_unused(stock_and_table):
    stock, table, kept, data, *_ = stock_and_table
    user_defined = _user_defined(data)
    for i in range(stock.get_piece_size()):
        dropped = i not in kept and not (stock.is_control(i) or stock.is_unknown(i) or stock.is_byte(i)
                                         or stock.is_unused(i) or i in user_defined) and len(stock.id_to_piece(i)) > 1
        assert table.is_unused(i) == (dropped or stock.is_unused(i)), stock.id_to_piece(i)
        assert table.id_to_piece(i) == stock.id_to_piece(i)  # ids and pieces unchanged: the graph's remap holds


def test_the_file_is_deterministic_and_a_unigram_model_is_refused(stock_and_table, tmp_path):
    *_, stock, keep, table = stock_and_table
    assert resplit_tokenizer(stock, keep[::-1]) == table, "the same bytes whatever the order of the kept ids"
    trainer_input = ["le roi la dame la tour le fou le cavalier le pion"] * 50
    spm.SentencePieceTrainer.train(sentence_iterator=iter(trainer_input), model_prefix=str(tmp_path / "uni"),
                                   vocab_size=20, model_type="unigram", minloglevel=2)
    with pytest.raises(ValueError, match="UNIGRAM tokenizer: only a BPE model re-splits"):
        resplit_tokenizer((tmp_path / "uni.model").read_bytes(), np.arange(5))

"""A corpus measured against a languages' table: the tokens outside it, counted from the tokenizer's output, and how
the model's tokenizer serves them (re-split, or read as the nearest kept row)."""

from __future__ import annotations

from collections import Counter

import sentencepiece as spm

from edge_export.embedding.coverage import WARN_ABOVE, coverage_warning, token_coverage

TEXTS = ["Article 4.1 : l'arbitre vérifie la pendule.", "Le joueur ayant le trait doit jouer.",
         "Zyxwvq ÆØÅ ∮∯∰ 囲碁 shōgi"]
PROMPT = "title: none | text: "
LANGUAGES = {"scope": "languages", "budget": 700, "languages": ["fr"]}


def test_tokens_outside_a_languages_table_are_counted_and_named(corpus_tokenizer_path, fr_table):
    keep, table_tokenizer = fr_table
    coverage = token_coverage(corpus_tokenizer_path, table_tokenizer, TEXTS, [PROMPT] * len(TEXTS), LANGUAGES)
    sp = spm.SentencePieceProcessor(model_file=str(corpus_tokenizer_path))
    used = Counter(i for t in TEXTS for i in sp.encode(PROMPT + t))
    kept = set(keep.tolist())
    outside = {sp.id_to_piece(i): n for i, n in used.items() if i not in kept}
    assert coverage["tokens"] == sum(used.values())
    assert coverage["outside_table"] == sum(outside.values()) > 0, "the last text is not French"
    assert coverage["outside_share"] == round(sum(outside.values()) / sum(used.values()), 5)
    # The multi-character pieces are re-split; what the model's tokenizer still gives outside the table are single
    # characters ("囲", "∮"), each read as its nearest kept row.
    multi = sum(n for piece, n in outside.items() if len(piece) > 1)
    assert coverage["resplit"] == multi > 0
    table_sp = spm.SentencePieceProcessor(model_file=str(table_tokenizer))
    read = [table_sp.id_to_piece(i) for t in TEXTS for i in table_sp.encode(PROMPT + t) if i not in kept]
    assert coverage["read_as_nearest"] == len(read) > 0 and all(len(piece) == 1 for piece in read)
    assert dict(map(tuple, coverage["most_frequent_outside"])) == dict(sorted(outside.items(), key=lambda p: (-p[1], p[0]))[:20])
    assert "outside_first_tier" not in coverage  # one tier
    warning = coverage_warning("fr", coverage, ["fr"])
    assert coverage["outside_share"] > WARN_ABOVE and "vocab_scope = \"corpus\"" in warning and warning.startswith("fr: ")


def test_a_corpus_or_whole_table_has_nothing_to_measure(corpus_tokenizer_path):
    for vocab in ({"budget": 700, "languages": ["fr"]}, {}):
        assert token_coverage(corpus_tokenizer_path, corpus_tokenizer_path, TEXTS, [PROMPT] * 3, vocab) is None


def test_a_covered_corpus_is_not_warned_about(corpus_tokenizer_path):
    coverage = token_coverage(corpus_tokenizer_path, corpus_tokenizer_path, TEXTS, [PROMPT] * len(TEXTS),
                              {**LANGUAGES, "tiers": "..."})
    assert coverage_warning("fr", {**coverage, "outside_share": WARN_ABOVE}, ["fr"]) is None
    assert coverage["outside_first_tier"] >= coverage["outside_table"]
    # With the stock tokenizer as the model's, nothing is re-split and every outside token reads a neighbour's row.
    assert (coverage["resplit"], coverage["read_as_nearest"]) == (0, coverage["outside_table"]) != (0, 0)

"""A corpus measured against a languages' table: the tokens outside it, counted from the tokenizer's output."""

from __future__ import annotations

from collections import Counter

import sentencepiece as spm

from edge_export.embedding.coverage import WARN_ABOVE, coverage_warning, token_coverage
from edge_export.embedding.vocab import select_vocab

TEXTS = ["Article 4.1 : l'arbitre vérifie la pendule.", "Le joueur ayant le trait doit jouer.",
         "Zyxwvq ÆØÅ ∮∯∰ 囲碁 shōgi"]
PROMPT = "title: none | text: "
LANGUAGES = {"scope": "languages", "budget": 700, "languages": ["fr"]}


def test_tokens_outside_a_languages_table_are_counted_and_named(corpus_tokenizer_path):
    coverage = token_coverage(corpus_tokenizer_path, TEXTS, [PROMPT] * len(TEXTS), LANGUAGES)
    sp = spm.SentencePieceProcessor(model_file=str(corpus_tokenizer_path))
    used = Counter(i for t in TEXTS for i in sp.encode(PROMPT + t))
    kept = set(select_vocab(corpus_tokenizer_path, 700, (), ("fr",)).keep.tolist())
    outside = {sp.id_to_piece(i): n for i, n in used.items() if i not in kept}
    assert coverage["tokens"] == sum(used.values())
    assert coverage["outside_table"] == sum(outside.values()) > 0, "the last text is not French"
    assert coverage["outside_share"] == round(sum(outside.values()) / sum(used.values()), 5)
    assert dict(map(tuple, coverage["most_frequent_outside"])) == dict(sorted(outside.items(), key=lambda p: (-p[1], p[0]))[:20])
    assert "outside_first_tier" not in coverage  # one tier
    warning = coverage_warning("fr", coverage, ["fr"])
    assert coverage["outside_share"] > WARN_ABOVE and "vocab_scope = \"corpus\"" in warning and warning.startswith("fr: ")


def test_a_corpus_or_whole_table_has_nothing_to_measure(corpus_tokenizer_path):
    assert token_coverage(corpus_tokenizer_path, TEXTS, [PROMPT] * 3, {"budget": 700, "languages": ["fr"]}) is None
    assert token_coverage(corpus_tokenizer_path, TEXTS, [PROMPT] * 3, {}) is None


def test_a_covered_corpus_is_not_warned_about(corpus_tokenizer_path):
    coverage = token_coverage(corpus_tokenizer_path, TEXTS[:1], [PROMPT], {**LANGUAGES, "tiers": "..."})
    assert coverage_warning("fr", {**coverage, "outside_share": WARN_ABOVE}, ["fr"]) is None
    assert coverage["outside_first_tier"] >= coverage["outside_table"]

"""Vocabulary restriction: the smaller table gives the same vectors for covered text, a defined
fallback for the rest."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from edge_export.embedding.model_def import load_module
from edge_export.embedding.vocab import restrict_module_vocab, select_vocab
from edge_export.tokenizer import Tokenizer

CORPUS = ["Article 4.1 le toucher-jouer.", "La cadence Fischer est de 90 minutes."]


@pytest.fixture(scope="module")
def subset(tiny_model_dir):
    return select_vocab(tiny_model_dir / "tokenizer.model", budget=600, corpus_texts=CORPUS)


def test_subset_keeps_specials_bytes_and_corpus_tokens(subset, tiny_model_dir):
    tok = Tokenizer(tiny_model_dir / "tokenizer.model")
    assert subset.size == 600
    assert {0, 1, 2, 3} <= set(subset.keep.tolist())
    for text in CORPUS:
        assert subset.covers(tok.model_input(text).ids)
    assert subset.remap[subset.keep].tolist() == list(range(600))
    dropped = np.setdiff1d(np.arange(tok.vocab_size), subset.keep)
    assert dropped.size and (subset.remap[dropped] == subset.remap[subset.fallback_id]).all()


def test_restricted_module_matches_for_covered_text(subset, tiny_model_dir):
    tok = Tokenizer(tiny_model_dir / "tokenizer.model")
    full, small = load_module(tiny_model_dir), restrict_module_vocab(load_module(tiny_model_dir), subset)
    assert small.encoder.embed_tokens.weight.shape[0] == 600
    for text in CORPUS:
        ids = torch.tensor([tok.model_input(text).ids], dtype=torch.int32)
        with torch.inference_mode():
            torch.testing.assert_close(small(ids), full(ids), atol=1e-6, rtol=0)


@pytest.fixture(scope="module")
def tiered(tiny_model_dir):
    return select_vocab(tiny_model_dir / "tokenizer.model", budget=600, corpus_texts=CORPUS, tiered=True)


def test_two_tiers_put_the_corpus_tokens_first(subset, tiered, tiny_model_dir):
    import sentencepiece as spm

    from edge_export.embedding.vocab import rank_tokens

    sp = spm.SentencePieceProcessor(model_file=str(tiny_model_dir / "tokenizer.model"))
    corpus = rank_tokens(sp, CORPUS).first_tier
    assert set(tiered.keep.tolist()) == set(subset.keep.tolist()), "the same rows, laid out in two tiers"
    first, second = tiered.keep[: tiered.tier_rows], tiered.keep[tiered.tier_rows :]
    assert set(first.tolist()) == corpus & set(subset.keep.tolist()) and second.size > 0
    assert (np.diff(first) > 0).all() and (np.diff(second) > 0).all()
    assert tiered.remap[tiered.keep].tolist() == list(range(600))
    assert subset.tier_rows is None


def test_two_tier_module_reads_each_row_from_its_tier(subset, tiered, tiny_model_dir):
    """Ids from both tiers, and a dropped one (the fallback row, in the first), give exactly the vectors
    of the one-table module: the split changes the layout, not the numbers."""
    one = restrict_module_vocab(load_module(tiny_model_dir), subset)
    two = restrict_module_vocab(load_module(tiny_model_dir), tiered)
    assert two.encoder.embed_tokens.weight.shape[0] == tiered.tier_rows
    assert two.embed_tokens_tail.weight.shape[0] == 600 - tiered.tier_rows
    dropped = int(np.setdiff1d(np.arange(tiered.remap.size), tiered.keep)[0])
    ids = torch.tensor([[2, int(tiered.keep[5]), int(tiered.keep[-1]), int(tiered.keep[tiered.tier_rows]),
                         dropped, 1, 0, 0]], dtype=torch.int32)
    with torch.inference_mode():
        torch.testing.assert_close(two.embed_rows(two.id_remap[ids]), one.encoder.embed_tokens(one.id_remap[ids]),
                                   atol=0, rtol=0)
        torch.testing.assert_close(two(ids), one(ids), atol=1e-6, rtol=0)


def test_budget_below_what_the_corpus_needs_is_refused(tiny_model_dir):
    with pytest.raises(ValueError, match="budget"):
        select_vocab(tiny_model_dir / "tokenizer.model", budget=50, corpus_texts=CORPUS * 10)


def test_nearest_fallback_maps_a_dropped_token_to_its_closest_kept_row(subset, tiny_model_dir):
    from edge_export.embedding.vocab import with_nearest_fallback

    table = load_module(tiny_model_dir).encoder.embed_tokens.weight.detach().clone()
    dropped = int(np.setdiff1d(np.arange(subset.remap.size), subset.keep)[0])
    closest = int(subset.keep[1])
    table[dropped] = table[closest] * 2.0  # same direction: cosine 1 with that kept row
    nearest = with_nearest_fallback(subset, table)
    assert nearest.remap[dropped] == subset.remap[closest]
    assert (nearest.remap[subset.keep] == subset.remap[subset.keep]).all(), "kept ids keep their rows"


def test_typed_spellings_then_language_words_come_before_the_latin_fill(corpus_tokenizer_path):
    import sentencepiece as spm

    from edge_export.embedding.vocab import rank_tokens

    sp = spm.SentencePieceProcessor(model_file=str(corpus_tokenizer_path))
    ranked = rank_tokens(sp, ["Après la ronde, l'arbitre vérifie la pendule."], ("fr", "en"))
    blocks = [set(ranked.required), set(ranked.as_typed), set(ranked.spoken), set(ranked.latin)]
    assert sum(map(len, blocks)) == len(set().union(*blocks)), "the blocks do not overlap"
    ids = lambda *words: {i for w in words for i in sp.encode(w)}  # noqa: E731
    assert ids(" apres", " APRÈS", " Arbitres", " verifie") <= blocks[0] | blocks[1]
    assert ids(" Pourquoi", " Combien", " why", "'stalemate") <= blocks[0] | blocks[1] | blocks[2]
    spoken_rank = {i: n for n, i in enumerate(ranked.spoken)}
    assert all(spoken_rank[i] < spoken_rank[j] for i in ids(" pour") - blocks[1] - blocks[0]
               for j in ids(" stalemate") - blocks[1] - blocks[0]), "frequent words first"


def test_word_variants_cover_case_accents_and_inflection():
    from edge_export.embedding.vocab import word_variants

    assert {"Après", "après", "APRÈS", "apres", "Apres", "APRES", "aprese", "apress"} <= word_variants("Après")


def test_unknown_query_language_is_refused_with_the_known_ones():
    from edge_export.embedding.vocab import language_words

    words = language_words(("fr", "en"), n=50)
    assert words[:2] == ["de", "the"] and "pourquoi" in language_words(("fr",), n=2000)
    with pytest.raises(ValueError, match=r"'xx'.*known: .*en.*fr"):
        language_words(("fr", "xx"))


def test_a_languages_table_ranks_symbols_then_words_as_typed_and_printed(corpus_tokenizer_path, monkeypatch):
    import sentencepiece as spm

    from edge_export.embedding import vocab

    sp = spm.SentencePieceProcessor(model_file=str(corpus_tokenizer_path))
    ranked = vocab.rank_tokens(sp, (), ("fr", "en"))
    pieces = lambda block: [sp.id_to_piece(i) for i in block]  # noqa: E731
    assert pieces(ranked.as_typed) and not any(ch.isalpha() for p in pieces(ranked.as_typed) for ch in p)
    ids = lambda *forms: {i for f in forms for i in sp.encode(f)}  # noqa: E731
    words = set(ranked.required) | set(ranked.as_typed) | set(ranked.spoken)
    # A line starts glued and Capitalised ("Les" after a line break), a query may drop accents or shout.
    assert ids(" arbitre", "Les", " apres", " POUR", ",", "’", "\n") <= words
    # No corpus decides anything: the same ranking whatever texts exist, and the first tier its first rows.
    assert vocab.rank_tokens(sp, (), ("fr", "en")) == ranked
    monkeypatch.setattr(vocab, "LANGUAGE_TIER_ROWS", 2500)
    small = vocab.rank_tokens(sp, (), ("fr", "en"))
    # The first tier: the specials and prompts, the short symbols, then words as running text writes them.
    ranked_ids = set(small.required) | set(small.as_typed) | set(small.spoken) | set(small.latin)
    assert len(small.first_tier) == min(2500, len(ranked_ids)) and small.first_tier >= set(small.required)
    assert small.first_tier <= set(small.required) | set(small.as_typed) | set(small.spoken)
    assert ids(" de", " la", " the") <= small.first_tier
    with pytest.raises(ValueError, match="at least one language"):
        vocab.rank_tokens(sp, (), ())


def test_the_lists_continue_before_the_scripts_pieces_letterless_first(corpus_tokenizer_path, monkeypatch):
    """Past the lists' words a table takes the lists' next words (rows it never grows for), then the letterless
    runs, then the scripts' lettered pieces: a budget that ends among the next words holds no script piece."""
    import sentencepiece as spm

    from edge_export.embedding import vocab

    monkeypatch.setattr(vocab, "LANGUAGE_WORDS", 2000)
    monkeypatch.setattr(vocab, "FURTHER_LANGUAGE_WORDS", 3000)
    sp = spm.SentencePieceProcessor(model_file=str(corpus_tokenizer_path))
    ranked = vocab.rank_tokens(sp, (), ("fr",))
    next_word = vocab.language_words(("fr",), 3000)[2500]
    assert ranked.further and set(sp.encode(" " + next_word)) <= (set(ranked.spoken) | set(ranked.further)
                                                                  | set(ranked.as_typed) | ranked.required)
    assert not set(ranked.further) & (set(ranked.spoken) | set(ranked.latin))
    assert ranked.optional.index(ranked.further[0]) < ranked.optional.index(ranked.latin[0])
    lettered = [any(ch.isalpha() for ch in sp.id_to_piece(i)) for i in ranked.latin]
    assert lettered == sorted(lettered), "every letterless piece before the first lettered one"
    rows = len(ranked.required) + len(ranked.as_typed) + len(ranked.spoken) + len(ranked.further)
    kept = set(vocab.select_vocab(corpus_tokenizer_path, rows, (), ("fr",)).keep.tolist())
    assert set(ranked.further) <= kept and not kept & set(ranked.latin)


def test_a_languages_subset_in_two_tiers(corpus_tokenizer_path, monkeypatch):
    from edge_export.embedding import vocab

    monkeypatch.setattr(vocab, "LANGUAGE_TIER_ROWS", 300)
    subset = vocab.select_vocab(corpus_tokenizer_path, 900, (), ("fr",), tiered=True)
    assert subset.size == 900 and subset.tier_rows == 300
    assert (np.diff(subset.keep[:300]) > 0).all() and (np.diff(subset.keep[300:]) > 0).all()


# Sentences in three scripts for a tokenizer of every one (written for these tests).
MIXED_SCRIPTS = [
    "Le joueur qui touche une pièce doit la jouer si le coup est légal.",
    "Игрок, который коснулся фигуры, должен сделать ею ход, если это возможно.",
    "Судья записывает время и результат партии в протокол турнира.",
    "棋手触摸棋子后必须走这个棋子，除非这步棋不合规则。",
    "裁判记录比赛的时间和结果，并在比赛结束后签字。",
    "Les appariements du tournoi suisse sont publiés avant chaque ronde.",
] * 20


@pytest.fixture(scope="module")
def mixed_tokenizer_path(tmp_path_factory):
    from edge_export.embedding.tiny import train_sentencepiece

    return train_sentencepiece(MIXED_SCRIPTS, tmp_path_factory.mktemp("mixed") / "mixed.model", vocab_size=700)


def _pieces(tokenizer_path, ids):
    import sentencepiece as spm

    sp = spm.SentencePieceProcessor(model_file=str(tokenizer_path))
    return [sp.id_to_piece(int(i)) for i in ids]


def test_a_languages_table_fills_with_the_pieces_of_its_scripts(mixed_tokenizer_path):
    """After the words, a table takes the pieces of its languages' scripts (Latin always), not Latin alone: a
    Serbian table (no word list: its script alone serves it) holds Cyrillic pieces and no Han one, a Chinese
    table's filler no Cyrillic one."""
    import sentencepiece as spm

    from edge_export.chunk.scripts import letter_scripts
    from edge_export.embedding.vocab import rank_tokens

    sp = spm.SentencePieceProcessor(model_file=str(mixed_tokenizer_path))

    def filler_scripts(languages):
        return {s for i in rank_tokens(sp, (), languages).latin for s in letter_scripts(sp.id_to_piece(i))}

    assert filler_scripts(("sr",)) == {"Latin", "Cyrillic"}
    assert "Cyrillic" not in filler_scripts(("zh",)) and filler_scripts(("fr",)) == {"Latin"}


def test_a_word_of_a_script_without_spaces_runs_glued_in_the_first_tier():
    from edge_export.embedding.vocab import _running_forms

    assert _running_forms("棋子") == ("棋子",)
    assert _running_forms("arbitre") == (" arbitre", " Arbitre")


def test_a_known_language_without_a_word_list_is_served_by_its_script(mixed_tokenizer_path):
    """Thai has no wordfreq list: its words are not ranked, the table is not refused (its script fills it)."""
    from edge_export.embedding.vocab import language_words, listed_languages

    assert "th" not in listed_languages() and "el" in listed_languages()  # el: wordfreq's small list
    assert language_words(("th", "fr"), n=5) == language_words(("fr",), n=5)


def test_the_table_grows_by_the_corpus_tokens_it_lacks_in_its_first_tier(mixed_tokenizer_path):
    """A corpus whose words the languages' table lacks (Russian text under a French table) grows it by exactly
    those tokens, as embedded and as typed, in the first tier; the French text alone grows fewer."""
    import sentencepiece as spm

    from edge_export.embedding.vocab import embedded_ids, grown_tokens, select_vocab

    sp = spm.SentencePieceProcessor(model_file=str(mixed_tokenizer_path))
    french, russian = MIXED_SCRIPTS[0], MIXED_SCRIPTS[1]
    plain = select_vocab(mixed_tokenizer_path, 400, (), ("fr",), tiered=True)
    grown = grown_tokens(mixed_tokenizer_path, 400, ("fr",), [french, russian])
    assert grown and set(grown).isdisjoint(plain.keep.tolist())
    assert embedded_ids(sp, [russian]) - set(plain.keep.tolist()) <= set(grown)
    assert set(sp.encode(" Игрок")) <= set(plain.keep.tolist()) | set(grown), "the word as a question types it"
    table = select_vocab(mixed_tokenizer_path, 400, (), ("fr",), tiered=True, grown=grown)
    assert table.size == 400 + len(grown) and set(grown) <= set(table.keep[: table.tier_rows].tolist())
    assert table.tier_rows == plain.tier_rows + len(grown)
    assert set(grown_tokens(mixed_tokenizer_path, 400, ("fr",), [french])) < set(grown)
    assert grown_tokens(mixed_tokenizer_path, 400, ("fr",), []) == ()


def test_a_word_list_without_marks_keeps_the_words_as_written_with_them(tmp_path):
    """wordfreq drops combining marks from Persian (Arabic, Hebrew...) words: "تقریبا" is listed, texts write
    "تقریباً" (with its tanween). The table takes each listed word's marked pieces right after it, in Persian
    only: a French table is the same as before."""
    import sentencepiece as spm

    from edge_export.embedding.tiny import train_sentencepiece
    from edge_export.embedding.vocab import _marked_variants, rank_tokens

    texts = ["این تقریباً درست است و آن تقریبا کامل است.", "Le joueur touche une pièce."] * 40
    sp = spm.SentencePieceProcessor(model_file=str(train_sentencepiece(texts, tmp_path / "fa.model", vocab_size=370)))
    bare, marked = sp.piece_to_id("▁تقریبا"), sp.piece_to_id("▁تقریباً")
    assert sp.unk_id() not in (bare, marked), "both spellings are pieces of this tokenizer"
    assert _marked_variants(sp, ("fa", "en"))[bare] == [marked] and _marked_variants(sp, ("fr", "en")) == {}
    spoken = list(rank_tokens(sp, (), ("fa",)).spoken)
    assert spoken.index(marked) == spoken.index(bare) + 1
    assert marked not in rank_tokens(sp, (), ("fr",)).spoken


def test_case_folded_list_words_are_taken_as_written(tmp_path):
    """wordfreq case-folds its lists: German "heißt" is listed "heisst", Greek "της" "τησ". The table takes German's
    ß spelling after the folded one where the vocabulary holds it whole (" heißt"; not " müßen"), and a Greek word's
    last σ as ς; a French table is the same as before, and a lone σ (a symbol) stays."""
    import sentencepiece as spm

    from edge_export.embedding.tiny import train_sentencepiece
    from edge_export.embedding.vocab import _written_words

    texts = ["Wie heißt die Straße? Sie müssen es wissen, heisst es.", "Η αρχή της σελίδας τους, σ = 2."] * 40
    sp = spm.SentencePieceProcessor(model_file=str(train_sentencepiece(texts, tmp_path / "de.model", vocab_size=340)))
    assert len(sp.encode(" heißt")) == 1 and len(sp.encode(" müßen")) > 1, "the tokenizer this test needs"
    assert _written_words(sp, ["heisst", "müssen", "τησ", "σ"], ("de",)) == ["heisst", "heißt", "müssen", "της", "σ"]
    assert _written_words(sp, ["heisst", "müssen"], ("fr",)) == ["heisst", "müssen"]
    assert _written_words(sp, ["strasse"], ("de",)) == ["strasse", "straße"], "whole as a sentence starts it"


def test_a_turkish_word_is_capitalised_with_its_dotted_capital_i(tmp_path):
    """wordfreq's Turkish list is lower case ("için", "istanbul"); Turkish capitalises i as İ ("İstanbul"), which
    str.capitalize writes "Istanbul". A Turkish table takes both; a French one is unchanged."""
    import sentencepiece as spm

    from edge_export.embedding.tiny import train_sentencepiece
    from edge_export.embedding.vocab import _language_forms, _running_forms, rank_tokens

    assert {" İçin", " İÇİN", " Için"} <= set(_language_forms("için", dotted_i=True))
    assert " İçin" not in _language_forms("için") and _language_forms("ılık", dotted_i=True) == _language_forms("ılık")
    assert _running_forms("istanbul", dotted_i=True) == (" istanbul", " Istanbul", " İstanbul")
    texts = ["İstanbul büyük bir şehir. İstanbul'da yaşıyorum.", "Le joueur touche une pièce."] * 40
    sp = spm.SentencePieceProcessor(model_file=str(train_sentencepiece(texts, tmp_path / "tr.model", vocab_size=340)))
    dotted = sp.piece_to_id("▁İstanbul")
    assert dotted != sp.unk_id(), "the tokenizer this test needs"
    assert dotted in rank_tokens(sp, (), ("tr",)).spoken and dotted not in rank_tokens(sp, (), ("fr",)).spoken


def test_the_scripts_of_a_table_take_turns_after_its_words():
    """The pieces after the word lists go by merge order, each script in turn: ids follow the tokenizer's mostly
    Latin training text, and a Korean table filled in id order held 840 Hangul pieces fewer (its word list is cut
    into morphemes, so a question ending such as "나요" comes from here). A Latin-only table keeps id order."""
    from edge_export.embedding.vocab import _in_turns

    class Pieces:
        pieces = ["▁the", "▁and", "나요", "▁of", "ing", "▁프로그램을", "▁to", "漢字", "."]

        def id_to_piece(self, i):
            return self.pieces[i]

    ids = list(range(9))
    # Hangul, Han and Latin (punctuation with Latin), each in merge order, by name: Han, Hangul, Latin
    assert _in_turns(Pieces(), ids, frozenset({"Latin", "Hangul", "Han"})) == [7, 2, 0, 5, 1, 3, 4, 6, 8]
    assert _in_turns(Pieces(), [0, 1, 3, 4, 6, 8], frozenset({"Latin", "Hangul"})) == [0, 1, 3, 4, 6, 8]
    assert _in_turns(Pieces(), ids, frozenset({"Latin"})) == ids, "a Latin table as before"

"""The BM25 analyzer: per-language words, stopwords, elisions and Snowball stems, the same on both sides."""

from __future__ import annotations

import pytest

from edge_export.db.analyzer import Analyzer, detect_language


def test_french_words_keep_content_words_quoted_and_ored():
    assert Analyzer("fr").match_expression("Qu'est-ce que l'arbitre doit faire ?") == '"arbitre" OR "faire"'


def test_stems_make_plural_and_singular_one_term_on_both_sides():
    fr = Analyzer("fr", stem=True)
    assert fr.query_terms("les joueurs") == fr.query_terms("le joueur") == ["joueur"]
    assert fr.index_text("Les Joueurs") == "le joueur"  # the index keeps stopwords: only questions drop them
    en = Analyzer("en", stem=True)
    assert en.query_terms("What if the players' clocks stop?") == ["player", "clock", "stop"]


def test_english_questions_lose_their_function_words_only_in_english():
    question = "What should the arbiter do if a player's phone rings?"
    assert Analyzer("en").query_terms(question) == ["arbiter", "player", "phone", "rings"]
    # The French list does not know "should" or "if": a French corpus keeps them as (rare) terms.
    assert "should" in Analyzer("fr").query_terms(question)


def test_the_manifest_form_round_trips_and_names_every_step():
    recorded = Analyzer("en", stem=True).to_json()
    assert recorded["stemmer"] == "english" and "the" in recorded["stopwords"] and recorded["elisions"] == []
    assert Analyzer.from_json(recorded) == Analyzer("en", stem=True)
    assert Analyzer.from_json(None) == Analyzer("fr")  # bundles written before the analyzer was recorded


def test_language_detection_counts_each_language_s_own_function_words():
    assert detect_language(["Le joueur doit jouer avec les pièces de sa couleur dans la partie."]) == "fr"
    assert detect_language(["The player shall move the pieces of his colour, and the arbiter will decide."]) == "en"
    # The English words the French list carries are English evidence; French elisions are not English "d", "s".
    assert detect_language(["the rules of the game"]) == "en"
    assert detect_language(["d'un joueur s'il"]) == "fr"


def test_a_recorded_analyzer_is_queried_with_its_own_lists():
    """A bundle is queried with the stopwords its manifest shows an app, even if the built-in list changes."""
    recorded = {**Analyzer("fr").to_json(), "stopwords": ["joueur"], "min_chars": 3}
    analyzer = Analyzer.from_json(recorded)
    assert analyzer.query_terms("le joueur et la pendule") == ["pendule"] and analyzer.to_json() == recorded


def test_decomposed_accents_are_composed_first():
    assert Analyzer("fr").query_terms("re\u0300gle") == ["règle"]


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="language 'de'"):
        Analyzer("de")

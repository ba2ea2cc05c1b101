"""Which scripts a text's letters are written in, and words that mix two."""

from __future__ import annotations

from edge_export.chunk.scripts import OTHER, letter_scripts, main_script, mixed_script_words, script_of, scripts_over


def test_letters_are_counted_per_script_digits_and_marks_left_out():
    counts = letter_scripts("Привет, мир 2024! Hello שלום سلام नमस्ते Ελληνικά 日本語かな 한국어")
    assert counts == {"Cyrillic": 9, "Latin": 5, "Hebrew": 4, "Arabic": 4, "Devanagari": 4, "Greek": 8,
                      "Han": 3, "Kana": 2, "Hangul": 3}
    assert main_script("Le règlement de la FFE, 2024") == "Latin" and main_script("1, 2, 3 ...") is None
    assert scripts_over(counts, 0.15) == ["Cyrillic", "Greek"]


def test_a_letter_of_an_unlisted_script_is_other():
    assert script_of("ᚠ") == OTHER and script_of("ж") == "Cyrillic" and script_of("ﬁ") == "Latin"


def test_words_mixing_scripts_no_language_writes_together_are_counted():
    assert mixed_script_words("la mйthode accentuйes, Debian, система, naïve, Δx") == 3
    # Japanese writes Han and Kana in one word, Korean Hangul beside Han: not a mix
    assert mixed_script_words("日本語の文書 한국語 テキスト") == 0

"""Which scripts a text's letters are written in, and words that mix two."""

from __future__ import annotations

from edge_export.chunk.scripts import (
    COMMON,
    OTHER,
    letter_scripts,
    main_script,
    mixed_script_words,
    script_of,
    scripts_over,
)


def test_letters_are_counted_per_script_digits_and_marks_left_out():
    counts = letter_scripts("Привет, мир 2024! Hello שלום سلام नमस्ते Ελληνικά 日本語かな 한국어")
    assert counts == {"Cyrillic": 9, "Latin": 5, "Hebrew": 4, "Arabic": 4, "Devanagari": 4, "Greek": 8,
                      "Han": 3, "Kana": 2, "Hangul": 3}
    assert main_script("Le règlement de la FFE, 2024") == "Latin" and main_script("1, 2, 3 ...") is None
    assert scripts_over(counts, 0.15) == ["Cyrillic", "Greek"]


def test_a_letter_of_an_unlisted_script_is_other():
    assert script_of("ᚠ") == OTHER and script_of("ж") == "Cyrillic" and script_of("ﬁ") == "Latin"


def test_words_mixing_scripts_no_language_writes_together_are_counted():
    assert mixed_script_words("la mйthode accentuйes, Debian, система, naïve, dйjа") == 3
    # Japanese writes Han and Kana in one word, Korean Hangul beside Han: not a mix
    assert mixed_script_words("日本語の文書 한국語 テキスト") == 0


def test_letters_of_no_script_neither_count_nor_mix():
    """A symbol table's letterlike symbols and a math font's accents (lshort-zh-cn's tables: "\\sqsubsetℓ" for
    a symbol of the latexsym package, "aˆ" for \\hat{a}) are letters of no script: a sound page, not a font
    decoded with the wrong table."""
    assert {script_of(c) for c in "ℓˆˇʼⁿ℘𝑥"} == {COMMON}
    assert letter_scripts("\\sqsubsetℓ aˆ") == {"Latin": 9}
    assert mixed_script_words("\\sqsubsetℓ \\Joinℓ aˆ aˇ пʼять") == 0


def test_a_formulas_latin_and_greek_letters_do_not_mix_but_a_words_do():
    # "2^nΩ" printed "nΩ", a unit's prefix: a math page of Apprends_LaTeX.pdf holds a dozen of them
    assert mixed_script_words("x + y + 2nΩ cos θ, Δx, 5 μm, 10 kΩ") == 0
    assert mixed_script_words("la mέthode, les αccents") == 2  # a longer word half Greek is a decoding's

"""The text-quality gate: what a broken text layer looks like, and that real text passes."""

from __future__ import annotations

import pytest

from edge_export.chunk.languages import parse_languages
from edge_export.chunk.text_quality import TextGate, latin_1_soup_words, mixed_script_words

FR_EN = TextGate(parse_languages("fr,en"))
RU = TextGate(parse_languages("ru"))
SENTENCE = "Le joueur qui a le trait doit jouer un coup légal avant que sa pendule ne tombe. "


def test_every_fr_corpus_page_passes(corpus_documents):
    failing = [(doc.source, page.number, FR_EN.problems(page.text))
               for _, doc in corpus_documents for page in doc.pages if FR_EN.problems(page.text)]
    assert failing == []


@pytest.mark.parametrize(("text", "expected"), [
    ("Il est di\x1ccile de dé\x1bnir la règle. " * 3, "control characters (U+001B, U+001C)"),
    (SENTENCE + "r\ufffdgle, \ufffdt\ufffd", "U+FFFD"),  # one stray U+FFFD passes: it may be typed
    (SENTENCE + "(cid:12)(cid:40)(cid:7)", "glyph codes"),
    ("\ue001\ue002\ue003 " * 20 + SENTENCE, "private-use characters"),
    (SENTENCE + "un o\ue001ce, une a\ue002aire", "private-use characters inside words"),  # a font's ligature slots
    ("ñèñòåìà óïðàâëåíèÿ ïàêåòàìè Íå î÷åíü êðàòêîå " * 3, "mojibake"),
    ("система управления пакетами Debian " * 3, "script none of the languages fr,en"),
])
def test_broken_text_is_named(text, expected):
    problems = FR_EN.problems(text)
    assert any(expected in p for p in problems), problems


@pytest.mark.parametrize("text", [
    "",
    "\n \n",
    SENTENCE * 3,
    SENTENCE * 3 + "\uf0b7 une puce Symbol \uf0b7 une autre",  # Word's bullets are private-use code points
    SENTENCE * 5 + "avec α et β dans la formule",  # a few Greek letters in a formula
    "Ça.",  # too few letters to judge their mix
])
def test_real_text_passes(text):
    assert FR_EN.problems(text) == []


def test_declared_cyrillic_passes_and_latin_1_soup_still_fails():
    assert RU.problems("система управления пакетами Debian " * 3) == []
    assert any("mojibake" in p for p in RU.problems("ñèñòåìà óïðàâëåíèÿ ïàêåòàìè " * 3))


def test_unknown_language_is_named():
    with pytest.raises(ValueError, match="'xx'"):
        parse_languages("fr,xx")
    assert [lang.tesseract for lang in parse_languages(["ru", "en", "ru"])] == ["rus", "eng"]


def test_words_of_latin_1_soup_are_found_but_do_not_fail_a_page():
    """A slide: a Latin code listing (most of the letters) under a title and footer whose Cyrillic font
    has no Unicode map: the share of Latin-1 letters stays low; its soup words send the page to the code
    pages (extractors/chain.py), and a list of accents has the same shape, so neither fails the gate."""
    listing = "dh_testdir\ndh_testroot\nrm -f build-stamp configure-stamp\n$(MAKE) clean\ndh_clean\n" * 3
    slide = "debian/rules, èñïîëüçóþùèé debhelper (1/2)\n" + listing + "Ðóêîâîäñòâî ïî ñîçäàíèþ ïàêåòîâ 22 / 89"
    assert latin_1_soup_words(slide) == ["èñïîëüçóþùèé", "Ðóêîâîäñòâî", "ñîçäàíèþ", "ïàêåòîâ"]
    accents = SENTENCE * 3 + "Les accents : àâäéèêëîïôöùûüÿç, Ärger, Ñandú, ÇÀ"
    for text in (slide, accents):
        assert RU.problems(text) == [] and FR_EN.problems(text) == []


def test_words_half_latin_are_counted():
    assert mixed_script_words("la mйthode accentuйes, Debian, система, naïve, Δx") == 3  # Δx too: compared, not judged

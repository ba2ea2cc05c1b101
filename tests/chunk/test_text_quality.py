"""The text-quality gate: what a broken text layer looks like, and that real text passes, in any script."""

from __future__ import annotations

import pytest

from edge_export.chunk.languages import parse_languages
from edge_export.chunk.scripts import mixed_script_words
from edge_export.chunk.text_quality import TextGate, latin_1_soup_words, mend

GATE = TextGate()
SENTENCE = "Le joueur qui a le trait doit jouer un coup légal avant que sa pendule ne tombe. "


def test_every_fr_corpus_page_passes(corpus_documents):
    failing = [(doc.source, page.number, GATE.problems(page.text))
               for _, doc in corpus_documents for page in doc.pages if GATE.problems(page.text)]
    assert failing == []


@pytest.mark.parametrize(("text", "expected"), [
    ("Il est di\x1ccile de dé\x1bnir la règle. " * 3, "control characters (U+001B, U+001C)"),
    (SENTENCE + "r\ufffdgle, \ufffdt\ufffd", "U+FFFD"),  # one stray U+FFFD passes: it may be typed
    (SENTENCE + "(cid:12)(cid:40)(cid:7)", "glyph codes"),
    ("\ue001\ue002\ue003 " * 20 + SENTENCE, "private-use characters"),
    (SENTENCE + "un o\ue001ce, une a\ue002aire", "private-use characters inside words"),  # a font's ligature slots
    ("ñèñòåìà óïðàâëåíèÿ ïàêåòàìè Íå î÷åíü êðàòêîå " * 3, "mojibake"),
    ("La mйthode dйcrite prйserve les accentuйes, lа rиgle " * 3, "implausible mix"),  # a French page read as cp1251
])
def test_broken_text_is_named(text, expected):
    problems = GATE.problems(text)
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
    assert GATE.problems(text) == []


@pytest.mark.parametrize("text", [
    "система управления пакетами Debian ",  # Russian, with a Latin name
    "Το λειτουργικό σύστημα Debian αποτελείται από πακέτα ",  # Greek
    "سیستم عامل دبیان از بسته‌هایی تشکیل شده است ",  # Persian
    "نظام التشغيل ديبيان يتكون من حزم ",  # Arabic
    "מערכת ההפעלה דביאן מורכבת מחבילות ",  # Hebrew
    "ऑपरेटिंग सिस्टम डेबियन पैकेजों से बना है ",  # Hindi (Devanagari)
    "ระบบปฏิบัติการเดเบียนประกอบด้วยแพ็กเกจ ",  # Thai
    "ოპერაციული სისტემა დებიანი შედგება პაკეტებისგან ",  # Georgian
    "Դեբիան օպերացիոն համակարգը բաղկացած է փաթեթներից ",  # Armenian
    "デビアンのオペレーティングシステムはパッケージで構成されています。",  # Japanese: Han and Kana in one word
    "데비안 운영 체제는 패키지로 구성됩니다 ",  # Korean
])
def test_sound_text_in_any_script_passes_with_no_language_declared(text):
    """Issue 40: the declared languages were a filter; a page's script no longer needs declaring."""
    assert GATE.problems(text * 4) == []


def test_latin_1_soup_fails_whatever_the_languages():
    assert any("mojibake" in p for p in GATE.problems("ñèñòåìà óïðàâëåíèÿ ïàêåòàìè " * 3))


def test_languages_are_auto_or_known_hints():
    with pytest.raises(ValueError, match="'xx'"):
        parse_languages("fr,xx")
    assert [lang.tesseract for lang in parse_languages(["ru", "en", "ru"])] == ["rus", "eng"]
    assert parse_languages("auto") == parse_languages(["auto"]) == ()


def test_a_few_bad_characters_are_dropped_in_place_and_counted():
    """A sound page with one stray control code and one private-use glyph keeps its text (issue 40: it went
    to OCR, which read 75 % of it); a page whose every ligature is a control code is not mended."""
    page = ("Las áreas de texto de LaTeX se definen con el paquete geometry, y cada una se mide en puntos. " * 12
            + "El margen\x07 interior y el \ue000exterior cambian.")
    mended = mend(page, GATE)
    assert GATE.problems(page) and mended is not None
    assert (mended.dropped, mended.words) == (2, 2) and "margen interior y el exterior" in mended.text
    assert mend("Il est di\x1ccile de dé\x1bnir une a\x1baire e\x1bcace. " * 12, GATE) is None
    assert mend(SENTENCE * 3, GATE) is None  # nothing to mend


# Issue 59: pages of sound LaTeX books that the gate took for a broken font. lshort-zh-cn.pdf's tables of math
# symbols (page 67: the latexsym package's symbols marked "ℓ", math accents after their letter, "aˆ") and
# Apprends_LaTeX.pdf's table of math styles (page 66: "2^n\\Omega" printed "2nΩ").
SYMBOL_TABLE = ("表 4.6: 二元关系符\n所有的二元关系符都可以加 \\not 前缀得到相反意义的关系符，例如 \\not= 就得到不等号（同 \\ne）。\n"
                "≤ \\leq or \\le ≥ \\geq or \\ge ≡ \\equiv\n⊂ \\subset ⊃ \\supset ≈ \\approx\n"
                "❁ \\sqsubsetℓ ❂ \\sqsupsetℓ ✶ \\Joinℓ\n✁ \\lhdℓ ✄ \\rhdℓ\n✂ \\unlhdℓ ☎ \\unrhdℓ\n"
                "aˆ \\hat{a} aˇ \\check{a} a˜ \\tilde{a}\n❀ \\leadstoℓ\n")
MATH_STYLES = "\n".join(f"$ \\{style}{{x + y + 2^n\\Omega\\cos\\theta}} $ x + y + 2\nnΩ cos θ"
                        for style in ("mathit", "mathrm", "mathbf", "mathsf", "mathtt", "mathnormal")) + \
    "\nComme vous pouvez le constater, les commandes de changement de style n’agissent que sur les lettres."


@pytest.mark.parametrize("text", [SYMBOL_TABLE, MATH_STYLES], ids=["symbol-table", "math-styles"])
def test_a_symbol_table_or_a_formula_of_a_sound_book_passes(text):
    assert GATE.problems(text) == []


# lshort-german's (l2kurz.pdf) textcomp table, page 51: a few symbols without a Unicode map, alone beside their
# command's name (‰ as "%" and two control codes, two private-use glyphs), among 120 words.
TEXTCOMP = ("A. Mit dem Paket textcomp verfügbare Symbole\n"
            + "‚ \\textquotestraightbase* „ \\textquotestraightdblbase*\n← \\textleftarrow → \\textrightarrow\n" * 8
            + "\uf6de \\textthreequartersemdash*\n\uf6d6 \\textgravedbl*\n™ \\texttrademark* %\x18\x18 \\textpertenthousand\n"
            + "Schriften, die nicht speziell für die Verwendung mit TEX entworfen wurden, enthalten normalerweise "
              "nur die mit * markierten Zeichen.\n")


def test_symbols_without_a_unicode_map_standing_alone_are_dropped_when_asked():
    """The chain's last step before OCR mends a symbol table (extractors/chain.py): the bad characters stand
    alone, not in words; a font with no map at all, whose every word is glyph codes, is not mended."""
    assert GATE.problems(TEXTCOMP) and mend(TEXTCOMP, GATE) is None  # 3 tokens touched: over 1 in 100 words
    mended = mend(TEXTCOMP, GATE, symbols=True)
    assert (mended.dropped, mended.words, mended.symbols) == (4, 0, 3) and GATE.problems(mended.text) == []
    assert "% \\textpertenthousand" in mended.text and "\\textgravedbl" in mended.text
    glyph_codes = "\x01\x02\x03 \x04\x05 \x06\x07\x0e\x0f \x10\x11. " * 40
    assert mend(glyph_codes + SENTENCE * 3, GATE, symbols=True) is None
    ligatures = "Il est di\x1ccile de dé\x1bnir une a\x1baire e\x1bcace. " * 12
    assert mend(ligatures, GATE, symbols=True) is None  # in words: letters, not symbols


def test_words_of_latin_1_soup_are_found_but_do_not_fail_a_page():
    """A slide: a Latin code listing (most of the letters) under a title and footer whose Cyrillic font
    has no Unicode map: the share of Latin-1 letters stays low; its soup words send the page to the code
    pages (extractors/chain.py), and a list of accents has the same shape, so neither fails the gate."""
    listing = "dh_testdir\ndh_testroot\nrm -f build-stamp configure-stamp\n$(MAKE) clean\ndh_clean\n" * 3
    slide = "debian/rules, èñïîëüçóþùèé debhelper (1/2)\n" + listing + "Ðóêîâîäñòâî ïî ñîçäàíèþ ïàêåòîâ 22 / 89"
    assert latin_1_soup_words(slide) == ["èñïîëüçóþùèé", "Ðóêîâîäñòâî", "ñîçäàíèþ", "ïàêåòîâ"]
    accents = SENTENCE * 3 + "Les accents : àâäéèêëîïôöùûüÿç, Ärger, Ñandú, ÇÀ"
    for text in (slide, accents):
        assert GATE.problems(text) == []


def test_words_half_latin_are_counted():
    assert mixed_script_words("la mйthode accentuйes, Debian, система, naïve, Δx") == 2  # not a formula's "Δx"

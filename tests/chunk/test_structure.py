"""Section and article detection from page text (structure.find_headings / structure.locate)."""

from __future__ import annotations

from pathlib import Path

import pytest

from edge_export.chunk.extract import Document, Page
from edge_export.chunk.structure import Heading, find_headings, locate

FILLER = "Le joueur doit noter les coups de la partie sur la feuille prévue à cet effet."


def document(*page_texts: str) -> Document:
    """A hand-built document, one text per page (pages numbered from 1)."""
    pages = tuple(Page(number, text) for number, text in enumerate(page_texts, start=1))
    return Document(path=Path("test.pdf"), source="test.pdf", doc_id="0" * 32, pages=pages)


def kinds_and_values(line: str) -> list[tuple[str, str]]:
    return [(h.kind, h.value) for h in find_headings(document(line))]


def whole_page(doc: Document, number: int) -> dict[str, str]:
    return locate(find_headings(doc), number, 0, len(doc.pages[number - 1].text))


# --- what counts as a heading -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Article 4.1 - Le toucher-jouer",
         [("article", "4.1"), ("section", "Article 4.1 - Le toucher-jouer")]),
        ("9.1. Propositions de nulles", [("article", "9.1")]),
        ("A.3 Annexe", [("article", "A.3")]),
        ("6.2.1 Pendule électronique", [("article", "6.2.1")]),
        ("ARTICLE 3 - Objet", [("article", "3"), ("section", "ARTICLE 3 - Objet")]),
        ("Art. 12", [("article", "12"), ("section", "Art. 12")]),
        ("Chapitre 3 : Les cadences", [("section", "Chapitre 3 : Les cadences")]),
        ("ANNEXE B", [("section", "ANNEXE B")]),
        ("ANNEXE AU RÈGLEMENT FINANCIER", [("section", "ANNEXE AU RÈGLEMENT FINANCIER")]),  # a line in capitals
        ("Titre Ier Périmètre", [("section", "Titre Ier Périmètre")]),
        ("Chapter 3: Time controls", [("section", "Chapter 3: Time controls")]),
        ("Appendix A", [("section", "Appendix A")]),
    ],
)
def test_heading_lines_are_classified(line, expected):
    assert kinds_and_values(line) == expected


@pytest.mark.parametrize(
    "line",
    [
        "12 joueurs sont inscrits.",  # a sentence starting with a count, not an article
        "2025 joueurs sont inscrits",
        "Le joueur doit appuyer sur la pendule.",
        "article 4.1 en minuscules",  # only Article / ARTICLE / Art.
        "Titre",  # a section word typeset alone as an example, not a heading
        "Partie décisive (Armageddon) : dans certaines compétitions",  # a sentence that starts with one
        "",
    ],
)
def test_ordinary_lines_are_not_headings(line):
    assert kinds_and_values(line) == []


def test_article_sentence_ending_with_a_period_is_an_article_but_not_a_section():
    assert kinds_and_values("Article 5 - Le joueur doit signer la feuille.") == [("article", "5")]


def test_overlong_line_is_not_a_section():
    line = "Chapitre 3 " + "x" * 120
    assert kinds_and_values(line) == []


def test_section_value_collapses_inner_whitespace_and_strips_the_line():
    assert kinds_and_values("   Chapitre  3 :\tLes cadences  ") == [("section", "Chapitre 3 : Les cadences")]


def test_headings_record_page_and_line_offset():
    doc = document("Intro\nArticle 1 - Objet\n" + FILLER, FILLER + "\n9.1. Propositions")
    headings = find_headings(doc)
    assert headings == [
        Heading(1, 6, "article", "1"),
        Heading(1, 6, "section", "Article 1 - Objet"),
        Heading(2, len(FILLER) + 1, "article", "9.1"),
    ]


# --- locate: which heading applies to a span -----------------------------------------------------------


def test_locate_whole_page_with_article_heading():
    doc = document(f"Article 4.1 - Le toucher-jouer\n{FILLER}")
    assert whole_page(doc, 1) == {"article": "4.1", "section": "Article 4.1 - Le toucher-jouer"}


def test_locate_nothing_found_is_an_empty_dict():
    doc = document(FILLER, FILLER + "\n12 joueurs sont inscrits.")
    assert whole_page(doc, 2) == {}


def test_heading_inside_the_span_wins_over_an_earlier_one():
    text = f"Chapitre 1 : Le jeu\n1.1. Premier point\n{FILLER}\nChapitre 2 : La pendule\n2.1. Second point\n{FILLER}"
    doc = document(text)
    span_start = text.index(FILLER)  # after the first headings, before the second ones
    assert locate(find_headings(doc), 1, span_start, len(text)) == {
        "section": "Chapitre 2 : La pendule", "article": "2.1"}


def test_first_heading_inside_the_span_wins_over_a_later_one_inside():
    text = f"1.1. Premier point\n{FILLER}\n1.2. Second point\n{FILLER}"
    assert locate(find_headings(document(text)), 1, 0, len(text)) == {"article": "1.1"}


def test_span_without_heading_takes_the_last_one_before_it():
    text = f"1.1. Premier point\n1.2. Second point\n{FILLER}\n1.3. Troisième point"
    start = text.index(FILLER)
    assert locate(find_headings(document(text)), 1, start, start + len(FILLER)) == {"article": "1.2"}


def test_heading_at_span_end_is_outside_the_half_open_span():
    text = f"{FILLER}\n3.1. Point"
    end = text.index("3.1.")
    assert locate(find_headings(document(text)), 1, 0, end) == {}
    assert locate(find_headings(document(text)), 1, end, len(text)) == {"article": "3.1"}


def test_heading_on_an_earlier_page_carries_forward():
    doc = document(f"Chapitre 3 : Les cadences\n3.1. Le temps de réflexion\n{FILLER}", FILLER, FILLER)
    assert whole_page(doc, 3) == {"section": "Chapitre 3 : Les cadences", "article": "3.1"}


def test_heading_on_a_later_page_does_not_apply_backwards():
    doc = document(FILLER, f"Chapitre 4 : Le classement\n4.1. Elo\n{FILLER}")
    assert whole_page(doc, 1) == {}


def test_section_and_article_are_located_independently():
    doc = document("Chapitre 3 : Les cadences\n" + FILLER, "3.1. Le temps\n" + FILLER)
    assert whole_page(doc, 2) == {"section": "Chapitre 3 : Les cadences", "article": "3.1"}


# --- the real corpus -------------------------------------------------------------------------------------


def test_real_corpus_la_page_51_is_in_article_9(corpus_documents):
    doc = next(d for _, d in corpus_documents if d.source == "LA-octobre2025.pdf")
    page = doc.pages[50]
    assert page.number == 51
    assert "Article 9" in page.text and "9.1. Propositions de nulles" in page.text
    headings = find_headings(doc)

    place = locate(headings, 51, 0, len(page.text))
    assert place["article"].startswith("9")

    start = page.text.index("9.1. Propositions de nulles")
    assert locate(headings, 51, start, len(page.text))["article"] == "9.1"


# --- sections by type size ---------------------------------------------------------------------------

BODY = [(10, FILLER), (10, "Titre"), (10, "Chapitre 3 : les pendules, comme le dit la suite"), (10, FILLER),
        (10, "4.1 Le forfait est prononcé par l'arbitre"), (10, FILLER)]


def _sized_document(tmp_path, pages) -> Document:
    from pdf_damage import make_sized_headings_pdf

    from edge_export.chunk.extract import extract_pdf
    return extract_pdf(make_sized_headings_pdf(tmp_path / "sized.pdf", pages))


def test_sections_are_the_lines_set_larger_than_the_body(tmp_path):
    doc = _sized_document(tmp_path, [
        [(16, "Installation du logiciel"), *BODY],
        [(10, FILLER), (14, "Configuration du réseau"), (14, "et des serveurs"), *BODY],
        [(14, "Mise à jour"), (10, FILLER)],
    ])
    sections = [(h.page, h.value) for h in find_headings(doc) if h.kind == "section"]
    # a heading needs no section word; a body line that looks like one ("Titre", "Chapitre 3 : ...") is not
    # one; a heading set over two lines is one section
    assert sections == [(1, "Installation du logiciel"), (2, "Configuration du réseau et des serveurs"),
                        (3, "Mise à jour")]
    assert [h.value for h in find_headings(doc) if h.kind == "article"] == ["4.1", "4.1"]  # numbered lines stay
    assert whole_page(doc, 2)["section"] == "Configuration du réseau et des serveurs"


def test_a_document_in_one_size_or_with_a_large_cover_title_alone_keeps_the_line_rule(tmp_path):
    pages = [[(24, "Règlement intérieur"), (10, FILLER)], [(10, "Chapitre 2 : Les pendules"), (10, FILLER)],
             [(14, "Figure 1"), (10, FILLER)]]  # sized lines on two pages: not yet a document's headings
    doc = _sized_document(tmp_path, pages)
    assert [h.value for h in find_headings(doc) if h.kind == "section"] == ["Chapitre 2 : Les pendules"]


def test_a_page_read_by_another_step_takes_its_sized_headings_or_else_the_line_rule():
    body = (("Le joueur", 10.0),) * 30
    heading = (("Installation du logiciel", 16.0),) + body
    pages = (
        Page(1, "Installation du logiciel\n" + FILLER, line_sizes=heading),
        Page(2, "Chapitre 2 : Les pendules\n" + FILLER, extractor="glyph-names:pdfminer.six", line_sizes=body),
        Page(3, "Installation du logiciel\n" + FILLER, extractor="glyph-names:pdfminer.six", line_sizes=heading),
        Page(4, "Chapitre 3 : les pendules\n" + FILLER, line_sizes=(("Chapitre 3 : les pendules", 10.0),) + body),
        Page(5, "Chapitre 5 : la notation\n" + FILLER),  # sizes unknown (PDFium's text and its indices differ)
        Page(6, "Chapitre 6 : les forfaits\n" + FILLER, line_sizes=(("Titre", 16.0),) + body),  # re-read columns
    )
    doc = Document(path=Path("test.pdf"), source="test.pdf", doc_id="0" * 32, pages=pages)
    assert [(h.page, h.value) for h in find_headings(doc) if h.kind == "section"] == [
        (1, "Installation du logiciel"),  # PDFium's text: by size
        (2, "Chapitre 2 : Les pendules"),  # another step's text without heading-sized lines: the line rule
        (3, "Installation du logiciel"),  # another step's text holding them: by size
        (5, "Chapitre 5 : la notation"),  # no sizes: the line rule
        (6, "Chapitre 6 : les forfaits"),  # its heading-sized line not in its text: the line rule
    ]  # page 4, PDFium's text: its body-sized "Chapitre 3" line is not a section


def test_a_running_header_set_large_is_no_section_and_a_chapter_page_keeps_its_headings(tmp_path):
    from edge_export.chunk.running_lines import page_bodies

    titles = [("Les pendules", "et leur réglage"), ("La notation", "des parties"), ("Les forfaits", "et retards"),
              ("Le classement", "des joueurs")]
    # odd pages open a chapter: its title (two lines of 24 pt) holds more characters than its body text
    pages = [page for title, rest in titles for page in (
        [(12, "Manuel de l'arbitre"), (24, title), (24, rest), (10, "Le joueur note les coups.")],
        [(12, "Manuel de l'arbitre")] + [(10, FILLER)] * 12)]
    doc = _sized_document(tmp_path, pages)
    sections = [(h.page, h.value) for h in find_headings(doc, page_bodies(doc)) if h.kind == "section"]
    assert sections == [(2 * n + 1, f"{title} {rest}") for n, (title, rest) in enumerate(titles)]


def test_a_document_mostly_in_large_type_has_no_sections_by_size(tmp_path):
    listing = [(8, "dh_testdir dh_testroot dh_clean")] * 4
    pages = [[(10, FILLER), *listing, (10, FILLER), *listing] for _ in range(3)]  # 10 pt prose, 8 pt listings
    doc = _sized_document(tmp_path, pages)
    assert [h for h in find_headings(doc) if h.kind == "section"] == []

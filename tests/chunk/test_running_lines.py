"""Running headers and footers: found across pages, kept out of chunk text, pages' text left whole."""

from __future__ import annotations

import json
import re
import textwrap
from collections import Counter

import pytest

from edge_export.chunk.extract import Document, Page, extract_pdf
from edge_export.chunk.running_lines import fold, page_bodies
from edge_export.cli import main
from pdf_damage import make_running_header_pdf
from pdf_factory import make_pdf


def document(texts: list[str]) -> Document:
    return Document(None, "doc.pdf", "0" * 32, tuple(Page(n, t) for n, t in enumerate(texts, start=1)))


def test_fold_makes_page_numbers_alike():
    assert fold("12  Ce qu'il faut savoir") == fold("14 Ce qu'il faut savoir") == "# ce qu'il faut savoir"
    assert fold("Avant-propos xiv") == fold("Avant-propos iii")


def test_alternating_headers_and_page_marks_are_running_and_the_body_is_not():
    bodies_text = ["Le corps de la première page.", "La règle du jeu en deux mots.", "Un arbitre note le résultat.",
                   "La pendule est réglée avant.", "Chaque joueur signe la feuille.", "Le tournoi se joue en rondes."]
    texts = [f"{12 + k} Ce qu'il faut savoir\n{body}\nR01-{k + 1}/6" if k % 2 == 0 else
             f"Chapitre 1. Les bases {12 + k}\n{body}\nR01-{k + 1}/6" for k, body in enumerate(bodies_text)]
    bodies = page_bodies(document(texts))
    assert bodies[3].header == ("14 Ce qu'il faut savoir",) and bodies[3].footer == ("R01-3/6",)
    assert bodies[4].header == ("Chapitre 1. Les bases 15",)
    assert texts[2][bodies[3].start:bodies[3].end].strip() == "Un arbitre note le résultat."


def test_a_table_row_is_not_a_running_line_without_the_page_number():
    # The last row of a pairing table folds alike on neighbouring pages, but its numbers do not count pages.
    texts = [f"Tableau {k}\nRonde {k}: appariements du groupe {k}\nF10 – A10" for k in range(5)]
    assert all(not b.footer for b in page_bodies(document(texts)).values())


def test_too_few_pages_have_no_running_lines():
    texts = ["Titre commun\nPremier texte de la page.", "Titre commun\nSecond texte de la page."]
    assert all(not (b.header or b.footer) for b in page_bodies(document(texts)).values())


def test_chunks_leave_running_lines_out_but_cite_printed_lines(tmp_path, trained_tokenizer_path):
    folder = tmp_path / "pdfs"
    path = make_running_header_pdf(folder / "book.pdf", 6, roman_pages=0, first_number=12)
    out = tmp_path / "chunks.json"
    assert main(["chunk", str(folder), "--tokenizer", str(trained_tokenizer_path), "-o", str(out), "-q"]) == 0
    pages = {p.number: p.text for p in extract_pdf(path).pages}
    for chunk in json.loads(out.read_text(encoding="utf-8"))["chunks"]:
        assert "Ce qu'il faut savoir" not in chunk["text"] and "Manuel d'exemple" not in chunk["text"]
        assert "Chapitre 1. Les bases" not in chunk["text"]
        printed = pages[chunk["page"]].split("\n")
        assert chunk["loc"]["lines"]["from"] > 1  # the header is line 1 of the printed page
        first_words = chunk["text"].split()[:3]
        assert " ".join(first_words) in printed[chunk["loc"]["lines"]["from"] - 1]


def test_a_line_repeated_on_one_page_does_not_count_twice():
    # Two pages whose top two lines fold alike: four lines, but two pages, under MIN_PAGES.
    texts = ["Tableau 1 Résultats\nTableau 2 Résultats\nLe premier corps de page.",
             "Tableau 3 Résultats\nTableau 4 Résultats\nLe second corps de page."]
    assert all(not b.header for b in page_bodies(document(texts)).values())


def test_a_line_printed_at_the_top_and_the_bottom_of_every_page_is_running_at_both():
    bodies_text = ["La règle du jeu en deux mots.", "Un arbitre note le résultat.", "La pendule est réglée avant.",
                   "Chaque joueur signe la feuille.", "Le tournoi se joue en rondes."]
    texts = [f"Document interne de la ligue\n{body}\nDocument interne de la ligue" for body in bodies_text]
    bodies = page_bodies(document(texts))
    assert all(b.header == b.footer == ("Document interne de la ligue",) for b in bodies.values())


def test_a_header_of_few_words_stays_running_beside_a_body_line_that_starts_with_them():
    books = ["Le jeu d'échecs", "Traité des finales", "Ouvertures modernes", "Les grands tournois", "L'arbitrage"]
    texts = [f"Bibliographie\n{book}, tome premier.\n" + ("Bibliographie et index\n" if k == 3 else "")
             + f"{book}, tome second." for k, book in enumerate(books, start=1)]
    assert all(b.header == ("Bibliographie",) for b in page_bodies(document(texts)).values())


PARAGRAPH = ("Le joueur qui a le trait doit jouer un coup légal avant la chute du drapeau. L'arbitre vérifie "
             "la pendule, note le résultat sur la feuille de partie et la fait signer par les deux joueurs, "
             "qui la remettent ensuite au directeur du tournoi avant la ronde suivante.")


def _typesetting_pages(widths: tuple[int, ...]) -> list[tuple[str, list[str], str]]:
    """(header, body lines, footer) of each page of a book chapter whose pages 2-5 print one paragraph
    three times, set at `widths` (characters; a font sample each), as Apprends_LaTeX.pdf's pages 102-111 do:
    each page's first copy, at the top of four pages, is a line those pages share."""
    headers = ("Chapitre 8. Aller plus loin avec LaTeX", "8.5. Changer la police de caractères")
    fonts = iter(("bookman", "charter", "fourier", "kpfonts", "libertine", "mathpazo", "newcent", "utopia",
                  "lmodern", "tgpagella", "tgschola", "times"))
    pages = []
    for number in range(1, 7):
        if 2 <= number <= 5:
            body = []
            for width in widths:
                body += [*textwrap.wrap(PARAGRAPH, width), f"Figure 8.{number} : l'extension {next(fonts)}."]
        else:
            body = [f"Les extensions de la page {number} changent la police du texte et celle des mathématiques.",
                    f"Chaque exemple de la page {number} montre le même paragraphe dans une autre police."]
        pages.append((headers[(number - 1) % 2], body, str(95 + number)))
    return pages


@pytest.mark.parametrize("widths", [(70, 84, 70), (70, 58, 84), (30, 84)],
                         ids=["a-line-printed-twice", "lines-broken-elsewhere", "a-short-first-line"])
def test_a_paragraph_printed_several_times_on_a_page_keeps_every_printed_word(widths, tmp_path,
                                                                             trained_tokenizer_path):
    # Expected: the words each page prints between its running header and its page number, every copy of
    # the paragraph counted; the chunks of the page, which do not overlap (--chunk-overlap 0), hold them all.
    printed = _typesetting_pages(widths)
    folder = tmp_path / "pdfs"
    make_pdf(folder / "fonts.pdf", ["\n".join([header, *body, footer]) for header, body, footer in printed])
    out = tmp_path / "chunks.json"
    assert main(["chunk", str(folder), "--tokenizer", str(trained_tokenizer_path), "-o", str(out), "-q",
                 "--chunker", "pdf-page-v1", "--chunk-overlap", "0"]) == 0
    chunks = json.loads(out.read_text(encoding="utf-8"))["chunks"]
    for number, (header, body, footer) in enumerate(printed, start=1):
        kept = Counter(w for c in chunks if c["page"] == number for w in re.findall(r"\w+", c["text"]))
        assert kept == Counter(re.findall(r"\w+", "\n".join(body))), number
        assert {c["metadata"].get("running_lines") for c in chunks if c["page"] == number} == {f"{header}\n{footer}"}


def test_a_paragraph_printed_twice_that_ends_pages_keeps_its_short_last_line():
    """Issue 59: a page's last line before its page number is a paragraph's short end ("la ronde suivante."),
    printed there on every page and again on each, at another width: the line alone is too short to be
    looked for as words, the paragraph's are found twice on the page, so it is body text."""
    texts = [f"{('Chapitre 8', '8.5 Polices')[n % 2]}\n" + "\n".join(textwrap.wrap(PARAGRAPH, 70))
             + "\n" + "\n".join(textwrap.wrap(PARAGRAPH, 84)) + f"\n{95 + n}" for n in range(1, 7)]
    assert textwrap.wrap(PARAGRAPH, 84)[-1] == "la ronde suivante."
    for number, body in page_bodies(document(texts)).items():
        assert body.footer == (str(95 + number),) and body.header
        kept = texts[number - 1][body.start:body.end]
        assert Counter(re.findall(r"\w+", kept)) == Counter(re.findall(r"\w+", PARAGRAPH * 2)), number

"""Running headers and footers: found across pages, kept out of chunk text, pages' text left whole."""

from __future__ import annotations

import json

from edge_export.chunk.extract import Document, Page, extract_pdf
from edge_export.chunk.running_lines import fold, page_bodies
from edge_export.cli import main
from pdf_damage import make_running_header_pdf


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

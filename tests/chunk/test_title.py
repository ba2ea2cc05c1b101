"""Document titles read from the first page (chunk/title.py), on the real FR PDFs and on edge cases."""

from __future__ import annotations

import pytest

from edge_export.chunk.corpus import document_title
from edge_export.chunk.title import first_page_title

# What a reader sees as each document's title; the PDFs' own metadata titles are their file names.
EXPECTED = {
    "2018_Reglement_Disciplinaire20180422.pdf": "Règlement Disciplinaire",  # after the letterhead and its date
    "A02_2025_26_Championnat_de_France_des_Clubs.pdf": "Championnat de france des clubs",  # after "Texte modifié", "A02-1/9"
    "C03_2025_26_Coupe_Jean_Claude_Loubatiere.pdf": "Coupe jean-claude loubatière",
    "E02-Le_classement_rapide.pdf": "Classement Rapide FFE",  # the document code dropped
    "J01_2025_26_Championnat_de_France_Jeunes.pdf": "Championnat de france des jeunes",  # printed twice
    "LA-octobre2025.pdf": "Livre de L'arbitre",  # after the version, page mark and issuing body
    "R01_2025_26_Regles_generales.pdf": "Règles générales pour les compétitions fédérales",  # stops at "Principe"
    "règlement_n4_2024_2025__1_.pdf": "Nationale 4 règlement",  # an upper-case title over two lines
}


@pytest.fixture(scope="module")
def documents_by_name(corpus_documents):
    return {document.source: document for _, document in corpus_documents}


@pytest.mark.parametrize("source", sorted(EXPECTED))
def test_titles_of_real_first_pages(documents_by_name, source):
    assert document_title(documents_by_name[source]) == EXPECTED[source]


def test_every_fr_document_gets_a_title_that_is_not_its_file_name(documents_by_name):
    for source, document in documents_by_name.items():
        title = document_title(document)
        assert title and len(title) >= 6, source
        assert "_" not in title and not title.lower().endswith(".pdf"), (source, title)


@pytest.mark.parametrize("page, expected", [
    ("Texte modifié par la CT le 17/05/2025\nA01-1/5\nCOUPE DE TEST\n1. Organisation\n", "Coupe de test"),
    ("FEDERATION FRANÇAISE DES ECHECS\nRèglement de test\nAG FFE - 22.04.2018\nTITRE I\n", "Règlement de test"),
    ("1. Organisation générale\nLe tournoi se joue...\n", None),  # body text first: no title
    ("page 1 sur 3\n12/01/2024\n", None),  # only running headers
    ("Updated 1 January 2025\nARBITERS' MANUAL\nChapter 1\n", "Arbiters' manual"),  # an English dated header
    ("", None),
])
def test_first_page_title_rules(page, expected):
    assert first_page_title(page) == expected

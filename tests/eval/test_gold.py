"""Gold files are checked before any work: the error names the file and the question."""

from __future__ import annotations


import pytest

from conftest import GOLD_FR
from edge_export.errors import InputError
from edge_export.eval.gold import load_gold


def test_the_corpus_gold_files_load():
    questions = load_gold(GOLD_FR)
    assert len(questions) == 318 and sum(q["answerable"] for q in questions) == 227


@pytest.mark.parametrize("content, message", [
    ("not json", "not valid JSON"),
    ('{"questions": []}', "no `questions` list"),
    ('{"questions": [{"id": "Q1", "question": "x", "expected_docs": [], "expected_pages": [], "answerable": "yes"}]}',
     "question Q1: `answerable`"),
    ('{"questions": [{"id": "Q2", "question": "x", "expected_docs": [], "expected_pages": [], "answerable": true}]}',
     "question Q2: answerable but without"),
])
def test_bad_gold_files_are_named(tmp_path, content, message):
    path = tmp_path / "gold.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(InputError, match=message) as caught:
        load_gold(path)
    assert str(path) in str(caught.value)


def test_missing_gold_file(tmp_path):
    with pytest.raises(InputError, match="cannot read"):
        load_gold(tmp_path / "none.json")

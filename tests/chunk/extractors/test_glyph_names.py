"""pdfminer.six's "(cid:N)": a lone symbol goes, letters stay for the gate to see."""

from __future__ import annotations

import pytest

from edge_export.chunk.extractors.glyph_names import _ISOLATED_GLYPH_CODE


@pytest.mark.parametrize(("text", "expected"), [
    ("(cid:104)nombre(cid:105) pour", "nombre pour"),  # a math font's angle brackets around a meta-variable
    ("a (cid:3) b", "a  b"),  # a dingbat between words
    ("di(cid:12)cile", "di(cid:12)cile"),  # inside a word: letters
    ("(cid:3)(cid:4)(cid:5) mot", "(cid:3)(cid:4)(cid:5) mot"),  # a run: a word of a font with no names
])
def test_only_lone_symbols_are_dropped(text, expected):
    assert _ISOLATED_GLYPH_CODE.sub("", text) == expected

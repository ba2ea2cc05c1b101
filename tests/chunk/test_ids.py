"""Human-readable chunk ids (chunk-schema.md §3): format, scale, parent ids, corpus codes."""

from __future__ import annotations

import json
import re

import pytest

from edge_export.chunk import ids
from edge_export.errors import ChunkingError
from edge_export.paths import schema_path


def chunk_schema() -> dict:
    return json.loads(schema_path("chunk.schema.json").read_text(encoding="utf-8"))


def schema_id_pattern() -> str:
    return chunk_schema()["properties"]["id"]["pattern"]


def schema_parent_id_pattern() -> str:
    return chunk_schema()["properties"]["parent_id"]["pattern"]


# --- chunk ids: the spec's examples ---------------------------------------------------------------

SPEC_EXAMPLES = [
    (("FR", 1, 15, 1), "FR-001-015-01"),
    (("FR", 1, 15, 2), "FR-001-015-02"),
    (("INTL", 1, 42, 3), "INTL-001-042-03"),
]


@pytest.mark.parametrize(("args", "expected"), SPEC_EXAMPLES)
def test_chunk_id_reproduces_spec_example(args, expected):
    assert ids.chunk_id(*args) == expected


@pytest.mark.parametrize("example", [expected for _, expected in SPEC_EXAMPLES])
def test_spec_example_matches_python_regex_and_schema_pattern(example):
    assert ids.CHUNK_ID.fullmatch(example)
    assert re.search(schema_id_pattern(), example)  # jsonschema applies "pattern" with re.search


def test_schema_lists_the_same_id_examples():
    assert chunk_schema()["properties"]["id"]["examples"] == ["FR-001-015-01", "INTL-001-042-03"]


def test_python_regex_and_schema_pattern_are_the_same():
    assert ids.CHUNK_ID.pattern == schema_id_pattern()


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (("FR", 999, 999, 99), "FR-999-999-99"),  # every field at its maximum
        (("ABCDEFGH", 1, 1, 1), "ABCDEFGH-001-001-01"),  # longest corpus code
        (("FR", 12, 3, 10), "FR-012-003-10"),
    ],
)
def test_chunk_id_zero_pads_and_accepts_the_limits(args, expected):
    assert ids.chunk_id(*args) == expected
    assert ids.CHUNK_ID.fullmatch(expected)


@pytest.mark.parametrize(
    "bad",
    [
        "fr-001-015-01",  # lowercase corpus
        "F-001-015-01",  # 1-letter corpus
        "ABCDEFGHI-001-015-01",  # 9-letter corpus
        "FR-01-015-01",  # 2-digit document
        "FR-001-15-01",  # 2-digit page
        "FR-001-015-1",  # 1-digit sequence
        "FR-001-015-001",  # a wide sequence with a leading zero (sequence 1 is 01)
        "FR-0001-015-01",  # a wide document number with a leading zero
        "FR-001-015-P01",  # a parent id is not a chunk id
    ],
)
def test_malformed_ids_are_rejected_by_regex_and_schema(bad):
    assert not ids.CHUNK_ID.fullmatch(bad)
    assert not re.search(schema_id_pattern(), bad)


# --- scale: numbers wider than the spec's fields widen the id; nothing fits below 1 ----------------


@pytest.mark.parametrize(
    ("make_id", "doc", "page", "seq", "expected"),
    [
        (ids.chunk_id, 1000, 1, 1, "FR-1000-001-01"),  # the 1,000th PDF of a folder
        (ids.chunk_id, 1, 1158, 3, "FR-001-1158-03"),  # page 1,158 of a manual
        (ids.chunk_id, 1, 1, 100, "FR-001-001-100"),
        (ids.parent_id, 12, 1000, 100, "FR-012-1000-P100"),
    ],
)
def test_large_numbers_widen_their_field(make_id, doc, page, seq, expected):
    made = make_id("FR", doc, page, seq)
    assert made == expected
    pattern = schema_parent_id_pattern() if make_id is ids.parent_id else schema_id_pattern()
    assert re.search(pattern, made)
    assert ids.id_parts(made)[1:3] == (doc, page)


@pytest.mark.parametrize(
    ("make_id", "doc", "page", "seq", "what"),
    [
        (ids.chunk_id, 0, 1, 1, "document number 0"),
        (ids.chunk_id, 1, 0, 1, "page 0"),
        (ids.chunk_id, 1, 1, 0, "chunk sequence on the page 0"),
        (ids.parent_id, 1, 1, 0, "parent sequence on the page 0"),
    ],
)
def test_id_below_one_raises_naming_where_and_what(make_id, doc, page, seq, what):
    with pytest.raises(ChunkingError) as info:
        make_id("FR", doc, page, seq, where="LA-octobre2025.pdf")
    message = str(info.value)
    assert message.startswith("LA-octobre2025.pdf: ")
    assert what in message


# --- parent ids -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (("FR", 1, 15, 1), "FR-001-015-P01"),
        (("INTL", 7, 42, 12), "INTL-007-042-P12"),
        (("FR", 999, 999, 99), "FR-999-999-P99"),
    ],
)
def test_parent_id_has_a_p_before_the_sequence(args, expected):
    pid = ids.parent_id(*args)
    assert pid == expected
    assert re.search(schema_parent_id_pattern(), pid)
    assert not ids.CHUNK_ID.fullmatch(pid)  # never mistaken for a chunk id


# --- corpus codes -----------------------------------------------------------------------------------


@pytest.mark.parametrize("code", ["FR", "INTL", "ABCDEFGH"])
def test_check_corpus_code_accepts_two_to_eight_capitals(code):
    assert ids.check_corpus_code(code) == code


@pytest.mark.parametrize("code", ["fr", "F", "ABCDEFGHI", "F1", "", "FR-"])
def test_check_corpus_code_rejects_and_names_the_code(code):
    with pytest.raises(ChunkingError) as info:
        ids.check_corpus_code(code)
    assert repr(code) in str(info.value)


def test_check_corpus_code_rejects_a_trailing_newline():
    with pytest.raises(ChunkingError):
        ids.check_corpus_code("FR\n")

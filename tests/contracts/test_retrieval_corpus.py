"""retrieval-corpus.v1: id normalisation, the schema, and one failing corpus per validator rule."""

from __future__ import annotations

import json

import pytest
from jsonschema import Draft7Validator

from edge_export.errors import InputError
from edge_export.paths import schema_path
from edge_export.contracts.retrieval_corpus import (
    SCHEMA_VERSION,
    is_canonical_doc_id,
    is_canonical_ear_id,
    normalize_ear_id,
    validate_retrieval_corpus,
)

REQUIRED_FIELDS = ["schema_version", "doc_id", "section_id", "text", "chunk_kind", "source", "source_ref"]


def make_doc(**fields) -> dict:
    """A valid section-level document; keyword arguments override or add fields."""
    doc = {
        "schema_version": SCHEMA_VERSION,
        "doc_id": "EAR-736.2",
        "section_id": "EAR-736.2",
        "text": "General prohibitions.",
        "chunk_kind": "section",
        "source": "ecfr_snapshot",
        "source_ref": "ecfr-2025-12-31-sha256:abcd",
    }
    doc.update(fields)
    return doc


def write_corpus(tmp_path, *lines) -> str:
    """Write a JSONL file: dicts are dumped as JSON, strings are written verbatim (for broken lines)."""
    path = tmp_path / "corpus.jsonl"
    dumped = (line if isinstance(line, str) else json.dumps(line, ensure_ascii=False) for line in lines)
    text = "\n".join(dumped)
    path.write_text(text + "\n", encoding="utf-8")
    return str(path)


def violations_of(tmp_path, *lines):
    return validate_retrieval_corpus(write_corpus(tmp_path, *lines))


def find(violations, rule: str, path: str):
    """The violations with this rule at this path (a list, so a test can assert how many)."""
    return [v for v in violations if v.rule == rule and v.path == path]


# --- schema file ------------------------------------------------------------------------------------


def test_schema_is_valid_draft7_with_id_and_title():
    schema = json.loads(schema_path("retrieval-corpus.v1.schema.json").read_text(encoding="utf-8"))
    Draft7Validator.check_schema(schema)
    assert schema["$id"] and schema["title"]
    assert sorted(schema["required"]) == sorted(REQUIRED_FIELDS)


# --- identifiers ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "canonical"),
    [
        ("15 CFR 736.2", "EAR-736.2"),
        ("§ 736.2(b)", "EAR-736.2(b)"),
        ("736.2(b)", "EAR-736.2(b)"),
        ("EAR-736.2(b)", "EAR-736.2(b)"),
        ("736.2(B)", "EAR-736.2(b)"),
        ("15 CFR § 736.2(b)(1)(II)", "EAR-736.2(b)(1)(ii)"),
        ("  EAR-736  \n", "EAR-736"),
        ("736.2(b)#p0001", "EAR-736.2(b)#p0001"),
        ("EAR-736.2#P1", "EAR-736.2#P1"),  # suffix kept verbatim: an uppercase suffix stays invalid
    ],
)
def test_normalize_ear_id(raw, canonical):
    assert normalize_ear_id(raw) == canonical


@pytest.mark.parametrize(
    "raw", ["", "   ", "hello", "73.2", "EAR-", "EAR-7360", "736.2(b", "736.2(b-1)", "16 CFR 736.2"]
)
def test_normalize_ear_id_rejects_non_ids(raw):
    with pytest.raises(ValueError, match="is not an EAR id"):
        normalize_ear_id(raw)


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("EAR-736", True),
        ("EAR-736.2", True),
        ("EAR-736.2(b)", True),
        ("EAR-736.2(b)(1)(ii)", True),
        ("EAR-736.2(B)", False),
        ("736.2", False),
        ("EAR-736.2\n", False),
        ("EAR-736.2#p0001", False),
    ],
)
def test_is_canonical_ear_id(value, expected):
    assert is_canonical_ear_id(value) is expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("EAR-736.2(b)", True),
        ("EAR-736.2(b)#p0001", True),
        ("EAR-736.2#0:a.b_c-d", True),
        ("EAR-736.2(b)#P0001", False),  # uppercase suffix
        ("EAR-736.2(b)#-p1", False),  # suffix must start with a letter or digit
        ("EAR-736.2(b)#", False),
        ("EAR-736.2(B)#p1", False),
    ],
)
def test_is_canonical_doc_id(value, expected):
    assert is_canonical_doc_id(value) is expected


# --- a valid corpus ---------------------------------------------------------------------------------


def test_valid_corpus_has_no_violations(tmp_path):
    corpus = [
        make_doc(title="§ 736.2 General prohibitions", url="https://www.ecfr.gov/x", hash="sha256:00"),
        make_doc(
            doc_id="EAR-736.2(b)", section_id="EAR-736.2(b)", chunk_kind="subsection", parent_id="EAR-736.2"
        ),
        make_doc(
            doc_id="EAR-736.2(b)#p0001",
            section_id="EAR-736.2(b)",
            chunk_kind="paragraph",
            parent_id="EAR-736.2(b)",
            ordinal=1,
            tokens_estimate=42,
            source="ecfr_api",
            reviewer_note="unknown fields are ignored",
        ),
        make_doc(
            doc_id="EAR-736.2(b)#p0002",
            section_id="EAR-736.2(b)",
            chunk_kind="paragraph",
            parent_id="EAR-736.2(b)",
            ordinal=2,
            source="other",
        ),
    ]
    assert violations_of(tmp_path, *corpus) == []


def test_blank_lines_are_ignored_but_still_counted(tmp_path):
    bad_kind = make_doc(doc_id="EAR-740.1", section_id="EAR-740.1", chunk_kind="x")
    violations = violations_of(tmp_path, make_doc(), "", "   ", bad_kind)
    assert [(v.path, v.rule) for v in violations] == [("line 4: $.chunk_kind", "schema:enum")]


# --- one failing corpus per rule ----------------------------------------------------------------------


@pytest.mark.parametrize("content", ["", "\n  \n\t\n"])
def test_empty_corpus(tmp_path, content):
    path = tmp_path / "corpus.jsonl"
    path.write_text(content, encoding="utf-8")
    assert [v.rule for v in validate_retrieval_corpus(path)] == ["empty-corpus"]


def test_invalid_json_line(tmp_path):
    violations = violations_of(tmp_path, make_doc(), '{"doc_id": "EAR-736.2",')
    assert [(v.path, v.rule) for v in violations] == [("line 2: $", "json")]


@pytest.mark.parametrize("line", ["[1, 2]", '"EAR-736.2"', "42", "null"])
def test_line_that_is_not_an_object(tmp_path, line):
    violations = violations_of(tmp_path, line)
    assert [(v.path, v.rule) for v in violations] == [("line 1: $", "schema:type")]


@pytest.mark.parametrize("field", REQUIRED_FIELDS)
def test_missing_required_field(tmp_path, field):
    doc = make_doc()
    del doc[field]
    violations = violations_of(tmp_path, doc)
    assert [v.rule for v in violations] == ["schema:required"]
    assert repr(field) in violations[0].message


def test_schema_version_mismatch(tmp_path):
    violations = violations_of(tmp_path, make_doc(schema_version="retrieval-corpus.v2"))
    assert [(v.path, v.rule) for v in violations] == [("line 1: $.schema_version", "schema:const")]


@pytest.mark.parametrize(("field", "value"), [("chunk_kind", "chapter"), ("source", "web")])
def test_value_outside_enum(tmp_path, field, value):
    violations = violations_of(tmp_path, make_doc(**{field: value}))
    assert [(v.path, v.rule) for v in violations] == [(f"line 1: $.{field}", "schema:enum")]


@pytest.mark.parametrize(
    ("field", "value"),
    [("ordinal", "3"), ("ordinal", True), ("tokens_estimate", 1.5), ("title", 7), ("text", None)],
)
def test_wrong_type(tmp_path, field, value):
    violations = violations_of(tmp_path, make_doc(**{field: value}))
    assert [(v.path, v.rule) for v in violations] == [(f"line 1: $.{field}", "schema:type")]


@pytest.mark.parametrize("text", ["", " ", "\n\t \u3000"])
def test_empty_or_whitespace_only_text(tmp_path, text):
    violations = violations_of(tmp_path, make_doc(text=text))
    assert [(v.path, v.rule) for v in violations] == [("line 1: $.text", "schema:pattern")]


def test_empty_source_ref(tmp_path):
    violations = violations_of(tmp_path, make_doc(source_ref=""))
    assert [(v.path, v.rule) for v in violations] == [("line 1: $.source_ref", "schema:minLength")]


@pytest.mark.parametrize("suffix", ["P0001", "-p1", "_p1", "p 1"])
def test_doc_id_with_bad_suffix(tmp_path, suffix):
    violations = violations_of(tmp_path, make_doc(doc_id=f"EAR-736.2#{suffix}"))
    assert [(v.path, v.rule) for v in violations] == [("line 1: $.doc_id", "schema:pattern")]


@pytest.mark.parametrize("field", ["doc_id", "section_id", "parent_id"])
def test_id_that_is_no_ear_id_gets_no_canonical_hint(tmp_path, field):
    violations = violations_of(tmp_path, make_doc(**{field: "chapter 7"}))
    assert find(violations, "schema:pattern", f"line 1: $.{field}")
    assert not [v for v in violations if v.rule == "canonical-id"]


@pytest.mark.parametrize(
    ("fields", "field", "canonical"),
    [
        ({"doc_id": "736.2"}, "doc_id", "EAR-736.2"),
        ({"doc_id": "EAR-736.2(B)#p0001", "section_id": "EAR-736.2(b)"}, "doc_id", "EAR-736.2(b)#p0001"),
        ({"section_id": "15 CFR 736.2"}, "section_id", "EAR-736.2"),
        # The schema's "$" lets a trailing newline through (Python re.search); the validator must not.
        ({"section_id": "EAR-736.2\n"}, "section_id", "EAR-736.2"),
        ({"parent_id": "§ 736.2"}, "parent_id", "EAR-736.2"),
    ],
)
def test_non_canonical_id_names_the_canonical_form(tmp_path, fields, field, canonical):
    violations = violations_of(tmp_path, make_doc(**fields))
    hints = find(violations, "canonical-id", f"line 1: $.{field}")
    assert len(hints) == 1
    assert repr(canonical) in hints[0].message


@pytest.mark.parametrize(
    ("doc_id", "section_id"),
    [("EAR-736.2(c)", "EAR-736.2(b)"), ("EAR-736.2(b)(1)", "EAR-736.2(b)"), ("EAR-736.2#p1", "EAR-736.2(b)")],
)
def test_doc_id_not_of_its_section(tmp_path, doc_id, section_id):
    violations = violations_of(tmp_path, make_doc(doc_id=doc_id, section_id=section_id))
    assert [(v.path, v.rule) for v in violations] == [("line 1: $.doc_id", "doc-id-form")]


def test_duplicate_doc_id_names_the_first_line(tmp_path):
    duplicate = make_doc(doc_id="EAR-736.2(b)", section_id="EAR-736.2(b)", chunk_kind="subsection")
    violations = violations_of(tmp_path, make_doc(), duplicate, duplicate, duplicate)
    assert [(v.path, v.rule) for v in violations] == [
        ("line 3: $.doc_id", "unique-doc-id"),
        ("line 4: $.doc_id", "unique-doc-id"),
    ]
    assert all("first on line 2" in v.message for v in violations)
    assert str(violations[0]).startswith("line 3: $.doc_id: [unique-doc-id] ")


def test_parent_id_absent_from_corpus(tmp_path):
    orphan = make_doc(
        doc_id="EAR-736.2(b)", section_id="EAR-736.2(b)", chunk_kind="subsection", parent_id="EAR-999.1"
    )
    violations = violations_of(tmp_path, make_doc(), orphan)
    assert [(v.path, v.rule) for v in violations] == [("line 2: $.parent_id", "parent-exists")]


# --- unreadable input ---------------------------------------------------------------------------------


def test_nonexistent_file_raises_input_error(tmp_path):
    missing = tmp_path / "absent.jsonl"
    with pytest.raises(InputError) as excinfo:
        validate_retrieval_corpus(missing)
    assert excinfo.value.path == str(missing)


def test_non_utf8_file_raises_input_error(tmp_path):
    path = tmp_path / "latin1.jsonl"
    path.write_bytes(json.dumps(make_doc(text="Gen\u00e8ve"), ensure_ascii=False).encode("latin-1"))
    with pytest.raises(InputError, match="not UTF-8"):
        validate_retrieval_corpus(path)

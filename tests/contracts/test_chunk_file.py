"""`edge-export validate`: a real corpus file passes; each schema constraint and file rule, broken once, is named.

The valid corpus is built for real (CorpusBuilder + token-window-v1 over the first two FR documents), so the
tests also pin that what the builder writes is what the validator accepts.
"""

from __future__ import annotations

import copy
import json

import pytest

from edge_export.chunk.chunkers import make_chunker
from edge_export.chunk.corpus import CorpusBuilder
from edge_export.cli import main
from edge_export.contracts.chunk_file import FILE_METADATA_KEYS, validate_corpus_data, validate_corpus_file
from edge_export.contracts.retrieval_corpus import SCHEMA_VERSION as RETRIEVAL_SCHEMA_VERSION
from edge_export.errors import InputError


@pytest.fixture(scope="module")
def built_corpus(corpus_documents, trained_tokenizer) -> dict:
    chunker = make_chunker("token-window-v1", trained_tokenizer)
    return CorpusBuilder(chunker, trained_tokenizer, "FR").build(corpus_documents[:2])


@pytest.fixture
def corpus(built_corpus) -> dict:
    """A fresh, valid corpus file dict that a test may break."""
    return copy.deepcopy(built_corpus)


def rules_at(violations) -> set[tuple[str, str]]:
    return {(v.rule, v.path) for v in violations}


def schema_rules_at(violations) -> set[tuple[str, str]]:
    return {(v.rule, v.path) for v in violations if v.rule.startswith("schema:")}


def write_json(path, data):
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


# --- the valid file ---------------------------------------------------------------------------------


def test_built_corpus_is_a_real_chained_corpus(built_corpus):
    chunks = built_corpus["chunks"]
    assert len(chunks) >= 3
    assert {c["source"] for c in chunks} == {"2018_Reglement_Disciplinaire20180422.pdf",
                                             "2022_Reglement_medical_19082022.pdf"}
    assert chunks[0]["metadata"]["prev_chunk_id"] is None
    assert chunks[0]["metadata"]["next_chunk_id"] == chunks[1]["id"]
    assert chunks[1]["metadata"]["prev_chunk_id"] == chunks[0]["id"]
    assert chunks[-1]["metadata"]["next_chunk_id"] is None


def test_built_corpus_has_zero_violations(built_corpus):
    assert validate_corpus_data(built_corpus) == []


def test_built_corpus_written_to_disk_has_zero_violations(built_corpus, tmp_path):
    assert validate_corpus_file(write_json(tmp_path / "corpus.json", built_corpus)) == []


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("text", "x" * 50),
        ("text", "x" * 2000),
        ("source", "LA-OCTOBRE2025.PDF"),
        ("page", 1),
        ("tokens", 1),
        ("tokens", 512),
        ("chunker_version", "pdf-page-v1"),
        ("chunker_version", "parent-child-v1"),
        ("parent_id", "FR-001-001-P01"),
        ("metadata.corpus", "abcdefgh"),
        ("metadata.extraction_date", "2024-02-29"),
        ("metadata.version", "10.12"),
        ("metadata.article", "A.3"),
    ],
)
def test_boundary_values_are_accepted(corpus, field, value):
    target = corpus["chunks"][0]
    *parents, key = field.split(".")
    for p in parents:
        target = target[p]
    target[key] = value
    assert validate_corpus_data(corpus) == []


# --- every constraint of schemas/chunk.schema.json, broken once --------------------------------------

CHUNK0 = "$.chunks[0]"


def _set(path: str, value):
    def mutate(chunk):
        target = chunk
        *parents, key = path.split(".")
        for p in parents:
            target = target[p]
        target[key] = value
    return mutate


def _delete(path: str):
    def mutate(chunk):
        target = chunk
        *parents, key = path.split(".")
        for p in parents:
            target = target[p]
        del target[key]
    return mutate


SCHEMA_CASES = [
    # id pattern
    ("id-lowercase-corpus", _set("id", "fr-001-001-01"), {("schema:pattern", f"{CHUNK0}.id")}),
    ("id-1-letter-corpus", _set("id", "F-001-001-01"), {("schema:pattern", f"{CHUNK0}.id")}),
    ("id-9-letter-corpus", _set("id", "ABCDEFGHI-001-001-01"), {("schema:pattern", f"{CHUNK0}.id")}),
    ("id-2-digit-doc", _set("id", "FR-01-001-01"), {("schema:pattern", f"{CHUNK0}.id")}),
    ("id-4-digit-page", _set("id", "FR-001-0001-01"), {("schema:pattern", f"{CHUNK0}.id")}),
    ("id-1-digit-seq", _set("id", "FR-001-001-1"), {("schema:pattern", f"{CHUNK0}.id")}),
    ("id-3-digit-seq", _set("id", "FR-001-001-001"), {("schema:pattern", f"{CHUNK0}.id")}),
    ("id-not-a-string", _set("id", 1), {("schema:type", f"{CHUNK0}.id")}),
    # text
    ("text-49-chars", _set("text", "x" * 49), {("schema:minLength", f"{CHUNK0}.text")}),
    ("text-empty", _set("text", ""), {("schema:minLength", f"{CHUNK0}.text")}),
    ("text-2001-chars", _set("text", "x" * 2001), {("schema:maxLength", f"{CHUNK0}.text")}),
    # source
    ("source-txt", _set("source", "LA-octobre2025.txt"), {("schema:pattern", f"{CHUNK0}.source")}),
    ("source-pdf-not-at-end", _set("source", "LA-octobre2025.pdf.bak"), {("schema:pattern", f"{CHUNK0}.source")}),
    ("source-only-extension", _set("source", ".pdf"), {("schema:pattern", f"{CHUNK0}.source")}),
    # page
    ("page-0", _set("page", 0), {("schema:minimum", f"{CHUNK0}.page")}),
    ("page-string", _set("page", "1"), {("schema:type", f"{CHUNK0}.page")}),
    ("page-fraction", _set("page", 1.5), {("schema:type", f"{CHUNK0}.page")}),
    ("page-bool", _set("page", True), {("schema:type", f"{CHUNK0}.page")}),
    # tokens
    ("tokens-0", _set("tokens", 0), {("schema:minimum", f"{CHUNK0}.tokens")}),
    ("tokens-513", _set("tokens", 513), {("schema:maximum", f"{CHUNK0}.tokens")}),
    # metadata
    ("metadata-not-object", _set("metadata", []), {("schema:type", f"{CHUNK0}.metadata")}),
    ("metadata-corpus-missing", _delete("metadata.corpus"), {("schema:required", f"{CHUNK0}.metadata")}),
    ("metadata-extraction_date-missing", _delete("metadata.extraction_date"),
     {("schema:required", f"{CHUNK0}.metadata")}),
    ("metadata-version-missing", _delete("metadata.version"), {("schema:required", f"{CHUNK0}.metadata")}),
    ("metadata-corpus-uppercase", _set("metadata.corpus", "FR"), {("schema:pattern", f"{CHUNK0}.metadata.corpus")}),
    ("metadata-corpus-9-letters", _set("metadata.corpus", "abcdefghi"),
     {("schema:pattern", f"{CHUNK0}.metadata.corpus")}),
    ("extraction_date-month-13", _set("metadata.extraction_date", "2026-13-45"),
     {("schema:format", f"{CHUNK0}.metadata.extraction_date")}),
    ("extraction_date-feb-30", _set("metadata.extraction_date", "2026-02-30"),
     {("schema:format", f"{CHUNK0}.metadata.extraction_date")}),
    ("extraction_date-yesterday", _set("metadata.extraction_date", "yesterday"),
     {("schema:format", f"{CHUNK0}.metadata.extraction_date"),
      ("schema:pattern", f"{CHUNK0}.metadata.extraction_date")}),
    ("version-no-minor", _set("metadata.version", "1"), {("schema:pattern", f"{CHUNK0}.metadata.version")}),
    ("version-number", _set("metadata.version", 1.0), {("schema:type", f"{CHUNK0}.metadata.version")}),
    ("section-not-string", _set("metadata.section", 3), {("schema:type", f"{CHUNK0}.metadata.section")}),
    ("article-not-string", _set("metadata.article", 4.1), {("schema:type", f"{CHUNK0}.metadata.article")}),
    ("next_chunk_id-bad-pattern", _set("metadata.next_chunk_id", "FR-1-1-1"),
     {("schema:pattern", f"{CHUNK0}.metadata.next_chunk_id")}),
    ("prev_chunk_id-bad-pattern", _set("metadata.prev_chunk_id", "fr-001-001-01"),
     {("schema:pattern", f"{CHUNK0}.metadata.prev_chunk_id")}),
    ("prev_chunk_id-number", _set("metadata.prev_chunk_id", 7),
     {("schema:type", f"{CHUNK0}.metadata.prev_chunk_id")}),
    # edge-export's own fields
    ("chunker_version-unknown", _set("chunker_version", "token-window-v9"),
     {("schema:enum", f"{CHUNK0}.chunker_version")}),
    ("policy_hash-15-hex", _set("policy_hash", "0" * 15), {("schema:pattern", f"{CHUNK0}.policy_hash")}),
    ("policy_hash-17-hex", _set("policy_hash", "0" * 17), {("schema:pattern", f"{CHUNK0}.policy_hash")}),
    ("policy_hash-uppercase", _set("policy_hash", "ABCDEF0123456789"), {("schema:pattern", f"{CHUNK0}.policy_hash")}),
    ("chunk_id-31-hex", _set("chunk_id", "a" * 31), {("schema:pattern", f"{CHUNK0}.chunk_id")}),
    ("chunk_id-33-hex", _set("chunk_id", "a" * 33), {("schema:pattern", f"{CHUNK0}.chunk_id")}),
    ("doc_id-not-hex", _set("doc_id", "z" * 32), {("schema:pattern", f"{CHUNK0}.doc_id")}),
    ("parent_id-chunk-id-form", _set("parent_id", "FR-001-001-01"), {("schema:pattern", f"{CHUNK0}.parent_id")}),
    ("parent_id-1-digit-seq", _set("parent_id", "FR-001-001-P1"), {("schema:pattern", f"{CHUNK0}.parent_id")}),
    ("loc-lines-missing", _set("loc", {}), {("schema:required", f"{CHUNK0}.loc")}),
    ("loc-lines-to-missing", _set("loc", {"lines": {"from": 1}}), {("schema:required", f"{CHUNK0}.loc.lines")}),
    ("loc-lines-from-0", _set("loc", {"lines": {"from": 0, "to": 1}}),
     {("schema:minimum", f"{CHUNK0}.loc.lines.from")}),
    ("offset_chars-from-negative", _set("offset_chars", {"from": -1, "to": 5}),
     {("schema:minimum", f"{CHUNK0}.offset_chars.from")}),
    ("offset_chars-to-missing", _set("offset_chars", {"from": 0}), {("schema:required", f"{CHUNK0}.offset_chars")}),
    ("embedded_tokens-2", _set("embedded_tokens", 2), {("schema:minimum", f"{CHUNK0}.embedded_tokens")}),
] + [
    (f"{key}-missing", _delete(key), {("schema:required", CHUNK0)})
    for key in ("id", "text", "source", "page", "tokens", "metadata")
]


@pytest.mark.parametrize(("mutate", "expected"), [case[1:] for case in SCHEMA_CASES],
                         ids=[case[0] for case in SCHEMA_CASES])
def test_each_schema_constraint_is_reported_at_its_path(corpus, mutate, expected):
    mutate(corpus["chunks"][0])
    assert schema_rules_at(validate_corpus_data(corpus)) == expected


@pytest.mark.parametrize("key", ["id", "text", "source", "page", "tokens", "metadata"])
def test_missing_required_key_message_names_the_key(corpus, key):
    del corpus["chunks"][0][key]
    [violation] = [v for v in validate_corpus_data(corpus) if v.rule == "schema:required"]
    assert repr(key) in violation.message


def test_schema_violations_name_the_chunk_index(corpus):
    corpus["chunks"][2]["tokens"] = 0
    assert rules_at(validate_corpus_data(corpus)) == {("schema:minimum", "$.chunks[2].tokens")}


def test_chunk_that_is_not_an_object_is_a_type_violation(corpus):
    corpus["chunks"].append("not a chunk")
    corpus["metadata"]["total_chunks"] += 1
    assert rules_at(validate_corpus_data(corpus)) == {("schema:type", f"$.chunks[{len(corpus['chunks']) - 1}]")}


def test_one_chunk_can_break_several_constraints(corpus):
    chunk = corpus["chunks"][0]
    chunk["page"], chunk["tokens"], chunk["text"] = 0, 513, "short"
    assert schema_rules_at(validate_corpus_data(corpus)) == {
        ("schema:minimum", f"{CHUNK0}.page"),
        ("schema:maximum", f"{CHUNK0}.tokens"),
        ("schema:minLength", f"{CHUNK0}.text"),
    }


@pytest.mark.parametrize("field", ["id", "source", "policy_hash", "chunk_id"])
def test_pattern_rejects_a_trailing_newline(corpus, field):
    corpus["chunks"][0][field] += "\n"
    assert schema_rules_at(validate_corpus_data(corpus)) == {("schema:pattern", f"{CHUNK0}.{field}")}


# --- the file rules of chunk_file.py -------------------------------------------------------------------


@pytest.mark.parametrize(
    "data",
    [[], "corpus", None, {}, {"metadata": {}}, {"metadata": {}, "chunks": {}}, {"chunks": "FR-001-001-01"}],
    ids=["list", "string", "null", "empty-object", "no-chunks", "chunks-object", "chunks-string"],
)
def test_file_shape(data):
    [violation] = validate_corpus_data(data)
    assert (violation.rule, violation.path) == ("file-shape", "$")


@pytest.mark.parametrize("metadata", [None, "fr", []], ids=["null", "string", "list"])
def test_file_metadata_not_an_object(corpus, metadata):
    corpus["metadata"] = metadata
    assert rules_at(validate_corpus_data(corpus)) == {("file-metadata", "$.metadata")}


def test_file_metadata_missing_entirely(corpus):
    del corpus["metadata"]
    assert rules_at(validate_corpus_data(corpus)) == {("file-metadata", "$.metadata")}


@pytest.mark.parametrize("key", FILE_METADATA_KEYS)
def test_file_metadata_each_missing_key(corpus, key):
    del corpus["metadata"][key]
    [violation] = validate_corpus_data(corpus)
    assert (violation.rule, violation.path) == ("file-metadata", f"$.metadata.{key}")
    assert repr(key) in violation.message


def test_file_metadata_keys_are_the_four_of_the_builder():
    assert FILE_METADATA_KEYS == ("corpus", "generated", "total_chunks", "schema_version")


@pytest.mark.parametrize("delta", [-1, 1])
def test_file_metadata_total_chunks_mismatch(corpus, delta):
    n = len(corpus["chunks"])
    corpus["metadata"]["total_chunks"] = n + delta
    [violation] = validate_corpus_data(corpus)
    assert (violation.rule, violation.path) == ("file-metadata", "$.metadata.total_chunks")
    assert f"says {n + delta} but the file has {n} chunks" in violation.message


def test_file_metadata_total_chunks_counts_after_removing_a_chunk(corpus):
    corpus["chunks"].pop()
    corpus["chunks"][-1]["metadata"]["next_chunk_id"] = None
    assert rules_at(validate_corpus_data(corpus)) == {("file-metadata", "$.metadata.total_chunks")}


def test_unique_id_names_the_duplicate_and_the_first_index(corpus):
    # A copy of chunk 1 at the end: its links agree with its neighbours, so only the duplicate is wrong.
    corpus["chunks"].append(copy.deepcopy(corpus["chunks"][1]))
    corpus["metadata"]["total_chunks"] += 1
    last = len(corpus["chunks"]) - 1
    [violation] = validate_corpus_data(corpus)
    assert (violation.rule, violation.path) == ("unique-id", f"$.chunks[{last}].id")
    assert violation.message == f"duplicate id {corpus['chunks'][1]['id']} (first at $.chunks[1])"


def test_unique_id_reports_every_later_duplicate_against_the_first(corpus):
    for _ in range(2):
        corpus["chunks"].append(copy.deepcopy(corpus["chunks"][1]))
    corpus["metadata"]["total_chunks"] += 2
    n = len(corpus["chunks"])
    violations = validate_corpus_data(corpus)
    assert rules_at(violations) == {("unique-id", f"$.chunks[{n - 2}].id"), ("unique-id", f"$.chunks[{n - 1}].id")}
    assert all("(first at $.chunks[1])" in v.message for v in violations)


@pytest.mark.parametrize(
    ("index", "key"),
    [(0, "prev_chunk_id"), (-1, "next_chunk_id")],
    ids=["prev-of-first", "next-of-last"],
)
def test_link_exists(corpus, index, key):
    corpus["chunks"][index]["metadata"][key] = "FR-999-999-99"
    i = index % len(corpus["chunks"])
    [violation] = validate_corpus_data(corpus)
    assert (violation.rule, violation.path) == ("link-exists", f"$.chunks[{i}].metadata.{key}")
    assert "FR-999-999-99" in violation.message


def test_link_consistent_one_sided(corpus):
    # The last chunk says its next is the first chunk, whose prev_chunk_id is null.
    chunks = corpus["chunks"]
    chunks[-1]["metadata"]["next_chunk_id"] = chunks[0]["id"]
    [violation] = validate_corpus_data(corpus)
    assert (violation.rule, violation.path) == ("link-consistent", f"$.chunks[{len(chunks) - 1}].metadata.next_chunk_id")
    assert chunks[-1]["id"] in violation.message


def test_link_consistent_skipping_a_chunk(corpus):
    # 0 → 2 while 2 ← 1: chunk 0's next and chunk 1's prev no longer agree with their targets.
    chunks = corpus["chunks"]
    chunks[0]["metadata"]["next_chunk_id"] = chunks[2]["id"]
    assert rules_at(validate_corpus_data(corpus)) == {
        ("link-consistent", "$.chunks[0].metadata.next_chunk_id"),
        ("link-consistent", "$.chunks[1].metadata.prev_chunk_id"),
    }


def test_renaming_a_chunk_breaks_the_links_to_it(corpus):
    chunks = corpus["chunks"]
    chunks[1]["id"] = "FR-999-999-99"
    assert rules_at(validate_corpus_data(corpus)) == {
        ("link-exists", "$.chunks[0].metadata.next_chunk_id"),
        ("link-exists", "$.chunks[2].metadata.prev_chunk_id"),
        ("link-consistent", "$.chunks[1].metadata.prev_chunk_id"),
        ("link-consistent", "$.chunks[1].metadata.next_chunk_id"),
    }


@pytest.mark.parametrize("value", [["FR-001-001-02"], {"id": "FR-001-001-02"}], ids=["list", "dict"])
def test_unhashable_link_value_is_a_violation_not_a_crash(corpus, value):
    corpus["chunks"][0]["metadata"]["next_chunk_id"] = value
    assert ("schema:type", f"{CHUNK0}.metadata.next_chunk_id") in rules_at(validate_corpus_data(corpus))


@pytest.mark.parametrize("metadata", ["fr", ["fr"]], ids=["string", "list"])
def test_linked_chunk_with_non_object_metadata_is_a_violation_not_a_crash(corpus, metadata):
    corpus["chunks"][0]["metadata"] = metadata  # chunk 1's prev_chunk_id still points at chunk 0
    assert ("schema:type", f"{CHUNK0}.metadata") in rules_at(validate_corpus_data(corpus))


# --- unreadable files ------------------------------------------------------------------------------------


def test_missing_file_raises_input_error_naming_it(tmp_path):
    path = tmp_path / "absent.json"
    with pytest.raises(InputError) as info:
        validate_corpus_file(path)
    assert info.value.path == str(path)
    assert str(info.value).startswith(f"{path}: cannot read")


def test_non_utf8_file_raises_input_error_naming_it(tmp_path):
    path = tmp_path / "latin1.json"
    path.write_bytes('{"metadata": {}, "chunks": ["règle"]}'.encode("latin-1"))
    with pytest.raises(InputError) as info:
        validate_corpus_file(path)
    assert str(info.value) == f"{path}: not UTF-8 text"


def test_invalid_json_raises_input_error_naming_it_and_the_position(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"metadata": {},\n "chunks": [', encoding="utf-8")
    with pytest.raises(InputError) as info:
        validate_corpus_file(path)
    assert str(info.value).startswith(f"{path}: not valid JSON (line 2, column ")


# --- the CLI ---------------------------------------------------------------------------------------------


def test_cli_validate_good_file_returns_0(built_corpus, tmp_path, capsys):
    path = write_json(tmp_path / "good.json", built_corpus)
    assert main(["validate", str(path)]) == 0
    assert f"{path}: valid" in capsys.readouterr().err


def test_cli_validate_good_file_quiet_prints_nothing(built_corpus, tmp_path, capsys):
    path = write_json(tmp_path / "good.json", built_corpus)
    assert main(["validate", "-q", str(path)]) == 0
    assert capsys.readouterr() == ("", "")


def test_cli_validate_bad_file_returns_1_and_prints_each_violation(corpus, tmp_path, capsys):
    corpus["chunks"][0]["tokens"] = 513
    corpus["chunks"][1]["source"] = "notes.txt"
    corpus["metadata"]["total_chunks"] = 1
    path = write_json(tmp_path / "bad.json", corpus)
    violations = validate_corpus_file(path)
    assert len(violations) == 3

    assert main(["validate", str(path)]) == 1
    err = capsys.readouterr().err.splitlines()
    for violation in violations:
        assert f"{path}: {violation}" in err
    assert err[-1] == f"error: {path}: 3 violation(s)"


def test_cli_validate_unreadable_file_returns_1(tmp_path, capsys):
    path = tmp_path / "absent.json"
    assert main(["validate", str(path)]) == 1
    assert capsys.readouterr().err.startswith(f"error: {path}: cannot read")


def retrieval_doc(**fields) -> dict:
    doc = {"schema_version": RETRIEVAL_SCHEMA_VERSION, "doc_id": "EAR-736.2", "section_id": "EAR-736.2",
           "text": "General prohibitions.", "chunk_kind": "section", "source": "ecfr_snapshot",
           "source_ref": "ecfr-2025-12-31-sha256:abcd"}
    return {**doc, **fields}


def write_jsonl(path, *docs):
    path.write_text("".join(json.dumps(d) + "\n" for d in docs), encoding="utf-8")
    return path


def test_cli_validate_retrieval_contract_valid_jsonl_returns_0(tmp_path, capsys):
    path = write_jsonl(tmp_path / "ok.jsonl", retrieval_doc(),
                       retrieval_doc(doc_id="EAR-736.2#p0001", chunk_kind="paragraph", parent_id="EAR-736.2"))
    assert main(["validate", "--contract", "retrieval-corpus.v1", str(path)]) == 0
    assert f"{path}: valid (retrieval-corpus.v1)" in capsys.readouterr().err


def test_cli_validate_retrieval_contract_invalid_jsonl_returns_1(tmp_path, capsys):
    path = write_jsonl(tmp_path / "bad.jsonl", retrieval_doc(), retrieval_doc())  # duplicate doc_id
    assert main(["validate", "--contract", "retrieval-corpus.v1", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"{path}: line 2: $.doc_id: [unique-doc-id]" in err
    assert f"error: {path}: 1 violation(s)" in err


def test_cli_validate_chunk_corpus_is_not_a_retrieval_corpus(built_corpus, tmp_path):
    path = write_json(tmp_path / "good.json", built_corpus)
    assert main(["validate", "-q", "--contract", "retrieval-corpus.v1", str(path)]) == 1

"""Canonical JSON and the blake3 hashes on it: policy_hash (16 hex) and the content chunk_id (32 hex)."""

from __future__ import annotations

import json
import re

import blake3
import pytest

from edge_export.canonical import canonical_json, chunk_id, policy_hash
from edge_export.chunk.chunkers import make_chunker

POLICY = {"chunker_version": "pdf-page-v1", "extractor": "pypdfium2-text-v1", "target_tokens": 400, "overlap_tokens": 40}
DOC_ID = "5b3f93019d7cab1eccc1f96828631b31"
BLOCKS = [f"{DOC_ID}:p1:0-442"]
PHASH = "61aace03c735d87e"

DECOMPOSED_E = "e\u0301"  # e + COMBINING ACUTE ACCENT
COMPOSED_E = "\u00e9"  # é


def independent_hash(obj, length: int) -> str:
    """The recipe of the spec, written out without edge_export (inputs already NFC)."""
    text = json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return blake3.blake3(text.encode("utf-8")).hexdigest()[:length]


# --- canonical_json ---------------------------------------------------------------------------------


def test_canonical_json_sorts_keys_at_every_level_without_whitespace():
    assert canonical_json({"b": 1, "a": {"d": [1, 2], "c": "x y"}}) == b'{"a":{"c":"x y","d":[1,2]},"b":1}'


def test_canonical_json_keeps_non_ascii_as_utf8():
    assert canonical_json({"k": "échecs"}) == '{"k":"échecs"}'.encode("utf-8")


def test_canonical_json_ignores_insertion_order():
    assert canonical_json({"a": 1, "b": 2}) == canonical_json({"b": 2, "a": 1})


def test_canonical_json_treats_tuples_as_lists():
    assert canonical_json({"a": (1, 2)}) == canonical_json({"a": [1, 2]}) == b'{"a":[1,2]}'


@pytest.mark.parametrize(
    "wrap",
    [
        lambda s: s,  # a bare string
        lambda s: {"k": s},  # a value
        lambda s: {s: 1},  # a key
        lambda s: [{"deep": [s]}],  # nested
    ],
    ids=["string", "value", "key", "nested"],
)
def test_canonical_json_normalises_to_nfc(wrap):
    assert DECOMPOSED_E != COMPOSED_E
    assert canonical_json(wrap(DECOMPOSED_E)) == canonical_json(wrap(COMPOSED_E))


def test_decomposed_and_composed_e_give_the_same_hashes():
    assert policy_hash({"name": DECOMPOSED_E}) == policy_hash({"name": COMPOSED_E})
    assert chunk_id(DOC_ID, "pdf-page-v1", [f"r{DECOMPOSED_E}gle"], PHASH) == chunk_id(
        DOC_ID, "pdf-page-v1", [f"r{COMPOSED_E}gle"], PHASH
    )


# --- policy_hash ------------------------------------------------------------------------------------


def test_policy_hash_is_16_lowercase_hex():
    assert re.fullmatch(r"[0-9a-f]{16}", policy_hash(POLICY))


def test_policy_hash_matches_an_independent_blake3():
    assert policy_hash(POLICY) == independent_hash(POLICY, 16)


def test_policy_hash_ignores_key_order():
    assert policy_hash(POLICY) == policy_hash(dict(reversed(list(POLICY.items()))))


@pytest.mark.parametrize(
    ("key", "other"),
    [
        ("chunker_version", "token-window-v1"),
        ("extractor", "pypdfium2-text-v2"),
        ("target_tokens", 401),
        ("overlap_tokens", 0),
        ("target_tokens", "400"),  # same digits, other JSON type
    ],
)
def test_policy_hash_changes_when_a_policy_value_changes(key, other):
    assert policy_hash({**POLICY, key: other}) != policy_hash(POLICY)


def test_policy_hash_changes_when_a_key_is_added():
    assert policy_hash({**POLICY, "new_knob": 1}) != policy_hash(POLICY)


def test_chunker_policy_hash_uses_this_recipe():
    # The spec's recipe, with today's extractor and the chunk-text rules named (issues 34, 40).
    recipe = {**POLICY, "extractor": "pypdfium2-text-v4",
              "text": "running-lines-out,repeated-lines-kept,line-end-hyphens-joined-by-language-and-patterns"}
    chunker = make_chunker("pdf-page-v1", None)
    assert chunker.policy == recipe
    assert chunker.policy_hash == policy_hash(recipe) == independent_hash(recipe, 16)


# --- chunk_id ---------------------------------------------------------------------------------------


def test_chunk_id_is_32_lowercase_hex():
    assert re.fullmatch(r"[0-9a-f]{32}", chunk_id(DOC_ID, "pdf-page-v1", BLOCKS, PHASH))


def test_chunk_id_is_stable_for_equal_input():
    first = chunk_id(DOC_ID, "pdf-page-v1", BLOCKS, PHASH)
    again = chunk_id(str(DOC_ID), "pdf-page-v1", list(BLOCKS), PHASH)
    assert first == again


def test_chunk_id_matches_an_independent_blake3_of_the_chunk_key():
    key = {"kind": "chunk", "doc_id": DOC_ID, "chunker_version": "token-window-v1", "block_ids": BLOCKS,
           "policy_hash": PHASH}
    assert chunk_id(DOC_ID, "token-window-v1", BLOCKS, PHASH) == independent_hash(key, 32)


@pytest.mark.parametrize(
    "changed",
    [
        {"doc_id": "0" * 32},
        {"chunker_version": "token-window-v1"},
        {"block_ids": [f"{DOC_ID}:p1:0-443"]},
        {"block_ids": BLOCKS + [f"{DOC_ID}:p2:0-10"]},
        {"block_ids": []},
        {"policy_hash_": "0" * 16},
    ],
    ids=["doc_id", "chunker_version", "block_id", "extra_block", "no_blocks", "policy_hash"],
)
def test_chunk_id_changes_with_each_input(changed):
    base = {"doc_id": DOC_ID, "chunker_version": "pdf-page-v1", "block_ids": BLOCKS, "policy_hash_": PHASH}
    assert chunk_id(**{**base, **changed}) != chunk_id(**base)


def test_chunk_id_depends_on_block_order():
    a, b = f"{DOC_ID}:p1:0-10", f"{DOC_ID}:p1:10-20"
    assert chunk_id(DOC_ID, "pdf-page-v1", [a, b], PHASH) != chunk_id(DOC_ID, "pdf-page-v1", [b, a], PHASH)

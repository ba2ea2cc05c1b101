"""Canonical JSON and the blake3 hashes built on it (policy_hash, chunk_id): one recipe, used everywhere."""

from __future__ import annotations

import json
import unicodedata

import blake3


def _nfc(obj):
    if isinstance(obj, str):
        return unicodedata.normalize("NFC", obj)
    if isinstance(obj, dict):
        return {_nfc(k): _nfc(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [_nfc(v) for v in obj]
    return obj


def canonical_json(obj) -> bytes:
    """Sorted keys, no whitespace, UTF-8, strings NFC-normalised."""
    return json.dumps(_nfc(obj), sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def blake3_hex(data: bytes, length: int) -> str:
    return blake3.blake3(data).hexdigest()[:length]


def policy_hash(policy: dict) -> str:
    """blake3(canonical JSON of the policy), first 16 hex."""
    return blake3_hex(canonical_json(policy), 16)


def chunk_id(doc_id: str, chunker_version: str, block_ids: list[str], policy_hash_: str) -> str:
    """Content-addressed chunk id: blake3 of the canonical chunk key, first 32 hex."""
    key = {
        "kind": "chunk",
        "doc_id": doc_id,
        "chunker_version": chunker_version,
        "block_ids": list(block_ids),
        "policy_hash": policy_hash_,
    }
    return blake3_hex(canonical_json(key), 32)

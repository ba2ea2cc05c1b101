"""The remembered SHA-256: a file unchanged since it was hashed is not read again; any change is."""

import hashlib
import os

from edge_export import hashing
from edge_export.hashing import sha256_file_remembered


def _counting(monkeypatch) -> list:
    calls = []
    real = hashing.sha256_file

    def counted(path):
        calls.append(path)
        return real(path)

    monkeypatch.setattr(hashing, "sha256_file", counted)
    return calls


def test_an_unchanged_file_is_hashed_once(tmp_path, monkeypatch):
    calls = _counting(monkeypatch)
    target, memo = tmp_path / "model.bin", tmp_path / "memo.json"
    target.write_bytes(b"weights" * 1000)
    expected = hashlib.sha256(target.read_bytes()).hexdigest()
    assert sha256_file_remembered(target, memo) == expected
    assert sha256_file_remembered(target, memo) == expected
    assert len(calls) == 1


def test_a_rewritten_file_is_hashed_again(tmp_path):
    target, memo = tmp_path / "model.bin", tmp_path / "memo.json"
    target.write_bytes(b"a" * 100)
    first = sha256_file_remembered(target, memo)
    target.write_bytes(b"b" * 100)  # same size; a new mtime
    stat = target.stat()
    os.utime(target, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    assert sha256_file_remembered(target, memo) == hashlib.sha256(b"b" * 100).hexdigest() != first


def test_a_damaged_memo_is_ignored_and_replaced(tmp_path, monkeypatch):
    target, memo = tmp_path / "model.bin", tmp_path / "memo.json"
    target.write_bytes(b"x" * 10)
    memo.write_text("{not json")
    assert sha256_file_remembered(target, memo) == hashlib.sha256(b"x" * 10).hexdigest()
    calls = _counting(monkeypatch)
    sha256_file_remembered(target, memo)
    assert calls == []

"""`edge-export diff`: what an app downloads between two releases, the model and the corpus apart."""

from __future__ import annotations

import json

import pytest

from edge_export.bundle.diff import diff_bundles
from edge_export.cli import main
from edge_export.errors import InputError


def release(folder, **files):
    """A bundle folder whose manifest lists `files` as name=(role, bytes, sha256 character)."""
    folder.mkdir()
    entries = [{"path": name.replace("_", "."), "role": role, "bytes": size, "sha256": char * 64}
               for name, (role, size, char) in files.items()]
    (folder / "manifest.json").write_text(json.dumps({"files": entries, "release": {"version": folder.name}}))
    return folder


def test_a_corpus_update_downloads_the_corpus_files_that_changed_and_no_model_byte(tmp_path, capsys):
    model, tokenizer = ("model", 140_000_000, "a"), ("tokenizer", 4_700_000, "b")
    old = release(tmp_path / "r1", m_tflite=model, sp_model=tokenizer, corpus_db=("corpus_db", 21_000_000, "c"),
                  chunks_txt=("chunks_text", 1_600_000, "d"), old_db=("fts_db", 800_000, "e"))
    new = release(tmp_path / "r2", m_tflite=model, sp_model=tokenizer, corpus_db=("corpus_db", 22_000_000, "f"),
                  chunks_txt=("chunks_text", 1_600_000, "d"), new_db=("fts_db", 900_000, "g"))
    diff = diff_bundles(old, new)
    assert {f.path: f.status for f in diff.files} == {
        "m.tflite": "same", "sp.model": "same", "corpus.db": "changed", "chunks.txt": "same",
        "old.db": "removed", "new.db": "added"}
    assert diff.download_bytes("model") == 0
    assert diff.download_bytes() == diff.download_bytes("corpus") == 22_000_000 + 900_000
    assert (diff.old_version, diff.new_version) == ("r1", "r2")
    assert main(["diff", str(old), str(new), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["download_bytes"] == {"total": 22_900_000, "corpus": 22_900_000, "model": 0}
    assert main(["diff", str(old), str(new)]) == 0
    table = capsys.readouterr().out
    assert "changed  corpus" in table and "to download: 22.9 MB (corpus 22.9 MB, model 0.0 MB)" in table


def test_a_new_model_is_downloaded_whole(tmp_path):
    old = release(tmp_path / "r1", m_tflite=("model", 100, "a"), corpus_db=("corpus_db", 10, "c"))
    new = release(tmp_path / "r2", m_tflite=("model", 120, "b"), corpus_db=("corpus_db", 10, "c"))
    assert diff_bundles(old, new).download_bytes("model") == 120


def test_a_folder_that_is_not_a_bundle_is_named(tmp_path, capsys):
    good = release(tmp_path / "r1", m_tflite=("model", 100, "a"))
    with pytest.raises(InputError, match="no manifest.json: not a bundle folder"):
        diff_bundles(good, tmp_path)
    (tmp_path / "bad").mkdir()
    (tmp_path / "bad" / "manifest.json").write_text("{not json")
    assert main(["diff", str(good), str(tmp_path / "bad")]) == 1
    assert f"{tmp_path / 'bad' / 'manifest.json'}: cannot read" in capsys.readouterr().err

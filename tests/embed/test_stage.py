"""`edge-export embed`: chunks or text lines → .npy vectors and a sidecar naming what each row is."""

from __future__ import annotations

import json

import numpy as np

from edge_export.cli import main
from edge_export.runtime import open_embedder


def test_embed_text_lines_with_the_reference(tmp_path, tiny_model_dir):
    texts = tmp_path / "queries.txt"
    texts.write_text("Quelle cadence ?\n\nQui arbitre ?\n", encoding="utf-8")
    out = tmp_path / "q.npy"
    assert main(["embed", str(texts), "--artifact", str(tiny_model_dir), "--backend", "reference",
                 "--kind", "query", "-o", str(out), "-q"]) == 0
    vectors = np.load(out)
    sidecar = json.loads((tmp_path / "q.npy.json").read_text(encoding="utf-8"))
    assert vectors.shape == (2, 768) and sidecar["keys"] == ["line:1", "line:3"] and sidecar["kind"] == "query"
    expected = open_embedder("reference", tiny_model_dir).embed(["Quelle cadence ?", "Qui arbitre ?"], "query").vectors
    np.testing.assert_allclose(vectors, expected, atol=1e-5)


def test_embed_chunks_keys_rows_by_chunk_id(tmp_path, tiny_model_dir):
    corpus = {"metadata": {}, "chunks": [
        {"id": "FR-001-001-01", "chunk_id": "a" * 32, "text": "Article premier du règlement intérieur."},
        {"id": "FR-001-001-02", "chunk_id": "b" * 32, "text": "Article deux : la cadence des parties."},
    ]}
    path = tmp_path / "chunks.json"
    path.write_text(json.dumps(corpus), encoding="utf-8")
    out = tmp_path / "v.npy"
    assert main(["embed", str(path), "--artifact", str(tiny_model_dir), "-o", str(out), "-q"]) == 0
    assert json.loads((tmp_path / "v.npy.json").read_text())["keys"] == ["a" * 32, "b" * 32]
    assert np.load(out).shape == (2, 768)


def test_embed_errors_name_the_problem(tmp_path, tiny_model_dir, capsys):
    empty = tmp_path / "empty.txt"
    empty.write_text("\n\n", encoding="utf-8")
    assert main(["embed", str(empty), "--artifact", str(tiny_model_dir), "-o", str(tmp_path / "x.npy")]) == 1
    assert "empty.txt" in capsys.readouterr().err
    assert main(["embed", str(empty), "--backend", "litert", "-o", str(tmp_path / "x.npy")]) == 1
    assert "--artifact" in capsys.readouterr().err
    assert not (tmp_path / "x.npy").exists()

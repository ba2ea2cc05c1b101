"""The LiteRT back-end on an fp32 export of the tiny model: same vectors as the reference, the short
signature for short texts, and clear errors for files that are not ours."""

from __future__ import annotations

import shutil

import numpy as np
import pytest

from edge_export.errors import ArtifactError, EmbedDimMismatch, EmptyTextError
from edge_export.runtime import open_embedder
from edge_export.runtime.litert import LiteRTEmbedder

QUERIES = [
    "Quelle est la cadence minimale ?", "Which planet is known as the Red Planet?", "toucher-jouer",
    "Qui arbitre la ronde ?", "Elo 1850", "Combien de joueurs par équipe ?", "nulle par accord mutuel",
    "What happens if a player touches a piece?", "forfait", "½-½",
]
DOCUMENTS = [
    "Article 4.1 – Le toucher-jouer : le joueur qui touche délibérément une pièce doit la jouer.",
    "Mars, known for its reddish appearance, is often referred to as the Red Planet.",
    "Résultats : 1-0, 0-1, ½-½ ; Elo 1850 → 1872 (+22).",
    "La Fédération Française des Échecs, association déclarée conforme à la loi du 1er juillet 1901.",
    "Le règlement d'une compétition peut spécifier que les deux adversaires ne peuvent convenir d'une nulle.",
    "L'arbitre vérifie les pendules avant la ronde. " * 12,
    "Un forfait administratif est prononcé lorsque l'équipe ne se présente pas.",
    "Chaque équipe comprend huit joueurs, classés par ordre de force décroissant.",
    "court",
    "Les appariements sont publiés au plus tard la veille de la ronde. " * 20,
]


@pytest.fixture(scope="module")
def artifact(tiny_model_dir, tmp_path_factory):
    from edge_export.export.tflite import export_tflite

    return export_tflite(tiny_model_dir, tmp_path_factory.mktemp("litert"), recipe="fp32", validate=False)


@pytest.fixture(scope="module")
def litert(artifact, tiny_model_dir) -> LiteRTEmbedder:
    return open_embedder("litert", artifact.path, tokenizer_path=tiny_model_dir / "tokenizer.model", threads=1)


@pytest.fixture(scope="module")
def reference(tiny_model_dir):
    from edge_export.runtime.reference import ReferenceEmbedder

    return ReferenceEmbedder(tiny_model_dir, max_len=256)


def test_signatures_read_from_the_file(litert):
    assert litert.backend == "litert" and litert.seq_lens == [32, 64, 128, 256]
    assert litert.signature_for(256) == "embed_256" and litert.signature_for(32) == "embed_32"


def test_vectors_match_the_reference(litert, reference):
    for texts, kind, truncated in ((QUERIES, "query", 0), (DOCUMENTS, "document", 1)):
        ours = litert.embed(texts, kind)
        expected = reference.embed(texts, kind)
        np.testing.assert_allclose(ours.vectors, expected.vectors, atol=2e-5)
        assert ours.truncated == expected.truncated == truncated  # the 20x document is over 256 tokens


def test_short_texts_use_the_short_signature_with_the_same_vectors(litert, monkeypatch):
    lengths = []
    run = litert._run
    monkeypatch.setattr(litert, "_run", lambda ids: lengths.append(ids.shape[1]) or run(ids))
    vectors = litert.embed(QUERIES, "query").vectors
    assert set(lengths) <= {32, 64} and 32 in lengths  # each batch at the shortest signature that holds it
    # The same ids padded to 256 through the main signature give the same vectors.
    inputs = litert.model_inputs(QUERIES, "query")
    ids = np.zeros((len(inputs), 256), dtype=np.int32)
    for row, inp in enumerate(inputs):
        ids[row, : len(inp.ids)] = inp.ids
    np.testing.assert_allclose(run(ids), vectors, atol=1e-5)
    lengths.clear()
    litert.embed(DOCUMENTS[-1:])
    assert lengths == [256]


def test_mixed_batch_equals_one_by_one(litert):
    mixed = QUERIES[:3] + DOCUMENTS[-2:] + QUERIES[3:5]
    together = litert.embed(mixed, batch_size=4).vectors
    alone = np.vstack([litert.embed([text]).vectors for text in mixed])
    np.testing.assert_allclose(together, alone, atol=1e-6)


def test_empty_text_is_refused(litert):
    with pytest.raises(EmptyTextError, match="#1"):
        litert.embed(["ok", "  \n"])


def test_tokenizer_beside_the_artifact_or_from_metadata_else_a_clear_error(artifact, tiny_model_dir, tmp_path):
    from edge_export.artifact import metadata_path_for

    moved = tmp_path / "alone" / artifact.path.name
    moved.parent.mkdir()
    shutil.copyfile(artifact.path, moved)
    with pytest.raises(ArtifactError, match="no tokenizer"):  # no metadata, no tokenizer beside it
        LiteRTEmbedder(moved)
    shutil.copyfile(artifact.metadata_path, metadata_path_for(moved))  # records the tokenizer's path
    assert LiteRTEmbedder(moved).tokenizer.path == tiny_model_dir / "tokenizer.model"
    other = tmp_path / "other.model"
    shutil.copyfile(tiny_model_dir / "tokenizer.model", other)
    with open(other, "ab") as fh:
        fh.write(b"\0")  # another file: its hash differs from the one the export recorded
    with pytest.raises(ArtifactError, match="not the one this model was exported with"):
        LiteRTEmbedder(moved, tokenizer_path=other)


def test_missing_and_non_tflite_files(tmp_path, tiny_model_dir):
    tokenizer = tiny_model_dir / "tokenizer.model"
    with pytest.raises(ArtifactError, match="no such TFLite model file"):
        LiteRTEmbedder(tmp_path / "absent.tflite", tokenizer_path=tokenizer)
    not_tflite = tmp_path / "notes.tflite"
    not_tflite.write_text("definitely not a flatbuffer\n")
    with pytest.raises(ArtifactError, match=r"notes\.tflite: not a TFLite model"):
        LiteRTEmbedder(not_tflite, tokenizer_path=tokenizer)
    truncated = tmp_path / "truncated.tflite"
    truncated.write_bytes(b"\x1c\0\0\0TFL3" + b"\0" * 40)
    with pytest.raises(ArtifactError, match=r"truncated\.tflite"):
        LiteRTEmbedder(truncated, tokenizer_path=tokenizer)


def _convert(module, sample: dict, path):
    import litert_torch

    litert_torch.signature("serving_default", module.eval(), sample_kwargs=sample).convert().export(str(path))
    return path


def test_foreign_tflite_is_refused(tmp_path, tiny_model_dir):
    import torch

    class Scale(torch.nn.Module):
        def forward(self, x):
            return {"y": x * 2.0}

    path = _convert(Scale(), {"x": torch.ones(1, 8)}, tmp_path / "foreign.tflite")
    with pytest.raises(ArtifactError, match="signature is not edge-export's") as caught:
        LiteRTEmbedder(path, tokenizer_path=tiny_model_dir / "tokenizer.model")
    assert "foreign.tflite" in str(caught.value) and "float32[1, 8]" in str(caught.value)


def test_512_d_output_is_an_embed_dim_mismatch(tmp_path, tiny_model_dir):
    import torch

    class Narrow(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.table = torch.nn.Embedding(100, 512)

        def forward(self, input_ids):
            return {"embedding": self.table(input_ids).mean(dim=1)}

    path = _convert(Narrow(), {"input_ids": torch.ones(1, 16, dtype=torch.int32)}, tmp_path / "narrow.tflite")
    with pytest.raises(EmbedDimMismatch, match="EMBED_DIM_MISMATCH.*narrow.tflite outputs 512-d"):
        LiteRTEmbedder(path, tokenizer_path=tiny_model_dir / "tokenizer.model")

"""The ONNX back-end on the tiny model's fp32 export: same vectors as the reference, batching and padding
do not matter, truncation is counted, and files that are not ours are refused by name."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

from edge_export.artifact import metadata_path_for
from edge_export.errors import ArtifactError, EmbedDimMismatch, EmptyTextError
from edge_export.export.onnx import export_onnx
from edge_export.export.verify import cosine_rows
from edge_export.runtime import open_embedder
from edge_export.runtime.onnx import OnnxEmbedder
from edge_export.runtime.reference import ReferenceEmbedder

QUERIES = [
    "Quelle est la cadence minimale pour une partie homologuée ?",
    "Que se passe-t-il si un joueur touche une pièce ?",
    "Qui peut proposer la nulle ?",
    "Combien de points pour une victoire ?",
    "Le téléphone portable est-il autorisé en salle de jeu ?",
    "Quand l'arbitre doit-il intervenir ?",
    "Which planet is known as the Red Planet?",
    "Elo 1850 → 1872 : combien de points gagnés ?",
    "roque",
    "Article 6.2 ?",
]
DOCUMENTS = [
    "Article 4.1 – Le toucher-jouer : le joueur qui touche délibérément une pièce doit la jouer.",
    "Le règlement d'une compétition peut spécifier que les deux adversaires ne peuvent convenir d'une partie nulle.",
    "Une partie gagnée vaut 1 point, une partie nulle ½ point, une partie perdue 0 point.",
    "Il est interdit d'avoir un téléphone portable ou tout autre moyen électronique de communication dans la salle.",
    "L'arbitre vérifie les pendules avant la ronde. " * 12,
    "Mars, known for its reddish appearance, is often referred to as the Red Planet.",
    "Résultats : 1-0, 0-1, ½-½ ; Elo 1850 → 1872 (+22).",
    "La Fédération Française des Échecs, association déclarée conforme à la loi du 1er juillet 1901.",
    "Chapitre 3 : les cadences. Section 3.2, alinéa b).",
    "court",
]
LONG_TEXT = "Le joueur doit noter ses coups et ceux de son adversaire, coup après coup. " * 10


@pytest.fixture(scope="session")
def fp32_onnx(tmp_path_factory, tiny_model_dir) -> Path:
    # Unvalidated: the export tests check parity; here the comparison with the reference IS the test.
    return export_onnx(tiny_model_dir, tmp_path_factory.mktemp("onnx-runtime"), quant="fp32", validate=False).path


@pytest.fixture(scope="session")
def tokenizer_path(tiny_model_dir) -> Path:
    return tiny_model_dir / "tokenizer.model"


@pytest.fixture(scope="session")
def onnx_embedder(fp32_onnx, tokenizer_path) -> OnnxEmbedder:
    return open_embedder("onnx", fp32_onnx, tokenizer_path=tokenizer_path, threads=1)


@pytest.fixture(scope="session")
def reference(tiny_model_dir) -> ReferenceEmbedder:
    return ReferenceEmbedder(tiny_model_dir)


def test_equals_the_reference_for_queries_and_documents(onnx_embedder, reference):
    assert isinstance(onnx_embedder, OnnxEmbedder) and onnx_embedder.max_len == 2048
    for texts, kind in ((QUERIES, "query"), (DOCUMENTS, "document")):
        ours, theirs = onnx_embedder.embed(texts, kind), reference.embed(texts, kind)
        assert ours.vectors.shape == (len(texts), 768) and ours.vectors.dtype == np.float32
        assert cosine_rows(ours.vectors, theirs.vectors).min() >= 0.9999


def test_a_batch_of_mixed_lengths_equals_one_by_one(onnx_embedder):
    texts = [*DOCUMENTS, LONG_TEXT]  # ~8 to ~200 tokens: batched, most rows are padded
    together = onnx_embedder.embed(texts, batch_size=4).vectors
    alone = np.vstack([onnx_embedder.embed([t]).vectors for t in texts])
    np.testing.assert_allclose(together, alone, atol=1e-5)


def test_runs_at_the_texts_own_length_with_the_threads_asked(onnx_embedder):
    assert onnx_embedder.dynamic and [onnx_embedder.fitting_length(n) for n in (1, 100, 5000)] == [1, 100, 2048]
    assert onnx_embedder.session.get_session_options().intra_op_num_threads == 1


def test_truncation_is_counted_at_a_small_max_len(fp32_onnx, tokenizer_path, tiny_model_dir):
    short = OnnxEmbedder(fp32_onnx, tokenizer_path=tokenizer_path, max_len=32)
    result = short.embed([LONG_TEXT, "court"])
    assert result.truncated == 1
    expected = ReferenceEmbedder(tiny_model_dir, max_len=32).embed([LONG_TEXT, "court"]).vectors
    assert cosine_rows(result.vectors, expected).min() >= 0.9999  # cut as the reference cuts


def test_tokenizer_and_max_len_come_from_beside_the_artifact(fp32_onnx, tokenizer_path, tmp_path):
    model = shutil.copy(fp32_onnx, tmp_path / fp32_onnx.name)
    metadata = json.loads(metadata_path_for(fp32_onnx).read_text())
    gone = {**metadata["extra"], "tokenizer_path": str(tmp_path / "moved" / "tokenizer.model")}  # the export's, since moved
    metadata_path_for(model).write_text(json.dumps({**metadata, "seq_lens": [32], "extra": gone}))
    with pytest.raises(ArtifactError, match="no tokenizer"):
        OnnxEmbedder(model)
    shutil.copy(tokenizer_path, tmp_path / "tokenizer.model")
    embedder = OnnxEmbedder(model)
    assert embedder.max_len == 32 and embedder.embed([LONG_TEXT]).truncated == 1


def test_a_tokenizer_other_than_the_exported_one_is_refused(fp32_onnx, tmp_path):
    other = tmp_path / "other.model"
    other.write_bytes(b"another vocabulary")
    with pytest.raises(ArtifactError, match="not the one this model was exported with"):
        OnnxEmbedder(fp32_onnx, tokenizer_path=other)


def test_empty_text_is_refused(onnx_embedder):
    with pytest.raises(EmptyTextError, match="#1"):
        onnx_embedder.embed(["ok", "  "])


# --- files that are not ours -----------------------------------------------------------------------------


def save_model(path: Path, nodes, inputs, outputs, initializers=()) -> Path:
    graph = helper.make_graph(nodes, "not-ours", inputs, outputs, initializer=list(initializers))
    onnx.save_model(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)], ir_version=9), str(path))
    return path


def constant_width_model(path: Path, width: int) -> Path:
    """input_ids/attention_mask → sentence_embedding [batch, width]: the mask's row sum times ones."""
    ids, mask = (helper.make_tensor_value_info(n, TensorProto.INT64, ["batch", "sequence"])
                 for n in ("input_ids", "attention_mask"))
    out = helper.make_tensor_value_info("sentence_embedding", TensorProto.FLOAT, ["batch", width])
    nodes = [helper.make_node("Cast", ["attention_mask"], ["mask_f"], to=TensorProto.FLOAT),
             helper.make_node("ReduceSum", ["mask_f", "axes"], ["count"], keepdims=1),
             helper.make_node("Mul", ["count", "ones"], ["sentence_embedding"])]
    initializers = [helper.make_tensor("axes", TensorProto.INT64, [1], [1]),
                    helper.make_tensor("ones", TensorProto.FLOAT, [1, width], [1.0] * width)]
    return save_model(path, nodes, [ids, mask], [out], initializers)


def test_missing_file(tmp_path, tokenizer_path):
    with pytest.raises(ArtifactError, match=r"absent\.onnx: no such ONNX model file"):
        OnnxEmbedder(tmp_path / "absent.onnx", tokenizer_path=tokenizer_path)


@pytest.mark.parametrize("content", [b"", b"this is not a protobuf", b"\x08\x07\x12\x05junk\xff\xff"])
def test_not_an_onnx_model(tmp_path, tokenizer_path, content):
    path = tmp_path / "model.onnx"
    path.write_bytes(content)
    with pytest.raises(ArtifactError, match=r"model\.onnx: not a loadable ONNX model") as caught:
        OnnxEmbedder(path, tokenizer_path=tokenizer_path)
    assert caught.value.path == str(path)


def test_a_model_with_another_signature(tmp_path, tokenizer_path):
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n"])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, ["n"])
    path = save_model(tmp_path / "identity.onnx", [helper.make_node("Identity", ["x"], ["y"])], [x], [y])
    with pytest.raises(ArtifactError, match="signature is not edge-export's"):
        OnnxEmbedder(path, tokenizer_path=tokenizer_path)


def test_a_declared_512d_output_is_refused_at_load(tmp_path, tokenizer_path):
    path = constant_width_model(tmp_path / "narrow.onnx", 512)
    with pytest.raises(EmbedDimMismatch, match="narrow.onnx outputs 512-d vectors, expected 768") as caught:
        OnnxEmbedder(path, tokenizer_path=tokenizer_path)
    assert caught.value.code == "EMBED_DIM_MISMATCH"


def test_a_width_known_only_at_run_time_is_refused_on_the_first_batch(tmp_path, tokenizer_path):
    # sentence_embedding = the mask as floats, [batch, sequence]: its width is the text's token count.
    ids, mask = (helper.make_tensor_value_info(n, TensorProto.INT64, ["batch", "sequence"])
                 for n in ("input_ids", "attention_mask"))
    out = helper.make_tensor_value_info("sentence_embedding", TensorProto.FLOAT, ["batch", "sequence"])
    cast = helper.make_node("Cast", ["attention_mask"], ["sentence_embedding"], to=TensorProto.FLOAT)
    embedder = OnnxEmbedder(save_model(tmp_path / "mask.onnx", [cast], [ids, mask], [out]), tokenizer_path=tokenizer_path)
    width = len(embedder.model_inputs(["court"], "document")[0].ids)
    with pytest.raises(EmbedDimMismatch, match=f"mask.onnx outputs {width}-d vectors"):
        embedder.embed(["court"])

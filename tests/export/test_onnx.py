"""ONNX export of the tiny random EmbeddingGemma: file names, metadata, signature, quantised ops, parity,
refused recipes, and a drifting export that is refused and never published."""

from __future__ import annotations

import hashlib
from collections import Counter
from pathlib import Path

import numpy as np
import onnx
import pytest
import torch

from edge_export.artifact import ExportedArtifact, read_metadata
from edge_export.errors import EdgeExportError, ExportParityError
from edge_export.export.onnx import PARITY_FLOORS, QUANTS, export_onnx, export_onnx_variants
from edge_export.export.stem import artifact_stem
from edge_export.export.verify import VALIDATION_TEXTS, verify

STEM = "tiny-embeddinggemma"  # the tiny model's folder name (conftest): not the pinned checkpoint
# Ops each recipe must contain: proof that the quantiser did its job, Dense layers included (no Gemm left).
RECIPE_OPS = {"fp32": "MatMul", "int8": "MatMulInteger", "w8": "MatMulNBits", "q4": "MatMulNBits"}


@pytest.fixture(scope="session")
def onnx_exports(tmp_path_factory, tiny_model_dir) -> dict[str, ExportedArtifact]:
    """All three recipes from one torch export (it is most of the time)."""
    out = tmp_path_factory.mktemp("onnx-export")
    return {a.recipe: a for a in export_onnx_variants(tiny_model_dir, out, quants=QUANTS)}


def graph_of(artifact: ExportedArtifact) -> onnx.GraphProto:
    return onnx.load(str(artifact.path)).graph


def test_one_file_and_its_metadata_per_recipe_nothing_else(onnx_exports):
    out = onnx_exports["fp32"].path.parent
    expected = {f"{STEM}_{q}.onnx" for q in QUANTS} | {f"{STEM}_{q}.onnx.json" for q in QUANTS}
    assert {p.name for p in out.iterdir()} == expected  # no temp file, no external-data file
    assert artifact_stem(out.parent / "whatever-folder") == "whatever-folder"


def test_metadata_records_what_was_exported(onnx_exports, tiny_model_dir):
    tokenizer_sha = hashlib.sha256((tiny_model_dir / "tokenizer.model").read_bytes()).hexdigest()
    for quant, artifact in onnx_exports.items():
        meta = read_metadata(artifact.path)
        assert meta["path"] == artifact.path.name and meta["size_bytes"] == artifact.path.stat().st_size
        assert (meta["format"], meta["recipe"], meta["seq_lens"], meta["embedding_dim"]) == ("onnx", quant, [2048], 768)
        assert meta["tokenizer_sha256"] == tokenizer_sha
        assert meta["source_checkpoint"] == str(tiny_model_dir)
        assert meta["conversion_s"] > 0 and meta["peak_rss_mb"] > 0
        assert meta["extra"]["opset"] == 18 and meta["extra"]["peak_rss_increase_mb"] >= 0
        assert meta["parity"]["texts"] == len(VALIDATION_TEXTS)
        assert meta["parity"]["threshold_mean"] == PARITY_FLOORS[quant].mean


def test_signature_is_read_back_from_the_file(onnx_exports):
    for artifact in onnx_exports.values():
        graph = graph_of(artifact)
        inputs = {i.name: i.type.tensor_type for i in graph.input}
        assert list(inputs) == ["input_ids", "attention_mask"]
        for tensor in inputs.values():
            assert tensor.elem_type == onnx.TensorProto.INT64
            assert [d.dim_param for d in tensor.shape.dim] == ["batch", "sequence"]  # both dynamic
        (output,) = graph.output
        assert output.name == "sentence_embedding"
        assert output.type.tensor_type.elem_type == onnx.TensorProto.FLOAT
        assert [d.dim_param or d.dim_value for d in output.type.tensor_type.shape.dim] == ["batch", 768]
        assert artifact.signatures["default"] == {
            "inputs": [{"name": n, "shape": ["batch", "sequence"], "dtype": "int64"} for n in inputs],
            "outputs": [{"name": "sentence_embedding", "shape": ["batch", 768], "dtype": "float32"}],
        }


def test_each_recipe_quantises_every_weight_matmul(onnx_exports):
    ops = {quant: Counter(node.op_type for node in graph_of(a).node) for quant, a in onnx_exports.items()}
    # 2 layers x (q, k, v, o, gate, up, down) + 2 Dense layers = 16 weight products; the attention's
    # two activation x activation MatMuls per layer stay float in every recipe.
    assert ops["fp32"]["MatMul"] + ops["fp32"]["Gemm"] == 16 + 4
    assert ops["int8"]["MatMulInteger"] == 16 and ops["w8"]["MatMulNBits"] == ops["q4"]["MatMulNBits"] == 16
    assert ops["int8"]["Gemm"] == ops["w8"]["Gemm"] == ops["q4"]["Gemm"] == 0
    sizes = {quant: a.size_bytes for quant, a in onnx_exports.items()}
    assert sizes["q4"] < sizes["w8"] < sizes["fp32"] and sizes["int8"] < sizes["fp32"]


def test_every_recipe_passes_its_parity_floor(onnx_exports):
    for quant, artifact in onnx_exports.items():
        floor = PARITY_FLOORS[quant]
        assert artifact.parity.passed
        assert artifact.parity.cosine_mean >= floor.mean and artifact.parity.cosine_min >= floor.min


@pytest.mark.parametrize("quant, message", [("fp16", "overflow float16"), ("int4", "fp32, int8, w8, q4")])
def test_refused_recipes_fail_before_any_work(tiny_model_dir, tmp_path, quant, message):
    with pytest.raises(EdgeExportError, match=message):
        export_onnx(tiny_model_dir, tmp_path / "out", quant=quant)
    assert not (tmp_path / "out").exists()


def test_verify_raises_on_drifted_vectors():
    rng = np.random.default_rng(0)
    reference = rng.normal(size=(len(VALIDATION_TEXTS), 768))
    drifted = reference + rng.normal(scale=0.5, size=reference.shape)
    with pytest.raises(ExportParityError, match="model.onnx: output drifts"):
        verify("model.onnx", drifted, reference, min_mean=0.9999, min_min=0.999)


def test_a_drifting_export_is_refused_and_not_published(tiny_model_dir, tmp_path, monkeypatch):
    """The exported module's last Dense weight gets noise after loading: the file no longer matches the
    checkpoint the reference runs, which is what a broken conversion looks like from outside."""
    import edge_export.embedding.model_def as model_def

    load_module = model_def.load_module

    def perturbed(model_dir):
        module = load_module(model_dir)
        generator = torch.Generator().manual_seed(0)
        with torch.no_grad():
            weight = module.dense2.weight
            weight.mul_(1 + 0.5 * torch.randn(weight.shape, generator=generator))
        return module

    monkeypatch.setattr(model_def, "load_module", perturbed)
    target = tmp_path / f"{STEM}_fp32.onnx"
    with pytest.raises(ExportParityError, match=rf"{target.name}: output drifts .* cosine mean 0\.\d+") as caught:
        export_onnx(tiny_model_dir, tmp_path, quant="fp32")
    assert caught.value.path == str(target) and caught.value.mean < PARITY_FLOORS["fp32"].mean
    assert list(Path(tmp_path).iterdir()) == []  # neither the model, nor its metadata, nor a temp file

"""ONNX export of the tiny random EmbeddingGemma: recipes named by what they hold (the TFLite grammar), the table
quantised (GatherBlockQuantized) and restricted with the TFLite export's vocabulary, MatMulNBits per layer as
the recipe says, parity, the ORT form, reuse, determinism, quiet output, and refused recipes."""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from pathlib import Path

import numpy as np
import onnx
import pytest
import torch

from edge_export.artifact import ExportedArtifact, read_metadata, table_tokenizer_path
from edge_export.errors import EdgeExportError, ExportParityError
from edge_export.export.onnx import export_onnx, export_onnx_variants
from edge_export.export.recipes import parse_recipe
from edge_export.export.stem import artifact_stem
from edge_export.export.verify import VALIDATION_TEXTS, cosine_rows, verify
from edge_export.export.vocab_restriction import VOCAB_FLOOR, VocabRestriction
from edge_export.hashing import sha256_file
from edge_export.runtime.onnx import ORT_FORMAT_IDENTIFIER, OnnxEmbedder

STEM = "tiny-embeddinggemma"  # the tiny model's folder name (conftest): not the pinned checkpoint
WHOLE = ("fp32", "dynamic_wi8_afp32", "e4b32_a8_f8_p8")
# Two tiers (the second in int4 blocks of 64); the second also has layer 1's FFN and layer 0's attention in int4
TIERED = ("dynamic_wi8_afp32_t4b64", "dynamic_wi8_afp32_f4b32L1_a4b32L0_t4b64")
WEIGHT_PRODUCTS = 2 * 7 + 1  # 2 layers x (q, k, v, o, gate, up, down) + the dense head (its two layers folded)


@pytest.fixture(scope="session")
def vocab(tmp_path_factory) -> VocabRestriction:
    """A table cut to the validation texts' tokens (every one kept: parity measures quantisation alone)."""
    corpus = tmp_path_factory.mktemp("onnx-vocab") / "chunks.json"
    corpus.write_text(json.dumps({"chunks": [{"text": t} for t in VALIDATION_TEXTS]}), encoding="utf-8")
    return VocabRestriction(800, corpus, ("fr", "en"))  # more rows than the texts need: two tiers


@pytest.fixture(scope="session")
def onnx_exports(tmp_path_factory, tiny_model_dir, vocab) -> dict[str, ExportedArtifact]:
    """The whole-table recipes from one torch export, the two-tier ones (with their .ort) from another."""
    out = tmp_path_factory.mktemp("onnx-export")
    whole = export_onnx_variants(tiny_model_dir, out, quants=WHOLE)
    tiered = export_onnx_variants(tiny_model_dir, out, quants=TIERED, vocab=vocab, ort=True)
    return {a.recipe: a for a in whole + tiered}


def graph_of(artifact: ExportedArtifact) -> onnx.GraphProto:
    return onnx.load(str(artifact.path)).graph


def attribute(node, name):
    return next((onnx.helper.get_attribute_value(a) for a in node.attribute if a.name == name), None)


def test_one_file_and_its_metadata_per_recipe_nothing_else(onnx_exports, vocab):
    out = onnx_exports["fp32"].path.parent
    label = vocab.label
    expected = ({f"{STEM}_{q}.onnx" for q in WHOLE} | {f"{STEM}_{q}.onnx.json" for q in WHOLE}
                | {f"{STEM}_{label}_{q}{suffix}" for q in TIERED
                   for suffix in (".onnx", ".onnx.json", ".ort", ".ort.json", ".tokenizer.model")})
    assert {p.name for p in out.iterdir()} == expected  # no temp file, no external-data file; a restricted table's tokenizer
    assert artifact_stem(out.parent / "whatever-folder") == "whatever-folder"


def test_metadata_records_what_was_exported(onnx_exports, tiny_model_dir, vocab):
    tokenizer_sha = hashlib.sha256((tiny_model_dir / "tokenizer.model").read_bytes()).hexdigest()
    for name, artifact in onnx_exports.items():
        meta = read_metadata(artifact.path)
        recipe = parse_recipe(name)
        assert meta["path"] == artifact.path.name and meta["size_bytes"] == artifact.path.stat().st_size
        assert (meta["format"], meta["recipe"], meta["seq_lens"], meta["embedding_dim"]) == ("onnx", name, [2048], 768)
        # A restricted table's file reads its own tokenizer (the dropped pieces re-split), written beside it.
        reads = table_tokenizer_path(artifact.path) if name in TIERED else tiny_model_dir / "tokenizer.model"
        assert meta["tokenizer_sha256"] == sha256_file(reads) and meta["source_checkpoint"] == str(tiny_model_dir)
        assert meta["extra"]["source_tokenizer_sha256"] == tokenizer_sha
        assert meta["extra"]["tokenizer_path"] == str(reads)
        assert meta["conversion_s"] > 0 and meta["peak_rss_mb"] > 0
        assert meta["extra"]["opset"] == 18 and meta["extra"]["recipe"] == recipe.describe()
        floor = recipe.floor.loosest(VOCAB_FLOOR) if name in TIERED else recipe.floor
        assert (meta["parity"]["threshold_mean"], meta["parity"]["threshold_min"]) == (floor.mean, floor.min)
        assert meta["parity"]["texts"] == len(VALIDATION_TEXTS)
        expected = vocab.for_recipe(recipe).describe(tiny_model_dir / "tokenizer.model") if name in TIERED else None
        assert meta["extra"].get("vocab") == expected


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


def quantised(artifact) -> tuple[Counter, Counter]:
    """(MatMulNBits by (bits, block), GatherBlockQuantized by (bits, block)) of a file."""
    matmuls, tables = Counter(), Counter()
    for node in graph_of(artifact).node:
        key = (attribute(node, "bits"), attribute(node, "block_size"))
        if node.op_type == "MatMulNBits":
            matmuls[key] += 1
        elif node.op_type == "GatherBlockQuantized":
            tables[key] += 1
    return matmuls, tables


def test_each_recipe_quantises_what_its_name_says(onnx_exports):
    fp32 = Counter(node.op_type for node in graph_of(onnx_exports["fp32"]).node)
    assert fp32["MatMul"] + fp32["Gemm"] == WEIGHT_PRODUCTS + 4  # + 2 activation products per layer's attention
    assert "MatMulNBits" not in fp32 and "GatherBlockQuantized" not in fp32
    # int8 in blocks of 128 everywhere; the table's rows (64 values) in one block each
    assert quantised(onnx_exports["dynamic_wi8_afp32"]) == (Counter({(8, 128): WEIGHT_PRODUCTS}), Counter({(8, 64): 1}))
    assert quantised(onnx_exports["e4b32_a8_f8_p8"]) == (Counter({(8, 128): WEIGHT_PRODUCTS}), Counter({(4, 32): 1}))
    # two tiers: the first int8, the second int4 in blocks of 64
    assert quantised(onnx_exports[TIERED[0]]) == (Counter({(8, 128): WEIGHT_PRODUCTS}),
                                                  Counter({(8, 64): 1, (4, 64): 1}))
    # layer 1's FFN (3) and layer 0's attention (4) in int4 blocks of 32, the rest int8
    assert quantised(onnx_exports[TIERED[1]]) == (Counter({(8, 128): WEIGHT_PRODUCTS - 7, (4, 32): 7}),
                                                  Counter({(8, 64): 1, (4, 64): 1}))
    for artifact in onnx_exports.values():  # no float weight left beside its quantised copy
        assert not any(n.op_type == "Gemm" for n in graph_of(artifact).node) or artifact.recipe == "fp32"
    sizes = {name: a.size_bytes for name, a in onnx_exports.items()}
    # int8 weights are a quarter of fp32's bytes; in the tiny file the graph and scales keep it over a third
    assert sizes["e4b32_a8_f8_p8"] < sizes["dynamic_wi8_afp32"] < sizes["fp32"] / 2
    assert sizes[TIERED[1]] < sizes[TIERED[0]] < sizes["dynamic_wi8_afp32"]  # 800 rows, not 2,000


def test_every_recipe_passes_its_parity_floor(onnx_exports):
    for artifact in onnx_exports.values():
        assert artifact.parity.passed, artifact.parity


def test_the_ort_form_loads_and_gives_the_onnx_vectors(onnx_exports, tiny_model_dir):
    for name in TIERED:
        artifact = onnx_exports[name]
        ort_file = artifact.path.with_suffix(".ort")
        assert ort_file.read_bytes()[4:8] == ORT_FORMAT_IDENTIFIER
        recorded = artifact.extra["ort"]
        assert recorded["path"] == ort_file.name and recorded["bytes"] == ort_file.stat().st_size
        assert recorded["sha256"] == hashlib.sha256(ort_file.read_bytes()).hexdigest()
        described = read_metadata(ort_file)
        assert (described["path"], described["recipe"], described["extra"]["converted_from"]) == (
            ort_file.name, name, artifact.path.name)
        # The .ort file shares its .onnx file's tokenizer (the table's), found beside it.
        assert OnnxEmbedder(ort_file).tokenizer.path == table_tokenizer_path(artifact.path)
        vectors = [OnnxEmbedder(p).embed(VALIDATION_TEXTS, "document").vectors for p in (artifact.path, ort_file)]
        assert cosine_rows(*vectors).min() > 0.99999


def test_a_rerun_reuses_the_files_and_rewrites_nothing(onnx_exports, tiny_model_dir, vocab):
    artifact = onnx_exports[TIERED[0]]
    before = artifact.path.stat().st_mtime_ns
    (again,) = export_onnx_variants(tiny_model_dir, artifact.path.parent, quants=[TIERED[0]], vocab=vocab,
                                    ort=True, reuse=True)
    assert again == artifact and artifact.path.stat().st_mtime_ns == before


def test_the_same_export_twice_gives_the_same_bytes_and_prints_nothing(onnx_exports, tiny_model_dir, tmp_path,
                                                                       capfd):
    (again,) = export_onnx_variants(tiny_model_dir, tmp_path, quants=["dynamic_wi8_afp32"], validate=False)
    assert again.path.read_bytes() == onnx_exports["dynamic_wi8_afp32"].path.read_bytes()
    out, err = capfd.readouterr()
    assert out == "" and err == ""  # no torchvision notices, no [torch.onnx] steps, no warnings
    assert b"/work/" not in again.path.read_bytes() and str(tiny_model_dir).encode() not in again.path.read_bytes()


@pytest.mark.parametrize("quant, message", [
    ("fp16", "overflow float16"),
    ("w8", "retired .* dynamic_wi8_afp32"),
    ("int8", "second tier of a restricted table"),  # the phone file's word: its recipe, which needs the table
    ("e4_a8_f8_p8", "no ONNX form: 4: int4 per channel"),
    ("dynamic_wi8_afp32_t4hr", "no ONNX form: 4hr"),
    ("e4b32_a8_f8_p8_gptq", "GPTQ"),
    ("dynamic_wi8_afp32_t4b64", "second tier of a restricted table"),
    ("int4", "unknown recipe"),
])
def test_refused_recipes_fail_before_any_work(tiny_model_dir, tmp_path, quant, message):
    with pytest.raises(EdgeExportError, match=message):
        export_onnx(tiny_model_dir, tmp_path / "out", quant=quant)
    assert not (tmp_path / "out").exists()


def test_an_override_naming_a_missing_layer_is_refused(tiny_model_dir, tmp_path):
    with pytest.raises(EdgeExportError, match="no layer 5"):
        export_onnx(tiny_model_dir, tmp_path, quant="dynamic_wi8_afp32_f4b32L5", validate=False)
    assert list(tmp_path.iterdir()) == []


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
            weight = module.dense.weight
            weight.mul_(1 + 0.5 * torch.randn(weight.shape, generator=generator))
        return module

    monkeypatch.setattr(model_def, "load_module", perturbed)
    target = tmp_path / f"{STEM}_fp32.onnx"
    with pytest.raises(ExportParityError, match=rf"{target.name}: output drifts .* cosine mean 0\.\d+") as caught:
        export_onnx(tiny_model_dir, tmp_path, quant="fp32")
    assert caught.value.path == str(target) and caught.value.mean < parse_recipe("fp32").floor.mean
    assert list(Path(tmp_path).iterdir()) == []  # neither the model, nor its metadata, nor a temp file

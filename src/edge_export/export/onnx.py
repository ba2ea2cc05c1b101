"""ONNX export: `EmbeddingGemmaModule` → one self-contained `.onnx` file per recipe, named by what it holds.

The recipes are the TFLite ones (export.recipes: `e` table, `a` attention, `f` FFN, `p` dense head, per-layer
overrides, `_t` a second tier of table rows), given their ONNX form by export.onnx_weights: weight-only,
block-wise symmetric int8 or int4 (`MatMulNBits` for projections, `GatherBlockQuantized` for tables),
activations float. With a vocabulary restriction (`VocabRestriction`, the TFLite export's), the table keeps
the same rows in the same order and the graph remaps each tokenizer id to its row (a 1 MB int32 Gather): the
TFLite and ONNX files of one recipe hold the same table and read the same tokenizer, written beside each file
(the stock one with the dropped pieces re-split, embedding.table_tokenizer). `fp32` is the graph as exported
(with the whole table: 1.2 GB, the fidelity reference).

One torch export per table layout (one tier, or two) serves every recipe of that layout; the nearest-token
search for the dropped ids runs in a second process meanwhile and its remap then replaces the placeholder
initializer. Before quantising, each node's module path (torch's name-scope metadata) tells which weight it
is; the metadata is then removed: it holds stack traces with this machine's paths, which would make two
clones' exports differ.

Each file is validated before it is published: run in onnxruntime on `VALIDATION_TEXTS` and compared with
the fp32 reference (export.verify) at the recipe's floor (loosened to VOCAB_FLOOR with a restricted table, as
for TFLite). A drifting file is never renamed into place; ExportParityError names it and the cosines. On
request (`ort=True`) the file is also converted to onnxruntime's ORT format (export.onnx_ort), checked to load
and to give the `.onnx` file's vectors.

Files: `<stem>[_<vocabulary label>]_<recipe>.onnx`, metadata beside it (`.onnx.json`; `.ort` and `.ort.json`). Inputs `input_ids`,
`attention_mask` (int64 [batch, sequence]), output `sentence_embedding` [batch, 768]: the names
sentence-transformers' and optimum's ONNX exports use. Weights inside the file, never as external data.
"""

from __future__ import annotations

import time
import warnings
from dataclasses import replace
from pathlib import Path
from typing import Iterable

import numpy as np

from ..artifact import INPUT_NAMES, OUTPUT_NAME, TOKENIZER_FILE, ExportedArtifact, Parity, peak_rss_mb
from ..atomic import atomic_path
from ..embedding.model_def import GRAPH_REVISION
from ..errors import EdgeExportError
from ..hashing import sha256_file
from ..model.spec import REFERENCE_MAX_LEN
from .onnx_ort import onnx_vectors, ort_path
from .recipes import ONNX_PHONE_RECIPES, Recipe, parse_recipe
from .reuse import reuse_problem
from .stem import artifact_stem
from .verify import VALIDATION_TEXTS, verify
from .vocab_restriction import VOCAB_FLOOR, VocabRestriction

DEFAULT_OPSET = 18  # torchlib's native opset: no version conversion, and onnxruntime >= 1.14 runs it
PROTOBUF_LIMIT = 2**31  # a ModelProto cannot be serialised past 2 GiB
SIGNATURE_NAME = "default"  # ONNX has one graph; the key mirrors TFLite's named signatures
SEQ_LENS = [REFERENCE_MAX_LEN]  # the graph is dynamic: only where texts are truncated by default

FP16_REFUSAL = (
    "fp16 is not offered: EmbeddingGemma's activations overflow float16 (Google's model card: "
    "'activations do not support float16'; the residual stream exceeds 65504 and the vectors come out "
    "inf/NaN). Use fp32, or a quantised recipe for a smaller file."
)
# The one name of the first ONNX recipes (which said how, not what) that is not a phone file's word: it kept the
# float32 table (875-928 MB). int8 and q4 name the phone files now (export.recipes.ONNX_PHONE_RECIPES).
RENAMED = {"w8": "dynamic_wi8_afp32"}


def check_recipe(name: str, vocab: VocabRestriction | None = None) -> Recipe:
    """The parsed recipe, or EdgeExportError: fp16 (with the reason), a retired name (with its successor),
    a form ONNX has no operator for, a second table tier without a restricted table."""
    from .onnx_weights import check_onnx_recipe

    if name == "fp16":
        raise EdgeExportError(FP16_REFUSAL)
    name = ONNX_PHONE_RECIPES.get(name, name)
    if name in RENAMED:
        raise EdgeExportError(f"ONNX recipe {name!r} is retired (it kept the float32 table): recipes are named by "
                              f"what they hold, as the TFLite ones; use {RENAMED[name]}")
    recipe = parse_recipe(name)
    check_onnx_recipe(recipe)
    if recipe.tail and vocab is None:
        raise EdgeExportError(f"recipe {name!r}: _t{recipe.tail.value} is the second tier of a restricted table: "
                              "give --vocab-budget and --vocab-languages")
    return recipe


def artifact_filename(stem: str, recipe: str, vocab_label: str | None = None) -> str:
    return f"{stem}{f'_{vocab_label}' if vocab_label else ''}_{recipe}.onnx"


def export_onnx(model_dir, out_dir, *, quant: str = "fp32", validate: bool = True, vocab=None,
                opset: int = DEFAULT_OPSET, ort: bool = False) -> ExportedArtifact:
    """Export one recipe of the checkpoint in `model_dir` to `out_dir`; see the module docstring."""
    return export_onnx_variants(model_dir, out_dir, quants=(quant,), validate=validate, vocab=vocab, opset=opset,
                                ort=ort)[0]


def export_onnx_variants(model_dir, out_dir, *, quants: Iterable[str] = ("fp32",), validate: bool = True,
                         vocab: VocabRestriction | None = None, opset: int = DEFAULT_OPSET,
                         ort: bool = False, reuse: bool = False) -> list[ExportedArtifact]:
    """Export several recipes, one torch export per table layout, in the order given.

    `reuse`: a file already in `out_dir` with the same recipe, tokenizer and vocabulary is kept (and returned
    from its metadata) instead of exported again. `conversion_s` of each artifact counts its layout's torch
    export plus its own quantisation and writing (not validation). `peak_rss_mb` is the process-wide
    high-water mark (ru_maxrss) when its file was written; `extra["peak_rss_increase_mb"]` is how much this call
    raised that mark.
    """
    model_dir, out_dir = Path(model_dir), Path(out_dir)
    recipes = [check_recipe(q, vocab) for q in quants]  # before minutes of export, not after
    stem, tokenizer_path = artifact_stem(model_dir), model_dir / TOKENIZER_FILE
    tokenizer_sha256 = sha256_file(tokenizer_path)
    rss_before = peak_rss_mb()
    done: dict[str, ExportedArtifact] = {}
    todo = []
    for recipe in recipes:
        layout = vocab.for_recipe(recipe) if vocab else None
        target = out_dir / artifact_filename(stem, recipe.name, layout.label if layout else None)
        described = layout.describe(tokenizer_path) if layout else None
        if (reuse and not reuse_problem(target, recipe.name, SEQ_LENS, tokenizer_sha256, described)
                and (not ort or ort_path(target).is_file())):
            if layout is not None:
                layout.ensure_tokenizer(tokenizer_path, target)
            done[recipe.name] = ExportedArtifact.from_metadata(target)
        else:
            todo.append((recipe, layout, target))
    reference = reference_vectors(model_dir) if validate and todo else None
    for layout in dict.fromkeys(layout for _, layout, _ in todo):  # one torch export per layout, in order
        started = time.perf_counter()
        fp32, nodes = torch_export(model_dir, opset, layout, tokenizer_path)
        torch_export_s = time.perf_counter() - started
        recipes_here = [(recipe, target) for recipe, other, target in todo if other == layout]
        for index, (recipe, target) in enumerate(recipes_here):
            last = index == len(recipes_here) - 1  # the fp32 graph is needed no more: quantised in place, not copied
            done[recipe.name] = _write_recipe(fp32, nodes, recipe, layout, target, reference, tokenizer_path,
                                              tokenizer_sha256, model_dir, opset, torch_export_s, rss_before, ort,
                                              in_place=last)
        del fp32
    return [done[r.name] for r in recipes]


def _write_recipe(fp32, nodes, recipe: Recipe, vocab, target: Path, reference, tokenizer_path, tokenizer_sha256,
                  model_dir, opset, torch_export_s, rss_before, ort, *, in_place: bool = False) -> ExportedArtifact:
    from .onnx_quantize import ACCURACY_LEVEL

    floor = recipe.floor.loosest(VOCAB_FLOOR) if vocab else recipe.floor
    with atomic_path(target) as tmp:  # renamed onto `target` only once validated
        started = time.perf_counter()
        write_recipe(fp32, nodes, recipe, tmp, in_place=in_place)
        quantize_s = time.perf_counter() - started
        # the table's tokenizer, the one the file reads, once the recipe fits the model (nothing written otherwise)
        tokenizer_path = vocab.write_tokenizer(tokenizer_path, target) if vocab else tokenizer_path
        rss = peak_rss_mb()
        signature = read_signature(tmp)
        started = time.perf_counter()
        parity = (None if reference is None else
                  validate_onnx(tmp, tokenizer_path, reference, floor.mean, floor.min, name=target))
        validation_s = time.perf_counter() - started
    extra = {"graph_revision": GRAPH_REVISION, "opset": opset, "torch_export_s": round(torch_export_s, 3),
             "quantize_s": round(quantize_s, 3), "validation_s": round(validation_s, 3),
             "peak_rss_increase_mb": round(max(0.0, rss - rss_before), 1),
             "recipe": recipe.describe(), "operators": operator_counts(target), "tokenizer_path": str(tokenizer_path),
             "source_tokenizer_sha256": tokenizer_sha256,
             **({} if recipe.is_float else {"matmulnbits_accuracy_level": ACCURACY_LEVEL}),
             **({"vocab": vocab.describe(model_dir / TOKENIZER_FILE)} if vocab else {})}
    if ort:
        from .onnx_ort import convert_to_ort

        extra["ort"] = convert_to_ort(target, tokenizer_path)
    artifact = ExportedArtifact(
        path=target, format="onnx", recipe=recipe.name, seq_lens=list(SEQ_LENS),
        signatures={SIGNATURE_NAME: signature}, embedding_dim=int(signature["outputs"][0]["shape"][1]),
        tokenizer_sha256=sha256_file(tokenizer_path), source_checkpoint=str(model_dir),
        conversion_s=round(torch_export_s + quantize_s, 3), peak_rss_mb=round(rss, 1), parity=parity, extra=extra)
    artifact.write_metadata()
    if ort:  # the .ort file describes itself too: a runtime opening it finds its tokenizer and recipe
        ort_extra = {k: v for k, v in extra.items() if k != "ort"}
        replace(artifact, path=ort_path(target), extra={**ort_extra, "converted_from": target.name,
                                                        "ort_optimization": extra["ort"]["optimization"]}).write_metadata()
    return artifact


# --- conversion ------------------------------------------------------------------------------------------


def torch_export(model_dir: Path, opset: int, vocab: VocabRestriction | None = None, tokenizer_path=None):
    """(the fp32 ModelProto of `EmbeddingGemmaModule`, batch and sequence dynamic, its table restricted by
    `vocab`; its weight nodes, export.onnx_weights.WeightNode), node metadata removed."""
    import torch

    from ..embedding.model_def import load_module
    from ..runtime.library_logs import quiet_libraries
    from .onnx_weights import weight_nodes

    quiet_libraries()
    module = load_module(model_dir)
    pending = vocab.apply(module, tokenizer_path or model_dir / TOKENIZER_FILE) if vocab else None
    try:
        # Two rows of different lengths, one padded, so nothing specialises on a batch of 1 or an all-ones mask.
        ids = torch.tensor([[2, 10, 11, 12, 13, 1, 0, 0], [2, 14, 15, 16, 17, 18, 19, 1]], dtype=torch.int64)
        mask = (ids != 0).to(torch.int64)
        batch, sequence = torch.export.Dim("batch"), torch.export.Dim("sequence")
        with torch.no_grad(), warnings.catch_warnings():
            # Both inputs name their axes batch/sequence on purpose (they are the same axes); torch warns
            # once per shared name that the second is redundant. pytree's LeafSpec deprecation is torch's own.
            warnings.filterwarnings("ignore", message=r".*axis name: .* will not be used", category=UserWarning)
            warnings.filterwarnings("ignore", message=r".*LeafSpec.*", category=FutureWarning)
            program = torch.onnx.export(
                module, (ids, mask), None, dynamo=True, opset_version=opset, input_names=list(INPUT_NAMES),
                output_names=[OUTPUT_NAME], verbose=False,
                dynamic_shapes={name: {0: batch, 1: sequence} for name in INPUT_NAMES},
            )
        model = program.model_proto
        del program, module
        nodes = weight_nodes(model.graph)
        if pending is not None:
            _replace_initializer(model, pending.placeholder, pending.result(name="the ONNX export"))
    finally:
        if pending is not None:
            pending.close()
    for node in model.graph.node:  # stack traces and module paths with this machine's file paths
        del node.metadata_props[:]
        node.doc_string = ""
    return model, nodes


def _replace_initializer(model, old: np.ndarray, new: np.ndarray) -> None:
    """The one initializer holding exactly `old` (the placeholder remap) takes `new`'s values."""
    from onnx import numpy_helper

    found = [i for i, t in enumerate(model.graph.initializer)
             if tuple(t.dims) == old.shape and numpy_helper.to_array(t).dtype == old.dtype
             and np.array_equal(numpy_helper.to_array(t), old)]
    if len(found) != 1:
        raise EdgeExportError(f"the ONNX export holds its vocabulary id remap in {len(found)} initializers, not 1; "
                              "not written")
    tensor = model.graph.initializer[found[0]]
    tensor.CopyFrom(numpy_helper.from_array(np.ascontiguousarray(new, dtype=old.dtype), tensor.name))


def write_recipe(fp32, nodes, recipe: Recipe, path: Path, *, in_place: bool = False) -> None:
    """Write `recipe`'s version of the fp32 ModelProto to `path` as one self-contained file; `in_place`: quantise
    `fp32` itself (its last use) instead of a copy, 1.2 GB less at the peak with the whole table."""
    import onnx

    from .onnx_quantize import quantize_graph
    from .onnx_weights import quantisation_plan

    plan = quantisation_plan(recipe, nodes)
    if plan:
        model = fp32
        if not in_place:
            model = onnx.ModelProto()
            model.CopyFrom(fp32)  # the quantiser edits the graph in place; the fp32 proto serves the next recipe
        quantize_graph(model, plan)
    else:
        model = fp32
    save_single_file(model, path)


def save_single_file(model, path: Path) -> None:
    import onnx

    size = model.ByteSize()
    if size >= PROTOBUF_LIMIT:
        raise EdgeExportError(f"{path}: the model is {size / 2**30:.2f} GiB, over protobuf's 2 GiB limit; "
                              "it would need external data, which this exporter does not write")
    onnx.save_model(model, str(path))


def read_signature(path: Path) -> dict:
    """{"inputs": [...], "outputs": [...]}, each {name, shape, dtype}, read back from the ONNX file;
    a dynamic dimension is its symbolic name (e.g. "batch")."""
    import onnx
    from onnx.helper import tensor_dtype_to_np_dtype

    graph = onnx.load(str(path), load_external_data=False).graph

    def describe(value) -> dict:
        tensor = value.type.tensor_type
        shape = [d.dim_param if d.HasField("dim_param") else (d.dim_value if d.HasField("dim_value") else None)
                 for d in tensor.shape.dim]
        return {"name": value.name, "shape": shape, "dtype": np.dtype(tensor_dtype_to_np_dtype(tensor.elem_type)).name}

    return {"inputs": [describe(v) for v in graph.input], "outputs": [describe(v) for v in graph.output]}


def operator_counts(path: Path) -> dict[str, int]:
    """{"MatMul": n, "com.microsoft.MatMulNBits": n, ...} of the file's weight-bearing operators."""
    import onnx

    counts: dict[str, int] = {}
    for node in onnx.load(str(path)).graph.node:
        if node.op_type in ("MatMul", "Gemm", "Gather", "MatMulNBits", "GatherBlockQuantized"):
            key = f"{node.domain}.{node.op_type}" if node.domain else node.op_type
            counts[key] = counts.get(key, 0) + 1
    return dict(sorted(counts.items()))


# --- validation ------------------------------------------------------------------------------------------


def reference_vectors(model_dir: Path) -> np.ndarray:
    """The fp32 reference's vectors for VALIDATION_TEXTS, embedded as documents."""
    from ..runtime.reference import ReferenceEmbedder

    return ReferenceEmbedder(model_dir).embed(VALIDATION_TEXTS, "document").vectors


def validate_onnx(path, tokenizer_path, reference: np.ndarray, min_mean: float, min_min: float, *,
                  name=None) -> Parity:
    """Run the ONNX file on VALIDATION_TEXTS and compare with `reference` at the floor given.

    Returns the Parity or raises ExportParityError naming `name` (default: `path`); usable on any
    exported file, not only during export.
    """
    return verify(name or path, onnx_vectors(path, tokenizer_path), reference, min_mean=min_mean, min_min=min_min)

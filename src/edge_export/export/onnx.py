"""ONNX export: the fp32 `EmbeddingGemmaModule` → one self-contained `.onnx` file per quantisation recipe.

One torch export (dynamo, opset 18) gives the fp32 graph; each recipe is derived from it:

- `fp32`: the graph as exported.
- `int8`: onnxruntime dynamic quantisation of the weight MatMuls (the two Dense layers included:
  their Gemm is rewritten as MatMul first), per-channel QInt8 weights, activations quantised at run time.
- `w8`: onnxruntime's MatMulNBits, 8-bit symmetric weights in blocks of 32, activations kept fp32: on
  the real model far more faithful than `int8` (0.99989 / 0.99974 against 0.983 / 0.958) at the same size.
- `q4`: onnxruntime's MatMulNBits, 4-bit symmetric weights in blocks of 32, on the same MatMuls.

Neither quantises the token-embedding table (a Gather, not a MatMul): it stays fp32 in every recipe.
On the real checkpoint (262144 x 768 table, 805 MB) that bounds the sizes: fp32 1.23 GB, int8 0.92 GB,
q4 0.88 GB; cosine mean/min against fp32 1.0000/1.0000, 0.983/0.958, 0.972/0.936. int8 is the weakest
on min because it also quantises activations, which are large in this model (see fp16 below).
`fp16` is refused: EmbeddingGemma's activations overflow float16.

Each file is validated before it is published: run in onnxruntime on `VALIDATION_TEXTS` and compared
with the fp32 reference through `verify`. A drifting file is never renamed into place (a Makefile would
take it for built); ExportParityError names it and the cosines.

Files: `<stem>_<recipe>.onnx` with its metadata in `<stem>_<recipe>.onnx.json`. Weights are stored
inside the model file (the real fp32 model is ~1.2 GB, under protobuf's 2 GB limit), never as
external data: one file to ship.
"""

from __future__ import annotations

import logging
import time
import warnings
from pathlib import Path
from typing import Iterable

import numpy as np

from ..artifact import INPUT_NAMES, OUTPUT_NAME, TOKENIZER_FILE, ExportedArtifact, Parity, peak_rss_mb
from ..atomic import atomic_path
from ..errors import EdgeExportError
from ..hashing import sha256_file
from ..model.spec import REFERENCE_MAX_LEN
from .recipes import Floor
from .stem import artifact_stem
from .verify import VALIDATION_TEXTS, verify

QUANTS = ("fp32", "int8", "w8", "q4")
NBITS = {"w8": 8, "q4": 4}  # weight-only MatMulNBits recipes
DEFAULT_OPSET = 18  # torchlib's native opset: no version conversion, and onnxruntime >= 1.14 runs it
PROTOBUF_LIMIT = 2**31  # a ModelProto cannot be serialised past 2 GiB
Q4_BLOCK_SIZE = 32
SIGNATURE_NAME = "default"  # ONNX has one graph; the key mirrors TFLite's named signatures


# Floors of cosine against fp32 on VALIDATION_TEXTS; the tiny random test model meets them too.
PARITY_FLOORS = {
    "fp32": Floor(0.9999, 0.999),
    # Dynamic int8 also quantises activations, which are large in this model: on the real checkpoint
    # it measured 0.983 / 0.958 and, in another run, 0.9796 / 0.9592 on the validation texts; with 7-bit
    # weights (reduce_range) on an AVX2-only CPU, 0.9792 / 0.9544.
    "int8": Floor(0.97, 0.95),
    "w8": Floor(0.999, 0.99),
    "q4": Floor(0.90, 0.80),
}

FP16_REFUSAL = (
    "fp16 is not offered: EmbeddingGemma's activations overflow float16 (Google's model card: "
    "'activations do not support float16'; the residual stream exceeds 65504 and the vectors come out "
    "inf/NaN). Use fp32, or int8/q4 for a smaller file."
)


def check_quant(quant: str) -> None:
    """EdgeExportError for fp16 (with the reason) or an unknown recipe (listing the choices)."""
    if quant == "fp16":
        raise EdgeExportError(FP16_REFUSAL)
    if quant not in QUANTS:
        raise EdgeExportError(f"unknown ONNX quantisation {quant!r}: choose one of {', '.join(QUANTS)}")


def artifact_filename(stem: str, quant: str) -> str:
    return f"{stem}_{quant}.onnx"


def export_onnx(model_dir, out_dir, *, quant: str = "fp32", validate: bool = True,
                opset: int = DEFAULT_OPSET) -> ExportedArtifact:
    """Export one recipe of the checkpoint in `model_dir` to `out_dir`; see the module docstring."""
    return export_onnx_variants(model_dir, out_dir, quants=(quant,), validate=validate, opset=opset)[0]


def export_onnx_variants(model_dir, out_dir, *, quants: Iterable[str] = QUANTS, validate: bool = True,
                         opset: int = DEFAULT_OPSET) -> list[ExportedArtifact]:
    """Export several recipes from ONE torch export (it dominates the time), in the order given.

    `conversion_s` of each artifact counts the shared torch export plus its own quantisation and
    writing (not validation). `peak_rss_mb` is the process-wide high-water mark (ru_maxrss) when its
    file was written, so it includes whatever the process held before; `extra["peak_rss_increase_mb"]`
    is how much this call raised that mark (0 when an earlier peak was higher).
    """
    quants = list(quants)
    for quant in quants:
        check_quant(quant)  # before minutes of export, not after
    model_dir, out_dir = Path(model_dir), Path(out_dir)
    stem = artifact_stem(model_dir)
    tokenizer_path = model_dir / TOKENIZER_FILE
    tokenizer_sha256 = sha256_file(tokenizer_path)
    rss_before = peak_rss_mb()

    started = time.perf_counter()
    fp32 = torch_export(model_dir, opset)
    torch_export_s = time.perf_counter() - started

    reference = reference_vectors(model_dir) if validate else None
    artifacts = []
    for quant in quants:
        target = out_dir / artifact_filename(stem, quant)
        with atomic_path(target) as tmp:  # renamed onto `target` only once validated
            started = time.perf_counter()
            write_recipe(fp32, quant, tmp)
            quantize_s = time.perf_counter() - started
            rss = peak_rss_mb()
            signature = read_signature(tmp)
            started = time.perf_counter()
            parity = None if reference is None else validate_onnx(tmp, tokenizer_path, reference, quant, name=target)
            validation_s = time.perf_counter() - started
        artifact = ExportedArtifact(
            path=target, format="onnx", recipe=quant, seq_lens=[REFERENCE_MAX_LEN],
            signatures={SIGNATURE_NAME: signature}, embedding_dim=int(signature["outputs"][0]["shape"][1]),
            tokenizer_sha256=tokenizer_sha256, source_checkpoint=str(model_dir),
            conversion_s=round(torch_export_s + quantize_s, 3), peak_rss_mb=round(rss, 1), parity=parity,
            extra={"opset": opset, "torch_export_s": round(torch_export_s, 3), "quantize_s": round(quantize_s, 3),
                   "validation_s": round(validation_s, 3), "peak_rss_increase_mb": round(max(0.0, rss - rss_before), 1)},
        )
        artifact.write_metadata()
        artifacts.append(artifact)
    return artifacts


# --- conversion ------------------------------------------------------------------------------------------


def torch_export(model_dir: Path, opset: int):
    """The fp32 ModelProto of `EmbeddingGemmaModule`, batch and sequence dynamic."""
    import torch

    from ..embedding.model_def import load_module
    from ..runtime.library_logs import quiet_libraries

    quiet_libraries()
    module = load_module(model_dir)
    # Two rows of different lengths, one padded, so nothing specialises on a batch of 1 or an all-ones mask.
    ids = torch.tensor([[2, 10, 11, 12, 13, 1, 0, 0], [2, 14, 15, 16, 17, 18, 19, 1]], dtype=torch.int64)
    mask = (ids != 0).to(torch.int64)
    batch, sequence = torch.export.Dim("batch"), torch.export.Dim("sequence")
    with torch.no_grad(), warnings.catch_warnings():
        # Both inputs name their axes batch/sequence on purpose (they are the same axes); torch warns
        # once per shared name that the second is redundant.
        warnings.filterwarnings("ignore", message=r".*axis name: .* will not be used", category=UserWarning)
        program = torch.onnx.export(
            module, (ids, mask), None, dynamo=True, opset_version=opset, input_names=list(INPUT_NAMES),
            output_names=[OUTPUT_NAME], verbose=False,
            dynamic_shapes={name: {0: batch, 1: sequence} for name in INPUT_NAMES},
        )
    return program.model_proto


def write_recipe(fp32, quant: str, path: Path) -> None:
    """Write `quant`'s version of the fp32 ModelProto to `path` as one self-contained file."""
    if quant == "fp32":
        save_single_file(fp32, path)
    elif quant == "int8":
        from onnxruntime.quantization import QuantType, quantize_dynamic

        model = _copy(fp32)
        # The quantiser rewrites Gemm as MatMul (transposing the weight) and re-runs shape inference,
        # which fails on the exporter's value_info ("inferred shape and existing shape differ").
        del model.graph.value_info[:]
        # reduce_range: 7-bit weights. x86 CPUs without VNNI (AVX2 only, e.g. the AMD EPYC CI runs on)
        # saturate onnxruntime's u8 x s8 products: there the tiny model's int8 file fell to cosine
        # mean 0.961 against fp32, under the 0.97 floor it passes with 7 bits. One file for every host.
        quantize_dynamic(model, path, op_types_to_quantize=["MatMul"], per_channel=True, reduce_range=True,
                         weight_type=QuantType.QInt8, use_external_data_format=False)
    elif quant in NBITS:
        quantizer_cls = _matmul_nbits_quantizer()
        quantizer = quantizer_cls(_copy(fp32), bits=NBITS[quant], block_size=Q4_BLOCK_SIZE, is_symmetric=True)
        quantizer.model.replace_gemm_with_matmul()  # the Dense layers, as quantize_dynamic does for int8
        quantizer.process()
        save_single_file(quantizer.model.model, path)
    else:
        check_quant(quant)


def save_single_file(model, path: Path) -> None:
    import onnx

    size = model.ByteSize()
    if size >= PROTOBUF_LIMIT:
        raise EdgeExportError(f"{path}: the model is {size / 2**30:.2f} GiB, over protobuf's 2 GiB limit; "
                              "it would need external data, which this exporter does not write")
    onnx.save_model(model, str(path))


def _copy(model):
    import onnx

    copy = onnx.ModelProto()
    copy.CopyFrom(model)  # the quantisers edit the graph in place; the fp32 proto serves every recipe
    return copy


def _matmul_nbits_quantizer():
    # Importing the module calls logging.basicConfig(level=INFO), which would turn on INFO logs for
    # the whole process and print a line per node; undo that on the root logger and quiet its own.
    root = logging.getLogger()
    level, handlers = root.level, list(root.handlers)
    from onnxruntime.quantization.matmul_nbits_quantizer import MatMulNBitsQuantizer

    for handler in root.handlers[len(handlers):]:
        root.removeHandler(handler)
    root.setLevel(level)
    logging.getLogger("onnxruntime.quantization.matmul_nbits_quantizer").setLevel(logging.WARNING)
    return MatMulNBitsQuantizer


def read_signature(path: Path) -> dict:
    """{"inputs": [...], "outputs": [...]}, each {name, shape, dtype}, read back from the ONNX file;
    a dynamic dimension is its symbolic name (e.g. "batch")."""
    import onnx
    from onnx.helper import tensor_dtype_to_np_dtype

    graph = onnx.load(str(path)).graph

    def describe(value) -> dict:
        tensor = value.type.tensor_type
        shape = [d.dim_param if d.HasField("dim_param") else (d.dim_value if d.HasField("dim_value") else None)
                 for d in tensor.shape.dim]
        return {"name": value.name, "shape": shape, "dtype": np.dtype(tensor_dtype_to_np_dtype(tensor.elem_type)).name}

    return {"inputs": [describe(v) for v in graph.input], "outputs": [describe(v) for v in graph.output]}


# --- validation ------------------------------------------------------------------------------------------


def reference_vectors(model_dir: Path) -> np.ndarray:
    """The fp32 reference's vectors for VALIDATION_TEXTS, embedded as documents."""
    from ..runtime.reference import ReferenceEmbedder

    return ReferenceEmbedder(model_dir).embed(VALIDATION_TEXTS, "document").vectors


def validate_onnx(path, tokenizer_path, reference: np.ndarray, quant: str, *, name=None) -> Parity:
    """Run the ONNX file on VALIDATION_TEXTS and compare with `reference` at `quant`'s floors.

    Returns the Parity or raises ExportParityError naming `name` (default: `path`); usable on any
    exported file, not only during export.
    """
    from ..runtime.onnx import OnnxEmbedder

    floor = PARITY_FLOORS[quant]
    vectors = OnnxEmbedder(path, tokenizer_path=tokenizer_path).embed(VALIDATION_TEXTS, "document").vectors
    return verify(name or path, vectors, reference, min_mean=floor.mean, min_min=floor.min)

"""What a multi-signature file stores once per signature, stored once or shorter; the model is unchanged.

Quantisation parameters. The weights of a multi-signature file are shared buffers, but every subgraph has its own tensor
table, and each tensor carries its own `QuantizationParameters` (a float32 scale and an int64 zero
point per output channel or table row). With four signatures the per-channel parameters of a 93k-row
table and 24 layers are written four times: 2.4 MB a signature, 7.1 MB of the 8 MB the two extra
signatures cost (BENCHMARKS.md). A FlatBuffer may point many tables at one sub-table, so identical
parameters are packed once and every tensor refers to that copy. The interpreter reads the same values:
the file computes bit for bit what the unshared one does (tests/export compare both files' outputs).

Tensor names. litert-torch names each tensor by its module path with every class's Python package
(`edge_export.embedding.model_def.EmbeddingGemmaModule_model/transformers.models.gemma3.modeling_gemma3.
Gemma3DecoderLayer_14/...`): 430 bytes a tensor, 4.1 MB over four signatures. Names are debug information
(loaders find inputs and outputs through the signatures, whose names are stored apart), so only the names
that say which weight an op applies are kept: each weight op's outputs (its quantizer scope: what the
recipes select by, and what a reader of the file looks for, the layer and projection) and each signature's
inputs and outputs; the other tensors (norms, RoPE, reshapes: ~14 of 15) lose theirs. A kept name loses
its Python packages and the leading path every name shares (the export wrapper, `TokenIdsToEmbedding/`);
the recipes' selectors still match it (export.recipes). Zero-point vectors (all zeros, one length per
layer shape) are stored once per length.
"""

from __future__ import annotations

import re

import numpy as np

# a dotted Python package before a class name: "transformers.models.gemma3.modeling_gemma3." before "Gemma3..."
_PACKAGE = re.compile(r"(?<![\w.])(?:[a-z_][a-z0-9_]*\.)+(?=[A-Z])")


def short_name(name: str) -> str:
    return _PACKAGE.sub("", name)


def _common_path(names: list[str]) -> str:
    """The leading `a/` (or `a/b/`...) every path-like name shares: the export wrapper's, here."""
    import os

    prefix = os.path.commonprefix(names) if names else ""
    return prefix[: prefix.rfind("/") + 1]


_VECTOR_TYPES = {"min": np.float32, "max": np.float32, "scale": np.float32, "zeroPoint": np.int64}  # the schema's


def _key(params) -> tuple | None:
    """What makes two parameter tables equal; None for one with `details` (not compared: packed apart)."""
    if params.details is not None:
        return None
    return tuple(None if getattr(params, name) is None else np.asarray(getattr(params, name), dtype).tobytes()
                 for name, dtype in _VECTOR_TYPES.items()) + (params.quantizedDimension, params.detailsType)


def compact_model(content: bytes) -> bytes:
    """`content` re-serialised with identical quantisation parameters packed once and tensor names only where
    they name a weight op or a signature's input or output, shortened."""
    from ai_edge_litert import schema_py_generated as schema
    from ai_edge_litert.tools import flatbuffer_utils
    from ai_edge_quantizer.utils import tfl_flatbuffer_utils as tfu

    from .recipes import weight_ops_of

    vectors: dict[bytes, int] = {}  # one builder: an array's bytes (and dtype) → the offset it was packed at

    def vector(builder, values, dtype) -> int:
        array = np.ascontiguousarray(values, dtype=dtype)
        key = array.dtype.str.encode() + array.tobytes()
        if key not in vectors:
            vectors[key] = builder.CreateNumpyVector(array)
        return vectors[key]

    class PackedOnce(schema.QuantizationParametersT):
        """Packs once and hands the same offset to every tensor that refers to it; its vectors (the
        zero points: all zeros, one length per layer shape) are shared with any equal one."""

        offset: int | None = None

        def Pack(self, builder):  # noqa: N802 (flatbuffers' name)
            if self.offset is None:
                fields = {name: vector(builder, getattr(self, name), dtype) for name, dtype in _VECTOR_TYPES.items()
                          if getattr(self, name) is not None}
                details = self.details.Pack(builder) if self.details is not None else None
                schema.QuantizationParametersStart(builder)
                for name, add in (("min", schema.QuantizationParametersAddMin),
                                  ("max", schema.QuantizationParametersAddMax),
                                  ("scale", schema.QuantizationParametersAddScale),
                                  ("zeroPoint", schema.QuantizationParametersAddZeroPoint)):
                    if name in fields:
                        add(builder, fields[name])
                schema.QuantizationParametersAddDetailsType(builder, self.detailsType)
                if details is not None:
                    schema.QuantizationParametersAddDetails(builder, details)
                schema.QuantizationParametersAddQuantizedDimension(builder, self.quantizedDimension)
                self.offset = schema.QuantizationParametersEnd(builder)
            return self.offset

    model = tfu.read_model(content)
    named = {(op.subgraph, index) for op in weight_ops_of(model) for index in op.outputs}
    named |= {(i, index) for i, subgraph in enumerate(model.subgraphs)
              for index in (*subgraph.inputs, *subgraph.outputs)}
    for buffer in model.buffers:  # flatbuffers packs a bytes object byte by byte (minutes), an array at once
        if isinstance(buffer.data, (bytes, bytearray)):
            buffer.data = np.frombuffer(buffer.data, dtype=np.uint8)
    tensors = [tensor for subgraph in model.subgraphs for tensor in subgraph.tensors]
    kept = [(i, index) in named for i, subgraph in enumerate(model.subgraphs) for index in range(len(subgraph.tensors))]
    names = [short_name(tensor.name.decode("utf-8")) if tensor.name else "" for tensor in tensors]
    common = _common_path([name for name in names if "/" in name])
    for tensor, name, keep in zip(tensors, names, kept):
        # an empty name rather than none: readers (the quantizer's tools among them) decode every name they meet
        tensor.name = name.removeprefix(common).encode("utf-8") if keep else b""
    canonical: dict[tuple, PackedOnce] = {}
    for tensor in tensors:
        params = tensor.quantization
        if params is None or (params.scale is None and params.zeroPoint is None):
            continue
        key = _key(params)
        if key is None:
            continue
        if key not in canonical:
            canonical[key] = PackedOnce()
            canonical[key].__dict__.update(vars(params))
        tensor.quantization = canonical[key]
    return bytes(flatbuffer_utils.convert_object_to_bytearray(model))

"""Which ONNX node carries which weight of EmbeddingGemmaModule, and what a recipe makes of it.

A recipe (export.recipes) names groups: `e` the token table, `a` the attention projections, `f` the
feed-forward ones, `p` the dense head, and `_t` the table's second tier. The torch exporter records each
node's module path in its `pkg.torch.onnx.name_scopes` metadata (`encoder.layers.3.mlp.gate_proj`), so a
weight node's group and layer are read from the module it came from, as the TFLite recipes read them from
tensor names: never from node names (`node_linear_14`), which shift whenever the graph does.

In ONNX a precision becomes (bits, block size) of a block-wise symmetric quantisation: onnxruntime's
MatMulNBits for a projection, GatherBlockQuantized for a table. Both take blocks of a power of two, at least
16: per channel (`8`, `4`: one scale a row, 768 or 1152 weights) has no exact form, so `8` is int8 in blocks
of 128 (it divides 768, 1152 and 3072; the scales cost 0.25 bit a weight) and per-channel `4` is refused, as
are the TFLite-only forms (Hadamard rotations, int2, GPTQ rounding), each with the reason.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass

from ..errors import EdgeExportError
from .recipes import BLOCKWISE, Precision, Recipe

NAME_SCOPES = "pkg.torch.onnx.name_scopes"
INT8_BLOCK = 128

# Precision → (bits, block size) in ONNX
ONNX_PRECISIONS: dict[Precision, tuple[int, int]] = {
    Precision.INT8: (8, INT8_BLOCK),
    Precision.INT4_B32: (4, 32), Precision.INT4_B64: (4, 64), Precision.INT4_B128: (4, 128),
}
assert set(BLOCKWISE) <= set(ONNX_PRECISIONS)

_REFUSED = {
    Precision.INT4: "int4 per channel (MatMulNBits and GatherBlockQuantized quantise in blocks of a power of "
                    "two): use 4b32, 4b64 or 4b128",
    Precision.INT8_HR: "Hadamard-rotated weights are a TFLite decomposition: use 8",
    Precision.INT4_HR: "Hadamard-rotated weights are a TFLite decomposition: use 4b32",
    Precision.INT2: "int2 table rows: GatherBlockQuantized stores 4 or 8 bits",
    Precision.FP32_HR: "a rotated table tail is a TFLite layout",
}

# Module path → (group, layer); the groups are export.recipes.GROUPS, plus "t" for the table's second tier
_MODULES = (
    (re.compile(r"encoder\.embed_tokens"), "e"),
    (re.compile(r"embed_tokens_tail"), "t"),
    (re.compile(r"encoder\.layers\.(\d+)\.self_attn\.([qkvo]_proj)"), "a"),
    (re.compile(r"encoder\.layers\.(\d+)\.mlp\.((?:gate|up|down)_proj)"), "f"),
    (re.compile(r"\bdense\b"), "p"),
)


@dataclass(frozen=True)
class WeightNode:
    output: str  # the node's output: what a quantised replacement keeps (a Gemm's node name does not survive)
    op_type: str  # MatMul, Gemm or Gather
    group: str  # e, t, a, f, p
    layer: int | None  # the decoder layer of an `a` or `f` weight
    projection: str | None = None  # and its projection: q_proj, gate_proj...


def module_path(node) -> str | None:
    """The module a node was traced in (`encoder.layers.3.mlp.gate_proj`), from its name scopes."""
    scopes = next((p.value for p in node.metadata_props if p.key == NAME_SCOPES), None)
    if scopes is None:
        return None
    names = ast.literal_eval(scopes)  # ['', 'encoder.layers.3', ..., 'encoder.layers.3.mlp.gate_proj', 'linear_4']
    return names[-2] if len(names) >= 2 else None


def weight_nodes(graph) -> list[WeightNode]:
    """The MatMul / Gemm / Gather nodes whose weight is a float initializer, with their group and layer.
    EdgeExportError when one belongs to no group (a renamed module would otherwise stay float silently)."""
    floats = {i.name for i in graph.initializer if i.data_type == 1}  # FLOAT
    found, strays = [], []
    for node in graph.node:
        weight = node.input[0] if node.op_type == "Gather" else node.input[1] if len(node.input) > 1 else None
        if node.op_type not in ("MatMul", "Gemm", "Gather") or weight not in floats:
            continue
        path = module_path(node) or ""
        if path.startswith("tail_rotation"):  # the rotation undoing a rotated tail: a float matrix by design
            continue
        match = next(((m, group) for pattern, group in _MODULES if (m := pattern.fullmatch(path))), None)
        if match is None:
            strays.append(f"{node.op_type} {node.name} ({path or 'no module path'})")
            continue
        m, group = match
        layer, projection = (int(m.group(1)), m.group(2)) if group in "af" else (None, None)
        found.append(WeightNode(node.output[0], node.op_type, group, layer, projection))
    if strays:
        raise EdgeExportError(f"the ONNX graph has weights in no recipe group: {', '.join(strays)}")
    return found


def check_onnx_recipe(recipe: Recipe) -> None:
    """EdgeExportError naming what of `recipe` ONNX cannot hold (before any export work)."""
    problems = [f"{p.value}: {_REFUSED[p]}" for p in sorted(recipe.precisions, key=lambda p: p.value)
                if p in _REFUSED]
    if recipe.gptq:
        problems.append("_gptq: GPTQ rounding is applied by the TFLite export only")
    if problems:
        raise EdgeExportError(f"recipe {recipe.name!r} has no ONNX form: " + "; ".join(problems))


def quantisation_plan(recipe: Recipe, nodes: list[WeightNode]) -> dict[str, tuple[int, int]]:
    """Node output → (bits, block) for every weight the recipe quantises; float ones are left out.

    The same precedence as the TFLite rules: the group's precision, then the layer overrides in name order
    (later ones win), and the table's second tier at `_t`'s precision (else the table's)."""
    check_onnx_recipe(recipe)
    layers = {n.layer for n in nodes if n.layer is not None}
    missing = [f"_{g}{p.value}L: the model has no layer {i}" for g, p, ls in recipe.layer_overrides
               for i in ls if i not in layers]
    has_tail = any(n.group == "t" for n in nodes)
    if recipe.tail and not has_tail:
        missing.append(f"_t{recipe.tail.value}: the model's table has one tier (a tail needs a restricted vocabulary)")
    if missing:
        raise EdgeExportError(f"recipe {recipe.name!r} does not fit the ONNX graph: " + "; ".join(missing))
    plan = {}
    for node in nodes:
        precision = (recipe.projection_precision(node.group, node.layer, node.projection) if node.group in "af"
                     else recipe.groups["e" if node.group == "t" else node.group])
        if node.group == "t" and recipe.tail:
            precision = recipe.tail
        if precision is not Precision.FP32:
            plan[node.output] = ONNX_PRECISIONS[precision]
    return plan

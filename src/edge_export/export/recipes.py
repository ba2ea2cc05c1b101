"""Named ai-edge-quantizer recipes for the TFLite export, and the small grammar that names them.

A recipe gives each weight group of EmbeddingGemmaModule a precision:

    e  the token embedding table           (EMBEDDING_LOOKUP)
    a  attention projections q, k, v, o    (FULLY_CONNECTED)
    f  feed-forward gate, up, down         (FULLY_CONNECTED)
    p  the dense head dense1, dense2       (FULLY_CONNECTED)

Recipe names (also the file-name suffix, so only [A-Za-z0-9_.-]):

    recipe    := base { "_f" PREC "L" layers }     e.g.  e4_a8_f4_p8_f8L0-3.22-23
    base      := one of RECIPES (see the table below)
    PREC      := "32" (left float) | "8" | "4" | "4b32" | "8hr" | "4hr"
    layers    := item { "." item }    item := N | N "-" M    (layer indices, inclusive, 0-based)

    8 / 4   dynamic-range int8 / int4, per output channel (activations stay fp32)
    4b32    int4 in blocks of 32 along the input dimension
    8hr/4hr int8 / int4 per channel after a Hadamard rotation, decomposed into builtin ops
            (RESHAPE + FULLY_CONNECTED with an fp32 matrix): no custom op is needed on the phone

    An override "_f<PREC>L<layers>" sets the FFN of just those layers (later overrides win), e.g.
    "e4_a8_f4_p8_f8L0-3.22-23" keeps layers 0-3, 22 and 23 at int8 FFN, the others at int4.

Ops are selected by their quantizer *scope*: the names of the op's output tensors, which litert-torch
builds from the module path (`<Class>_<attribute>`, ModuleList children as `<Class>_<index>`). Rules
match attribute names only (`_self_attn/`, `_mlp/`, `Linear_dense1`), never the per-signature `;N`
suffix, so each rule hits the same op in every signature and the weights stay shared. Fused scopes
list several tensors (a k_proj scope also names q_proj); `[^;]*` keeps a match inside one tensor name.
`check_selectors` verifies on the float graph that every weight op belongs to exactly one group.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum

from ..errors import EdgeExportError


class Precision(Enum):
    FP32 = "32"
    INT8 = "8"
    INT4 = "4"
    INT4_B32 = "4b32"
    INT8_HR = "8hr"
    INT4_HR = "4hr"


@dataclass(frozen=True)
class Floor:
    """The parity thresholds an export must reach against fp32 (cosine mean and min over the texts)."""

    mean: float
    min: float


# Loosest first. int4 floors were measured on the tiny random-weight model (2 layers, hidden 64), where
# every weight is Gaussian noise and quantisation error is relatively large; the worst int4 recipe there
# reached mean ~0.99 / min ~0.98 (see the report), so 0.95 / 0.90 leaves room without hiding a broken
# graph (stock repeat_kv attention lands at ~0.93 / ~0.88 *in fp32*). Real-model numbers are recorded
# in each artifact's metadata; tighten these once several real exports have been measured.
FLOORS: dict[Precision, Floor] = {
    Precision.INT4: Floor(0.95, 0.90),
    Precision.INT4_B32: Floor(0.95, 0.90),
    Precision.INT4_HR: Floor(0.95, 0.90),
    Precision.INT8: Floor(0.99, 0.97),
    Precision.INT8_HR: Floor(0.99, 0.97),
    Precision.FP32: Floor(0.9999, 0.999),
}

GROUPS = ("e", "a", "f", "p")

# Group → (op type, scope regex). Attribute names come from EmbeddingGemmaModule / transformers' Gemma3.
SELECTORS: dict[str, tuple[str, str]] = {
    "e": ("EMBEDDING_LOOKUP", r"_embed_tokens;"),
    "a": ("FULLY_CONNECTED", r"_self_attn/[^;]*\.Linear_[qkvo]_proj;"),
    "f": ("FULLY_CONNECTED", r"_mlp/[^;]*\.Linear_(gate|up|down)_proj;"),
    "p": ("FULLY_CONNECTED", r"\.Linear_dense[12];"),
}


def layer_ffn_regex(layer: int) -> str:
    """The FFN ops of one decoder layer (`Gemma3DecoderLayer_3/` never matches layer 13 or 23)."""
    return rf"Layer_{layer}/[^;]*_mlp/[^;]*\.Linear_(gate|up|down)_proj;"


@dataclass(frozen=True)
class Recipe:
    name: str
    groups: dict[str, Precision]
    ffn_overrides: tuple[tuple[Precision, tuple[int, ...]], ...] = ()
    floor_override: Floor | None = field(default=None, compare=False)

    @property
    def precisions(self) -> set[Precision]:
        return set(self.groups.values()) | {p for p, _ in self.ffn_overrides}

    @property
    def is_float(self) -> bool:
        return self.precisions == {Precision.FP32}

    @property
    def floor(self) -> Floor:
        """The loosest floor among the precisions used (an int4 group makes the whole file an int4 one)."""
        if self.floor_override is not None:
            return self.floor_override
        return next(FLOORS[p] for p in FLOORS if p in self.precisions)

    def rules(self) -> list[dict]:
        """The ai-edge-quantizer recipe (list of rules; later rules win)."""
        rules = [_rule(*SELECTORS[g], p) for g, p in self.groups.items() if p is not Precision.FP32]
        for precision, layers in self.ffn_overrides:
            rules += [_rule("FULLY_CONNECTED", layer_ffn_regex(i), precision, force=True) for i in layers]
        return rules

    def describe(self) -> dict:
        return {"name": self.name, "groups": {g: p.value for g, p in self.groups.items()},
                "ffn_overrides": [{"precision": p.value, "layers": list(ls)} for p, ls in self.ffn_overrides],
                "floor": {"mean": self.floor.mean, "min": self.floor.min}}


def _all(precision: Precision) -> dict[str, Precision]:
    return dict.fromkeys(GROUPS, precision)


def _groups(e: str, a: str, f: str, p: str) -> dict[str, Precision]:
    return {"e": Precision(e), "a": Precision(a), "f": Precision(f), "p": Precision(p)}


# The named recipes. dynamic_wi8_afp32 is ai-edge-quantizer's recipe of that name restricted to our four
# groups (on this graph they are the same ops: the quantizer's ".*" finds no other constant weight).
# Blockwise int8 and int4 batch-matmul are not supported by the quantizer's dynamic policy, hence their
# absence. Attention stays int8 in the mixed recipes: q/k/v errors are amplified by the softmax.
RECIPES: dict[str, dict[str, Precision]] = {
    "fp32": _all(Precision.FP32),
    "dynamic_wi8_afp32": _all(Precision.INT8),
    "e4b32_a8_f8_p8": _groups("4b32", "8", "8", "8"),
    "e4_a8_f8_p8": _groups("4", "8", "8", "8"),
    "e4_a8_f4_p4": _groups("4", "8", "4", "4"),
    "e4_a8_f4_p8": _groups("4", "8", "4", "8"),
    "e4_a8_f4hr_p8": _groups("4", "8", "4hr", "8"),
    "wi4b32": _all(Precision.INT4_B32),
    "wi4": _all(Precision.INT4),
}

_PRECISION = "|".join(sorted((re.escape(p.value) for p in Precision), key=len, reverse=True))
_OVERRIDE = re.compile(rf"_f({_PRECISION})L(\d+(?:-\d+)?(?:\.\d+(?:-\d+)?)*)$")


class UnknownRecipe(EdgeExportError, ValueError):
    """A recipe name that is neither in the table nor a table name with valid FFN overrides."""


def parse_recipe(name: str) -> Recipe:
    """`name` → Recipe; raises UnknownRecipe listing the choices."""
    overrides = []
    base = name
    while (m := _OVERRIDE.search(base)) and base[: m.start()] not in ("",):
        overrides.insert(0, (Precision(m.group(1)), _layers(m.group(2), name)))
        base = base[: m.start()]
        if base in RECIPES:
            break
    if base not in RECIPES:
        raise UnknownRecipe(
            f"unknown recipe {name!r}: choose one of {', '.join(RECIPES)}, optionally followed by FFN "
            f"overrides _f<precision>L<layers> (precision {'/'.join(p.value for p in Precision)}; "
            f"layers like 0-3.22.23), e.g. e4_a8_f4_p8_f8L0-3.22-23"
        )
    return Recipe(name, dict(RECIPES[base]), tuple(overrides))


def _layers(spec: str, name: str) -> tuple[int, ...]:
    layers: list[int] = []
    for item in spec.split("."):
        first, _, last = item.partition("-")
        lo, hi = int(first), int(last or first)
        if hi < lo:
            raise UnknownRecipe(f"recipe {name!r}: layer range {item} is backwards")
        layers.extend(range(lo, hi + 1))
    return tuple(dict.fromkeys(layers))


def _rule(operation: str, regex: str, precision: Precision, *, force: bool = False) -> dict:
    if precision is Precision.FP32:
        if not force:
            raise ValueError("a float group needs no rule")
        return {"regex": regex, "operation": operation, "algorithm_key": "no_quantize"}
    bits = 8 if precision in (Precision.INT8, Precision.INT8_HR) else 4
    hadamard = precision in (Precision.INT8_HR, Precision.INT4_HR)
    return {
        "regex": regex,
        "operation": operation,
        "algorithm_key": "DECOMPOSED_HADAMARD_ROTATION" if hadamard else "min_max_uniform_quantize",
        "op_config": {
            "weight_tensor_config": {
                "num_bits": bits, "symmetric": True, "dtype": "INT",
                "granularity": "BLOCKWISE_32" if precision is Precision.INT4_B32 else "CHANNELWISE",
            },
            "compute_precision": "INTEGER",  # dynamic range: int weights, fp32 activations, no calibration
            "explicit_dequantize": False,
        },
    }


# --- the converted graph: which ops carry weights, and which group each belongs to -------------------

WEIGHT_OPS = ("FULLY_CONNECTED", "EMBEDDING_LOOKUP")


@dataclass(frozen=True)
class WeightOp:
    subgraph: int
    op_type: str
    scope: str
    weight_buffer: int  # the constant operand's buffer (FC weights / embedding table are input 1)


def weight_ops(model_content: bytes) -> list[WeightOp]:
    """Every FULLY_CONNECTED / EMBEDDING_LOOKUP op with a constant weight, in every subgraph."""
    from ai_edge_quantizer.utils import tfl_flatbuffer_utils as tfu

    model = tfu.read_model(model_content)
    found = []
    for index, subgraph in enumerate(model.subgraphs):
        for op in subgraph.operators:
            op_type = str(tfu.TFL_OP_CODE_TO_NAME.get(model.operatorCodes[op.opcodeIndex].builtinCode, ""))
            op_type = op_type.rsplit(".", 1)[-1]
            if op_type not in WEIGHT_OPS or len(op.inputs) < 2 or op.inputs[1] < 0:
                continue
            tensor = subgraph.tensors[op.inputs[1]]
            buffer = model.buffers[tensor.buffer]
            if (buffer.data is None or len(buffer.data) == 0) and not getattr(buffer, "size", 0):
                continue  # an activation (attention scores), not a weight
            found.append(WeightOp(index, op_type, tfu.get_op_scope(op, subgraph.tensors), tensor.buffer))
    return found


def group_of(op: WeightOp) -> list[str]:
    return [g for g, (op_type, regex) in SELECTORS.items() if op.op_type == op_type and re.search(regex, op.scope)]


def check_selectors(model_content: bytes, recipe: Recipe) -> dict[str, int]:
    """Ops per group in one signature; raise if a weight op is in no group or two, if a group is empty,
    or if an override names a layer the model lacks. Guards against silent no-ops (a renamed module)."""
    ops = weight_ops(model_content)
    problems = [f"{op.op_type} {op.scope[:160]!r} matches groups {group_of(op)}" for op in ops if len(group_of(op)) != 1]
    per_group = {g: sum(1 for op in ops if op.subgraph == 0 and group_of(op) == [g]) for g in GROUPS}
    problems += [f"group {g!r} selects no op" for g, n in per_group.items() if n == 0]
    for precision, layers in recipe.ffn_overrides:
        for layer in layers:
            if not any(op.subgraph == 0 and re.search(layer_ffn_regex(layer), op.scope) for op in ops):
                problems.append(f"FFN override _f{precision.value}: the model has no layer {layer}")
    if problems:
        raise EdgeExportError(f"recipe {recipe.name!r} does not fit the converted graph: " + "; ".join(problems))
    return per_group

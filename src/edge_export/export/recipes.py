"""Named ai-edge-quantizer recipes for the TFLite export, and the small grammar that names them.

A recipe gives each weight group of EmbeddingGemmaModule a precision:

    e  the token embedding table           (EMBEDDING_LOOKUP)
    a  attention projections q, k, v, o    (FULLY_CONNECTED)
    f  feed-forward gate, up, down         (FULLY_CONNECTED)
    p  the dense head (its two layers folded into one: embedding.model_def)   (FULLY_CONNECTED)

Recipe names (also the file-name suffix, so only [A-Za-z0-9_.-]):

    recipe    := base { override } [ "_gptq" | "_gptq4" ]   e.g.  e4_a8_f4_p8_f8L0-3.22-23,  dynamic_wi8_afp32_f4b32L3-15_t4_gptq
    base      := one of RECIPES (see the table below)
    override  := "_f" [ "g" ] [ "u" ] [ "d" ] PREC "L" layers  |  "_a" [ "q" ] [ "k" ] [ "v" ] [ "o" ] PREC "L" layers
                 |  "_p" PREC  |  "_t" PREC
    PREC      := "32" (left float) | "8" | "4" | "4b32" | "4b64" | "4b128" | "8hr" | "4hr" | "2" | "32hr" (table tail only)
    layers    := item { "." item }    item := N | N "-" M    (layer indices, inclusive, 0-based)

    8 / 4   dynamic-range int8 / int4, per output channel (activations stay fp32); per row for the table
    4b32    int4 in blocks of 32 along the input dimension, one fp16 scale per block (4b64, 4b128: blocks
            of 64, 128: half, a quarter of the scales' bytes, a coarser step where a block holds an outlier)
    8hr/4hr int8 / int4 per channel after a Hadamard rotation, decomposed into builtin ops
            (RESHAPE + FULLY_CONNECTED with an fp32 matrix): no custom op is needed on the phone
    2       int2 per row (the table's second tier only)

    In the table's second tier ("_t"), "4hr" means the rows are stored rotated (embedding.rotation:
    signs, a block mix and a Walsh-Hadamard transform, undone in the graph after the lookup), each
    clipped where int4 loses least, and quantised to int4 per row; "32hr" is the float conversion they
    are quantised from.

    An override "_f<PREC>L<layers>" sets the FFN of just those layers (later overrides win), e.g.
    "e4_a8_f4_p8_f8L0-3.22-23" keeps layers 0-3, 22 and 23 at int8 FFN, the others at int4;
    "_a<PREC>L<layers>" does the same for the attention projections (q, k, v, o) of those layers.
    Letters between the group and the precision narrow an override to some projections, in the
    group's order: "_aq4b32L0-23" sets q_proj alone ("_fgu8L2": gate_proj and up_proj).
    "_p<PREC>" sets the dense head. "_t<PREC>" splits a restricted table in two tiers (embedding.vocab:
    the corpus's tokens, at the table's precision, and the other kept rows) and sets the second's.

    "_gptq" rounds the integer weights of the attention and FFN projections with GPTQ instead of to the
    nearest step (same bits, same scales, same file size): each rounding error is compensated on the
    weights not yet rounded, for what the layer sees on the corpus's texts, or for a languages' table on
    texts of its languages' words (export.calibration), so the export needs a restricted table. The table
    and the dense head keep round-to-nearest. "_gptq4" does so for the
    int4 projections only and rounds the int8 ones to nearest: int8's rounding error is a sixteenth of
    int4's, and compensating it fits the weights to the calibration texts for little gain (BENCHMARKS.md).

Ops are selected by their quantizer *scope*: the names of the op's output tensors, which litert-torch
builds from the module path (`<Class>_<attribute>`, ModuleList children as `<Class>_<index>`). Rules
match attribute names only (`_self_attn/`, `_mlp/`, `Linear_dense`), never the per-signature `;N`
suffix, so each rule hits the same op in every signature and the weights stay shared. Fused scopes
list several tensors (a k_proj scope also names q_proj); `[^;]*` keeps a match inside one tensor name.
The class before an attribute may carry its package (`torch.nn.modules.linear.Linear_q_proj` in the
converted graph) or not (the published file's short names, export.compact): both match.
`check_selectors` verifies on the float graph that every weight op belongs to exactly one group.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from ..errors import EdgeExportError


class Precision(Enum):
    FP32 = "32"
    INT8 = "8"
    INT4 = "4"
    INT4_B32 = "4b32"
    INT4_B64 = "4b64"
    INT4_B128 = "4b128"
    INT8_HR = "8hr"
    INT4_HR = "4hr"
    INT2 = "2"
    FP32_HR = "32hr"  # a rotated float table tail: the conversion "_t4hr" recipes quantise


@dataclass(frozen=True)
class Floor:
    """The parity an export must reach against fp32: cosine mean and min over the validation texts."""

    mean: float
    min: float

    def loosest(self, other: Floor) -> Floor:
        return Floor(min(self.mean, other.mean), min(self.min, other.min))


# Blockwise precisions → ai-edge-quantizer's granularity (blocks along the input dimension)
BLOCKWISE = {Precision.INT4_B32: "BLOCKWISE_32", Precision.INT4_B64: "BLOCKWISE_64",
             Precision.INT4_B128: "BLOCKWISE_128"}

# What a layer override (FFN or attention) at each precision lets the parity drop to (the int4 one is the mixed recipes' floor).
OVERRIDE_FLOORS: dict[Precision, Floor] = {
    Precision.FP32: Floor(0.9999, 0.999),
    Precision.INT8: Floor(0.99, 0.97),
    Precision.INT8_HR: Floor(0.99, 0.97),
    Precision.INT4: Floor(0.96, 0.93),
    **dict.fromkeys(BLOCKWISE, Floor(0.96, 0.93)),
    Precision.INT4_HR: Floor(0.96, 0.93),
}

# What a table tail at each precision lets the parity drop to: the corpus's rows stay at the table's
# precision, so only question words outside the corpus read the tail.
TAIL_FLOORS: dict[Precision, Floor] = {
    Precision.FP32: Floor(0.9999, 0.999),
    Precision.FP32_HR: Floor(0.9999, 0.999),
    Precision.INT8: Floor(0.99, 0.97),
    Precision.INT4: Floor(0.98, 0.96),
    Precision.INT4_HR: Floor(0.98, 0.96),
    **dict.fromkeys(BLOCKWISE, Floor(0.98, 0.96)),
    Precision.INT2: Floor(0.96, 0.93),
}
# A rotated tail's rows are quantised as plain rows: the rotation (and the clipping for int4) is in the
# float graph already.
ROTATED_TAIL = {Precision.FP32_HR: Precision.FP32, Precision.INT4_HR: Precision.INT4}
FLOAT = {Precision.FP32, Precision.FP32_HR}

GROUPS = ("e", "a", "f", "p")

# Group → (op type, scope regex). Attribute names come from EmbeddingGemmaModule / transformers' Gemma3.
SELECTORS: dict[str, tuple[str, str]] = {
    "e": ("EMBEDDING_LOOKUP", r"_embed_tokens(_tail)?;"),  # both tiers, unless "_t" sets the second
    "a": ("FULLY_CONNECTED", r"_self_attn/([^;]*[./])?Linear_[qkvo]_proj;"),
    "f": ("FULLY_CONNECTED", r"_mlp/([^;]*[./])?Linear_(gate|up|down)_proj;"),
    "p": ("FULLY_CONNECTED", r"(^|[./;])Linear_dense;"),
}


TAIL_SELECTOR = ("EMBEDDING_LOOKUP", r"_embed_tokens_tail;")

GPTQ_GROUPS = ("a", "f")  # the encoder layers' projections: the ones export.calibration measures
# Suffix → the precisions GPTQ rounds (longest suffix first). GPTQ rounds to a uniform grid; a
# Hadamard-rotated weight goes through another algorithm.
GPTQ_SUFFIXES = {"_gptq4": (Precision.INT4, *BLOCKWISE),
                 "_gptq": (Precision.INT8, Precision.INT4, *BLOCKWISE)}

# The groups a per-layer override may set, by their letter in a recipe name
LAYER_GROUPS = {"f": "FFN", "a": "attention"}
# The projections an override may narrow to, by their letter after the group's, in the group's order
PROJECTIONS = {"a": {"q": "q_proj", "k": "k_proj", "v": "v_proj", "o": "o_proj"},
               "f": {"g": "gate_proj", "u": "up_proj", "d": "down_proj"}}


def projections(selection: str) -> tuple[str, ...]:
    """The projections an override's selection ("a", "aq", "fgu") sets: all of its group's without letters."""
    named = PROJECTIONS[selection[0]]
    return tuple(named[letter] for letter in selection[1:]) or tuple(named.values())


def layer_regex(selection: str, layer: int) -> str:
    """The ops of `selection` ("f", "a" or some projections of one: "aq") in one decoder layer
    (`Gemma3DecoderLayer_3/` never matches 13 or 23).

    A fused scope names more than its own projection (the k_proj op's also names q_proj, up_proj's names
    gate_proj), and q_proj's first tensor is named after the attention module, so a projection's op is the
    one whose scope names it first among the `Linear_` modules."""
    if len(selection) == 1:
        return rf"Layer_{layer}/[^;]*{SELECTORS[selection][1]}"
    alternatives = "|".join(projections(selection))
    return rf"^(?:(?!Linear_).)*Layer_{layer}/(?:(?!Linear_).)*Linear_(?:{alternatives});"


@dataclass(frozen=True)
class Recipe:
    name: str
    groups: dict[str, Precision]
    base_floor: Floor
    # (selection: group "f" or "a", or some of its projections as named: "aq", precision, layers), in name
    # order: later ones win
    layer_overrides: tuple[tuple[str, Precision, tuple[int, ...]], ...] = ()
    tail: Precision | None = None  # the table's second tier ("_t"): None = one table
    # The precisions of the attention and FFN weights GPTQ rounds (export.calibration): () = none,
    # "_gptq" = int8 and int4, "_gptq4" = int4 only
    gptq: tuple[Precision, ...] = ()

    @property
    def precisions(self) -> set[Precision]:
        return (set(self.groups.values()) | {p for _, p, _ in self.layer_overrides}
                | ({self.tail} if self.tail else set()))

    @property
    def is_float(self) -> bool:
        return self.precisions <= FLOAT

    @property
    def rotated_tail(self) -> bool:
        return self.tail in ROTATED_TAIL

    @property
    def floor(self) -> Floor:
        """The table's floor, loosened by any layer override to a weaker precision."""
        floor = self.base_floor
        for _, precision, _ in self.layer_overrides:
            floor = floor.loosest(OVERRIDE_FLOORS[precision])
        return floor.loosest(TAIL_FLOORS[self.tail]) if self.tail else floor

    def projection_precision(self, group: str, layer: int, projection: str) -> Precision:
        """The precision of one projection ("q_proj") of `group` ("a" or "f") in one layer: the group's, then
        the overrides that name that layer and projection, in name order (the TFLite rules' precedence)."""
        precision = self.groups[group]
        for selection, override, layers in self.layer_overrides:
            if selection[0] == group and layer in layers and projection in projections(selection):
                precision = override
        return precision

    def rules(self) -> list[dict]:
        """The ai-edge-quantizer recipe (list of rules; later rules win)."""
        rules = [_rule(*SELECTORS[g], p, gptq=self.gptq if g in GPTQ_GROUPS else ())
                 for g, p in self.groups.items() if p is not Precision.FP32]
        for group, precision, layers in self.layer_overrides:  # an fp32 override is a no_quantize rule
            rules += [_rule("FULLY_CONNECTED", layer_regex(group, i), precision, gptq=self.gptq) for i in layers]
        return rules + ([_rule(*TAIL_SELECTOR, ROTATED_TAIL.get(self.tail, self.tail))] if self.tail else [])

    def describe(self) -> dict:
        return {"name": self.name, "groups": {g: p.value for g, p in self.groups.items()},
                "layer_overrides": [{"group": LAYER_GROUPS[g[0]], "precision": p.value, "layers": list(ls),
                                     **({"projections": list(projections(g))} if len(g) > 1 else {})}
                                    for g, p, ls in self.layer_overrides],
                "table_tail": self.tail.value if self.tail else None,
                "rounding": (f"gptq (attention, FFN: {'/'.join(p.value for p in self.gptq)})" if self.gptq
                             else "nearest"),
                "floor": {"mean": self.floor.mean, "min": self.floor.min}}


@dataclass(frozen=True)
class NamedRecipe:
    groups: dict[str, Precision]
    floor: Floor


def _all(precision: str) -> dict[str, Precision]:
    return dict.fromkeys(GROUPS, Precision(precision))


def _groups(e: str, a: str, f: str, p: str) -> dict[str, Precision]:
    return {"e": Precision(e), "a": Precision(a), "f": Precision(f), "p": Precision(p)}


# The named recipes and the parity each must reach (cosine mean / min against fp32, every signature).
# Floors sit ~0.01-0.03 under what the tiny random-weight model reaches (2 layers, hidden 64: Gaussian
# weights, so quantisation noise is relatively large). Measured mean / min, worst signature, tiny and
# real (EmbeddingGemma-300m, seq 256 + 64, 9 validation texts; "-" = not measured yet). The floors are
# not lowered to let a recipe pass on the real model: e4_a8_f4_p8 fails its floor there, which is the
# finding (int4 per-channel FFN costs too much; blockwise or Hadamard FFN, or int8 edge layers, pass).
# For scale: stock repeat_kv attention, miscompiled, reaches 0.934 / 0.879 on the tiny model in fp32.
# dynamic_wi8_afp32 is ai-edge-quantizer's recipe of that name restricted to our four groups (on this
# graph the same ops: its ".*" finds no other constant weight). Blockwise int8 and int4 batch-matmul
# are not in the quantizer's dynamic policy. Attention stays int8 in the named mixed recipes: q/k errors are
# amplified by the softmax. (The bundle's default takes q_proj to int4 by override all the same: Gemma 3 RMS-normalises
# q and k per head after the projections, and q's error reaches one head's attention weights, where v's and o's
# reach the residual stream; measured, q costs under a tenth of o's loss a byte: BENCHMARKS.md "q_proj in int4".)
RECIPES: dict[str, NamedRecipe] = {
    #                                                                   tiny               real
    "fp32": NamedRecipe(_all("32"), Floor(0.9999, 0.999)),            # 1.0000 / 1.0000   1.0000 / 1.0000
    "dynamic_wi8_afp32": NamedRecipe(_all("8"), Floor(0.99, 0.97)),   # 0.9998 / 0.9997   0.9985 / 0.9979
    "e4b32_a8_f8_p8": NamedRecipe(_groups("4b32", "8", "8", "8"),
                                  Floor(0.98, 0.96)),                 # 0.9944 / 0.9921   0.9966 / 0.9918
    "e4_a8_f8_p8": NamedRecipe(_groups("4", "8", "8", "8"),
                               Floor(0.98, 0.96)),                    # 0.9935 / 0.9886   -
    "e4_a8_f4_p8": NamedRecipe(_groups("4", "8", "4", "8"),
                               Floor(0.96, 0.93)),                    # 0.9864 / 0.9712   0.9588 / 0.9273 FAILS
    "e4_a8_f4_p4": NamedRecipe(_groups("4", "8", "4", "4"),
                               Floor(0.96, 0.93)),                    # 0.9815 / 0.9667   -
    "e4b32_a8_f4b32_p8": NamedRecipe(_groups("4b32", "8", "4b32", "8"),
                                     Floor(0.96, 0.93)),              # 0.9883 / 0.9812   0.9852 / 0.9732
    "e4_a8_f4hr_p8": NamedRecipe(_groups("4", "8", "4hr", "8"),
                                 Floor(0.96, 0.93)),                  # 0.9868 / 0.9769   0.9793 / 0.9574
    "wi4b32": NamedRecipe(_all("4b32"), Floor(0.93, 0.90)),           # 0.9563 / 0.9290   0.9626 / 0.9315
    "wi4": NamedRecipe(_all("4"), Floor(0.93, 0.90)),                 # 0.9618 / 0.9342   -
}

# The recipe shipped for each table layout, chosen by measurement (BENCHMARKS.md): the whole table in one
# piece (blockwise-32 int4 table, int8 elsewhere: 227 MB, cosine mean 0.9964, min 0.9697, top-5 agreement
# 0.923, the smallest that meets the mean-cosine and agreement targets; also the CLI's default without a
# corpus), a table restricted to the corpus's and its languages' rows ("A model under 140 MB", then "Issue
# 18 (a): int4 attention in one layer"), and every row in two tiers, the second rotated ("Every row of the
# table": measured with the restricted default's earlier body, int4 FFN in layer 1 where the restricted
# default now has int4 attention in layer 10). The last two name EmbeddingGemma-300m's layers. The
# Makefile's TFLITE_RECIPES / VOCAB_RECIPES / WHOLE_VOCAB_RECIPE start with the same (tests/test_makefile.py).
WHOLE_TABLE_RECIPE = "e4b32_a8_f8_p8"
RESTRICTED_TABLE_RECIPE = "dynamic_wi8_afp32_f4b32L3-10.12-15_a4b32L10_t4"
# A languages' table (issue 41, "Bundles that live"): the same body; its second tier, the languages' rarer words
# that most corpora also write, rotated and in int4 per row: plain per-row int4 on those rows lost 0.08 of the
# lowest question cosine, blockwise int4 (64 per block) 0.01, rotated rows less than either and 1.2 MB smaller
# than the blocks (BENCHMARKS.md "The languages' model at 146.9 MB"). Rounded to nearest: GPTQ calibrated on the
# languages' words (`_gptq4`) is closer to fp32 in cosine but further from its rankings (BENCHMARKS.md "GPTQ
# calibrated on the languages"). The attention's q_proj in blockwise int4 in every layer (`_aq4b32L0-23`): of the
# seven projections it costs least a byte (0.0004 of mean cosine for 6.0 MB, where k_proj costs as much for 2.0 MB
# and v_proj, o_proj, the FFN's far more: BENCHMARKS.md "q_proj in int4"), and brings the file under 140 MB.
COMPACT_LANGUAGES_TABLE_RECIPE = "dynamic_wi8_afp32_f4b32L3-10.12-15_a4b32L10_aq4b32L0-23_t4hr"
# The languages' table's default body is int8 throughout (issue 58): the compact body above loses 8-9 gold_fr
# questions at rank 5 against fp32 and gains 1 (exact McNemar p 0.039 / 0.021 on two hosts), the int8 body 2-3 and
# 1-2 (p 1.00 / 0.62), and is no slower (BENCHMARKS.md "Model size: standard or compact"): answers first, 20.8 MB
# more. The compact body is `model_size = "compact"`.
LANGUAGES_TABLE_RECIPE = "dynamic_wi8_afp32_t4hr"
EVERY_ROW_RECIPE = "dynamic_wi8_afp32_f4b32L1.3-10.12-15_t4hr"
# `model_size` (edge-export.toml): which body a languages' table ships with. The other layouts have one each.
MODEL_SIZES = {"standard": LANGUAGES_TABLE_RECIPE, "compact": COMPACT_LANGUAGES_TABLE_RECIPE}
# The words users of ONNX model hubs type for `--quant`, as the phone files `make models` writes: the two bodies
# above with the table's second tier in blockwise int4 (`_t4b64`: ONNX has no rotated-row operator). Their table
# is the languages' one (PHONE_TABLE when the command names none).
ONNX_PHONE_RECIPES = {"int8": LANGUAGES_TABLE_RECIPE.removesuffix("_t4hr") + "_t4b64",
                      "q4": COMPACT_LANGUAGES_TABLE_RECIPE.removesuffix("_t4hr") + "_t4b64"}
PHONE_TABLE = (130000, ("fr", "en"))  # rows, languages: edge-export.toml's and the Makefile's (tests/test_makefile.py)


def default_recipe(vocab_budget, vocab_scope: str = "languages", model_size: str = "standard") -> str:
    """The recipe a bundle ships for a table layout: `vocab_budget` 0 or None (the whole table, one piece),
    a row count (restricted, for the languages or for one corpus) or embedding.vocab.ALL_ROWS (every row, in
    tiers); `model_size` (MODEL_SIZES) picks the languages' table's body."""
    from ..embedding.vocab import ALL_ROWS

    if vocab_budget == ALL_ROWS:
        return EVERY_ROW_RECIPE
    if not vocab_budget:
        return WHOLE_TABLE_RECIPE
    return MODEL_SIZES[model_size] if vocab_scope == "languages" else RESTRICTED_TABLE_RECIPE

_PRECISION = "|".join(sorted((re.escape(p.value) for p in Precision), key=len, reverse=True))
_LAYER_LIST = r"\d+(?:-\d+)?(?:\.\d+(?:-\d+)?)*"  # "1.3-10.12-15"
_OVERRIDE = re.compile(rf"_(?:([fa][a-z]*?)({_PRECISION})L({_LAYER_LIST})|([pt])({_PRECISION}))(?=_|$)")
# FC precisions of the head; the table tail's are those of TAIL_FLOORS
_HEAD_PRECISIONS = tuple(p for p in Precision if p not in (Precision.INT2, Precision.FP32_HR))


class UnknownRecipe(EdgeExportError, ValueError):
    """A recipe name that is neither in the table nor a table name followed by valid overrides."""


def parse_recipe(name: str) -> Recipe:
    """`name` → Recipe; raises UnknownRecipe listing the choices."""
    suffix = next((s for s in GPTQ_SUFFIXES if name.endswith(s)), "")
    gptq = GPTQ_SUFFIXES.get(suffix, ())
    full_name, name = name, name.removesuffix(suffix) if suffix else name
    # the longest table name the recipe starts with (base names contain "_p8", "_f4": not overrides)
    base = max((b for b in RECIPES if name == b or name.startswith(b + "_")), key=len, default=None)
    overrides, groups, tail, end = [], dict(RECIPES[base].groups) if base else {}, None, len(base or "")
    for m in _OVERRIDE.finditer(name, end) if base else ():
        if m.start() != end:
            break
        if m.group(1):
            overrides.append((_selection(m.group(1), name), Precision(m.group(2)), _layers(m.group(3), name)))
        elif m.group(4) == "p" and Precision(m.group(5)) in _HEAD_PRECISIONS:
            groups["p"] = Precision(m.group(5))
        elif m.group(4) == "t" and Precision(m.group(5)) in TAIL_FLOORS:
            tail = Precision(m.group(5))
        else:
            break
        end = m.end()
    if base is None or end != len(name):
        raise UnknownRecipe(
            f"unknown recipe {name!r}: choose one of {', '.join(RECIPES)}, optionally followed by "
            f"overrides _f<precision>L<layers> (FFN of those layers; precision "
            f"{'/'.join(p.value for p in _HEAD_PRECISIONS)}; layers like 0-3.22.23), _a<precision>L<layers> "
            f"(attention of those layers; _aq<precision>L, _fgu<precision>L...: some projections), _p<precision> (the "
            f"dense head), _t<precision> (a second tier of table rows: "
            f"{'/'.join(p.value for p in TAIL_FLOORS)}), then optionally _gptq (GPTQ rounding) or _gptq4 (of the "
            f"int4 weights only), e.g. "
            f"e4_a8_f4_p8_f8L0-3.22-23"
        )
    for tail_only in (Precision.INT2, Precision.FP32_HR):
        if tail_only in {*groups.values(), *(p for _, p, _ in overrides)}:
            raise UnknownRecipe(f"recipe {name!r}: {tail_only.value} is for the table's second tier only "
                                f"(_t{tail_only.value})")
    named = RECIPES[base]
    floor = named.floor if groups == named.groups else named.floor.loosest(OVERRIDE_FLOORS[groups["p"]])
    recipe = Recipe(full_name, groups, floor, tuple(overrides), tail, gptq)
    if gptq and not any(r.get("algorithm_key") == GPTQ_ALGORITHM for r in recipe.rules()):
        raise UnknownRecipe(f"recipe {full_name!r}: {suffix} rounds "
                            f"{'/'.join('int' + p.value for p in gptq)} attention or FFN weights, and this "
                            "recipe has none")
    return recipe


def _selection(letters: str, name: str) -> str:
    """An override's group letter and projection letters, checked: each projection of the group once, in order."""
    group, named = letters[0], "".join(PROJECTIONS[letters[0]])
    if letters[1:] and not re.fullmatch("".join(f"{p}?" for p in named), letters[1:]):
        raise UnknownRecipe(f"recipe {name!r}: _{letters}: after _{group}, name {LAYER_GROUPS[group]} projections "
                            f"among {', '.join(f'{k} ({v})' for k, v in PROJECTIONS[group].items())}, each once, "
                            f"in that order")
    return letters


def layer_list(spec: str) -> tuple[int, ...]:
    """The layer indices of a recipe's layer list ("1.3-10.12-15"), in order, each once."""
    if not re.fullmatch(_LAYER_LIST, spec):
        raise UnknownRecipe(f"layer list {spec!r}: expected N, N-M or several joined by '.' (e.g. 1.3-10.12)")
    return _layers(spec, spec)


def _layers(spec: str, name: str) -> tuple[int, ...]:
    layers: list[int] = []
    for item in spec.split("."):
        first, _, last = item.partition("-")
        lo, hi = int(first), int(last or first)
        if hi < lo:
            raise UnknownRecipe(f"recipe {name!r}: layer range {item} is backwards")
        layers.extend(range(lo, hi + 1))
    return tuple(dict.fromkeys(layers))


GPTQ_ALGORITHM = "GPTQ"  # ai-edge-quantizer's algorithm key


def _rule(operation: str, regex: str, precision: Precision, *, gptq: tuple[Precision, ...] = ()) -> dict:
    if precision is Precision.FP32:
        return {"regex": regex, "operation": operation, "algorithm_key": "no_quantize"}
    bits = {Precision.INT8: 8, Precision.INT8_HR: 8, Precision.INT2: 2}.get(precision, 4)
    hadamard = precision in (Precision.INT8_HR, Precision.INT4_HR)
    algorithm = ("DECOMPOSED_HADAMARD_ROTATION" if hadamard
                 else GPTQ_ALGORITHM if precision in gptq else "min_max_uniform_quantize")
    return {
        "regex": regex,
        "operation": operation,
        "algorithm_key": algorithm,
        "op_config": {
            "weight_tensor_config": {
                "num_bits": bits, "symmetric": True, "dtype": "INT",
                "granularity": BLOCKWISE.get(precision, "CHANNELWISE"),
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
    weight_type: str  # its TFLite tensor type: FLOAT32, INT8, INT4...
    input_name: str = ""  # the name of the op's input 0 (the activation): where GPTQ's calibration is keyed
    outputs: tuple[int, ...] = ()  # its output tensors' indices in the subgraph (their names are its scope)


def weight_ops(model_content: bytes) -> list[WeightOp]:
    """Every FULLY_CONNECTED / EMBEDDING_LOOKUP op with a constant weight, in every subgraph."""
    from ai_edge_quantizer.utils import tfl_flatbuffer_utils as tfu

    return weight_ops_of(tfu.read_model(model_content))


def weight_ops_of(model) -> list[WeightOp]:
    """weight_ops of a model already read (tfl_flatbuffer_utils.read_model): a 1 GB file is read once."""
    from ai_edge_litert import schema_py_generated as schema
    from ai_edge_quantizer.utils import tfl_flatbuffer_utils as tfu

    type_names = {v: k for k, v in vars(schema.TensorType).items() if not k.startswith("_")}
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
            found.append(WeightOp(index, op_type, tfu.get_op_scope(op, subgraph.tensors), tensor.buffer,
                                type_names.get(tensor.type, str(tensor.type)),
                                tfu.get_tensor_name(subgraph.tensors[op.inputs[0]]), tuple(op.outputs)))
    return found


def group_of(op: WeightOp) -> list[str]:
    return [g for g, (op_type, regex) in SELECTORS.items() if op.op_type == op_type and re.search(regex, op.scope)]


def check_selectors(model_content: bytes, recipe: Recipe) -> dict[str, int]:
    """Ops per group in one signature; raise if a weight op is in no group or two, if a group is empty,
    or if an override names a layer the model lacks. Guards against silent no-ops (a renamed module)."""
    ops = weight_ops(model_content)
    problems = [f"{op.op_type} {op.scope[:160]!r} matches groups {group_of(op)}"
                for op in ops if len(group_of(op)) != 1]
    per_group = {g: sum(1 for op in ops if op.subgraph == 0 and group_of(op) == [g]) for g in GROUPS}
    problems += [f"group {g!r} selects no op" for g, n in per_group.items() if n == 0]
    for selection, precision, layers in recipe.layer_overrides:
        for layer in layers:
            found = sum(1 for op in ops if op.subgraph == 0 and re.search(layer_regex(selection, layer), op.scope))
            if not found:
                problems.append(f"{LAYER_GROUPS[selection[0]]} override _{selection}{precision.value}: the model "
                                f"has no layer {layer}")
            elif len(selection) > 1 and found != len(projections(selection)):
                problems.append(f"override _{selection}{precision.value}: layer {layer}'s "
                                f"{'/'.join(projections(selection))} select {found} ops")
    tiers = any(op.op_type == TAIL_SELECTOR[0] and re.search(TAIL_SELECTOR[1], op.scope) for op in ops)
    if recipe.tail and not tiers:
        problems.append(f"_t{recipe.tail.value}: the model's table has one tier (a tail needs a restricted vocabulary)")
    if problems:
        raise EdgeExportError(f"recipe {recipe.name!r} does not fit the converted graph: " + "; ".join(problems))
    return per_group

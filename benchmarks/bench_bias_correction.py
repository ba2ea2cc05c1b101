"""Bias correction after rounding: does giving each rounded projection back its mean output pay here?

    .venv/bin/python benchmarks/bench_bias_correction.py \
        --recipe dynamic_wi8_afp32_f4b32L3-10.12-15_a4b32L10_aq4b32L0-23 [--compare dynamic_wi8_afp32] [--batches 16]

A rounded projection W_q = W + ΔW adds ΔW·x to its output. Its expected part, ΔW·E[x], is the same for every token,
and the inputs of Gemma's projections need not be centred (RMSNorm outputs; down_proj reads act(gate)·up), so part
of the rounding's error may be a constant shift, which a bias takes back exactly (Nagel et al., 2019, "Data-Free
Quantization Through Weight Equalization and Bias Correction"). The projections have no bias: one float per output
of each rounded projection is added (0.5 MB in all: 5,120 outputs a layer), the weights' bits are unchanged.
Measured (BENCHMARKS.md "Bias correction after rounding"): no gain. Two ways to set the bias, both on the
calibration texts of bench_awq (the languages' word-salad windows and sentences of export.calibration's generator;
no corpus text, no gold question):
- `analytic`: b = -ΔW·E[x], E[x] over the fp32 model's inputs;
- `empirical` (the default): layer by layer and projection group by group, b = E[W·x] - E[W_q·x_q], x_q the input
  the already corrected, rounded model gives that projection: the shift that earlier layers' rounding passed on
  is taken back too.

Fidelity as in bench_quant_aware (in torch, the table in fp32): cosine mean / min against the fp32 model on every
8th FR window, each gold file's questions and the English questions; plain rounding of `--recipe` and of each
`--compare` recipe beside it. `--export DIR` (not run yet: no gain in torch to carry over): the corrected module
through the real TFLite export instead (export.tflite.export_tflite with `--recipe`, e.g. `..._t4hr`; as bench_awq's
`--export`, a file to measure, not to ship), its biases in fp32, its weights rounded by the quantiser itself.
"""

from __future__ import annotations

import argparse
import copy
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).parent))
from bench_awq import add_arguments, checkpoint, export_module  # noqa: E402
from bench_quant_aware import FAKE_QUANT, fake_quantised, fidelity_table, row, training_batches  # noqa: E402

from edge_export.export.recipes import Precision, parse_recipe  # noqa: E402

# In the order one layer computes them: each group's projections read one input.
GROUPS = (("a", ("q_proj", "k_proj", "v_proj")), ("a", ("o_proj",)), ("f", ("gate_proj", "up_proj")),
          ("f", ("down_proj",)))


def owner(layer, group: str):
    return layer.self_attn if group == "a" else layer.mlp


def input_means(module, batches: list[torch.Tensor], places: list[tuple[int, str, str]]) -> list[torch.Tensor]:
    """The mean input (over the batches' non-padding tokens, in float64) of each (layer, group, projection)."""
    totals, counts, state, hooks = [0.0] * len(places), [0] * len(places), {}, []
    for k, (i, group, name) in enumerate(places):
        def keep(_m, inputs, k=k):
            x = inputs[0][state["mask"]].double()
            totals[k] = totals[k] + x.sum(dim=0)
            counts[k] += len(x)
        hooks.append(getattr(owner(module.encoder.layers[i], group), name).register_forward_pre_hook(keep))
    with torch.no_grad():
        for ids in batches:
            state["mask"] = ids != module.pad_id
            module(ids)
    for hook in hooks:
        hook.remove()
    return [(total / count).float() for total, count in zip(totals, counts)]


def rounded(weight: torch.Tensor, precision: Precision) -> torch.Tensor:
    return FAKE_QUANT[precision](weight).detach()


def rounded_copy(module, recipe):
    """A copy of `module` whose projections hold their rounded weights (plain Linear: one rounding, not one a pass)."""
    module = copy.deepcopy(module)
    with torch.no_grad():
        for i, layer in enumerate(module.encoder.layers):
            for group, names in GROUPS:
                for name in names:
                    linear = getattr(owner(layer, group), name)
                    linear.weight.copy_(rounded(linear.weight, recipe.projection_precision(group, i, name)))
    return module


def corrected(teacher, recipe_name: str, batches: list[torch.Tensor], how: str):
    """A copy of `teacher` whose rounded projections carry the correcting bias (weights unchanged, still float)."""
    recipe, module = parse_recipe(recipe_name), copy.deepcopy(teacher)
    places = [(i, group, names[0]) for i in range(len(module.encoder.layers)) for group, names in GROUPS]
    means_fp = dict(zip(places, input_means(teacher, batches, places)))
    student = rounded_copy(module, recipe) if how == "empirical" else None
    for i, layer in enumerate(module.encoder.layers):
        for group, names in GROUPS:
            precisions = [recipe.projection_precision(group, i, name) for name in names]
            if all(p is Precision.FP32 for p in precisions):
                continue
            mean_fp = means_fp[(i, group, names[0])]
            mean_q = input_means(student, batches, [(i, group, names[0])])[0] if student is not None else mean_fp
            for name, precision in zip(names, precisions):
                linear = getattr(owner(layer, group), name)
                w = linear.weight.detach()
                bias = w @ mean_fp - rounded(w, precision) @ mean_q
                linear.bias = torch.nn.Parameter(bias, requires_grad=False)
                if student is not None:  # the rounded copy reads the same bias from now on
                    getattr(owner(student.encoder.layers[i], group), name).bias = linear.bias
    return module


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_arguments(parser, "corrected")
    parser.add_argument("--how", choices=("empirical", "analytic"), action="append",
                        help="the bias (default: empirical; repeat to measure both)")
    args = parser.parse_args()

    model_dir, tokenizer, teacher = checkpoint(args)
    stream = training_batches(tokenizer, args.languages.split(","), 8, 64, {})
    batches = [next(stream) for _ in range(args.batches)]
    modules = {}
    for how in args.how or ["empirical"]:
        started = time.perf_counter()
        modules[how] = corrected(teacher, args.recipe, batches, how)
        print(f"{how} bias: {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)

    if args.export:
        export_module(next(iter(modules.values())), model_dir, args)
        return
    sets, reference = fidelity_table(tokenizer, teacher, args.chunks, args.gold, "projections")
    for name in args.compare:
        row(f"`{name}`, round to nearest", fake_quantised(teacher, name), sets, reference)
    row(f"`{args.recipe}`, round to nearest", fake_quantised(teacher, args.recipe), sets, reference)
    for how, module in modules.items():
        row(f"`{args.recipe}`, round to nearest, {how} bias correction", fake_quantised(module, args.recipe), sets,
            reference)


if __name__ == "__main__":
    main()

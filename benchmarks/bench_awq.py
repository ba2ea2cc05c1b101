"""Activation-aware scaling before rounding (AWQ): does protecting a projection's loud input channels pay here?

    .venv/bin/python benchmarks/bench_awq.py --recipe dynamic_wi8_afp32_f4b32L3-10.12-15_a4b32L10_aq4b32L0-23 \
        [--compare dynamic_wi8_afp32] [--batches 16]

A projection's error after rounding is its weights' error times its input: channels that carry large activations
matter most. AWQ (Lin et al., 2023) multiplies each input channel c of the weights by s_c and divides the input by
s_c, an exact identity in float that moves rounding error away from the loud channels. Here the division is folded
into what feeds the projections, so the graph and the file's size do not change: into the RMSNorm before q/k/v and
before gate/up (Gemma's norm scales by 1 + w: w' = (1 + w) / s - 1) and into up_proj's rows before down_proj. Per
layer and input, s = m^alpha / sqrt(max · min) of m^alpha (m: the channel's mean |activation| over calibration
tokens), alpha in 0, 0.1 ... 1 chosen to minimise the relative squared error of the projections that read that input
(each rounded as `--recipe` rounds it: bench_quant_aware's fake quantiser, ai-edge-quantizer's symmetric rounding)
on the calibration tokens; alpha = 0 is plain rounding, so no layer gets worse on them. o_proj is left as it is
(grouped-query attention shares a value head between query heads). Calibration: the languages' word-salad texts of
export.calibration (bench_quant_aware's batches: half windows under the document prompt, half sentences under the
query prompt); no corpus text, no gold question.

Fidelity as in bench_quant_aware (in torch, the table in fp32, so its rounding is left out): cosine mean / min against
the fp32 model on every 8th FR window, each gold file's questions and the English questions; plain rounding of
`--recipe` and of each `--compare` recipe beside the scaled one. `--export DIR`: the scaled module through the real
TFLite export instead (export.tflite.export_tflite, `--recipe` with its table, e.g. `..._t4hr`, the languages' table
of `--vocab-budget` rows), written to DIR under the recipe's usual file name (its metadata does not say the module
was scaled: a file to measure, e.g. `edge-export bundle --set artifact=...`, not to ship).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).parent))
from bench_quant_aware import FAKE_QUANT, fake_quantised, fidelity_table, row, training_batches  # noqa: E402

from edge_export.embedding.model_def import load_module  # noqa: E402
from edge_export.export.recipes import parse_recipe  # noqa: E402

ALPHAS = [a / 10 for a in range(11)]
# Each scaled input: the projections that read it, and the norm its division is folded into (None: down_proj's
# input is act(gate) · up, so up_proj's rows carry it).
INPUTS = {"attention": ("a", ("q_proj", "k_proj", "v_proj"), "input_layernorm"),
          "ffn": ("f", ("gate_proj", "up_proj"), "pre_feedforward_layernorm"), "down": ("f", ("down_proj",), None)}


def capture(module, batches, count: int, tokens_per_batch: int) -> list[dict[str, torch.Tensor]]:
    """Per layer, the input of q_proj, gate_proj and down_proj on the calibration tokens (padding left out)."""
    seen: list[dict[str, list]] = [{name: [] for name in INPUTS} for _ in module.encoder.layers]
    valid = {}
    hooks = []
    for i, layer in enumerate(module.encoder.layers):
        for name, owner in (("attention", layer.self_attn.q_proj), ("ffn", layer.mlp.gate_proj),
                            ("down", layer.mlp.down_proj)):
            def keep(_m, inputs, i=i, name=name):
                x = inputs[0][valid["mask"]]
                seen[i][name].append(x[torch.randperm(len(x), generator=valid["rng"])[:tokens_per_batch]].float())
            hooks.append(owner.register_forward_pre_hook(keep))
    valid["rng"] = torch.Generator().manual_seed(0)
    with torch.no_grad():
        for _ in range(count):
            ids = next(batches)
            valid["mask"] = ids != module.pad_id
            module(ids)
    for hook in hooks:
        hook.remove()
    return [{name: torch.cat(xs) for name, xs in layer.items()} for layer in seen]


def best_scale(x: torch.Tensor, weights: list[tuple[torch.Tensor, object]]) -> tuple[float, torch.Tensor]:
    """The alpha (and its per-channel scale) with the least relative squared error of the rounded projections."""
    loudness = x.abs().mean(dim=0).clamp(min=1e-6)
    exact = [x @ w.T for w, _ in weights]
    best = None
    with torch.no_grad():
        for alpha in ALPHAS:
            s = loudness.pow(alpha)
            s = s / (s.max() * s.min()).sqrt()
            err = sum(((x / s) @ FAKE_QUANT[p](w * s).T - y).pow(2).mean() / y.pow(2).mean()
                      for (w, p), y in zip(weights, exact))
            if best is None or err < best[0]:
                best = (float(err), alpha, s)
    return best[1], best[2]


def scaled(module, recipe_name: str, inputs: list[dict[str, torch.Tensor]]) -> tuple[object, list]:
    """A copy of `module` with each layer's inputs scaled as best_scale chooses, folded upstream (exact in float)."""
    import copy

    recipe, module = parse_recipe(recipe_name), copy.deepcopy(module)
    chosen = []
    with torch.no_grad():
        for i, layer in enumerate(module.encoder.layers):
            picks = {}
            for name, (group, projections, norm_name) in INPUTS.items():
                owner = layer.self_attn if group == "a" else layer.mlp
                linears = [getattr(owner, p) for p in projections]
                alpha, s = best_scale(inputs[i][name], [(lin.weight, recipe.projection_precision(group, i, p))
                                                        for lin, p in zip(linears, projections)])
                picks[name] = alpha
                for lin in linears:
                    lin.weight.mul_(s)
                if norm_name is None:
                    layer.mlp.up_proj.weight.div_(s[:, None])
                else:  # Gemma's RMSNorm scales by 1 + w
                    norm = getattr(layer, norm_name)
                    norm.weight.copy_((1 + norm.weight) / s - 1)
            chosen.append(picks)
    return module, chosen


def add_arguments(parser: argparse.ArgumentParser, changed: str) -> None:
    """The options of a benchmark that changes the module before rounding (`changed`: what it did, for --export's
    help): the recipe, the calibration batches, the fidelity sets, the export."""
    parser.add_argument("--recipe", required=True, help="the precisions the projections are rounded to")
    parser.add_argument("--compare", action="append", default=[], help="recipes rounded to nearest beside it")
    parser.add_argument("--batches", type=int, default=16, help="calibration batches (8 texts of up to 64 tokens)")
    parser.add_argument("--languages", default="fr,en")
    parser.add_argument("--chunks", type=Path, default=Path("build/fr/token-window-v2/chunks.json"))
    parser.add_argument("--gold", type=Path, action="append", default=[])
    parser.add_argument("--model-dir", type=Path)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--export", type=Path, help=f"export the {changed} module to this folder instead of measuring")
    parser.add_argument("--vocab-budget", type=int, default=120000, help="with --export: the table's rows")


def checkpoint(args):
    """The checkpoint's folder, tokenizer and fp32 module (eval mode), `--threads` set."""
    from edge_export.paths import model_cache_dir
    from edge_export.tokenizer import Tokenizer

    torch.set_num_threads(args.threads)
    model_dir = args.model_dir or model_cache_dir()
    teacher = load_module(model_dir)
    teacher.eval()
    return model_dir, Tokenizer(model_dir / "tokenizer.model"), teacher


def export_module(module, model_dir: Path, args) -> None:
    """`module` through the real TFLite export (`--recipe` with its table, `--vocab-budget` rows of `--languages`)
    to `--export`, under the recipe's usual file name."""
    import edge_export.embedding.model_def as model_def
    from edge_export.export.tflite import export_tflite
    from edge_export.export.vocab_restriction import VocabRestriction

    model_def.load_module = lambda _folder: module  # the export loads the checkpoint through this
    artifact = export_tflite(model_dir, args.export, recipe=args.recipe,
                             vocab=VocabRestriction(args.vocab_budget, None, tuple(args.languages.split(","))))
    print(f"{artifact.path}: {artifact.path.stat().st_size / 1e6:.1f} MB, validation cosine "
          f"{artifact.parity.cosine_mean:.5f} / {artifact.parity.cosine_min:.5f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_arguments(parser, "scaled")
    parser.add_argument("--tokens", type=int, default=256, help="calibration tokens kept a batch, per input")
    args = parser.parse_args()

    model_dir, tokenizer, teacher = checkpoint(args)
    started = time.perf_counter()
    inputs = capture(teacher, training_batches(tokenizer, args.languages.split(","), 8, 64, {}), args.batches,
                     args.tokens)
    module, chosen = scaled(teacher, args.recipe, inputs)
    print(f"calibration and search: {time.perf_counter() - started:.0f} s; alpha per layer (attention / ffn / down): "
          + ", ".join(f"{i}: {c['attention']:g}/{c['ffn']:g}/{c['down']:g}" for i, c in enumerate(chosen)),
          file=sys.stderr, flush=True)
    ids = next(training_batches(tokenizer, args.languages.split(","), 8, 64, {}))
    with torch.no_grad():
        drift = F.cosine_similarity(module(ids), teacher(ids), dim=-1).min().item()
    print(f"the scaled module in float against the original: cosine min {drift:.6f} (an identity: ~1)",
          file=sys.stderr, flush=True)

    if args.export:
        export_module(module, model_dir, args)
        return
    sets, reference = fidelity_table(tokenizer, teacher, args.chunks, args.gold, "projections")
    for name in args.compare:
        row(f"`{name}`, round to nearest", fake_quantised(teacher, name), sets, reference)
    row(f"`{args.recipe}`, round to nearest", fake_quantised(teacher, args.recipe), sets, reference)
    row(f"`{args.recipe}`, activation-aware scales, then round to nearest", fake_quantised(module, args.recipe), sets,
        reference)


if __name__ == "__main__":
    main()

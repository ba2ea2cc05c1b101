"""Quantisation-aware self-distillation on this CPU: does training the projections through their rounding pay?

    .venv/bin/python benchmarks/bench_quant_aware.py --recipe dynamic_wi8_afp32_f4b32L0-17_a4b32L5.7.8.10 \
        --steps 600 --lr 1e-6 --eval-every 200 [--compare dynamic_wi8_afp32_f4b32L3-10.12-15_a4b32L10] [--token-loss 1]

The student is the checkpoint's module (embedding.model_def) with every attention and FFN projection (and the
folded dense head) read through a fake quantiser of `--recipe`'s precision for that layer: ai-edge-quantizer's
symmetric round-to-nearest (int8 per output channel, narrow range; int4 per channel or in blocks of 32 with the
block scale rounded to bf16 as the quantizer stores it), so the forward pass reads the weights the exported file
would hold. The projections' fp32 weights and the layers' norms learn (Adam, the gradient passed straight through
the rounding; the table and the head stay as they are) to bring the student's vector to the fp32 model's (loss
1 - cosine) on texts of the languages' words drawn by frequency (export.calibration's word-salad sentences, another
seed): half windows under the document prompt cut at `--seq` tokens, half sentences under the query prompt;
`--prose LANG=FILE` draws that language's sentences from a plain-text file's paragraphs instead (real prose:
Debian's debian-reference-fr, say, fetched with `apt-get download`; not the English manuals the benchmarks check
on); `--token-loss W` adds W × (1 - cosine) of each token's final hidden state, a denser target than the pooled
vector. No corpus text and no gold question is trained on. The student's passes run under bf16 autocast (`--fp32`
to keep them in float), the teacher's in float32. The learning rate's default is the one BENCHMARKS.md found
best (1e-5 pulls a near body away from fp32; 3e-6 holds still).

Fidelity (in torch, the full table in fp32, so the table's own rounding is left out): cosine mean / min against the
fp32 model of every 8th chunk of `--chunks` (document prompt), each gold file's questions and the English
questions of bench_vocab_outside.py (query prompt), before training (round to nearest), every `--eval-every` steps
and at the end; `--compare` recipes are evaluated round-to-nearest beside it, as the baseline of the same run.
No file is exported.
"""

from __future__ import annotations

import argparse
import copy
import sys
import time
from pathlib import Path

import ml_dtypes
import numpy as np
import torch
import torch.nn.functional as F

from edge_export.embedding.model_def import load_module
from edge_export.embedding.prompts import query_prompt
from edge_export.export import calibration
from edge_export.export.recipes import Precision, parse_recipe
from edge_export.model.spec import DOCUMENT_PROMPT
from edge_export.runtime.base import pad_ids

sys.path.insert(0, str(Path(__file__).parent))
from bench_vocab_outside import ENGLISH  # noqa: E402

QUESTION = query_prompt("question answering")
ATTENTION = ("q_proj", "k_proj", "v_proj", "o_proj")
FFN = ("gate_proj", "up_proj", "down_proj")


def per_channel(weight: torch.Tensor, qmax: int, narrow: bool) -> torch.Tensor:
    scale = weight.detach().abs().amax(dim=1, keepdim=True).clamp(min=1e-9) / qmax
    rounded = torch.clamp(torch.round(weight / scale), -qmax if narrow else -qmax - 1, qmax) * scale
    return weight + (rounded - weight).detach()  # straight through the rounding


def blockwise(weight: torch.Tensor, block: int = 32, qmax: int = 7) -> torch.Tensor:
    rows, cols = weight.shape
    blocks = weight.reshape(rows, cols // block, block)
    scale = blocks.detach().abs().amax(dim=2, keepdim=True).clamp(min=1e-9) / qmax
    scale = torch.from_numpy(scale.numpy().astype(ml_dtypes.bfloat16).astype(np.float16).astype(np.float32))
    rounded = torch.clamp(torch.round(blocks / scale), -qmax - 1, qmax) * scale
    return weight + (rounded.reshape(rows, cols) - weight).detach()


FAKE_QUANT = {Precision.INT8: lambda w: per_channel(w, 127, True), Precision.INT4: lambda w: per_channel(w, 7, False),
              Precision.INT4_B32: blockwise, Precision.FP32: lambda w: w}


class FakeQuantLinear(torch.nn.Module):
    def __init__(self, linear: torch.nn.Linear, precision: Precision):
        super().__init__()
        if precision not in FAKE_QUANT:
            raise SystemExit(f"precision {precision.value}: this benchmark fakes {[p.value for p in FAKE_QUANT]} only")
        self.linear, self.precision = linear, precision

    def forward(self, x):
        return F.linear(x, FAKE_QUANT[self.precision](self.linear.weight), self.linear.bias)


def fake_quantised(module, recipe_name: str):
    """A copy of `module` whose projections read their weights as `recipe_name` rounds them."""
    recipe, module = parse_recipe(recipe_name), copy.deepcopy(module)
    for i, layer in enumerate(module.encoder.layers):
        for group, owner, names in (("a", layer.self_attn, ATTENTION), ("f", layer.mlp, FFN)):
            for name in names:
                setattr(owner, name, FakeQuantLinear(getattr(owner, name), recipe.projection_precision(group, i, name)))
    module.dense = FakeQuantLinear(module.dense, recipe.groups["p"])
    return module


def embed(module, rows: list[list[int]], batch: int = 8) -> torch.Tensor:
    order = sorted(range(len(rows)), key=lambda i: len(rows[i]))
    out = [None] * len(rows)
    with torch.no_grad():
        for start in range(0, len(order), batch):
            picked = order[start:start + batch]
            vectors = module(torch.from_numpy(pad_ids([rows[i] for i in picked], max(len(rows[i]) for i in picked))))
            for j, i in enumerate(picked):
                out[i] = vectors[j]
    return torch.stack(out)


def fidelity_sets(tokenizer, chunks_path: Path, gold_paths: list[Path]) -> dict[str, list[list[int]]]:
    from edge_export.chunk.load import load_chunks
    from edge_export.eval.gold import load_gold

    sets = {"FR windows (every 8th)": [tokenizer.model_input(c["text"], DOCUMENT_PROMPT, 256).ids
                                       for c in load_chunks(chunks_path)[::8]]}
    for path in gold_paths:
        sets[path.stem] = [tokenizer.model_input(q["question"], QUESTION, 256).ids for q in load_gold(path)]
    sets["English"] = [tokenizer.model_input(q, QUESTION, 256).ids for q in ENGLISH]
    return sets


def fidelity_table(tokenizer, teacher, chunks_path: Path, gold_paths: list[Path], first_column: str):
    """The fidelity sets (both FR gold files unless `gold_paths`), the fp32 vectors of each, and the header of the
    table `row` fills, printed."""
    gold = gold_paths or [Path("../shared/corpus/gold/gold_fr.json"), Path("../shared/corpus/gold/gold_exam_dev.json")]
    sets = fidelity_sets(tokenizer, chunks_path, gold)
    reference = {name: embed(teacher, rows) for name, rows in sets.items()}
    print(f"| {first_column} | " + " | ".join(f"{name} cos mean / min" for name in sets) + " |")
    print("|---|" + "---|" * len(sets))
    return sets, reference


def row(label: str, module, sets, reference) -> None:
    """Print one table row: `module`'s cosine mean / min against `reference` on each set."""
    cells = []
    for name, rows in sets.items():
        cos = (embed(module, rows) * reference[name]).sum(dim=1)
        cells.append(f"{cos.mean():.4f} / {cos.min():.4f}")
    print(f"| {label} | " + " | ".join(cells) + " |", flush=True)


def prose_sentences(path: Path, rng):
    """Endless sentences of a plain-text file (.gz or not): its paragraphs (blank-line separated, wrapped lines
    joined) of 12 words or more and mostly letters, in an order drawn by `rng`, each split after . ? !"""
    import gzip
    import re

    raw = gzip.open(path, "rt", encoding="utf-8") if path.suffix == ".gz" else path.open(encoding="utf-8")
    with raw:
        blocks = [" ".join(b.split()) for b in re.split(r"\n\s*\n", raw.read())]
    paragraphs = [b for b in blocks
                  if len(b.split()) >= 12 and sum(c.isalpha() or c.isspace() for c in b) >= 0.85 * len(b)]
    if not paragraphs:
        raise SystemExit(f"{path}: no paragraph of prose in it")
    while True:
        for i in rng.permutation(len(paragraphs)):
            yield from (s for s in re.split(r"(?<=[.?!])\s+", paragraphs[i]) if len(s.split()) >= 4)


def training_batches(tokenizer, languages: list[str], batch: int, seq: int, prose: dict[str, Path]):
    rngs = [np.random.Generator(np.random.PCG64([12345, k])) for k in range(len(languages))]
    streams = [prose_sentences(prose[lang], rng) if lang in prose else calibration._language_sentences(lang, rng)
               for lang, rng in zip(languages, rngs)]
    turn = 0
    while True:
        rows = []
        for j in range(batch):
            stream, turn = streams[turn % len(streams)], turn + 1
            if j % 2 == 0:
                words: list[str] = []
                while len(words) < seq:
                    words += next(stream).split()
                rows.append(tokenizer.model_input(" ".join(words), DOCUMENT_PROMPT, seq).ids)
            else:
                rows.append(tokenizer.model_input(next(stream), QUESTION, seq).ids)
        yield torch.from_numpy(pad_ids(rows, max(map(len, rows))))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--recipe", required=True, help="the precisions the student is trained through")
    parser.add_argument("--compare", action="append", default=[], help="recipes evaluated round-to-nearest beside it")
    parser.add_argument("--steps", type=int, default=600)
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--seq", type=int, default=64)
    parser.add_argument("--lr", type=float, default=1e-6)
    parser.add_argument("--eval-every", type=int, default=200)
    parser.add_argument("--languages", default="fr,en")
    parser.add_argument("--prose", action="append", default=[], metavar="LANG=FILE",
                        help="that language's training sentences from the prose of a plain-text file instead of "
                             "word salad (e.g. fr=debian-reference.fr.txt.gz from Debian's debian-reference-fr)")
    parser.add_argument("--token-loss", type=float, default=0.0,
                        help="weight of a second loss: 1 - cosine of each token's final hidden state (before pooling)")
    parser.add_argument("--fp32", action="store_true", help="the student's passes in float32 (default: bf16 autocast)")
    parser.add_argument("--chunks", type=Path, default=Path("build/fr/token-window-v2/chunks.json"))
    parser.add_argument("--gold", type=Path, action="append", default=[])
    parser.add_argument("--model-dir", type=Path)
    parser.add_argument("--threads", type=int, default=2)
    args = parser.parse_args()

    from edge_export.paths import model_cache_dir
    from edge_export.tokenizer import Tokenizer

    torch.set_num_threads(args.threads)
    torch.manual_seed(0)
    model_dir = args.model_dir or model_cache_dir()
    tokenizer = Tokenizer(model_dir / "tokenizer.model")
    teacher = load_module(model_dir)
    for parameter in teacher.parameters():
        parameter.requires_grad_(False)
    sets, reference = fidelity_table(tokenizer, teacher, args.chunks, args.gold, "student")
    for name in args.compare:
        row(f"`{name}`, round to nearest", fake_quantised(teacher, name), sets, reference)
    student = fake_quantised(teacher, args.recipe)
    row(f"`{args.recipe}`, round to nearest", student, sets, reference)

    trained = [m.linear.weight for m in student.encoder.modules() if isinstance(m, FakeQuantLinear)]
    trained += [p for name, p in student.encoder.named_parameters() if "norm" in name]
    for parameter in trained:
        parameter.requires_grad_(True)
    optimizer = torch.optim.Adam(trained, lr=args.lr)
    warmup = 20
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: min(1.0, (s + 1) / warmup) * max(0.0, (args.steps - s) / args.steps))
    final = {}  # each side's final-norm output, for --token-loss
    teacher.encoder.norm.register_forward_hook(lambda _m, _i, out: final.__setitem__("teacher", out))
    student.encoder.norm.register_forward_hook(lambda _m, _i, out: final.__setitem__("student", out))
    prose = {lang: Path(file) for lang, _, file in (p.partition("=") for p in args.prose)}
    batches = training_batches(tokenizer, args.languages.split(","), args.batch, args.seq, prose)
    losses, started = [], time.perf_counter()
    for step in range(1, args.steps + 1):
        ids = next(batches)
        with torch.no_grad():
            target = teacher(ids)
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=not args.fp32):
            vectors = student(ids)
        loss = (1 - (vectors.float() * target).sum(dim=1)).mean()
        if args.token_loss:
            valid = ids != teacher.pad_id
            tokens = F.cosine_similarity(final["student"].float()[valid], final["teacher"].float()[valid], dim=-1)
            loss = loss + args.token_loss * (1 - tokens).mean()
        loss.backward()
        optimizer.step()
        schedule.step()
        optimizer.zero_grad(set_to_none=True)
        losses.append(loss.item())
        if step % 20 == 0:
            print(f"step {step}: loss {np.mean(losses[-20:]):.5f}, {(time.perf_counter() - started) / step:.2f} s a step",
                  file=sys.stderr, flush=True)
        if step % args.eval_every == 0 or step == args.steps:
            row(f"`{args.recipe}`, {step} steps (lr {args.lr:g}, {args.batch} × {args.seq} tokens)", student, sets,
                reference)


if __name__ == "__main__":
    main()

"""Contrastive fine-tuning of a sentence-transformers EmbeddingGemma checkpoint on inverse-cloze pairs.

Only the top `recipe.layers` encoder layers, the final norm and the two Dense layers learn; the rest
stays as Google trained it (a light touch on ~2,000 pairs, and a backward pass through a few layers
only: minutes on a CPU). Master weights stay fp32; the passes run under bf16 autocast where the
hardware has bf16 (_precision). The result is written in the checkpoint's own layout and file names,
every other file copied, so the export, embedding and parity stages read it as they read the original.
"""

from __future__ import annotations

import random
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

from ..errors import ArtifactError, EdgeExportError
from .pairs import Pair
from .recipe import AdaptRecipe

MAX_LEN = 256  # the longest signature the bundle exports: nothing longer is ever embedded
WEIGHT_FILES = ("model.safetensors", "2_Dense/model.safetensors", "3_Dense/model.safetensors")


@dataclass(frozen=True)
class TrainingRun:
    steps: int
    seconds: float
    first_loss: float
    last_loss: float
    device: str
    precision: str


def _precision(device: str, cpuinfo: Path = Path("/proc/cpuinfo")) -> str:
    """bf16 autocast where the hardware does bf16 (a GPU; AMX or AVX-512 BF16 on a CPU), else fp32: on an
    AVX2-only CPU bf16 is emulated and slower than fp32. The record says which, since it changes the weights."""
    if device == "cuda":
        return "bf16"
    try:
        flags = cpuinfo.read_text(encoding="ascii", errors="replace").split()
    except OSError:
        return "fp32"
    return "bf16" if {"amx_bf16", "avx512_bf16"} & set(flags) else "fp32"


def environment() -> dict:
    """What the trained weights depend on beyond the pairs and the recipe: the device, the precision and the
    library versions (the adapt stage keys its cache with it)."""
    import sentence_transformers
    import torch

    device = "cuda" if torch.cuda.is_available() else "cpu"
    return {"device": device, "precision": _precision(device), "max_len": MAX_LEN, "torch": torch.__version__,
            "sentence_transformers": sentence_transformers.__version__}


def fine_tune(base_dir: Path, pairs: list[Pair], out_dir: Path, recipe: AdaptRecipe, *,
              progress: bool = False, threads: int | None = None) -> TrainingRun:
    """Train a copy of `base_dir` on `pairs` and write it to `out_dir` (which must not exist)."""
    from ..runtime.reference import load_sentence_transformer

    import torch
    from tqdm import tqdm

    if len(pairs) < 2:  # one pair has no negative to learn from
        raise EdgeExportError(f"adapt: the corpus gives {len(pairs)} inverse-cloze pair(s); at least 2 are needed")
    torch.manual_seed(recipe.seed)
    model = load_sentence_transformer(base_dir, threads)
    setting = environment()
    device, precision = setting["device"], setting["precision"]
    model.to(device)
    model.max_seq_length = MAX_LEN
    encoder, dense = model[0].auto_model, [model[2], model[3]]
    if recipe.layers > len(encoder.layers):
        raise ArtifactError(base_dir, f"{recipe.name} trains {recipe.layers} layers; this model has {len(encoder.layers)}")
    trained = [p for layer in encoder.layers[-recipe.layers:] for p in layer.parameters()]
    trained += list(encoder.norm.parameters()) + [p for d in dense for p in d.parameters()]
    for p in model.parameters():
        p.requires_grad_(False)
    for p in trained:
        p.requires_grad_(True)

    order = _batches(len(pairs), recipe)
    steps = len(order)
    optimizer = torch.optim.AdamW(trained, lr=recipe.lr, weight_decay=0.0)
    warmup = max(1, steps // 10)
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: min(1.0, (s + 1) / warmup) * max(0.0, (steps - s) / steps))
    model.train()
    losses, started = [], time.perf_counter()
    for batch in tqdm(order, disable=not progress, desc="adapt", unit="batch"):
        chosen = [pairs[i] for i in batch]
        with torch.autocast(device, dtype=torch.bfloat16, enabled=precision == "bf16"):
            queries = _encode(model, [p.query for p in chosen], device)
            passages = _encode(model, [p.passage for p in chosen], device)
        logits = queries @ passages.T / recipe.temperature
        logits = logits.masked_fill(_false_negatives(chosen, device), float("-inf"))
        loss = torch.nn.functional.cross_entropy(logits, torch.arange(len(chosen), device=device))
        loss.backward()
        optimizer.step()
        schedule.step()
        optimizer.zero_grad(set_to_none=True)
        losses.append(loss.item())
    model.to("cpu")
    _write_checkpoint(base_dir, out_dir, encoder, dense)
    return TrainingRun(steps, round(time.perf_counter() - started, 1), round(losses[0], 4), round(losses[-1], 4),
                       device, precision)


def _batches(n: int, recipe: AdaptRecipe) -> list[list[int]]:
    """Batches of `recipe.batch` pair indices over `recipe.epochs` seeded shuffles of all pairs; a last batch
    of one pair (no negative, so no gradient) joins the one before."""
    rng, order = random.Random(recipe.seed), []
    for _ in range(recipe.epochs):
        epoch = list(range(n))
        rng.shuffle(epoch)
        order += epoch
    batches = [order[i:i + recipe.batch] for i in range(0, len(order), recipe.batch)]
    if len(batches) > 1 and len(batches[-1]) == 1:
        last = batches.pop()
        batches[-1] = batches[-1] + last
    return batches


def _encode(model, texts: list[str], device: str):
    import torch

    features = {k: v.to(device) if isinstance(v, torch.Tensor) else v for k, v in model.preprocess(texts).items()}
    return torch.nn.functional.normalize(model(features)["sentence_embedding"].float(), dim=-1)


def _false_negatives(chosen: list[Pair], device: str):
    """[B, B] True where another pair's passage is from the same or a neighbouring page of the same document:
    windows overlap and rules run over page breaks, so that passage may well hold the query's sentence."""
    import torch

    return torch.tensor([[i != j and a.source == b.source and abs(a.page - b.page) <= 1
                          for j, b in enumerate(chosen)] for i, a in enumerate(chosen)], device=device)


def _write_checkpoint(base_dir: Path, out_dir: Path, encoder, dense) -> None:
    """The base folder's files, the three weight files replaced by the trained tensors under their own keys
    (the modules' state dicts name them as the base files do: `layers.0....`, `linear.weight`)."""
    from safetensors.torch import save_file

    shutil.copytree(base_dir, out_dir)
    modules = dict(zip(WEIGHT_FILES, (encoder, *dense)))
    for name, module in modules.items():
        save_file({key: value.detach().contiguous() for key, value in module.state_dict().items()}, str(out_dir / name),
                  metadata={"format": "pt"} if name == "model.safetensors" else None)

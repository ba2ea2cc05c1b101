"""Adaptation recipes: what is trained, for how long. The name is recorded in the manifest and the
adapted checkpoint's folder name, so a bundle says which recipe made its model."""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass

from ..errors import EdgeExportError

NONE = "none"


@dataclass(frozen=True)
class AdaptRecipe:
    """Inverse-cloze fine-tuning of the top `layers` encoder layers (and the final norm and both Dense
    layers), one pass over the pairs. The fixed values are common contrastive-tuning values, not chosen
    on gold questions: a small learning rate with warm-up and linear decay, so the adapted model stays
    near the checkpoint it starts from; in-batch negatives at temperature 0.05."""

    layers: int
    epochs: int = 1
    lr: float = 2e-5
    batch: int = 32
    temperature: float = 0.05
    seed: int = 0

    @property
    def name(self) -> str:
        return f"ict-l{self.layers}"

    def describe(self) -> dict:
        return {"name": self.name, "pairs": "inverse cloze (a sentence of a chunk ↔ the rest of the chunk)",
                **asdict(self)}


_NAME = re.compile(r"ict-l(\d+)")


def parse_adapt(name: str) -> AdaptRecipe | None:
    """`none` → None; `ict-l<N>` → fine-tune the top N layers."""
    if name == NONE:
        return None
    match = _NAME.fullmatch(name)
    if not match or int(match.group(1)) < 1:
        raise EdgeExportError(f"adapt {name!r}: use `none` or `ict-l<N>` (fine-tune the top N encoder layers, N >= 1)")
    return AdaptRecipe(layers=int(match.group(1)))

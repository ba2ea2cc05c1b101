"""The adapt stage: the corpus-adapted checkpoint, trained once and kept in the cache.

Its folder, `<base>.<recipe>-<key>` beside the base checkpoint, is keyed by the base weight files'
SHA-256, the pairs' SHA-256, the recipe and the training environment (device, precision, library
versions): the same corpus and recipe on the same kind of machine reuse it, anything else trains anew.
Training writes into a hidden folder that is renamed into place only when whole, with `adaptation.json`
(what the manifest records), so a killed run leaves nothing that looks finished.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from dataclasses import asdict
from pathlib import Path

from ..atomic import dump_json, publish_dir_atomic
from ..errors import ArtifactError
from ..hashing import sha256_file
from .pairs import inverse_cloze_pairs, pairs_digest
from .recipe import AdaptRecipe

RECORD = "adaptation.json"


def adapted_checkpoint(base_dir: Path, chunks: list[dict], document_prompts: list[str], query_prompt: str,
                       recipe: AdaptRecipe, *, progress: bool = False, threads: int | None = None) -> Path:
    """The folder of `base_dir` adapted to `chunks` by `recipe`: reused from the cache or trained now."""
    from .train import WEIGHT_FILES, environment, fine_tune

    base_dir = Path(base_dir)
    if not (base_dir / "modules.json").is_file():
        raise ArtifactError(base_dir, "no sentence-transformers checkpoint here (no modules.json): "
                                      "run `edge-export model fetch` first")
    pairs = inverse_cloze_pairs(chunks, document_prompts, query_prompt)
    weights = {name: sha256_file(base_dir / name) for name in WEIGHT_FILES}
    record = {"base": {"folder": base_dir.name, "weights_sha256": weights["model.safetensors"], "files": weights},
              "recipe": recipe.describe(), "pairs": len(pairs), "pairs_sha256": pairs_digest(pairs),
              "environment": environment()}
    key = hashlib.sha256(json.dumps(record, sort_keys=True).encode()).hexdigest()[:12]
    target = base_dir.parent / f"{base_dir.name}.{recipe.name}-{key}"
    if (target / RECORD).is_file():
        return target

    staging = target.with_name(f".{target.name}.partial")
    if staging.exists():  # what a killed run left
        shutil.rmtree(staging)
    run = fine_tune(base_dir, pairs, staging, recipe, progress=progress, threads=threads)
    record.update(checkpoint=target.name, key=key, training=asdict(run),
                  weights_sha256=sha256_file(staging / "model.safetensors"))
    (staging / RECORD).write_text(dump_json(record), encoding="utf-8")
    publish_dir_atomic(staging, target)
    return target


def read_adaptation(model_dir: Path) -> dict | None:
    """The adaptation record of a checkpoint folder, None for a checkpoint as published."""
    path = Path(model_dir) / RECORD
    if not path.is_file():
        return None
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        raise ArtifactError(path, f"not valid JSON ({exc})") from None


def adapted_reference(model_dir: Path, manifest: dict) -> Path:
    """The fp32 checkpoint a bundle's parity is measured against: the adapted folder its manifest names,
    looked up beside `model_dir` (the published checkpoint), else `model_dir` itself."""
    adaptation = manifest.get("model", {}).get("source", {}).get("adaptation")
    if not adaptation:
        return Path(model_dir)
    name = adaptation["checkpoint"]
    if Path(name).name != name or name.startswith("."):
        raise ArtifactError(name, "not a checkpoint folder name (the manifest's model.source.adaptation.checkpoint)")
    folder = Path(model_dir).parent / name
    record = read_adaptation(folder)
    if record is None:
        raise ArtifactError(folder, "the bundle's model was adapted to its corpus and this adapted checkpoint is not "
                                    "here: rebuild the bundle to train it again, or name it with --reference")
    if record.get("weights_sha256") != manifest["model"]["source"]["weights_sha256"]:
        raise ArtifactError(folder, "its weights are not the ones the bundle's model was exported from "
                                    "(another training run): rebuild the bundle, or name its checkpoint with --reference")
    return folder

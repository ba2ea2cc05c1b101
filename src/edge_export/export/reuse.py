"""Whether a file already in the output folder is the export asked for (a rerun reuses it instead of exporting
again): the same recipe, sequence lengths, tokenizer and vocabulary, read from its metadata. Both formats."""

from __future__ import annotations

from pathlib import Path

from ..artifact import read_metadata
from ..embedding.model_def import GRAPH_REVISION


def reuse_problem(path: Path, recipe: str, lengths: list[int], tokenizer_sha256: str,
                  vocab_info: dict | None = None, calibration: dict | None = None) -> str | None:
    """Why `path` is not our export with this recipe, these signatures, (stock) tokenizer and vocabulary (and, for a
    `_gptq` recipe, `calibration`: CalibrationTexts.describe() of the texts it would be calibrated on now); None if
    it is. A restricted table's tokenizer beside it is not asked for: it follows from these (write_tokenizer)."""
    meta = read_metadata(path) if path.is_file() else None
    extra = (meta or {}).get("extra") or {}
    theirs = extra.get("vocab")
    calibrated = {key: (extra.get("calibration") or {}).get(key) for key in calibration or {}}
    return (
        "no such file or no metadata beside it" if meta is None
        else f"it was exported from an older graph of the module (revision {extra.get('graph_revision', 1)}, "
             f"now {GRAPH_REVISION})" if extra.get("graph_revision", 1) != GRAPH_REVISION
        else f"its recipe is {meta.get('recipe')!r}, not {recipe!r}" if meta.get("recipe") != recipe
        else f"its sequence lengths are {meta.get('seq_lens')}, not {lengths}" if meta.get("seq_lens") != lengths
        else "it was exported with another tokenizer"
        if extra.get("source_tokenizer_sha256", meta.get("tokenizer_sha256")) != tokenizer_sha256
        else f"its vocabulary restriction is {theirs}, not {vocab_info}" if theirs != vocab_info
        else "it was GPTQ-calibrated on other texts (differing: "
             f"{', '.join(k for k in calibration if calibrated[k] != calibration[k])})"
        if calibration is not None and calibrated != calibration
        else None
    )

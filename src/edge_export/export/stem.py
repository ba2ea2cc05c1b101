"""The stem of every exported file name (which checkpoint the artifact was made from), and the name a
bundle ships an export under."""

from __future__ import annotations

import re
from pathlib import Path

# `_v93k.fr-en.c1d875dc_` (or `_vall.` for every row) in an export's name: budget, languages, corpus digest
# (VocabRestriction.label); a languages' table has no digest (`_v80k.fr-en_`)
_SELECTION = re.compile(r"(_v(?:\d+k?|all))\.[a-z-]+(?:\.[0-9a-f]{8})?_")


# `.ict-l4-e2937ca7b7c2_` after the checkpoint's name: a corpus-adapted checkpoint's recipe and cache key
# (adapt/stage.py names the folder `<base>.<recipe>-<key>`)
_ADAPTATION_KEY = re.compile(r"^([^_]*\.[a-z0-9-]+?)-[0-9a-f]{12}_")


def bundle_filename(artifact_name: str) -> str:
    """The name a bundle ships an export under: without the languages and corpus digest of its label, nor
    an adapted checkpoint's cache key (the manifest records them), so the app's asset path stays put when
    the corpus is rebuilt."""
    return _SELECTION.sub(r"\1_", _ADAPTATION_KEY.sub(r"\1_", artifact_name, count=1), count=1)


def artifact_stem(model_dir) -> str:
    """`embeddinggemma-300m` for the pinned official checkpoint, else the folder's name (e.g. the tiny model).

    "Official" means every pinned file matches its SHA-256 (model.safetensors included: a few seconds,
    next to minutes of export), so a fine-tune kept in a folder of that name is not passed off as Google's.
    """
    from ..errors import ModelFetchError
    from ..model.fetch import verify_model_dir
    from ..model.spec import EMBEDDINGGEMMA_300M

    model_dir = Path(model_dir)
    try:
        verify_model_dir(model_dir, EMBEDDINGGEMMA_300M)
    except ModelFetchError:  # missing or differing files (HashMismatchError is one)
        return model_dir.resolve().name
    return EMBEDDINGGEMMA_300M.name

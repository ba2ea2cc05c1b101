"""The stem of every exported file name: which checkpoint the artifact was made from."""

from __future__ import annotations

from pathlib import Path


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

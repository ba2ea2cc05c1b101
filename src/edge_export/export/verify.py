"""The export's own validation (as optimum's exporters do): run the artifact, compare with fp32, raise on drift.

Pure and importable: the export CLI, `make models` and the tests all call `verify`.
"""

from __future__ import annotations

import numpy as np

from ..errors import ExportParityError
from ..artifact import Parity

# A fixed, varied set: French regulation sentences, English, digits, punctuation, a long text.
VALIDATION_TEXTS = [
    "Article 4.1 – Le toucher-jouer : le joueur qui touche délibérément une pièce doit la jouer.",
    "Le règlement d'une compétition peut spécifier que les deux adversaires ne peuvent convenir d'une partie nulle.",
    "Quelle est la cadence minimale pour une partie homologuée FIDE ?",
    "Which planet is known as the Red Planet?",
    "Mars, known for its reddish appearance, is often referred to as the Red Planet.",
    "Résultats : 1-0, 0-1, ½-½ ; Elo 1850 → 1872 (+22).",
    "La Fédération Française des Échecs, association déclarée conforme à la loi du 1er juillet 1901.",
    "court",
    "L'arbitre vérifie les pendules avant la ronde. " * 30,
]


def served_texts(model_tokenizer, stock_tokenizer, texts=tuple(VALIDATION_TEXTS)) -> list[str]:
    """The `texts` a restricted table serves (the model's tokenizer gives the stock ids: no piece re-split), or all
    of them when it serves none. An export checks its quantisation on them: a table for English re-splits French
    words by design, and what a table leaves out of a corpus is measured on that corpus (embedding.coverage, the
    bundle's smoke check, the parity suite)."""
    served = [t for t in texts if model_tokenizer.model_input(t).ids == stock_tokenizer.model_input(t).ids]
    return served or list(texts)


def cosine_rows(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    a = a / np.linalg.norm(a, axis=1, keepdims=True)
    b = b / np.linalg.norm(b, axis=1, keepdims=True)
    return (a * b).sum(axis=1)


def verify(path, artifact_vectors: np.ndarray, reference_vectors: np.ndarray, *,
           min_mean: float, min_min: float) -> Parity:
    """Compare vectors row by row; return the Parity, or raise ExportParityError past the thresholds."""
    cos = cosine_rows(np.asarray(artifact_vectors, dtype=np.float64), np.asarray(reference_vectors, dtype=np.float64))
    parity = Parity(len(cos), float(cos.mean()), float(cos.min()), min_mean, min_min)
    if not parity.passed:
        raise ExportParityError(path, parity.cosine_mean, parity.cosine_min, min_mean, min_min)
    return parity

"""What a vocabulary-restricted variant costs on queries outside its corpus, beside its full-vocabulary twin.

    .venv/bin/python benchmarks/bench_vocab_outside.py --restricted models_vocab/X_v64k_R.tflite \
        --full models/X_R.tflite

Cosine against torch fp32 (the reference, measured in the same run) for queries in three groups:
French questions of the corpus's domain (the first 40 gold questions), English questions, and
questions in other languages and scripts. Each row: mean / min per group, for both variants.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path


ENGLISH = [
    "Which planet is known as the Red Planet?", "How long does a rapid chess game last?",
    "What happens if a player touches a piece on purpose?", "Who decides the pairings in a Swiss tournament?",
    "Can a player offer a draw before making a move?", "What is the penalty for an illegal move in blitz?",
    "How do I reset my password on the website?", "What time does the tournament start on Saturday?",
    "Is a mobile phone allowed in the playing hall?", "How is the Elo rating of a new player computed?",
    "What are the duties of the chief arbiter?", "When must the scoresheet be signed by both players?",
]
OTHER = [
    "¿Cuál es la regla de pieza tocada en ajedrez?", "Wie viele Punkte bekommt man für einen Sieg?",
    "Quanto tempo dura una partita rapida?", "Qual é a cadência mínima de um torneio homologado?",
    "Hoe lang duurt een snelschaakpartij?", "Jak długo trwa partia szachów szybkich?",
    "Какова норма времени в быстрых шахматах?", "国际象棋比赛的时间限制是多少？",
    "ما هي قاعدة لمس القطعة في الشطرنج؟", "チェスの持ち時間は何分ですか？", "체스 경기의 제한 시간은 얼마입니까?",
    "Ποιος είναι ο κανόνας της αγγιγμένης κίνησης;",
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--restricted", type=Path, required=True)
    parser.add_argument("--full", type=Path, required=True)
    parser.add_argument("--model-dir", type=Path)
    parser.add_argument("--gold", type=Path, default=Path("../shared/corpus/gold/gold_fr.json"))
    args = parser.parse_args()

    from edge_export.paths import model_cache_dir
    from edge_export.runtime import open_embedder

    model_dir = args.model_dir or model_cache_dir()
    french = [q["question"] for q in json.loads(args.gold.read_text(encoding="utf-8"))["questions"][:40]]
    groups = {"French (gold, first 40)": french, "English": ENGLISH, "other languages / scripts": OTHER}
    reference = open_embedder("reference", model_dir)
    variants = {p.name: open_embedder("litert", p, tokenizer_path=model_dir / "tokenizer.model", threads=2)
                for p in (args.restricted, args.full)}
    print("| queries | n | " + " | ".join(f"{name} cos mean / min" for name in variants) + " |")
    print("|---|---|" + "---|" * len(variants))
    for label, texts in groups.items():
        ref = reference.embed(texts, "query").vectors
        cells = []
        for embedder in variants.values():
            cos = (embedder.embed(texts, "query").vectors * ref).sum(axis=1)
            cells.append(f"{cos.mean():.4f} / {cos.min():.4f}")
        print(f"| {label} | {len(texts)} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()

"""How much of each language's running words a languages' table types whole, as the table widens to more languages.

    .venv/bin/python benchmarks/languages/bench_table_coverage.py --table fr,en --table ru,en --table fr,de,es,en

For each table (the languages' table of `--budget` rows, no corpus growth: embedding.vocab.select_vocab) and each
of its languages with a word list: the share of the language's word frequency mass (wordfreq's best list, its
first `--words` words, typed after a space as a question types them) whose every token is a row of the table,
i.e. read as the checkpoint reads it rather than re-split. Persian, Arabic, Hebrew: the words as listed (without
their combining marks). The baseline is each language's figure in its two-language table (itself and English),
measured in the same run (English's: the English table). Reads the checkpoint's tokenizer only; about a minute a table on 2 cores.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "src"))

from edge_export.embedding.vocab import WORD_LIST, listed_languages, select_vocab  # noqa: E402
from edge_export.paths import default_tokenizer_path  # noqa: E402


def coverage(tokenizer: Path, languages: tuple[str, ...], budget: int, words: int) -> dict[str, float]:
    """Each listed language's word mass the table types whole (see the module docstring)."""
    import numpy as np
    import sentencepiece as spm
    import wordfreq

    sp = spm.SentencePieceProcessor(model_file=str(tokenizer))
    keep = np.zeros(sp.get_piece_size(), bool)
    keep[select_vocab(tokenizer, budget, (), languages).keep] = True
    out = {}
    for lang in languages:
        if lang not in listed_languages():
            continue
        ranked = list(wordfreq.get_frequency_dict(lang, WORD_LIST).items())[:words]
        mass = np.array([f for _, f in ranked])
        whole = np.array([keep[ids].all() for ids in sp.encode([" " + w for w, _ in ranked])])
        out[lang] = round(float(mass[whole].sum() / mass.sum()), 5)
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--table", action="append", required=True, help="a table's languages, e.g. fr,de,es,en")
    parser.add_argument("--budget", type=int, default=120_000)
    parser.add_argument("--words", type=int, default=200_000)
    parser.add_argument("--tokenizer", type=Path, default=None, help="default: the fetched checkpoint's")
    args = parser.parse_args(argv)
    tokenizer = args.tokenizer or default_tokenizer_path()
    tables = [tuple(t.split(",")) for t in args.table]
    wanted = {lang for table in tables for lang in table}
    baseline = {lang: coverage(tokenizer, tuple(dict.fromkeys((lang, "en"))), args.budget, args.words)[lang]
                for lang in sorted(wanted) if lang in listed_languages()}
    rows = [{"table": ",".join(t), "coverage": coverage(tokenizer, t, args.budget, args.words)} for t in tables]
    print(json.dumps({"budget": args.budget, "words": args.words, "two_language_baseline": baseline, "tables": rows},
                     ensure_ascii=False, indent=1))
    print("| table | each language: word mass typed whole (in its two-language table) |")
    print("|---|---|")
    for row in rows:
        cells = ", ".join(f"{lang} {share:.4f} ({baseline.get(lang, share):.4f})" for lang, share in row["coverage"].items())
        print(f"| {row['table']} | {cells} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

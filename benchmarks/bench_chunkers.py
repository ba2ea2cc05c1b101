"""Chunker throughput on a PDF corpus (pages/s), beside the extraction baseline measured in the same run.

    .venv/bin/python benchmarks/bench_chunkers.py --corpus-dir ../shared/corpus/fr [--repeats 3]

Each figure is the median of `repeats` runs. "chunk" times the chunker plus the corpus builder (real
token counts, ids, headings) on already-extracted pages; "stage" adds the extraction; the ratio is
stage time over extraction alone, so the chunker's cost reads independently of the machine's speed.
"cut words" counts the chunks that begin or end inside a word of their page (a letter or digit on each
side of the boundary): what a citation shows as its first or last word.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import time
from pathlib import Path

from edge_export.chunk.chunkers import CHUNKERS, make_chunker
from edge_export.chunk.chunkers.token_window import inside_word
from edge_export.chunk.corpus import CorpusBuilder
from edge_export.chunk.extract import extract_folder
from edge_export.paths import default_tokenizer_path
from edge_export.tokenizer import Tokenizer


def median_seconds(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def cut_words(chunks: list[dict], documents) -> int:
    """Chunks whose first or last character continues a word of the page text around it."""
    pages = {(Path(doc.source).name, page.number): page.text for _, doc in documents for page in doc.pages}
    return sum(inside_word(text, c["offset_chars"]["from"]) or inside_word(text, c["offset_chars"]["to"])
               for c in chunks for text in [pages[(c["source"], c["page"])]])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus-dir", type=Path, required=True)
    parser.add_argument("--tokenizer", type=Path, default=default_tokenizer_path())
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    tokenizer = Tokenizer(args.tokenizer)
    documents, _ = extract_folder(args.corpus_dir)
    pages = sum(len(doc.pages) for _, doc in documents)
    extract_s = median_seconds(lambda: extract_folder(args.corpus_dir), args.repeats)

    print(f"machine: {platform.machine()}, {platform.processor() or 'cpu'}, python {platform.python_version()}")
    print(f"corpus: {args.corpus_dir} ({len(documents)} documents, {pages} pages); tokenizer {tokenizer.fingerprint}")
    print()
    print("| stage | chunks | cut words | chunk s | chunk pages/s | extract+chunk pages/s | time vs extraction alone |")
    print("|---|---|---|---|---|---|---|")
    print(f"| extraction (baseline) | - | - | - | - | {pages / extract_s:.0f} | 1.00× |")
    for name in CHUNKERS:
        chunks = []

        def run():
            builder = CorpusBuilder(make_chunker(name, tokenizer), tokenizer, "FR")
            chunks[:] = builder.build(documents)["chunks"]

        chunk_s = median_seconds(run, args.repeats)
        stage_s = extract_s + chunk_s
        print(f"| {name} | {len(chunks)} | {cut_words(chunks, documents)} | {chunk_s:.2f} | {pages / chunk_s:.0f} "
              f"| {pages / stage_s:.0f} | {stage_s / extract_s:.2f}× |")


if __name__ == "__main__":
    main()

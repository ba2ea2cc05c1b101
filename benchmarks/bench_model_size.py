"""The model-size frontier: recipes quantised from one fp32 conversion, size × fidelity × latency.

    .venv/bin/python benchmarks/bench_model_size.py --fp32 models/X_v93k..._fp32_t32.tflite \
        --bundle android_assets/fr --gold ../shared/corpus/gold/gold_fr.json \
        --gold ../shared/corpus/gold/gold_exam_dev.json --recipe R1 --recipe R2 ... [--baseline FILE]

Each recipe is quantised from `--fp32` exactly as `edge-export export` does (ai-edge-quantizer, then
the quantisation parameters shared between signatures; a `_gptq` recipe calibrated on `--corpus`, or
on `--languages` as a languages' file is) into
`--out-dir`; `--baseline` adds a ready file (the shipped one, or an ONNX export: `.onnx` / `.ort` run by onnxruntime,
each text at its own length) as a row. For every file, cosine against torch fp32 on the phone's path (the
bundle's tokenizer and titled document prompts, each text on the shortest signature that holds it):
every `--every`-th chunk of the bundle (FR page windows) and of each `--windows` chunk file (another corpus,
embedded with the bundle's title rule), every question of each gold file, the
English queries of bench_vocab_outside.py and multilingual_queries.py's questions in seventeen other
languages (the five lowest languages per file go to stderr); the fp32 side comes from the parity
suite's reference cache (`--reference-cache`) where it holds the text. Latency: the median over
`--rounds` interleaved rounds of each file's median call (after a warm-up), 1 thread, through the
runtime the bundle uses (LiteRT CompiledModel, XNNPACK) or onnxruntime's CPU provider: a real question padded to 32
and 64 tokens, a real chunk cut or padded to 128 and 256. Top-5: for each question of the first gold file, the
overlap of its 5 nearest FR windows under the file and under fp32.
"""

from __future__ import annotations

import argparse
import functools
import gc
import statistics
import sys
import time
from pathlib import Path

import numpy as np

from edge_export.export.recipes import parse_recipe

sys.path.insert(0, str(Path(__file__).parent))
from bench_vocab_outside import ENGLISH  # noqa: E402
from multilingual_queries import QUESTIONS, all_questions  # noqa: E402


def quantised(fp32: Path, recipe: str, out_dir: Path, hessians=None) -> Path:
    from edge_export.atomic import atomic_path
    from edge_export.export.compact import compact_model
    from edge_export.export.tflite import quantize

    target = out_dir / f"{fp32.name.removesuffix('.tflite').rsplit('_fp32', 1)[0]}_{recipe}.tflite"
    if not target.is_file():
        content = compact_model(quantize(fp32.read_bytes(), parse_recipe(recipe), hessians() if hessians else None))
        with atomic_path(target) as tmp:
            tmp.write_bytes(content)
    return target


def timed_ms(embedder, ids: np.ndarray, repeats: int = 20) -> float:
    embedder.run_ids(ids)
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        embedder.run_ids(ids)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--fp32", type=Path, help="the fp32 .tflite the --recipe files are quantised from")
    parser.add_argument("--recipe", action="append", default=[])
    parser.add_argument("--baseline", type=Path, action="append", default=[])
    parser.add_argument("--bundle", type=Path, required=True)
    parser.add_argument("--gold", type=Path, action="append", default=[])
    parser.add_argument("--every", type=int, default=8)
    parser.add_argument("--windows", type=Path, action="append", default=[], metavar="CHUNKS_JSON",
                        help="also every --every-th chunk of this chunk file (another corpus: the English manuals), "
                             "with the bundle's title rule")
    parser.add_argument("--reference-cache", type=Path, default=Path("build/reference-vectors.sqlite"))
    parser.add_argument("--out-dir", type=Path, default=Path("build/model-size"))
    parser.add_argument("--model-dir", type=Path)
    parser.add_argument("--corpus", type=Path, help="the chunks file a _gptq recipe is calibrated on (a corpus's "
                        "file); without it, the --languages' texts (a languages' file)")
    parser.add_argument("--languages", default="fr,en", help="a languages' file's calibration languages")
    parser.add_argument("--rounds", type=int, default=5, help="interleaved timing rounds over the files")
    parser.add_argument("--latency-only", action="store_true", help="time the files, skip the cosines")
    args = parser.parse_args()

    from edge_export.retrieval.bundle import open_bundle
    from edge_export.embedding.prompts import query_prompt
    from edge_export.eval.gold import load_gold
    from edge_export.paths import model_cache_dir
    from edge_export.parity.reference import ReferenceVectors
    from edge_export.runtime import backend_for as backend, open_embedder

    model_dir = args.model_dir or model_cache_dir()

    @functools.cache
    def gptq_hessians():  # what `edge-export export` measures for a _gptq recipe: on --corpus, else the languages
        from edge_export.embedding.model_def import load_module
        from edge_export.export import calibration
        from edge_export.tokenizer import Tokenizer

        tokenizer_path = model_dir / "tokenizer.model"
        texts = (calibration.corpus_calibration_texts(args.corpus, tokenizer_path, 256) if args.corpus else
                 calibration.language_calibration_texts(args.languages.split(","), Tokenizer(tokenizer_path), 256))
        return calibration.linear_hessians(load_module(model_dir), texts)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    bundle = open_bundle(args.bundle)
    chunks = bundle.chunks[:: args.every]
    doc_prompts = bundle.document_prompts()[:: args.every]
    q_prompt = query_prompt("question answering")
    reference = ReferenceVectors(model_dir, args.reference_cache, max_len=256, dims=bundle.dims)
    sets = {f"FR windows (every {args.every}th)": ([c.text for c in chunks], doc_prompts)}
    for path in args.windows:
        from edge_export.chunk.load import load_chunks
        from edge_export.embedding.prompts import corpus_document_prompts

        other = load_chunks(path)
        prompts = corpus_document_prompts(bundle.manifest["prompts"].get("title", "none"), other)[:: args.every]
        other = other[:: args.every]
        sets[f"{path.parent.name} windows (every {args.every}th)"] = ([c["text"] for c in other], prompts)
    for gold in args.gold:
        texts = [q["question"] for q in load_gold(gold)]
        sets[gold.stem] = (texts, [q_prompt] * len(texts))
    sets["English"] = (ENGLISH, [q_prompt] * len(ENGLISH))
    others = all_questions()
    sets[f"{len(QUESTIONS)} languages"] = (others, [q_prompt] * len(others))
    fp32 = {name: reference.of_texts(texts, prompts) for name, (texts, prompts) in sets.items()}

    if args.recipe and args.fp32 is None:
        parser.error("--recipe quantises --fp32: give it")
    files = list(args.baseline) + [quantised(args.fp32, recipe, args.out_dir,
                                             gptq_hessians if parse_recipe(recipe).gptq else None)
                                   for recipe in args.recipe]
    tokenizer = bundle.tokenizer_path
    question_ids = np.array([bundle.embedder().tokenizer.model_input(sets[args.gold[0].stem][0][0], q_prompt, 32).ids],
                            dtype=np.int32) if args.gold else np.ones((1, 32), np.int32)
    chunk_ids = np.array([bundle.embedder().tokenizer.model_input(chunks[0].text, doc_prompts[0], 256).ids],
                         dtype=np.int32)
    pad = lambda ids, n: np.pad(ids[:, :n], ((0, 0), (0, max(0, n - ids.shape[1]))))  # noqa: E731
    rows = {}
    windows, first_gold = next(iter(sets)), args.gold[0].stem if args.gold else None
    for path in [] if args.latency_only else files:
        embedder = open_embedder(backend(path), path, tokenizer_path=tokenizer, threads=2)
        vectors = {}
        cells = []
        for name, (texts, prompts) in sets.items():
            ours = np.zeros_like(fp32[name])
            for prompt in dict.fromkeys(prompts):
                members = [i for i, p in enumerate(prompts) if p == prompt]
                kind = "query" if prompt == q_prompt else "document"
                ours[members] = embedder.embed([texts[i] for i in members], kind, prompt=prompt).vectors
            cos = (ours * fp32[name]).sum(axis=1)
            vectors[name] = ours
            cells.append(f"{cos.mean():.4f} / {cos.min():.4f}")
            if texts is others:  # the worst languages, for the reader of a low minimum
                start, worst = 0, []
                for language, questions in QUESTIONS.items():
                    worst.append((float(cos[start : start + len(questions)].min()), language))
                    start += len(questions)
                print(f"{path.name}: lowest per language " + ", ".join(f"{lang} {c:.4f}" for c, lang in sorted(worst)[:5]),
                      file=sys.stderr, flush=True)
        del embedder
        if first_gold:
            cells.append(f"{top5_overlap(vectors[first_gold], vectors[windows], fp32[first_gold], fp32[windows]):.3f}")
        rows[path] = cells
        print(f"{path.name}: " + ", ".join(cells), file=sys.stderr, flush=True)
    # Timed last, after the fidelity pass and its reference model are released (timed beside them, a file
    # measured up to 40 % slower), in interleaved rounds: the median over rounds, so a drift of the machine
    # during the run falls on every file alike.
    del reference, fp32
    gc.collect()
    timers = {path: open_embedder(backend(path), path, tokenizer_path=tokenizer, threads=1)  # the app's API
              for path in files}
    lengths = {32: (question_ids, 10), 64: (question_ids, 10), 128: (chunk_ids, 5), 256: (chunk_ids, 5)}
    samples = {path: {n: [] for n in lengths} for path in files}
    for _ in range(args.rounds):
        for path, one_thread in timers.items():
            for n, (ids, repeats) in lengths.items():
                samples[path][n].append(timed_ms(one_thread, pad(ids, n), repeats=repeats))
    top5 = [f"top-5 {first_gold} (FR windows)"] if first_gold else []
    print("| file | MB | " + " | ".join([f"{name} cos mean / min" for name in sets] + top5)
          + " | " + " | ".join(f"{n} tokens ms 1T" for n in lengths) + " |")
    print("|---|---|" + "---|" * (len(sets) + len(top5) + len(lengths)))
    for path in files:
        cells = rows.get(path, ["-"] * (len(sets) + len(top5)))
        times = [f"{statistics.median(samples[path][n]):.0f}" for n in lengths]
        print(f"| {path.name} | {path.stat().st_size / 1e6:.1f} | " + " | ".join(cells + times) + " |", flush=True)


def top5_overlap(queries: np.ndarray, documents: np.ndarray, fp32_queries: np.ndarray,
                 fp32_documents: np.ndarray, k: int = 5) -> float:
    """Mean share of each query's k nearest documents that the file and fp32 agree on."""
    ours = np.argsort(-(queries @ documents.T), axis=1)[:, :k]
    theirs = np.argsort(-(fp32_queries @ fp32_documents.T), axis=1)[:, :k]
    return float(np.mean([len(set(a) & set(b)) / k for a, b in zip(ours, theirs)]))


if __name__ == "__main__":
    main()

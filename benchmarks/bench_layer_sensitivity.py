"""Which layers tolerate int4, FFN or attention: one layer at a time, then the least sensitive together; or
which projection does, in every layer at once (`--projections`).

    .venv/bin/python benchmarks/bench_layer_sensitivity.py \
        --fp32 models/embeddinggemma-300m_seq256_v82k_fp32.tflite --base dynamic_wi8_afp32 \
        --precision 4b32 --combine 4,6,8,10 [--group a] [--only 6-23] [--projections]

Each variant is the base recipe with the FFN (gate, up, down; `--group f`, the default) or the attention
projections (q, k, v, o; `--group a`) of some layers overridden to `--precision` (the recipe grammar's
`_f<precision>L<layers>` / `_a<precision>L<layers>`), quantised from the same fp32 file
with ai-edge-quantizer and run in the LiteRT interpreter. Fidelity is the cosine with torch fp32
(the sentence-transformers reference, computed in the same run) on a fixed sample: `--n-chunks`
evenly spaced corpus chunks as documents and every `--question-step`-th gold question as a query.
First the base recipe, then each layer alone (ranked by the mean-cosine loss against the base),
then the `--combine` counts of least sensitive layers together. With `--projections`, each projection of the
group instead (q_proj, k_proj, v_proj, o_proj or gate_proj, up_proj, down_proj: the grammar's `_aq<precision>L`,
`_fg<precision>L`...) in every layer of `--only` at once, ranked by its loss; a layer the base already holds at
`--precision` is unchanged. No file is kept.
"""

from __future__ import annotations

import argparse
import json
import platform
import tempfile
import time
from pathlib import Path

import numpy as np

from edge_export.export.recipes import PROJECTIONS, layer_list, parse_recipe
from edge_export.retrieval.bm25 import row_ranges


def layer_spec(layers) -> str:
    """The recipe grammar's layer list, consecutive layers as a range: 0-9.11-23."""
    return ".".join(str(a) if a == b else f"{a}-{b}" for a, b in row_ranges(layers))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--fp32", type=Path, required=True, help="an fp32 .tflite exported by edge-export")
    parser.add_argument("--base", default="dynamic_wi8_afp32", help="recipe the overrides start from")
    parser.add_argument("--group", choices=("f", "a"), default="f", help="f: the FFN, a: the attention")
    parser.add_argument("--precision", default="4b32", help="precision tried per layer (4, 4b32, 4hr...)")
    parser.add_argument("--combine", default="4,8", help="counts of least sensitive layers to try together")
    parser.add_argument("--layers", type=int, default=24)
    parser.add_argument("--only", type=layer_list, help="layers to try alone, in the recipe grammar's layer list "
                        "(e.g. 6-23); default: all --layers")
    parser.add_argument("--model-dir", type=Path, help="fp32 checkpoint (default: the cached one)")
    parser.add_argument("--chunks", type=Path, default=Path("build/fr/token-window-v2/chunks.json"))
    parser.add_argument("--gold", type=Path, default=Path("../shared/corpus/gold/gold_fr.json"))
    parser.add_argument("--n-chunks", type=int, default=64)
    parser.add_argument("--question-step", type=int, default=5)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--projections", action="store_true",
                        help="each projection of --group in every layer of --only at once, instead of each layer")
    args = parser.parse_args()
    tried = args.only or range(args.layers)
    counts = [int(k) for k in args.combine.split(",")]
    if any(i >= args.layers for i in tried) or any(k > len(tried) for k in counts):
        parser.error(f"--only must name layers below --layers ({args.layers}) and --combine counts at most its size")

    from edge_export.sampling import evenly_spaced  # the variants table's sample rule
    from edge_export.export.tflite import quantize
    from edge_export.paths import model_cache_dir
    from edge_export.runtime import open_embedder

    model_dir = args.model_dir or model_cache_dir()
    tokenizer = model_dir / "tokenizer.model"
    chunks = json.loads(args.chunks.read_text(encoding="utf-8"))["chunks"]
    documents = [c["text"] for c in evenly_spaced(chunks, args.n_chunks)]
    queries = [q["question"] for q in json.loads(args.gold.read_text(encoding="utf-8"))["questions"]][:: args.question_step]
    reference = open_embedder("reference", model_dir)
    ref = np.concatenate([reference.embed(documents, "document").vectors, reference.embed(queries, "query").vectors])
    del reference
    float_model = args.fp32.read_bytes()
    work = Path(tempfile.mkdtemp(prefix="bench-ffn-"))

    def measure(recipe_name: str) -> dict:
        started = time.perf_counter()
        path = work / "variant.tflite"
        path.write_bytes(quantize(float_model, parse_recipe(recipe_name)))
        embedder = open_embedder("litert", path, tokenizer_path=tokenizer, threads=args.threads)
        ours = np.concatenate([embedder.embed(documents, "document").vectors, embedder.embed(queries, "query").vectors])
        cos = (ours * ref).sum(axis=1)
        row = {"recipe": recipe_name, "mb": path.stat().st_size / 1e6, "mean": float(cos.mean()),
               "min": float(cos.min()), "docs_min": float(cos[: len(documents)].min()), "s": time.perf_counter() - started}
        path.unlink()
        print(json.dumps(row), flush=True)
        return row

    def override(layers) -> str:
        return f"{args.base}_{args.group}{args.precision}L{layer_spec(layers)}"

    base = measure(args.base)
    if args.projections:
        variants = [measure(f"{args.base}_{args.group}{letter}{args.precision}L{layer_spec(tried)}")
                    for letter in PROJECTIONS[args.group]]
        ranked, combined = sorted(variants, key=lambda row: base["mean"] - row["mean"]), []
    else:
        single = [(i, measure(override([i]))) for i in tried]
        order = sorted(single, key=lambda item: base["mean"] - item[1]["mean"])
        ranked = [row for _, row in order]
        combined = [measure(override(i for i, _ in order[:k])) for k in counts]

    print(f"\nmachine: {platform.machine()}, {args.threads} threads; {len(documents)} chunks + {len(queries)} "
          f"questions vs torch fp32; {args.fp32.name}; {time.strftime('%Y-%m-%d')}\n")
    print("| variant | MB | cos mean | loss vs base (x1e-4) | cos min | chunks min |")
    print("|---|---|---|---|---|---|")
    for row in [base] + ranked + combined:
        loss = (base["mean"] - row["mean"]) * 1e4
        print(f"| {row['recipe']} | {row['mb']:.1f} | {row['mean']:.4f} | {loss:.1f} | {row['min']:.4f} "
              f"| {row['docs_min']:.4f} |")


if __name__ == "__main__":
    main()

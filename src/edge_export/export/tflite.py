"""TFLite export: `EmbeddingGemmaModule` → one `.tflite` with a signature per sequence length, weights shared.

One litert-torch conversion chains the signatures: the main one at `seq_len` first (subgraph 0, the
file's default), then the shorter ones in increasing order (32, 64, 128 by default), each keyed
`embed_<N>`. Every signature takes one int32 `text_batch` [1, N] (0-padded; the masks are built in the
graph) and returns one float32 `encodings` [1, 768], L2-normalised: the names and shapes of Google's
published EmbeddingGemma .tflite files (ai-edge-torch's `embedding_gemma` example), so a loader
written for them works on ours both ways it is done: by index (input 0, output 0 of signature 0, as
`run(ids, out)` in Kotlin/Dart apps, hence the main signature first) and by name
(`get_signature_runner("embed_256")(text_batch=ids)["encodings"]`). (The AI Edge RAG SDK's
GemmaEmbeddingModel runs the file in closed native code; its feeding could not be read.) A text runs
on the shortest signature that holds it: a 23-token question on `embed_32`, not padded to 256.

Then the recipe (`export.recipes`) is applied by ai-edge-quantizer (not for `fp32`), weight sharing
between signatures is checked (a rule matching one signature only would silently duplicate a
weight), and the file is validated before it is published: every signature runs in the LiteRT
interpreter on VALIDATION_TEXTS and is compared with the fp32 reference truncated at that signature's
length, at the recipe's floor. A drifting file is never renamed into place; ExportParityError names
it, the signature and the cosines.

With a vocabulary restriction, the nearest-token search for the dropped ids (about 4 minutes over the
real table on this project's 2-core machine) runs in a second process while the model converts with a
placeholder remap, and its result then takes the placeholder's bytes (export.constants): the file is
byte for byte the one a conversion with the final remap gives.

File: `<stem>_seq<seq_len>[_<vocabulary label>]_<recipe>.tflite`, metadata beside it (`.tflite.json`); the
label names the budget, languages and corpus a restricted table was selected for (`VocabRestriction.label`).
A restricted table's file has the tokenizer it reads beside it too (`<...>.tokenizer.model`: the stock one with
the dropped pieces re-split, embedding.table_tokenizer); the metadata's `tokenizer_sha256` is that file's, and
`extra.source_tokenizer_sha256` the checkpoint's.
"""

from __future__ import annotations

import time
from dataclasses import asdict, replace
from pathlib import Path

import numpy as np
import torch

from ..artifact import TOKENIZER_FILE, ExportedArtifact, Parity, peak_rss_mb, read_metadata, read_signatures
from ..atomic import atomic_path
from ..embedding.model_def import GRAPH_REVISION
from ..errors import ArtifactError, EdgeExportError
from ..hashing import sha256_file
from ..model.spec import DOCUMENT_PROMPT
from ..runtime.base import pad_ids
from ..runtime.litert import LiteRTEmbedder
from .compact import compact_model
from .recipes import Floor, Recipe, check_selectors, parse_recipe, weight_ops
from .reuse import reuse_problem
from .vocab_restriction import VOCAB_FLOOR, VocabRestriction
from .stem import artifact_stem
from .verify import served_texts, verify

# Google's published EmbeddingGemma files' contract: signature `embed_<seq>`, input `text_batch`, output `encodings`.
INPUT_NAME = "text_batch"
OUTPUT_NAME = "encodings"
SHORT_SEQ_LENS = (32, 64, 128)  # beside the main length: most questions fit 32, long ones 128


def signature_name(seq_len: int) -> str:
    return f"embed_{seq_len}"


def signature_lengths(seq_len: int, short_seq_lens=SHORT_SEQ_LENS) -> list[int]:
    """The main length first (the file's default signature), then the others in increasing order."""
    lengths = [seq_len, *sorted(set(short_seq_lens) - {seq_len})]
    bad = [n for n in lengths if not isinstance(n, int) or isinstance(n, bool) or n < 2]
    if bad:
        raise EdgeExportError(f"sequence lengths must be integers >= 2 ([BOS] + [EOS]), got {bad}")
    return lengths


def artifact_filename(model_dir, seq_len: int, recipe: str, vocab_label: str | None = None) -> str:
    vocab = f"_{vocab_label}" if vocab_label else ""
    return f"{artifact_stem(model_dir)}_seq{seq_len}{vocab}_{recipe}.tflite"



def export_tflite(model_dir, out_dir, *, recipe: str = "dynamic_wi8_afp32", seq_len: int = 256,
                  short_seq_lens=SHORT_SEQ_LENS, validate: bool = True,
                  lightweight_conversion: bool = False, reuse_fp32=None,
                  vocab: VocabRestriction | None = None) -> ExportedArtifact:
    """Export the checkpoint in `model_dir` with `recipe` into `out_dir`; see the module docstring.

    `lightweight_conversion` is litert-torch's experimental lazy-constant mode. Off by default: on the
    real checkpoint (litert-torch 0.10.0) it wrote a file the interpreter refuses ("Tensor 1 is
    invalidly specified in schema"); the default mode fits 24 GiB with room (~6 GB peak).

    `vocab`: restrict the embedding table (see embedding.vocab); its label goes into the file name, and
    validation still compares with the full fp32 model, so the parity includes what the restriction costs.

    `reuse_fp32`: an fp32 `.tflite` this function exported from the same checkpoint with the same
    signatures (and vocabulary restriction); it is quantised instead of converting again (the conversion dominates the time).
    `conversion_s` counts conversion (or reading `reuse_fp32`), quantisation and the sharing check,
    not validation. `peak_rss_mb` is the process-wide high-water mark (ru_maxrss, absolute) when the
    file was written, so it includes whatever the process held before; `extra["peak_rss_increase_mb"]`
    is how much this call raised it (0 when an earlier peak was higher).
    """
    parsed = parse_recipe(recipe)  # an unknown recipe fails before minutes of conversion
    if parsed.tail and vocab is None:
        raise EdgeExportError(f"recipe {parsed.name!r}: a second tier of table rows (_t) needs a restricted "
                              "vocabulary (--vocab-budget)")
    vocab = vocab.for_recipe(parsed) if vocab else None
    model_dir, out_dir = Path(model_dir), Path(out_dir)
    lengths = signature_lengths(seq_len, short_seq_lens)
    tokenizer_path = (model_dir / TOKENIZER_FILE).resolve()
    tokenizer_sha256 = sha256_file(tokenizer_path)
    target = out_dir / artifact_filename(model_dir, seq_len, parsed.name, vocab.label if vocab else None)
    vocab_info = vocab.describe(tokenizer_path) if vocab else None
    rss_before = peak_rss_mb()

    if parsed.gptq and vocab is None:
        raise EdgeExportError(f"recipe {parsed.name!r}: GPTQ rounding (_gptq) is calibrated on a corpus's texts or "
                              "on its languages': give it with --vocab-budget and --vocab-corpus or --vocab-languages")
    module, hessians, calibration_s = None, None, 0.0
    if reuse_fp32 is None or parsed.gptq:
        from ..embedding.model_def import load_module
        from ..runtime.library_logs import quiet_libraries

        quiet_libraries()  # before the checkpoint and the converter load
        module = load_module(model_dir)
    if parsed.gptq:  # on the module as loaded: whatever table the restriction keeps, H is the full model's
        from .calibration import vocab_hessians

        started = time.perf_counter()
        texts, hessians = vocab_hessians(module, vocab, tokenizer_path, seq_len)
        calibration_s = time.perf_counter() - started

    started = time.perf_counter()
    if reuse_fp32 is not None:
        del module
        float_model = read_reusable_fp32(Path(reuse_fp32), float_recipe(parsed), lengths, tokenizer_sha256, vocab_info)
    else:
        pending = vocab.apply(module, tokenizer_path) if vocab else None
        try:
            float_model = convert_module(module, lengths, lightweight_conversion=lightweight_conversion)
            del module
            if pending is not None:
                float_model = pending.install(float_model, target)
        finally:
            if pending is not None:
                pending.close()
    convert_s = time.perf_counter() - started
    started = time.perf_counter()
    content = float_model if parsed.is_float else compact_model(quantize(float_model, parsed, hessians, name=target))
    del float_model
    shared, total = weight_sharing(content)
    if shared != total:
        raise EdgeExportError(f"{target}: recipe {parsed.name!r} left {total - shared} of {total} weights "
                              "unshared between signatures (a rule matched one signature only); not written")
    quantize_s = time.perf_counter() - started

    phone_tokenizer = vocab.write_tokenizer(tokenizer_path, target) if vocab else tokenizer_path
    with atomic_path(target) as tmp:
        tmp.write_bytes(content)
        del content
        rss = peak_rss_mb()
        parities: dict[str, Parity] = {}
        validation_s = 0.0
        if validate:
            started = time.perf_counter()
            try:
                floor = parsed.floor.loosest(VOCAB_FLOOR) if vocab else parsed.floor
                parities = validate_tflite(tmp, model_dir, parsed, name=target, tokenizer_path=phone_tokenizer,
                                           floor=floor)
            except ArtifactError as exc:  # named after the temporary file: say which export it was
                raise EdgeExportError(f"{target}: the exported model does not load ({exc.reason}); "
                                      "not written") from None
            validation_s = time.perf_counter() - started
        from ai_edge_litert.interpreter import Interpreter

        from ..runtime.litert_logging import apply_log_level

        apply_log_level()
        signatures = read_signatures(Interpreter(model_path=str(tmp)))
    artifact = ExportedArtifact(
        path=target, format="tflite", recipe=parsed.name, seq_lens=lengths, signatures=signatures,
        embedding_dim=int(next(iter(signatures.values()))["outputs"][0]["shape"][1]),
        tokenizer_sha256=sha256_file(phone_tokenizer), source_checkpoint=str(model_dir),
        conversion_s=round(convert_s + quantize_s, 3), peak_rss_mb=round(rss, 1),
        parity=min(parities.values(), key=lambda p: (p.cosine_mean, p.cosine_min)) if parities else None,
        extra={
            "tokenizer_path": str(phone_tokenizer),
            "source_tokenizer_sha256": tokenizer_sha256,
            "graph_revision": GRAPH_REVISION,
            "recipe": parsed.describe(),
            "parity_by_signature": {name: asdict(p) for name, p in parities.items()},
            "weights_shared": f"{shared}/{total}",
            "convert_s": round(convert_s, 3), "quantize_s": round(quantize_s, 3),
            **({"calibration": {**texts.describe(), "corpus": vocab_info["corpus"],
                                "corpus_sha256": vocab.corpus_sha256,
                                **({} if vocab.corpus else {"languages": list(vocab.languages),
                                                            "word_lists": vocab_info["word_lists"]}),
                                "calibration_s": round(calibration_s, 3)}}
               if parsed.gptq else {}),
            "validation_s": round(validation_s, 3),
            "reused_fp32": str(reuse_fp32) if reuse_fp32 is not None else None,
            "lightweight_conversion": lightweight_conversion,
            "peak_rss_increase_mb": round(max(0.0, rss - rss_before), 1),
            "vocab": vocab_info,
        },
    )
    artifact.write_metadata()
    return artifact


# --- conversion ----------------------------------------------------------------------------------------


class TokenIdsToEmbedding(torch.nn.Module):
    """int32 ids → {"encodings": vector}: the argument names the signature's input and the dict key its
    output. Defined at module level because its qualified name prefixes every tensor name (and the
    recipes' scopes) in the file."""

    def __init__(self, model: torch.nn.Module):
        super().__init__()
        self.model = model

    def forward(self, text_batch: torch.Tensor) -> dict[str, torch.Tensor]:
        return {OUTPUT_NAME: self.model(text_batch)}


def convert_module(module, lengths: list[int], *, lightweight_conversion: bool = False) -> bytes:
    """One litert-torch conversion of `module` (ids → vector) with a signature per length, in order."""
    from ..runtime.library_logs import quiet_libraries

    quiet_libraries()  # a caller may convert a module of its own
    import litert_torch

    wrapped = TokenIdsToEmbedding(module).eval()
    converter = None
    for length in lengths:
        sample = {INPUT_NAME: torch.ones(1, length, dtype=torch.int32)}
        name = signature_name(length)
        converter = (litert_torch.signature(name, wrapped, sample_kwargs=sample) if converter is None
                     else converter.signature(name, wrapped, sample_kwargs=sample))
    with torch.no_grad():
        edge_model = converter.convert(lightweight_conversion=lightweight_conversion)
    return bytes(edge_model.model_content())


def export_or_reuse(model_dir, out_dir, *, recipe: str, seq_len: int = 256, short_seq_lens=SHORT_SEQ_LENS,
                    vocab: VocabRestriction | None = None, validate: bool = True) -> tuple[Path, bool]:
    """(the export with these settings in `out_dir`, whether it was there): an up-to-date file is reused,
    else it is exported now, quantising the matching fp32 conversion in `out_dir` when there is one."""
    parsed = parse_recipe(recipe)
    model_dir, out_dir = Path(model_dir), Path(out_dir)
    vocab = vocab.for_recipe(parsed) if vocab else None
    lengths = signature_lengths(seq_len, short_seq_lens)
    tokenizer_sha256 = sha256_file(model_dir / TOKENIZER_FILE)
    if vocab is not None and vocab.corpus is None and not vocab.every_row:
        vocab = _holding_growth(out_dir, model_dir, parsed, seq_len, lengths, tokenizer_sha256, vocab)
    vocab_info, label = (vocab.describe(model_dir / TOKENIZER_FILE), vocab.label) if vocab else (None, None)
    target = out_dir / artifact_filename(model_dir, seq_len, parsed.name, label)
    if target.is_file():
        calibration = None
        if parsed.gptq and vocab is not None:  # the texts a rerun would calibrate on, to compare with the file's
            from .calibration import vocab_calibration_texts

            calibration = vocab_calibration_texts(vocab, model_dir / TOKENIZER_FILE, seq_len).describe()
        if not reuse_problem(target, parsed.name, lengths, tokenizer_sha256, vocab_info, calibration):
            if vocab is not None:
                vocab.ensure_tokenizer(model_dir / TOKENIZER_FILE, target)
            return target, True
    fp32 = out_dir / artifact_filename(model_dir, seq_len, float_recipe(parsed), label)
    reusable = (not parsed.is_float and fp32.is_file()
                and not reuse_problem(fp32, float_recipe(parsed), lengths, tokenizer_sha256, vocab_info))
    return export_tflite(model_dir, out_dir, recipe=parsed.name, seq_len=seq_len, short_seq_lens=short_seq_lens,
                         reuse_fp32=fp32 if reusable else None, vocab=vocab, validate=validate).path, False


def _holding_growth(out_dir: Path, model_dir: Path, recipe: Recipe, seq_len: int, lengths: list[int],
                    tokenizer_sha256: str, vocab: VocabRestriction) -> VocabRestriction:
    """`vocab`, or the growth of an up-to-date export in `out_dir` of the same languages' table whose grown rows hold
    every one `vocab` needs (the fewest such rows, then by name; `vocab`'s own file first): a corpus update that
    brings no token outside the table keeps its model byte for byte."""
    pattern = artifact_filename(model_dir, seq_len, recipe.name, vocab.languages_label + "*")
    needed, held = set(vocab.grown), []
    for path in sorted(out_dir.glob(pattern)):
        grown = (((read_metadata(path) or {}).get("extra") or {}).get("vocab") or {}).get("grown") or {}
        candidate = replace(vocab, grown=tuple(grown.get("ids", ())))
        if (needed.issubset(candidate.grown)
                and not reuse_problem(path, recipe.name, lengths, tokenizer_sha256,
                                          candidate.describe(model_dir / TOKENIZER_FILE))):
            held.append((len(candidate.grown), path.name, candidate))
    return min(held, key=lambda h: h[:2])[2] if held else vocab


def float_recipe(recipe: Recipe) -> str:
    """The fp32 conversion a recipe quantises: its table laid out as the recipe's (one or two tiers, the
    second rotated or not)."""
    return "fp32_t32hr" if recipe.rotated_tail else "fp32_t32" if recipe.tail else "fp32"


def read_reusable_fp32(path: Path, recipe: str, lengths: list[int], tokenizer_sha256: str,
                       vocab_info: dict | None = None) -> bytes:
    """The bytes of an fp32 export of ours (`recipe`: fp32, or fp32_t32 for a two-tier table) with exactly
    these signatures, tokenizer and vocabulary, or an error."""
    problem = reuse_problem(path, recipe, lengths, tokenizer_sha256, vocab_info)
    if problem:
        raise EdgeExportError(f"{path}: cannot be reused as the fp32 conversion: {problem} (delete it to convert again)")
    return path.read_bytes()


def quantize(float_model: bytes, recipe: Recipe, hessians: dict[str, np.ndarray] | None = None, *,
             name="the converted model") -> bytes:
    """`float_model` quantised by `recipe`; a `_gptq` recipe needs `hessians` (export.calibration.linear_hessians
    of the module it was converted from). `name`, the file it becomes, heads an error."""
    from ai_edge_quantizer import quantizer

    from ..runtime.library_logs import libraries_verbose, quantizer_bars

    check_selectors(float_model, recipe)
    calibration = None
    if recipe.gptq:
        from .calibration import quantizer_calibration

        calibration = quantizer_calibration(float_model, hessians or {}, name=str(name), recipe_name=recipe.name)
    qt = quantizer.Quantizer(bytearray(float_model))
    qt.load_quantization_recipe(recipe.rules())
    if qt.need_calibration and calibration is None:  # dynamic recipes never do; a static rule would be a table mistake
        raise EdgeExportError(f"recipe {recipe.name!r} needs calibration data, which this export does not take")
    # The padding row of the embedding table is all zeros: its blockwise scale is 0 and numpy warns
    # about 0/0 while quantising it. Harmless (the row dequantises to 0 * scale = 0); keep the log clean.
    from .calibration import hessians_left_whole

    # quantizer_bars, not quantize()'s enable_progress_bar: that flag misses the transformation stage's bar.
    with np.errstate(divide="ignore", invalid="ignore"), hessians_left_whole(), quantizer_bars(libraries_verbose()):
        return bytes(qt.quantize(calibration, enable_progress_report=False).quantized_model)


def weight_sharing(model_content: bytes) -> tuple[int, int]:
    """(weights every signature uses, distinct weights) over the FC / embedding-lookup weight buffers."""
    per_subgraph: dict[int, set[int]] = {}
    for op in weight_ops(model_content):
        per_subgraph.setdefault(op.subgraph, set()).add(op.weight_buffer)
    sets = list(per_subgraph.values())
    if not sets:
        return 0, 0
    return len(set.intersection(*sets)), len(set.union(*sets))


# --- validation ----------------------------------------------------------------------------------------


def signature_vectors(path, model_dir, *, tokenizer_path=None) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """{signature: (its vectors, the fp32 reference's)} for VALIDATION_TEXTS embedded as documents (those the
    model's table serves: verify.served_texts).

    Each side gets its own tokenizer's ids (the model's re-splits the pieces its table dropped; the reference reads
    the stock ones), truncated at that signature's length and padded to it, so each signature is compared with the
    reference as it would read the same truncated text.
    """
    from ..runtime.reference import ReferenceEmbedder

    model_dir = Path(model_dir)
    embedder = LiteRTEmbedder(path, tokenizer_path=tokenizer_path or model_dir / TOKENIZER_FILE)
    reference = ReferenceEmbedder(model_dir, max_len=embedder.max_len)
    vectors = {}
    texts = served_texts(embedder.tokenizer, reference.tokenizer)
    for name, signature in embedder.signatures.items():  # file order: the main signature first
        length = signature["inputs"][0]["shape"][1]
        ids = [pad_ids([tokenizer.model_input(text, DOCUMENT_PROMPT, length).ids for text in texts], length)
               for tokenizer in (embedder.tokenizer, reference.tokenizer)]
        vectors[name] = (embedder.run_ids(ids[0]), reference.run_ids(ids[1]))
    return vectors


def validate_tflite(path, model_dir, recipe: Recipe, *, name=None, tokenizer_path=None,
                    floor: Floor | None = None) -> dict[str, Parity]:
    """Parity of every signature at `floor` (default: the recipe's); ExportParityError naming `name`
    (default `path`) and the signature on the first that drifts."""
    floor = floor or recipe.floor
    return {
        signature: verify(f"{name or path} [signature {signature}]", ours, reference,
                          min_mean=floor.mean, min_min=floor.min)
        for signature, (ours, reference) in signature_vectors(path, model_dir, tokenizer_path=tokenizer_path).items()
    }

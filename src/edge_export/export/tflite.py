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
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, replace
from functools import cached_property
from pathlib import Path

import numpy as np
import torch

from ..artifact import TOKENIZER_FILE, ExportedArtifact, Parity, peak_rss_mb, read_metadata, read_signatures
from ..atomic import atomic_path
from ..errors import ArtifactError, EdgeExportError
from ..hashing import sha256_file
from ..model.spec import DOCUMENT_PROMPT
from ..runtime.base import pad_ids
from ..runtime.litert import LiteRTEmbedder
from .compact import compact_model
from .recipes import Floor, Recipe, check_selectors, parse_recipe, weight_ops
from .stem import artifact_stem
from .verify import VALIDATION_TEXTS, verify

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


# A restricted table reads a near neighbour for a token outside the subset (the validation texts have
# a few: "½", "→"): a restricted export is held to the int8 floor at best, whatever its recipe.
VOCAB_FLOOR = Floor(0.99, 0.97)


@dataclass(frozen=True)
class VocabRestriction:
    """Keep `budget` tokens chosen for the languages (no corpus: one file for every corpus in them), or for one
    corpus: its tokens, its words as typed in queries, the languages' frequent words, then Latin-script ones
    by frequency (embedding.vocab)."""

    budget: int | str  # a row count, or embedding.vocab.ALL_ROWS
    corpus: Path | None  # a chunk corpus file whose tokens must all be kept; None: the languages' table
    languages: tuple[str, ...] = ()  # the languages documents and queries are written in (wordfreq codes: fr, en)
    tiered: bool = False  # the corpus's tokens in one table, the other rows in a second (a "_t" recipe)
    rotated_tail: bool = False  # the second table's rows stored rotated ("_t4hr": embedding.rotation)

    def __post_init__(self):  # refuse bad settings before the model is loaded
        from ..embedding.vocab import check_languages

        try:
            check_languages(self.languages)
        except ValueError as exc:
            raise EdgeExportError(f"--vocab-languages: {exc}") from exc
        if self.corpus is None and not self.languages:
            raise EdgeExportError("--vocab-budget: a table for languages needs --vocab-languages (or --vocab-corpus "
                                  "to cut it to one corpus)")

    def for_recipe(self, recipe: Recipe) -> "VocabRestriction":
        """This restriction as `recipe` lays the table out: two tiers when it sets a tail (`_t`)."""
        tiered, rotated = recipe.tail is not None, recipe.rotated_tail
        return self if (tiered, rotated) == (self.tiered, self.rotated_tail) else replace(
            self, tiered=tiered, rotated_tail=rotated)

    @cached_property
    def corpus_sha256(self) -> str:
        """The corpus by its texts (chunk.load.corpus_text_sha256): read once for the label and the metadata;
        None for a languages' table."""
        from ..chunk.load import corpus_text_sha256, load_chunks

        return None if self.corpus is None else corpus_text_sha256(load_chunks(self.corpus))

    @property
    def every_row(self) -> bool:
        from ..embedding.vocab import ALL_ROWS

        return self.budget == ALL_ROWS

    @property
    def budget_label(self) -> str:
        if self.every_row:
            return "vall"
        return f"v{self.budget // 1000}k" if self.budget % 1000 == 0 else f"v{self.budget}"

    @property
    def label(self) -> str:
        """The file-name label: budget, languages and, cut to a corpus, its text digest (`v80k.fr-en`,
        `v93k.fr-en.c1d875dc`), so the exports for two corpora (or languages) sit side by side in one folder."""
        corpus = [] if self.corpus is None else [self.corpus_sha256[:8]]
        return ".".join([self.budget_label, "-".join(self.languages) or "none", *corpus])

    def describe(self) -> dict:
        from ..embedding.vocab import LANGUAGE_TIER_ROWS, word_lists_version

        # The corpus by its texts, not its path or bytes: a copy elsewhere, or the same texts re-chunked
        # on another day (a new SOURCE_DATE_EPOCH), is the same selection and reuses the export.
        for_corpus = self.corpus is not None
        return {"label": self.budget_label, "budget": self.budget,
                **({} if for_corpus else {"scope": "languages"}),  # a corpus's file describes itself as before
                "corpus": Path(self.corpus).name if for_corpus else None,
                "corpus_sha256": self.corpus_sha256, "languages": list(self.languages),
                "selection": ("every row" if self.every_row
                              else "corpus, as-typed spellings, language words, latin by merge order" if for_corpus
                              else "symbols, language words as typed and printed, latin by merge order"),
                "word_lists": word_lists_version() if self.languages else None,
                "fallback": None if self.every_row else "nearest kept token",
                **({"tiers": ("corpus tokens and the corpus's words as typed, then the others" if for_corpus else
                              f"{LANGUAGE_TIER_ROWS} rows: the prompts, short symbols and words after a space "
                              "by rank, then the others")}
                   if self.tiered else {}),
                **({"tail_rotation": "signs, block DCT, Walsh-Hadamard"} if self.rotated_tail else {})}

    def apply(self, module, tokenizer_path: Path) -> "PendingRemap | None":
        """Shrink `module`'s table to the subset now, with `<unk>`'s row for every dropped id, and start the
        nearest-token search (embedding.vocab.with_nearest_fallback) in a second process: it runs while
        the model converts, and `PendingRemap.install` puts its remap into the converted file. With every
        row kept there is nothing to search (None): the remap only orders the rows in tiers."""
        from ..embedding.vocab import restrict_module_vocab, select_vocab
        from ..chunk.load import load_chunks

        texts = [] if self.corpus is None else [c["text"] for c in load_chunks(self.corpus)]
        try:
            subset = select_vocab(tokenizer_path, self.budget, texts, self.languages, tiered=self.tiered)
        except ValueError as exc:
            raise EdgeExportError(f"{self.corpus or '--vocab-languages'}: {exc}") from None
        pending = None if self.every_row else PendingRemap.start(
            subset, module.encoder.embed_tokens.weight.detach().float().numpy())
        restrict_module_vocab(module, subset, rotate_tail=self.rotated_tail)
        return pending


def _search_nearest(sender, keep: np.ndarray, remap: np.ndarray, fallback_id: int, table: np.ndarray) -> None:
    """The search process: sends the remap with each dropped id sent to its nearest kept row, or the error."""
    from ..embedding.vocab import VocabSubset, with_nearest_fallback

    try:
        torch.set_num_threads(1)  # see PendingRemap
        sender.send(with_nearest_fallback(VocabSubset(keep, remap, fallback_id), torch.from_numpy(table)).remap)
    except BaseException as exc:  # noqa: BLE001 (sent back and raised in the exporting process)
        sender.send(exc)
    finally:
        sender.close()


class PendingRemap:
    """The nearest-token search in a second process, on one thread: the same file on any machine (a
    matrix product's sums, hence a near tie's winner, can change with the thread count), and as fast as
    two threads here, where the conversion and the search share two cores either way (BENCHMARKS.md)."""

    def __init__(self, placeholder: np.ndarray, process, receiver):
        self.placeholder, self._process, self._receiver = placeholder, process, receiver

    @classmethod
    def start(cls, subset, table: np.ndarray) -> "PendingRemap":
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        receiver, sender = context.Pipe(duplex=False)
        process = context.Process(target=_search_nearest, daemon=True,
                                  args=(sender, subset.keep, subset.remap, subset.fallback_id, table))
        process.start()
        sender.close()  # the child holds the only sending end: its death reads as EOF here
        return cls(subset.remap.copy(), process, receiver)

    def install(self, model_content: bytes, name="the converted model") -> bytes:
        """The converted file with the searched remap in the placeholder's buffer (waits for the search);
        `name`, the file it becomes, heads an error."""
        from .constants import replace_constant

        try:
            found = self._receiver.recv()
        except EOFError:
            self._process.join()
            raise EdgeExportError(f"{name}: the nearest-token search process died (exit code "
                                  f"{self._process.exitcode}); not written") from None
        finally:
            self.close()
        if isinstance(found, BaseException):
            raise found
        return replace_constant(model_content, self.placeholder, found, what="vocabulary id remap", name=name)

    def close(self) -> None:
        """Stop the search if it still runs: a failed conversion leaves no process behind."""
        if self._process is not None:
            if self._process.is_alive():
                self._process.terminate()
            self._process.join()
            self._receiver.close()
            self._process = None


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
    vocab_info = vocab.describe() if vocab else None
    rss_before = peak_rss_mb()

    if parsed.gptq and vocab is None:
        raise EdgeExportError(f"recipe {parsed.name!r}: GPTQ rounding (_gptq) is calibrated on a corpus's texts: "
                              "give it with --vocab-corpus (and --vocab-budget)")
    module, hessians, calibration_s = None, None, 0.0
    if reuse_fp32 is None or parsed.gptq:
        from ..embedding.model_def import load_module
        from ..runtime.library_logs import quiet_libraries

        quiet_libraries()  # before the checkpoint and the converter load
        module = load_module(model_dir)
    if parsed.gptq:  # on the module as loaded: the corpus's tokens are in any restricted table
        from .calibration import corpus_hessians

        started = time.perf_counter()
        texts, hessians = corpus_hessians(module, vocab.corpus, tokenizer_path, seq_len)
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
                parities = validate_tflite(tmp, model_dir, parsed, name=target, tokenizer_path=tokenizer_path,
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
        tokenizer_sha256=tokenizer_sha256, source_checkpoint=str(model_dir),
        conversion_s=round(convert_s + quantize_s, 3), peak_rss_mb=round(rss, 1),
        parity=min(parities.values(), key=lambda p: (p.cosine_mean, p.cosine_min)) if parities else None,
        extra={
            "tokenizer_path": str(tokenizer_path),
            "recipe": parsed.describe(),
            "parity_by_signature": {name: asdict(p) for name, p in parities.items()},
            "weights_shared": f"{shared}/{total}",
            "convert_s": round(convert_s, 3), "quantize_s": round(quantize_s, 3),
            **({"calibration": {**texts.describe(), "corpus": vocab_info["corpus"],
                                "corpus_sha256": vocab.corpus_sha256, "calibration_s": round(calibration_s, 3)}}
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
    vocab_info, label = (vocab.describe(), vocab.label) if vocab else (None, None)
    target = out_dir / artifact_filename(model_dir, seq_len, parsed.name, label)
    if target.is_file():
        calibration = None
        if parsed.gptq and vocab is not None:  # the texts a rerun would calibrate on, to compare with the file's
            from .calibration import corpus_calibration_texts

            calibration = corpus_calibration_texts(vocab.corpus, model_dir / TOKENIZER_FILE, seq_len).describe()
        if not reuse_problem(target, parsed.name, lengths, tokenizer_sha256, vocab_info, calibration):
            return target, True
    fp32 = out_dir / artifact_filename(model_dir, seq_len, float_recipe(parsed), label)
    reusable = (not parsed.is_float and fp32.is_file()
                and not reuse_problem(fp32, float_recipe(parsed), lengths, tokenizer_sha256, vocab_info))
    return export_tflite(model_dir, out_dir, recipe=parsed.name, seq_len=seq_len, short_seq_lens=short_seq_lens,
                         reuse_fp32=fp32 if reusable else None, vocab=vocab, validate=validate).path, False


def float_recipe(recipe: Recipe) -> str:
    """The fp32 conversion a recipe quantises: its table laid out as the recipe's (one or two tiers, the
    second rotated or not)."""
    return "fp32_t32hr" if recipe.rotated_tail else "fp32_t32" if recipe.tail else "fp32"


def reuse_problem(path: Path, recipe: str, lengths: list[int], tokenizer_sha256: str,
                  vocab_info: dict | None = None, calibration: dict | None = None) -> str | None:
    """Why `path` is not our export with this recipe, these signatures, tokenizer and vocabulary (and, for a
    `_gptq` recipe, `calibration`: CalibrationTexts.describe() of the texts it would be calibrated on now);
    None if it is."""
    meta = read_metadata(path) if path.is_file() else None
    extra = (meta or {}).get("extra") or {}
    theirs = extra.get("vocab")
    calibrated = {key: (extra.get("calibration") or {}).get(key) for key in calibration or {}}
    return (
        "no such file or no metadata beside it" if meta is None
        else f"its recipe is {meta.get('recipe')!r}, not {recipe!r}" if meta.get("recipe") != recipe
        else f"its sequence lengths are {meta.get('seq_lens')}, not {lengths}" if meta.get("seq_lens") != lengths
        else "it was exported with another tokenizer" if meta.get("tokenizer_sha256") != tokenizer_sha256
        else f"its vocabulary restriction is {theirs}, not {vocab_info}" if theirs != vocab_info
        else "it was GPTQ-calibrated on other texts (differing: "
             f"{', '.join(k for k in calibration if calibrated[k] != calibration[k])})"
        if calibration is not None and calibrated != calibration
        else None
    )


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
    """{signature: (its vectors, the fp32 reference's)} for VALIDATION_TEXTS embedded as documents.

    Both sides get the same ids, truncated at that signature's length and padded to it, so each
    signature is compared with the reference as it would read the same truncated text.
    """
    from ..runtime.reference import ReferenceEmbedder

    model_dir = Path(model_dir)
    embedder = LiteRTEmbedder(path, tokenizer_path=tokenizer_path or model_dir / TOKENIZER_FILE)
    reference = ReferenceEmbedder(model_dir, max_len=embedder.max_len)
    vectors = {}
    for name, signature in embedder.signatures.items():  # file order: the main signature first
        length = signature["inputs"][0]["shape"][1]
        ids = pad_ids([reference.tokenizer.model_input(text, DOCUMENT_PROMPT, length).ids
                       for text in VALIDATION_TEXTS], length)
        vectors[name] = (embedder.run_ids(ids), reference.run_ids(ids))
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

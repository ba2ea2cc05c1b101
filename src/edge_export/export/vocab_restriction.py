"""A table restricted to a vocabulary subset, shared by the TFLite and ONNX exports: which rows (`VocabRestriction`,
its file-name label and metadata), and the nearest-token remap for the dropped ids, searched in a second process
while the model converts (`PendingRemap`), then put into the converted file in place of a placeholder."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from pathlib import Path

import numpy as np

from ..embedding.table_tokenizer import RESPLIT_RULE
from ..errors import EdgeExportError
from .recipes import Floor, Recipe

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
    # A languages' table grown by the ids a corpus needs and it lacks (embedding.vocab.grown_tokens), in its first
    # tier: the file serves every corpus whose tokens it holds.
    grown: tuple[int, ...] = ()

    def __post_init__(self):  # refuse bad settings before the model is loaded
        from ..embedding.vocab import check_languages

        try:
            check_languages(self.languages)
        except ValueError as exc:
            raise EdgeExportError(f"--vocab-languages: {exc}") from exc
        if self.corpus is None and not self.languages:
            raise EdgeExportError("--vocab-budget: a table for languages needs --vocab-languages (or --vocab-corpus "
                                  "to cut it to one corpus)")
        if self.grown and (self.corpus is not None or self.every_row):
            raise EdgeExportError("--vocab-grow: only a languages' table of a row count grows by a corpus's tokens")

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
    def grown_sha256(self) -> str | None:
        """The grown ids by their digest (None when the table did not grow)."""
        import hashlib

        return hashlib.sha256(",".join(map(str, self.grown)).encode()).hexdigest() if self.grown else None

    @property
    def label(self) -> str:
        """The file-name label: budget, languages and, cut to a corpus, its text digest (`v80k.fr-en`,
        `v93k.fr-en.c1d875dc`), or, grown by a corpus's tokens, theirs, so the exports for two corpora (or
        languages) sit side by side in one folder."""
        digest = ([self.corpus_sha256[:8]] if self.corpus is not None
                  else [self.grown_sha256[:8]] if self.grown else [])
        return ".".join([self.languages_label, *digest])

    @property
    def languages_label(self) -> str:
        """The label's budget and languages (`v120k.fr-en`): every growth of one languages' table starts so."""
        return f"{self.budget_label}.{'-'.join(self.languages) or 'none'}"

    def describe(self, tokenizer_path: Path) -> dict:
        """What the file's metadata records, and what a reuse compares: the settings, and the rows they select from
        the stock tokenizer at `tokenizer_path` by their digest, so that a file selected by an older rule is
        exported again rather than reused."""
        import hashlib

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
                "rows_sha256": hashlib.sha256(self.subset(tokenizer_path).keep.astype("<i8").tobytes()).hexdigest(),
                "fallback": None if self.every_row else RESPLIT_RULE,
                **({"tiers": ("corpus tokens and the corpus's words as typed, then the others" if for_corpus else
                              f"{LANGUAGE_TIER_ROWS} rows: the prompts, short symbols and words after a space "
                              "by rank, then the others")}
                   if self.tiered else {}),
                **({"tail_rotation": "signs, block DCT, Walsh-Hadamard"} if self.rotated_tail else {}),
                **({"grown": {"rows": len(self.grown), "sha256": self.grown_sha256, "ids": list(self.grown),
                              "rule": "the tokens of the corpus it was grown for that the languages' rows lack: its "
                                      "texts as embedded and its words as typed, in the first tier"}}
                   if self.grown else {})}

    def subset(self, tokenizer_path: Path):
        """The rows kept (embedding.vocab.VocabSubset) for the stock tokenizer at `tokenizer_path` (by its resolved
        path: an export names it both ways, and the metadata's rows digest and the conversion read one selection)."""
        return _subset(self, Path(tokenizer_path).resolve())

    def apply(self, module, tokenizer_path: Path) -> "PendingRemap | None":
        """Shrink `module`'s table to the subset now, with `<unk>`'s row for every dropped id, and start the
        nearest-token search (embedding.vocab.with_nearest_fallback) in a second process: it runs while
        the model converts, and `PendingRemap.install` puts its remap into the converted file. With every
        row kept there is nothing to search (None): the remap only orders the rows in tiers."""
        from ..embedding.vocab import restrict_module_vocab

        subset = self.subset(tokenizer_path)
        pending = None if self.every_row else PendingRemap.start(
            subset, module.encoder.embed_tokens.weight.detach().float().numpy())
        restrict_module_vocab(module, subset, rotate_tail=self.rotated_tail)
        return pending

    def write_tokenizer(self, tokenizer_path: Path, model_path: Path) -> Path:
        """The tokenizer the model at `model_path` reads: with rows dropped, the stock one at `tokenizer_path` with
        the dropped pieces re-split (embedding.table_tokenizer), written beside the model
        (artifact.table_tokenizer_path); with every row kept, the stock one."""
        from ..artifact import table_tokenizer_path
        from ..atomic import write_bytes_atomic
        from ..embedding.table_tokenizer import resplit_tokenizer

        if self.every_row:
            return Path(tokenizer_path)
        target = table_tokenizer_path(model_path)
        write_bytes_atomic(target, resplit_tokenizer(Path(tokenizer_path).read_bytes(),
                                                     self.subset(tokenizer_path).keep))
        return target

    def ensure_tokenizer(self, tokenizer_path: Path, model_path: Path) -> None:
        """A reused export whose tokenizer file was deleted gets it written again (it follows from the table)."""
        from ..artifact import table_tokenizer_path

        if not self.every_row and not table_tokenizer_path(model_path).is_file():
            self.write_tokenizer(tokenizer_path, model_path)


@lru_cache(maxsize=4)
def _subset(restriction: VocabRestriction, tokenizer_path: Path):
    """Selected once per export (the conversion and the tokenizer both need it; ~8 s for a languages' table)."""
    from ..chunk.load import load_chunks
    from ..embedding.vocab import select_vocab

    texts = [] if restriction.corpus is None else [c["text"] for c in load_chunks(restriction.corpus)]
    try:
        return select_vocab(tokenizer_path, restriction.budget, texts, restriction.languages,
                            tiered=restriction.tiered, grown=restriction.grown)
    except ValueError as exc:
        raise EdgeExportError(f"{restriction.corpus or '--vocab-languages'}: {exc}") from None


def _search_nearest(sender, keep: np.ndarray, remap: np.ndarray, fallback_id: int, table: np.ndarray) -> None:
    """The search process: sends the remap with each dropped id sent to its nearest kept row, or the error."""
    import torch

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

    def result(self, name="the converted model") -> np.ndarray:
        """The searched remap (waits for the search); `name`, the file it goes into, heads an error."""
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
        return found

    def install(self, model_content: bytes, name="the converted model") -> bytes:
        """The converted .tflite with the searched remap in the placeholder's buffer (waits for the search)."""
        from .constants import replace_constant

        return replace_constant(model_content, self.placeholder, self.result(name), what="vocabulary id remap",
                                name=name)

    def close(self) -> None:
        """Stop the search if it still runs: a failed conversion leaves no process behind."""
        if self._process is not None:
            if self._process.is_alive():
                self._process.terminate()
            self._process.join()
            self._receiver.close()
            self._process = None

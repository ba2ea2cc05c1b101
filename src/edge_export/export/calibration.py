"""GPTQ's calibration: what each projection of the encoder sees, measured on the corpus's own texts.

GPTQ (Frantar et al., 2022, "GPTQ: Accurate Post-Training Quantization for Generative Pre-trained
Transformers") rounds a weight's input columns one at a time and moves each rounding's error onto the
columns not yet rounded, weighted by H = 2·XᵀX over the inputs X the layer sees: the error that reaches
the layer's output is what is minimised, not the error of each weight. ai-edge-quantizer implements the
rounding (algorithm "GPTQ", the recipes' `_gptq`); it needs H for each FULLY_CONNECTED op's input, which
this module computes with torch hooks on the module the file is converted from, and hands over keyed by
the op's input tensor in the main signature (the quantizer rounds a shared weight once, for all four).

The texts are the two kinds the phone embeds: page windows under the document prompt and questions under
the query prompt. No question is at hand at build time, so a sentence of a chunk stands for one
(chunk.sentences, as the adapt stage's queries). Each kind weighs the same in H whatever its token count:
calibrated on windows alone, the FR file's windows gained and the gold questions' minimum fell (BENCHMARKS.md).
Windows and sentences come from chunks at a fixed stride through the corpus (edge_export.sampling);
no gold file is read.

A languages' model (no corpus: the same file for every corpus in its languages) is calibrated on texts of
its languages alone: sentences of words drawn by their frequency in each language's word list (wordfreq),
the same draws on every run. Word salad, not prose, but with the token statistics of running text, which is
what H measures: on the FR default's body it raised the French means by 0.0001-0.0006 and the exam questions'
lowest cosine over 0.98, less than the corpus's own texts gave (BENCHMARKS.md "GPTQ calibrated on the
languages").

Only the encoder layers' projections: the dense head sees one pooled vector per text, a few hundred
samples for a 768- or 3,072-wide input, too few for H; it keeps round-to-nearest.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import numpy as np
import torch

from ..chunk.sentences import pick_sentence
from ..embedding.prompts import query_prompt
from ..errors import EdgeExportError
from ..model.spec import DOCUMENT_PROMPT
from ..runtime.base import pad_ids
from ..sampling import evenly_spaced
from .recipes import group_of, weight_ops_of

CALIBRATION_WINDOWS = 128  # x ~250 tokens: ~40 tokens per input dimension of the widest projection (1,152)
CALIBRATION_SENTENCES = 512
QUERY_TASK = "question answering"  # the bundle's query prompt (BundleConfig.query_task's default)
_BATCH = 8


@dataclass(frozen=True)
class CalibrationTexts:
    """Token ids of each kind of text, as the model reads them."""

    windows: list[list[int]]
    sentences: list[list[int]]

    def describe(self) -> dict:
        # The ids themselves by digest: an export reused from models/ must have been calibrated on these very
        # tokens (the same texts picked by another rule, or re-chunked with other ids, give other sentences).
        ids = json.dumps([self.windows, self.sentences], separators=(",", ":")).encode()
        return {"windows": len(self.windows), "sentences": len(self.sentences),
                "window_prompt": DOCUMENT_PROMPT, "sentence_prompt": query_prompt(QUERY_TASK),
                "weighting": "each kind of text equally", "ids_sha256": hashlib.sha256(ids).hexdigest()}


def calibration_texts(chunks: list[dict], tokenizer, seq_len: int) -> CalibrationTexts:
    """Windows of CALIBRATION_WINDOWS chunks and sentences of CALIBRATION_SENTENCES chunks of a corpus file,
    picked by the project's sampling rule."""
    windows = [tokenizer.model_input(chunk["text"], DOCUMENT_PROMPT, seq_len).ids
               for chunk in evenly_spaced(chunks, CALIBRATION_WINDOWS)]
    picked = [pick_sentence(chunk["text"], chunk.get("id") or chunk["text"]) for chunk in chunks]
    question = query_prompt(QUERY_TASK)
    sentences = [tokenizer.model_input(sentence, question, seq_len).ids
                 for sentence in evenly_spaced([p[0] for p in picked if p is not None], CALIBRATION_SENTENCES)]
    return CalibrationTexts(windows, sentences)


def corpus_calibration_texts(corpus, tokenizer_path, seq_len: int) -> CalibrationTexts:
    """The calibration texts of a chunk corpus file."""
    from ..chunk.load import load_chunks
    from ..tokenizer import Tokenizer

    return calibration_texts(load_chunks(corpus), Tokenizer(tokenizer_path), seq_len)


# A languages' calibration text: sentences of SENTENCE_WORDS words (a comma after COMMA_SHARE of them), each a
# question with QUESTION_SHARE's chance; words from the WORD_LIST_SIZE most frequent of the language.
SENTENCE_WORDS = (6, 21)
COMMA_SHARE = 0.08
QUESTION_SHARE = 0.2
WORD_LIST_SIZE = 20_000
WINDOW_WORDS = 170  # more than a 256-token window holds: the tokenizer cuts each window at seq_len
_SEED = 0


def _language_sentences(language: str, rng) -> Iterator[str]:
    """Endless sentences of `language`'s words, drawn by frequency."""
    from ..embedding.vocab import language_word_frequencies

    words, frequencies = language_word_frequencies(language, WORD_LIST_SIZE)
    p = frequencies / frequencies.sum()
    while True:
        n = int(rng.integers(*SENTENCE_WORDS))
        drawn = [words[i] for i in rng.choice(len(words), n, p=p)]
        drawn = [w + "," if 0 < k < n - 1 and rng.random() < COMMA_SHARE else w for k, w in enumerate(drawn)]
        sentence = " ".join(drawn)
        yield sentence[0].upper() + sentence[1:] + ("?" if rng.random() < QUESTION_SHARE else ".")


def language_calibration_texts(languages, tokenizer, seq_len: int) -> CalibrationTexts:
    """CALIBRATION_WINDOWS windows under the document prompt and CALIBRATION_SENTENCES sentences under the
    query prompt, the languages taking turns; the same on every run and machine (numpy's PCG64 stream)."""
    streams = [_language_sentences(lang, np.random.Generator(np.random.PCG64([_SEED, k])))
               for k, lang in enumerate(languages)]
    windows = []
    for k in range(CALIBRATION_WINDOWS):
        sentences, stream = [], streams[k % len(streams)]
        while sum(len(s.split()) for s in sentences) < WINDOW_WORDS:
            sentences.append(next(stream))
        windows.append(tokenizer.model_input(" ".join(sentences), DOCUMENT_PROMPT, seq_len).ids)
    question = query_prompt(QUERY_TASK)
    sentences = [tokenizer.model_input(next(streams[k % len(streams)]), question, seq_len).ids
                 for k in range(CALIBRATION_SENTENCES)]
    return CalibrationTexts(windows, sentences)


def vocab_calibration_texts(vocab, tokenizer_path, seq_len: int) -> CalibrationTexts:
    """What a `_gptq` export with the table restriction `vocab` (export.vocab_restriction) calibrates on: its
    corpus's texts, or, for a languages' table, its languages' (the file must not depend on a corpus)."""
    if vocab.corpus is not None:
        return corpus_calibration_texts(vocab.corpus, tokenizer_path, seq_len)
    from ..tokenizer import Tokenizer

    return language_calibration_texts(vocab.languages, Tokenizer(tokenizer_path), seq_len)


def vocab_hessians(module, vocab, tokenizer_path, seq_len: int) -> tuple[CalibrationTexts, dict[str, np.ndarray]]:
    """The texts `vocab` calibrates on and the Hessians `module` gives on them: what a `_gptq` export rounds with."""
    texts = vocab_calibration_texts(vocab, tokenizer_path, seq_len)
    return texts, linear_hessians(module, texts)


def weight_key(weight: np.ndarray) -> str:
    """A projection by its float32 weight bytes: the converted file stores the torch weight as it is."""
    return hashlib.sha256(np.ascontiguousarray(weight, dtype=np.float32).tobytes()).hexdigest()


def linear_hessians(module, texts: CalibrationTexts) -> dict[str, np.ndarray]:
    """{weight_key of each encoder-layer projection: H}, H = 2·(mean xᵀx over the windows' tokens + the
    same over the sentences' tokens), padding left out."""
    linears = {name: m for name, m in module.encoder.layers.named_modules() if isinstance(m, torch.nn.Linear)}
    state: dict = {}

    def hook(name):
        def record(_module, inputs, _output):
            x = inputs[0]
            # q, k and v read one tensor, one after another: its product is computed once. (By identity,
            # with the tensor held: a freed tensor's memory, hence its data_ptr, is soon another's.)
            if state["last"][0] is not x:
                rows = x[state["valid"]].float()
                state["last"] = (x, (rows.T @ rows).double())
            sums = state["sums"]
            sums[name] = sums.get(name, 0) + state["last"][1]
        return record

    handles = [m.register_forward_hook(hook(name)) for name, m in linears.items()]
    state["last"] = (None, None)
    hessians: dict[str, torch.Tensor] = {}
    try:
        with torch.no_grad():
            for kind in (texts.windows, texts.sentences):
                if not kind:
                    continue
                state["sums"], tokens = {}, 0
                order = sorted(range(len(kind)), key=lambda i: len(kind[i]))  # batches of like lengths pad little
                for start in range(0, len(order), _BATCH):
                    batch = [kind[i] for i in order[start:start + _BATCH]]
                    ids = torch.from_numpy(pad_ids(batch, max(map(len, batch))))
                    state["valid"], state["last"] = ids != module.pad_id, (None, None)
                    tokens += int(state["valid"].sum())
                    module(ids)
                for name, total in state["sums"].items():
                    hessians[name] = hessians.get(name, 0) + total * (2.0 / tokens)
    finally:
        for handle in handles:
            handle.remove()
    return {weight_key(linears[name].weight.detach().numpy()): h.float().numpy() for name, h in hessians.items()}


def quantizer_calibration(float_model: bytes, hessians: dict[str, np.ndarray], *,
                          name: str = "the converted model", recipe_name: str = "") -> dict[str, dict]:
    """The calibration result ai-edge-quantizer's GPTQ reads: for each attention and FFN projection of the
    main subgraph, its input tensor's name → {"hessian", ...}, the Hessian found by its weight's bytes.
    Raises, naming `name`, unless every projection has one: the quantizer would round the others to
    nearest without a word."""
    from ai_edge_quantizer.utils import tfl_flatbuffer_utils as tfu

    model = tfu.read_model(float_model)
    result, wanted, covered = {}, 0, 0
    for op in weight_ops_of(model):
        if op.subgraph != 0 or group_of(op) not in (["a"], ["f"]):
            continue
        wanted += 1
        data = model.buffers[op.weight_buffer].data  # None where stored by offset (files over 2 GB): not matched
        hessian = None if data is None else hessians.get(hashlib.sha256(np.asarray(data, np.uint8).tobytes()).hexdigest())
        if hessian is not None:
            covered += 1
            result[op.input_name] = {"hessian": hessian, "num_samples": 1}
    if covered != wanted:
        raise EdgeExportError(f"{name}: recipe {recipe_name!r}: GPTQ calibration covers {covered} of the {wanted} "
                              "attention and FFN projections (were the Hessians measured on this checkpoint?); "
                              "not written")
    return result


@contextmanager
def hessians_left_whole():
    """ai-edge-quantizer 0.10.0's GPTQ damps the Hessian's diagonal in place and then "restores" it from
    `np.diag(hessian)`, a view of that same diagonal: the damping stays. A Hessian read by several ops (q,
    k and v share an input) was damped once more for each, and a second quantisation with the same
    Hessians gave another file. Inside this block the quantizer damps a copy."""
    from ai_edge_quantizer.algorithms.uniform_quantize import gptq

    original = gptq._prepare_hessian_inverse
    gptq._prepare_hessian_inverse = lambda hessian, *args, **kwargs: original(hessian.copy(), *args, **kwargs)
    try:
        yield
    finally:
        gptq._prepare_hessian_inverse = original

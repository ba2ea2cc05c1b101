"""GPTQ rounding (`_gptq` recipes) on the tiny model: the Hessians, the recipe, and the file it gives."""

from __future__ import annotations

import hashlib
import json

import numpy as np
import pytest

from edge_export.errors import EdgeExportError
from edge_export.export.calibration import (
    CalibrationTexts, calibration_texts, language_calibration_texts, linear_hessians, quantizer_calibration, weight_key,
)
from edge_export.export.recipes import UnknownRecipe, group_of, parse_recipe, weight_ops
from edge_export.export.tflite import export_tflite, quantize, weight_sharing

RTN = "dynamic_wi8_afp32_f4b32L0-1_t4hr"


@pytest.fixture(scope="module")
def corpus_file(small_corpus, tmp_path_factory):
    path = tmp_path_factory.mktemp("calibration-corpus") / "chunks.json"
    path.write_text(json.dumps(small_corpus), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def corpus_chunks(small_corpus):
    return small_corpus["chunks"]


@pytest.fixture(scope="module")
def module(tiny_model_dir):
    from edge_export.embedding.model_def import load_module

    return load_module(tiny_model_dir)


@pytest.fixture(scope="module")
def gptq_exports(tiny_model_dir, corpus_file, tmp_path_factory):
    """The small corpus's every-row conversion, and the same recipe rounded to nearest and by GPTQ."""
    from edge_export.export.vocab_restriction import VocabRestriction

    root = tmp_path_factory.mktemp("gptq")
    vocab = VocabRestriction("all", corpus_file, ("fr",))
    fp32 = export_tflite(tiny_model_dir, root, recipe="fp32_t32hr", vocab=vocab)
    nearest = export_tflite(tiny_model_dir, root, recipe=RTN, vocab=vocab, reuse_fp32=fp32.path)
    gptq = export_tflite(tiny_model_dir, root, recipe=RTN + "_gptq", vocab=vocab, reuse_fp32=fp32.path)
    return {"vocab": vocab, "fp32": fp32, "nearest": nearest, "gptq": gptq}


def test_calibration_texts_are_windows_and_question_shaped_sentences(corpus_chunks, tiny_model_dir):
    from edge_export.tokenizer import Tokenizer

    tokenizer = Tokenizer(tiny_model_dir / "tokenizer.model")
    texts = calibration_texts(corpus_chunks, tokenizer, 64)
    assert len(texts.windows) == min(len(corpus_chunks), 128) and texts.sentences
    assert all(len(ids) <= 64 and ids[0] == tokenizer.bos_id for ids in texts.windows + texts.sentences)
    question = tokenizer.encode("task: question answering | query:")
    assert all(ids[1: 1 + len(question)] == question for ids in texts.sentences)
    assert texts.describe()["weighting"] == "each kind of text equally"
    assert calibration_texts(corpus_chunks, tokenizer, 64) == texts  # the same picks on every run


def test_hessians_cover_each_projection_and_leave_padding_out(module, corpus_chunks, tiny_model_dir):
    from edge_export.tokenizer import Tokenizer

    tokenizer = Tokenizer(tiny_model_dir / "tokenizer.model")
    long, short = (tokenizer.model_input(corpus_chunks[0]["text"], "", n).ids for n in (40, 12))
    together = linear_hessians(module, CalibrationTexts([long, short], []))  # one batch: `short` padded
    alone = [linear_hessians(module, CalibrationTexts([ids], [])) for ids in (long, short)]
    layers = module.encoder.layers
    projections = [m for m in layers.modules() if m.__class__.__name__ == "Linear"]
    assert set(together) == {weight_key(m.weight.detach().numpy()) for m in projections}  # 2 layers x 7
    mixed = {k: (40 * alone[0][k] + 12 * alone[1][k]) / 52 for k in together}  # a token-weighted mean
    for key, hessian in together.items():
        np.testing.assert_allclose(hessian, mixed[key], rtol=1e-4, atol=1e-6)
        np.testing.assert_allclose(hessian, hessian.T, rtol=1e-5, atol=1e-7)
    attention = layers[0].self_attn
    q, k = (weight_key(p.weight.detach().numpy()) for p in (attention.q_proj, attention.k_proj))
    np.testing.assert_array_equal(together[q], together[k])  # one input, one H
    # each kind of text weighs the same: a sentence set counts as much as the windows, whatever its tokens
    both = linear_hessians(module, CalibrationTexts([long], [short]))
    np.testing.assert_allclose(both[q], alone[0][q] + alone[1][q], rtol=1e-4, atol=1e-6)


def test_gptq_recipe_grammar():
    recipe = parse_recipe(RTN + "_gptq")
    assert recipe.gptq and recipe.name == RTN + "_gptq" and not parse_recipe(RTN).gptq
    algorithms = {(rule["operation"], rule["algorithm_key"]) for rule in recipe.rules()}
    assert ("FULLY_CONNECTED", "GPTQ") in algorithms and ("EMBEDDING_LOOKUP", "GPTQ") not in algorithms
    head = [rule for rule in recipe.rules() if "dense" in rule["regex"]]
    assert head and all(rule["algorithm_key"] == "min_max_uniform_quantize" for rule in head)
    assert recipe.describe()["rounding"].startswith("gptq") and recipe.floor == parse_recipe(RTN).floor
    with pytest.raises(UnknownRecipe, match="has none"):
        parse_recipe("fp32_gptq")
    with pytest.raises(UnknownRecipe, match="_gptq"):
        parse_recipe("dynamic_wi8_afp32_gptq_t4")  # the suffix comes last


def cosine_errors(model_dir, texts, **artifacts) -> dict[str, float]:
    """{name: mean 1 - cosine against the torch reference} of each exported artifact on `texts` as documents."""
    from edge_export.runtime.litert import LiteRTEmbedder
    from edge_export.runtime.reference import ReferenceEmbedder

    reference = ReferenceEmbedder(model_dir, max_len=256).embed(texts, "document").vectors
    return {name: float(np.mean(1 - np.sum(LiteRTEmbedder(a.path).embed(texts, "document").vectors * reference, 1)))
            for name, a in artifacts.items()}


def test_gptq_file_is_the_same_size_shared_and_closer_to_fp32_than_nearest_rounding(gptq_exports, tiny_model_dir):
    """What GPTQ minimises, the output error on the texts it was calibrated on, is lower than round-to-
    nearest's at the same bits and scales; the weights stay shared by the four signatures."""
    from edge_export.chunk.load import load_chunks

    nearest, gptq = gptq_exports["nearest"], gptq_exports["gptq"]
    assert abs(gptq.size_bytes - nearest.size_bytes) < 1024
    assert weight_sharing(gptq.path.read_bytes()) == weight_sharing(nearest.path.read_bytes())
    texts = [c["text"] for c in load_chunks(gptq_exports["vocab"].corpus)]
    error = cosine_errors(tiny_model_dir, texts, nearest=nearest, gptq=gptq)
    assert error["gptq"] < error["nearest"], error
    calibration = gptq.extra["calibration"]
    assert calibration["windows"] == len(texts) and calibration["corpus_sha256"] == gptq_exports["vocab"].corpus_sha256
    assert gptq.extra["recipe"]["rounding"].startswith("gptq") and nearest.extra["recipe"]["rounding"] == "nearest"


def test_gptq_rounding_is_the_same_on_every_run(gptq_exports, module, corpus_chunks, tiny_model_dir):
    from edge_export.tokenizer import Tokenizer

    fp32 = gptq_exports["fp32"].path.read_bytes()
    hessians = linear_hessians(module, calibration_texts(corpus_chunks, Tokenizer(tiny_model_dir / "tokenizer.model"), 256))
    recipe = parse_recipe(RTN + "_gptq")
    first, second = (hashlib.sha256(quantize(fp32, recipe, hessians)).hexdigest() for _ in range(2))
    assert first == second
    assert len(quantizer_calibration(fp32, hessians)) == 2 * 4  # per layer: q/k/v's input, o, gate/up's, down


def weights_by_group(content: bytes) -> dict[str, list[bytes]]:
    """The main signature's weight bytes, per recipe group, in op order."""
    from ai_edge_quantizer.utils import tfl_flatbuffer_utils as tfu

    buffers, found = tfu.read_model(content).buffers, {}
    for op in weight_ops(content):
        if op.subgraph == 0:
            found.setdefault("".join(group_of(op)), []).append(np.frombuffer(buffers[op.weight_buffer].data, np.uint8).tobytes())
    return found


def test_gptq4_rounds_the_int4_weights_by_gptq_and_the_int8_ones_to_nearest(gptq_exports, module, corpus_chunks,
                                                                            tiny_model_dir):
    from edge_export.tokenizer import Tokenizer

    recipe = parse_recipe(RTN + "_gptq4")  # RTN: int8 attention, blockwise int4 FFN in both layers
    rules = {rule["regex"]: rule["algorithm_key"] for rule in recipe.rules() if rule["operation"] == "FULLY_CONNECTED"}
    assert "GPTQ" in rules.values() and "min_max_uniform_quantize" in rules.values()
    assert recipe.describe()["rounding"] == "gptq (attention, FFN: 4/4b32/4b64/4b128)"
    fp32 = gptq_exports["fp32"].path.read_bytes()
    hessians = linear_hessians(module, calibration_texts(corpus_chunks, Tokenizer(tiny_model_dir / "tokenizer.model"), 256))
    nearest, every, int4_only = (weights_by_group(quantize(fp32, parse_recipe(name), hessians))
                                 for name in (RTN, RTN + "_gptq", RTN + "_gptq4"))
    assert int4_only["a"] == nearest["a"] != every["a"]  # int8 attention: to nearest, as without GPTQ
    assert int4_only["f"] == every["f"] != nearest["f"]  # int4 FFN: GPTQ's, each weight on its own Hessian
    assert int4_only["p"] == nearest["p"] and int4_only["e"] == nearest["e"]
    with pytest.raises(UnknownRecipe, match="_gptq4 rounds int4/int4b32/int4b64/int4b128"):
        parse_recipe("dynamic_wi8_afp32_gptq4")  # int8 everywhere: nothing in int4


def test_gptq_needs_a_restricted_table_and_hessians_of_this_checkpoint(gptq_exports, tiny_model_dir, tmp_path):
    with pytest.raises(EdgeExportError, match="calibrated on a corpus's texts or on its languages'"):
        export_tflite(tiny_model_dir, tmp_path, recipe="dynamic_wi8_afp32_gptq")
    fp32 = gptq_exports["fp32"].path.read_bytes()
    with pytest.raises(EdgeExportError, match="covers 0 of the 14"):
        quantize(fp32, parse_recipe(RTN + "_gptq"), {"another checkpoint": np.eye(64, dtype=np.float32)})
    assert not list(tmp_path.iterdir())


def test_the_quantizer_damps_a_copy_of_each_hessian():
    """ai-edge-quantizer's GPTQ kept its damping in the Hessian it was given (q, k and v share one)."""
    from ai_edge_quantizer.algorithms.uniform_quantize import gptq

    from edge_export.export.calibration import hessians_left_whole

    hessian = np.eye(3, dtype=np.float32) * 2 + 0.1
    given = hessian.copy()
    with hessians_left_whole():
        first = gptq._prepare_hessian_inverse(hessian)
        np.testing.assert_array_equal(hessian, given)
        np.testing.assert_array_equal(gptq._prepare_hessian_inverse(hessian), first)


def test_a_gptq_export_is_reused_only_when_calibrated_on_the_texts_a_rerun_would_use(gptq_exports, tiny_model_dir,
                                                                                    monkeypatch):
    """models/ keeps a `_gptq` file across runs: the tokens it was calibrated on are recorded by digest, and a
    change of what would be picked (here fewer sentences; likewise another sampling rule or re-chunked ids)
    makes it stale instead of silently reused."""
    from edge_export.export import calibration as cal
    from edge_export.export.reuse import reuse_problem
    from edge_export.export.tflite import export_or_reuse

    vocab, gptq = gptq_exports["vocab"], gptq_exports["gptq"]
    root = gptq.path.parent
    assert export_or_reuse(tiny_model_dir, root, recipe=RTN + "_gptq", vocab=vocab) == (gptq.path, True)
    now = cal.corpus_calibration_texts(vocab.corpus, tiny_model_dir / "tokenizer.model", 256).describe()
    assert gptq.extra["calibration"]["ids_sha256"] == now["ids_sha256"]
    args = (gptq.path, RTN + "_gptq", gptq.seq_lens, gptq.extra["source_tokenizer_sha256"], gptq.extra["vocab"])
    assert reuse_problem(*args, now) is None
    monkeypatch.setattr(cal, "CALIBRATION_SENTENCES", 2)
    fewer = cal.corpus_calibration_texts(vocab.corpus, tiny_model_dir / "tokenizer.model", 256).describe()
    assert fewer["ids_sha256"] != now["ids_sha256"]
    assert "GPTQ-calibrated on other texts" in reuse_problem(*args, fewer)


def test_language_calibration_texts_are_each_languages_words_the_same_on_every_run(tiny_model_dir):
    """A languages' file cannot be calibrated on a corpus: its texts are drawn from the languages' word lists,
    windows under the document prompt and sentences under the query prompt, the languages taking turns."""
    import sentencepiece

    from edge_export.embedding.vocab import language_word_frequencies
    from edge_export.tokenizer import Tokenizer

    tokenizer = Tokenizer(tiny_model_dir / "tokenizer.model")
    texts = language_calibration_texts(["fr", "en"], tokenizer, 256)
    assert len(texts.windows) == 128 and len(texts.sentences) == 512
    assert all(len(ids) <= 256 and ids[0] == tokenizer.bos_id for ids in texts.windows + texts.sentences)
    assert min(map(len, texts.windows)) > 150  # windows near the model's length, not sentences
    question = tokenizer.encode("task: question answering | query:")
    assert all(ids[1: 1 + len(question)] == question for ids in texts.sentences)
    assert language_calibration_texts(["fr", "en"], tokenizer, 256) == texts
    sp = sentencepiece.SentencePieceProcessor(model_file=str(tiny_model_dir / "tokenizer.model"))
    document = len(tokenizer.encode("title: none | text:"))
    for k, language in enumerate(["fr", "en", "fr", "en"]):
        words = set(language_word_frequencies(language, 20_000)[0])
        written = sp.decode(texts.windows[k][1 + document:]).lower().replace(",", "").replace("?", "").replace(".", "")
        assert sum(w in words for w in written.split()) >= 0.97 * len(written.split()), (language, written[:200])
    french_only = language_calibration_texts(["fr"], tokenizer, 256)
    assert french_only.windows[0] == texts.windows[0] and french_only.windows[1] != texts.windows[1]


def test_a_languages_table_is_gptq_calibrated_on_its_languages(tiny_model_dir, corpus_file, tmp_path_factory):
    """No corpus in the export (the file every corpus in the languages shares): GPTQ reads the languages' texts,
    the metadata says so, the file is closer to fp32 than round-to-nearest on French text, and a rerun reuses it."""
    from edge_export.chunk.load import load_chunks
    from edge_export.export.tflite import export_or_reuse
    from edge_export.export.vocab_restriction import VocabRestriction

    root = tmp_path_factory.mktemp("gptq-languages")
    vocab = VocabRestriction("all", None, ("fr",))
    fp32 = export_tflite(tiny_model_dir, root, recipe="fp32_t32hr", vocab=vocab, validate=False)
    nearest = export_tflite(tiny_model_dir, root, recipe=RTN, vocab=vocab, reuse_fp32=fp32.path, validate=False)
    gptq = export_tflite(tiny_model_dir, root, recipe=RTN + "_gptq4", vocab=vocab, reuse_fp32=fp32.path,
                         validate=False)
    calibration = gptq.extra["calibration"]
    assert calibration["corpus"] is None and calibration["languages"] == ["fr"]
    assert calibration["windows"] == 128 and calibration["sentences"] == 512
    assert calibration["word_lists"].startswith("wordfreq ")
    texts = [c["text"] for c in load_chunks(corpus_file)]
    error = cosine_errors(tiny_model_dir, texts, nearest=nearest, gptq=gptq)
    assert error["gptq"] < error["nearest"], error
    assert export_or_reuse(tiny_model_dir, root, recipe=RTN + "_gptq4", vocab=vocab, validate=False) == (gptq.path, True)

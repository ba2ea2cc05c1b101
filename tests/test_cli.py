"""The CLI verbs end to end, as a user runs them: chunk → validate → splitter, and bad input."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from edge_export.bundle.splitter import read_chunks_like_sdk
from edge_export.chunk.chunkers import CHUNKERS
from edge_export.cli import main
from pdf_factory import make_pdf


@pytest.fixture
def reproducible(monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")


@pytest.mark.parametrize("chunker", sorted(CHUNKERS))
def test_fr_corpus_chunk_validate_splitter(tmp_path, corpus_dir, corpus_tokenizer_path, chunker, reproducible):
    out = tmp_path / "chunks.json"
    args = ["chunk", str(corpus_dir), "--corpus", "FR", "--chunker", chunker,
            "--tokenizer", str(corpus_tokenizer_path), "-o", str(out), "-q"]
    assert main(args) == 0
    report = json.loads((tmp_path / "chunks.report.json").read_text(encoding="utf-8"))
    assert (report["documents"], report["pages"], report["blank_pages"]) == (28, 404, 3)
    assert report["chunks"] == len(json.loads(out.read_text(encoding="utf-8"))["chunks"]) > 400
    assert report["tokens"]["max"] <= 512 and report["skipped_files"] == []
    assert main(["validate", str(out), "-q"]) == 0
    assert main(["splitter", str(out), "-o", str(tmp_path / "chunks.txt"), "-q"]) == 0
    text = (tmp_path / "chunks.txt").read_text(encoding="utf-8")
    assert len(read_chunks_like_sdk(text)) == report["chunks"]

    first = out.read_bytes()
    assert main(args) == 0
    assert out.read_bytes() == first, "same input, same bytes"


def test_bad_pdf_fails_with_its_name_and_writes_nothing(tmp_path, trained_tokenizer_path, capsys):
    pdfs = tmp_path / "pdfs"
    make_pdf(pdfs / "good.pdf", ["A good page of text that is long enough to become a chunk of its own."])
    (pdfs / "broken.pdf").write_bytes(b"%PDF-1.4\ngarbage")
    out = tmp_path / "out" / "chunks.json"
    args = ["chunk", str(pdfs), "--tokenizer", str(trained_tokenizer_path), "-o", str(out), "-q"]
    assert main(args) == 1
    err = capsys.readouterr().err
    assert "broken.pdf" in err and "corrupt or truncated" in err
    assert not out.exists()
    assert not out.parent.exists() or not list(out.parent.iterdir()), "no temporary file left behind"

    assert main(args + ["--skip-bad"]) == 0
    report = json.loads((out.parent / "chunks.report.json").read_text(encoding="utf-8"))
    assert [s["path"].endswith("broken.pdf") for s in report["skipped_files"]] == [True]
    assert json.loads(out.read_text(encoding="utf-8"))["chunks"][0]["id"] == "FR-002-001-01", (
        "broken.pdf keeps number 1: skipping a file does not renumber the others")


def test_failed_rerun_keeps_the_previous_output(tmp_path, trained_tokenizer_path):
    pdfs = tmp_path / "pdfs"
    make_pdf(pdfs / "a.pdf", ["Enough text on this page to make a valid chunk for the schema rules."])
    out = tmp_path / "chunks.json"
    base = ["chunk", str(pdfs), "--tokenizer", str(trained_tokenizer_path), "-o", str(out), "-q"]
    assert main(base) == 0
    before = out.read_bytes()
    (pdfs / "b.pdf").write_bytes(b"not a pdf")
    assert main(base) == 1
    assert out.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_missing_tokenizer_and_bad_parameters_are_clear_errors(tmp_path, corpus_dir, trained_tokenizer_path, capsys):
    assert main(["chunk", str(corpus_dir), "--tokenizer", str(tmp_path / "nope.model"), "-o", str(tmp_path / "o.json")]) == 1
    assert "nope.model" in capsys.readouterr().err
    assert main(["chunk", str(corpus_dir), "--tokenizer", str(trained_tokenizer_path), "--chunk-size", "40",
                 "--chunk-overlap", "40", "-o", str(tmp_path / "o.json")]) == 1
    assert "smaller than the window size (40)" in capsys.readouterr().err  # the default chunker took both
    assert main(["chunk", str(corpus_dir), "--corpus", "fr", "--tokenizer", str(trained_tokenizer_path),
                 "-o", str(tmp_path / "o.json")]) == 1
    assert "capital letters" in capsys.readouterr().err
    assert not (tmp_path / "o.json").exists()


def test_console_script_is_installed(tmp_path):
    exe = shutil.which("edge-export") or str((__import__("pathlib").Path(sys.executable).parent / "edge-export"))
    result = subprocess.run([exe, "--help"], capture_output=True, text=True)
    assert result.returncode == 0
    for verb in ("chunk", "validate", "splitter", "model"):
        assert verb in result.stdout


def test_outputs_are_readable_by_others(tmp_path, trained_tokenizer_path):
    pdfs = tmp_path / "pdfs"
    make_pdf(pdfs / "a.pdf", ["Enough text on this page to make a valid chunk for the schema rules."])
    out = tmp_path / "chunks.json"
    assert main(["chunk", str(pdfs), "--tokenizer", str(trained_tokenizer_path), "-o", str(out), "-q"]) == 0
    assert out.stat().st_mode & 0o044 == 0o044, "the bundle is copied into an app: not private to the builder"


def test_export_vocabulary_flags_are_checked_before_any_work(tmp_path, capsys):
    assert main(["export", "--format", "tflite", "--vocab-budget", "1000", "-o", str(tmp_path)]) == 1
    assert "a table for languages needs --vocab-languages" in capsys.readouterr().err
    assert main(["export", "--format", "tflite", "--vocab-languages", "fr", "-o", str(tmp_path)]) == 1
    assert "--vocab-languages needs --vocab-budget" in capsys.readouterr().err
    corpus = tmp_path / "chunks.json"
    assert main(["export", "--format", "tflite", "--vocab-corpus", str(corpus), "-o", str(tmp_path)]) == 1
    assert "--vocab-corpus needs --vocab-budget" in capsys.readouterr().err
    corpus.write_text('{"chunks": []}', encoding="utf-8")
    assert main(["export", "--format", "tflite", "--vocab-budget", "1000", "--vocab-corpus", str(corpus),
                 "--vocab-languages", "fr,xx", "-o", str(tmp_path / "out")]) == 1
    assert "unknown language(s) 'xx'" in capsys.readouterr().err
    assert not (tmp_path / "out").exists(), "nothing written"


def test_export_of_every_row_without_a_recipe_fits_a_model_of_any_depth(tmp_path, tiny_model_dir):
    """The CLI's default for --vocab-budget all names no layer, so the 2-layer model exports with it: the
    whole table in two tiers, the second rotated, validated against the reference."""
    from edge_export.export.verify import VALIDATION_TEXTS

    corpus = tmp_path / "chunks.json"
    corpus.write_text(json.dumps({"chunks": [{"text": t} for t in VALIDATION_TEXTS]}), encoding="utf-8")
    out = tmp_path / "models"
    assert main(["export", "--format", "tflite", "--model", str(tiny_model_dir), "--vocab-budget", "all",
                 "--vocab-corpus", str(corpus), "--vocab-languages", "fr", "-o", str(out)]) == 0
    [model] = out.glob("*.tflite")
    assert "_vall.fr." in model.name and model.name.endswith("_dynamic_wi8_afp32_t4hr.tflite")


def test_a_languages_table_is_one_file_for_any_corpus(tmp_path, tiny_model_dir):
    """No --vocab-corpus: the table is chosen from the languages alone; its name carries no corpus digest, its
    metadata says so, and it validates against the reference like a corpus's."""
    out = tmp_path / "models"
    assert main(["export", "--format", "tflite", "--quant", "dynamic_wi8_afp32", "--model", str(tiny_model_dir),
                 "--vocab-budget", "1980", "--vocab-languages", "fr,en", "-o", str(out), "-q"]) == 0
    [model] = out.glob("*.tflite")
    assert model.name.endswith("_v1980.fr-en_dynamic_wi8_afp32.tflite")
    vocab = json.loads(model.with_name(model.name + ".json").read_text(encoding="utf-8"))["extra"]["vocab"]
    assert vocab["scope"] == "languages" and vocab["corpus"] is None and vocab["budget"] == 1980


def test_a_languages_table_grown_by_a_corpus_names_its_growth(tmp_path, tiny_model_dir, capsys):
    """--vocab-grow: the tokens the chunk file needs and the languages' rows lack join the table (what the bundle
    does); the file's label carries their digest, its metadata the ids."""
    import numpy as np
    import sentencepiece as spm

    from edge_export.embedding.vocab import grown_tokens, select_vocab

    stock = tiny_model_dir / "tokenizer.model"
    sp = spm.SentencePieceProcessor(model_file=str(stock))
    dropped = np.setdiff1d(np.arange(sp.get_piece_size()), select_vocab(stock, 1900, (), ("fr",)).keep)
    corpus = tmp_path / "chunks.json"
    texts = ["Le joueur touche la pièce.", " ".join(sp.decode([int(i)]) for i in dropped[-5:])]
    corpus.write_text(json.dumps({"chunks": [{"text": t} for t in texts]}), encoding="utf-8")
    assert main(["export", "--format", "tflite", "--model", str(tiny_model_dir), "--vocab-budget", "all",
                 "--vocab-languages", "fr", "--vocab-grow", str(corpus), "-o", str(tmp_path / "x")]) == 1
    assert "--vocab-grow: grows a languages' table" in capsys.readouterr().err
    out = tmp_path / "models"
    assert main(["export", "--format", "tflite", "--quant", "dynamic_wi8_afp32", "--model", str(tiny_model_dir),
                 "--vocab-budget", "1900", "--vocab-languages", "fr", "--vocab-grow", str(corpus), "-o", str(out),
                 "-q"]) == 0
    grown = grown_tokens(stock, 1900, ("fr",), texts)
    [model] = out.glob("*.tflite")
    vocab = json.loads(model.with_name(model.name + ".json").read_text(encoding="utf-8"))["extra"]["vocab"]
    assert grown and vocab["grown"]["ids"] == list(grown) and vocab["grown"]["rows"] == len(grown)
    assert model.name.endswith(f"_v1900.fr.{vocab['grown']['sha256'][:8]}_dynamic_wi8_afp32.tflite")


def test_onnx_export_takes_the_vocabulary_flags_and_writes_the_ort_form(tmp_path, tiny_model_dir, capsys):
    """The same flags and checks as TFLite; a languages' table in int8 with --ort (and the table's tokenizer beside
    them), then `embed` on the .ort file (its tokenizer found beside it) gives the .onnx file's vectors."""
    assert main(["export", "--format", "onnx", "--vocab-languages", "fr", "-o", str(tmp_path)]) == 1
    assert "--vocab-languages needs --vocab-budget" in capsys.readouterr().err
    assert main(["export", "--format", "tflite", "--ort", "-o", str(tmp_path / "t")]) == 1
    assert "--ort is onnxruntime's format" in capsys.readouterr().err
    out = tmp_path / "models"
    assert main(["export", "--format", "onnx", "--quant", "dynamic_wi8_afp32", "--model", str(tiny_model_dir),
                 "--vocab-budget", "1980", "--vocab-languages", "fr,en", "--ort", "-o", str(out), "-q"]) == 0
    assert sorted(p.name for p in out.iterdir()) == [f"tiny-embeddinggemma_v1980.fr-en_dynamic_wi8_afp32{s}" for s in
                                                     (".onnx", ".onnx.json", ".ort", ".ort.json", ".tokenizer.model")]
    texts = tmp_path / "q.txt"
    texts.write_text("Quelle est la cadence minimale ?\nQui peut proposer la nulle ?\n", encoding="utf-8")
    vectors = []
    for suffix in (".onnx", ".ort"):
        [model] = out.glob(f"*{suffix}")
        assert main(["embed", str(texts), "--artifact", str(model), "--kind", "query",
                     "-o", str(tmp_path / f"v{suffix}.npy"), "-q"]) == 0
        vectors.append(np.load(tmp_path / f"v{suffix}.npy"))
    assert np.allclose(vectors[0], vectors[1], atol=1e-5)


def test_onnx_words_int8_and_q4_name_the_phone_files(tmp_path, tiny_model_dir, capsys):
    """The words users of ONNX hubs type resolve to `make models`' phone recipes and say so; int8 on the tiny
    model writes the file of its recipe, on the table the command names (the bundle's when it names none)."""
    from edge_export.export.recipes import ONNX_PHONE_RECIPES, PHONE_TABLE

    out = tmp_path / "models"
    assert main(["export", "--format", "onnx", "--quant", "int8", "--model", str(tiny_model_dir),
                 "--vocab-budget", "1980", "--vocab-languages", "fr,en", "--no-validate", "-o", str(out), "-q"]) == 0
    err = capsys.readouterr().err
    assert f"--quant int8: recipe {ONNX_PHONE_RECIPES['int8']} (table: 1980 rows of fr,en)" in err
    assert [p.name for p in out.glob("*.onnx")] == [f"tiny-embeddinggemma_v1980.fr-en_{ONNX_PHONE_RECIPES['int8']}.onnx"]
    # q4 names layers of EmbeddingGemma-300m: refused on the 2-layer model, nothing written, after saying what it
    # resolved to on the bundle's table
    assert main(["export", "--format", "onnx", "--quant", "q4", "--model", str(tiny_model_dir),
                 "-o", str(tmp_path / "q4")]) == 1
    err = capsys.readouterr().err
    rows, languages = PHONE_TABLE
    assert f"--quant q4: recipe {ONNX_PHONE_RECIPES['q4']} (table: {rows} rows of {','.join(languages)})" in err
    assert "the model has no layer 23" in err and not any((tmp_path / "q4").rglob("*"))


def test_embed_then_db_verbs_build_the_db_the_bundle_would(tmp_path, small_corpus, tiny_model_dir, capsys):
    from edge_export.db.reader import open_db, read_meta
    from edge_export.db.vector_file import open_vector_file

    chunks = tmp_path / "chunks.json"
    chunks.write_text(json.dumps(small_corpus, ensure_ascii=False), encoding="utf-8")
    vectors = tmp_path / "vectors.npy"
    assert main(["embed", str(chunks), "--artifact", str(tiny_model_dir), "--backend", "reference",
                 "-o", str(vectors), "-q"]) == 0
    assert main(["db", str(chunks), "--vectors", str(vectors), "--dims", "256", "--vector-format", "int8",
                 "-o", str(tmp_path / "out" / "corpus.db"), "-q"]) == 0
    conn = open_db(tmp_path / "out" / "corpus.db")
    assert read_meta(conn)["dims"] == "256"
    stored = open_vector_file(tmp_path / "out" / "vectors.bin")
    assert (stored.rows, stored.dims, stored.vector_format) == (len(small_corpus["chunks"]), 256, "int8")
    assert (tmp_path / "out" / "corpus_fts.db").is_file()
    capsys.readouterr()
    # Vectors of another chunk file are refused, naming the vectors file.
    other = tmp_path / "other.json"
    changed = [dict(c) for c in small_corpus["chunks"]]
    changed[0]["chunk_id"] = "0" * 32
    other.write_text(json.dumps({**small_corpus, "chunks": changed}), encoding="utf-8")
    assert main(["db", str(other), "--vectors", str(vectors), "-o", str(tmp_path / "x.db")]) == 1
    assert f"{vectors}: its rows are not the chunks of {other}" in capsys.readouterr().err
    # A chunk file that breaks the schema's rules is refused with its violations.
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps({**small_corpus, "chunks": small_corpus["chunks"][1:]}), encoding="utf-8")
    assert main(["db", str(broken), "--vectors", str(vectors), "-o", str(tmp_path / "x.db")]) == 1
    assert f"{broken}: " in capsys.readouterr().err
    assert not (tmp_path / "x.db").exists()


def test_bundle_verb_names_what_a_bundle_lacks(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)  # no edge-export.toml here
    assert main(["bundle", "--bundle", "es"]) == 1
    assert "bundle 'es' needs corpus_dir and corpus" in capsys.readouterr().err
    assert main(["bundle", "--bundle", "es", "--set", "dims"]) == 1
    assert "--set: 'dims' is not KEY=VALUE" in capsys.readouterr().err
    assert main(["verify-bundle", str(tmp_path)]) == 1
    assert "no manifest.json: not a bundle" in capsys.readouterr().err


def test_adapt_verb_prints_the_adapted_checkpoint(tmp_path, small_corpus, tiny_model_dir, capsys):
    from edge_export.adapt.stage import read_adaptation
    from edge_export.atomic import write_json_atomic

    chunks = tmp_path / "chunks.json"
    write_json_atomic(chunks, small_corpus)
    base = tmp_path / "models" / tiny_model_dir.name
    shutil.copytree(tiny_model_dir, base)
    assert main(["adapt", "--chunks", str(chunks), "--model", str(base), "--recipe", "ict-l3", "-q"]) == 1
    assert f"{base}: ict-l3 trains 3 layers; this model has 2" in capsys.readouterr().err
    assert main(["adapt", "--chunks", str(chunks), "--recipe", "none", "-q"]) == 1
    assert "nothing to train" in capsys.readouterr().err
    assert main(["adapt", "--chunks", str(chunks), "--model", str(tmp_path / "none"), "--recipe", "ict-l1", "-q"]) == 1
    assert f"{tmp_path / 'none'}: no sentence-transformers checkpoint here" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["adapt", "--chunks", str(chunks), "--document-title", "file"])
    assert main(["adapt", "--chunks", str(chunks), "--model", str(base), "--recipe", "ict-l1", "-q"]) == 0
    folder = Path(capsys.readouterr().out.strip())
    assert folder.parent == base.parent and read_adaptation(folder)["recipe"]["name"] == "ict-l1"

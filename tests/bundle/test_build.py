"""A whole bundle, end to end, on real PDFs with the tiny random-weight EmbeddingGemma (the real 1.2 GB
model is too heavy for the default run; `make android-assets` builds the real one): chunk, export,
embed, package, parity, manifest, verify, publish."""

from __future__ import annotations

import json
import shutil
import sqlite3
import struct
from dataclasses import replace

import numpy as np
import pytest

from edge_export.artifact import read_metadata
from edge_export.bundle.build import build_bundle
from edge_export.bundle.config import BundleConfig
from edge_export.bundle.verify import verify_bundle
from edge_export.cli import main
from edge_export.contracts.manifest import manifest_violations
from edge_export.db.vector_file import HEADER, open_vector_file
from edge_export.embed.cache import VectorCache
from edge_export.embedding.table_tokenizer import resplit_tokenizer
from edge_export.errors import ArtifactError, InputError
from edge_export.export.vocab_restriction import VocabRestriction
from edge_export.hashing import sha256_file
from bundle_edits import rehash

SHIPPED = ("corpus.db", "corpus_fts.db", "chunks.txt", "manifest.json")
SECTIONED_PDF = "2023_Reglement_Financier20230610.pdf"


@pytest.fixture(scope="module")
def models_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("models")  # one tiny export shared by the module's builds


def tiny_config(root, pdf_dir, model_dir, models_dir, **settings) -> BundleConfig:
    settings = {"workers": 1, "threads": 1, "vocab_budget": 0, **settings}
    return BundleConfig(name="tiny", corpus_dir=pdf_dir, corpus="FR", recipe="dynamic_wi8_afp32",
                        model_dir=model_dir, models_dir=models_dir, build_dir=root / "build",
                        output_dir=root / "assets", **settings)


@pytest.fixture(scope="module")
def built(tmp_path_factory, small_pdf_dir, tiny_model_dir, models_dir):
    root = tmp_path_factory.mktemp("bundle")
    config = tiny_config(root, small_pdf_dir, tiny_model_dir, models_dir)
    return config, build_bundle(config, quiet=True)


def hashes(folder):
    return {name: sha256_file(folder / name) for name in SHIPPED}


def test_bundle_has_every_file_and_verifies(built):
    config, run = built
    names = sorted(p.name for p in run.path.iterdir())
    model = run.manifest["model"]["file"]
    assert names == sorted(["chunks.txt", "corpus.db", "corpus_fts.db", "manifest.json", model, "sentencepiece.model",
                            "vectors.bin"])
    assert model.endswith("_seq256_dynamic_wi8_afp32.tflite")
    assert verify_bundle(run.path) == []
    manifest = json.loads((run.path / "manifest.json").read_text(encoding="utf-8"))
    assert manifest_violations(manifest) == [] and manifest == run.manifest
    model_sha256 = sha256_file(run.path / model)
    assert manifest["vectors"] == {"count": manifest["corpus"]["chunks"], "dims": 768, "format": "float32",
                                   "backend": "litert", "prompt": "document", "model_sha256": model_sha256,
                                   "tokenizer_sha256": sha256_file(run.path / "sentencepiece.model")}
    assert manifest["release"]["model_sha256"] == model_sha256 and len(manifest["release"]["version"]) == 16
    assert [s["seq_len"] for s in manifest["model"]["signatures"]] == [256, 32, 64, 128]
    assert {(s["name"], s["input"], s["output"]) for s in manifest["model"]["signatures"]} == {
        (f"embed_{n}", "text_batch", "encodings") for n in (256, 32, 64, 128)}
    assert manifest["parity"]["passed"] and manifest["parity"]["cosine_min"] >= manifest["parity"]["floor_min"]
    assert manifest["corpus"]["extraction"] == {"pages_by_extractor": {"pdfium": manifest["corpus"]["pages"]},
                                                "ocr_pages": 0, "unreadable_pages": [],
                                                "languages": {"fr": manifest["corpus"]["documents"]}}
    assert not list(config.output_dir.glob(".*")), "no staging folder left behind"


def test_titled_document_prompts_are_recorded_and_reproduce_the_shipped_vectors(built, tmp_path, small_pdf_dir,
                                                                                corpus_dir):
    import numpy as np

    from edge_export.db.reader import open_db
    from edge_export.retrieval.bundle import open_bundle

    config, _ = built
    pdfs = tmp_path / "pdfs"  # the financial rules have ARTICLE sections; the two small PDFs have none
    shutil.copytree(small_pdf_dir, pdfs)
    shutil.copy(corpus_dir / SECTIONED_PDF, pdfs / SECTIONED_PDF)
    bundles = {}
    for source in ("none", "document", "document+section"):
        run = build_bundle(replace(config, corpus_dir=pdfs, build_dir=tmp_path / "build", output_dir=tmp_path / source,
                                   document_title=source), quiet=True)
        assert run.manifest["prompts"]["title"] == source and verify_bundle(run.path) == []
        bundles[source] = open_bundle(run.path)
    conn = open_db(bundles["document"].path / "corpus.db")
    titles = dict(conn.execute("SELECT source, title FROM documents"))
    conn.close()
    assert titles == {SECTIONED_PDF: "Règlement Financier",
                      "E02-Le_classement_rapide.pdf": "Classement Rapide FFE",
                      "règlement_régionale_2024_2025.pdf": "Regionale règlement"}
    assert bundles["none"].manifest["prompts"]["document"] == "title: none | text: "
    assert set(bundles["none"].document_prompts()) == {"title: none | text: "}
    picked = [0, len(bundles["none"].chunks) // 2, len(bundles["none"].chunks) - 1]
    for source in ("document", "document+section"):
        bundle = bundles[source]
        assert bundle.manifest["prompts"]["document"] == "title: {title} | text: "
        prompts = bundle.document_prompts()
        assert {p.split(" | ")[0] for p in prompts} <= {f"title: {t}" for t in titles.values()} | {
            f"title: {c.title} — {c.section}" for c in bundle.chunks}
        assert any(" — " in p for p in prompts) == (source == "document+section")
        again = np.vstack([bundle.embedder().embed([bundle.chunks[i].text], "document", prompt=prompts[i]).vectors
                           for i in picked])
        np.testing.assert_allclose(again, bundle.vectors[picked], atol=1e-5)  # the prompts the vectors were made with
        assert not np.allclose(bundles["none"].vectors[picked], bundle.vectors[picked], atol=1e-3)


def test_bundle_holds_no_absolute_path(built, tmp_path_factory):
    config, run = built
    roots = {str(config.output_dir.parent), str(tmp_path_factory.getbasetemp()), str(config.model_dir)}
    for path in run.path.iterdir():
        data = path.read_bytes()
        for root in roots:
            assert root.encode() not in data, f"{path.name} holds {root}"


def test_sdk_table_rows_are_the_chunks_and_cite_them(built):
    _, run = built
    conn = sqlite3.connect(run.path / "corpus.db")
    rows = conn.execute("SELECT r.text, c.text, c.page, d.source FROM rag_vector_store r "
                        "JOIN chunks c ON c.row = r.ROWID JOIN documents d ON d.id = c.document").fetchall()
    assert len(rows) == run.manifest["corpus"]["chunks"]
    for sdk, text, page, source in rows:
        assert sdk == f"{text}\n[Source: {source}, Page {page}]"


def test_two_builds_are_byte_identical(built, tmp_path, small_pdf_dir, tiny_model_dir, models_dir):
    config, run = built
    again = build_bundle(tiny_config(tmp_path, small_pdf_dir, tiny_model_dir, models_dir), quiet=True)
    assert again.embedded == run.embedded  # a fresh cache: every vector computed again
    assert hashes(again.path) == hashes(run.path)


def test_a_build_on_ray_is_byte_identical_to_the_local_one(built, tmp_path, small_pdf_dir, tiny_model_dir,
                                                          models_dir, ray_cluster):
    config, run = built
    on_ray = build_bundle(tiny_config(tmp_path, small_pdf_dir, tiny_model_dir, models_dir, executor="ray",
                                      workers=2), quiet=True)
    assert on_ray.embedded == run.embedded
    assert hashes(on_ray.path) == hashes(run.path)
    assert json.loads((tmp_path / "build" / "tiny" / "bundle.report.json").read_text())["executor"] == "ray"


def test_a_killed_run_keeps_the_old_bundle_and_the_rerun_embeds_only_the_rest(
        tmp_path, small_pdf_dir, extra_pdf, tiny_model_dir, models_dir, monkeypatch):
    pdfs = tmp_path / "pdfs"
    shutil.copytree(small_pdf_dir, pdfs)
    config = tiny_config(tmp_path, pdfs, tiny_model_dir, models_dir)
    first = build_bundle(config, quiet=True)
    before = hashes(first.path)
    shutil.copy(extra_pdf, pdfs)  # one more document: only its chunks need vectors
    real_put, committed = VectorCache.put_many, []

    def put_then_die(self, ids, vectors, prompt):
        if committed:
            raise KeyboardInterrupt
        committed.append(len(ids))
        real_put(self, ids, vectors, prompt)

    monkeypatch.setattr(VectorCache, "put_many", put_then_die)
    with pytest.raises(KeyboardInterrupt):
        build_bundle(config, quiet=True)
    assert hashes(first.path) == before
    monkeypatch.setattr(VectorCache, "put_many", real_put)
    second = build_bundle(config, quiet=True)
    added = second.manifest["corpus"]["chunks"] - first.manifest["corpus"]["chunks"]
    assert added > committed[0]
    assert (second.embedded, second.reused) == (added - committed[0], first.manifest["corpus"]["chunks"] + committed[0])
    assert verify_bundle(second.path) == []


def test_a_corpus_update_keeps_the_languages_model_embeds_only_its_chunks_and_equals_a_clean_build(
        tmp_path, small_pdf_dir, extra_pdf, tiny_model_dir, models_dir):
    """Issue 41: the model is cut for the languages, grown by the corpus's tokens it lacks (issue 59), so a PDF
    removed and added again changes no model byte (the file holds their tokens), embeds nothing already embedded,
    and gives the bytes a clean build of the same PDFs gives."""
    from edge_export.bundle.diff import diff_bundles

    languages = {"vocab_budget": 1990, "vocab_languages": ["fr", "en"]}  # 10 rows out: the tiny model's floor
    pdfs = tmp_path / "pdfs"
    shutil.copytree(small_pdf_dir, pdfs)
    shutil.copy(extra_pdf, pdfs)
    config = tiny_config(tmp_path / "line", pdfs, tiny_model_dir, models_dir, **languages)
    full = build_bundle(config, quiet=True)
    vocabulary = full.manifest["model"]["vocabulary"]
    assert vocabulary["scope"] == "languages" and vocabulary["grown_rows"] >= 1, "the extra PDF's token grew it"
    assert vocabulary["rows"] == 1990 + vocabulary["grown_rows"] and vocabulary["languages_from"] == "vocab_languages"
    assert "widened_rows" not in vocabulary, "the budget holds the word lists' pieces"
    (pdfs / extra_pdf.name).unlink()
    smaller = build_bundle(config, quiet=True)
    released = tmp_path / "release-1"
    shutil.copytree(smaller.path, released)
    assert smaller.embedded == 0, "every chunk left was embedded with the same model"
    shutil.copy(extra_pdf, pdfs)
    update = build_bundle(config, quiet=True)
    clean = build_bundle(tiny_config(tmp_path / "clean", pdfs, tiny_model_dir, tmp_path / "clean-models",
                                     **languages), quiet=True)
    model = update.manifest["model"]["file"]
    assert "_v1990_" in model
    assert {run.manifest["vectors"]["model_sha256"] for run in (full, smaller, update, clean)} == {
        sha256_file(released / model)}, "one model file for both corpora, exported again byte for byte"
    added = update.manifest["corpus"]["chunks"] - smaller.manifest["corpus"]["chunks"]
    # Every vector of both releases came from the first build's cache: the model never changed.
    assert added > 0 and (update.embedded, update.reused) == (0, update.manifest["corpus"]["chunks"])
    assert hashes(update.path) == hashes(clean.path) == hashes(full.path)
    assert update.manifest["corpus"]["token_coverage"]["outside_table"] == 0
    # The bundle ships the tokenizer the languages' model reads: the stock one with the dropped pieces re-split.
    shipped, stock = update.path / "sentencepiece.model", tiny_model_dir / "tokenizer.model"
    keep = VocabRestriction(1990, None, ("fr", "en"), grown=_grown_ids(models_dir, sha256_file(shipped.with_name(model)))).subset(stock).keep
    assert shipped.read_bytes() == resplit_tokenizer(stock.read_bytes(), keep) != stock.read_bytes()
    assert update.manifest["vectors"]["tokenizer_sha256"] == sha256_file(shipped)
    diff = diff_bundles(released, update.path)
    assert diff.download_bytes("model") == 0 < diff.download_bytes("corpus")
    assert {f.path for f in diff.files if f.status == "changed"} == {"corpus.db", "corpus_fts.db", "vectors.bin",
                                                                       "chunks.txt"}
    # A clean build of the smaller corpus needs no grown row: its own, smaller file.
    alone = build_bundle(tiny_config(tmp_path / "alone", small_pdf_dir, tiny_model_dir, tmp_path / "alone-models",
                                     **languages), quiet=True)
    assert alone.manifest["model"]["vocabulary"]["grown_rows"] < vocabulary["grown_rows"]


def test_a_languages_table_holds_every_piece_of_its_word_lists_and_says_so(tmp_path, small_pdf_dir, tiny_model_dir,
                                                                         models_dir):
    """Issue 59: languages whose word lists' pieces need more rows than vocab_budget (four languages in one table)
    get them all, a wider file than the budget, and the build line and the manifest say how many and why; a budget
    that holds them (the test above's 1,990) is the table's size."""
    from edge_export.embedding.vocab import word_list_rows

    needed = word_list_rows(tiny_model_dir / "tokenizer.model", ("fr", "en"))
    assert 1900 < needed <= 1990, "the tiny tokenizer's fr,en lists: between this budget and the one above"
    run = build_bundle(tiny_config(tmp_path, small_pdf_dir, tiny_model_dir, models_dir, vocab_budget=1900,
                                   vocab_languages=["fr", "en"]), quiet=True)
    vocabulary = run.manifest["model"]["vocabulary"]
    assert f"_v{needed}_" in run.manifest["model"]["file"]
    assert vocabulary["rows"] == needed + vocabulary["grown_rows"] and vocabulary["widened_rows"] == needed - 1900
    assert vocabulary["languages_from"] == (f"vocab_languages; {needed:,} rows: every piece of its languages' word "
                                            "lists, more than the 1,900-row budget holds: a question in any of them "
                                            "reads its frequent words whole")
    assert verify_bundle(run.path) == []


def _grown_ids(models_dir, sha256: str) -> tuple[int, ...]:
    """The grown ids of the export in `models_dir` whose bytes have this SHA-256."""
    [path] = [p for p in models_dir.glob("*.tflite") if sha256_file(p) == sha256]
    return tuple(read_metadata(path)["extra"]["vocab"]["grown"]["ids"])


def test_a_languages_table_that_drifts_on_the_corpus_gives_way_to_every_row(tmp_path, small_pdf_dir, tiny_model_dir,
                                                                           models_dir, monkeypatch):
    """Issue 59: the table is checked on the corpus before the embed stage; one that drifts past its floor is
    replaced by every row (checked the same way), and when both drift the error names the two tries."""
    from edge_export.bundle import build
    from edge_export.errors import ExportParityError
    from edge_export.export import recipes

    monkeypatch.setattr(recipes, "EVERY_ROW_RECIPE", "dynamic_wi8_afp32_t4hr")  # one the 2-layer model has
    real = build.smoke_parity

    def drifting(db_path, corpus, prompts, artifact, *args):  # the languages' table drifts on this corpus
        check = real(db_path, corpus, prompts, artifact, *args)
        return {**check, "cosine_min": 0.5, "passed": False} if "_v1990" in artifact.name else check

    monkeypatch.setattr(build, "smoke_parity", drifting)
    config = tiny_config(tmp_path / "a", small_pdf_dir, tiny_model_dir, models_dir, vocab_budget=1990,
                         vocab_languages=["fr", "en"])
    run = build_bundle(config, quiet=True)
    vocabulary = run.manifest["model"]["vocabulary"]
    assert "_vall_" in run.manifest["model"]["file"] and vocabulary["restricted"] is False
    assert vocabulary["languages_from"].startswith("vocab_languages; every row: the languages' table (")
    assert verify_bundle(run.path) == []
    monkeypatch.setattr(build, "smoke_parity", lambda db_path, corpus, prompts, artifact, *args: {
        **real(db_path, corpus, prompts, artifact, *args), "cosine_min": 0.5, "passed": False})
    with pytest.raises(ExportParityError, match=r"tried the languages' table \(.*_v1990.*\), then every row; "
                                                "check the corpus's text"):
        build_bundle(replace(config, output_dir=tmp_path / "b"), quiet=True)
    assert not (tmp_path / "b" / config.name).exists()


def test_missing_model_fails_before_anything_is_written(tmp_path, small_pdf_dir, models_dir):
    config = tiny_config(tmp_path, small_pdf_dir, tmp_path / "no-model", models_dir)
    with pytest.raises(ArtifactError, match="model fetch") as info:
        build_bundle(config, quiet=True)
    assert str(tmp_path / "no-model") in str(info.value)
    assert not config.output_dir.exists() and not config.build_dir.exists()


def test_corrupt_chunk_file_is_named_and_nothing_is_written(tmp_path, small_pdf_dir, tiny_model_dir, models_dir):
    bad = tmp_path / "chunks.json"
    bad.write_text('{"metadata": {}, "chunks": [', encoding="utf-8")
    config = tiny_config(tmp_path, small_pdf_dir, tiny_model_dir, models_dir)
    with pytest.raises(InputError, match="not valid JSON") as info:
        build_bundle(config, chunks_file=bad, quiet=True)
    assert str(bad) in str(info.value) and not config.output_dir.exists()


def test_int8_vectors_at_256_dims(tmp_path, small_pdf_dir, tiny_model_dir, models_dir):
    config = replace(tiny_config(tmp_path, small_pdf_dir, tiny_model_dir, models_dir, vectors="int8", dims=256),
                     workers=2)  # the shipped setting: two LiteRT worker processes
    run = build_bundle(config, quiet=True)
    assert verify_bundle(run.path) == []
    assert run.manifest["vectors"]["format"] == "int8" and run.manifest["vectors"]["dims"] == 256
    stored = open_vector_file(run.path / "vectors.bin")
    assert (stored.dims, stored.vector_format, stored.codes.dtype) == (256, "int8", np.int8)
    conn = sqlite3.connect(run.path / "corpus.db")
    assert {len(b) for (b,) in conn.execute("SELECT embeddings FROM rag_vector_store")} == {4 + 4 * 256}


@pytest.mark.parametrize("damage, rule", [
    (lambda d: d.joinpath("chunks.txt").write_bytes(d.joinpath("chunks.txt").read_bytes() + b"x"), "files:bytes"),
    (lambda d: d.joinpath("corpus_fts.db").unlink(), "files:missing"),
    (lambda d: d.joinpath("notes.txt").write_text("hi"), "files:unlisted"),
    (lambda d: d.joinpath("manifest.json").write_text("{}"), "schema:required"),
])
def test_verify_bundle_names_what_is_wrong(built, tmp_path, capsys, damage, rule):
    _, run = built
    copy = tmp_path / "bundle"
    shutil.copytree(run.path, copy)
    assert main(["verify-bundle", str(copy)]) == 0
    damage(copy)
    assert main(["verify-bundle", str(copy)]) == 1
    assert rule in capsys.readouterr().err


def alter_db(bundle, sql: str, params=()) -> None:
    """Change corpus.db behind the manifest's back, then re-hash it, so that only the content checks see it."""
    conn = sqlite3.connect(bundle / "corpus.db")
    conn.execute(sql, params)
    conn.commit()
    conn.close()
    manifest = rehash(bundle, json.loads((bundle / "manifest.json").read_text(encoding="utf-8")), "corpus.db")
    (bundle / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")


def alter_vectors(bundle, offset: int, data: bytes) -> None:
    """Overwrite bytes of vectors.bin behind the manifest's back, then re-hash it."""
    with open(bundle / "vectors.bin", "r+b") as fh:
        fh.seek(offset)
        fh.write(data)
    manifest = rehash(bundle, json.loads((bundle / "manifest.json").read_text(encoding="utf-8")), "vectors.bin")
    (bundle / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")


@pytest.mark.parametrize("section, data, message", [
    (0, b"\xff", "sign codes that are not its vectors' signs"),  # the first row's first eight signs flipped
    (3, struct.pack("<ii", 99, 1), "its (document, page) rows are not corpus.db's chunks'"),
    (1, struct.pack("<f", float("nan")), "non-finite vector components"),
    (4, struct.pack("<f", 1.0), "moments that are not its vectors'"),  # the mean's first component, in float32
])
def test_verify_bundle_checks_the_vector_file_against_the_db(built, tmp_path, section, data, message):
    _, run = built
    copy = tmp_path / "bundle"
    shutil.copytree(run.path, copy)
    offsets = HEADER.unpack((copy / "vectors.bin").read_bytes()[: HEADER.size])[6:]
    signs = (copy / "vectors.bin").read_bytes()[offsets[0]]
    alter_vectors(copy, offsets[section], bytes([signs ^ 0xFF]) if section == 0 else data)
    found = {(v.rule, v.message) for v in verify_bundle(copy)}
    assert any(rule.startswith("vectors:") and message in text for rule, text in found), found


def test_verify_bundle_catches_vectors_of_another_model(built, tmp_path):
    _, run = built
    copy = tmp_path / "bundle"
    shutil.copytree(run.path, copy)
    alter_db(copy, "UPDATE meta SET value = ? WHERE key = 'artifact_sha256'", ("0" * 64,))
    assert {(v.rule, v.path.rsplit(" ", 1)[-1]) for v in verify_bundle(copy)} == {("db:meta", "meta.artifact_sha256")}


def test_verify_bundle_catches_vectors_or_a_release_of_another_model(built, tmp_path):
    _, run = built
    copy = tmp_path / "bundle"
    shutil.copytree(run.path, copy)
    manifest = json.loads((copy / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["vectors"]["tokenizer_sha256"] == sha256_file(copy / "sentencepiece.model")
    manifest["vectors"]["model_sha256"] = "0" * 64
    manifest["vectors"]["tokenizer_sha256"] = "2" * 64
    manifest["release"]["corpus_sha256"] = "1" * 64
    (copy / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    assert {v.rule for v in verify_bundle(copy)} == {"vectors:model_sha256", "vectors:tokenizer_sha256",
                                                     "release:corpus_sha256"}


def test_verify_bundle_reads_the_db_it_checks(built, tmp_path):
    _, run = built
    copy = tmp_path / "bundle"
    shutil.copytree(run.path, copy)
    alter_db(copy, "UPDATE rag_vector_store SET embeddings = x'00' WHERE ROWID = 2")
    rules = {v.rule for v in verify_bundle(copy)}
    assert rules == {"db:vf32"}


def test_a_given_artifact_is_shipped_as_it_is(built, tmp_path, small_pdf_dir, tiny_model_dir, models_dir):
    _, run = built
    artifact = models_dir / run.manifest["model"]["file"]
    config = replace(tiny_config(tmp_path, small_pdf_dir, tiny_model_dir, tmp_path / "elsewhere"), artifact=artifact)
    again = build_bundle(config, quiet=True)
    assert sha256_file(again.path / artifact.name) == sha256_file(artifact)
    assert not (tmp_path / "elsewhere").exists()


def test_verify_bundle_compares_the_db_with_its_schema(built, tmp_path):
    _, run = built
    copy = tmp_path / "bundle"
    shutil.copytree(run.path, copy)
    alter_db(copy, "ALTER TABLE rag_vector_store RENAME COLUMN embeddings TO vectors")
    [violation] = verify_bundle(copy)
    assert violation.rule == "db:schema" and violation.path.endswith("rag_vector_store")


def test_one_config_builds_several_bundles_through_the_cli(built, tmp_path, small_pdf_dir, tiny_model_dir,
                                                           models_dir, capsys):
    _, run = built
    artifact = models_dir / run.manifest["model"]["file"]
    config = tmp_path / "edge-export.toml"
    config.write_text(f"""
[defaults]
artifact = "{artifact}"
model_dir = "{tiny_model_dir}"
corpus_dir = "{small_pdf_dir}"
workers = 1

[bundles.alpha]
corpus = "AL"

[bundles.beta]
corpus = "BE"
vectors = "int8"
""", encoding="utf-8")
    assert main(["bundle", "--config", str(config), "-q"]) == 0
    assert capsys.readouterr().out.split() == [str(tmp_path / "android_assets" / n) for n in ("alpha", "beta")]
    for name, code, fmt in (("alpha", "AL", "float32"), ("beta", "BE", "int8")):
        manifest = json.loads((tmp_path / "android_assets" / name / "manifest.json").read_text(encoding="utf-8"))
        assert (manifest["bundle"], manifest["corpus"]["code"], manifest["vectors"]["format"]) == (name, code, fmt)
        assert main(["verify-bundle", str(tmp_path / "android_assets" / name), "-q"]) == 0


def test_the_bm25_analyzer_is_detected_recorded_and_checked(built, tmp_path):
    """The manifest records the analyzer (the FR corpus detected as French, Snowball stems by default); an FTS
    file written with another one (words behind a manifest that says stems) is named by verify-bundle."""
    from edge_export.db.analyzer import Analyzer
    from edge_export.db.writer import write_fts_db

    _, run = built
    recorded = run.manifest["retrieval"]["bm25"]
    assert recorded == Analyzer("fr", stem=True).to_json() and recorded["stemmer"] == "french"
    assert run.manifest["retrieval"]["depth"] == 50
    copy = tmp_path / "bundle"
    shutil.copytree(run.path, copy)
    (copy / "corpus_fts.db").unlink()
    write_fts_db(copy / "corpus_fts.db", [{"text": "le joueur", "metadata": {}}] * run.manifest["corpus"]["chunks"],
                 {"bm25_analyzer": Analyzer("fr").to_json()}, Analyzer("fr"))
    manifest = rehash(copy, json.loads((copy / "manifest.json").read_text(encoding="utf-8")), "corpus_fts.db")
    (copy / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    assert {v.rule for v in verify_bundle(copy)} == {"fts:analyzer"}


def test_a_bm25_analyzer_edge_export_does_not_write_is_named(built, tmp_path):
    """A manifest whose stemmer is another language's (search refuses it, in Python and Java), and corpus.db's BM25
    tables written with another analyzer than the manifest records, are each named by verify-bundle."""
    import sqlite3

    _, run = built
    copy = tmp_path / "bundle"
    shutil.copytree(run.path, copy)
    manifest = json.loads((copy / "manifest.json").read_text(encoding="utf-8"))
    manifest["retrieval"]["bm25"]["stemmer"] = "russian"
    (copy / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    found = verify_bundle(copy)
    assert "manifest:analyzer" in {v.rule for v in found}
    assert any("'russian' is not the Snowball stemmer of language 'fr'" in v.message for v in found)

    shutil.rmtree(copy)
    shutil.copytree(run.path, copy)
    conn = sqlite3.connect(copy / "corpus.db")
    conn.execute("UPDATE meta SET value = ? WHERE key = 'bm25_analyzer'", (json.dumps({"language": "fr"}),))
    conn.commit()
    conn.close()
    manifest = rehash(copy, json.loads((copy / "manifest.json").read_text(encoding="utf-8")), "corpus.db")
    (copy / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    assert {v.rule for v in verify_bundle(copy)} == {"db:analyzer"}


def test_an_adapted_build_ships_and_records_the_adapted_model(built, tmp_path, small_pdf_dir, tiny_model_dir,
                                                               models_dir):
    from edge_export.adapt.stage import adapted_reference, read_adaptation

    base = tmp_path / "checkpoints" / tiny_model_dir.name  # the adapted folder is written beside it
    shutil.copytree(tiny_model_dir, base)
    run = build_bundle(tiny_config(tmp_path, small_pdf_dir, base, models_dir, adapt="ict-l1"), quiet=True)
    assert verify_bundle(run.path) == []
    source = run.manifest["model"]["source"]
    adapted = base.parent / source["adaptation"]["checkpoint"]
    record = read_adaptation(adapted)
    assert source["weights_sha256"] == record["weights_sha256"] == sha256_file(adapted / "model.safetensors")
    assert source["adaptation"]["base_weights_sha256"] == sha256_file(base / "model.safetensors")
    assert source["adaptation"]["recipe"]["name"] == "ict-l1" and source["adaptation"]["pairs"] == record["pairs"]
    assert adapted_reference(base, run.manifest) == adapted  # what make parity measures against
    assert run.manifest["parity"]["passed"]  # the smoke check ran against the adapted fp32 model
    assert "adapt" in run.stages
    assert run.manifest["model"]["file"].startswith("tiny-embeddinggemma.ict-l1_")  # no cache key: a stable name
    assert source["id"] == "unpinned checkpoint, adapted (ict-l1)"
    shipped = {f["role"]: f["sha256"] for f in run.manifest["files"]}
    plain = {f["role"]: f["sha256"] for f in built[1].manifest["files"]}
    assert shipped["model"] != plain["model"] and shipped["corpus_db"] != plain["corpus_db"]
    assert shipped["tokenizer"] == plain["tokenizer"]

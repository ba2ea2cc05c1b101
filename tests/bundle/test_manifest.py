"""The manifest's model section: what it says of the embedding table an artifact carries."""

from __future__ import annotations

from edge_export.bundle.manifest import model_section

SIGNATURES = {"embed_256": {"inputs": [{"name": "text_batch", "shape": [1, 256]}],
                            "outputs": [{"name": "encodings", "shape": [1, 768]}]}}


def metadata(vocab: dict | None) -> dict:
    return {"format": "tflite", "recipe": "dynamic_wi8_afp32_t4hr", "signatures": SIGNATURES, "embedding_dim": 768,
            "extra": {"vocab": vocab}}


def vocab(budget, fallback) -> dict:
    return {"label": "vall" if budget == "all" else "v93k", "budget": budget, "languages": ["fr", "en"],
            "corpus_sha256": "ab" * 32, "fallback": fallback}


def test_every_row_file_is_not_called_restricted():
    section = model_section("m.tflite", metadata(vocab("all", None)), "00" * 32)["vocabulary"]
    assert section["restricted"] is False and "every row" in section["note"]
    assert section["corpus_sha256"] == "ab" * 32 and "rows" not in section


def test_restricted_and_whole_tables_are_told_apart():
    restricted = model_section("m.tflite", metadata(vocab(93000, "nearest kept token")), "00" * 32)["vocabulary"]
    assert restricted["restricted"] is True and restricted["rows"] == 93000 and "poorly" in restricted["note"]
    assert model_section("m.tflite", metadata(None), "00" * 32)["vocabulary"] == {"restricted": False}


def test_a_languages_table_names_no_corpus():
    section = model_section("m.tflite", metadata({**vocab(80000, "nearest kept token"), "scope": "languages",
                                                  "corpus_sha256": None}), "00" * 32)["vocabulary"]
    assert section["scope"] == "languages" and "corpus_sha256" not in section and "any corpus" in section["note"]


def test_the_release_tells_a_corpus_update_from_a_model_update():
    from edge_export.bundle.manifest import release_section

    files = [{"path": "m.tflite", "role": "model", "bytes": 1, "sha256": "a" * 64},
             {"path": "sentencepiece.model", "role": "tokenizer", "bytes": 1, "sha256": "b" * 64},
             {"path": "corpus.db", "role": "corpus_db", "bytes": 1, "sha256": "c" * 64}]
    first = release_section(files)
    corpus_update = release_section([*files[:2], {**files[2], "sha256": "d" * 64}])
    model_update = release_section([{**files[0], "sha256": "e" * 64}, *files[1:]])
    assert first["model_sha256"] == "a" * 64 == corpus_update["model_sha256"]
    assert corpus_update["corpus_sha256"] != first["corpus_sha256"] == model_update["corpus_sha256"]
    assert len({first["version"], corpus_update["version"], model_update["version"]}) == 3
    assert release_section(files, "2026.12")["version"] == "2026.12"
    assert release_section(list(reversed(files))) == first, "the order files are listed in does not matter"

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

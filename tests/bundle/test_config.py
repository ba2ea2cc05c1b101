"""edge-export.toml: defaults, bundle tables, environment and CLI overrides, and clear errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from edge_export.bundle.config import BundleConfig, bundle_names, load_config, parse_overrides
from edge_export.errors import InputError

REPO = Path(__file__).resolve().parents[2]


def write_config(tmp_path, text: str) -> Path:
    path = tmp_path / "conf" / "edge-export.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


CONFIG = """
[defaults]
dims = 512
vectors = "int8"
workers = 2
vocab_languages = ["fr", "en"]

[bundles.fr]
corpus_dir = "pdfs/fr"
corpus = "FR"

[bundles.intl]
corpus_dir = "/abs/intl"
corpus = "INTL"
dims = 256
"""


def test_precedence_cli_over_env_over_bundle_over_defaults(tmp_path):
    path = write_config(tmp_path, CONFIG)
    base = load_config(path, "intl", environ={})
    assert (base.dims, base.vectors, base.workers, base.corpus) == (256, "int8", 2, "INTL")
    env = load_config(path, "intl", environ={"EDGE_EXPORT_DIMS": "128", "EDGE_EXPORT_SDK_TABLE": "false"})
    assert env.dims == 128 and env.sdk_table is False
    cli = load_config(path, "intl", environ={"EDGE_EXPORT_DIMS": "128"}, overrides=parse_overrides(["dims=768"]))
    assert cli.dims == 768


def test_relative_paths_are_the_config_folders(tmp_path):
    path = write_config(tmp_path, CONFIG)
    config = load_config(path, "fr", environ={})
    assert config.corpus_dir == path.parent / "pdfs/fr"
    assert config.bundle_dir == path.parent / "android_assets" / "fr"
    assert load_config(path, "intl", environ={}).corpus_dir == Path("/abs/intl")
    # Given on the command line, a path is the caller's, not the config file's.
    assert load_config(path, "fr", environ={}, overrides={"corpus_dir": "x"}).corpus_dir == Path("x")


def test_lists_come_from_toml_or_comma_separated_strings(tmp_path):
    path = write_config(tmp_path, CONFIG)
    assert load_config(path, "fr", environ={}).vocab_languages == ["fr", "en"]
    assert load_config(path, "fr", environ={"EDGE_EXPORT_VOCAB_LANGUAGES": "de,it"}).vocab_languages == ["de", "it"]


def test_a_bundle_outside_the_config_needs_its_corpus(tmp_path):
    path = write_config(tmp_path, CONFIG)
    with pytest.raises(InputError, match=r"'es' needs corpus_dir and corpus \(the config defines fr, intl\)"):
        load_config(path, "es", environ={})
    config = load_config(path, "es", environ={}, overrides={"corpus_dir": "es", "corpus": "ES"})
    assert config.dims == 512 and config.bundle_dir.name == "es"


@pytest.mark.parametrize("text, message", [
    ("[defaults]\ndimz = 3\n", r"\[defaults\]: unknown setting 'dimz'"),
    ("[defaults]\nworkers = \"two\"\n", r"workers = 'two' is not a valid int"),
    ("[defaults\n", "not valid TOML"),
    ("[bundle.fr]\n", r"unknown table\(s\) \['bundle'\]"),
    ("[defaults]\ndocument_languages = [\"fr\", \"klingon\"]\n", r"document_languages: unknown language 'klingon'"),
])
def test_bad_config_names_the_file_and_the_setting(tmp_path, text, message):
    path = write_config(tmp_path, text)
    with pytest.raises(InputError, match=message) as info:
        load_config(path, "fr", environ={}, overrides={"corpus_dir": "x", "corpus": "FR"})
    assert str(path) in str(info.value)


def test_bad_override_is_refused():
    with pytest.raises(InputError, match="not KEY=VALUE"):
        parse_overrides(["dims"])


def test_the_repo_config_builds_the_fr_bundle_with_the_makefile_default_artifact():
    config = load_config(REPO / "edge-export.toml", "fr", environ={})
    assert bundle_names(REPO / "edge-export.toml") == ["fr"]
    assert config.corpus == "FR" and config.corpus_dir.name == "fr"
    assert (config.dims, config.vectors, config.fts, config.sdk_table) == (768, "float32", "separate", True)
    # the retrieval defaults BENCHMARKS.md chose, which the built-in defaults repeat
    chosen = ("document+section", "hybrid", "question answering", ["1", "1"], True, "0.05", 10, "auto", True)
    fields = ("document_title", "search_mode", "query_task", "hybrid_weights", "per_page", "page_neighbours",
              "bm25_pages", "language", "bm25_stemmer")
    assert tuple(getattr(config, f) for f in fields) == chosen
    builtin = BundleConfig(name="x")
    assert tuple(getattr(builtin, f) for f in fields) == chosen
    # the abstention threshold is the FR measurement's (BENCHMARKS.md, "Defaults an app can ship": 90 % of each
    # gold file's answerable questions kept): recorded by the config; the signal it is a threshold of is the
    # built-in default's
    assert config.abstain_below == "2.75" and builtin.abstain_below == ""
    assert config.abstain_signal == builtin.abstain_signal == "top_cosine_z"


@pytest.mark.parametrize("override, message", [
    ({"dims": "300"}, "dims = 300: choose one of 768, 512, 256, 128"),
    ({"vectors": "fp16"}, "vectors = 'fp16': choose one of float32, int8"),
    ({"fts": "yes"}, "fts = 'yes'"),
    ({"chunker": "words"}, "chunker = 'words'"),
    ({"document_title": "file"}, "document_title = 'file': choose one of none, document, document\\+section"),
    ({"per_page": "maybe"}, "per_page = 'maybe' is not a valid bool"),
    ({"workers": "0"}, "workers = 0: must be at least 1"),
    ({"corpus": "fr"}, "corpus = 'fr': 2 to 8 capital letters"),
    ({"language": "klingon"}, "language = 'klingon': choose one of auto, fr, en"),
    ({"bm25_stemmer": "porter"}, "bm25_stemmer = 'porter' is not a valid bool"),
    ({"page_neighbours": "nan"}, "page_neighbours 'nan': expected numbers"),
    ({"abstain_below": "high"}, "abstain_below 'high'"),
    ({"abstain_signal": "margin"}, "abstain_signal = 'margin': choose one of top_cosine, top_cosine_z"),
    ({"bm25_pages": "-1"}, "bm25_pages -1: must be at least 0"),
    ({"bm25_pages": "many"}, "bm25_pages = 'many' is not a valid int"),
    ({"vocab_budget": "most"}, "vocab_budget = 'most' is not a valid"),
    ({"vocab_budget": "-5"}, "vocab_budget = -5: 0 \\(the whole vocabulary\\), a row count or 'all'"),
    ({"vocab_scope": "corpora"}, "vocab_scope = 'corpora': one of 'languages', 'corpus'"),
    ({"vocab_budget": "90000", "vocab_languages": ""}, 'vocab_scope = "languages" needs vocab_languages'),
    ({"adapt": "lora"}, "adapt 'lora': use `none` or `ict-l<N>`"),
    ({"vocab_languages": "auto,fr"}, r"vocab_languages = \['auto', 'fr'\]: \[\"auto\"\] alone, or language codes"),
    ({"query_languages": "auto"}, r"query_languages = \['auto'\]: language codes"),
    ({"vocab_languages": "fr,xx"}, "vocab_languages: unknown language\\(s\\) 'xx'"),
    ({"query_languages": "klingon"}, "query_languages: unknown language\\(s\\) 'klingon'"),
    ({"model_size": "tiny"}, "model_size = 'tiny': choose one of standard, compact"),
    ({"model_size": "compact"}, "chooses the body of a languages' table"),
    ({"model_size": "compact", "vocab_budget": "93000", "vocab_scope": "corpus"}, "this table layout has one recipe"),
    ({"adapt": "ict-l4", "artifact": "x.tflite"}, "with a ready artifact"),
])
def test_bad_values_are_refused_before_any_work(tmp_path, override, message):
    path = write_config(tmp_path, CONFIG)
    with pytest.raises(InputError, match=message):
        load_config(path, "fr", environ={}, overrides=override)


def test_a_table_for_languages_or_for_the_corpus_picks_its_measured_recipe(tmp_path):
    from edge_export.bundle.config import artifact_recipe
    from edge_export.export.recipes import LANGUAGES_TABLE_RECIPE, RESTRICTED_TABLE_RECIPE

    path = write_config(tmp_path, CONFIG)
    languages = load_config(path, "fr", environ={}, overrides={"vocab_budget": "120000"})
    assert languages.vocab_scope == "languages" and artifact_recipe(languages) == LANGUAGES_TABLE_RECIPE
    corpus = load_config(path, "fr", environ={"EDGE_EXPORT_VOCAB_SCOPE": "corpus"}, overrides={"vocab_budget": "93000"})
    assert artifact_recipe(corpus) == RESTRICTED_TABLE_RECIPE


def test_model_size_picks_the_languages_tables_body_and_a_recipe_wins(tmp_path):
    from edge_export.bundle.config import artifact_recipe
    from edge_export.export.recipes import COMPACT_LANGUAGES_TABLE_RECIPE, LANGUAGES_TABLE_RECIPE, parse_recipe

    path = write_config(tmp_path, CONFIG)
    standard = load_config(path, "fr", environ={}, overrides={"vocab_budget": "120000"})
    compact = load_config(path, "fr", environ={"EDGE_EXPORT_MODEL_SIZE": "compact"}, overrides={"vocab_budget": "120000"})
    assert (standard.model_size, artifact_recipe(standard)) == ("standard", LANGUAGES_TABLE_RECIPE)
    assert artifact_recipe(compact) == COMPACT_LANGUAGES_TABLE_RECIPE
    # the standard body rounds no weight to int4 (its table's rarer rows aside); the compact one does
    assert not parse_recipe(LANGUAGES_TABLE_RECIPE).layer_overrides
    assert parse_recipe(COMPACT_LANGUAGES_TABLE_RECIPE).layer_overrides
    chosen = load_config(path, "fr", environ={}, overrides={"vocab_budget": "120000", "model_size": "compact",
                                                           "recipe": "dynamic_wi8_afp32_t4"})
    assert artifact_recipe(chosen) == "dynamic_wi8_afp32_t4"


def test_the_model_fetch_variable_is_not_read_as_the_bundles_model(tmp_path):
    path = write_config(tmp_path, CONFIG)
    assert load_config(path, "fr", environ={"EDGE_EXPORT_MODEL_DIR": "/somewhere"}).model_dir is None


def test_vocab_budget_is_a_row_count_or_every_row(tmp_path):
    path = write_config(tmp_path, CONFIG + 'vocab_budget = "all"\n')
    assert load_config(path, "intl", environ={}).vocab_budget == "all"
    assert load_config(path, "intl", environ={}, overrides={"vocab_budget": "93000"}).vocab_budget == 93000
    assert load_config(path, "intl", environ={"EDGE_EXPORT_VOCAB_BUDGET": "ALL"}).vocab_budget == "all"
    assert load_config(path, "fr", environ={}).vocab_budget == 0


def test_auto_languages_follow_the_documents_then_the_query_languages(tmp_path):
    """vocab_languages = ["auto"] (the default): the languages the chunk stage found, most documents first, then
    query_languages; a setting of codes wins; the reason is what the build line and the manifest say."""
    from edge_export.bundle.config import table_languages

    path = write_config(tmp_path, CONFIG)
    documents = [{"extraction": {"languages": {"de": 0.8}}}, {"extraction": {"languages": {"ru": 0.9, "en": 0.7}}},
                 {"extraction": {"languages": {"ru": 0.9}}}, {"extraction": {}}]
    auto = load_config(path, "fr", environ={}, overrides={"vocab_languages": "auto"})
    assert auto.query_languages == ["en"]
    assert table_languages(auto, documents) == (
        ("ru", "de", "en"), "auto: the documents' ru (2 documents), de (1 document), en (1 document); queries en")
    asked = load_config(path, "fr", environ={}, overrides={"vocab_languages": "auto", "query_languages": "es,en"})
    assert table_languages(asked, documents[:1])[0] == ("de", "es", "en")
    assert table_languages(asked, [])[1] == "auto: the documents' none found; queries es,en"
    # A Persian book with English commands: Persian first, though English sorts before it and both are in it.
    assert table_languages(auto, [{"extraction": {"languages": {"fa": 0.9, "en": 0.6}}}])[0] == ("fa", "en")
    assert table_languages(load_config(path, "fr", environ={}), documents) == (("fr", "en"), "vocab_languages")

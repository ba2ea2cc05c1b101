"""`edge-export.toml`: the bundles to build, with environment and command-line overrides.

Precedence, highest first: CLI overrides (`--set key=value`), `EDGE_EXPORT_<KEY>` environment
variables, the `[bundles.NAME]` table, `[defaults]`, then the defaults of BundleConfig. Relative paths
are taken from the config file's folder, so `make` and a direct call agree wherever they run from.
"""

from __future__ import annotations

import math
import os
import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path

from ..chunk.languages import AUTO, DEFAULT_LANGUAGES, found_languages, parse_languages
from ..embedding.vocab import ALL_ROWS, check_languages, vocab_budget_value
from ..errors import EdgeExportError, InputError

ENV_PREFIX = "EDGE_EXPORT_"
VOCAB_SCOPES = ("languages", "corpus")
# EDGE_EXPORT_MODEL_DIR already names `model fetch`'s local source folder (a folder that is verified
# and copied into the cache), so it is not read as this config's model_dir.
ENV_IGNORED = ("model_dir",)
PATH_KEYS = ("corpus_dir", "models_dir", "build_dir", "output_dir", "artifact", "model_dir", "tokenizer")


@dataclass(frozen=True)
class BundleConfig:
    """One bundle's settings. Every field's `doc` metadata is its line in the configuration reference
    (docs: Reference → Configuration, generated from these fields by edge_export.docgen; a test fails on a
    field without one)."""

    name: str = field(metadata={"doc": "The bundle's name: its [bundles.NAME] table and its folder under "
                                       "`output_dir` and `build_dir`."})
    corpus_dir: Path | None = field(default=None, metadata={"doc": "The PDF folder (required)."})
    corpus: str = field(default="", metadata={"doc": "The corpus code in the chunk ids (FR, INTL); required."})
    chunker: str = field(default="token-window-v2", metadata={
        "doc": "How pages become chunks (chunk.chunkers): token windows that start and end between words by "
               "default."})
    document_languages: list = field(default_factory=lambda: list(DEFAULT_LANGUAGES), metadata={
        "doc": "The documents' languages (chunk/languages.py): [\"auto\"], each page's script and language "
               "detected, or hints that win where they apply (a repair's word list, OCR's model for their "
               "script). Not BM25's `language`, which is one and can be detected from the text."})
    strict_pages: bool = field(default=False, metadata={
        "doc": "A page no extractor can read fails the build (true), or is left out and named (false)."})
    recipe: str = field(default="", metadata={
        "doc": "TFLite recipe of the artifact that ships; empty: the measured one for the table's layout "
               "(export.recipes.default_recipe), so `vocab_budget = \"all\"` alone switches a bundle to every "
               "row."})
    model_size: str = field(default="standard", metadata={
        "doc": "The languages' table's body (export.recipes.MODEL_SIZES): \"standard\", int8 throughout "
               "(164.2 MB, keeps fp32's answers), or \"compact\", int4 in the layers and projections that cost "
               "least (143.4 MB; at 120,000 rows 7-8 gold_fr questions fewer at rank 5 than fp32, net: "
               "BENCHMARKS.md \"Model size: standard or compact\"). `recipe` wins."})
    vocab_budget: int | str = field(default=0, metadata={
        "doc": "0: the whole vocabulary in one table; a row count: the corpus's and its languages' rows "
               "(embedding.vocab); \"all\": every row, the corpus's in the first tier (a \"_t\" recipe sets the "
               "others' precision)."})
    vocab_languages: list = field(default_factory=lambda: [AUTO], metadata={
        "doc": "The languages whose words the table keeps: [\"auto\"], the languages the chunk stage found in the "
               "documents (the language most documents are written in first: chunk.languages.found_languages) then "
               "`query_languages`; or codes (e.g. [\"fr\", \"en\"]). "
               "A languages' table grows by the corpus's tokens it lacks (embedding.vocab.grown_tokens)."})
    query_languages: list = field(default_factory=lambda: ["en"], metadata={
        "doc": "With vocab_languages = [\"auto\"]: the languages the app's users ask in, beside the documents' "
               "(English: technical words and questions borrowed from it in any language)."})
    vocab_scope: str = field(default="languages", metadata={
        "doc": "Whom the table is cut for: \"languages\" (the languages' words and scripts: one model file for "
               "every corpus in them and every later version of one, so a corpus update ships without a new "
               "model) or \"corpus\" (this corpus's tokens first: a model for this corpus alone, rebuilt when any "
               "chunk text changes)."})
    seq: int = field(default=256, metadata={
        "doc": "The model's longest input in tokens (the export's main signature); a longer text is cut at the end."})
    short_seqs: list = field(default_factory=lambda: [32, 64, 128], metadata={
        "doc": "Signatures beside `seq` (weights shared), for short texts: a text runs on the shortest that "
               "holds it."})
    dims: int = field(default=768, metadata={
        "doc": "Vector dimensions kept (Matryoshka: 768, 512, 256 or 128); fewer make smaller vectors."})
    document_title: str = field(default="document+section", metadata={
        "doc": "What the document prompt's title slot carries (`title: {title} | text: `): \"none\", "
               "\"document\" (the title printed on the document's first page) or \"document+section\" (and the "
               "chunk's section heading). Measured on both FR gold files (BENCHMARKS.md, \"Retrieval quality\"): "
               "\"document+section\"."})
    vectors: str = field(default="float32", metadata={
        "doc": "How corpus.db stores the chunk vectors: \"float32\" or \"int8\" (a quarter of the bytes; "
               "recall measured against float32 in the experiment log)."})
    fts: str = field(default="separate", metadata={
        "doc": "Where the BM25 full-text index goes: \"separate\" (corpus_fts.db), \"inline\" (in corpus.db) or "
               "\"none\"."})
    sdk_table: bool = field(default=True, metadata={
        "doc": "The AI Edge RAG SDK's table (rag_vector_store: every vector again, float32): true writes it for "
               "a corpus of up to SDK_TABLE_MAX_CHUNKS chunks (sdk_table_choice), false never."})
    workers: int = field(default=1, metadata={"doc": "Embedding processes (\"local\") or actors (\"ray\")."})
    threads: int = field(default=1, metadata={"doc": "Threads per embedding process or actor."})
    executor: str = field(default="local", metadata={
        "doc": "Where the embed stage runs: \"local\" processes or a \"ray\" cluster."})
    ray_address: str = field(default="", metadata={
        "doc": "The Ray cluster to join (e.g. \"ray://head:10001\", \"auto\"); empty: start a local one."})
    search_mode: str = field(default="hybrid", metadata={
        "doc": "Retrieval default recorded in the manifest (what `edge-export search` and an app start from): "
               "\"hybrid\", \"vector\" or \"bm25\". Chosen by measurement on both gold files (BENCHMARKS.md, "
               "\"Retrieval quality\"): hybrid, unweighted fusion, the question-answering query prompt, one hit "
               "per page. Hybrid against vector chosen again on the FR and English sets, cross-validated "
               "(BENCHMARKS.md, \"Defaults an app can ship\")."})
    query_task: str = field(default="question answering", metadata={
        "doc": "The model card's query prompt the questions are embedded with (\"question answering\" or "
               "\"search result\"); chosen with search_mode."})
    hybrid_weights: list = field(default_factory=lambda: ["1", "1"], metadata={
        "doc": "Vector, BM25 weights of the reciprocal rank fusion (unweighted by measurement)."})
    per_page: bool = field(default=True, metadata={"doc": "One search result per page (its best chunk)."})
    page_neighbours: str = field(default="0.05", metadata={
        "doc": "With per_page: a page's score gains this share of its best neighbouring page's (page ±1). "
               "Chosen by 5-fold cross-validation on the exam questions (BENCHMARKS.md, \"Retrieval levers, "
               "cross-validated\")."})
    bm25_pages: int = field(default=10, metadata={
        "doc": "Hybrid: BM25 ranks only the chunks of the vector ranking's first N pages (0: every chunk). "
               "Chosen by 5-fold cross-validation on both gold files (BENCHMARKS.md, \"Keywords among the pages "
               "the meaning finds\", and \"Real-world PDFs\": chosen again, 30 → 10, on the chunk texts without "
               "their running lines)."})
    glossary: list = field(default_factory=list, metadata={"doc": "Glossary pages, \"DOC.pdf:FIRST-LAST\"."})
    language: str = field(default="auto", metadata={
        "doc": "The corpus's language, for BM25's stopwords, elisions, stemmer and segmentation (db/analyzer.py): "
               "a code (\"fr\", \"en\", \"de\", \"ru\", \"zh\", \"ja\", \"ko\", \"th\", ...; \"und\": none "
               "listed), or \"auto\" (the language most documents are written in, as the chunk stage found it, as the "
               "model's table does; a chunk file without it: detected from the chunk texts; the manifest records "
               "the result). Where BM25 cannot cut the language's words (Thai, the Indic "
               "scripts), hybrid search ranks by the vectors alone."})
    bm25_stemmer: bool = field(default=True, metadata={
        "doc": "Index and query Snowball stems of the language instead of words (where Snowball has a stemmer "
               "for it; else words). The Java library carries the same Snowball algorithms. Chosen on the nine "
               "gold files of six languages (docs/experiments/languages.md, \"BM25 stems by default\")."})
    abstain_below: str = field(default="", metadata={
        "doc": "\"Not in these documents\": an app abstains when the signal (retrieval/abstain.py) is below "
               "this (\"\" = no threshold recorded; edge-export.toml records 2.75, chosen to keep 90 % of the "
               "answerable questions: BENCHMARKS.md, \"Defaults an app can ship\")."})
    abstain_signal: str = field(default="top_cosine_z", metadata={
        "doc": "`top_cosine_z`: the best chunk's cosine as a z-score over every chunk's cosine with the "
               "question, whose threshold carries from one corpus to another; `top_cosine`: the cosine itself "
               "(BENCHMARKS.md, \"Abstention that carries to another corpus\")."})
    glossary_boost: str = field(default="1", metadata={
        "doc": "The spec's factor for definition questions is 3.5; measured on the FR bundle it costs 3.5 "
               "points of gold_fr recall@5 and changes nothing on the exam questions (BENCHMARKS.md), so it is "
               "off (1) by default."})
    adapt: str = field(default="none", metadata={
        "doc": "The embedder adapted to the corpus before the export (edge_export.adapt): \"none\", or "
               "\"ict-l<N>\" (the top N encoder layers fine-tuned on the corpus's own inverse-cloze pairs; no "
               "labels)."})
    artifact: Path | None = field(default=None, metadata={"doc": "A ready .tflite to ship instead of exporting one."})
    model_dir: Path | None = field(default=None, metadata={
        "doc": "The checkpoint (default: the verified one in the cache)."})
    tokenizer: Path | None = field(default=None, metadata={
        "doc": "The tokenizer for chunking (default: the checkpoint's)."})
    bundle_version: str = field(default="", metadata={
        "doc": "The release's version in the manifest (`release.version`); empty: the digest of the corpus's "
               "files and the model's (a release line an app can compare without the tool's bookkeeping)."})
    models_dir: Path = field(default=Path("models"), metadata={"doc": "Where exported model files are kept and reused."})
    build_dir: Path = field(default=Path("build"), metadata={
        "doc": "Work files: each bundle's chunks and reports (`<build_dir>/<name>/`) and the vector cache "
               "(`vector-cache.sqlite`)."})
    output_dir: Path = field(default=Path("android_assets"), metadata={
        "doc": "Where the finished bundle goes (`<output_dir>/<name>/`)."})

    @property
    def bundle_dir(self) -> Path:
        return self.output_dir / self.name

    @property
    def work_dir(self) -> Path:
        return self.build_dir / self.name


_TYPES = {f.name: f.type for f in fields(BundleConfig)}


def _coerce(key: str, value, source: str):
    """A value from TOML or a string from the environment/CLI, as the field's type."""
    kind = _TYPES[key]
    try:
        if key in PATH_KEYS:
            return Path(value) if value not in (None, "") else None
        if kind == "int":
            return int(value)
        if key == "vocab_budget":
            return vocab_budget_value(value)
        if kind == "bool":
            if isinstance(value, bool):
                return value
            if str(value).lower() in ("1", "true", "yes", "on"):
                return True
            if str(value).lower() in ("0", "false", "no", "off"):
                return False
            raise ValueError(value)
        if kind == "list":
            return list(value) if isinstance(value, list) else [v for v in str(value).split(",") if v]
        return str(value)
    except (TypeError, ValueError):
        raise InputError(source, f"{key} = {value!r} is not a valid {kind}") from None


def _apply(values: dict, layer: dict, source: str) -> None:
    for key, value in layer.items():
        if key not in _TYPES or key == "name":
            raise InputError(source, f"unknown setting {key!r} (known: {', '.join(sorted(set(_TYPES) - {'name'}))})")
        values[key] = _coerce(key, value, source)


def parse_overrides(pairs: list[str]) -> dict[str, str]:
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise InputError("--set", f"{pair!r} is not KEY=VALUE")
        out[key.strip().replace("-", "_")] = value.strip()
    return out


def load_config(path: str | Path | None, name: str, *, overrides: dict | None = None,
                environ: dict | None = None) -> BundleConfig:
    """The settings of bundle `name`; InputError naming the file and the setting when one is wrong."""
    environ = os.environ if environ is None else environ
    values: dict = {}
    base = Path(".")
    bundles: dict = {}
    if path is not None:
        path = Path(path)
        data = _read_toml(path)
        base = path.parent
        unknown = set(data) - {"defaults", "bundles"}
        if unknown:
            raise InputError(path, f"unknown table(s) {sorted(unknown)}: expected [defaults] and [bundles.NAME]")
        _apply(values, data.get("defaults", {}), f"{path} [defaults]")
        bundles = data.get("bundles", {})
        if name in bundles:
            _apply(values, bundles[name], f"{path} [bundles.{name}]")
    env_all = {key[len(ENV_PREFIX):].lower(): value for key, value in environ.items() if key.startswith(ENV_PREFIX)}
    env_layer = {key: value for key, value in env_all.items() if key in _TYPES and key not in ENV_IGNORED}
    _apply(values, env_layer, "environment")
    _apply(values, overrides or {}, "command line")
    config = BundleConfig(name=name, **values)
    config = replace(config, **{k: base / getattr(config, k) for k in PATH_KEYS
                                if getattr(config, k) is not None and not getattr(config, k).is_absolute()
                                and k not in env_layer and k not in (overrides or {})})
    where = path or "command line"
    if config.corpus_dir is None or not config.corpus:
        known = f" (the config defines {', '.join(sorted(bundles))})" if bundles else ""
        raise InputError(where, f"bundle {name!r} needs corpus_dir and corpus{known}")
    problem = settings_problem(config)
    if problem:
        raise InputError(where, f"bundle {name!r}: {problem}")
    return config


def settings_problem(config: BundleConfig) -> str | None:
    """What is wrong with the settings, checked before any work (not minutes later, at the stage)."""
    from ..adapt.recipe import parse_adapt
    from ..chunk.chunkers import CHUNKERS
    from ..chunk.ids import CORPUS_CODE
    from ..db.analyzer import LANGUAGES
    from ..db.vectors import VECTOR_FORMATS
    from ..db.writer import FTS_LAYOUTS
    from ..runtime.reference import MATRYOSHKA_DIMS

    from ..embed.chunk_vectors import EXECUTORS
    from ..embedding.prompts import TITLE_SOURCES
    from ..export.recipes import MODEL_SIZES

    choices = {"dims": MATRYOSHKA_DIMS, "vectors": VECTOR_FORMATS, "fts": FTS_LAYOUTS, "chunker": tuple(CHUNKERS),
               "document_title": TITLE_SOURCES, "language": ("auto", *LANGUAGES), "executor": EXECUTORS}
    for key, allowed in choices.items():
        if getattr(config, key) not in allowed:
            return f"{key} = {getattr(config, key)!r}: choose one of {', '.join(map(str, allowed))}"
    try:
        parse_languages(config.document_languages)
    except ValueError as exc:
        return f"document_languages: {exc}"
    for key in ("workers", "threads", "seq"):
        if getattr(config, key) < 1:
            return f"{key} = {getattr(config, key)}: must be at least 1"
    try:
        if any(int(n) < 2 for n in config.short_seqs):
            raise ValueError
    except ValueError:
        return f"short_seqs = {config.short_seqs!r}: sequence lengths, integers of at least 2"
    if config.executor == "ray":
        from ..embed.ray_pool import require_ray

        try:
            require_ray()
        except EdgeExportError as exc:
            return str(exc)
    if config.vocab_budget != ALL_ROWS and config.vocab_budget < 0:
        return (f"vocab_budget = {config.vocab_budget}: 0 (the whole vocabulary), a row count or "
                f"{ALL_ROWS!r} (every row, in tiers)")
    if config.vocab_scope not in VOCAB_SCOPES:
        return f"vocab_scope = {config.vocab_scope!r}: one of {', '.join(map(repr, VOCAB_SCOPES))}"
    if config.model_size not in MODEL_SIZES:
        return f"model_size = {config.model_size!r}: choose one of {', '.join(MODEL_SIZES)}"
    if config.model_size != "standard" and not (config.vocab_budget and config.vocab_budget != ALL_ROWS
                                                and config.vocab_scope == "languages"):
        return (f"model_size = {config.model_size!r} chooses the body of a languages' table (a vocab_budget row "
                'count with vocab_scope = "languages"); this table layout has one recipe (or set `recipe`)')
    if config.vocab_budget and config.vocab_scope == "languages" and not config.vocab_languages:
        return ('vocab_scope = "languages" needs vocab_languages (["auto"] or e.g. ["fr", "en"]), or vocab_scope = '
                '"corpus" to cut the table to this corpus')
    for key in ("vocab_languages", "query_languages"):
        codes = getattr(config, key)
        if AUTO in codes and (key == "query_languages" or codes != [AUTO]):
            either = '["auto"] alone, or ' if key == "vocab_languages" else ""
            return f"{key} = {codes!r}: {either}language codes"
        try:
            check_languages([c for c in codes if c != AUTO])
        except ValueError as exc:
            return f"{key}: {exc}"
        except ImportError:  # no word lists installed: the export says so, with what to install
            pass
    try:
        adapt = parse_adapt(config.adapt)
    except EdgeExportError as exc:
        return str(exc)
    if adapt is not None and config.artifact is not None:
        return f"adapt = {config.adapt!r} with a ready artifact: the artifact would not be the adapted model"
    if not CORPUS_CODE.fullmatch(config.corpus):
        return f"corpus = {config.corpus!r}: 2 to 8 capital letters (e.g. FR, INTL)"
    try:
        retrieval_section(config)
    except ValueError as exc:
        return str(exc)
    return None


def bm25_analyzer(config: BundleConfig, corpus: dict | None = None):
    """The bundle's BM25 analyzer: the configured language, or, "auto", the chunk file `corpus`'s
    (db.analyzer.corpus_language)."""
    from ..db.analyzer import Analyzer, corpus_language

    language = config.language if config.language != "auto" else corpus_language(corpus or {"chunks": []})
    return Analyzer(language, config.bm25_stemmer)


def retrieval_section(config: BundleConfig, analyzer=None) -> dict:
    """The manifest's `retrieval` defaults, with the bundle's BM25 `analyzer` (bm25_analyzer); ValueError
    naming the setting when one is wrong."""
    from ..retrieval.glossary import parse_glossary_pages
    from ..retrieval.abstain import check_signal
    from ..retrieval.search import SearchSettings

    try:
        weights = [float(w) for w in config.hybrid_weights]
        boost = float(config.glossary_boost)
        abstain = float(config.abstain_below) if config.abstain_below else None
        neighbours = float(config.page_neighbours)
        if not all(math.isfinite(x) for x in [*weights, boost, neighbours, abstain or 0.0]):
            raise ValueError
    except ValueError:
        raise ValueError(f"hybrid_weights {config.hybrid_weights!r} / glossary_boost {config.glossary_boost!r} / "
                         f"abstain_below {config.abstain_below!r} / page_neighbours {config.page_neighbours!r}: "
                         "expected numbers") from None
    if len(weights) != 2:
        raise ValueError(f"hybrid_weights = {config.hybrid_weights!r}: two numbers, vector then BM25")
    parse_glossary_pages(config.glossary)
    check_signal(config.abstain_signal, "abstain_signal =")
    SearchSettings(mode=config.search_mode, query_task=config.query_task, page_neighbours=neighbours,
                   bm25_pages=config.bm25_pages, abstain_signal=config.abstain_signal)
    return {"mode": config.search_mode, "query_task": config.query_task, "rrf_k": 60, "depth": SearchSettings.depth,
            "weights": {"vector": weights[0], "bm25": weights[1]},
            "glossary_boost": boost, "glossary_pages": list(config.glossary), "per_page": bool(config.per_page),
            "page_neighbours": neighbours, "bm25_pages": config.bm25_pages,
            "bm25": (analyzer or bm25_analyzer(config)).to_json(),
            **({"abstain": {"signal": config.abstain_signal, "below": abstain}} if abstain is not None else {})}


def _read_toml(path: Path) -> dict:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise InputError(path, f"cannot read: {exc.strerror or exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise InputError(path, f"not valid TOML ({exc})") from None


def bundle_names(path: str | Path) -> list[str]:
    return sorted(_read_toml(Path(path)).get("bundles", {}))


def table_languages(config: BundleConfig, documents: list[dict]) -> tuple[tuple[str, ...], str]:
    """The languages of the bundle's table and why: `vocab_languages`, or, "auto", the languages the chunk stage
    found in the `documents` (the chunk file's summaries, ranked by chunk.languages.found_languages: the language
    most documents are written in first) then `query_languages`."""
    if config.vocab_languages != [AUTO]:
        return tuple(config.vocab_languages), "vocab_languages"
    found = found_languages(documents)
    languages = tuple(dict.fromkeys([*(lang for lang, _ in found), *config.query_languages]))
    counted = ", ".join(f"{lang} ({n} document{'s' if n != 1 else ''})" for lang, n in found)
    return languages, f"auto: the documents' {counted or 'none found'}; queries {','.join(config.query_languages)}"


def artifact_recipe(config: BundleConfig) -> str:
    """The recipe of the artifact a bundle ships: its own, else the one measured for its table layout."""
    from ..export.recipes import default_recipe

    return config.recipe or default_recipe(config.vocab_budget, config.vocab_scope, config.model_size)


# Above this many chunks the bundle leaves the SDK's table out (the manifest's db.sdk_table_reason says why).
SDK_TABLE_MAX_CHUNKS = 100_000
SDK_TABLE_REASON = (f"more than {SDK_TABLE_MAX_CHUNKS:,} chunks: the RAG SDK's table holds every vector again as "
                    "float32 (3,076 bytes a chunk at 768 dims) and its store compares the query with every row; "
                    "search with vectors.bin (the Java library) instead")


def sdk_table_choice(wanted, chunks: int) -> tuple[bool, str | None]:
    """Whether to write the SDK's table, and why not when it was wanted: `wanted` the config's sdk_table (or
    "auto"/"on"/"off"), `chunks` the corpus's count."""
    if wanted in (False, "off"):
        return False, None
    if chunks > SDK_TABLE_MAX_CHUNKS:
        return False, SDK_TABLE_REASON
    return True, None

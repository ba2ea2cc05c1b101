# edge-export: every target calls the `edge-export` CLI verbs; `make help` lists them.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
EDGE := $(BIN)/edge-export

CORPUS_DIR ?= ../shared/corpus/fr
CORPUS ?= FR
BUNDLE ?= fr
CHUNKER ?= token-window-v2
CHUNKERS := pdf-page-v1 token-window-v1 token-window-v2 parent-child-v1
BUILD := build/$(BUNDLE)
ASSETS := android_assets/$(BUNDLE)
PARITY_BUDGETS ?= parity-budgets.toml
# Byte-identical outputs run to run: dates come from here unless the caller sets it.
SOURCE_DATE_EPOCH ?= $(shell git log -1 --format=%ct 2>/dev/null || echo 0)
export SOURCE_DATE_EPOCH

.PHONY: help install system-packages test fuzz docs parity parity-onnx parity-arm test-real model models chunks android-assets android-packs bench bench-models bench-frontier bench-bundle bench-export bench-retrieval bench-adapt bench-english bench-languages bench-realpdf bench-java bench-scale replay replay-java java clean

help:
	@echo "make android-assets  build the bundle in $(ASSETS) per $(CONFIG) (installs, fetches and exports the model first)"
	@echo "make android-packs   the bundle as Play packs in $(PACKS): the model an AI pack, the corpus an asset pack, the app's Gradle lines"
	@echo "make test            run the default test suite (tiny/trained tokenizers, no 1.1 GB download)"
	@echo "make fuzz            a longer campaign of damaged and hostile bundles (FUZZ_CASES, FUZZ_SEED) through Python and Java"
	@echo "make install         create $(VENV) with the pinned versions of constraints.txt"
	@echo "make docs            the documentation site in site/ (mkdocs --strict: a broken link or an orphan page fails; references generated from the code)"
	@echo "make parity          the $(BUNDLE) bundle's phone path vs fp32 on gold_fr.json, under $(PARITY_BUDGETS) (report beside it)"
	@echo "make parity-onnx     the same, the questions embedded by the bundle's recipe in ONNX (onnxruntime)"
	@echo "make parity-arm      the $(BUNDLE) bundle's model on LiteRT's arm64 kernels under qemu (root once, qemu-user-static)"
	@echo "make test-real       real-checkpoint unit checks (model card, export parity): pytest -m real_model"
	@echo "make model           fetch and verify EmbeddingGemma-300m into ~/.cache/edge-export"
	@echo "make chunks          chunk $(CORPUS_DIR) with each chunker into $(BUILD)/ (for comparison; the bundle chunks itself)"
	@echo "make models          real-checkpoint TFLite and ONNX variants into $(MODELS)/ (validated)"
	@echo "make bench           chunker throughput on the corpus → BENCHMARKS.md numbers"
	@echo "make bench-models    every variant in $(MODELS)/ against torch fp32 → BENCHMARKS.md numbers"
	@echo "make bench-frontier  the frontier variants over every chunk, with recall@5 → BENCHMARKS.md"
	@echo "make bench-bundle    embed-stage throughput (two-core choice), DB size and recall, float32 vs int8"
	@echo "make bench-export    the bundle's conversion with its vocabulary search before vs beside it (about 17 minutes)"
	@echo "make bench-retrieval recall per retrieval lever, 5-fold cross-validated per gold file (builds a 96-token-window bundle: ~20 min once; and bench-adapt), fp32 vs phone path"
	@echo "make bench-adapt     the bundle with its model fine-tuned on the corpus's own pairs (adapt = ict-l4; ~16 min) vs the shipped one"
	@echo "make bench-english   the defaults on an English corpus (three Debian manuals, apt) and two question sets: recall per mode, cross-validated levers"
	@echo "make bench-languages the dev languages (es, de, zh, ja, ru, fa, tr, ko; de+es+ru together): each bundled with no flags, then parity and hybrid vs vector on its questions"
	@echo "make bench-realpdf   the chunk stage on real PDFs (pinned Debian packages, ~140 MB, plus scanned, stamped, rotated, row-order, truncated, encrypted copies) vs pdftotext; FR corpus speed"
	@echo "make bench-java      the Java library's query time vs edge-export's, BM25 tables vs FTS5, at 2,319 and 100,000 chunks"
	@echo "make bench-scale N=1000000  a synthetic bundle of N chunks under build/scale/N (made from the FR chunks), searched by edge-export and the Java library in bounded memory"
	@echo "make java            the Java retrieval library's jar (android/build/edge-export-retrieval.jar)"
	@echo "make replay-java     the Java library vs edge-export search on every question of GOLD (default: both FR gold files)"
	@echo "make replay          the app's retrieval recipe replayed from the $(BUNDLE) bundle's manifest and DBs vs edge-export search, both gold files"

$(BIN)/.installed: pyproject.toml constraints.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --disable-pip-version-check torch==2.13.0
	$(BIN)/pip install --quiet --disable-pip-version-check -c constraints.txt -e ".[export,hf,test,ray,docs]"
	touch $@

# Debian packages the default test run needs: Tesseract with its script detection (osd), the French, English
# and Russian models, one model per script for Greek, Arabic (Persian, Urdu), Hebrew, Devanagari and
# Cyrillic (Ukrainian, Bulgarian, Serbian...), and the Chinese (Simplified), Japanese and Korean models, which
# read the Han, Kana and Hangul scripts: the extraction chain OCRs a page in the script OSD sees on it
# (docs/stages/text-extraction.md; 25.6 MB to download, 83 MB installed, the script models 63 MB of it, the Chinese,
# Japanese and Korean 6.5 MB; DejaVu draws the tests' Greek scans); and a JDK,
# JUnit 4 and xerial's sqlite-jdbc (the Java library in android/ and its tests). Installed with apt-get when
# this runs as root on a Debian machine, one by one when apt-get fails on the list; what is still missing then
# is named, and the tests that need it fail saying so.
OCR_PACKAGES ?= tesseract-ocr tesseract-ocr-osd tesseract-ocr-fra tesseract-ocr-eng tesseract-ocr-rus \
  tesseract-ocr-script-cyrl tesseract-ocr-script-grek tesseract-ocr-script-arab tesseract-ocr-script-hebr \
  tesseract-ocr-script-deva tesseract-ocr-chi-sim tesseract-ocr-jpn tesseract-ocr-kor fonts-dejavu-core
JAVA_PACKAGES ?= default-jdk-headless junit4 libxerial-sqlite-jdbc-java
SYSTEM_PACKAGES ?= $(OCR_PACKAGES) $(JAVA_PACKAGES)

system-packages:
	@missing=$$(for p in $(SYSTEM_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done | xargs); \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	  echo "make install: apt-get install $$missing"; \
	  apt-get update -qq >/dev/null; \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null 2>&1 \
	    || for p in $$missing; do DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$p >/dev/null 2>&1 || true; done; \
	  failed=$$(for p in $$missing; do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done | xargs); \
	  if [ -n "$$failed" ]; then echo "make install: could not install $$failed (apt-get failed): the tests that need them will fail"; fi; \
	else echo "make install: not installed: $$missing (as root: apt-get install $$missing): the tests that need them will fail"; fi

install: $(BIN)/.installed system-packages

test: install
	$(BIN)/python -m pytest
	$(MAKE) --no-print-directory -C android test

# Damaged and hostile bundles (issue 60): `make test` runs a quick campaign of each fuzz suite; this a longer one,
# FUZZ_CASES seeded mutations of FUZZ_SEED through verify-bundle and search, then through the Java library (-Xmx64m).
FUZZ_CASES ?= 2000
FUZZ_SEED ?= 1
fuzz: install
	FUZZ_CASES=$(FUZZ_CASES) FUZZ_SEED=$(FUZZ_SEED) $(BIN)/python -m pytest tests/bundle/test_fuzz.py -k no_damage
	$(MAKE) --no-print-directory -C android fuzz FUZZ_CASES=$(FUZZ_CASES) FUZZ_SEED=$(FUZZ_SEED)

# The documentation site (mkdocs.yml): README.md its home page, BENCHMARKS.md its results page, docs/ the rest; the
# configuration, CLI and parity-budget references generated at build time (edge_export.docgen, docs/hooks.py).
# --strict: a broken link or anchor, or a page left out of the nav, fails the build.
docs: install
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict

# The Java retrieval library (android/): one jar, no dependency beyond the Java platform.
java:
	$(MAKE) --no-print-directory -C android jar

test-real: model
	$(BIN)/python -m pytest -m real_model

model: install
	$(EDGE) model fetch

chunks: model
	@for chunker in $(CHUNKERS); do \
	  $(EDGE) chunk $(CORPUS_DIR) --corpus $(CORPUS) --chunker $$chunker -o $(BUILD)/$$chunker/chunks.json; \
	  $(EDGE) validate $(BUILD)/$$chunker/chunks.json; \
	  $(EDGE) splitter $(BUILD)/$$chunker/chunks.json -o $(BUILD)/$$chunker/chunks.txt; \
	done

# The bundles and their settings live in edge-export.toml; CORPUS_DIR, CORPUS, CHUNKER, EXECUTOR (local or
# ray) and RAY_ADDRESS given on the make command line or in the environment override the config (the
# defaults above do not).
CONFIG ?= edge-export.toml
given = $(filter command line environment,$(origin $(1)))
BUNDLE_FLAGS = --bundle $(BUNDLE)$(if $(call given,CORPUS_DIR), --set corpus_dir=$(CORPUS_DIR))$(if \
  $(call given,CORPUS), --set corpus=$(CORPUS))$(if $(call given,CHUNKER), --set chunker=$(CHUNKER))$(if \
  $(call given,EXECUTOR), --set executor=$(EXECUTOR))$(if $(call given,RAY_ADDRESS), --set ray_address=$(RAY_ADDRESS))

# Chunk, export the bundle's model for this corpus (reused when it matches), embed (cached in build/),
# DB, manifest, parity smoke check, verify; built aside and renamed into place.
android-assets: model
	$(EDGE) bundle --config $(CONFIG) $(BUNDLE_FLAGS)
	$(EDGE) verify-bundle $(ASSETS)

# The bundle as the Gradle modules an app includes to receive it through Google Play (docs/android/play.md): the
# model an AI pack, the corpus an asset pack, both install-time unless PACKS_FLAGS says otherwise
# (e.g. PACKS_FLAGS="--delivery fast-follow"); a rerun replaces $(PACKS).
PACKS ?= $(BUILD)/android-packs
PACKS_FLAGS ?=
android-packs: android-assets
	$(EDGE) android-packs $(ASSETS) -o $(PACKS) $(PACKS_FLAGS)

# The bundle's model on LiteRT's arm64 kernels under qemu-user (cortex-a76 with dotprod; qemu's max without
# SME: i8mm, SVE2) against the host's LiteRT and fp32, after a known-answer test of the emulator. Once: an
# arm64 userland in ~/.cache/edge-export/arm64 (needs root and qemu-user-static). About 7 minutes here.
parity-arm: android-assets
	$(EDGE) parity $(ASSETS) --gold $(GOLD_DIR)/gold_fr.json --budgets $(PARITY_BUDGETS) --arm

# The parity suite on the real bundle: tokenizer ids, cosines, top-k agreement, recall along three
# paths, latency, memory and sizes against parity-budgets.toml; exits non-zero naming each broken budget.
# The first run embeds every chunk with the fp32 checkpoint (about 35 minutes on 2 cores; cached after).
GOLD_DIR = $(dir $(CORPUS_DIR))gold
parity: android-assets
	$(EDGE) parity $(ASSETS) --gold $(GOLD_DIR)/gold_fr.json --budgets $(PARITY_BUDGETS)

# The same suite with the bundle's recipe in ONNX embedding the questions (an app on ONNX Runtime; issue 43).
comma := ,
# The ONNX file of the bundle's body (the first of ONNX_QUANTS: its table's second tier blockwise, not rotated).
ONNX_QUERY_RECIPE = $(firstword $(subst $(comma), ,$(ONNX_QUANTS)))
ONNX_QUERY_MODEL = $(MODELS)/embeddinggemma-300m_$(VOCAB_BUDGET_LABEL).$(subst $(comma),-,$(VOCAB_LANGUAGES))_$(ONNX_QUERY_RECIPE).onnx

# The export runs every time: it reuses a file whose metadata matches (recipe, vocabulary, graph revision) and
# replaces one of an older graph, which a file target would keep.
parity-onnx: android-assets | model
	$(EDGE) export --format onnx --quant $(ONNX_QUERY_RECIPE) $(VOCAB_FLAGS) --ort -o $(MODELS)
	$(EDGE) parity $(ASSETS) --gold $(GOLD_DIR)/gold_fr.json --budgets $(PARITY_BUDGETS) --query-model $(ONNX_QUERY_MODEL)

bench: model
	$(BIN)/python benchmarks/bench_chunkers.py --corpus-dir $(CORPUS_DIR)

MODELS ?= models
SEQ ?= 256
# export.tflite.artifact_filename's stem for the pinned checkpoint
TFLITE_STEM := $(MODELS)/embeddinggemma-300m_seq$(SEQ)
# Points of the size / fidelity frontier with the whole vocabulary (BENCHMARKS.md); the first is the
# CLI's default when no corpus is given.
TFLITE_RECIPES ?= e4b32_a8_f8_p8 dynamic_wi8_afp32 e4b32_a8_f4b32_p8 wi4b32
# The shipped default (BENCHMARKS.md "Bundles that live", "Model size: standard or compact"): the embedding table
# chosen for the languages (VOCAB_BUDGET rows of VOCAB_LANGUAGES' words, no corpus: one file for every corpus in
# them), in two tiers: the 20,000 most frequent rows in int8, the others rotated and in int4 per row (`_t4hr`);
# int8 weights everywhere else (issue 58: it keeps fp32's answers at rank 5). The first of VOCAB_RECIPES is the
# default (`model_size = "standard"`); the second the compact body (`model_size = "compact"`, 143.4 MB): blockwise
# int4 FFN in the twelve layers least sensitive to it, attention in the one layer least sensitive to it and q_proj
# in every layer (benchmarks/bench_layer_sensitivity.py, --projections).
VOCAB_BUDGET ?= 130000
VOCAB_LANGUAGES ?= fr,en
VOCAB_RECIPES ?= dynamic_wi8_afp32_t4hr dynamic_wi8_afp32_f4b32L3-10.12-15_a4b32L10_aq4b32L0-23_t4hr
VOCAB_FLAGS = --vocab-budget $(VOCAB_BUDGET) --vocab-languages $(VOCAB_LANGUAGES)
# The ONNX files for phones (BENCHMARKS.md "ONNX at phone size"): the languages' table of the TFLite default with
# the bundle's body, int8 weights everywhere (the "int8" goal: <= 200 MB), and with the compact body (the "q4"
# goal: <= 160 MB; 146.9 MB), each also in onnxruntime's ORT format; `--quant int8` and `--quant q4` name them
# (export.recipes.ONNX_PHONE_RECIPES). Their second tier is blockwise int4 (`_t4b64`, GatherBlockQuantized): the
# rotated rows of the TFLite default are a TFLite layout.
ONNX_QUANTS ?= dynamic_wi8_afp32_t4b64,dynamic_wi8_afp32_f4b32L3-10.12-15_a4b32L10_aq4b32L0-23_t4b64
# The table cut to the bundle corpus instead (vocab_scope = "corpus"; BENCHMARKS.md "A model under 140 MB" and
# "Issue 18 (a)"): its tokens and as-typed spellings in int8, the languages' words in int4, 93,000 rows.
CORPUS_VOCAB_BUDGET ?= 93000
CORPUS_VOCAB_RECIPES ?= dynamic_wi8_afp32_f4b32L3-10.12-15_a4b32L10_t4 dynamic_wi8_afp32_f4b32L7-10.12-14
VOCAB_CORPUS := $(BUILD)/$(CHUNKER)/chunks.json
CORPUS_VOCAB_FLAGS = --vocab-budget $(CORPUS_VOCAB_BUDGET) --vocab-corpus $(VOCAB_CORPUS) --vocab-languages $(VOCAB_LANGUAGES)
# The budget part of export.tflite.VocabRestriction's file-name label (v93k, or v93500 for a budget off
# the thousands; the label goes on with the languages, and a corpus's digest for its table); tests/test_makefile.py
# holds the two to the same names.
VOCAB_BUDGET_LABEL := $(shell b=$(VOCAB_BUDGET); [ "$$b" = all ] && echo vall || { [ $$((b % 1000)) = 0 ] && echo v$$((b / 1000))k || echo v$$b; })
# The fp32 conversion a recipe quantises (export.tflite.float_recipe): a "_t" recipe's table has two tiers,
# a "_t4hr" one's second tier stored rotated (an "hr" FFN override is not a rotated tier).
float_recipe = $(if $(findstring _t4hr,$(1)),fp32_t32hr,$(if $(findstring _t,$(1)),fp32_t32,fp32))
VOCAB_FLOATS := $(sort $(foreach r,$(VOCAB_RECIPES),$(call float_recipe,$(r))))
CORPUS_VOCAB_FLOATS := $(sort $(foreach r,$(CORPUS_VOCAB_RECIPES),$(call float_recipe,$(r))))
# The whole-vocabulary artifact (every one of the 262,144 rows served, for queries in any language; BENCHMARKS.md
# "Every row of the table"): the body of the default above, the corpus's rows in int8, the other 243,072
# stored rotated and in int4 (`_t4hr`, embedding/rotation.py), from its own fp32 conversion: 206.5 MB.
# `vocab_budget = "all"` with `vocab_scope = "corpus"` switches a bundle to it (edge-export.toml;
# export.recipes.EVERY_ROW_RECIPE; with the default scope, its first tier is the languages' 12,000 rows instead).
WHOLE_VOCAB_RECIPE ?= dynamic_wi8_afp32_f4b32L1.3-10.12-15_t4hr
WHOLE_VOCAB_FLAGS = --vocab-budget all --vocab-corpus $(VOCAB_CORPUS) --vocab-languages $(VOCAB_LANGUAGES)

# One fp32 conversion per vocabulary and table layout (about 2 and 4-9 minutes, 6 GB); every recipe
# quantises the one it needs. Each export reuses an up-to-date file in $(MODELS), so a rerun resumes.
$(VOCAB_CORPUS):
	$(MAKE) chunks

models: | $(VOCAB_CORPUS) model
	$(EDGE) export --format tflite --quant fp32 --seq $(SEQ) -o $(MODELS)
	@for recipe in $(TFLITE_RECIPES); do \
	  $(EDGE) export --format tflite --quant $$recipe --seq $(SEQ) -o $(MODELS) || exit 1; \
	done
	@for recipe in $(VOCAB_FLOATS) $(VOCAB_RECIPES); do \
	  $(EDGE) export --format tflite --quant $$recipe --seq $(SEQ) $(VOCAB_FLAGS) -o $(MODELS) || exit 1; \
	done
	@for recipe in $(CORPUS_VOCAB_FLOATS) $(CORPUS_VOCAB_RECIPES); do \
	  $(EDGE) export --format tflite --quant $$recipe --seq $(SEQ) $(CORPUS_VOCAB_FLAGS) -o $(MODELS) || exit 1; \
	done
	@for recipe in $(call float_recipe,$(WHOLE_VOCAB_RECIPE)) $(WHOLE_VOCAB_RECIPE); do \
	  $(EDGE) export --format tflite --quant $$recipe --seq $(SEQ) $(WHOLE_VOCAB_FLAGS) -o $(MODELS) || exit 1; \
	done
	$(EDGE) export --format onnx --quant $(ONNX_QUANTS) $(VOCAB_FLAGS) --ort -o $(MODELS)

BENCH_EMBEDDINGS = $(BIN)/python benchmarks/bench_embeddings.py --models-dir $(MODELS) \
  --chunks $(BUILD)/$(CHUNKER)/chunks.json --gold $(dir $(CORPUS_DIR))gold/gold_fr.json --cache-dir build/bench-cache

bench-models: models chunks
	$(BENCH_EMBEDDINGS) --exclude '*_fp32.tflite' --exclude '*_fp32.onnx' --n-chunks 500

# The size / fidelity frontier over every chunk, with recall@5 (about 40 minutes on 2 cores).
FRONTIER ?= dynamic_wi8_afp32 e4b32_a8_f8_p8 $(addprefix $(VOCAB_BUDGET_LABEL).*_,$(VOCAB_RECIPES))
bench-frontier: models chunks
	$(BENCH_EMBEDDINGS) --all-chunks $(foreach variant,$(FRONTIER),--only '$(notdir $(TFLITE_STEM))_$(variant).tflite')

bench-bundle: android-assets
	$(BIN)/python benchmarks/bench_embed_stage.py --chunks $(BUILD)/$(CHUNKER)/chunks.json --artifact $$(ls $(ASSETS)/*.tflite) --n-chunks 192
	$(BIN)/python benchmarks/bench_bundle_db.py $(ASSETS) --chunks $(BUILD)/$(CHUNKER)/chunks.json \
	  --gold $(GOLD_DIR)/gold_fr.json --gold $(GOLD_DIR)/gold_exam_dev.json

bench-export: android-assets
	$(BIN)/python benchmarks/bench_export_overlap.py --chunks $(BUILD)/$(CHUNKER)/chunks.json \
	  --budget $(VOCAB_BUDGET) --languages $(VOCAB_LANGUAGES)

bench-retrieval: android-assets bench-adapt
	$(BIN)/python benchmarks/bench_retrieval.py $(ASSETS) --gold $(GOLD_DIR)/gold_fr.json --gold $(GOLD_DIR)/gold_exam_dev.json
	$(BIN)/python benchmarks/bench_gate_parity.py $(ASSETS) --gold $(GOLD_DIR)/gold_fr.json --gold $(GOLD_DIR)/gold_exam_dev.json
	CHUNK_SIZE_TOKENS=96 CHUNK_OVERLAP_TOKENS=24 $(EDGE) bundle --config $(CONFIG) --bundle $(BUNDLE)w96 \
	  --set corpus_dir=$(CORPUS_DIR) --set corpus=$(CORPUS) --set artifact=$$(ls $(ASSETS)/*.tflite)
	$(BIN)/python benchmarks/bench_retrieval_cv.py $(ASSETS) --exam $(GOLD_DIR)/gold_exam_dev.json \
	  --gold $(GOLD_DIR)/gold_fr.json --also android_assets/$(BUNDLE)w96

# Lever 4 of issue 17 (BENCHMARKS.md, "The embedder adapted to the corpus"): the same bundle built with the
# checkpoint fine-tuned on the corpus's own inverse-cloze pairs (into build/adapted/; the adapted checkpoint is
# cached beside the published one), against the shipped bundle on both gold files, phone path.
bench-adapt: android-assets
	$(EDGE) bundle --config $(CONFIG) $(BUNDLE_FLAGS) --set adapt=ict-l4 --set output_dir=build/adapted
	$(BIN)/python benchmarks/bench_adapt.py --base $(ASSETS) --adapted build/adapted/$(BUNDLE) \
	  --gold $(GOLD_DIR)/gold_exam_dev.json --gold $(GOLD_DIR)/gold_fr.json

# Issue 17's English check (BENCHMARKS.md, "An English corpus: three Debian manuals"): the defaults chosen on
# the French gold files, on 357 pages of English rules (apt-get download, pinned, SHA-256 checked) with two
# question sets of one question per sampled page: in the manuals' words, and paraphrased as situations.
EN_CORPUS_DIR = build/english/corpus
EN_GOLD = benchmarks/english
bench-english: model
	$(BIN)/python benchmarks/english/fetch_debian_manuals.py $(EN_CORPUS_DIR)
	$(EDGE) bundle --config $(CONFIG) --bundle debian --set corpus_dir=$(EN_CORPUS_DIR) --set corpus=DEBIAN
	@for gold in $(EN_GOLD)/gold_debian_en.json $(EN_GOLD)/gold_debian_en_paraphrased.json; do \
	  for mode in hybrid vector bm25; do $(EDGE) eval android_assets/debian --gold $$gold -k 1,3,5,10 --mode $$mode || exit 1; done; done
	$(BIN)/python benchmarks/bench_retrieval_cv.py android_assets/debian --exam $(EN_GOLD)/gold_debian_en_paraphrased.json \
	  --gold $(EN_GOLD)/gold_debian_en.json

# Issues 34 and 40's real-PDF benchmark (BENCHMARKS.md): 30 documentation PDFs from eleven pinned Debian bookworm
# packages (apt-get download, SHA-256 checked; 15 languages in 9 scripts; ligatures, Cyrillic and Thai without
# a Unicode map, glyph codes, repeated paragraphs, two-column papers, reference cards, 1,158 pages) and scanned,
# stamped, rotated, row-order, truncated and encrypted copies made from them, each chunked alone twice (its
# language declared, and none) and measured against poppler's pdftotext; then the OCR judge on right- and
# wrong-language readings, and the FR corpus's pages/s. Needs Debian's poppler-utils (pdftotext), qpdf and the
# OCR data of the set's languages (the declared run reads with them); installed here as root, as `make install`
# does for its own packages.
REALPDF_DIR = build/realpdf/pdfs
REALPDF_PACKAGES := poppler-utils qpdf tesseract-ocr-srp tesseract-ocr-fas tesseract-ocr-ara tesseract-ocr-ell tesseract-ocr-heb tesseract-ocr-ukr tesseract-ocr-bul tesseract-ocr-hin tesseract-ocr-mar tesseract-ocr-tha tesseract-ocr-spa
bench-realpdf: install
	@$(MAKE) --no-print-directory system-packages SYSTEM_PACKAGES="$(SYSTEM_PACKAGES) $(REALPDF_PACKAGES)"
	$(BIN)/python benchmarks/realpdf/fetch_real_pdfs.py $(REALPDF_DIR)
	$(BIN)/python benchmarks/bench_realpdf.py $(REALPDF_DIR) --corpus-dir $(CORPUS_DIR) --json build/realpdf/bench.json
	$(BIN)/python benchmarks/bench_ocr_judge.py --pdfs $(REALPDF_DIR) --json build/realpdf/ocr-judge.json

# Issue 59's dev set (benchmarks/languages): each language's book of the real-PDF set bundled as a new user would
# (`edge-export bundle ... --set corpus_dir=build/languages/<lang>/corpus`, no other flag), then `edge-export parity`
# on its questions (gold_<lang>.json) and hybrid against vector recall@5; the table into build/languages/bench.json.
bench-languages: install model
	@$(MAKE) --no-print-directory system-packages SYSTEM_PACKAGES="$(SYSTEM_PACKAGES) $(REALPDF_PACKAGES)"
	$(BIN)/python benchmarks/realpdf/fetch_real_pdfs.py $(REALPDF_DIR)
	$(BIN)/python benchmarks/languages/corpora.py $(REALPDF_DIR) build/languages
	$(BIN)/python benchmarks/languages/bench_languages.py --json build/languages/bench.json

# The app's retrieval recipe (docs/android/library.md) replayed from the manifest and the two databases, SQL and
# numpy only, against `edge-export search`: every question of both gold files must give the same hits.
replay: android-assets
	$(EDGE) replay $(ASSETS) --gold $(GOLD_DIR)/gold_fr.json --gold $(GOLD_DIR)/gold_exam_dev.json

# The Java library against `edge-export search` on every question of GOLD (default: both FR gold files): token
# ids, signature, top 10 rows and order, scores to 1e-5, abstention. The model runs in Python (LiteRT), on the
# ids the Java library made. Another bundle: make replay-java BUNDLE=debian GOLD=path/to/its_gold.json
GOLD ?= $(GOLD_DIR)/gold_fr.json $(GOLD_DIR)/gold_exam_dev.json
replay-java: android-assets java
	$(EDGE) replay-java $(ASSETS) $(foreach gold,$(GOLD),--gold $(gold))

# The Java library's query time (tokenising + search, no model call) against edge-export's, and BM25 from the
# plain tables against FTS5 (bytes, time), on the FR bundle and a 100,000-chunk synthetic one (BENCHMARKS.md,
# "BM25 without FTS5, and the Java library"; about 15 minutes, 2.5 GB under /tmp).
bench-java: android-assets java
	OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 $(BIN)/python benchmarks/bench_java_search.py $(ASSETS) \
	  --chunks $(BUILD)/$(CHUNKER)/chunks.json --gold $(GOLD_DIR)/gold_fr.json --gold $(GOLD_DIR)/gold_exam_dev.json \
	  --sizes 100000 --repeat 5 --work /tmp/bench_java_search
	$(BIN)/python benchmarks/bench_bm25_tables.py $(ASSETS) --chunks $(BUILD)/$(CHUNKER)/chunks.json \
	  --gold $(GOLD_DIR)/gold_fr.json --gold $(GOLD_DIR)/gold_exam_dev.json --sizes 2319 100000 --repeats 5 --work /tmp/bench-bm25

# A bundle of N chunks anyone can make (issue 42): the FR chunks, then synthetic ones made from them, vectors that
# follow their texts, int8 vectors.bin; written under build/scale/N (1,000,000: about 3 GB and 25 minutes here),
# then searched: open time, memory, p50 / p95, agreement with exhaustive search (BENCHMARKS.md, "A million
# chunks on a phone"). The Java library opens it like any other bundle.
N ?= 100000
bench-scale: android-assets java
	test -f build/scale/$(N)/manifest.json || $(BIN)/python benchmarks/scale_bundle.py --bundle $(ASSETS) \
	  --chunks $(BUILD)/$(CHUNKER)/chunks.json --n $(N) --out build/scale/$(N)
	$(BIN)/python benchmarks/bench_scale_search.py $(ASSETS) build/scale/$(N) --real $(ASSETS) \
	  --gold $(GOLD_DIR)/gold_fr.json --gold $(GOLD_DIR)/gold_exam_dev.json

clean:
	rm -rf build $(ASSETS)
	$(MAKE) --no-print-directory -C android clean

print-%:  # the value of a variable, for scripts and tests: make -s print-VOCAB_FLOATS
	@echo '$($*)'

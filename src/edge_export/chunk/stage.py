"""The chunk stage end to end: PDF folder → validated corpus file + JSON run report (both atomic)."""

from __future__ import annotations

import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from ..atomic import write_json_atomic
from ..contracts.chunk_file import validate_corpus_data
from ..errors import ValidationFailed
from ..paths import default_tokenizer_path
from ..progress import progress_bar
from ..tokenizer import DEFAULT_SEQ_LEN, Tokenizer
from .chunkers import make_chunker
from .corpus import CorpusBuilder
from .extract import default_chain, extract_folder, find_pdfs
from .extractors.chain import PDFIUM, UNREADABLE
from .languages import DEFAULT_LANGUAGES, describe
from .provenance import languages_report


@dataclass(frozen=True)
class ChunkRun:
    corpus_path: Path
    report_path: Path
    report: dict


def print_extraction(extraction: dict, quiet: bool) -> None:
    """The report's extraction, on stderr: pages read by a fallback in one line, and every unreadable page
    on a line of its own, even when quiet (its text is left out of the chunks: the user must hear of it)."""
    fallbacks = {k: n for k, n in extraction["pages_by_extractor"].items() if k not in (PDFIUM, UNREADABLE)}
    if fallbacks and not quiet:
        print("pages read by a fallback: " + ", ".join(f"{n} by {k}" for k, n in fallbacks.items()), file=sys.stderr)
    for page in extraction["unreadable_pages"]:
        print(f"{page['source']}: page {page['page']}: unreadable, left out ({'; '.join(page['problems'])})",
              file=sys.stderr)


def default_report_path(out: Path) -> Path:
    return out.with_name(out.stem + ".report.json")


def run_chunk_stage(
    pdf_dir: str | Path,
    out: str | Path,
    *,
    corpus: str = "FR",
    chunker: str,
    tokenizer_path: str | Path | None = None,
    chunker_params: dict | None = None,
    seq_len: int = DEFAULT_SEQ_LEN,
    skip_bad: bool = False,
    languages=DEFAULT_LANGUAGES,
    strict: bool = False,
    report_path: str | Path | None = None,
    quiet: bool = False,
) -> ChunkRun:
    """`languages`: "auto" (each page judged on what it is), or hints (chunk/languages.py) that win where
    they apply: their word lists judge readings first, their models OCR pages of their script.
    `strict`: a page no extractor can read fails its document (skipped with `skip_bad`) instead of being
    left out and named in the report."""
    started = time.perf_counter()
    out = Path(out)
    chain = default_chain(languages)
    report_path = Path(report_path) if report_path else default_report_path(out)
    tokenizer = Tokenizer(tokenizer_path or default_tokenizer_path())
    chunker_obj = make_chunker(chunker, tokenizer, **(chunker_params or {}))
    builder = CorpusBuilder(chunker_obj, tokenizer, corpus, seq_len=seq_len)

    n_files = len(find_pdfs(Path(pdf_dir)))
    try:
        with progress_bar(n_files, "extract", quiet) as bar:
            documents, skipped = extract_folder(pdf_dir, skip_bad=skip_bad, on_document=lambda _: bar.update(),
                                                chain=chain, strict=strict)
    finally:
        chain.close()
    with progress_bar(len(documents), f"chunk ({chunker})", quiet) as bar:
        data = builder.build(documents, on_document=lambda _: bar.update())

    # Our own output must pass the same validator the users run: never write a file that fails it.
    violations = validate_corpus_data(data)
    if violations:
        raise ValidationFailed(out, violations)
    write_json_atomic(out, data)

    elapsed = time.perf_counter() - started
    summary = builder.summary()
    report = {
        "chunker": chunker,
        "policy_hash": chunker_obj.policy_hash,
        "tokenizer": {"path": str(tokenizer.path), "fingerprint": tokenizer.fingerprint},
        "input": str(pdf_dir),
        "languages": describe(chain.languages),
        "documents_languages": languages_report(data["metadata"]["documents"]),
        "output": str(out),
        **summary,
        "skipped_files": [asdict(s) for s in skipped],
        "elapsed_s": round(elapsed, 3),
        "pages_per_s": round(summary["pages"] / elapsed, 1) if elapsed else None,
    }
    write_json_atomic(report_path, report)
    return ChunkRun(out, report_path, report)

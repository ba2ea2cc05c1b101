"""How pages were read, summed up for the chunk file (per document) and the run report (per run)."""

from __future__ import annotations

from collections import Counter

from .extract import Document
from .extractors.chain import UNREADABLE, every_problem


def extractor_kind(label: str) -> str:
    """"ocr:tesseract-5.3.0:fra+eng" → "ocr": what the counts are keyed by."""
    return label.split(":", 1)[0]


def extraction_summary(document: Document) -> dict:
    """How a document's pages were read: pages per extractor, the scripts and languages found in its text,
    and the chain's steps on every page where PDFium's text did not pass at once (extractor, OCR
    confidence, each step's problems)."""
    counts = Counter(extractor_kind(p.extractor) for p in document.pages)
    worked = [p.provenance() for p in document.pages if p.attempts]
    return {"pages_by_extractor": dict(sorted(counts.items())), **document.languages,
            **({"pages": worked} if worked else {})}


def languages_report(documents: list[dict]) -> list[dict]:
    """The run report's per-document scripts and languages, from the chunk file's document list."""
    return [{"source": d["source"], "scripts": d["extraction"].get("scripts", {}),
             "languages": d["extraction"].get("languages", {})} for d in documents]


def extraction_report(pages_by_extractor: Counter, provenance: list[dict]) -> dict:
    """The run report's `extraction`: pages per extractor, pages OCR'd, the unreadable pages with every
    step's problems, and every page the chain worked on (`provenance`: Page.provenance() with its source)."""
    return {
        "pages_by_extractor": dict(sorted(pages_by_extractor.items())),
        "ocr_pages": pages_by_extractor["ocr"],
        "unreadable_pages": [{"source": p["source"], "page": p["page"],
                              "problems": list(every_problem((s["extractor"], s["problems"]) for s in p["steps"]))}
                             for p in provenance if p["extractor"] == UNREADABLE],
        "pages": provenance,
    }

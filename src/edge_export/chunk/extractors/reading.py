"""What one extractor read from one page."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reading:
    extractor: str  # what produced the text, with its version where the text depends on it
    text: str
    confidence: float | None = None  # OCR's mean word confidence, 0..1
    problem: str | None = None  # why this extractor could not read the page at all (missing tool, error)

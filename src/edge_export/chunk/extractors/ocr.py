"""The last extractor: Tesseract OCR of the page rendered by PDFium, in the corpus's languages.

Tesseract is a Debian package (tesseract-ocr, one tesseract-ocr-<lang> per language), run as a command:
no Python binding to install. When it or a language's data is missing, the reading says which package to
install, and the page is named unreadable instead of silently giving nothing.
"""

from __future__ import annotations

import csv
import itertools
import os
import shutil
import subprocess
import tempfile
from concurrent.futures import Future, ThreadPoolExecutor
from functools import cached_property
from pathlib import Path

from ..languages import Language
from .reading import Reading

RENDER_DPI = 300  # Tesseract's own advice for body text; 200 loses small print
MIN_WORD_CONFIDENCE = 0  # TSV rows with conf -1 are layout rows, not words
OCR_WORKERS = min(8, os.cpu_count() or 1)  # Tesseract processes at once, one thread each


class Tesseract:
    def __init__(self, languages: tuple[Language, ...]):
        self.languages = languages
        self._numbers = itertools.count()

    @cached_property
    def _setup(self) -> tuple[str | None, str]:
        """(problem or None, label). Checked once per run: the command and every language's data."""
        exe = shutil.which("tesseract")
        if exe is None:
            packages = " ".join(["tesseract-ocr", *(f"tesseract-ocr-{lang.tesseract}" for lang in self.languages)])
            return f"OCR needs Tesseract, which is not installed (apt-get install {packages})", "ocr"
        run = subprocess.run([exe, "--list-langs"], capture_output=True, text=True)
        have = set(run.stdout.split())
        missing = [lang.tesseract for lang in self.languages if lang.tesseract not in have]
        version = subprocess.run([exe, "--version"], capture_output=True, text=True).stdout.split()[1:2]
        label = f"ocr:tesseract-{''.join(version)}:{self.models}"
        if missing:
            packages = " ".join(f"tesseract-ocr-{m}" for m in missing)
            return f"OCR has no language data for {', '.join(missing)} (apt-get install {packages})", label
        return None, label

    @property
    def models(self) -> str:
        return "+".join(lang.tesseract for lang in self.languages)

    def submit(self, page) -> Future:
        """OCR of a pypdfium2 page, as a Future of its Reading: the page is rendered now (PDFium is not
        thread-safe), Tesseract runs in the pool, one process a core, while the caller reads on."""
        problem, label = self._setup
        if problem:
            done: Future = Future()
            done.set_result(Reading(label, "", problem=problem))
            return done
        png = Path(self._workdir.name) / f"page-{next(self._numbers)}.png"
        page.render(scale=RENDER_DPI / 72, grayscale=True).to_pil().save(png)
        return self._pool.submit(self._recognise, png, label)

    def read(self, page) -> Reading:
        return self.submit(page).result()

    @cached_property
    def _pool(self) -> ThreadPoolExecutor:
        return ThreadPoolExecutor(max_workers=OCR_WORKERS, thread_name_prefix="tesseract")

    @cached_property
    def _workdir(self) -> tempfile.TemporaryDirectory:
        return tempfile.TemporaryDirectory(prefix="edge-export-ocr-")

    def _recognise(self, png: Path, label: str) -> Reading:
        out = png.with_suffix("")
        try:
            # One thread a process: the same text on every run and machine, and the cores shared by pages.
            env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
            run = subprocess.run(["tesseract", str(png), str(out), "-l", self.models, "-c", "page_separator=",
                                  "txt", "tsv"], capture_output=True, text=True, env=env)
            if run.returncode:
                return Reading(label, "", problem=f"tesseract failed: {run.stderr.strip()[-300:]}")
            text = out.with_suffix(".txt").read_text(encoding="utf-8")
            with out.with_suffix(".tsv").open(encoding="utf-8", newline="") as f:
                confidences = [float(row["conf"]) for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
                               if row.get("text", "").strip() and float(row["conf"]) >= MIN_WORD_CONFIDENCE]
        finally:
            for leftover in (png, out.with_suffix(".txt"), out.with_suffix(".tsv")):
                leftover.unlink(missing_ok=True)
        confidence = round(sum(confidences) / len(confidences) / 100, 3) if confidences else None
        return Reading(label, text, confidence=confidence)

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
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from functools import cached_property
from pathlib import Path

from ..languages import Language
from .reading import Reading

RENDER_DPI = 300  # Tesseract's own advice for body text; 200 loses small print
MIN_WORD_CONFIDENCE = 0  # TSV rows with conf -1 are layout rows, not words
OCR_WORKERS = min(8, os.cpu_count() or 1)  # Tesseract processes at once, one thread each
OCR_TIMEOUT_S = 300  # a page Tesseract has not read in five minutes is named, not waited for
MIN_OCR_WORDS = 3  # fewer words on a rendered page: a figure or a photo, read as a blank page


class Tesseract:
    def __init__(self, languages: tuple[Language, ...]):
        self.languages = languages
        self._numbers = itertools.count()
        # Pages rendered and waiting: the reading of the next pages waits rather than filling the disk.
        self._in_flight = threading.BoundedSemaphore(2 * OCR_WORKERS)

    @cached_property
    def _setup(self) -> tuple[str | None, str, str | None]:
        """(problem or None, label, the command's path). Checked once per run: the command and every
        language's data."""
        exe = shutil.which("tesseract")
        if exe is None:
            packages = " ".join(["tesseract-ocr", *(f"tesseract-ocr-{lang.tesseract}" for lang in self.languages)])
            return f"OCR needs Tesseract, which is not installed (apt-get install {packages})", "ocr", None
        version = subprocess.run([exe, "--version"], capture_output=True, text=True).stdout.split()[1:2]
        label = f"ocr:tesseract-{''.join(version)}:{self.models}"
        listed = subprocess.run([exe, "--list-langs"], capture_output=True, text=True)
        if listed.returncode:
            return f"tesseract --list-langs failed (exit {listed.returncode})", label, exe
        missing = [lang.tesseract for lang in self.languages if lang.tesseract not in set(listed.stdout.split())]
        if missing:
            packages = " ".join(f"tesseract-ocr-{m}" for m in missing)
            return f"OCR has no language data for {', '.join(missing)} (apt-get install {packages})", label, exe
        return None, label, exe

    @property
    def models(self) -> str:
        return "+".join(lang.tesseract for lang in self.languages)

    def submit(self, page) -> Future:
        """OCR of a pypdfium2 page, as a Future of its Reading: the page is rendered now (PDFium is not
        thread-safe), Tesseract runs in the pool, one process a core, while the caller reads on."""
        problem, label, exe = self._setup
        if problem:
            done: Future = Future()
            done.set_result(Reading(label, "", problem=problem))
            return done
        self._in_flight.acquire()
        try:
            png = Path(self._workdir.name) / f"page-{next(self._numbers)}.png"
            page.render(scale=RENDER_DPI / 72, grayscale=True).to_pil().save(png)
            future = self._pool.submit(self._recognise, exe, png, label)
        except BaseException:
            self._in_flight.release()
            raise
        future.add_done_callback(lambda _: self._in_flight.release())
        return future

    def close(self) -> None:
        """Cancel what has not started, wait for what has, remove the rendered pages."""
        if "_pool" in self.__dict__:
            self._pool.shutdown(wait=True, cancel_futures=True)
            del self.__dict__["_pool"]
        if "_workdir" in self.__dict__:
            self._workdir.cleanup()
            del self.__dict__["_workdir"]

    @cached_property
    def _pool(self) -> ThreadPoolExecutor:
        return ThreadPoolExecutor(max_workers=OCR_WORKERS, thread_name_prefix="tesseract")

    @cached_property
    def _workdir(self) -> tempfile.TemporaryDirectory:
        return tempfile.TemporaryDirectory(prefix="edge-export-ocr-")

    def _recognise(self, exe: str, png: Path, label: str) -> Reading:
        """Runs in the pool: whatever goes wrong comes back as the reading's problem, in words that do not
        name the temporary files (the chunk file records them and must be the same on every run)."""
        out = png.with_suffix("")
        try:
            # One thread a process: the cores are shared by pages, and a thread pool inside each would only
            # compete with the others.
            env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
            run = subprocess.run([exe, str(png), str(out), "-l", self.models, "-c", "page_separator=",
                                  "txt", "tsv"], capture_output=True, text=True, env=env, timeout=OCR_TIMEOUT_S)
            if run.returncode:
                return Reading(label, "", problem=f"tesseract failed (exit {run.returncode})")
            text = out.with_suffix(".txt").read_text(encoding="utf-8")
            with out.with_suffix(".tsv").open(encoding="utf-8", newline="") as f:
                confidences = [float(row["conf"]) for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
                               if row.get("text", "").strip() and float(row["conf"]) >= MIN_WORD_CONFIDENCE]
        except subprocess.TimeoutExpired:
            return Reading(label, "", problem=f"tesseract took over {OCR_TIMEOUT_S} s")
        except (OSError, ValueError, KeyError) as exc:
            return Reading(label, "", problem=f"tesseract's output could not be read ({type(exc).__name__})")
        finally:
            for leftover in (png, out.with_suffix(".txt"), out.with_suffix(".tsv")):
                leftover.unlink(missing_ok=True)
        if len(confidences) < MIN_OCR_WORDS:  # a figure or a photo: no text on the page, not an unreadable one
            return Reading(label, "")
        return Reading(label, text, confidence=round(sum(confidences) / len(confidences) / 100, 3))

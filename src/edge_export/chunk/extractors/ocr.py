"""The last extractor: Tesseract OCR of the page rendered by PDFium, with the model of the script it sees.

Tesseract is a Debian package (tesseract-ocr, one tesseract-ocr-<lang> per language, one
tesseract-ocr-script-<code> per script), run as a command: no Python binding to install. Each page's script
comes from its text layer where that has letters worth believing (a font with a broken map gives wrong
letters of the right script), else from Tesseract's own script detection (OSD, tesseract-ocr-osd); its
model is a declared language's of that script, else the script's model, else the installed languages' of
that script (SCRIPT_MODELS).
When Tesseract or a script's data is missing, the reading says which package to install, and the page is
named unreadable instead of silently giving nothing, or garbage read with another script's model.
"""

from __future__ import annotations

import csv
import itertools
import os
import re
import shutil
import subprocess
import tempfile
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from functools import cached_property
from pathlib import Path

from ..languages import LANGUAGES, Language
from ..plausibility import judge, plausible
from .reading import Reading

RENDER_DPI = 300  # Tesseract's own advice for body text; 200 loses small print
MIN_WORD_CONFIDENCE = 0  # TSV rows with conf -1 are layout rows, not words
OCR_WORKERS = min(8, os.cpu_count() or 1)  # Tesseract processes at once, one thread each
OCR_TIMEOUT_S = 300  # a page Tesseract has not read in five minutes is named, not waited for
MIN_OCR_WORDS = 3  # fewer words on a rendered page: a figure or a photo, read as a blank page
MAX_LANGUAGE_MODELS = 3  # installed language models of one script read together (each one slows Tesseract)
# Tesseract's script models (<name>.traineddata) and their Debian packages, by chunk/scripts.py's names.
SCRIPT_MODELS = {
    "Latin": ("Latin", "latn"), "Cyrillic": ("Cyrillic", "cyrl"), "Greek": ("Greek", "grek"),
    "Arabic": ("Arabic", "arab"), "Hebrew": ("Hebrew", "hebr"), "Devanagari": ("Devanagari", "deva"),
    "Bengali": ("Bengali", "beng"), "Tamil": ("Tamil", "taml"), "Telugu": ("Telugu", "telu"),
    "Kannada": ("Kannada", "knda"), "Malayalam": ("Malayalam", "mlym"), "Gujarati": ("Gujarati", "gujr"),
    "Gurmukhi": ("Gurmukhi", "guru"), "Thai": ("Thai", "thai"), "Lao": ("Lao", "laoo"),
    "Georgian": ("Georgian", "geor"), "Armenian": ("Armenian", "armn"), "Ethiopic": ("Ethiopic", "ethi"),
    "Han": ("HanS", "hans"), "Kana": ("Japanese", "jpan"), "Hangul": ("Hangul", "hang"),
    "Khmer": ("Khmer", "khmr"), "Myanmar": ("Myanmar", "mymr"), "Sinhala": ("Sinhala", "sinh"),
    "Tibetan": ("Tibetan", "tibt"), "Syriac": ("Syriac", "syrc"), "Thaana": ("Thaana", "thaa"),
}
# Scripts read with a language's model rather than a script model: Han with Chinese's, Kana with Japanese's,
# Hangul with Korean's (languages.py: the languages whose own script it is); the packages `make install` puts
# there, named when none is installed.
LANGUAGE_MODEL_PACKAGES = {"Han": "tesseract-ocr-chi-sim", "Kana": "tesseract-ocr-jpn", "Hangul": "tesseract-ocr-kor"}
# OSD's script names that are not chunk/scripts.py's.
_OSD_SCRIPTS = {"Japanese": "Kana", "Katakana": "Kana", "Hiragana": "Kana", "HanS": "Han", "HanT": "Han",
                "Fraktur": "Latin", "Korean": "Hangul"}
_OSD_SCRIPT = re.compile(r"^Script: (\S+)", re.M)
_FALLBACK_SCRIPT = "Latin"  # a page OSD cannot place (too few letters) and no hint names a script for


def _writes(language: Language, script: str) -> bool:
    """Does a hinted language's model read a page in `script`: its own script, or another it writes that is
    not Latin (Japanese and Korean write Han: a page of Kanji, of Hanja)? A Russian hint's model does not read
    a Latin page: Latin's does."""
    return language.scripts[0] == script or (script != "Latin" and script in language.scripts)


class Tesseract:
    def __init__(self, languages: tuple[Language, ...]):
        self.languages = languages
        self._numbers = itertools.count()
        # Pages rendered and waiting: the reading of the next pages waits rather than filling the disk.
        self._in_flight = threading.BoundedSemaphore(2 * OCR_WORKERS)

    @cached_property
    def _setup(self) -> tuple[str | None, str, str | None, frozenset[str]]:
        """(problem or None, label, the command's path, the installed models). Checked once per run."""
        exe = shutil.which("tesseract")
        if exe is None:
            return ("OCR needs Tesseract, which is not installed (apt-get install tesseract-ocr tesseract-ocr-osd)",
                    "ocr", None, frozenset())
        try:
            version = subprocess.run([exe, "--version"], capture_output=True, text=True).stdout.split()[1:2]
            listed = subprocess.run([exe, "--list-langs"], capture_output=True, text=True)
        except OSError as exc:  # a broken install: named on the page like a missing one
            return f"tesseract cannot run ({exc.strerror or type(exc).__name__})", "ocr", None, frozenset()
        label = f"ocr:tesseract-{''.join(version)}"
        if listed.returncode:
            return f"tesseract --list-langs failed (exit {listed.returncode})", label, exe, frozenset()
        # "List of available languages in ... (4):", then one model a line ("eng", "script/Cyrillic")
        return None, label, exe, frozenset(line.strip() for line in listed.stdout.splitlines()
                                           if line.strip() and not line.startswith("List of"))

    def models(self, script: str, installed: frozenset[str]) -> tuple[str | None, str | None]:
        """(Tesseract's -l models for a page in `script`, or None; the problem when none is installed)."""
        hinted = [lang.tesseract for lang in self.languages if _writes(lang, script)]
        if hinted:
            missing = [m for m in hinted if m not in installed]
            if missing:
                return None, (f"OCR has no language data for {', '.join(missing)} "
                              f"(apt-get install {' '.join(f'tesseract-ocr-{m}' for m in missing)})")
            return "+".join(hinted), None
        model, package = SCRIPT_MODELS.get(script, (None, None))
        # Debian's tesseract-ocr-script-* install "Cyrillic.traineddata" beside the languages; tessdata's own
        # layout has them under script/
        for name in (model, f"script/{model}") if model else ():
            if name in installed:
                return name, None
        of_script = [lang.tesseract for lang in LANGUAGES.values() if lang.scripts[0] == script
                     and lang.tesseract in installed][:MAX_LANGUAGE_MODELS]
        if of_script:
            return "+".join(of_script), None
        install = (f"apt-get install {LANGUAGE_MODEL_PACKAGES[script]}" if script in LANGUAGE_MODEL_PACKAGES
                   else f"apt-get install tesseract-ocr-script-{package}" if package else "no Tesseract model is known")
        return None, f"OCR has no data for the {script} script seen on the page ({install})"

    def page_models(self, scripts: tuple[str, ...], installed: frozenset[str]) -> tuple[str | None, str | None]:
        """Tesseract's -l models for a page whose letters are in `scripts` (most first): the first script's
        models, then the first model of each other one, Latin's always (names, commands and URLs are in
        Latin letters on most pages of any script: a scanned Russian FAQ read with rus alone keeps 0.74 of
        its words, with rus+eng 0.97); the problem when the first script has none."""
        if "Han" in scripts and (beside := [s for s in ("Kana", "Hangul") if s in scripts]):
            # Japanese writes Han with Kana, Korean with Hangul: their model reads both, Chinese's would not
            scripts = (beside[0], *(s for s in scripts if s not in ("Han", beside[0])))
        models, problem = self.models(scripts[0], installed)
        if problem:
            return None, problem
        chosen = models.split("+")
        for script in (*scripts[1:], *(("Latin",) if "Latin" not in scripts else ())):
            more, _ = self.models(script, installed)
            if more and (first := more.split("+")[0]) not in chosen:
                chosen.append(first)
        return "+".join(chosen), None

    def submit(self, page, scripts: tuple[str, ...] = ()) -> Future:
        """OCR of a pypdfium2 page, as a Future of its Reading: the page is rendered now (PDFium is not
        thread-safe), Tesseract runs in the pool, one process a core, while the caller reads on. `scripts`:
        those of the page's text layer, when it has letters worth believing (a broken font's page: its
        letters are wrong, their script is not); else Tesseract's OSD tells."""
        problem, label, exe, installed = self._setup
        if problem:
            done: Future = Future()
            done.set_result(Reading(label, "", problem=problem))
            return done
        self._in_flight.acquire()
        try:
            png = Path(self._workdir.name) / f"page-{next(self._numbers)}.png"
            page.render(scale=RENDER_DPI / 72, grayscale=True).to_pil().save(png)
            future = self._pool.submit(self._recognise, exe, png, label, installed, scripts)
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

    def _script(self, exe: str, png: Path, installed: frozenset[str], env: dict) -> str:
        """The page's script by Tesseract's OSD; a hint's script, else Latin, when OSD is not installed or
        cannot tell (too few letters)."""
        fallback = self.languages[0].scripts[0] if self.languages else _FALLBACK_SCRIPT
        if "osd" not in installed:
            return fallback
        run = subprocess.run([exe, str(png), "-", "--psm", "0"], capture_output=True, text=True, env=env,
                             timeout=OCR_TIMEOUT_S)
        found = _OSD_SCRIPT.search(run.stdout) if not run.returncode else None
        return _OSD_SCRIPTS.get(found.group(1), found.group(1)) if found else fallback

    def _recognise(self, exe: str, png: Path, label: str, installed: frozenset[str],
                   scripts: tuple[str, ...] = ()) -> Reading:
        """Runs in the pool: whatever goes wrong comes back as the reading's problem, in words that do not
        name the temporary files (the chunk file records them and must be the same on every run).

        A page OSD placed (no text layer to tell its script) whose reading is not words of a language is
        read again with each other installed script's models, and the most plausible reading kept: OSD calls
        a sparse Greek card Latin with a script confidence under 1."""
        # One thread a process: the cores are shared by pages, and a thread pool inside each would only
        # compete with the others.
        env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
        try:
            placed_by_osd = not scripts
            scripts = scripts or (self._script(exe, png, installed, env),)
            models, problem = self.page_models(scripts, installed)
            if problem:
                return Reading(label, "", problem=problem)
            reading = self._read(exe, png, f"{label}:{models}", models, env)
            if placed_by_osd and reading.text and not plausible(judge(reading.text)):
                reading = self._most_plausible(exe, png, label, installed, scripts[0], reading, env)
            return reading
        except subprocess.TimeoutExpired:  # OSD's own run
            return Reading(label, "", problem=f"tesseract took over {OCR_TIMEOUT_S} s")
        except OSError as exc:
            return Reading(label, "", problem=f"tesseract could not run ({type(exc).__name__})")
        finally:
            png.unlink(missing_ok=True)

    def _most_plausible(self, exe: str, png: Path, label: str, installed: frozenset[str], tried: str,
                        reading: Reading, env: dict) -> Reading:
        """`reading`, or the first reading with another installed script model (and Latin's) that is words of
        a language. The script models, not the hints': the page was not in the script OSD said, so nothing
        says which of the script's languages it is in. Han, Kana and Hangul, read with a language's model, are
        not tried again: OSD tells them from the others, and their models are the slowest."""
        unhinted = Tesseract(())
        for script, (model, _) in SCRIPT_MODELS.items():
            if script != tried and (model in installed or f"script/{model}" in installed):
                models, _ = unhinted.page_models((script,), installed)
                other = self._read(exe, png, f"{label}:{models}", models, env)
                if other.text and plausible(judge(other.text)):
                    return other
        return reading

    def _read(self, exe: str, png: Path, label: str, models: str, env: dict) -> Reading:
        """Tesseract's text of the page with `models`, and its mean word confidence."""
        out = png.with_suffix("")
        try:
            run = subprocess.run([exe, str(png), str(out), "-l", models, "-c", "page_separator=",
                                  "txt", "tsv"], capture_output=True, text=True, env=env, timeout=OCR_TIMEOUT_S)
            if run.returncode:
                return Reading(label, "", problem=f"tesseract failed (exit {run.returncode})")
            text = out.with_suffix(".txt").read_text(encoding="utf-8")
            with out.with_suffix(".tsv").open(encoding="utf-8", newline="") as f:
                confidences = [float(row["conf"]) for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
                               if row.get("text", "").strip() and float(row["conf"]) >= MIN_WORD_CONFIDENCE]
        except subprocess.TimeoutExpired:
            return Reading(label, "", problem=f"tesseract took over {OCR_TIMEOUT_S} s")
        except (OSError, ValueError, KeyError, TypeError) as exc:
            return Reading(label, "", problem=f"tesseract's output could not be read ({type(exc).__name__})")
        finally:
            for leftover in (out.with_suffix(".txt"), out.with_suffix(".tsv")):
                leftover.unlink(missing_ok=True)
        if len(confidences) < MIN_OCR_WORDS:  # a figure or a photo: no text on the page, not an unreadable one
            return Reading(label, "")
        return Reading(label, text, confidence=round(sum(confidences) / len(confidences) / 100, 3))

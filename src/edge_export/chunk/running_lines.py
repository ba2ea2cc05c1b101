"""Running headers and footers: the lines a document repeats at the top or bottom of its pages (a chapter
title beside the printed page number, a page mark like "A02-1/9", a letterhead), found across pages and
kept out of chunk text, so that "12 Ce qu'il faut savoir" does not open the first chunk of every page.

A line is running when the same line, digits and roman numerals folded, stands among the first (or last)
lines of at least MIN_PAGES pages within a few pages of it: verso and recto headers alternate, and a
chapter's title changes from one chapter to the next. A line of few letters ("12", "A02-1/9", but also a
table's last row "F10 – A10") must moreover carry the page number: one of its numbers minus the page's
is the same on those pages. Detection reads the page text only (its line
order), so it needs no layout information; the page keeps its full text, and chunks are cut to the
body between the running lines (chunk/corpus.py), so their line citations still count printed lines.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass

from .extract import Document

ZONE_LINES = 2  # how many lines at the top and at the bottom of a page may be running
MIN_PAGES = 3  # pages that must share the line (itself included) ...
NEIGHBOURHOOD = 4  # ... within this many pages before or after it
MAX_RUNNING_CHARS = 120  # a running line is short: never a paragraph
MIN_LETTERS_BY_REPETITION = 4  # fewer letters: a page mark, running only when it counts the pages

_ROMAN_LETTERS = re.compile(r"\b[ivxlcdm]+\b")
_ROMAN = re.compile(r"m{0,4}(?:cm|cd|d?c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})")  # "il" is not one
_DIGITS = re.compile(r"\d+")
_SPACE = re.compile(r"\s+")
_LETTER = re.compile(r"[^\W\d_]")


def fold(line: str) -> str:
    """The line with its numbers as '#': what stays the same from one page's header to the next."""
    line = _SPACE.sub(" ", line.strip().lower())
    line = _DIGITS.sub("#", line)
    return _ROMAN_LETTERS.sub(lambda m: "#" if _ROMAN.fullmatch(m.group()) else m.group(), line)


@dataclass(frozen=True)
class Body:
    """A page's text between its running lines: [start, end) character offsets of the page text."""

    start: int
    end: int
    header: tuple[str, ...] = ()
    footer: tuple[str, ...] = ()

    @property
    def running_text(self) -> str:
        """The page's running lines, header then footer, one a line ("" when none): the chunk metadata that
        BM25 indexes beside the text (db/writer.fts_text), as it does the title and the section."""
        return "\n".join((*self.header, *self.footer))


def _zones(text: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """(top, bottom): [start, end) offsets of the first and last ZONE_LINES non-empty lines."""
    lines, at = [], 0
    for raw in text.split("\n"):
        if raw.strip():
            lines.append((at, at + len(raw)))
        at += len(raw) + 1
    top = lines[:ZONE_LINES]
    bottom = lines[max(len(top), len(lines) - ZONE_LINES):]
    return top, bottom


def page_bodies(document: Document) -> dict[int, Body]:
    """Every page's body; a page with no running line has the whole text."""
    zones = {p.number: _zones(p.text) for p in document.pages}
    # (zone, folded line) -> [(page, {its numbers minus the page number})]
    seen: dict[tuple[str, str], list[tuple[int, set[int]]]] = defaultdict(list)
    for page in document.pages:
        for zone, spans in zip(("top", "bottom"), zones[page.number]):
            for a, b in spans:
                if b - a <= MAX_RUNNING_CHARS:
                    offsets = {int(n) - page.number for n in _DIGITS.findall(page.text[a:b])}
                    seen[zone, fold(page.text[a:b])].append((page.number, offsets))

    def running(zone: str, page: int, text: str) -> bool:
        if len(text) > MAX_RUNNING_CHARS:
            return False
        form = fold(text)
        near = [(p, offsets) for p, offsets in seen[zone, form] if abs(p - page) <= NEIGHBOURHOOD]
        if len(_LETTER.findall(form)) >= MIN_LETTERS_BY_REPETITION:
            return len({p for p, _ in near}) >= MIN_PAGES  # pages, not lines: a page may repeat a line
        pages_by_offset = defaultdict(set)
        for p, offsets in near:
            for offset in offsets:
                pages_by_offset[offset].add(p)
        return max(map(len, pages_by_offset.values()), default=0) >= MIN_PAGES

    bodies = {}
    for page in document.pages:
        top, bottom = zones[page.number]
        start, end, header, footer = 0, len(page.text), [], []
        for a, b in top:  # from the top down, while the lines are running
            if not running("top", page.number, page.text[a:b]):
                break
            start, header = b, [*header, page.text[a:b].strip()]
        for a, b in reversed(bottom):  # from the bottom up
            if a < start or not running("bottom", page.number, page.text[a:b]):
                break
            end, footer = a, [page.text[a:b].strip(), *footer]
        bodies[page.number] = Body(start, end, tuple(header), tuple(footer))
    return bodies

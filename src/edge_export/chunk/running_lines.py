"""Running headers and footers: the lines a document repeats at the top or bottom of its pages (a chapter
title beside the printed page number, a page mark like "A02-1/9", a letterhead), found across pages and
kept out of chunk text, so that "12 Ce qu'il faut savoir" does not open the first chunk of every page.

A line is running when the same line, digits and roman numerals folded, stands among the first (or last)
lines of at least MIN_PAGES pages within a few pages of it: verso and recto headers alternate, and a
chapter's title changes from one chapter to the next. A line of few letters ("12", "A02-1/9", but also a
table's last row "F10 – A10") must moreover carry the page number: one of its numbers minus the page's
is the same on those pages. A line of letters that a page within those few prints twice, once at least in
its body (outside its first and last lines), is body text, not a running line (Printed.again): a
paragraph printed several times a page (a typesetting example: one paragraph set in each of several
fonts, one slide in each of several themes) starts (or ends) some of those pages too, and stays as printed,
however short its line there ("la ronde suivante."): the line is looked for with the words that follow it on
its page (that precede it, at the bottom), as the paragraph's words, whatever their line breaks.
Detection reads the page text only (its line order), so it needs no layout information; the page keeps
its full text, and chunks are cut to the body between the running lines (chunk/corpus.py), so their
line citations still count printed lines.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import cached_property

from .extract import Document, Page

ZONE_LINES = 2  # how many lines at the top and at the bottom of a page may be running
MIN_PAGES = 3  # pages that must share the line (itself included) ...
NEIGHBOURHOOD = 4  # ... within this many pages before or after it
MAX_RUNNING_CHARS = 120  # a running line is short: never a paragraph
MIN_LETTERS_BY_REPETITION = 4  # fewer letters: a page mark, running only when it counts the pages
MIN_REPEATED_WORDS = 8  # a line of this many words printed again across other line breaks: body text

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


class Printed:
    """What a page prints, to tell the lines it repeats: its lines (stripped) and how often, in all and in
    its body (between its zones), and, made when asked, the words of both in order (line breaks as spaces)."""

    def __init__(self, text: str, zones: tuple[list[tuple[int, int]], list[tuple[int, int]]]):
        self.text = text
        top, bottom = zones
        self.body_start, self.body_end = top[-1][1] if top else 0, bottom[0][0] if bottom else len(text)
        self.lines = Counter(map(str.strip, text.split("\n")))
        self.body_lines = self.lines - Counter(text[a:b].strip() for a, b in (*top, *bottom))

    @cached_property
    def words(self) -> str:
        return f" {' '.join(self.text.split())} "

    @cached_property
    def body_words(self) -> str:
        return f" {' '.join(self.text[self.body_start : self.body_end].split())} "

    def again(self, line: str, passage: str = "") -> bool:
        """Whether the page prints `line` (stripped) twice, once at least in its body (a running line printed
        at the top and again at the bottom is not in the body): as a line, or as the same words broken into
        other lines (the paragraph set again at another width), the words of `passage` (the line with the
        words next to it on its own page, in_context), when it has MIN_REPEATED_WORDS words or more (a line
        of few words alone, "Bibliographie", may stand in any sentence)."""
        if self.lines[line] > 1 and self.body_lines[line]:
            return True
        words = passage.split() if passage else line.split()
        if len(words) < MIN_REPEATED_WORDS:
            return False
        words = f" {' '.join(words)} "
        first = self.words.find(words)
        return first != -1 and self.words.find(words, first + 1) != -1 and words in self.body_words


def in_context(text: str, start: int, end: int, zone: str) -> str:
    """The line text[start:end] with the words that follow it (top zone) or precede it (bottom zone) on its
    page, MIN_REPEATED_WORDS words in all when the page has them: where a paragraph's short first or last
    line stands in a zone, its words go on (or start) with the paragraph's."""
    line = text[start:end].split()
    if len(line) >= MIN_REPEATED_WORDS:
        return " ".join(line)
    more = MIN_REPEATED_WORDS - len(line)
    if zone == "top":
        return " ".join([*line, *text[end:].split(None, more)[:more]])
    return " ".join([*text[:start].rsplit(None, more)[-more:], *line])


def page_bodies(document: Document) -> dict[int, Body]:
    """Every page's body; a page with no running line has the whole text."""
    zones = {p.number: _zones(p.text) for p in document.pages}
    pages = {p.number: p for p in document.pages}
    printed: dict[int, Printed] = {}  # made for the pages near a line that would be running

    def printed_again(line: str, passage: str, page: int) -> bool:
        """Whether a page within NEIGHBOURHOOD of `page` prints `line` twice (Printed.again)."""
        for near in range(page - NEIGHBOURHOOD, page + NEIGHBOURHOOD + 1):
            if near in pages and near not in printed:
                printed[near] = Printed(pages[near].text, zones[near])
            if near in printed and printed[near].again(line, passage):
                return True
        return False

    # (zone, folded line) -> [(page, {its numbers minus the page number})]
    seen: dict[tuple[str, str], list[tuple[int, set[int]]]] = defaultdict(list)
    for page in document.pages:
        for zone, spans in zip(("top", "bottom"), zones[page.number]):
            for a, b in spans:
                if b - a <= MAX_RUNNING_CHARS:
                    offsets = {int(n) - page.number for n in _DIGITS.findall(page.text[a:b])}
                    seen[zone, fold(page.text[a:b])].append((page.number, offsets))

    def running(zone: str, page: Page, start: int, end: int) -> bool:
        text = page.text[start:end]
        if len(text) > MAX_RUNNING_CHARS:
            return False
        form = fold(text)
        near = [(p, offsets) for p, offsets in seen[zone, form] if abs(p - page.number) <= NEIGHBOURHOOD]
        if len(_LETTER.findall(form)) >= MIN_LETTERS_BY_REPETITION:
            if len({p for p, _ in near}) < MIN_PAGES:  # pages, not lines: a page may repeat a line
                return False
            # a paragraph printed twice near here: body text
            return not printed_again(text.strip(), in_context(page.text, start, end, zone), page.number)
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
            if not running("top", page, a, b):
                break
            start, header = b, [*header, page.text[a:b].strip()]
        for a, b in reversed(bottom):  # from the bottom up
            if a < start or not running("bottom", page, a, b):
                break
            end, footer = a, [page.text[a:b].strip(), *footer]
        bodies[page.number] = Body(start, end, tuple(header), tuple(footer))
    return bodies

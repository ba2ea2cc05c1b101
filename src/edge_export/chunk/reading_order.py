"""Two-column pages whose content stream runs across the columns, line by line, read column by column.

PDFium gives a page's text in content-stream order. That is reading order on ordinary multi-column pages
(LaTeX, Word and most tools draw column 1, then column 2), but some generators (row-by-row layout engines,
OCR layers, tools that sort text by height on the page) draw left line 1, right line 1, left line 2, ...:
the two columns' lines then alternate, or are joined on one line. Such a page is read again here.

Everything is measured on PDFium's text boxes (one per run of a text object's characters, tens to hundreds
a page, cheap to get), grouped into rows (a line, or two columns' lines side by side) and each row into
spans: its boxes widened by half a line height at each end and merged, so that word spaces close and a
gap a line height wide or more (a column gutter is one to three, a word space a quarter) stays open.
A page is re-read only when all of these hold:
- a gutter: an x that the spans of at most MAX_SPANNING_SHARE of the rows cross (a title, a caption);
- interleaving: in content order the boxes switch between the gutter's two sides more than
  INTERLEAVING_FACTOR times what column-by-column order needs (two switches per column band, below);
- two columns of running text: the two sides' widths alike (MIN_WIDTH_RATIO), and most of each side's
  text in text lines, a row's only span on that side filling MIN_LINE_FILL of the side's width.
  A table drawn row by row, a table of contents, an index or a list has a gutter and switches sides
  on every row too, but beside a narrow column (numbers, labels, bullets), or with cells only as long as
  their content, often several to a side; its rows stay rows.
Any other page keeps PDFium's text byte for byte.

The rows crossing the gutter (a title, a figure caption across both columns) cut the page into horizontal
bands, and so does a blank BAND_BREAK line heights high across both columns (below a running header,
above a footer): a full-width band is read as it is, and each other band left column first, then right
column, with PDFium's bounded-text reading (`get_text_bounded`: the characters whose boxes meet a
rectangle, in content order, a line break where the line changes; read_region makes it page text).
"""

from __future__ import annotations

import ctypes
import re
from collections import Counter
from dataclasses import dataclass
from statistics import median
from typing import NamedTuple

import pypdfium2.raw as pdfium_c

# A title, an abstract or a caption across both columns may cross the gutter: at most this share of the
# page's rows ("two columns" is most of the page; a table of contents whose long entries reach across a
# gap beside the short ones is not).
MAX_SPANNING_SHARE = 0.25
# Column-by-column order switches sides at most twice a band (left to right, then back for the next band);
# a stray object (a figure's labels, a footnote drawn late) adds one or two. Row-by-row order switches
# twice a line. Re-read only beyond twice what column order can explain.
INTERLEAVING_FACTOR = 2
# A page's columns are set at one width (a ragged right edge or a short column loses a little of it); the
# gutter beside page numbers (a table of contents), bullets, index marks, a table's label column or a
# figure's axis leaves one side narrower than the other.
MIN_WIDTH_RATIO = 0.8
# Two columns' text flows on down a page; a blank across both of them this many line heights high ends
# their band (a running header's or footer's distance from the body is two to four; within the body, the
# space above a heading or around a figure is in one column at a time, and lines are a third apart).
BAND_BREAK = 2
# Running text fills its column's width, save a paragraph's last line (justified: all of it, ragged
# right: most of it); a table cell is as wide as its content. Most of each side's text must be in lines
# that fill this much.
MIN_LINE_FILL = 2 / 3

# get_text_bounded reads PDFium's character list, get_text_range its page text, which differ: a line-end
# hyphen is U+0002 in the list and U+FFFE in the text (restored as "-" and a line break by
# normalize_page_text), and the text leaves out the list's other control codes (pdfium's IsControlChar).
_AS_PAGE_TEXT = str.maketrans({"\x02": "\ufffe", **dict.fromkeys(map(ord, "\x03\x93\x94\x96\x97\x98"))})
# A line cut at the gutter ends with the space PDFium generated before the other column's text; a soft
# hyphen carries its own line break (PDFium adds one after it where the other column came between).
_TRAILING_SPACES = re.compile(r" +(?=\r\n|$)")
_BREAK_AFTER_SOFT_HYPHEN = "\ufffe\r\n"


class Box(NamedTuple):
    left: float
    bottom: float
    right: float
    top: float


class Span(NamedTuple):
    """A stretch of one row's text with no gap a line height wide in it: the row's boxes widened by half a
    line height at each end, merged (word spaces close, a gutter or a gap between table cells stays)."""

    left: float
    right: float
    row: int


class Band(NamedTuple):
    bottom: float
    top: float
    full_width: bool  # crosses the gutter: read as one block, not split into columns


@dataclass(frozen=True)
class Layout:
    boxes: list[Box]  # content order
    row_of: list[int]  # each box's row
    rows: list[tuple[float, float]]  # (bottom, top) of each row (page_layout), top first
    spans: list[Span]
    line_height: float  # the boxes' median height: about one em of the body text

    def text_width(self, left: float, right: float) -> float:
        """The width of the text between two span edges (spans reach half a line height beyond it)."""
        return right - left - self.line_height


def in_reading_order(textpage, text: str) -> str:
    """`text` (PDFium's get_text_range of `textpage`) as it is, or, on a two-column page drawn across its
    columns line by line, the page read again column by column (same conventions: `\\r\\n` line ends)."""
    boxes = text_boxes(textpage)
    # A first look, in content order: re-reading needs more than 2 * INTERLEAVING_FACTOR switches, so at
    # least INTERLEAVING_FACTOR from left to right, each a jump over the gutter to a box that starts a line
    # height or more to the right of the previous one's end. Ordinary pages have none or a few (a line's
    # boxes abut, the next line starts back left): they cost their boxes and this one pass.
    if _jumps_right(boxes) < INTERLEAVING_FACTOR:
        return text
    layout = page_layout([Box(*box) for box in boxes])
    for gutter in gutter_candidates(layout):
        bands = interleaved_bands(layout, gutter)
        if bands:
            return read_by_columns(textpage, layout, gutter, bands)
    return text


def text_boxes(textpage) -> list[tuple[float, float, float, float]]:
    """PDFium's text rectangles (one per run of a text object's characters) as (left, bottom, right, top),
    the empty ones left out. (Raw calls with four reused doubles: about half the time of get_rect's.)"""
    left, bottom, right, top = (ctypes.c_double() for _ in range(4))
    boxes = []
    for index in range(pdfium_c.FPDFText_CountRects(textpage.raw, 0, -1)):
        found = pdfium_c.FPDFText_GetRect(textpage.raw, index, left, top, right, bottom)
        if found and right.value > left.value and top.value > bottom.value:
            boxes.append((left.value, bottom.value, right.value, top.value))
    return boxes


def _jumps_right(boxes: list[tuple[float, float, float, float]]) -> int:
    """How often, in content order, a box starts at least a line height (the smaller box's height) to the
    right of the previous box's end."""
    return sum(after[0] - before[2] >= min(before[3] - before[1], after[3] - after[1])
               for before, after in zip(boxes, boxes[1:]))


def page_layout(boxes: list[Box]) -> Layout:
    """The boxes' rows and each row's spans. A row is the boxes whose middles lie within half a line height
    of its top box's middle: a line with its sub- and superscripts, or the lines of two columns side by
    side; two columns whose baselines are offset (other fonts, other leadings) give rows of their own."""
    line_height = median(box.top - box.bottom for box in boxes)
    row_of = [0] * len(boxes)
    rows: list[tuple[float, float]] = []
    members: list[list[Box]] = []
    row_middle = 0.0
    for index in sorted(range(len(boxes)), key=lambda index: -_middle(boxes[index])):
        box = boxes[index]
        if rows and row_middle - _middle(box) < line_height / 2:
            rows[-1] = (min(rows[-1][0], box.bottom), max(rows[-1][1], box.top))
            members[-1].append(box)
        else:
            rows.append((box.bottom, box.top))
            members.append([box])
            row_middle = _middle(box)
        row_of[index] = len(rows) - 1
    margin = line_height / 2
    spans = []
    for row, row_boxes in enumerate(members):
        row_boxes.sort(key=lambda box: box.left)
        left, right = row_boxes[0].left - margin, row_boxes[0].right + margin
        for box in row_boxes[1:]:
            if box.left - margin >= right:
                spans.append(Span(left, right, row))
                left = box.left - margin
            right = max(right, box.right + margin)
        spans.append(Span(left, right, row))
    return Layout(boxes, row_of, rows, spans, line_height)


def _middle(box: Box) -> float:
    return (box.bottom + box.top) / 2


def gutter_candidates(layout: Layout) -> list[float]:
    """The x of each vertical gap between spans that the spans of at most MAX_SPANNING_SHARE of the rows
    cross, with enough spans on each side to interleave: the middle of its least crossed part."""
    spanning_allowed = MAX_SPANNING_SHARE * len(layout.rows)
    # a side of fewer lines cannot take part in more than 2 * INTERLEAVING_FACTOR switches
    min_side = INTERLEAVING_FACTOR + 1
    spans = layout.spans
    edges = sorted([(span.left, 1) for span in spans] + [(span.right, -1) for span in spans])  # ends first
    gaps: list[tuple[int, float, float]] = []  # (rows crossing, -width, middle) of each gap's least crossed part
    in_gap = False
    crossing = started = 0
    for (x, step), (next_x, _) in zip(edges, edges[1:]):
        crossing += step
        started += step > 0
        if next_x <= x:
            continue
        if crossing > spanning_allowed or min(started - crossing, len(spans) - started) < min_side:
            in_gap = False
            continue
        part = (crossing, x - next_x, (x + next_x) / 2)
        if in_gap:
            gaps[-1] = min(gaps[-1], part)
        else:
            gaps.append(part)
        in_gap = True
    return [middle for _, _, middle in gaps]


def interleaved_bands(layout: Layout, gutter: float) -> list[Band] | None:
    """The page's bands when `gutter` splits it into two columns of running text and its content order
    switches sides far more often than column-by-column order needs; else None."""
    crossing_rows = {span.row for span in layout.spans if span.left < gutter < span.right}
    sides = [box.right <= gutter for box, row in zip(layout.boxes, layout.row_of) if row not in crossing_rows]
    switches = sum(a != b for a, b in zip(sides, sides[1:]))
    bands = horizontal_bands(layout, crossing_rows)
    column_bands = sum(not band.full_width for band in bands)
    if not column_bands or switches <= INTERLEAVING_FACTOR * 2 * column_bands:
        return None
    return bands if two_text_columns(layout, gutter, crossing_rows) else None


def horizontal_bands(layout: Layout, crossing_rows: set[int]) -> list[Band]:
    """The rows as bands that do not overlap, top first: a row that crosses the gutter is a full-width band;
    consecutive rows that do not make one column band, unless a blank BAND_BREAK line heights high parts
    them; bands that overlap are one (full width if either is: a line beside a title is read with it)."""
    bands: list[Band] = []
    for row, (bottom, top) in enumerate(layout.rows):
        band = Band(bottom, top, row in crossing_rows)
        if bands:
            last = bands[-1]
            overlap = top > last.bottom
            columns_go_on = last.bottom - top < BAND_BREAK * layout.line_height
            if overlap or (columns_go_on and not band.full_width and not last.full_width):
                bands.pop()
                band = Band(min(bottom, last.bottom), max(top, last.top), band.full_width or last.full_width)
        bands.append(band)
    return bands


def two_text_columns(layout: Layout, gutter: float, crossing_rows: set[int]) -> bool:
    """Whether the rows the gutter splits hold two columns of running text: widths alike, and most of each
    side's text (by width) in text lines, a row's only span on that side filling MIN_LINE_FILL of its
    width. A figure's labels or a code listing inside a column weigh little; a table's cells are all of
    its sides."""
    sides: tuple[list[Span], list[Span]] = ([], [])
    for span in layout.spans:
        if span.row not in crossing_rows:
            sides[span.left >= gutter].append(span)
    if not all(sides):
        return False
    widths = [layout.text_width(min(span.left for span in side), max(span.right for span in side))
              for side in sides]
    if min(widths) < MIN_WIDTH_RATIO * max(widths):
        return False
    for side, side_width in zip(sides, widths):
        spans_in_row = Counter(span.row for span in side)
        span_widths = [layout.text_width(span.left, span.right) for span in side]
        in_text_lines = sum(width for span, width in zip(side, span_widths)
                            if spans_in_row[span.row] == 1 and width >= MIN_LINE_FILL * side_width)
        if 2 * in_text_lines <= sum(span_widths):
            return False
    return True


def read_by_columns(textpage, layout: Layout, gutter: float, bands: list[Band]) -> str:
    """The page's text band by band, top first; a column band left of the gutter, then right of it."""
    left = min(box.left for box in layout.boxes) - 1
    right = max(box.right for box in layout.boxes) + 1
    # each band reaches halfway to its neighbours (bands do not overlap, so no character is read twice)
    tops = [bands[0].top + 1] + [(above.bottom + below.top) / 2 for above, below in zip(bands, bands[1:])]
    bottoms = tops[1:] + [bands[-1].bottom - 1]
    pieces = []
    for band, top, bottom in zip(bands, tops, bottoms):
        columns = [(left, right)] if band.full_width else [(left, gutter), (gutter, right)]
        pieces += [read_region(textpage, x0, bottom, x1, top) for x0, x1 in columns]
    return "\r\n".join(piece for piece in pieces if piece)


def read_region(textpage, left: float, bottom: float, right: float, top: float) -> str:
    """PDFium's text of a rectangle of the page, as get_text_range would give it (see _AS_PAGE_TEXT)."""
    text = textpage.get_text_bounded(left, bottom, right, top).translate(_AS_PAGE_TEXT)
    return _TRAILING_SPACES.sub("", text).replace(_BREAK_AFTER_SOFT_HYPHEN, "\ufffe")

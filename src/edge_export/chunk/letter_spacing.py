"""Words set with letter spacing, read whole: PDFium's `t h i s t o tu rn` as `this to turn`.

A font drawn with tracking (slides' code listings, spaced-out titles) leaves a small gap after every
letter, and PDFium turns some of those gaps into spaces it makes up (its generated characters), seemingly
at random, cutting words BM25 and the tokenizer then never see whole. A space the PDF does not draw is
only a word break when the gap it stands for is as wide as a word space; on a line with such spaces, each
generated space over a narrower gap is dropped. Only lines that show the symptom are measured (a few
glyph boxes each), so ordinary pages cost one regular-expression scan.
"""

from __future__ import annotations

import re

from .font_sizes import char_size

# A line with three single letters standing alone ("t h i s", "v e r b o s e"): prose has one or two ("à",
# "a", "I"), a spaced-out word has one per letter.
_SUSPECT_LINE = re.compile(r"(?:(?<!\S)[^\W\d_](?!\S)[^\r\n]*?){3}")
# Letters of an untracked line abut (PDFium's loose boxes are their advances); a tracked line leaves the
# same small gap after each letter (0.05-0.14 em in the Russian slides' listings), and PDFium cuts some
# words at gaps no wider than that. A space is a word break when its gap is wider than the line's
# tracking by a tenth of an em (a word space is a quarter to a third of one; TeX's tightest, 0.22).
TRACKED_EM = 0.03  # the line's tracking (90th percentile of its letter gaps) from which it is letter-spaced
WORD_GAP_EM = 0.1  # over the tracking


def join_letter_spaced(textpage, text: str) -> str:
    """`text` (PDFium's text of `textpage`, as get_text_range gives it) without the generated spaces that
    cut letter-spaced words. Unchanged when no line shows the symptom, or when the text's characters do
    not line up with PDFium's character indices (a control code PDFium leaves out of its text, a character
    outside the BMP)."""
    lines = [m for m in _line_spans(text) if _SUSPECT_LINE.search(text, m[0], m[1])]
    if not lines or len(text) != textpage.count_chars():
        return text
    dropped = {index for start, end in lines for index in _narrow_generated_spaces(textpage, text, start, end)}
    return "".join(c for i, c in enumerate(text) if i not in dropped) if dropped else text


def _line_spans(text: str):
    start = 0
    for match in re.finditer(r"\r\n|\n", text):
        yield start, match.start()
        start = match.end()
    yield start, len(text)


def _narrow_generated_spaces(textpage, text: str, start: int, end: int) -> list[int]:
    """The generated spaces of the tracked line text[start:end] that are no wider than its tracking."""
    import pypdfium2.raw as pdfium_c

    spaces, letter_gaps = [], []
    for index in range(start + 1, end):
        before, char = text[index - 1], text[index]
        if before.isspace() or char.isspace() and (index + 1 == end or text[index + 1].isspace()):
            continue
        if char != " ":
            letter_gaps.append(_gap_em(textpage, index - 1, index))
        elif pdfium_c.FPDFText_IsGenerated(textpage.raw, index):
            spaces.append((_gap_em(textpage, index - 1, index + 1), index))
    if not spaces or not letter_gaps:
        return []
    tracking = sorted(letter_gaps)[int(0.9 * (len(letter_gaps) - 1))]
    if tracking < TRACKED_EM:
        return []
    return [index for gap, index in spaces if abs(gap) < tracking + WORD_GAP_EM]  # |gap|: a right-to-left pair's is the negative sum of both widths and the gap


def _gap_em(textpage, before: int, after: int) -> float:
    """The blank between two characters' boxes, in ems of the first's size on the page."""
    size = char_size(textpage, before) or 1.0
    return (textpage.get_charbox(after, loose=True)[0] - textpage.get_charbox(before, loose=True)[2]) / size

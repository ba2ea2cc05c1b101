"""Where a page's images lie: is there any, and how much of the page do they cover?

A scanner's output is a page image covering the page; a book's figure leaves the margins and its caption
free. PDFium gives each image object's bounding box; an image inside a form XObject gets its box in the
form's space, so the forms' placements are applied on the way out to the page.
"""

from __future__ import annotations

from collections.abc import Iterator

Box = tuple[float, float, float, float]  # left, bottom, right, top, in PDF points


def _images(page) -> Iterator:
    import pypdfium2.raw as pdfium_c

    return page.get_objects(filter=(pdfium_c.FPDF_PAGEOBJ_IMAGE,))


def has_images(page) -> bool:
    return any(True for _ in _images(page))


def _box_on_page(image) -> Box:
    box = image.get_bounds()
    form = image.container
    while form is not None:  # each form's matrix takes its contents' boxes to its parent's space
        box = form.get_matrix().on_rect(*box)
        form = form.container
    return box


def _clipped(box: Box, frame: Box) -> Box | None:
    left, bottom = max(box[0], frame[0]), max(box[1], frame[1])
    right, top = min(box[2], frame[2]), min(box[3], frame[3])
    return (left, bottom, right, top) if left < right and bottom < top else None


def _union_length(spans: list[tuple[float, float]]) -> float:
    """The length covered by intervals sorted by their start."""
    covered, reach = 0.0, float("-inf")
    for start, end in spans:
        if end > reach:
            covered += end - max(start, reach)
            reach = end
    return covered


def _union_area(boxes: list[Box]) -> float:
    """The area the boxes cover, overlaps counted once (a scanner's strips, a mask over its image): the
    page is cut into vertical slabs at every box edge, and each slab's covered height summed."""
    edges = sorted({x for box in boxes for x in (box[0], box[2])})
    area = 0.0
    for x0, x1 in zip(edges, edges[1:]):
        spans = sorted((b, t) for left, b, right, t in boxes if left <= x0 and right >= x1)
        area += (x1 - x0) * _union_length(spans)
    return area


def image_coverage(page) -> float:
    """The share (0..1) of the page's visible box (media box within crop box) that its images cover."""
    frame = page.get_bbox()
    page_area = (frame[2] - frame[0]) * (frame[3] - frame[1])
    boxes = [box for image in _images(page) if (box := _clipped(_box_on_page(image), frame))]
    return _union_area(boxes) / page_area if boxes and page_area > 0 else 0.0

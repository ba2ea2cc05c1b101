"""The parity report as one self-contained HTML page: inline CSS and hand-drawn SVG, nothing fetched.

The page is opened from a CI artifact or a mail attachment, often offline, so it carries no script, no
stylesheet, font or image link: every chart is a small SVG drawn here from the report's numbers. Every
string taken from the report is escaped, and a number that is missing or not finite reads "not measured".
"""

from __future__ import annotations

import math
import statistics
from html import escape
from typing import Any, Callable, Sequence

NOT_MEASURED = "not measured"
_COLOURS = ("#2563eb", "#ea580c", "#16a34a", "#9333ea")
_PATH_LABELS = {
    "fp32": "fp32 query × fp32 docs",
    "device": "device query × bundled docs (phone)",
    "device_query_fp32_docs": "device query × fp32 docs",
}
# Cosines need 4 decimals to tell 0.9927 from 0.9966; milliseconds and megabytes one.
_FORMATS = {"cos": "{:.4f}", "ms": "{:.1f} ms", "mb": "{:.1f} MB", "pct": "{:.1%}", "int": "{:.0f}", "ratio": "{:.3f}"}
_CSS = """
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;max-width:980px;margin:0 auto;
 padding:16px 24px;color:#1f2937;background:#fff}
h1{font-size:22px;margin:8px 0}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid #e5e7eb}
table{border-collapse:collapse;margin:8px 0;font-variant-numeric:tabular-nums}
th,td{border:1px solid #e5e7eb;padding:3px 8px;text-align:left;vertical-align:top}th{background:#f3f4f6}
td.na{color:#9ca3af;font-style:italic}tr.fail td{background:#fee2e2}
tr.fail td:last-child{color:#b91c1c;font-weight:700}tr.pass td:last-child{color:#15803d;font-weight:600}
.verdict{display:inline-block;font-size:40px;font-weight:800;padding:2px 28px;border-radius:8px;color:#fff}
.verdict.pass{background:#16a34a}.verdict.fail{background:#dc2626}.verdict.unknown{background:#6b7280}
svg{max-width:100%;height:auto;display:block;margin:8px 0}.note{color:#6b7280}
.legend span{margin-right:18px}.sw{display:inline-block;width:12px;height:12px;margin-right:5px;vertical-align:-1px}
"""


def _num(value: Any) -> float | None:
    """A finite float, or None for anything else: missing, NaN, infinite, text, a bool."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value)


def _nums(values: Any) -> list[float]:
    return [v for v in map(_num, values if isinstance(values, (list, tuple)) else []) if v is not None]


def _dict(value: Any) -> dict:
    return value if isinstance(value, dict) else {}


def _list(value: Any) -> list:
    return value if isinstance(value, list) else []


def _fmt(value: Any, kind: str) -> str:
    v = _num(value)
    return NOT_MEASURED if v is None else _FORMATS[kind].format(v)


def _auto(value: Any, unit: str = "") -> str:
    """A budget's value or limit, whatever it measures: 4 significant digits keep 0.9966 and 28.31 readable."""
    v = _num(value)
    return NOT_MEASURED if v is None else f"{v:.4g}" + (f" {unit}" if unit else "")


def _flag(value: Any) -> bool | None:
    """A pass/fail-style flag: True or False as written, anything else (missing, 1, "yes") is no verdict."""
    return value if isinstance(value, bool) else None


def _text(value: Any) -> str:
    return NOT_MEASURED if value is None or value == "" else str(value)


def _table(headers: Sequence[str], rows: Sequence[Sequence[Any]], row_classes: Sequence[str] = ()) -> str:
    """Every cell is escaped here, so no caller can forget to."""
    head = f'<thead><tr>{"".join(f"<th>{escape(str(h))}</th>" for h in headers)}</tr></thead>' if headers else ""
    body = []
    for i, row in enumerate(rows):
        cls = f' class="{row_classes[i]}"' if i < len(row_classes) and row_classes[i] else ""
        cells = "".join(f'<td{" class=na" if c == NOT_MEASURED else ""}>{escape(str(c))}</td>' for c in row)
        body.append(f"<tr{cls}>{cells}</tr>")
    return f"<table>{head}<tbody>{''.join(body)}</tbody></table>"


def _legend(names: Sequence[str]) -> str:
    items = "".join(f'<span><i class="sw" style="background:{_COLOURS[i % len(_COLOURS)]}"></i>{escape(n)}</span>'
                    for i, n in enumerate(names))
    return f'<p class="legend">{items}</p>'


def _ticks(lo: float, hi: float, count: int = 5) -> tuple[list[float], int]:
    """Round tick values (1, 2 or 5 × 10^n apart) inside [lo, hi], and the decimals their labels need."""
    span = hi - lo
    if not span > 0:
        return [lo], 2
    raw = span / count
    magnitude = 10 ** math.floor(math.log10(raw))
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw * (1 - 1e-9))
    first = math.ceil(lo / step - 1e-9)
    ticks = [round((first + i) * step, 12) for i in range(int((hi - first * step) / step + 1e-9) + 1)]
    return ticks, max(0, math.ceil(-math.log10(step) - 1e-9))


class _Plot:
    """An SVG canvas whose inner rectangle maps data ranges to pixels; marks are appended as markup."""

    def __init__(self, x_range: tuple[float, float], y_range: tuple[float, float], *, width: int = 760,
                 height: int = 260, left: int = 64, right: int = 24, top: int = 24, bottom: int = 48):
        self.width, self.height = width, height
        self.left, self.right, self.top, self.bottom = left, width - right, top, height - bottom
        self.x_lo, self.x_hi = x_range[0], x_range[1] if x_range[1] > x_range[0] else x_range[0] + 1
        self.y_lo, self.y_hi = y_range[0], y_range[1] if y_range[1] > y_range[0] else y_range[0] + 1
        self.marks: list[str] = []

    def x(self, v: float) -> float:
        return self.left + (v - self.x_lo) / (self.x_hi - self.x_lo) * (self.right - self.left)

    def y(self, v: float) -> float:
        return self.bottom - (v - self.y_lo) / (self.y_hi - self.y_lo) * (self.bottom - self.top)

    def text(self, x: float, y: float, label: str, anchor: str = "middle", fill: str = "#374151",
             extra: str = "") -> None:
        self.marks.append(f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}" font-size="11" '
                          f'fill="{fill}"{extra}>{escape(label)}</text>')

    def x_axis(self, ticks: Sequence[float], fmt: Callable[[float], str], label: str) -> None:
        for t in ticks:
            px = self.x(t)
            self.marks.append(f'<line x1="{px:.1f}" y1="{self.top}" x2="{px:.1f}" y2="{self.bottom + 4}" '
                              f'stroke="#e5e7eb"/>')
            self.text(px, self.bottom + 17, fmt(t))
        self.marks.append(f'<line x1="{self.left}" y1="{self.bottom}" x2="{self.right}" y2="{self.bottom}" '
                          f'stroke="#6b7280"/>')
        self.text((self.left + self.right) / 2, self.height - 10, label)

    def y_axis(self, ticks: Sequence[float], fmt: Callable[[float], str], label: str) -> None:
        for t in ticks:
            py = self.y(t)
            self.marks.append(f'<line x1="{self.left - 4}" y1="{py:.1f}" x2="{self.right}" y2="{py:.1f}" '
                              f'stroke="#e5e7eb"/>')
            self.text(self.left - 7, py + 4, fmt(t), anchor="end")
        self.marks.append(f'<line x1="{self.left}" y1="{self.top}" x2="{self.left}" y2="{self.bottom}" '
                          f'stroke="#6b7280"/>')
        mid = (self.top + self.bottom) / 2
        self.text(14, mid, label, extra=f' transform="rotate(-90 14 {mid:.1f})"')

    def svg(self, title: str) -> str:
        return (f'<svg width="{self.width}" height="{self.height}" '
                f'viewBox="0 0 {self.width} {self.height}" role="img" aria-label="{escape(title)}">'
                f'<title>{escape(title)}</title>{"".join(self.marks)}</svg>')


def _svg_histogram(series: dict[str, list[float]], limit: float | None, bins: int = 40) -> str | None:
    """Shares (not counts) per bin, so a set of 300 queries reads beside 2,000 documents."""
    everything = [v for values in series.values() for v in values]
    if not everything:
        return None
    lo, hi = min(everything), max(1.0, max(everything))
    if hi - lo < 1e-6:  # every value identical: give the bins a width to draw
        lo = hi - 1e-3
    bin_width = (hi - lo) / bins
    shares = {}
    for name, values in series.items():
        counts = [0] * bins
        for v in values:
            counts[min(bins - 1, int((v - lo) / bin_width))] += 1
        shares[name] = [c / len(values) if values else 0.0 for c in counts]
    # The axis reaches left to the budget line when that at most doubles it: the margin to the budget is the point.
    axis_lo = limit if limit is not None and lo - (hi - lo) <= limit < lo else lo
    tallest = max(max(s) for s in shares.values()) * 1.1
    y_ticks, y_digits = _ticks(0, tallest)
    plot = _Plot((axis_lo, hi), (0, tallest))
    x_ticks, x_digits = _ticks(axis_lo, hi, 6)
    plot.x_axis(x_ticks, lambda t: f"{t:.{x_digits}f}", "cosine to the fp32 reference")
    plot.y_axis(y_ticks, lambda t: f"{100 * t:.{max(0, y_digits - 2)}f}%", "share of the set")
    slot = (plot.x(lo + bin_width) - plot.x(lo) - 1) / len(shares)
    for j, (name, values) in enumerate(shares.items()):
        for b, share in enumerate(values):
            if share > 0:
                x0 = plot.x(lo + b * bin_width) + 0.5 + j * slot
                plot.marks.append(f'<rect x="{x0:.1f}" y="{plot.y(share):.1f}" width="{slot:.1f}" '
                                  f'height="{plot.bottom - plot.y(share):.1f}" fill="{_COLOURS[j]}"/>')
    if limit is not None and axis_lo <= limit <= hi:
        px = plot.x(limit)
        plot.marks.append(f'<line x1="{px:.1f}" y1="{plot.top - 6}" x2="{px:.1f}" y2="{plot.bottom}" '
                          f'stroke="#dc2626" stroke-width="1.5" stroke-dasharray="5 3"/>')
        right_half = px > (plot.left + plot.right) / 2
        plot.text(px + (-4 if right_half else 4), plot.top - 8, f"budget min {limit:.4f}",
                  anchor="end" if right_half else "start", fill="#dc2626")
    elif limit is not None and limit < axis_lo:
        plot.text(plot.left + 4, plot.top - 8, f"← budget min {limit:.4f}, below every value", anchor="start",
                  fill="#dc2626")
    return plot.svg("Cosine to the fp32 reference")


def _svg_lines(xs: list[float], series: list[tuple[str, list[float | None]]]) -> str | None:
    """One line per series on a 0–100 % axis; a missing point is skipped, not drawn as zero."""
    if not xs or not any(v is not None for _, ys in series for v in ys):
        return None
    plot = _Plot((min(xs), max(xs)), (0, 1))
    x_ticks = xs if len(xs) <= 12 else _ticks(min(xs), max(xs))[0]
    plot.x_axis(x_ticks, lambda t: f"{t:g}", "k (chunks retrieved)")
    plot.y_axis([i / 5 for i in range(6)], lambda t: f"{100 * t:.0f}%", "recall@k")
    for i, (name, ys) in enumerate(series):
        colour = _COLOURS[i % len(_COLOURS)]
        points = [(plot.x(x), plot.y(y), x, y) for x, y in zip(xs, ys) if y is not None]
        path = " ".join(f"{px:.1f},{py:.1f}" for px, py, _, _ in points)
        plot.marks.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for px, py, x, y in points:
            plot.marks.append(f'<circle cx="{px:.1f}" cy="{py:.1f}" r="3.5" fill="{colour}">'
                              f'<title>{escape(name)}: recall@{x:g} {100 * y:.1f}%</title></circle>')
    return plot.svg("Recall@k per path")


def _short(label: str, limit: int = 34) -> str:
    return label if len(label) <= limit else label[: limit - 1] + "…"


def _svg_bars(groups: list[tuple[str, str, list[float | None]]], names: Sequence[str]) -> str | None:
    """Grouped horizontal bars on a 0–100 % axis: per group a name (shortened to fit, whole on hover), a note
    kept whole after it, and one bar per series."""
    if not groups:
        return None
    bar, gap = 11, 10
    group_height = bar * len(names) + gap
    plot = _Plot((0, 1), (0, 1), height=24 + group_height * len(groups) + 48, left=250, right=52)
    plot.x_axis([i / 5 for i in range(6)], lambda t: f"{100 * t:.0f}%", "recall@5")
    for g, (label, note, values) in enumerate(groups):
        top = plot.top + g * group_height + gap / 2
        plot.text(plot.left - 8, top + bar * len(names) / 2 + 4, f"{_short(label, 28)} {note}".strip(),
                  anchor="end")
        for j, value in enumerate(values):
            y0 = top + j * bar
            if value is None:
                plot.text(plot.left + 4, y0 + bar - 2, NOT_MEASURED, anchor="start", fill="#9ca3af")
                continue
            end = plot.x(min(max(value, 0.0), 1.0))
            plot.marks.append(f'<rect x="{plot.left}" y="{y0:.1f}" width="{end - plot.left:.1f}" height="{bar - 1}" '
                              f'fill="{_COLOURS[j % len(_COLOURS)]}"><title>{escape(label)} · {escape(names[j])}: '
                              f'{100 * value:.1f}%</title></rect>')
            plot.text(end + 4, y0 + bar - 2, f"{100 * value:.0f}%", anchor="start")
    return plot.svg("Per-document recall@5")


def _svg_strips(rows: list[tuple[str, list[float], float | None, float | None]]) -> str | None:
    """One band per row: the samples as dots, p25–p75 box, min–max whisker, p50 (black) and p95 (red) marks."""
    measured = [v for _, samples, p50, p95 in rows for v in (*samples, p50, p95) if v is not None]
    if not measured or max(measured) <= 0:
        return None
    band, low, high = 36, min(0.0, min(measured)), max(measured) * 1.05
    plot = _Plot((low, high), (0, 1), height=24 + band * len(rows) + 48, left=250)
    x_ticks, digits = _ticks(low, high, 6)
    plot.x_axis(x_ticks, lambda t: f"{t:.{digits}f}", "milliseconds")
    for r, (label, samples, p50, p95) in enumerate(rows):
        mid = plot.top + r * band + band / 2
        plot.text(plot.left - 8, mid + 4, _short(label), anchor="end")
        ordered = sorted(samples)
        if len(ordered) >= 2:
            lo_px, hi_px = plot.x(ordered[0]), plot.x(ordered[-1])
            q1, _, q3 = (plot.x(q) for q in statistics.quantiles(ordered, n=4, method="inclusive"))
            plot.marks.append(f'<line x1="{lo_px:.1f}" y1="{mid:.1f}" x2="{hi_px:.1f}" y2="{mid:.1f}" '
                              f'stroke="#9ca3af"/><rect x="{q1:.1f}" y="{mid - 9:.1f}" width="{max(q3 - q1, 1):.1f}" '
                              f'height="18" fill="#dbeafe" stroke="#93c5fd"/>')
        for i, v in enumerate(samples):
            jitter = ((i * 0.618034) % 1 - 0.5) * band * 0.5  # golden-ratio spread: deterministic, neighbours apart
            plot.marks.append(f'<circle cx="{plot.x(v):.1f}" cy="{mid + jitter:.1f}" r="1.8" fill="#2563eb" '
                              f'fill-opacity="0.45"/>')
        for value, colour in ((p50, "#111827"), (p95, "#dc2626")):
            if value is not None:
                px = plot.x(value)
                plot.marks.append(f'<line x1="{px:.1f}" y1="{mid - 13:.1f}" x2="{px:.1f}" y2="{mid + 13:.1f}" '
                                  f'stroke="{colour}" stroke-width="2.5"/>')
    return plot.svg("Latency samples")


def _section(title: str, body: str) -> str:
    return f"<section><h2>{escape(title)}</h2>{body}</section>"


def _not_measured(title: str, why: str = "") -> str:
    return _section(title, f'<p class="note">{NOT_MEASURED}{escape(why)}.</p>')


def _header(report: dict) -> str:
    verdict, cls = {True: ("PASS", "pass"), False: ("FAIL", "fail"), None: ("NO VERDICT", "unknown")}[
        _flag(report.get("passed"))]
    host = report.get("host")
    host_text = " · ".join(f"{k} {v}" for k, v in host.items()) if isinstance(host, dict) else _text(host)
    bundle = _text(report.get("bundle")) + (f" ({report['bundle_path']})" if report.get("bundle_path") else "")
    facts = [("bundle", bundle), ("artifact", _text(report.get("artifact"))), ("variant", _text(report.get("variant"))),
             ("generated", _text(report.get("generated"))), ("host", host_text or NOT_MEASURED),
             ("gold file", report.get("gold") or "none: recall not measured")]
    settings = _dict(report.get("settings"))
    if settings:
        facts.append(("retrieval", " · ".join(f"{k} {v}" for k, v in settings.items())))
    return (f"<header><h1>Parity report: {escape(_text(report.get('bundle')))}</h1>"
            f'<div class="verdict {cls}" id="verdict">{verdict}</div>{_table((), facts)}</header>')


def _budgets(report: dict) -> str:
    budgets = [b for b in _list(report.get("budgets")) if isinstance(b, dict)]
    if not budgets:
        return _not_measured("Budgets", ": the report names none")
    order = {False: 0, True: 1, None: 2}  # failed first: they are what a reader opens the page for
    budgets.sort(key=lambda b: order[_flag(b.get("passed"))])
    rows = [(_text(b.get("name")), _auto(b.get("value"), b.get("unit") or ""), _text(b.get("rule")),
             _auto(b.get("limit"), b.get("unit") or ""),
             {True: "PASS", False: "FAIL", None: NOT_MEASURED}[_flag(b.get("passed"))]) for b in budgets]
    classes = [{True: "pass", False: "fail", None: ""}[_flag(b.get("passed"))] for b in budgets]
    return _section("Budgets", _table(("budget", "value", "rule", "limit", "result"), rows, classes))


def _row(record: Any, *columns: tuple[str, str]) -> tuple[str, ...]:
    """One table row from a record: each column is a key and its format ("text" shows the value as written)."""
    record = _dict(record)
    return tuple(_text(record.get(key)) if kind == "text" else _fmt(record.get(key), kind) for key, kind in columns)


_STATS = (("n", "int"), ("min", "cos"), ("p1", "cos"), ("mean", "cos"))


def _cosine_limit(report: dict) -> float | None:
    budgets = [b for b in _list(report.get("budgets")) if isinstance(b, dict) and "cosine" in str(b.get("name"))
               and b.get("rule") in (">=", ">") and _num(b.get("limit")) is not None]
    preferred = [b for b in budgets if "min" in str(b.get("name"))] or budgets
    return _num(preferred[0]["limit"]) if preferred else None


def _cosine(report: dict) -> str:
    cosine = _dict(report.get("cosine"))
    rows = [(name, *_row(cosine[name], *_STATS)) for name in ("documents", "queries", "all") if name in cosine]
    values = _dict(cosine.get("values"))
    series = {name: _nums(values.get(name)) for name in ("documents", "queries") if _nums(values.get(name))}
    if not rows and not series:
        return _not_measured("Cosine to the fp32 reference")
    limit = _cosine_limit(report)
    chart = _svg_histogram(series, limit)
    body = chart + _legend(list(series)) if chart else ""
    lowest = [(_text(t.get("kind")), _text(t.get("id")), _auto(t.get("cosine")),
               _text(" ".join(map(str, _list(t.get("resplit")))) or "none"))
              for t in _list(cosine.get("lowest")) if isinstance(t, dict)]
    lowest_table = ("<h3>The texts farthest from fp32</h3>" + _table(("text", "id", "cosine", "pieces the table re-splits"),
                                                                     lowest)) if lowest else ""
    return _section("Cosine to the fp32 reference", body + _table(("set", "n", "min", "p1", "mean"), rows) + lowest_table)


def _latency(report: dict) -> str:
    entries = [e for e in _list(report.get("latency")) if isinstance(e, dict)]
    if not entries:
        return _not_measured("Latency")
    labels = ["{} · {} thr · {}".format(*_row(e, ("signature", "text"), ("threads", "text"), ("kind", "text")))
              for e in entries]
    chart = _svg_strips([(label, _nums(e.get("samples_ms")), _num(e.get("p50_ms")), _num(e.get("p95_ms")))
                         for label, e in zip(labels, entries)])
    key = '<p class="note">Dots: samples; box: p25–p75; grey line: min–max; black: p50; red: p95.</p>'
    rows = [(*_row(e, ("signature", "text"), ("seq_len", "text"), ("threads", "text"), ("kind", "text")),
             len(_nums(e.get("samples_ms"))), *_row(e, ("p50_ms", "ms"), ("p95_ms", "ms"))) for e in entries]
    table = _table(("signature", "seq len", "threads", "kind", "samples", "p50", "p95"), rows)
    return _section("Latency", (chart + key if chart else "") + table)


def _at(mapping: Any, k: int) -> float | None:
    """Recall dicts are keyed "5" once loaded from JSON, 5 when built in memory."""
    mapping = _dict(mapping)
    return _num(mapping.get(str(k), mapping.get(k)))


def _recall(report: dict) -> str:
    recall = _dict(report.get("recall"))
    paths = {_PATH_LABELS.get(name, name): _dict(p) for name, p in _dict(recall.get("paths")).items()}
    if not paths:
        return _not_measured("Recall@k", "" if report.get("gold") else " (no gold file)")
    ks = sorted({int(k) for k in _list(recall.get("k")) if _num(k) is not None}
                or {int(k) for p in paths.values() for k in _dict(p.get("recall")) if str(k).isdigit()})
    chart = _svg_lines([float(k) for k in ks], [(label, [_at(p.get("recall"), k) for k in ks])
                                                for label, p in paths.items()])
    rows = [(label, *[_fmt(_at(p.get(key), k), "pct") for key in ("recall", "recall_pm2") for k in ks],
             _fmt(p.get("mrr"), "ratio")) for label, p in paths.items()]
    headers = ("path", *[f"recall@{k}" for k in ks], *[f"±2 pages @{k}" for k in ks], "MRR")
    answerable = f'<p class="note">Answerable questions: {escape(_fmt(recall.get("answerable"), "int"))}.'
    changed = _dict(recall.get("at_5_phone_vs_fp32"))
    if changed:
        lost, gained = (_list(changed.get(key)) for key in ("lost", "gained"))
        answerable += (f" Within 5, the phone's path loses {len(lost)} of fp32's questions"
                       f"{escape(': ' + ', '.join(map(str, lost))) if lost else ''} and finds {len(gained)} it misses"
                       f"{escape(': ' + ', '.join(map(str, gained))) if gained else ''}.")
        p_value = _num(changed.get("mcnemar_p"))
        if p_value is not None and (lost or gained):  # whether a split that uneven is within chance
            answerable += (f" Exact McNemar p = {p_value:.2g}: how often chance alone, neither path better, splits"
                           f" the changed questions at least this unevenly.")
        gate = _list(changed.get("across_bm25_gate"))
        if gate:  # a page at the gate's edge: the cosines moved it in or out of BM25's reach
            answerable += (f" Of these, {len(gate)} changed because the answer page crossed the BM25 gate (among the"
                           f" pages BM25 may rank along one path only): {escape(', '.join(map(str, gate)))}.")
    answerable += "</p>"
    return _section("Recall@k", (chart + _legend(list(paths)) if chart else "") + answerable + _table(headers, rows))


def _per_document(report: dict) -> str:
    documents = [d for d in _list(_dict(report.get("recall")).get("per_document")) if isinstance(d, dict)]
    if not documents:
        return _not_measured("Per-document recall@5")
    notes = [f"({_fmt(d.get('questions'), 'int')} q)" if _num(d.get("questions")) is not None else ""
             for d in documents]
    groups = [(_text(d.get("document")), note, [_num(d.get("fp32")), _num(d.get("device"))])
              for d, note in zip(documents, notes)]
    return _section("Per-document recall@5", _svg_bars(groups, ("fp32", "device")) + _legend(("fp32", "device")))


def _agreement(report: dict) -> str:
    agreement = _dict(report.get("agreement"))
    if not agreement:
        return _not_measured("Top-k agreement")
    columns = (("overlap@5", "ratio"), ("overlap@10", "ratio"), ("rank_correlation", "ratio"))
    headers = ("overlap@5", "overlap@10", "rank correlation")
    summary = _table(("questions", *headers), [_row(agreement, ("questions", "int"), *columns)])
    measured = [q for q in _list(agreement.get("per_question")) if _num(_dict(q).get("overlap@10")) is not None]
    worst = sorted(measured, key=lambda q: q["overlap@10"])[:10]
    if worst:
        summary += ("<h3>The 10 questions with the lowest overlap@10</h3>"
                    + _table(("question", *headers), [_row(q, ("id", "text"), *columns) for q in worst]))
    return _section("Top-k agreement (device against fp32)", summary)


def _ids(ids: list, limit: int = 32) -> str:
    return " ".join(map(str, ids[:limit])) + (f" … (+{len(ids) - limit})" if len(ids) > limit else "")


def _tokenizer(report: dict) -> str:
    tokenizer = _dict(report.get("tokenizer"))
    if not tokenizer:
        return _not_measured("Tokenizer parity")
    body = _table(("texts", "mismatches", "re-split (a piece outside the table)"),
                  [_row(tokenizer, ("texts", "int"), ("mismatches", "int"), ("resplit", "int"))])
    rows = []
    for example in [e for e in _list(tokenizer.get("examples")) if isinstance(e, dict)][:5]:
        ours, theirs = _list(example.get("bundle")), _list(example.get("reference"))
        first = next((i for i, (a, b) in enumerate(zip(ours, theirs)) if a != b), min(len(ours), len(theirs)))
        rows.append((_short(_text(example.get("text")), 200), first, _ids(ours), _ids(theirs)))
    if rows:
        body += "<h3>First mismatches</h3>" + _table(("text", "first differing index", "bundle ids",
                                                      "reference ids"), rows)
    return _section("Tokenizer parity", body)


def _memory(report: dict) -> str:
    memory = _dict(report.get("memory"))
    measures = {k: v for k, v in {**memory, **_dict(report.get("sizes"))}.items() if not isinstance(v, dict)}
    # smaps_rollup of the loaded process and of the baseline (Rss, Pss, Private_Dirty, Anonymous), as Android counts.
    for prefix, smaps in (("", memory.get("smaps")), ("baseline ", memory.get("baseline_smaps"))):
        measures.update({f"{prefix}{key}_mb": value for key, value in _dict(smaps).items()})
    measures.pop("threads", None)
    if not measures:
        return _not_measured("Memory and sizes")
    rows = [(str(name).removesuffix("_mb").replace("_", " "), _fmt(value, "mb")) for name, value in measures.items()]
    return _section("Memory and sizes", _table(("measure", "value"), rows))


def _device(report: dict) -> str:
    if report.get("device") is None:
        return ""  # no phone was attached: the host-side sections are the whole report
    device = _dict(report["device"])
    info = _table((), [(k, _text(v)) for k, v in _dict(device.get("info")).items()])
    cosine = _table(("set", "n", "min", "p1", "mean"), [("device outputs", *_row(device.get("cosine"), *_STATS))])
    columns = (("signature", "text"), ("threads", "text"), ("init_ms", "ms"), ("first_ms", "ms"),
               ("warmup_avg_ms", "ms"), ("avg_ms", "ms"), ("peak_memory_mb", "mb"))
    rows = [(*_row(t, *columns), {True: "yes", False: "no", None: NOT_MEASURED}[_flag(t.get("weight_cache"))])
            for t in _list(device.get("timings")) if isinstance(t, dict)]
    headers = ("signature", "threads", "init", "first", "warm-up avg", "avg", "peak memory", "weight cache")
    timings = _table(headers, rows) if rows else f'<p class="note">{NOT_MEASURED}.</p>'
    return _section("On the device", f"<h3>Device</h3>{info}<h3>Cosine of the device outputs</h3>{cosine}"
                                     f"<h3>Timings</h3>{timings}")


def _arm64(report: dict) -> str:
    arm = _dict(report.get("arm64"))
    if not arm:
        return ""  # `edge-export parity --arm` was not run for this bundle
    facts = _table((), [("emulation", _text(arm.get("emulation"))), ("qemu", _text(arm.get("qemu"))),
                        ("ai-edge-litert", _text(arm.get("litert"))), ("artifact", _text(arm.get("artifact"))),
                        ("golden set", f"{_text(arm.get('cases'))} cases from {_text(arm.get('gold'))} and the bundle"),
                        ("host (x86) vs fp32", f"mean {_auto(_dict(arm.get('host')).get('cosine_to_fp32_mean'))}, "
                                               f"min {_auto(_dict(arm.get('host')).get('cosine_to_fp32_min'))}")])
    parts = [facts]
    for cpu in (c for c in _list(arm.get("cpus")) if isinstance(c, dict)):
        known = _dict(cpu.get("known_answer"))
        verdict = {True: "PASS", False: "FAIL", None: NOT_MEASURED}[_flag(cpu.get("passed"))]
        parts.append(f"<h3>{escape(_text(cpu.get('cpu')))}: {verdict}</h3>" + _table((), [
            ("CPU", f"{_text(cpu.get('note'))} · MIDR {_text(cpu.get('midr'))} · its /proc/cpuinfo (implementer, "
                    f"architecture, variant, part, revision): {_text(cpu.get('cpuinfo_says'))}"),
            ("features", _text(cpu.get("features"))),
            ("known answer", f"{'passed' if _flag(known.get('passed')) else 'FAILED: an emulation problem'} "
                             f"(max error fp32 {_auto(known.get('fp32'))}, int8 {_auto(known.get('int8'))})"),
            ("wall time", f"{_auto(cpu.get('wall_s'))} s under emulation")]))
        rows = [(_text(s.get("signature")), _text(s.get("cases")), _auto(s.get("cosine_to_host_min")),
                 _auto(s.get("cosine_to_fp32_mean")), _auto(s.get("cosine_to_fp32_min")),
                 _fmt(s.get("invoke_ms_mean"), "ms")) for s in _list(cpu.get("signatures")) if isinstance(s, dict)]
        if rows:
            parts.append(_table(("signature", "cases", "cosine to host min", "cosine to fp32 mean",
                                 "cosine to fp32 min", "emulated invoke"), rows))
    return _section("arm64 kernels (emulated)", "".join(parts))


def render_report_html(report: dict) -> str:
    """The whole report as one HTML page that needs no network: inline CSS, inline SVG, no script."""
    report = _dict(report)
    sections = (_header, _budgets, _cosine, _latency, _recall, _per_document, _agreement, _tokenizer, _memory, _device, _arm64)
    title = f"Parity: {_text(report.get('bundle'))} · {_text(report.get('variant'))}"
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>'
            f'<meta name="viewport" content="width=device-width, initial-scale=1"><style>{_CSS}</style></head>'
            f"<body>{''.join(section(report) for section in sections)}</body></html>\n")

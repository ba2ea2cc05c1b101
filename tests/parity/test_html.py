"""The parity page: one offline HTML file, escaped, with a chart per measured section and no crash on gaps."""

from __future__ import annotations

import math
import random
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

from edge_export.parity.html import render_report_html

VOID = {"meta", "br", "hr", "img", "input", "link", "col", "area", "base", "source", "wbr"}


def make_report(*, passed: bool = True) -> dict:
    """A report shaped like `edge-export parity` writes it, with seeded random numbers."""
    rng = random.Random(7)
    per_question = [{"id": f"FR-Q{i:02d}", "overlap@5": rng.choice([0.6, 0.8, 1.0]),
                     "overlap@10": round(rng.uniform(0.5, 1.0), 2), "rank_correlation": round(rng.uniform(0.6, 1), 3)}
                    for i in range(1, 41)]
    per_question[3]["id"] = "FR-<b>Q04</b>"
    per_question[3]["overlap@10"] = 0.1  # the lowest: it must be listed
    budgets = [{"name": "cosine_mean", "value": 0.9966, "rule": ">=", "limit": 0.99, "unit": "", "passed": True},
               {"name": "cosine_min", "value": 0.9927, "rule": ">=", "limit": 0.99, "unit": "", "passed": True},
               {"name": "p95_seq_256_ms", "value": 512.0, "rule": "<=", "limit": 400.0, "unit": "ms",
                "passed": passed}]
    def path(shift: float) -> dict:
        recall = {"1": 0.44, "3": 0.7, "5": 0.78, "10": 0.87}
        return {"recall": {k: v - shift for k, v in recall.items()},
                "recall_pm2": {k: v - shift + 0.05 for k, v in recall.items()}, "mrr": 0.58 - shift}
    return {
        "format": "edge-export-parity", "format_version": 1,
        "bundle": "fr", "bundle_path": "android_assets/fr",
        "artifact": "embeddinggemma-300m_seq256_mixed.tflite", "variant": "v93k_dynamic_wi8_afp32",
        "generated": "2026-11-22T23:10:00Z",
        "host": {"machine": "x86_64", "cpu": "AMD EPYC 7B13", "cores": 2, "python": "3.11.9", "litert": "2.3.0"},
        "gold": "gold_fr.json",
        "tokenizer": {"texts": 2546, "mismatches": 1,
                      "examples": [{"text": "L'été <à> Paris", "bundle": [2, 45, 9, 11], "reference": [2, 45, 10, 11]}]},
        "cosine": {"documents": {"n": 400, "min": 0.9927, "p1": 0.994, "mean": 0.9966},
                   "queries": {"n": 60, "min": 0.9931, "p1": 0.9935, "mean": 0.9962},
                   "all": {"n": 460, "min": 0.9927, "p1": 0.9939, "mean": 0.9965},
                   "values": {"documents": [min(1.0, rng.gauss(0.9966, 0.0012)) for _ in range(400)],
                              "queries": [min(1.0, rng.gauss(0.9962, 0.0010)) for _ in range(60)]},
                   "lowest": [{"kind": "question", "id": "ru:faq:u01", "cosine": 0.9627, "resplit": ["\u2581nft"]},
                              {"kind": "document", "id": "FR-001-002-03", "cosine": 0.9927, "resplit": []}]},
        "agreement": {"questions": 40, "overlap@5": 0.93, "overlap@10": 0.94, "rank_correlation": 0.91,
                      "per_question": per_question},
        "recall": {"k": [1, 3, 5, 10], "answerable": 227,
                   "paths": {"fp32": path(0), "device": path(0.03), "device_query_fp32_docs": path(0.01)},
                   "at_5_phone_vs_fp32": {"lost": ["FR-Q07", "FR-<i>Q09</i>"], "gained": [], "mcnemar_p": 0.5},
                   "per_document": [{"document": "LA-octobre2025.pdf", "questions": 131, "fp32": 0.8, "device": 0.79},
                                    {"document": "a-very-long-document-name-that-must-be-shortened-2025.pdf",
                                     "questions": 96, "fp32": 1.0, "device": 0.75}]},
        "latency": [{"signature": sig, "seq_len": n, "threads": t, "kind": kind,
                     "p50_ms": base, "p95_ms": base * 1.1, "samples_ms": [rng.gauss(base, base * 0.04) for _ in range(30)]}
                    for sig, n in (("embed_64", 64), ("embed_256", 256)) for t in (1, 4)
                    for kind, base in (("invoke", n * 0.4 / t), ("end_to_end", n * 0.45 / t))],
        "memory": {"peak_rss_mb": 420.0, "baseline_rss_mb": 60.0, "runtime_rss_mb": 360.0},
        "sizes": {"artifact_mb": 179.7, "bundle_mb": 208.1},
        "budgets": budgets,
        "passed": passed,
        "device": {"info": {"serial": "emulator-5554", "model": "sdk_gphone64_x86_64", "abi": "x86_64",
                            "android_version": "14", "sdk": "34"},
                   "cosine": {"n": 10, "min": 0.9931, "p1": 0.9931, "mean": 0.996},
                   "timings": [{"signature": "embed_64", "threads": 1, "init_ms": 50.0, "first_ms": 40.0,
                                "warmup_avg_ms": 30.0, "avg_ms": 28.0, "peak_memory_mb": 200.0, "weight_cache": True}]},
    }


class BalanceChecker(HTMLParser):
    """Fails on an end tag that does not close the innermost open element."""

    def __init__(self):
        super().__init__()
        self.stack: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes {self.stack[-1:]}"
        self.stack.pop()


def parse(page: str) -> None:
    checker = BalanceChecker()
    checker.feed(page)
    checker.close()
    assert checker.stack == [], f"unclosed: {checker.stack}"


def verdict(page: str) -> str:
    return re.search(r'id="verdict">([^<]*)<', page).group(1)


def test_a_full_report_is_one_balanced_offline_page_with_a_chart_per_section():
    page = render_report_html(make_report())
    parse(page)
    assert page.count("<svg") == 4  # cosine histogram, latency strips, recall lines, per-document bars
    lowered = page.lower()
    for forbidden in ("http://", "https://", "<script", "<link", "<img", "@import", "url("):
        assert forbidden not in lowered
    for title in ("Budgets", "Cosine to the fp32 reference", "Latency", "Recall@k", "Per-document recall@5",
                  "Top-k agreement", "Tokenizer parity", "Memory and sizes", "On the device"):
        assert f"<h2>{title}" in page
    for label in ("fp32 query × fp32 docs", "device query × bundled docs (phone)", "device query × fp32 docs"):
        assert label in page
    assert "budget min 0.9900" in page or "0.9900 lies left of every value" in page
    assert "78.0%" in page and "sdk_gphone64_x86_64" in page and "420.0 MB" in page
    assert "loses 2 of fp32's questions: FR-Q07, FR-&lt;i&gt;Q09&lt;/i&gt; and finds 0 it misses." in page
    assert "Exact McNemar p = 0.5: how often chance alone" in page


def test_the_verdict_follows_passed_and_failed_budgets_come_first_marked_failed():
    assert verdict(render_report_html(make_report(passed=True))) == "PASS"
    page = render_report_html(make_report(passed=False))
    assert verdict(page) == "FAIL"
    budget_rows = re.findall(r"<tr( class=\"\w+\")?><td>(cosine_mean|cosine_min|p95_seq_256_ms)</td>(.*?)</tr>", page)
    assert [name for _, name, _ in budget_rows] == ["p95_seq_256_ms", "cosine_mean", "cosine_min"]
    assert budget_rows[0][0] == ' class="fail"' and budget_rows[0][2].endswith("<td>FAIL</td>")
    assert "512 ms" in budget_rows[0][2] and "400 ms" in budget_rows[0][2]
    assert verdict(render_report_html({**make_report(), "passed": None})) == "NO VERDICT"


def test_text_from_the_report_is_escaped():
    report = make_report()
    report["bundle"] = "fr<script>alert(1)</script>"
    page = render_report_html(report)
    parse(page)
    assert "FR-&lt;b&gt;Q04&lt;/b&gt;" in page and "<b>Q04" not in page
    assert "&lt;script&gt;" in page and "<script" not in page
    assert "L&#x27;été &lt;à&gt; Paris" in page


def test_the_lowest_overlap_questions_are_listed_lowest_first():
    page = render_report_html(make_report())
    worst = page.split("lowest overlap@10")[1]
    assert worst.index("FR-&lt;b&gt;Q04") < worst.index("</table>")
    assert len(re.findall(r"<td>FR-", worst.split("</table>")[0])) == 10


def test_the_texts_farthest_from_fp32_name_the_pieces_the_table_re_splits():
    farthest = render_report_html(make_report()).split("farthest from fp32")[1].split("</table>")[0]
    assert farthest.index("ru:faq:u01") < farthest.index("FR-001-002-03")
    assert "<td>\u2581nft</td>" in farthest and "<td>none</td>" in farthest


def test_without_gold_device_or_latency_the_page_still_renders():
    report = make_report()
    report.update(gold=None, device=None)
    for key in ("recall", "latency", "agreement", "tokenizer", "memory", "sizes", "cosine", "budgets"):
        del report[key]
    page = render_report_html(report)
    parse(page)
    assert "<svg" not in page and "On the device" not in page
    assert "not measured (no gold file)" in page
    assert verdict(page) == "PASS"


@pytest.mark.parametrize("mutate", [
    lambda r: r["cosine"]["values"].update(documents=[], queries=[]),
    lambda r: r["cosine"]["values"].update(documents=[math.nan, 0.99, math.inf], queries=[1.0]),
    lambda r: r["cosine"]["values"].update(documents=[1.0] * 5, queries=[]),
    lambda r: r["cosine"]["documents"].update(mean=math.nan, min=None),
    lambda r: r["latency"][0].update(samples_ms=[], p50_ms=None, p95_ms=math.nan),
    lambda r: r.update(latency=[{"signature": "embed_64"}]),
    lambda r: r["recall"].update(paths={"fp32": {"recall": {"1": None, "5": math.nan}}}, k=[], per_document=[]),
    lambda r: r["recall"]["per_document"].append({"document": None, "fp32": None}),
    lambda r: r["agreement"].update(per_question=[{"id": "x", "overlap@10": math.nan}, {"id": "y"}]),
    lambda r: r["tokenizer"].update(examples=[{"text": None, "bundle": [], "reference": [1]}]),
    lambda r: r["cosine"].update(lowest=[{"kind": None, "cosine": math.nan, "resplit": None}, "x"]),
    lambda r: r["device"].update(info=None, cosine=None, timings=[]),
    lambda r: r.update(host=None, budgets=[{"name": "x", "value": math.nan, "passed": None}], device={}),
    lambda r: r.update(cosine={}, recall={}, agreement={}, tokenizer={}, memory={}, sizes={}, latency=[]),
], ids=lambda _: "")
def test_nan_none_and_empty_values_do_not_crash(mutate):
    report = make_report()
    mutate(report)
    page = render_report_html(report)
    parse(page)
    assert "nan" not in re.sub(r"<[^>]*>", "", page).lower().split()  # NaN reads "not measured", never "nan"


def test_an_empty_report_renders():
    page = render_report_html({})
    parse(page)
    assert verdict(page) == "NO VERDICT" and "<svg" not in page


def test_chart_marks_stay_inside_their_canvas():
    page = render_report_html(make_report())
    for svg in re.findall(r"<svg.*?</svg>", page, re.S):
        ET.fromstring(svg)  # well-formed XML: a duplicated attribute would be silently dropped by a browser
        width, height = (float(v) for v in re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg).groups())
        for attr, value in re.findall(r'\b(x|x1|x2|cx|y|y1|y2|cy)="(-?[\d.]+)"', svg):
            limit = width if attr.startswith(("x", "cx")) else height
            assert 0 <= float(value) <= limit, (attr, value)

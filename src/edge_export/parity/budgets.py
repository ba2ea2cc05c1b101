"""Budgets: the limits a parity run must meet. Defaults here; a TOML file (`--budgets`) overrides them:

    [budgets]
    cosine_mean = 0.99
    query_p50_ms = 200

Every figure measured is checked; a budget whose figure was not measured (no gold file: no recall) is
reported as not measured, not as passed. The host latency and memory defaults are for this project's
CI machine (2 AMD EPYC cores, AVX2): set your own for another host.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, replace
from pathlib import Path

from ..errors import InputError
from ..model.spec import EXPECTED_DIM


@dataclass(frozen=True)
class Budget:
    name: str
    rule: str  # ">=" or "<="
    limit: float
    unit: str
    what: str


DEFAULT_BUDGETS = (
    Budget("tokenizer_mismatches", "<=", 0, "texts", "texts whose bundle-tokenizer ids differ from the reference's"),
    Budget("cosine_mean", ">=", 0.99, "", "mean cosine, artifact vs fp32, over chunks and questions"),
    Budget("cosine_min", ">=", 0.97, "", "lowest cosine, artifact vs fp32"),
    Budget("overlap_at_5", ">=", 0.9, "", "mean share of the fp32 top-5 chunks in the phone's top 5"),
    Budget("recall_at_5_drop", "<=", 0.01, "", "fp32 recall@5 minus the phone path's (1 point)"),
    Budget("artifact_mb", "<=", 200.0, "MB", "model file size"),
    Budget("bundle_mb", "<=", 250.0, "MB", "all bundle files"),
    Budget("query_p50_ms", "<=", 250.0, "ms", "query text → vector, median, 1 thread, query signature"),
    Budget("runtime_rss_mb", "<=", 600.0, "MB", "resident memory the loaded model and its queries add"),
    Budget("device_cosine_min", ">=", 0.97, "", "lowest cosine, device output vs host fp32 (adb)"),
    Budget("device_host_cosine_min", ">=", 0.995, "", "lowest cosine, device output vs host LiteRT (adb)"),
)


def load_budgets(path: str | Path | None) -> list[Budget]:
    """The defaults, with the limits of `path`'s [budgets] table; InputError on an unknown name or bad value."""
    budgets = {b.name: b for b in DEFAULT_BUDGETS}
    if path is None:
        return list(budgets.values())
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise InputError(path, f"cannot read: {exc.strerror or exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise InputError(path, f"not valid TOML ({exc})") from None
    for name, limit in (data.get("budgets") or {}).items():
        if name not in budgets:
            raise InputError(path, f"unknown budget {name!r} (known: {', '.join(budgets)})")
        if isinstance(limit, bool) or not isinstance(limit, (int, float)):
            raise InputError(path, f"budget {name} = {limit!r}: expected a number")
        old = budgets[name]
        budgets[name] = Budget(old.name, old.rule, float(limit), old.unit, old.what)
    return list(budgets.values())


def _count(value) -> int | None:
    """`value` when it is a positive integer (a count a manifest or a gold file gives), else None."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


def for_bundle(budgets: list[Budget], manifest: dict) -> list[Budget]:
    """`budgets` as they apply to a bundle: artifact_mb's limit is for a table of vocab_budget's rows, so a languages'
    table widened past it for its word lists (manifest model.vocabulary.widened_rows, a size the build states with
    its reason) is allowed each widened row at int4, the cheapest precision a row is stored at (its second tier)."""
    widened = _count(((manifest.get("model") or {}).get("vocabulary") or {}).get("widened_rows"))
    if widened is None:
        return budgets
    extra = widened * EXPECTED_DIM / 2 / 1e6
    return [replace(b, limit=round(b.limit + extra, 2),
                    what=f"{b.what}, +{extra:.1f} MB for the {widened:,} rows its languages' word lists need past the "
                         "table's budget (int4)") if b.name == "artifact_mb" else b for b in budgets]


def for_questions(budgets: list[Budget], answerable: int | None) -> list[Budget]:
    """`budgets` as a gold file of `answerable` questions can measure them: recall moves in steps of one question
    (1/n), so recall_at_5_drop's limit is at least one step. A limit finer than that (0.01 on fewer than 100
    questions) would ask for no question lost at all, and one answer page swapping ranks 5 and 6 with its
    neighbour on a near-tie (exact McNemar p = 1) would fail a model as faithful as one that passes on a larger set.
    The French gold file's 227 questions keep 0.01 (a net loss of two)."""
    answerable = _count(answerable)
    if answerable is None:
        return budgets
    step = (1 + 1e-9) / answerable  # a hair over 1/n: a/n - (a-1)/n can round above 1/n
    return [replace(b, limit=step, what=f"{b.what}; one question of {answerable} at least (the finest step these "
                                        "questions measure)")
            if b.name == "recall_at_5_drop" and b.limit < step else b for b in budgets]


def check_budgets(budgets: list[Budget], figures: dict[str, float | None]) -> list[dict]:
    """One entry per budget: value, limit, and passed (None when the figure was not measured)."""
    out = []
    for b in budgets:
        value = figures.get(b.name)
        passed = None if value is None else (value >= b.limit if b.rule == ">=" else value <= b.limit)
        out.append({"name": b.name, "value": value, "rule": b.rule, "limit": b.limit, "unit": b.unit,
                    "what": b.what, "passed": passed})
    return out

"""The documents' promises (issue 61): a README read in minutes that starts with the set-up, a results page of
today's figures, every documentation page in the site's navigation."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_readme_is_short_and_starts_with_the_two_set_up_commands():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.encode()) <= 12 * 1024
    first_block = re.search(r"```bash\n(.*?)```", text, re.S)
    assert first_block and text.index("```bash") < text.index("\n## ")
    assert [line.split()[:2] for line in first_block.group(1).strip().splitlines()] == \
        [["make", "android-assets"], ["make", "test"]]
    assert "\n## Reliability\n" in text


def test_the_results_page_is_short_and_has_the_model_size_section():
    text = (ROOT / "BENCHMARKS.md").read_text(encoding="utf-8")
    assert len(text.encode()) <= 25 * 1024
    assert "\n## Model size: standard or compact\n" in text


def test_every_page_in_docs_is_in_the_site_navigation():
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    pages = {p.relative_to(ROOT / "docs").as_posix() for p in (ROOT / "docs").rglob("*.md")}
    assert pages and all(re.search(rf"[\s:]{re.escape(page)}\n", nav) for page in pages), \
        sorted(p for p in pages if not re.search(rf"[\s:]{re.escape(page)}\n", nav))


def test_the_ci_builds_the_site():
    lines = (ROOT / ".ci" / "run").read_text().splitlines()
    assert lines.index("make install") < lines.index("make docs")

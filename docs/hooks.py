"""The site's build hook (mkdocs.yml `hooks:`): adds the pages made at build time and keeps links working.

- README.md becomes the home page and BENCHMARKS.md the results page, as they are (no copy in docs/);
- edge_export.docgen's reference pages (configuration, CLI, parity budgets) are generated from the code;
- a link written for the repository (README.md → docs/stages/bundle.md, a page → ../../BENCHMARKS.md#...) is
  rewritten to the page's place in the site, so each file reads right on GitHub and in the site.
"""

from __future__ import annotations

import posixpath
import re
from pathlib import Path

from mkdocs.structure.files import File

ROOT = Path(__file__).resolve().parents[1]
# repository file → its page in the site
ROOT_PAGES = {"README.md": "index.md", "BENCHMARKS.md": "results.md", "schemas/vector-file.md": "reference/vector-file.md"}
LINK = re.compile(r"(\]\()([^)\s#]+\.md)(#[^)\s]*)?(\))")


def on_files(files, config):
    from edge_export.docgen import pages

    for name, page in ROOT_PAGES.items():
        files.append(File.generated(config, page, content=(ROOT / name).read_text(encoding="utf-8")))
    for uri, content in pages(ROOT).items():
        files.append(File.generated(config, uri, content=content))
    return files


def _repo_path(src_uri: str) -> str:
    """Where the page's markdown lives in the repository."""
    return {page: name for name, page in ROOT_PAGES.items()}.get(src_uri, f"docs/{src_uri}")


def _site_uri(repo_path: str) -> str | None:
    if repo_path in ROOT_PAGES:
        return ROOT_PAGES[repo_path]
    if repo_path.startswith("docs/"):
        return repo_path[len("docs/"):]
    return None


def on_page_markdown(markdown, page, config, files):
    src = page.file.src_uri
    here = posixpath.dirname(_repo_path(src))

    def rewrite(match):
        target = match.group(2)
        if "://" in target:
            return match.group(0)
        site = _site_uri(posixpath.normpath(posixpath.join(here, target)))
        if site is None:
            return match.group(0)
        rel = posixpath.relpath(site, posixpath.dirname(src) or ".")
        return f"{match.group(1)}{rel}{match.group(3) or ''}{match.group(4)}"

    return LINK.sub(rewrite, markdown)

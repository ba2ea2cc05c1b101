"""The generated reference pages (edge_export.docgen): every setting, verb and budget has its doc line and its row."""

from __future__ import annotations

from dataclasses import fields

import pytest

from edge_export import docgen
from edge_export.bundle.config import BundleConfig
from edge_export.parity.budgets import DEFAULT_BUDGETS


def test_every_setting_and_verb_has_a_doc_line():
    assert docgen.missing_docs() == []


def test_every_bundle_config_key_is_in_the_configuration_reference():
    page = docgen.configuration_reference()
    for f in fields(BundleConfig):
        assert f.metadata.get("doc", "").strip(), f"BundleConfig.{f.name} has no doc metadata"
        if f.name != "name":
            row = next((line for line in page.splitlines() if line.startswith(f"| `{f.name}` |")), None)
            assert row is not None, f"{f.name} missing from the configuration reference"
            assert docgen._cell(f.metadata["doc"]) in row


def test_the_configuration_reference_gives_the_built_in_default_and_the_repo_value():
    page = docgen.configuration_reference()
    assert '| `chunker` | `"token-window-v2"` | `"token-window-v2"` |' in page
    assert "| `short_seqs` | `[32, 64, 128]` |" in page
    assert '| `model_size` | `"standard"` |' in page


def test_every_cli_verb_is_in_the_cli_reference():
    from edge_export.cli import build_parser

    page = docgen.cli_reference()
    verbs = docgen.cli_verbs()
    top = [name for name, _, _ in verbs if " " not in name]
    assert top == list(docgen._subparsers(build_parser()).choices)
    assert "model fetch" in [name for name, _, _ in verbs]
    for verb, help_, child in verbs:
        assert help_.strip(), f"edge-export {verb} has no help line"
        assert f"\n## {verb}\n\n{docgen._cell(help_)}\n" in page
        for action in child._actions:
            for option in action.option_strings:
                if option not in ("-h", "--help"):
                    assert f"`{option}" in page or f", {option}" in page, f"{verb} {option} missing"


def test_a_verb_without_a_help_line_fails_the_pages(monkeypatch):
    real = docgen.cli_verbs

    def without_help(parser=None, prefix=""):
        return [(verb, "" if verb == "search" else help_, child) for verb, help_, child in real(parser, prefix)]

    monkeypatch.setattr(docgen, "cli_verbs", without_help)
    assert docgen.missing_docs() == ["edge-export search"]
    with pytest.raises(ValueError, match="edge-export search"):
        docgen.pages()


def test_the_parity_budgets_page_has_every_budget_with_the_repo_limit_and_reason(tmp_path):
    toml = tmp_path / "b.toml"
    toml.write_text("[budgets]\n# why the mean\ncosine_mean = 0.5\nartifact_mb = 99  # why the size\n")
    page = docgen.parity_budgets_reference(toml)
    for budget in DEFAULT_BUDGETS:
        assert f"| `{budget.name}` |" in page
    assert "| `cosine_mean` | >= 0.5  | >= 0.99  |" in page
    assert "why the mean |" in page and "why the size |" in page
    assert docgen.budget_comments(toml) == {"cosine_mean": "why the mean", "artifact_mb": "why the size"}


def test_main_writes_the_pages(tmp_path):
    assert docgen.main([str(tmp_path)]) == 0
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.md")) == sorted(docgen.pages())

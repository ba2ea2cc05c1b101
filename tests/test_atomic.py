"""Atomic folder publishing: a run killed between the two renames gets its old folder back."""

from __future__ import annotations

import os

from edge_export.atomic import publish_dir_atomic, recover_dir


def test_publish_replaces_the_folder_whole(tmp_path):
    target, staging = tmp_path / "fr", tmp_path / ".fr.staging"
    target.mkdir()
    (target / "a").write_text("old")
    staging.mkdir()
    (staging / "a").write_text("new")
    publish_dir_atomic(staging, target)
    assert (target / "a").read_text() == "new" and not staging.exists() and not (tmp_path / ".fr.old").exists()


def test_a_kill_between_the_renames_is_undone(tmp_path):
    target = tmp_path / "fr"
    target.mkdir()
    (target / "a").write_text("old")
    os.replace(target, tmp_path / ".fr.old")  # where the kill left things: the bundle moved aside
    recover_dir(target)
    assert (target / "a").read_text() == "old" and not (tmp_path / ".fr.old").exists()

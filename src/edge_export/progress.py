"""Progress bars on a terminal only: logs and CI get none (and --quiet silences them everywhere)."""

from __future__ import annotations

import sys


def progress_enabled(quiet: bool) -> bool:
    return not quiet and sys.stderr.isatty()


def progress_bar(total: int, desc: str, quiet: bool):
    from tqdm import tqdm

    return tqdm(total=total, desc=desc, unit="file", disable=not progress_enabled(quiet), file=sys.stderr)

"""Gold question files (../shared/corpus/gold/*.json): read and checked before any work."""

from __future__ import annotations

import json
from pathlib import Path

from ..errors import InputError

REQUIRED = {"id": str, "question": str, "expected_docs": list, "expected_pages": list, "answerable": bool}


def load_gold(path: str | Path) -> list[dict]:
    """The questions of a gold file; InputError naming the file and the first bad question."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise InputError(path, f"cannot read: {exc.strerror or exc}") from None
    except ValueError as exc:
        raise InputError(path, f"not valid JSON ({exc})") from None
    questions = data.get("questions") if isinstance(data, dict) else None
    if not isinstance(questions, list) or not questions:
        raise InputError(path, "no `questions` list: not a gold file")
    for i, q in enumerate(questions):
        for key, kind in REQUIRED.items():
            if not isinstance(q, dict) or not isinstance(q.get(key), kind):
                where = q.get("id", f"#{i}") if isinstance(q, dict) else f"#{i}"
                raise InputError(path, f"question {where}: `{key}` missing or not a {kind.__name__}")
        if q["answerable"] and not (q["expected_docs"] and q["expected_pages"]):
            raise InputError(path, f"question {q['id']}: answerable but without expected docs and pages")
    return questions

"""Named errors. Every user-facing failure is an EdgeExportError: the CLI prints it and exits non-zero."""

from __future__ import annotations


class EdgeExportError(Exception):
    """Base class: a failure with a message fit for the user (it names the file and what is wrong)."""

    exit_code = 1


class InputError(EdgeExportError):
    """A user-supplied file or folder cannot be used (not a PDF, corrupt, encrypted, missing...)."""

    def __init__(self, path, reason: str):
        self.path = str(path)
        self.reason = reason
        super().__init__(f"{self.path}: {reason}")


class ChunkingError(EdgeExportError):
    """A chunker was given something it cannot handle, or an id would overflow its format."""


class ValidationFailed(EdgeExportError):
    """A chunk file or corpus file broke one or more rules (the violations are listed)."""

    def __init__(self, path, violations):
        self.path = str(path)
        self.violations = list(violations)
        super().__init__(f"{self.path}: {len(self.violations)} violation(s)")


class ModelFetchError(EdgeExportError):
    """The model checkpoint could not be fetched or assembled from a source."""


class HashMismatchError(ModelFetchError):
    """A model file's SHA-256 differs from the pinned one: the file is refused."""

    def __init__(self, path, expected: str, actual: str):
        self.path = str(path)
        self.expected = expected
        self.actual = actual
        super().__init__(f"{self.path}: SHA-256 mismatch (expected {expected}, got {actual}); file refused")

"""Named errors. Every user-facing failure is an EdgeExportError: the CLI prints it and exits non-zero."""

from __future__ import annotations


class EdgeExportError(Exception):
    """Base class: a failure with a message fit for the user (it names the file and what is wrong).

    Subclasses whose __init__ takes other arguments than the message set `_args`, so that an error
    raised in a worker process (the embed stage's) pickles back to the parent as itself."""

    exit_code = 1
    _args: tuple | None = None

    def __reduce__(self):
        return (type(self), self._args) if self._args is not None else super().__reduce__()


class PathError(EdgeExportError):
    """A failure about one file or folder: the message is "<path>: <reason>"."""

    def __init__(self, path, reason: str):
        self.path = str(path)
        self.reason = reason
        self._args = (path, reason)
        super().__init__(f"{self.path}: {reason}")


class InputError(PathError):
    """A user-supplied file or folder cannot be used (not a PDF, corrupt, encrypted, missing...)."""


class ChunkingError(EdgeExportError):
    """A chunker was given something it cannot handle, or an id would overflow its format."""


class ValidationFailed(EdgeExportError):
    """A chunk file or corpus file broke one or more rules (the violations are listed)."""

    def __init__(self, path, violations):
        self.path = str(path)
        self.violations = list(violations)
        self._args = (path, self.violations)
        super().__init__(f"{self.path}: {len(self.violations)} violation(s)")


class ModelFetchError(EdgeExportError):
    """The model checkpoint could not be fetched or assembled from a source."""


class HashMismatchError(ModelFetchError):
    """A model file's SHA-256 differs from the pinned one: the file is refused."""

    def __init__(self, path, expected: str, actual: str):
        self.path = str(path)
        self.expected = expected
        self.actual = actual
        self._args = (path, expected, actual)
        super().__init__(f"{self.path}: SHA-256 mismatch (expected {expected}, got {actual}); file refused")


class ArtifactError(PathError):
    """A model artifact is missing, corrupt, or not one of ours (unexpected signature)."""


class EmbedDimMismatch(EdgeExportError):
    """EMBED_DIM_MISMATCH (token-chunking spec): an artifact's output is not the expected dimension."""

    code = "EMBED_DIM_MISMATCH"

    def __init__(self, path, expected: int, actual):
        self.path = str(path)
        self.expected = expected
        self.actual = actual
        self._args = (path, expected, actual)
        super().__init__(f"{self.code}: {self.path} outputs {actual}-d vectors, expected {expected}")


class EmptyTextError(EdgeExportError):
    """An empty (or whitespace-only) text was given to embed: it has no content to retrieve by."""


class ExportParityError(EdgeExportError):
    """An exported artifact drifted past the cosine threshold against the fp32 reference."""

    def __init__(self, path, mean: float, minimum: float, min_mean: float, min_min: float, *, tried: str = "",
                 advice: str = ""):
        self.path = str(path)
        self.mean = mean
        self.minimum = minimum
        self._args = (path, mean, minimum, min_mean, min_min)
        super().__init__(
            f"{self.path}: output drifts from the fp32 reference: cosine mean {mean:.4f} (needs >= {min_mean}), "
            f"min {minimum:.4f} (needs >= {min_min})" + (f"; tried {tried}" if tried else "")
            + (f"; {advice}" if advice else "")
        )


class DeviceError(EdgeExportError):
    """adb or the device failed: no adb, no device, unauthorised device, a failed push, a missing or
    non-executable benchmark binary, an output of the wrong size."""

"""The `<chunk_splitter>` text the AI Edge RAG SDK loads (chunk-schema.md §6), and a port of its reader."""

from __future__ import annotations

import re

from ..chunk.citation import citation

SPLITTER = "<chunk_splitter>"
# Java's BufferedReader.readLine ends a line at \n, \r or \r\n, and nowhere else.
_JAVA_LINE_END = re.compile(r"\r\n|\r|\n")
_JAVA_TRIM = "".join(map(chr, range(33)))  # String.trim() drops every char <= U+0020


def _guard(text: str) -> str:
    """Keep a text line that starts with the marker from being read as a chunk boundary.

    The reader turns each line break into a space, so joining such a line to the previous one with a
    space reads exactly the same once loaded; a first line gets a leading space instead.
    """
    lines = _JAVA_LINE_END.split(text)
    out = [" " + lines[0] if lines[0].startswith(SPLITTER) else lines[0]]
    for line in lines[1:]:
        if line.startswith(SPLITTER):
            out[-1] += " " + line
        else:
            out.append(line)
    return "\n".join(out)


def to_splitter_text(chunks: list[dict]) -> str:
    return "".join(f"{_guard(c['text'])}\n{citation(c)}\n{SPLITTER}\n" for c in chunks)


def read_chunks_like_sdk(content: str) -> list[str]:
    """Python port of the AI Edge RAG SDK sample's `memorizeChunks` reader, quirks included.

    Line by line: a line starting with the marker flushes the current text if non-empty and starts a
    new one with the rest of that line, trimmed; any other line is appended as " " + line (so every
    chunk after the SDK reads it begins with a space).
    """
    texts: list[str] = []
    current = ""
    lines = _JAVA_LINE_END.split(content)
    if lines and lines[-1] == "":  # readLine yields no empty line after a final line break
        lines.pop()
    for line in lines:
        if line.startswith(SPLITTER):
            if current:
                texts.append(current)
            current = line[len(SPLITTER):].strip(_JAVA_TRIM)
        else:
            current += " " + line
    if current:
        texts.append(current)
    return texts

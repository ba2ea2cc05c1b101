"""The DB stage: chunks + vectors → corpus.db (SDK-openable, no virtual table) and corpus_fts.db (BM25)."""

from .vectors import VECTOR_FORMATS
from .writer import FTS_LAYOUTS, DbSettings, write_corpus_db

__all__ = ["FTS_LAYOUTS", "VECTOR_FORMATS", "DbSettings", "write_corpus_db"]

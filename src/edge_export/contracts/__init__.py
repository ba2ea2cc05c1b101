"""Contracts: the checks a chunk corpus file and a retrieval-corpus.v1 file must pass."""

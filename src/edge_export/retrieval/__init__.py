"""Retrieval: what the phone does with a bundle (query embedding, exact top-k, BM25, fusion, boosts)."""

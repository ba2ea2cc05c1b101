"""Evaluation: recall@k and friends of a bundle's retrieval on gold questions."""

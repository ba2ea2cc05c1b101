"""Adapting the embedder to the corpus at build time, without labels (issue 17, lever 4).

pairs.py cuts the corpus's own chunks into inverse-cloze pairs (a sentence ↔ the rest of its window);
train.py fine-tunes the fp32 checkpoint's top layers on them with in-batch negatives; stage.py keeps
the adapted checkpoint in the cache, keyed by the base weights, the pairs and the recipe, so the export,
embedding and parity stages take it like any checkpoint folder. No gold question or page is an input.
"""

"""EmbeddingGemma: the fp32 reference, the export module, the tiny test model."""

"""edge-export: PDFs → validated chunks → EmbeddingGemma on-device artifacts → Android asset bundle."""

__version__ = "0.1.0"

"""Chunk stage: PDFs → extracted pages → chunks with ids and headings → a chunk corpus file."""

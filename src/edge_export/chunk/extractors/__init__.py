"""The ways a page's text is read, in the order the extraction chain tries them (chunk/extract.py):
PDFium's text layer, the same bytes decoded with a legacy code page, the fonts' glyph names, OCR."""

"""Embed stage: texts or chunks → vectors from the artifact that ships."""

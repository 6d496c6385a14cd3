"""Hwatu rules engine: the 48-card flower deck and its games. Pure Python, no Django."""

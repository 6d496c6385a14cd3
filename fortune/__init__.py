"""The fortune app."""

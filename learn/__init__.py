"""The learn app."""

"""The play app."""

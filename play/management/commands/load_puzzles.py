"""``manage.py load_puzzles``: add the puzzles that ship with the site (``play/puzzles/*.json``) that
the database does not have yet; ratings that people's tries have moved are left as they are."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from play import puzzle_store


class Command(BaseCommand):
    help = "Add the shipped puzzles that the database lacks."

    def handle(self, *args: Any, **options: Any) -> None:
        added = puzzle_store.load()
        if int(options.get("verbosity", 1)) > 0:
            self.stdout.write(f"{added} puzzles added")

"""Puzzles in the database and in the files that ship with the site (``play/puzzles/*.json``).

``store`` keeps what ``room.puzzle_search`` found; ``export`` writes a game's puzzles to its file and
``load`` adds the files' puzzles that the database lacks, leaving those it has (and their ratings)
alone, so loading again after every deploy changes nothing that people's tries have moved.
"""

from __future__ import annotations

import json
import secrets
from pathlib import Path
from typing import Any

from play.models import Puzzle
from room.puzzle_search import Found

#: The puzzles that ship with the site, one file per game and player count.
FILES = Path(__file__).resolve().parent / "puzzles"
#: The fields a file keeps of each puzzle (the rating as it was first given).
FIELDS = (
    "code", "game_key", "players", "options", "seed", "moves", "ply", "seat", "solution", "second", "margin",
    "noise", "legal", "theme", "reason", "ranking", "rating", "verified",
)  # fmt: skip


def new_code() -> str:
    """A puzzle's name in addresses: random (twelve hex digits), telling nothing of its deal."""
    return secrets.token_hex(6)


def store(found: Found) -> Puzzle:
    """Keep ``found`` (once: the same position found again changes nothing)."""
    puzzle, _created = Puzzle.objects.get_or_create(
        game_key=found.game_key,
        players=found.players,
        seed=found.seed,
        ply=len(found.moves),
        defaults={
            "code": new_code(),
            "options": found.options,
            "moves": list(found.moves),
            "seat": found.seat,
            "solution": found.solution,
            "second": found.second,
            "margin": found.margin,
            "noise": found.noise,
            "legal": found.legal,
            "theme": found.theme,
            "reason": found.reason,
            "ranking": found.ranking,
            "rating": found.rating,
        },
    )
    return puzzle


def file_for(game_key: str, players: int) -> Path:
    return FILES / f"{game_key}-{players}.json"


def export(game_key: str, players: int) -> int:
    """Write the game's puzzles to its file (in a stable order); how many."""
    rows = Puzzle.objects.filter(game_key=game_key, players=players).order_by("seed", "ply")
    data = [{name: getattr(row, name) for name in FIELDS} for row in rows]
    FILES.mkdir(parents=True, exist_ok=True)
    file_for(game_key, players).write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n")
    return len(data)


def load(files: Path = FILES) -> int:
    """Add every puzzle of the files that the database does not have; how many were added."""
    added = 0
    for path in sorted(files.glob("*.json")):
        entries: list[dict[str, Any]] = json.loads(path.read_text())
        known = set(
            Puzzle.objects.filter(code__in=[e["code"] for e in entries]).values_list("code", flat=True)
        )
        fresh = [Puzzle(**{name: e[name] for name in FIELDS}) for e in entries if e["code"] not in known]
        Puzzle.objects.bulk_create(fresh, ignore_conflicts=True, batch_size=500)
        added += len(fresh)
    return added

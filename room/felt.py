"""The shapes the site's felt partial (``room/_felt.html``) draws: seats, piles, the table, the hand
and the moves of the chosen card, as plain values built from one seat's Observation.

Shared by the play app's table (``play.board``) and the tables app's (``tables.board``): the same
lacquered table for a learner against bots and for people playing together. Each app fills them from
its own observation; nothing here knows a game or a stored row.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.cards import DECK
from engine.game import Score
from frame.language import lang


@dataclass
class ScoreLine:
    name: str
    points: int
    cards: tuple[str, ...] = ()


@dataclass
class PileGroup:
    """Cards of one kind in a pile (brights, animals, ribbons, plains), for the grouped display."""

    kind: str
    label: str
    cards: tuple[str, ...]


@dataclass
class SeatView:
    """One seat: ``is_learner`` is the viewer's own (drawn at the bottom with the hand)."""

    seat: int
    label: str
    is_learner: bool
    is_current: bool
    hand_size: int
    captured: tuple[str, ...]
    total: int
    lines: list[ScoreLine]
    hand: tuple[str, ...] = ()  # only filled once the game is over (revealed)
    result_points: int | None = None
    winner: bool = False
    groups: list[PileGroup] = field(default_factory=list)
    pile_label: str = ""
    pile_scores: bool = True  # the pile is a capture pile and its running breakdown means something
    backs: range = range(0)  # card backs drawn for a hidden hand (capped; the count is in words)


@dataclass
class MoveChoice:
    code: str
    sentence: str
    targets: tuple[str, ...] = ()


@dataclass
class HandCard:
    code: str
    playable: bool
    selected: bool
    captures: bool = False


@dataclass
class TableCard:
    code: str
    target: bool


def score_lines(score: Score) -> list[ScoreLine]:
    """The lines of ``score`` in the active language, each with the cards it counts."""
    language = lang()
    return [
        ScoreLine(item.name.get(language), item.points, tuple(DECK[c].code for c in item.cards))
        for item in score.items
    ]

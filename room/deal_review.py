"""A finished deal reviewed from one seat, the same at both tables: every decision of the seat with
the tutor's analysis of it (``room.analysis``, graded on the one scale of ``engine.bots.grading``),
its accuracy (``engine.bots.accuracy``), the evaluation graph drawn from those analyses and the key
moments (the largest losses).

The graph is the seat's expected result by the tutor's analysis, in the game's own units: at each
decision it drops from the value of the best move to the value of the move played (the seat's own
loss, drawn solid), and between two decisions it moves with the others' moves and the cards drawn
(drawn dashed); it ends at the deal's actual result. It is drawn by the server as inline SVG
(``room/_eval_graph.html``), so it needs no script. ``page_context`` is what the review page shows
(``room/_deal_review.html``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext as _

from engine.bots.accuracy import deal_accuracy, move_accuracy
from engine.cards import DECK
from engine.game import Game, IllegalMove, Move
from room.record import Built, extend
from room.texts import move_sentence, verdict_label

#: The graph's drawing box (SVG user units) and its margins.
WIDTH, HEIGHT = 640.0, 220.0
PAD_X, PAD_Y = 14.0, 16.0
#: How many key moments a review shows.
KEY_MOMENTS = 3


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat with the tutor's analysis of it."""

    #: The move's number in the game's record (0-based).
    ply: int
    played: str
    best: str
    label: str
    value: float
    best_value: float
    loss: float
    #: The best legal move's value minus the worst's.
    spread: float
    #: The stored verdict (with its reason's facts), as the tutor's notes keep it.
    note: dict[str, Any] = field(default_factory=dict)

    @property
    def accuracy(self) -> int:
        return move_accuracy(self.label, self.loss, self.spread)

    @property
    def share_lost(self) -> int:
        """The share of the position's spread the move lost, in per cent."""
        return 0 if self.spread <= 0 else round(100 * min(1.0, max(0.0, self.loss) / self.spread))


@dataclass
class Review:
    """A finished game's decisions of one seat (the move numbers where it had a choice) with those
    analysed so far."""

    points: list[int]
    decisions: list[Decision] = field(default_factory=list)
    #: A search failed on every attempt.
    failed: bool = False
    #: The queue ran a task asked for here at once (the immediate backend of the tests): read again.
    ran_now: bool = False

    @property
    def ready(self) -> bool:
        return len(self.decisions) == len(self.points)


@dataclass
class Point:
    x: float
    y: float


@dataclass
class Dot:
    """A decision on the graph: where it is drawn and what it links to."""

    x: float
    y: float
    label: str
    number: int
    url: str
    title: str


@dataclass
class Graph:
    """The evaluation graph's geometry in the drawing box."""

    width: float
    height: float
    #: The seat's own losses: one vertical segment per decision (x1, y1, x2, y2), from the value of
    #: the best move to the value of the move played.
    losses: list[tuple[float, float, float, float]]
    #: The rest (an SVG path): from each decision to the next, and from the last to the end.
    path: str
    dots: list[Dot]
    zero: float | None
    end: Point


def decision(ply: int, played: str, ranking: Sequence[Any], graded: Any, note: dict[str, Any]) -> Decision:
    """A decision from its ranking (every legal move with its value, best first) and its grade."""
    worst = min(float(entry[1]) for entry in ranking)
    return Decision(
        ply=ply,
        played=played,
        best=graded.best.code,
        label=graded.label,
        value=float(graded.value),
        best_value=float(graded.best_value),
        loss=float(graded.loss),
        spread=max(0.0, float(graded.best_value) - worst),
        note=note,
    )


def choice_points(start: Built, moves: Sequence[str], seat: int) -> list[int]:
    """The move numbers of the game dealt as ``start`` and played with ``moves`` at which ``seat`` had
    more than one legal move (its decisions)."""
    built = start
    points = []
    for ply, code in enumerate(moves):
        state = built.state
        if state.current_player == seat and len(state.legal_moves()) > 1:
            points.append(ply)
        built = extend(built, [code])
    return points


def accuracy_of(decisions: Sequence[Decision]) -> int | None:
    """The seat's accuracy over the deal (``engine.bots.accuracy.deal_accuracy``)."""
    return deal_accuracy([d.accuracy for d in decisions])


def key_moments(decisions: Sequence[Decision], count: int = KEY_MOMENTS) -> list[Decision]:
    """The decisions that lost the most (not those the tutor calls best or good), largest first."""
    lost = [d for d in decisions if d.label in ("inaccuracy", "mistake")]
    return sorted(lost, key=lambda d: (-d.loss, d.ply))[:count]


def graph(
    decisions: Sequence[Decision],
    *,
    total: int,
    final: float,
    url: Callable[[int], str],
    title: Callable[[Decision], str],
) -> Graph:
    """The graph of ``decisions`` over a game of ``total`` moves that ended at ``final`` for the seat
    (in the analyses' units); ``url`` is the replay after a move number, ``title`` a dot's words."""
    values = [final] + [v for d in decisions for v in (d.best_value, d.value)]
    low, high = min(values), max(values)
    if low < 0 < high or abs(low) < 1e-9 or abs(high) < 1e-9:
        low, high = min(low, 0.0), max(high, 0.0)
    if high - low < 1e-9:
        low, high = low - 1.0, high + 1.0
    span_x = max(1, total)

    def x_of(ply: float) -> float:
        return round(PAD_X + (WIDTH - 2 * PAD_X) * ply / span_x, 1)

    def y_of(value: float) -> float:
        return round(PAD_Y + (HEIGHT - 2 * PAD_Y) * (high - value) / (high - low), 1)

    losses, dots, segments = [], [], []
    last: tuple[float, float] | None = None
    for d in decisions:
        x = x_of(d.ply + 0.5)
        if last is not None:
            segments.append(f"M{last[0]},{last[1]} L{x},{y_of(d.best_value)}")
        losses.append((x, y_of(d.best_value), x, y_of(d.value)))
        dots.append(Dot(x, y_of(d.value), d.label, d.ply + 1, url(d.ply + 1), title(d)))
        last = (x, y_of(d.value))
    end = Point(x_of(total), y_of(final))
    if last is not None:
        segments.append(f"M{last[0]},{last[1]} L{end.x},{end.y}")
    path = " ".join(segments)
    zero = y_of(0.0) if low <= 0 <= high else None
    return Graph(WIDTH, HEIGHT, losses, path, dots, zero, end)


def page_context(
    game: Game,
    decisions: Sequence[Decision],
    *,
    total: int,
    final: float,
    url: Callable[[int], str],
    reason: Callable[[Decision], str],
) -> dict[str, Any]:
    """What the review page shows of ``decisions`` (all of the seat's, analysed) in a game of
    ``total`` moves that ended at ``final`` for the seat: the accuracy, the verdicts counted, the
    graph, every decision as a row and the key moments with ``reason`` (why the better move was
    better); ``url`` is the replay after a move number."""

    def title(d: Decision) -> str:
        return _("Move %(n)s: %(verdict)s, accuracy %(accuracy)s%%") % {
            "n": d.ply + 1,
            "verdict": verdict_label(d.label),
            "accuracy": d.accuracy,
        }

    labels = ("best", "good", "inaccuracy", "mistake")
    return {
        "accuracy": accuracy_of(decisions),
        "counts": {label: sum(d.label == label for d in decisions) for label in labels},
        "graph": graph(decisions, total=total, final=final, url=url, title=title),
        "rows": [_row(game, d, url) for d in decisions],
        "moments": [{**_row(game, d, url), **_moment(d, reason)} for d in key_moments(decisions)],
    }


def _row(game: Game, d: Decision, url: Callable[[int], str]) -> dict[str, Any]:
    return {
        "number": d.ply + 1,
        "url": url(d.ply + 1),
        "played": _sentence(game, d.played),
        "best": _sentence(game, d.best) if d.label != "best" else "",
        "verdict": d.label,
        "label": verdict_label(d.label),
        "accuracy": d.accuracy,
        "share_lost": d.share_lost,
    }


def _moment(d: Decision, reason: Callable[[Decision], str]) -> dict[str, Any]:
    return {"played_cards": _cards(d.played), "best_cards": _cards(d.best), "reason": reason(d)}


def _sentence(game: Game, code: str) -> str:
    try:
        return move_sentence(game, Move.parse(code))
    except IllegalMove:
        return code


def _cards(code: str) -> list[str]:
    try:
        return [DECK[card].code for card in Move.parse(code).cards]
    except IllegalMove:
        return []

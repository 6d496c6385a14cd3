"""The learner's record over their practice games: results per game and accuracy over the last
reviewed deals (``PracticeGame.outcome``, ``PracticeGame.accuracy``), for «Мой прогресс»."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from play.models import PracticeGame

#: How many of the latest reviewed games the accuracy chart shows.
CHART_GAMES = 20
#: The chart's drawing box (SVG user units) and its margins.
CHART_WIDTH, CHART_HEIGHT, CHART_PAD = 480.0, 200.0, 14.0


@dataclass
class GameRecord:
    """The results of one game (and player count) over the learner's finished practice games."""

    name: str
    played: int = 0
    won: int = 0
    drew: int = 0
    lost: int = 0
    accuracies: list[int] = field(default_factory=list)

    @property
    def mean_accuracy(self) -> int | None:
        return round(sum(self.accuracies) / len(self.accuracies)) if self.accuracies else None


@dataclass
class ChartPoint:
    x: float
    y: float
    accuracy: int
    name: str
    url: str


def per_game(rows: Sequence[PracticeGame], name: Callable[[PracticeGame], str]) -> list[GameRecord]:
    """The finished games of ``rows`` counted by game (``name`` of a row), most played first."""
    records: dict[str, GameRecord] = {}
    for row in rows:
        if not row.is_over:
            continue
        record = records.setdefault(name(row), GameRecord(name(row)))
        record.played += 1
        outcome = row.outcome
        record.won += outcome == "won"
        record.drew += outcome == "drew"
        record.lost += outcome == "lost"
        if row.accuracy is not None:
            record.accuracies.append(row.accuracy)
    return sorted(records.values(), key=lambda r: (-r.played, r.name))


def chart_y(accuracy: float) -> float:
    """The height in the chart of an accuracy in per cent (100 at the top)."""
    return round(CHART_PAD + (CHART_HEIGHT - 2 * CHART_PAD) * (100 - accuracy) / 100, 1)


def accuracy_chart(
    rows: Sequence[PracticeGame], name: Callable[[PracticeGame], str], url: Callable[[PracticeGame], str]
) -> list[ChartPoint]:
    """The latest ``CHART_GAMES`` reviewed games (``rows`` newest first), oldest to newest, as points
    of a chart from 0 to 100 %."""
    reviewed = [row for row in rows if row.is_over and row.accuracy is not None][:CHART_GAMES]
    reviewed.reverse()
    step = (CHART_WIDTH - 2 * CHART_PAD) / max(1, len(reviewed) - 1)
    points = []
    for index, row in enumerate(reviewed):
        accuracy = int(row.accuracy or 0)
        x = CHART_PAD + step * index if len(reviewed) > 1 else CHART_WIDTH / 2
        points.append(ChartPoint(round(x, 1), chart_y(accuracy), accuracy, name(row), url(row)))
    return points


@dataclass
class RatingPoint:
    x: float
    y: float
    rating: int


def rating_chart(ratings: Sequence[float]) -> tuple[list[RatingPoint], int, int]:
    """The solver's puzzle rating after each first try (oldest first, the last ``RATING_TRIES``), as
    points of a chart, with the chart's lowest and highest rating (rounded out to 100)."""
    values = list(ratings)[-RATING_TRIES:]
    if not values:
        return [], 0, 0
    low = int(min(values) // 100 * 100)
    high = int(-(-max(values) // 100) * 100)
    high = max(high, low + 100)
    step = (CHART_WIDTH - 2 * CHART_PAD) / max(1, len(values) - 1)
    points = []
    for index, value in enumerate(values):
        x = CHART_PAD + step * index if len(values) > 1 else CHART_WIDTH / 2
        y = CHART_PAD + (CHART_HEIGHT - 2 * CHART_PAD) * (high - value) / (high - low)
        points.append(RatingPoint(round(x, 1), round(y, 1), round(value)))
    return points, low, high


#: How many of the latest first tries the rating chart shows.
RATING_TRIES = 60


def missed_themes(tries: Sequence[tuple[str, bool]], count: int = 3) -> list[tuple[str, int, int]]:
    """The themes whose puzzles the solver missed most often at the first try, from (theme, solved)
    pairs: (theme, missed, tried), most missed first; only themes missed at least once."""
    tried: dict[str, int] = {}
    missed: dict[str, int] = {}
    for theme, solved in tries:
        tried[theme] = tried.get(theme, 0) + 1
        missed[theme] = missed.get(theme, 0) + (0 if solved else 1)
    ranked = sorted((t for t in tried if missed[t]), key=lambda t: (-missed[t], -missed[t] / tried[t], t))
    return [(theme, missed[theme], tried[theme]) for theme in ranked[:count]]

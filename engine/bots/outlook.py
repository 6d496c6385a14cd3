"""What each choice at a decision leads to by the end of the deal: the numbers beside a stop.

``decision_outlook`` samples ``worlds`` full states the deciding seat's observation allows
(``Game.determinize``), plays every legal move out in each of them to the end of the deal with
the search level's own playout policy for every seat (the same world and playout seed for each
move, so the moves' differences carry little of the luck), and reads each ending with
``Game.deal_outcome``. Per move it gives the mean points of the deal for the seat and for the others, the
share of deals the seat ends alone with the best score, and the share with an extra penalty, in the
game's own units. The budget is the number of worlds, so the same observation and generator give the same
numbers on an idle and on a busy machine.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from engine.bots.base import RankedMove, _legal, game_of
from engine.bots.mcts import ISMCTSBot
from engine.game import Game, Move, Observation, State

#: Sampled deals per legal move: the strong bot's budget of 400 playouts over a stop decision's
#: two choices; 0.1 s on this machine for a Nylon-ppong stop.
OUTLOOK_WORLDS = 200


@dataclass(frozen=True, slots=True)
class ChoiceOutlook:
    """Where one move leads by the end of the deal, over ``deals`` sampled deals: ``points``, the
    seat's mean points of the deal (``DealOutcome.points``); ``others``, the other seats' mean;
    ``best``, the share it ends alone with the best score; ``extra``, the share in which it takes an
    extra penalty."""

    move: Move
    deals: int
    points: float
    others: float
    best: float
    extra: float
    #: The move's value as the search level values it (its utility at the end of the deal, the mean
    #: over the deals): the number the tutor ranks the choices by (``outlook_ranking``).
    value: float = 0.0
    #: The standard error of the best choice's value minus this one's, over the same deals.
    noise: float = 0.0


def decision_outlook(
    obs: Observation,
    rng: random.Random,
    *,
    game: Game | None = None,
    level: str = "strong",
    worlds: int = OUTLOOK_WORLDS,
) -> list[ChoiceOutlook]:
    """Every legal move of ``obs`` played out to the end of the deal in ``worlds`` sampled deals
    (see the module docstring), in the order of the legal moves."""
    from engine.bots import make_bot

    legal = _legal(obs)
    game = game_of(obs, game)
    bot = make_bot(level)
    if not isinstance(bot, ISMCTSBot):
        raise ValueError(f"{level!r} is not a search level")
    policy = bot.for_game(game)
    seat = obs.seat
    sums = {move: [0.0, 0.0, 0.0, 0.0] for move in legal}
    values: dict[Move, list[float]] = {move: [] for move in legal}
    for _ in range(worlds):
        world = game.determinize(obs, rng)
        seed = rng.getrandbits(64)

        def ended(state: State, start: State = world) -> bool:
            return game.deal_outcome(start, state, seat) is not None

        for move in legal:
            end = policy.play_out(world.apply(move), random.Random(seed), seat=seat, until=ended)
            outcome = game.deal_outcome(world, end, seat)
            if outcome is None:  # the game ended without the deal being recorded: should not happen
                raise ValueError(f"{game.key}: a playout ended without an outcome of the deal")
            total = sums[move]
            total[0] += outcome.points
            total[1] += outcome.others
            total[2] += outcome.best
            total[3] += outcome.extra > 0
            values[move].append(policy.value_of(end, seat))
    means = {move: sum(found) / worlds for move, found in values.items()}
    first = max(legal, key=lambda move: means[move])
    found = []
    for move, total in sums.items():
        points, others, best, extra = (value / worlds for value in total)
        noise = _paired_noise(values[first], values[move])
        found.append(ChoiceOutlook(move, worlds, points, others, best, extra, means[move], noise))
    return found


def _paired_noise(best: list[float], other: list[float]) -> float:
    """The standard error of the mean of ``best`` minus ``other``, world by world."""
    if best is other or len(best) < 2:
        return 0.0
    diffs = [a - b for a, b in zip(best, other, strict=True)]
    mean = sum(diffs) / len(diffs)
    return math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1) / len(diffs))


def outlook_ranking(found: list[ChoiceOutlook]) -> list[RankedMove]:
    """The choices of an outlook as the tutor's ranking (best first): each one's value, the deals it
    was played out in as visits, and the noise of its gap to the best."""
    ordered = sorted(found, key=lambda choice: -choice.value)
    return [RankedMove(choice.move, choice.value, choice.deals, choice.noise) for choice in ordered]

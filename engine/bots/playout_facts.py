"""What the tutor's playouts saw: for every legal move, how the deal ended in the sampled worlds.

``playout_facts`` samples ``worlds`` full states the seat's observation allows (``Game.determinize``),
plays every legal move out in each of them to the end of the deal with the strong level's own playout
policy for every seat (the same world and playout seed for each move, so two moves' differences are
differences of the move, not of the luck), and records, at the end of each deal, the facts a learner
can follow (``deal_facts``):

- in a fishing game (cards captured into piles): who ends the deal with each bright and animal card
  in the seat's hand or on the table (``own:<code>``, ``opp:<code>``; never a card the seat has not
  seen), who completes each combination not yet made
  (``made:<key>``, ``opp_made:<key>``), and the counts the game watches in the seat's pile
  (``count:<name>``: Go-Stop's pi, ``Game.pile_counts``);
- in every game: the seat's points of the deal (``points``, penalty points in Nylon-ppong), how much
  better they are than the others' mean (``margin``: fewer penalty points are better), and whether
  it alone had the best score (``best``); an extra penalty (``extra``: Nylon-ppong's failed stop or
  the discard that let another player go out);
- in Aigoma-koppai: whether the seat went out first (``out``) and the cards it was left with (``left``);
- each game's own chances and risks (``Game.deal_marks``): Go-Stop's bak paid (``bak``), Koi-Koi's
  doubled points (``doubled``, ``opp_doubled``), Nylon-ppong's ppongs called (``ppong``,
  ``opp_ppong``), Aigoma-koppai's leads (``leads``).

The result is each fact's mean over the worlds (a share for a yes-or-no fact), per move: the reason
of a verdict names the largest difference between the played and the better move (``room.reasons``),
and a test replays the claim from the same seed. Where a match of several deals goes straight on to the
next deal, the piles are read just before the deal's last move (a stop takes no card; only an
exhausted deal's last capture is not seen).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.bots.base import _legal, game_of
from engine.bots.mcts import ISMCTSBot
from engine.cards import DECK, Kind
from engine.game import Game, Move, Observation, State

#: Sampled deals per legal move: enough for a share to be within about ±12 points of per cent
#: (95 %), few enough that the facts cost about as much as the tutor's own search.
FACT_WORLDS = 48
#: The cards whose owner at the end of the deal is a fact: the 20- and 10-point cards.
TRACKED_KINDS = (Kind.BRIGHT, Kind.ANIMAL)


@dataclass
class MoveFacts:
    """What one move led to over ``worlds`` sampled deals: each fact's mean (``means``) and the
    names of the combinations among them (``names``: key -> {"ru", "en"})."""

    move: Move
    worlds: int
    means: dict[str, float] = field(default_factory=dict)
    names: dict[str, dict[str, str]] = field(default_factory=dict)


def playout_facts(
    obs: Observation,
    rng: random.Random,
    *,
    game: Game | None = None,
    moves: Sequence[Move] | None = None,
    level: str = "strong",
    worlds: int = FACT_WORLDS,
) -> list[MoveFacts]:
    """Every move of ``moves`` (the legal moves by default) played out to the end of the deal in
    ``worlds`` sampled deals (see the module docstring), in the order given."""
    from engine.bots import make_bot

    game = game_of(obs, game)
    bot = make_bot(level)
    if not isinstance(bot, ISMCTSBot):
        raise ValueError(f"{level!r} is not a search level")
    policy = bot.for_game(game)
    moves = tuple(moves) if moves is not None else _legal(obs)
    seat = obs.seat
    settled = _settled(game, obs)
    sums: dict[Move, dict[str, float]] = {move: {} for move in moves}
    names: dict[str, dict[str, str]] = {}
    for _ in range(worlds):
        world = game.determinize(obs, rng)
        seed = rng.getrandbits(64)
        for move in moves:
            states, end = _play_deal(game, policy, world, move, random.Random(seed), seat)
            facts = deal_facts(game, world, states[-1], end, seat, settled=settled, names=names)
            facts.update(game.deal_marks(world, states[1:], end, seat))
            total = sums[move]
            for key, value in facts.items():
                total[key] = total.get(key, 0.0) + value
    return [
        MoveFacts(move, worlds, {key: value / worlds for key, value in sums[move].items()}, names)
        for move in moves
    ]


def _play_deal(
    game: Game, policy: ISMCTSBot, world: State, move: Move, rng: random.Random, seat: int
) -> tuple[list[State], State]:
    """``move`` played in ``world`` and the deal played on to its end: the states of the deal from
    ``world`` up to the last before its last move, and the state its last move led to."""
    done = game.deals_done(world)
    seen = [world]

    def ended(state: State) -> bool:
        if state.is_over or game.deals_done(state) != done:
            return True
        seen.append(state)
        return False

    end = policy.play_out(world.apply(move), rng, seat=seat, until=ended)
    return seen, end


def _settled(game: Game, obs: Observation) -> frozenset[int]:
    """The cards whose owner at the end is not a fact: those already in someone's pile (no longer in
    question) and those the seat has not seen (a reason never names a card hidden from the learner)."""
    if game.pile_kind != "captured":
        return frozenset()
    in_play = set(obs.hand) | set(obs.table)
    return frozenset(card.index for card in DECK if card.index not in in_play)


def deal_facts(
    game: Game,
    start: State,
    before: State,
    end: State,
    seat: int,
    *,
    settled: frozenset[int] = frozenset(),
    names: dict[str, dict[str, str]] | None = None,
) -> dict[str, float]:
    """The facts of one deal played from ``start`` for ``seat`` (see the module docstring):
    ``end`` is where the deal's last move led, ``before`` the last state of the deal before it.
    Combination names found are added to ``names``."""
    facts: dict[str, float] = {}
    outcome = game.deal_outcome(start, end, seat)
    if outcome is not None:
        facts["points"] = float(outcome.points)
        facts["margin"] = float(outcome.points - outcome.others) * (-1 if game.points_are_penalties else 1)
        facts["best"] = float(outcome.best)
        facts["extra"] = float(outcome.extra > 0)
    if game.pile_kind == "captured":
        piles = (end if end.is_over else before).captured_piles()
        _pile_facts(game, piles, seat, settled, facts, names if names is not None else {})
    history = getattr(end, "history", None)
    if game.table_kind == "stack" and isinstance(history, tuple) and history:
        record = history[game.deals_done(start)] if len(history) > game.deals_done(start) else history[-1]
        facts["out"] = float(record.get("winner") == seat)
        facts["left"] = float(record.get("left", (0,) * game.players)[seat])
    return facts


def _pile_facts(
    game: Game,
    piles: Sequence[Sequence[int]],
    seat: int,
    settled: frozenset[int],
    facts: dict[str, float],
    names: dict[str, dict[str, str]],
) -> None:
    for name, count in game.pile_counts(list(piles[seat])).items():
        facts[f"count:{name}"] = float(count)
    for owner, pile in enumerate(piles):
        side = "own" if owner == seat else "opp"
        for card in pile:
            if card not in settled and DECK[card].kind in TRACKED_KINDS:
                facts[f"{side}:{DECK[card].code}"] = 1.0
        for item in game.combinations(game.score_pile(list(pile))):
            if item.points <= 0:
                continue
            made = "made" if owner == seat else "opp_made"
            facts[f"{made}:{item.key}"] = 1.0
            if item.key not in names:
                names[item.key] = {"ru": item.name.get("ru") or "", "en": item.name.get("en") or ""}


def as_json(found: Sequence[MoveFacts]) -> dict[str, Any]:
    """``playout_facts``'s result as JSON-ready data: worlds, names and each move's means by its code
    (shares and means rounded to 4 places)."""
    if not found:
        return {}
    return {
        "worlds": found[0].worlds,
        "names": found[0].names,
        "moves": {f.move.code: {k: round(v, 4) for k, v in sorted(f.means.items())} for f in found},
    }

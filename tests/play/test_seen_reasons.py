"""Reasons from what the analysis's playouts saw (``engine.bots.playout_facts``, ``room.reasons.seen_fact``):
every claim is replayed from the same seed, deal by deal, and found true; it speaks for the better move;
it is stored with the ranking and reaches the verdict."""

from __future__ import annotations

import random
from typing import Any

import pytest
from django.utils import translation

from engine.bots import make_bot
from engine.bots.mcts import ISMCTSBot
from engine.bots.playout_facts import playout_facts
from engine.cards import BY_CODE
from engine.game import Game, Move, Observation, State, get_game
from room import analysis, reasons
from tests.play.test_verdict_reasons import _random_positions

GAMES = [("hato", 2), ("koikoi", 2), ("gostop", 3), ("nylon", 3), ("aigoma", 4)]
#: Facts that are yes-or-no per deal (a share of the deals); the others are means.
SHARES = {"own", "opp", "made", "opp_made", "best", "out", "extra", "close"}


def _claim_holds(game: Game, start: State, end: State, seat: int, kind: str, key: str) -> float:
    """The claimed fact in one played-out deal, read straight from its last state (not through
    ``deal_facts``): 1.0 or 0.0 for a yes-or-no fact, else the number."""
    piles = end.captured_piles()
    if kind in ("own", "opp"):
        card = BY_CODE[key].index
        owners = [owner for owner, pile in enumerate(piles) if card in pile]
        return float(bool(owners) and (owners[0] == seat) == (kind == "own"))
    if kind in ("made", "opp_made"):
        seats = [seat] if kind == "made" else [s for s in range(game.players) if s != seat]
        return float(
            any(
                item.key == key and item.points > 0
                for s in seats
                for item in game.combinations(game.score_pile(list(piles[s])))
            )
        )
    outcome = game.deal_outcome(start, end, seat)
    assert outcome is not None
    if kind in ("best", "close"):
        return float(outcome.best)
    if kind == "extra":
        return float(outcome.extra > 0)
    if kind == "points":
        return float(outcome.points)
    if kind == "margin":
        sign = -1 if game.points_are_penalties else 1
        return sign * (outcome.points - outcome.others)
    if kind == "count":
        return float(game.pile_counts(list(piles[seat]))[key])
    record: dict[str, Any] = end.history[-1]  # type: ignore[attr-defined]
    if kind == "out":
        return float(record["winner"] == seat)
    assert kind == "left", kind
    return float(record["left"][seat])


def _replay(game: Game, obs: Observation, seed: str, move: Move, kind: str, key: str) -> float:
    """The claimed figure for ``move``, played again in the same sampled worlds as the analysis."""
    policy = make_bot("strong")
    assert isinstance(policy, ISMCTSBot)
    policy = policy.for_game(game)
    rng = random.Random(seed)
    total = 0.0
    for _ in range(analysis.WORLDS):
        world = game.determinize(obs, rng)
        playout_seed = rng.getrandbits(64)
        end = policy.play_out(
            world.apply(move),
            random.Random(playout_seed),
            seat=obs.seat,
            until=lambda state: state.is_over,
        )
        total += _claim_holds(game, world, end, obs.seat, kind, key)
    return total / analysis.WORLDS


@pytest.mark.parametrize(("key", "players"), GAMES)
def test_every_claim_of_the_playouts_replays_deal_by_deal(key, players):
    """For pairs of moves in seeded positions, the reason's fact from the playouts gives both moves'
    figures as they are when the same sampled deals are played again and read card by card; the
    difference speaks for the better move; the sentence gives both figures in both languages."""
    rng = random.Random(5)
    claims = 0
    for number, (game, obs, legal) in enumerate(_random_positions(key, players, 6, share=0.3)):
        seed = f"{key}:{number}"
        seen = analysis.facts(game, obs, random.Random(seed))
        best, played = rng.sample(list(legal), 2)
        fact = reasons.seen_fact(game, seen, played, best) or reasons.close_fact(seen, played, best)
        if fact is None:
            continue
        claims += 1
        kind, fact_key = fact["kind"], fact["key"]
        name = "best" if kind == "close" else (f"{kind}:{fact_key}" if fact_key else kind)
        for move, claimed in ((best, fact["best"]), (played, fact["played"])):
            assert _replay(
                game, obs, seed, move, "best" if kind == "close" else kind, fact_key
            ) == pytest.approx(claimed, abs=1e-3), (name, move)
        if kind != "close":
            gain = fact["best"] - fact["played"]
            less = kind in reasons.LESS_IS_BETTER or (kind == "points" and game.points_are_penalties)
            assert (-gain if less else gain) > 0, fact
        for language in ("ru", "en"):
            with translation.override(language):
                text = reasons.reason_text(game, {"verdict": "good", "reason": [fact]})
            if kind in SHARES:
                assert f"{round(100 * fact['best'])}" in text and f"{round(100 * fact['played'])}" in text
            assert text.startswith("В разыгранных до конца раздачах" if language == "ru" else "Played out")
    assert claims, "the playouts told some pair of moves apart"


def test_the_playouts_are_the_same_from_the_same_seed_and_shares_are_shares():
    game = get_game("koikoi", players=2)
    _game, obs, legal = next(_random_positions("koikoi", 2, 1))
    first = playout_facts(obs, random.Random(7), game=game, worlds=12)
    again = playout_facts(obs, random.Random(7), game=game, worlds=12)
    assert [f.means for f in first] == [f.means for f in again]
    assert [f.move for f in first] == list(legal)
    for found in first:
        for name, value in found.means.items():
            if name.split(":")[0] in SHARES:
                assert 0.0 <= value <= 1.0, name
        for card in ("01a", "03a", "08a", "11a", "12a"):
            assert found.means.get(f"own:{card}", 0) + found.means.get(f"opp:{card}", 0) <= 1.0 + 1e-9


@pytest.mark.django_db
def test_the_facts_are_stored_with_the_ranking_and_reach_the_verdicts(client, held_tasks):
    """A practice game played through: each ranking of a choice is stored with its playouts' facts,
    and the verdicts below «best» give reasons from them, shown on the page."""
    from room import searches
    from tests.play.conftest import play_through, start

    table = start(client, "koikoi", "ru", players=2, tutor="on", seed=4)
    texts = []
    for _ply, _choices, response in play_through(table, random.Random(11), held=held_tasks):
        texts.append(response.content.decode())
    row = table.row
    stored = [s for s in searches.of(row) if s.key.startswith("rank:") and s.ranking and len(s.ranking) > 1]
    assert stored and all(s.facts and s.facts["worlds"] == analysis.WORLDS for s in stored)
    ranked = searches.ranking_of(stored[0])
    assert ranked is not None and ranked.facts == stored[0].facts
    notes = [n for k, n in row.annotations.items() if k.isdigit() and n["verdict"] != "best"]
    seen = [n for n in notes if any(f.get("fact") == "seen" for f in n.get("reason", []))]
    assert seen, "some verdict gives a reason from the playouts"
    assert any("В разыгранных до конца раздачах" in page for page in texts)

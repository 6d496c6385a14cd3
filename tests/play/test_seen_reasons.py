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
SHARES = {"own", "opp", "made", "opp_made", "best", "out", "extra", "close", "near"}
SHARES |= {"bak", "doubled", "opp_doubled"}


def _claim_holds(
    game: Game, start: State, states: list[State], end: State, seat: int, kind: str, key: str
) -> float:
    """The claimed fact in one played-out deal, read straight from its states (not through
    ``deal_facts``): 1.0 or 0.0 for a yes-or-no fact, else the number. ``states``: every state after
    the move, the deal's and the later deals'."""
    deal = [state for state in states if game.deals_done(state) == game.deals_done(start)]
    if kind == "leads":
        return float(sum(1 for state in deal if state.is_lead(seat)))  # type: ignore[attr-defined]
    if kind in ("ppong", "opp_ppong"):
        last = deal[-1] if deal else start
        gained = [b - a for a, b in zip(start.ppongs, last.ppongs, strict=True)]  # type: ignore[attr-defined]
        return float(gained[seat] if kind == "ppong" else sum(gained) - gained[seat])
    record: dict[str, Any]
    if kind in ("doubled", "opp_doubled"):
        record = end.history[game.deals_done(start)]  # type: ignore[attr-defined]
        scorer = record["scorer"]
        doubled = scorer is not None and record["points"] > record["base"]
        return float(doubled and (scorer == seat) == (kind == "doubled"))
    if kind == "bak":
        from engine.games.gostop.settle import BAK_KEYS

        record = end.history[game.deals_done(start)]  # type: ignore[attr-defined]
        mine = f"player {seat + 1} pays"  # a loser's line names who pays
        return float(any(item.key in BAK_KEYS and mine in item.name.en.lower() for item in record["items"]))
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
    record = end.history[-1]  # type: ignore[attr-defined]
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
        states: list[State] = []

        def over(state: State, states: list[State] = states) -> bool:
            states.append(state)
            return state.is_over

        end = policy.play_out(world.apply(move), random.Random(playout_seed), seat=obs.seat, until=over)
        total += _claim_holds(game, world, states, end, obs.seat, kind, key)
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


@pytest.mark.parametrize(
    ("key", "players", "kinds"),
    [
        ("gostop", 3, ("bak",)),
        ("koikoi", 2, ("doubled", "opp_doubled")),
        ("nylon", 3, ("ppong", "opp_ppong")),
        ("aigoma", 4, ("leads",)),
    ],
)
def test_each_games_own_chances_replay_deal_by_deal(key, players, kinds):
    """The games' own facts (``Game.deal_marks``: bak, doublings, ppongs, leads) are recorded for every
    move and replay deal by deal from the same seed; somewhere they are not all zero."""
    seen_any = 0.0
    for number, (game, obs, legal) in enumerate(_random_positions(key, players, 3, share=0.3)):
        seed = f"{key}:marks:{number}"
        seen = analysis.facts(game, obs, random.Random(seed))
        for move in list(legal)[:2]:
            after = seen["moves"][move.code]
            for kind in kinds:
                assert kind in after, (kind, after)
                assert _replay(game, obs, seed, move, kind, "") == pytest.approx(after[kind], abs=1e-3)
                seen_any += after[kind]
    assert seen_any > 0, kinds


def test_the_games_own_chances_are_said_in_both_languages():
    """Each of the games' own facts has its sentence, with both moves' figures."""
    cases = [
        ("gostop", 3, "bak", 0.1, 0.4),
        ("koikoi", 2, "doubled", 0.5, 0.2),
        ("koikoi", 2, "opp_doubled", 0.1, 0.3),
        ("nylon", 3, "ppong", 1.5, 0.5),
        ("nylon", 3, "opp_ppong", 0.5, 1.5),
        ("aigoma", 4, "leads", 3.0, 1.5),
    ]
    for key, players, kind, best, played in cases:
        game = get_game(key, players=players)
        fact = {"fact": "seen", "kind": kind, "key": "", "best": best, "played": played, "worlds": 48}
        for language in ("ru", "en"):
            with translation.override(language):
                text = reasons.reason_text(game, {"verdict": "mistake", "reason": [fact]})
            figures = (
                (f"{round(100 * best)}", f"{round(100 * played)}")
                if kind in SHARES
                else (
                    f"{best:.1f}".replace(".", "," if language == "ru" else "."),
                    f"{played:.1f}".replace(".", "," if language == "ru" else "."),
                )
            )
            assert all(figure in text for figure in figures), (kind, language, text)
            assert text.startswith("В разыгранных до конца раздачах" if language == "ru" else "Played out")


def test_when_nothing_favours_the_better_move_the_reason_says_how_close_they_are():
    """A verdict within noise says the gap is within chance; a «good» one that is not only says the two
    come out almost the same; any other says nothing it cannot show (no claim for the better move)."""
    game = get_game("koikoi", players=2)
    best, played = Move.parse("lay:01a"), Move.parse("lay:02a")
    seen = {
        "worlds": 48,
        "names": {},
        "moves": {best.code: {"best": 0.40, "points": 1.0}, played.code: {"best": 0.42, "points": 1.2}},
    }
    _game, obs, _legal = next(_random_positions("koikoi", 2, 1))
    assert reasons.seen_fact(game, seen, played, best) is None
    kinds = {}
    for close, near in ((True, False), (False, True), (False, False)):
        found = reasons.reason_facts(game, obs, played, best, seen=seen, close=close, near=near)
        kinds[(close, near)] = [fact.get("kind") for fact in found if fact.get("fact") == "seen"]
    assert kinds == {(True, False): ["close"], (False, True): ["near"], (False, False): []}
    for kind, ending in (("close", ("chance", "случайности")), ("near", ("of the deals.", "после вашего."))):
        fact = reasons.close_fact(seen, played, best, kind=kind)
        for language, end in zip(("en", "ru"), ending, strict=True):
            with translation.override(language):
                text = reasons.reason_text(game, {"verdict": "good", "reason": [fact]})
            assert "40" in text and "42" in text and text.rstrip(".").endswith(end.rstrip(".")), text


@pytest.mark.parametrize(("key", "players", "word"), [("koikoi", 2, "yaku"), ("gostop", 3, "combination")])
def test_each_game_names_its_combinations_in_its_own_word(key, players, word):
    """Koi-Koi's are yaku; Go-Stop's are combinations (beside its pi and gwang), never yaku."""
    game = get_game(key, players=players)
    facts = [
        {"fact": "seen", "kind": kind, "key": "x", "best": 0.5, "played": 0.1, "worlds": 48, "names": {}}
        for kind in ("made", "opp_made")
    ]
    facts.append({"fact": "completes", "names": [{"ru": "Х", "en": "X"}]})
    facts.append({"fact": "denies", "names": [{"ru": "Х", "en": "X"}]})
    for fact in facts:
        with translation.override("en"):
            text = reasons.reason_text(game, {"verdict": "mistake", "reason": [fact]})
        assert word in text and ("yaku" not in text if word != "yaku" else True), text

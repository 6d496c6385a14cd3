"""Random playthroughs of every registered game, player count and option (after OpenSpiel).

For each game: 48 cards always accounted for, a legal move until the end, move codes that
round-trip, observations that hold no other hand, the same seed giving the same game, replay
equal to play, JSON records that round-trip, and determinized states consistent with what the
seat saw. The default run plays a few deals per configuration; ``pytest -m slow`` plays many more
(hypothesis, 40 examples per configuration), which ``make test`` leaves out (``-m "not slow"``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine.games  # noqa: F401  (registers every game)
from engine.game import GAMES, Game, Move, Observation, State, get_game
from engine.replay import GameRecord, record_of, replay

SECRET_KEYS = ("hands", "deck", "seed", "deck_order", "stock")


def configurations() -> Iterator[tuple[str, int, str | None, dict[str, Any]]]:
    """(game key, players, preset, options): defaults, every preset, every non-default value."""
    for key in sorted(GAMES):
        cls = GAMES[key]
        for players in range(cls.min_players, cls.max_players + 1):
            yield key, players, None, {}
            for preset in cls.presets:
                yield key, players, preset.key, {}
            for spec in cls.option_specs:
                for value in spec.choices:
                    if value != spec.default:
                        yield key, players, None, {spec.key: value}


CONFIGS = list(configurations())


def config_id(config: tuple[str, int, str | None, dict[str, Any]]) -> str:
    key, players, preset, options = config
    extra = preset or ",".join(f"{k}={v}" for k, v in options.items()) or "default"
    return f"{key}-{players}p-{extra}"


def check_observation(state: State, obs: Observation, hands: list[tuple[int, ...]]) -> None:
    """What one seat sees: every card in one place, no other hand, moves only on its turn."""
    seat = obs.seat
    places = list(obs.hand) + list(obs.table) + [c for pile in obs.captured for c in pile]
    out = list(obs.public.get("out_of_play", ()))
    assert len(set(places)) == len(places), "a card is shown in two places"
    assert sum(obs.hand_sizes) + len(obs.table) + sum(map(len, obs.captured)) + obs.deck_left + len(
        out
    ) == 48 - len(set(out) & set(places)), "48 cards are not accounted for"
    assert len(obs.hand) == obs.hand_sizes[seat]
    assert obs.hand == hands[seat]
    if obs.is_over:
        return
    hidden = {c for other, hand in enumerate(hands) if other != seat for c in hand}
    visible = set(places)
    # Earlier deals of a match showed cards that are back in the hands now: look at this deal.
    starts = [i for i, event in enumerate(obs.events) if event.kind == "deal"]
    for event in obs.events[starts[-1] if starts else 0 :]:
        assert event.visible_to(seat)
        visible.update(event.cards)
    # Cards a player showed from the hand (Go-Stop's shaking) are known to every seat.
    shown = {c for cards in obs.public.get("shown", ()) for c in cards}
    assert not (hidden & visible) - shown, "another seat's hand leaks into this observation"
    assert hidden <= obs.unseen()
    for key in SECRET_KEYS:
        assert key not in obs.public, f"public[{key!r}] before the end"
    if seat == state.current_player:
        assert obs.legal_moves == state.legal_moves()
    else:
        assert obs.legal_moves == ()


def check_determinize(game: Game, state: State, seat: int, rng: random.Random) -> None:
    obs = state.observe(seat)
    sample = game.determinize(obs, rng)
    again = sample.observe(seat)
    for name in ("hand", "table", "captured", "hand_sizes", "deck_left", "current_player", "legal_moves"):
        assert getattr(again, name) == getattr(obs, name), name
    # a determinized state plays on to the end
    while not sample.is_over:
        sample = sample.apply(rng.choice(sample.legal_moves()))
    assert len(sample.returns()) == game.players


def playthrough(game: Game, seed: int, choices: int, *, observe_every: int = 1, det_every: int = 0) -> State:
    """Play one game with random legal moves, checking the invariants as it goes."""
    rng = random.Random(choices)
    det_rng = random.Random(choices + 1)
    state = game.new_state(seed)
    step = 0
    while not state.is_over:
        legal = state.legal_moves()
        assert state.current_player is not None
        assert legal, "no legal move before the end"
        assert len(set(legal)) == len(legal)
        for move in legal:
            assert Move.parse(move.code) == move
        if observe_every and step % observe_every == 0:
            observations = [state.observe(seat) for seat in range(game.players)]
            hands = [o.hand for o in observations]
            for obs in observations:
                check_observation(state, obs, hands)
        if det_every and step % det_every == 0:
            check_determinize(game, state, state.current_player, det_rng)
        state = state.apply(rng.choice(legal))
        step += 1
    assert state.current_player is None
    assert state.legal_moves() == ()
    result = state.result()
    assert len(result.scores) == game.players
    assert set(result.winners) <= set(range(game.players))
    assert len(state.returns()) == game.players
    for seat in range(game.players):
        check_observation(state, state.observe(seat), [state.observe(s).hand for s in range(game.players)])
    return state


def check_record(state: State) -> None:
    record = record_of(state)
    assert GameRecord.from_json(record.to_json()) == record
    again = replay(record)
    assert again.events == state.events
    assert again.result() == state.result()
    for seat in range(state.game.players):
        assert again.observe(seat) == state.observe(seat)
    middle = len(record.moves) // 2
    partial = replay(record, upto=middle)
    assert partial.version == middle
    assert tuple(m.code for m in partial.moves) == record.moves[:middle]


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_random_playthroughs(config):
    key, players, preset, options = config
    game = get_game(key, players=players, options=options, preset=preset)
    # A match of many deals is checked more sparsely (a determinized playout runs to its end).
    match = any(options.get(name, 1) not in (0, 1) for name in ("target", "rounds"))
    for seed in range(1 if match else 2):
        state = playthrough(
            game, seed, seed + 100, observe_every=4 if match else 1, det_every=60 if match else 7
        )
        check_record(state)
        # same seed, same choices: the same game
        assert playthrough(game, seed, seed + 100, observe_every=0).events == state.events


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_deal_depends_on_the_seed(key):
    game = get_game(key)
    # Compare what seat 0 sees (table and hand): some games deal nothing to the table.
    deals = {(o.table, o.hand) for o in (game.new_state(seed).observe(0) for seed in range(8))}
    assert len(deals) > 1


@pytest.mark.slow
@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_many_random_playthroughs(config, seed, choices):
    key, players, preset, options = config
    game = get_game(key, players=players, options=options, preset=preset)
    state = playthrough(game, seed, choices, det_every=5)
    check_record(state)


SINGLE_DEALS = [
    c for c in CONFIGS if not any(c[3].get(name, 1) not in (0, 1) for name in ("target", "rounds"))
]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=st.sampled_from(SINGLE_DEALS), seed=st.integers(0, 2**32), choices=st.integers(0, 2**32))
def test_hypothesis_playthroughs(config, seed, choices):
    """A quick hypothesis pass in the default run: random configuration, seed and choices."""
    key, players, preset, options = config
    game = get_game(key, players=players, options=options, preset=preset)
    state = playthrough(game, seed, choices, observe_every=3, det_every=11)
    check_record(state)

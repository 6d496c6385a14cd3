"""Game records: JSON round-trips, replay rebuilds any state."""

from __future__ import annotations

import json
import random

import pytest

from engine.game import Move, get_game
from engine.replay import GameRecord, event_log, new_record, record_of, replay, states


def played(seed=1, players=2, **options):
    g = get_game("hato", players=players, options=options)
    s = g.new_state(seed)
    rng = random.Random(seed)
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_moves()))
    return s


def test_record_round_trips_through_json():
    s = played(players=3, freeze=True)
    record = record_of(s)
    text = record.to_json()
    data = json.loads(text)
    assert data["format"] == "hwatu-record/1" and data["game"] == "hato" and data["players"] == 3
    assert data["options"]["freeze"] is True
    assert all(isinstance(m, str) for m in data["moves"])
    assert GameRecord.from_json(text) == record
    assert hash(GameRecord.from_json(text)) == hash(record)


def test_replay_rebuilds_every_state():
    s = played(seed=4)
    record = record_of(s)
    seen = list(states(record))
    assert len(seen) == len(record.moves) + 1
    for upto in (0, 1, 5, len(record.moves)):
        again = replay(record, upto=upto)
        assert again.version == upto
        assert again.events == seen[upto].events
        assert again.observe(0) == seen[upto].observe(0)


def test_records_accept_moves_or_codes():
    g = get_game("hato")
    a = new_record(g, 3, [Move.parse("lay:01a")])
    b = GameRecord("hato", 2, dict(g.options), 3, ("lay:01a",))
    assert a == b


@pytest.mark.parametrize("data", [{}, {"game": "hato"}, {"game": "hato", "players": "x", "seed": 1}])
def test_bad_records(data):
    with pytest.raises(ValueError):
        GameRecord.from_dict(data)


def test_event_log_numbers_the_moves():
    record = record_of(played(seed=2))
    lines = event_log(record, "en")
    numbered = [line for line in lines if not line.startswith("   ")]
    assert len(numbered) == len(record.moves)
    assert numbered[0].startswith("1. Player ")

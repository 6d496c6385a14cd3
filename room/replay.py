"""The replay of a finished game, the same at both tables: the position after any move with every
card open, the moves in order with what each did, and the way from one to another. Each table adds
what is its own (the learner's verdicts, the table's other games)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.cards import DECK
from engine.game import Move
from room.felt import score_lines
from room.record import Built, extend
from room.texts import event_sentence, move_sentence, pile_label


def _codes(cards: Any) -> list[str]:
    return [DECK[c].code for c in cards]


def replay_context(
    start: Built,
    built: Built,
    ply: int,
    *,
    label: Callable[[int | None], str],
    url: Callable[[int], str],
) -> dict[str, Any]:
    """What a replay page shows after ``ply`` moves (``0 <= ply <= moves``) of the finished game
    ``built``, dealt as ``start``: the seats with their hands and piles, the table, what was left in
    the deck, every move (``label`` names a seat, ``url`` is the page after a number of moves) and
    the links to the first, previous, next and last positions."""
    game = built.game
    state = extend(start, built.moves[:ply]).state
    first = state.observe(0)
    seen: set[int] = set(first.table)
    seats = []
    for number in range(game.players):
        obs = state.observe(number)
        pile = obs.captured[number]
        seen.update(obs.hand)
        seen.update(pile)
        score = game.score_pile(list(pile)) if game.scores_piles else None
        seats.append(
            {
                "label": label(number),
                "hand": _codes(obs.hand),
                "captured": _codes(pile),
                "pile_label": pile_label(game.pile_kind),
                "total": score.total if score else None,
                "lines": score_lines(score) if score else [],
                "is_current": obs.current_player == number,
            }
        )
    events = built.state.events
    moves = []
    for index, code in enumerate(built.moves):
        begin, end = built.marks[index], built.marks[index + 1]
        moves.append(
            {
                "number": index + 1,
                "mover": built.movers[index],
                "seat": label(built.movers[index]),
                "code": code,
                "sentence": move_sentence(game, Move.parse(code)),
                "steps": [event_sentence(game, event) for event in events[begin:end]],
                "url": url(index + 1),
                "current": index + 1 == ply,
            }
        )
    total = len(built.moves)
    return {
        "ply": ply,
        "total": total,
        "seats": seats,
        "table_cards": _codes(first.table),
        "deck": _codes(sorted(set(range(48)) - seen)),
        "deck_left": first.deck_left,
        "moves": moves,
        "current_move": moves[ply - 1] if ply else None,
        "first_url": url(0),
        "prev_url": url(max(0, ply - 1)),
        "next_url": url(min(total, ply + 1)),
        "last_url": url(total),
    }

"""Nothing that matters lives in one worker's memory: the play cache never changes what a game is.

play.workflow keeps rebuilt states in a per-process cache. With several workers, one worker's entry
can be behind the database (another worker played on) or ahead of it (another worker took moves
back). Whatever the cache holds, ``rebuild`` must give the state that replaying the row gives.
"""

from __future__ import annotations

import random
import re

import pytest

from play import workflow
from play.models import PracticeGame
from room.record import CACHE, Built, extend, forget_cache


def without_tokens(html: str) -> str:
    """The page without its CSRF tokens and CSP nonces (new on every render)."""
    return re.sub(r'nonce="[^"]*"', "", re.sub(r"[A-Za-z0-9]{64}", "TOKEN", html))


def fresh(row: PracticeGame) -> Built:
    """The state from the database alone (as in a newly started worker, whose cache is empty)."""
    return extend(workflow.dealt(row, redeals=workflow.stored_redeals(row)), row.moves)


def same(a: Built, b: Built) -> bool:
    return (
        a.moves == b.moves
        and a.movers == b.movers
        and a.marks == b.marks
        and list(a.state.events) == list(b.state.events)
        and all(a.state.observe(seat) == b.state.observe(seat) for seat in range(a.game.players))
    )


def play_on(row: PracticeGame, steps: int, rng: random.Random) -> PracticeGame:
    """Moves as the views make them: the learner's (random legal; the bots reply by themselves, at once
    under the test settings) or the bots' up to the learner."""
    for _ in range(steps):
        row.refresh_from_db()
        if row.is_over:
            break
        built = workflow.rebuild(row)
        if built.state.current_player == row.learner_seat:
            move = rng.choice(list(built.state.legal_moves()))
            row = workflow.play_move(row=row, move_code=move.code, version=row.version)
        else:
            row = workflow.advance(row=row, version=row.version, until_learner=True)
    return row


@pytest.mark.parametrize(("game", "seed"), [("hato", 1), ("hato", 2), ("koikoi", 3)])
def test_rebuild_is_the_same_whatever_the_cache_holds(db, game: str, seed: int) -> None:
    rng = random.Random(seed)
    row = workflow.start_game(
        owner_user=None,
        session_key="s" * 32,
        game_key=game,
        players=2,
        bots=["random"],
        seed=seed,
        tutor=False,
    )
    # Few steps: each learner move brings the bots' replies with it, and the game must not be over.
    row = play_on(row, 2, rng)
    behind = workflow.rebuild(row)  # what a worker that served the game until now remembers
    row = play_on(row, 3, rng)
    assert not row.is_over

    # Another worker played on: this worker's entry is behind the database.
    CACHE.remember(workflow.cache_key(row), behind)
    assert same(workflow.rebuild(row), fresh(row))

    # Another worker took the last move back: this worker's entry is ahead of the database.
    ahead = workflow.rebuild(row)
    if workflow.learner_decision_points(ahead):
        forget_cache()
        row = workflow.undo(row=row, version=row.version)
        CACHE.remember(workflow.cache_key(row), ahead)
        assert same(workflow.rebuild(row), fresh(row))

    # A cache entry from another game (a stale key after deletion, a bug) is never trusted blindly:
    # it only serves a row whose moves start with the same codes, and the deal comes from the row.
    assert same(workflow.rebuild(row), fresh(row))


def test_a_restarted_worker_serves_the_same_table(db, client) -> None:
    """Through the views: the table before and after the cache is dropped (a worker restart)."""
    response = client.post("/en/play/new/hato/", {"bot_1": "random", "players": "2", "seed": "7"})
    table = response["Location"]
    for _ in range(4):
        page = client.get(table).content.decode()
        row = PracticeGame.objects.get(pk=table.rstrip("/").split("/")[-1])
        built = workflow.rebuild(row)
        if built.state.current_player == row.learner_seat:
            move = sorted(m.code for m in built.state.legal_moves())[0]
            client.post(f"{table}move/", {"move": move, "version": row.version})
        else:
            client.get(table)  # the bots move by themselves (at once under the test settings)
    before = client.get(table).content.decode()
    forget_cache()
    after = client.get(table).content.decode()
    assert without_tokens(before) == without_tokens(after)
    assert page

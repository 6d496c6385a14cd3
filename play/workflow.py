"""The one workflow of the play app: start a game, rebuild its state, apply a move, let a bot move.

Views call these keyword-only functions and render what they return; the rules stay in the
engine. The state is rebuilt from the stored record (seed or arranged deal, then the moves) and
kept in a small in-memory cache only as an optimisation: the database row is the truth.

Concurrency: every change is saved with a conditional UPDATE on ``PracticeGame.version`` (a
counter of changes to the row, so it also moves on after an undo). A post that carries an old
version, or loses the race against another tab, is refused and changes nothing.

Searches (a bot's move, the tutor's ranking) never run here in a request: after each change the
game asks for what it needs next (``play.searches.ensure``) and workers run it (``play/tasks.py``),
applying a bot's move through ``advance`` with the version it was asked at.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from engine import practice
from engine.game import BadOptions, IllegalMove, Move, State, get_game
from engine.replay import GameRecord
from play.models import PracticeGame
from room import seeds
from room.bots import BOT_LEVELS, bot_move
from room.record import CACHE, Built, StaleVersion, check_version, deal_record, extend

TUTOR_LEVEL = "strong"


class NotPlayable(Exception):
    """The action does not fit the game's situation (e.g. a bot move asked on the learner's turn)."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


# --------------------------------------------------------------------------- the rebuilt game


def cache_key(row: PracticeGame) -> tuple[str, str]:
    """The game in the room's cache."""
    return ("play", str(row.id))


def rebuild(row: PracticeGame) -> Built:
    """The state of ``row`` after its moves, seen from the learner's seat (the room's cache)."""
    redeals = stored_redeals(row)
    return CACHE.rebuilt(
        cache_key(row), row.moves, lambda: dealt(row, redeals=redeals), seat=row.learner_seat, redeals=redeals
    )


def stored_redeals(row: PracticeGame) -> tuple[tuple[int, int], ...]:
    """The row's redeals as ``(move number, seed)`` pairs."""
    return tuple((int(ply), int(seed)) for ply, seed in row.redeals)


def dealt(row: PracticeGame, *, redeals: tuple[tuple[int, int], ...] = ()) -> Built:
    """The game of ``row`` as dealt, before any move (a redeal at move 0 applied)."""
    return deal_record(row.game_record(), deal=row.deal, seat=row.learner_seat, redeals=redeals)


def rebuild_at(row: PracticeGame, ply: int) -> Built:
    """The game of ``row`` before its move ``ply`` (the stored redeals applied)."""
    return extend(dealt(row, redeals=stored_redeals(row)), tuple(row.moves)[:ply])


# --------------------------------------------------------------------------- starting


def start_game(
    *,
    owner_user: Any,
    session_key: str,
    game_key: str,
    players: int,
    options: Mapping[str, Any] | None = None,
    preset: str | None = None,
    bots: Sequence[str],
    seed: int | None = None,
    tutor: bool = True,
    deal: Mapping[str, Any] | None = None,
    scenario: str = "",
    learner_seat: int = 0,
    moves: Sequence[str] = (),
    redeals: Sequence[Sequence[int]] = (),
    imported: bool = False,
    annotations: Mapping[str, Any] | None = None,
) -> PracticeGame:
    """Create a game row (checking the options, the bots and any imported moves with the engine).

    ``bots`` names a level for every seat but the learner's. Raises ``BadOptions`` or
    ``IllegalMove`` for anything the engine refuses; nothing is saved then.
    """
    game = get_game(game_key, players=players, options=options, preset=preset)
    if len(bots) != game.players - 1 or any(level not in BOT_LEVELS for level in bots):
        raise BadOptions("bots")
    if not 0 <= learner_seat < game.players:
        raise BadOptions("seat")
    seed_given = seed is not None
    if seed is None:
        seed = seeds.new_seed()
    if not 0 <= seed <= seeds.MAX_SEED:
        raise BadOptions("seed")
    seats: list[str | None] = list(bots)
    seats.insert(learner_seat, None)
    pairs = tuple((int(ply), int(redeal_seed)) for ply, redeal_seed in redeals)
    played = GameRecord(game.key, game.players, game.options, seed)
    base = deal_record(played, deal=deal, seat=learner_seat, redeals=pairs)
    state = extend(base, moves).state
    row = PracticeGame(
        owner=owner_user if owner_user is not None and owner_user.is_authenticated else None,
        session_key=session_key,
        game_key=game.key,
        players=game.players,
        options=dict(game.options),
        seed=seed,
        seed_given=seed_given,
        deal=dict(deal) if deal else None,
        scenario=scenario,
        learner_seat=learner_seat,
        bots=seats,
        moves=list(moves),
        redeals=[list(pair) for pair in pairs],
        version=0,
        tutor=tutor,
        imported=imported,
        annotations=dict(annotations or {}),
    )
    if state.is_over:
        row.status = PracticeGame.Status.FINISHED
        row.result = result_json(state)
    row.save()
    _ask_searches(row)
    return row


def _ask_searches(row: PracticeGame) -> PracticeGame:
    """Ask for the searches the game needs now (a bot's move, the tutor's ranking); ``row`` refreshed."""
    from play import searches

    searches.ensure(row)  # reads ``row`` again
    return row


def import_game(*, owner_user: Any, session_key: str, record: Mapping[str, Any]) -> PracticeGame:
    """A game row from an exported record (``PracticeGame.record_json``), checked by the engine.

    Unknown or missing bot levels become strong bots; a deal must be the stored practice deal of
    the record's scenario. ``record`` comes from ``play.records.read_record`` (size, encoding,
    nesting and types checked); raises ``BadOptions`` or ``IllegalMove`` for what the engine
    refuses, and nothing is saved then.
    """
    game = get_game(
        record["game"], players=record.get("players"), options=record.get("options") or {}, recorded=True
    )
    seat = record.get("learner_seat", 0)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.players:
        raise BadOptions("seat")
    bots = record.get("bots")
    levels = (
        [b for i, b in enumerate(bots) if i != seat]
        if isinstance(bots, list) and len(bots) == game.players
        else []
    )
    if len(levels) != game.players - 1 or any(level not in BOT_LEVELS for level in levels):
        levels = ["strong"] * (game.players - 1)
    scenario = record.get("scenario") if isinstance(record.get("scenario"), str) else ""
    deal = None
    if "deal" in record:
        found = practice.get(scenario or "")
        if found is None or found.deal != record["deal"]:
            raise BadOptions("deal")
        deal = found.deal
    notes = record.get("verdicts")
    verdicts = (
        {str(k): v for k, v in notes.items() if str(k).isdigit() and isinstance(v, dict)}
        if isinstance(notes, dict)
        else {}
    )
    return start_game(
        owner_user=owner_user,
        session_key=session_key,
        game_key=game.key,
        players=game.players,
        options=dict(game.options),
        bots=levels,
        seed=record["seed"],
        deal=deal,
        scenario=scenario or "",
        learner_seat=seat,
        moves=[str(m) for m in record.get("moves", [])],
        redeals=record.get("redeals", []),
        imported=True,
        annotations=verdicts,
    )


# --------------------------------------------------------------------------- moving


def result_json(state: State) -> dict[str, Any]:
    """The stored result of a finished game (``Result.as_json``)."""
    return state.result().as_json()


def _save(
    row: PracticeGame,
    built: Built,
    *,
    expected_version: int,
    annotate: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
    undo: bool = False,
) -> PracticeGame:
    """Store the new moves if nobody changed the row meanwhile; raise ``StaleVersion`` otherwise.

    ``annotate`` turns the stored verdicts into the new ones; it is given those of the row as they
    are inside the same transaction, so a verdict a worker stored meanwhile is never lost. Without it
    the verdicts are left alone (a bot's move).
    """
    over = built.state.is_over
    fields: dict[str, Any] = {
        "moves": list(built.moves),
        "version": F("version") + 1,
        "status": PracticeGame.Status.FINISHED if over else PracticeGame.Status.ACTIVE,
        "result": result_json(built.state) if over else None,
        "updated": timezone.now(),
    }
    if undo:
        fields["undos"] = F("undos") + 1
        fields["redeals"] = [list(pair) for pair in built.redeals]
    with transaction.atomic():
        mine = PracticeGame.objects.filter(pk=row.pk, version=expected_version)
        if annotate is not None:
            current = mine.select_for_update().values_list("annotations", flat=True).first()
            if current is None:
                raise StaleVersion()
            fields["annotations"] = annotate(dict(current))
        if not mine.update(**fields):
            raise StaleVersion()
    row.refresh_from_db()
    CACHE.remember(cache_key(row), built)
    return row


def play_move(
    *, row: PracticeGame, move_code: str, version: Any, lang: str = "ru", ask: bool = True
) -> PracticeGame:
    """The learner's move: check it with the engine, save it, and ask for what comes next.

    With the tutor on, the verdict is stored with the move when the tutor's ranking of the position is
    ready (it is asked for as soon as the learner's turn comes), and otherwise as soon as it is. Then
    the bots' replies are asked for (``play.searches``), unless ``ask`` is off: a caller that renders
    the table at once lets the table ask (``searches.ensure``, once per request). Raises
    ``StaleVersion``, ``IllegalMove`` (with the engine's reason) or ``NotPlayable``.
    """
    from play import searches

    expected = check_version(row, version)
    if row.is_over:
        raise IllegalMove("game_over")
    built = rebuild(row)
    if built.state.current_player != row.learner_seat:
        raise IllegalMove("not_your_turn")
    # The engine is the one gate: an illegal move is refused here with its reason.
    after = extend(built, [Move.parse(str(move_code)[:200])])
    ply = len(built.moves)
    row = _save(row, after, expected_version=expected)
    if row.tutor and len(built.state.legal_moves()) > 1:
        ranking = searches.stored_ranking(row, ply=ply, moves=built.moves)
        if ranking is not None:
            searches.judge(row, ply=ply, ranking=ranking, built=built)
        else:
            searches.ask_verdict(row, ply=ply, moves=built.moves)
    return _ask_searches(row) if ask else row


def advance(*, row: PracticeGame, version: Any, until_learner: bool = False) -> PracticeGame:
    """Let the bot whose turn it is make one move (or every bot move up to the learner's turn)."""
    expected = check_version(row, version)
    if row.is_over:
        raise NotPlayable("game_over")
    built = rebuild(row)
    if built.state.current_player == row.learner_seat:
        raise NotPlayable("your_turn")
    codes: list[str] = []
    current = built
    while (seat := current.state.current_player) is not None and seat != row.learner_seat:
        level = row.bots[seat] or "random"
        rng = seeds.bot_rng(row.seed, row.id, len(current.moves), "bot")
        code = bot_move(current.game, current.state, seat, level, rng)
        current = extend(current, [code])
        codes.append(code)
        if not until_learner:
            break
    return _save(row, current, expected_version=expected)


def learner_decision_points(built: Built) -> list[int]:
    """The move numbers at which the learner chose (for undo and for the replay's verdicts)."""
    return [ply for ply, seat in enumerate(built.movers) if seat == built.seat]


def undo(*, row: PracticeGame, version: Any) -> PracticeGame:
    """Take back the learner's last move (and the bots' replies after it); not once the game is over."""
    if row.is_over:
        raise NotPlayable("game_over")
    expected = check_version(row, version)
    built = rebuild(row)
    points = learner_decision_points(built)
    if not points:
        raise NotPlayable("nothing_to_undo")
    keep = points[-1]
    # Undo without a peek: from the move taken back on, every card the learner has not seen is dealt
    # afresh from a new secret seed, so a card seen before the undo comes up no likelier than another.
    redeals = stored_redeals(row)
    if not row.seed_given:  # a seed the learner chose hides nothing from them: no fresh deal then
        redeals = (*redeals, (keep, seeds.new_seed()))
    target = extend(dealt(row, redeals=redeals), built.moves[:keep])

    def taken_back(notes: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in notes.items() if not (k.isdigit() and int(k) >= keep)}

    row = _save(row, target, expected_version=expected, annotate=taken_back, undo=True)
    return _ask_searches(row)


def set_flags(*, row: PracticeGame, tutor: bool | None = None, highlight: bool | None = None) -> PracticeGame:
    """Switch tutor mode or the highlighting of legal moves (not a move: no version check)."""
    changes: dict[str, Any] = {}
    if tutor is not None:
        changes["tutor"] = tutor
    if highlight is not None:
        changes["highlight"] = highlight
    if changes:
        PracticeGame.objects.filter(pk=row.pk).update(**changes)
        row.refresh_from_db()
        _ask_searches(row)
    return row


def note_hint(*, row: PracticeGame, ply: int) -> PracticeGame:
    """Remember that the learner was shown a hint before move ``ply`` (once per move; not a move,
    so no version check). The game is then marked as played with help."""
    if ply not in row.hinted:
        PracticeGame.objects.filter(pk=row.pk).update(hinted=sorted({*row.hinted, ply}))
        row.refresh_from_db()
    return row

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

import random
import secrets
import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from engine import practice
from engine.game import BadOptions, Event, Game, IllegalMove, Move, Observation, State, get_game
from engine.state import CardState
from play.models import PracticeGame

BOT_LEVELS = ("random", "greedy", "medium", "strong")
TUTOR_LEVEL = "strong"
MAX_SEED = 2**63 - 1


class StaleVersion(Exception):
    """The post was made on an older view of the game (another tab, the back button, a replay)."""


class NotPlayable(Exception):
    """The action does not fit the game's situation (e.g. a bot move asked on the learner's turn)."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


# --------------------------------------------------------------------------- the rebuilt game


@dataclass
class Rebuilt:
    """A game's state with what the views need about its history.

    ``movers[k]`` is the seat that made move ``k``; ``event_marks[k]`` is how many events the state
    held after ``k`` moves (so ``state.events[marks[k]:marks[k+1]]`` belong to move ``k``; the log
    shows of them only what the learner may see, see ``learner_events``).
    """

    game: Game
    state: State
    moves: tuple[str, ...]
    movers: list[int | None] = field(default_factory=list)
    event_marks: list[int] = field(default_factory=list)
    learner_seat: int = 0
    #: ``(move number, seed)``: where the cards the learner had not seen were dealt afresh (undo).
    redeals: tuple[tuple[int, int], ...] = ()

    def observation(self) -> Observation:
        return self.state.observe(self.learner_seat)

    def learner_events(self, start: int = 0, end: int | None = None) -> list[Event]:
        """Events ``start:end`` as the learner may see them (all of them once the game is over)."""
        events = self.state.events[start:end]
        if self.state.is_over:
            return list(events)
        return [event for event in events if event.visible_to(self.learner_seat)]


_CACHE: OrderedDict[str, Rebuilt] = OrderedDict()
_CACHE_SIZE = 256
_LOCK = threading.Lock()


def make_game(
    row_or_key: PracticeGame | str, players: int | None = None, options: Mapping[str, Any] | None = None
) -> Game:
    """The engine ``Game`` of a stored row (or of a key, players and options). A row's options are
    a record's: an option added since the game was stored plays as it did then."""
    if isinstance(row_or_key, PracticeGame):
        return get_game(
            row_or_key.game_key, players=row_or_key.players, options=row_or_key.options, recorded=True
        )
    return get_game(row_or_key, players=players, options=options)


def initial_state(game: Game, *, seed: int, deal: Mapping[str, Any] | None) -> State:
    """The dealt state: from the seed, or from an arranged deal (guided practice)."""
    if deal:
        return game.deal_from(deal, seed=seed)
    return game.new_state(seed)


def rebuild(row: PracticeGame) -> Rebuilt:
    """The state of ``row`` after its moves, using (and refreshing) the cache."""
    key = str(row.id)
    moves = tuple(row.moves)
    redeals = stored_redeals(row)
    with _LOCK:
        cached = _CACHE.get(key)
    same_history = (
        cached is not None and cached.learner_seat == row.learner_seat and cached.redeals == redeals
    )
    if cached is not None and same_history and cached.moves == moves:
        with _LOCK:
            _CACHE.move_to_end(key)
        return cached
    if cached is not None and same_history and moves[: len(cached.moves)] == cached.moves:
        base = cached
    else:
        base = dealt(row, redeals=redeals)
    built = extend(base, moves[len(base.moves) :])
    remember(key, built)
    return built


def stored_redeals(row: PracticeGame) -> tuple[tuple[int, int], ...]:
    """The row's redeals as ``(move number, seed)`` pairs."""
    return tuple((int(ply), int(seed)) for ply, seed in row.redeals)


def dealt(row: PracticeGame, *, redeals: tuple[tuple[int, int], ...] = ()) -> Rebuilt:
    """The game of ``row`` as dealt, before any move (a redeal at move 0 applied)."""
    game = make_game(row)
    state = initial_state(game, seed=row.seed, deal=row.deal)
    base = Rebuilt(game, state, (), [], [len(state.events)], row.learner_seat, redeals)
    return _redeal_here(base)


def rebuild_at(row: PracticeGame, ply: int) -> Rebuilt:
    """The game of ``row`` before its move ``ply`` (the stored redeals applied)."""
    return extend(dealt(row, redeals=stored_redeals(row)), tuple(row.moves)[:ply])


def _redeal_here(built: Rebuilt) -> Rebuilt:
    """``built`` with the cards the learner has not seen dealt afresh, if a redeal falls on this
    move number (see ``undo``). The log keeps what the learner saw, move by move."""
    ply = len(built.moves)
    seeds = [seed for at, seed in built.redeals if at == ply]
    state = built.state
    if not seeds or state.is_over or not isinstance(state, CardState):
        return built
    seat = built.learner_seat
    visible = [event.visible_to(seat) for event in state.events]
    fresh = state.redealt(seat, random.Random(seeds[-1]))
    marks = [sum(visible[:mark]) for mark in built.event_marks]
    return Rebuilt(built.game, fresh, built.moves, list(built.movers), marks, seat, built.redeals)


def extend(base: Rebuilt, moves: Sequence[str | Move]) -> Rebuilt:
    """``base`` with more moves applied (a new value; ``base`` is left as it was).

    Raises ``IllegalMove`` with the engine's reason for a move the rules refuse. Each move is
    recorded as the engine spells it. Where the game was dealt afresh after an undo (``redeals``),
    the unseen cards are dealt afresh again at that move, from the same secret seed.
    """
    built = base
    for move in moves:
        state = built.state
        mover = state.current_player
        after = state.apply(Move.parse(move) if isinstance(move, str) else move)
        code = after.moves[-1].code
        built = Rebuilt(
            built.game,
            after,
            (*built.moves, code),
            [*built.movers, mover],
            [*built.event_marks, len(after.events)],
            built.learner_seat,
            built.redeals,
        )
        built = _redeal_here(built)
    return built


def remember(key: str, built: Rebuilt) -> None:
    with _LOCK:
        _CACHE[key] = built
        _CACHE.move_to_end(key)
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)


def forget_cache() -> None:
    """Drop every cached state (tests use it to simulate a server restart)."""
    with _LOCK:
        _CACHE.clear()


# --------------------------------------------------------------------------- starting


def new_seed() -> int:
    """A fresh secret seed (never shown before the game ends)."""
    return secrets.randbits(63)


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
        seed = new_seed()
    if not 0 <= seed <= MAX_SEED:
        raise BadOptions("seed")
    seats: list[str | None] = list(bots)
    seats.insert(learner_seat, None)
    pairs = tuple((int(ply), int(redeal_seed)) for ply, redeal_seed in redeals)
    start = initial_state(game, seed=seed, deal=deal)
    base = _redeal_here(Rebuilt(game, start, (), [], [len(start.events)], learner_seat, pairs))
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
    built: Rebuilt,
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
    remember(str(row.id), built)
    return row


def check_version(row: PracticeGame, version: Any) -> int:
    """The posted version as an int, or ``StaleVersion`` if it is not the row's current one."""
    try:
        number = int(version)
    except (TypeError, ValueError):
        raise StaleVersion() from None
    if number != row.version:
        raise StaleVersion()
    return number


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


def bot_rng(row: PracticeGame, ply: int, purpose: str = "bot") -> random.Random:
    """A generator for a bot's choice, fixed by the game and the move number (server side only)."""
    return random.Random(f"{row.seed}:{row.id}:{ply}:{purpose}")


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
        code = bot_move(row, current, seat)
        current = extend(current, [code])
        codes.append(code)
        if not until_learner:
            break
    return _save(row, current, expected_version=expected)


def bot_move(row: PracticeGame, built: Rebuilt, seat: int) -> str:
    """The code of the move the bot at ``seat`` chooses, from its own observation only.

    The level's fixed search budget and a generator seeded by the game and the move number decide
    it, so the same game gets the same reply however busy the server is.
    """
    from engine.bots import make_bot

    level = row.bots[seat] or "random"
    obs = built.state.observe(seat)
    legal = obs.legal_moves or built.state.legal_moves()
    if len(legal) == 1:
        return legal[0].code
    bot = make_bot(level)
    rng = bot_rng(row, len(built.moves))
    return bot.choose(obs, rng, game=built.game).code


def learner_decision_points(built: Rebuilt) -> list[int]:
    """The move numbers at which the learner chose (for undo and for the replay's verdicts)."""
    return [ply for ply, seat in enumerate(built.movers) if seat == built.learner_seat]


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
        redeals = (*redeals, (keep, new_seed()))
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

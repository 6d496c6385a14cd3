"""The protocol every game implements, after OpenSpiel's Game/State and python-chess's Move.

* ``Game``: rules and options as data, registered by key (``hato``, ``koikoi``...). It deals a new
  ``State`` from a seed; a deal is reproducible from (game key, options, players, seed).
* ``State``: one point of play. ``legal_moves()``, ``apply(move)`` (a new state; the one gate where
  legality is checked, raising ``IllegalMove``), ``current_player``, ``observe(seat)``,
  ``is_over``, ``result()``. Each ``apply`` records structured ``Event`` values.
* ``Move``: a small value with a short code that round-trips (``Move.parse(m.code) == m``).
* ``Observation``: what one seat may see; bots and templates get these, never a ``State``.
"""

from __future__ import annotations

import random
import weakref
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Literal, cast

from engine.cards import BY_CODE, DECK, Text

if TYPE_CHECKING:
    from engine.evaluation import Evaluation

# --------------------------------------------------------------------------- moves


class Move:
    """An action and the cards it names, as card indices (0-47).

    The code is ``action`` alone, or ``action:`` followed by card codes joined by ``.``, e.g.
    ``play:01a.01c`` (play the crane onto the pine plain), ``lay:05b``, ``koikoi``, ``stop``.

    A move is an interned, immutable value: ``Move(action, cards)`` returns the one object that
    stands for that action and those cards while any reference to it lives, so two equal moves are
    the same object. Equality and hashing are therefore identity (done in C, without a Python call):
    a search compares and hashes moves millions of times (``move in legal``, its tree's children
    keyed by move). The games build all their moves once, at import; a move parsed from a code
    finds the prebuilt one.
    """

    __slots__ = ("__weakref__", "action", "cards")

    action: str
    cards: tuple[int, ...]

    def __new__(cls, action: str, cards: tuple[int, ...] = ()) -> Move:
        key = (action, tuple(cards))
        found = _MOVES.get(key)
        if found is None:
            found = object.__new__(cls)
            object.__setattr__(found, "action", key[0])
            object.__setattr__(found, "cards", key[1])
            _MOVES[key] = found
        return found

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Move is immutable (cannot set {name!r})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a Move is immutable (cannot delete {name!r})")

    def __reduce__(self) -> tuple[type[Move], tuple[str, tuple[int, ...]]]:
        # Unpickled and copied moves go through ``__new__``, so they are the interned ones too.
        return (Move, (self.action, self.cards))

    def __copy__(self) -> Move:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Move:
        return self

    def __repr__(self) -> str:
        return f"Move(action={self.action!r}, cards={self.cards!r})"

    @property
    def code(self) -> str:
        if not self.cards:
            return self.action
        return self.action + ":" + ".".join(DECK[i].code for i in self.cards)

    @classmethod
    def parse(cls, code: str) -> Move:
        """Parse a move code; raise ``IllegalMove`` (reason ``bad_code``) if it is malformed."""
        code = code.strip()
        action, _, rest = code.partition(":")
        if not action or not action.replace("_", "").isalnum():
            raise IllegalMove("bad_code", code=code)
        cards: list[int] = []
        if rest:
            for part in rest.split("."):
                found = BY_CODE.get(part.lower())
                if found is None:
                    raise IllegalMove("bad_code", code=code)
                cards.append(found.index)
        elif ":" in code:
            raise IllegalMove("bad_code", code=code)
        return cls(action, tuple(cards))

    def __str__(self) -> str:
        return self.code


#: Every live move by (action, cards). Weak values: a move parsed from a visitor's code is dropped
#: with the last reference to it, so codes nobody plays cannot fill the table.
_MOVES: weakref.WeakValueDictionary[tuple[str, tuple[int, ...]], Move] = weakref.WeakValueDictionary()


# --------------------------------------------------------------------------- errors


class IllegalMove(ValueError):
    """A move the rules do not allow here.

    ``reason`` is a stable key the site translates (``not_your_turn``, ``not_in_hand``,
    ``no_match``, ``must_choose``, ``game_over``, ``bad_code``, ...); ``params`` fill its message.
    """

    MESSAGES: ClassVar[dict[str, Text]] = {}

    def __init__(self, reason: str, **params: Any) -> None:
        self.reason = reason
        self.params = params
        super().__init__(f"{reason}: {params}" if params else reason)


class BadOptions(ValueError):
    """Options or a player count that a game does not accept; ``reason`` is a stable key."""

    def __init__(self, reason: str, **params: Any) -> None:
        self.reason = reason
        self.params = params
        super().__init__(f"{reason}: {params}" if params else reason)


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class Event:
    """One step of play, for the log and the tutor.

    ``kind`` names what happened (``play``, ``lay``, ``flip``, ``capture``, ``choice``, ``bonus``,
    ``yaku``, ``koikoi``, ``stop``, ``deal``, ``redeal``, ``round_end``, ...); ``seat`` who did it
    (None for the table); ``cards`` the cards involved; ``data`` anything else (points, keys).
    An event is public unless ``private_to`` names the only seat that may see it.
    """

    kind: str
    seat: int | None = None
    cards: tuple[int, ...] = ()
    data: Mapping[str, Any] = field(default_factory=dict)
    private_to: int | None = None

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` may see this event (None = a spectator after the game is over)."""
        return self.private_to is None or self.private_to == seat


#: What lies beside each player, by the kind of table (``Game.pile_kind``).
PILE_KINDS: Mapping[str, Literal["captured", "cleared", "melds"]] = {
    "open": "captured",
    "stack": "cleared",
    "discard": "melds",
}


# --------------------------------------------------------------------------- options


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One rule option: its key, default, allowed values and an explanation in both languages.

    ``label`` names the option as a heading («Длина партии»); ``choice_labels`` name each value so
    that it reads after the label and a colon («одна раздача», «до 500 очков»); ``sentences`` state
    the rule under each value as a whole sentence («Играют одну раздачу.»), which the rules page
    lists with the default marked.

    ``legacy``: for an option added after games were already stored, the value those games were
    played with (None: the default). A stored record names every option there was when it was
    made, so an option it does not name is one that came later, and ``Game.recorded_options``
    gives it this value: an old game keeps meaning what it meant even when the new option's
    default is a different rule.
    """

    key: str
    default: Any
    choices: tuple[Any, ...]
    label: Text
    help: Text
    choice_labels: Mapping[Any, Text] = field(default_factory=dict)
    sentences: Mapping[Any, Text] = field(default_factory=dict)
    legacy: Any = None


#: An empty text in both languages (a preset without a help line).
NO_TEXT = Text("", "")


@dataclass(frozen=True, slots=True)
class Preset:
    """A named set of option values (e.g. «Min-hwatu», «Fuda Wiki standard»)."""

    key: str
    label: Text
    values: Mapping[str, Any]
    help: Text = NO_TEXT


# --------------------------------------------------------------------------- scoring


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One line of a score breakdown: a bonus or yaku (or card points) with its cards."""

    key: str
    name: Text
    points: int
    cards: tuple[int, ...] = ()

    def as_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "name_ru": self.name.ru,
            "name_en": self.name.en,
            "points": self.points,
            "cards": [DECK[i].code for i in self.cards],
        }


@dataclass(frozen=True, slots=True)
class Score:
    """A score with the reasons behind it."""

    total: int
    items: tuple[ScoreItem, ...] = ()

    def as_json(self) -> dict[str, Any]:
        return {"total": self.total, "items": [item.as_json() for item in self.items]}


@dataclass(frozen=True, slots=True)
class Result:
    """The end of a game: points per seat, the winners, and each seat's breakdown."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    breakdowns: tuple[Score, ...]
    reason: str = "end"  # end, stop, exhausted, misdeal, ...
    data: Mapping[str, Any] = field(default_factory=dict)

    @property
    def is_draw(self) -> bool:
        return len(self.winners) != 1

    def as_json(self) -> dict[str, Any]:
        """The result as a finished game stores it: scores, winners, reason, each seat's breakdown."""
        return {
            "scores": list(self.scores),
            "winners": list(self.winners),
            "reason": self.reason,
            "breakdowns": [score.as_json() for score in self.breakdowns],
        }


@dataclass(frozen=True, slots=True)
class DealOutcome:
    """How one deal ended for one seat (``Game.deal_outcome``): the numbers a learner weighs at a
    decision. ``points`` is what the deal gave the seat in the game's units (penalty points where
    ``Game.points_are_penalties``); ``others``: the other seats' mean points of the deal;
    ``best``: the seat alone has the best score of the deal (the most points, or the fewest
    penalty points); ``extra``: the extra penalty points among ``points`` (Nylon-ppong's penalty
    for a failed stop or for the discard that let another player go out)."""

    points: int
    others: float
    best: bool
    extra: int = 0

    @classmethod
    def of(cls, points: Sequence[int], seat: int, *, fewest: bool, extra: int = 0) -> DealOutcome:
        """The outcome for ``seat`` of a deal that gave each seat ``points``; ``fewest``: the best
        score is the lowest (penalty points)."""
        mine = points[seat]
        others = [p for other, p in enumerate(points) if other != seat]
        best = all(p > mine for p in others) if fewest else all(p < mine for p in others)
        return cls(mine, sum(others) / max(1, len(others)), best, extra)


# --------------------------------------------------------------------------- observation


@dataclass(frozen=True, slots=True)
class Observation:
    """What one seat may see at one point of play. Never another hand or the deck order.

    ``public`` holds the game's visible state as plain data (table, captured piles, counts of what
    is hidden, scores so far, options); ``hand`` is this seat's own hand; ``events`` the log of
    what this seat has seen; ``legal_moves`` is filled when it is this seat's turn.
    """

    game_key: str
    players: int
    seat: int
    current_player: int | None
    hand: tuple[int, ...]
    table: tuple[int, ...]
    captured: tuple[tuple[int, ...], ...]
    hand_sizes: tuple[int, ...]
    deck_left: int
    legal_moves: tuple[Move, ...]
    events: tuple[Event, ...]
    is_over: bool
    version: int
    public: Mapping[str, Any] = field(default_factory=dict)
    result: Result | None = None
    #: The unseen cards in increasing order, once asked for (a search samples thousands of worlds
    #: from one observation), and what else was derived from it (``derived``).
    _unseen: tuple[int, ...] | None = field(default=None, init=False, repr=False, compare=False)
    _derived: dict[Any, Any] | None = field(default=None, init=False, repr=False, compare=False)

    def unseen(self) -> frozenset[int]:
        """Cards this seat cannot see: other hands and the deck (for sampling by bots)."""
        return frozenset(self.unseen_cards())

    def derived[T](self, key: Hashable, compute: Callable[[], T]) -> T:
        """``compute()``, remembered under ``key`` with this observation: what a search derives
        from the observation once and reuses for every world it samples (a game's fixed part of a
        determinization)."""
        known = self._derived
        if known is None:
            known = {}
            object.__setattr__(self, "_derived", known)
        if key not in known:
            known[key] = compute()
        return cast("T", known[key])

    def unseen_cards(self) -> tuple[int, ...]:
        """The cards of ``unseen`` in increasing order (remembered)."""
        known = self._unseen
        if known is None:
            seen = 0
            for c in self.hand:
                seen |= 1 << c
            for c in self.table:
                seen |= 1 << c
            for pile in self.captured:
                for c in pile:
                    seen |= 1 << c
            for c in self.public.get("out_of_play", ()):
                seen |= 1 << c
            known = tuple(c for c in range(48) if not seen >> c & 1)
            object.__setattr__(self, "_unseen", known)
        return known


# --------------------------------------------------------------------------- game and state


class Game(ABC):
    """Rules and options of one game, registered by ``key``: the whole interface the site, the
    lessons and the bots use, so that a new game is one package in ``engine/games/``.

    Subclasses declare ``key``, ``name``, ``min_players``, ``max_players``, ``option_specs``,
    ``presets`` (and, if they have them, ``illegal_reasons``, ``search_settings``, ``facts``), and
    implement:

    * ``new_state(seed)``: a shuffled deal; ``position(...)``: a position set up card by card;
      ``deal_from(deal, seed=)``: an arranged practice deal, the cards it leaves out dealt from
      the seed;
    * ``determinize(observation, rng)``: a full state a seat's observation allows (for search);
    * ``score_pile(cards)``: the breakdown of a pile (drills, reference pages);
    * ``describe(event)`` / ``describe_move(move)``: sentences for the log and the tutor;
    * ``evaluation()``: how a position is valued for a seat (the bots' one game-specific part).

    Legality has one gate: ``State.apply`` raises ``IllegalMove`` with the reason.
    """

    key: ClassVar[str]
    name: ClassVar[Text]
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    default_players: ClassVar[int] = 2
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    presets: ClassVar[tuple[Preset, ...]] = ()
    #: What lies in the middle of the table: ``"open"`` (cards to capture, in no order: the fishing
    #: games), ``"stack"`` (the plays of a round, in order: a climbing game) or ``"discard"`` (a
    #: discard pile whose top card counts: a rummy).
    table_kind: ClassVar[Literal["open", "stack", "discard"]] = "open"
    #: Messages of the game's own reasons for refusing a move (``IllegalMove.reason``).
    illegal_reasons: ClassVar[Mapping[str, Text]] = {}
    #: The search bots' settings for this game, by level (``"strong"``) and by level and player
    #: count (``"strong/2"``, which goes over the level's entry); keywords of ``make_bot`` win.
    search_settings: ClassVar[Mapping[str, Mapping[str, Any]]] = {}
    #: How far apart (in the strong bot's value units) two moves may be and still count as equally
    #: good for the tutor, by player count (``0``: any count).
    tutor_spread: ClassVar[Mapping[int, float]] = {0: 0.02}
    #: How many times deeper than the others the tutor analyses this game (a game whose search is
    #: cheap enough to go deeper and still answer within the second a learner waits).
    tutor_depth: ClassVar[int] = 1
    #: The names of the game's score multipliers by key (Koi-Koi's doublings), for drills.
    multiplier_names: ClassVar[Mapping[str, Text]] = {}
    #: Tables of the game's own that the rules pages show, by name (e.g. a month order).
    facts: ClassVar[Mapping[str, Any]] = {}
    #: Keys of ``score_pile``'s lines that are card points rather than combinations («Хато»'s points
    #: for brights, animals, ribbons, plains).
    card_point_keys: ClassVar[frozenset[str]] = frozenset()
    #: The options that double what a stop is worth (Koi-Koi's doublings), in the order they apply;
    #: ``stop_score`` applies those the game's options turn on.
    stop_doublings: ClassVar[tuple[str, ...]] = ()
    #: Whether the game's points are penalties, fewer being better (Nylon-ppong): the site words
    #: what a stop leaves a player and the numbers at a decision by it.
    points_are_penalties: ClassVar[bool] = False
    #: How many of the game's points one unit of the search's values stands for, where a search
    #: value is a score difference in points (Koi-Koi: the match score difference / 30); ``None``
    #: where the values are in units of their own. The tutor words a verdict's gap in points by it.
    points_per_value: ClassVar[float | None] = None

    def __init__(
        self,
        *,
        players: int | None = None,
        options: Mapping[str, Any] | None = None,
        preset: str | None = None,
    ) -> None:
        self.players = self.default_players if players is None else int(players)
        if not self.min_players <= self.players <= self.max_players:
            raise BadOptions("players", players=self.players, min=self.min_players, max=self.max_players)
        values = {spec.key: spec.default for spec in self.option_specs}
        if preset is not None:
            found = next((p for p in self.presets if p.key == preset), None)
            if found is None:
                raise BadOptions("preset", preset=preset)
            values.update(found.values)
        specs = {spec.key: spec for spec in self.option_specs}
        for key, value in (options or {}).items():
            spec = specs.get(key)
            if spec is None:
                raise BadOptions("option", option=key)
            value = _coerce(value, spec)
            if value not in spec.choices:
                raise BadOptions("option_value", option=key, value=value)
            values[key] = value
        self.options: Mapping[str, Any] = values

    @abstractmethod
    def new_state(self, seed: int) -> State:
        """Shuffle with ``random.Random(seed)`` and deal; the same seed gives the same deal."""

    @abstractmethod
    def position(
        self,
        *,
        hands: Sequence[Sequence[int | str]],
        table: Sequence[int | str] = (),
        deck: Sequence[int | str] = (),
        captured: Sequence[Sequence[int | str]] | None = None,
        current: int = 0,
        seed: int = 0,
    ) -> State:
        """A position set up by hand: cards as indices or codes, ``deck`` top first, ``current``
        to move. Cards named nowhere are out of play. Games take further keywords of their own
        (a play to beat, melds already laid down). Raises ``BadOptions('deal')`` if the cards
        cannot lie so (a card twice, a hand of the wrong count)."""

    @abstractmethod
    def deal_from(self, deal: Mapping[str, Any], *, seed: int) -> State:
        """An arranged deal for guided practice: ``deal`` names cards in notation (``hands``, one
        list per seat; ``table``; ``deck``, top first; ``first``, the seat that leads; and the
        game's own keys); every card it leaves out is dealt from ``random.Random(seed)``, the hands
        and the table up to their usual sizes and the rest to the deck, so a practice deal is fixed
        where the lesson needs it and unknown elsewhere, like a real one. Raises
        ``BadOptions('deal')`` for a deal the game cannot start from."""

    @abstractmethod
    def determinize(self, observation: Observation, rng: random.Random) -> State:
        """A full state consistent with ``observation``, unseen cards placed at random.

        Used by search bots: hands keep their sizes, the deck its length, and everything the
        observing seat has seen stays where it saw it.
        """

    @property
    def pile_kind(self) -> Literal["captured", "cleared", "melds"]:
        """What the pile beside each player (``Observation.captured``) holds, by the kind of table:
        ``"captured"``, cards taken from an open table (a fishing game's, scored as they grow by
        ``score_pile``); ``"cleared"``, a climbing game's plays cleared from the table; ``"melds"``,
        the sets a rummy has called and laid out (Nylon-ppong's ppongs)."""
        return PILE_KINDS[self.table_kind]

    @property
    def scores_piles(self) -> bool:
        """Whether a player's pile is scored as it grows (``score_pile``): captured cards only."""
        return self.pile_kind == "captured"

    @abstractmethod
    def score_pile(self, cards: Sequence[int]) -> Score:
        """Score a pile of captured cards with this game's options (the scorer of drills)."""

    def is_combination(self, key: str) -> bool:
        """Whether the ``score_pile`` line ``key`` is a combination (bonus or yaku), not card points."""
        return key not in self.card_point_keys

    def pile_counts(self, cards: Sequence[int]) -> dict[str, int]:
        """Counts of a captured pile that a player watches beside its points (Go-Stop's pi, the bak
        risks depend on them); none by default. The tutor's playouts record them at the end of a deal."""
        return {}

    def deal_marks(self, start: State, states: Sequence[State], end: State, seat: int) -> dict[str, float]:
        """What else of one played-out deal the tutor's playouts record for ``seat`` (``start``: the
        world before its move, ``states``: every state of the deal after it up to the deal's last move,
        ``end``: where that move led): the game's own chances and risks, such as Go-Stop's bak,
        Koi-Koi's doublings, Nylon-ppong's ppongs, Aigoma-koppai's leads. None by default."""
        return {}

    def combinations(self, score: Score) -> tuple[ScoreItem, ...]:
        """The lines of ``score`` that are combinations (see ``is_combination``)."""
        return tuple(item for item in score.items if self.is_combination(item.key))

    def stop_score(self, cards: Sequence[int], *, own_call: bool, opponent_call: bool) -> Score:
        """What stopping now with the captured ``cards`` gives, the combinations and each multiplier
        that applies as lines, ``total`` after the multipliers; ``own_call``: the stopping player
        had called to go on before, ``opponent_call``: the other player had. Games with a stop
        decision implement it as their play scores a stop; the others refuse with ``BadOptions('no_stop')``,
        as for any option a game does not have."""
        raise BadOptions("no_stop", game=self.key)

    def stop_offer(self, observation: Observation) -> Score | None:
        """What the seat of ``observation`` would score by stopping now, when a stop is one of its
        legal moves and the game can say (the numbers a learner needs at the decision); else None."""
        return None

    def stop_risk(self, observation: Observation) -> ScoreItem | None:
        """The extra penalty a stop offered now risks on top of ``stop_offer`` (Nylon-ppong's penalty
        for a stop that does not leave its caller alone with the fewest penalty points), as a line
        whose ``points`` are the penalty; None where a stop risks nothing more or is not offered."""
        return None

    def running_scores(self, state: State) -> tuple[float, ...]:
        """Each seat's score as ``Result.scores`` would give it if the game ended at ``state`` (a
        search's cut-off playout under the ``"score"`` utility): the final scores once it is over,
        else each captured pile's ``score_pile`` total. Games with match totals add them."""
        if state.is_over:
            return tuple(float(score) for score in state.result().scores)
        return tuple(float(self.score_pile(pile).total) for pile in state.captured_piles())

    def deals_done(self, state: State) -> int:
        """How many deals of the game ``state`` has finished: a search plays a playout to the end of
        the deal in play and values it there (the match score as it then stands), since later deals
        start afresh. By default 1 once the game is over, else 0; games of several deals count their
        deal records."""
        return 1 if state.is_over else 0

    def objective(self, state: State, values: tuple[float, ...]) -> tuple[float, ...]:
        """What each seat's search maximises at ``state``, where a playout ended: ``values`` are the
        playout's values there (``State.returns`` at the end of a deal or of the game, the
        evaluation at a cut-off), in the game's units. By default those values: the expected match
        points (a score difference in a game of two), which is what decides the game; a game whose
        players each want something else says so (own points taken home, a tie-break among
        losers)."""
        return values

    def deal_outcome(self, start: State, state: State, seat: int) -> DealOutcome | None:
        """How the deal in play at ``start`` ended for ``seat``, once ``state`` (a later point of
        the same game) is past its end; None while it goes on. By default a deal is known only when
        the game is over, by its final scores; games of several deals say it at each deal's end."""
        if not state.is_over:
            return None
        scores = state.result().scores
        return DealOutcome.of(scores, seat, fewest=self.points_are_penalties)

    def describe(self, event: Event, lang: str = "ru") -> str:
        """One sentence for ``event`` in ``lang``; games extend ``engine.describe``."""
        from engine.describe import describe_event

        return describe_event(self, event, lang)

    def describe_move(self, move: Move, lang: str = "ru") -> str:
        """A move in words, as a button or the tutor says it; games extend the shared actions."""
        from engine.describe import describe_shared_move

        return describe_shared_move(move, lang)

    def evaluation(self) -> Evaluation:
        """How a position is valued for a seat, in the units of ``State.returns`` (see
        ``engine.evaluation``); made once per game, since it may remember the piles it scored."""
        made = self.__dict__.get("_evaluation")
        if made is None:
            made = self.__dict__["_evaluation"] = self._make_evaluation()
        return made

    def _make_evaluation(self) -> Evaluation:
        """The game's evaluation: the generic one unless the game has its own ``evaluate.py``."""
        from engine.evaluation import generic_evaluation

        return generic_evaluation(self)

    def search_params(self, level: str) -> dict[str, Any]:
        """The search bot ``level``'s settings for this game and player count."""
        return {
            **self.search_settings.get(level, {}),
            **self.search_settings.get(f"{level}/{self.players}", {}),
        }

    def tutor_flat_spread(self) -> float:
        """The tutor's spread for this player count (see ``tutor_spread``)."""
        return self.tutor_spread.get(self.players, self.tutor_spread.get(0, 0.02))

    def spec(self) -> dict[str, Any]:
        """(key, players, options) as JSON-ready data."""
        return {"game": self.key, "players": self.players, "options": dict(self.options)}

    @classmethod
    def recorded_options(cls, options: Mapping[str, Any]) -> dict[str, Any]:
        """The options of a stored game (a database row, an exported record, a golden file): those
        it names, and for each option added since it was made (one it does not name) the value it
        was played with then, ``OptionSpec.legacy``, where that differs from today's default."""
        recorded = dict(options)
        for spec in cls.option_specs:
            if spec.key not in recorded and spec.legacy is not None:
                recorded[spec.key] = spec.legacy
        return recorded


def _coerce(value: Any, spec: OptionSpec) -> Any:
    """Turn strings from a command line or form into the type of the option's choices."""
    if isinstance(value, str) and spec.choices and not isinstance(spec.choices[0], str):
        sample = spec.choices[0]
        if isinstance(sample, bool):
            lowered = value.strip().lower()
            if lowered in ("1", "true", "yes", "on"):
                return True
            if lowered in ("0", "false", "no", "off"):
                return False
            return value
        if isinstance(sample, int):
            try:
                return int(value)
            except ValueError:
                return value
    return value


class State(ABC):
    """One point of play. Immutable from the outside: ``apply`` returns a new state."""

    # No instance dict unless a subclass wants one: the card games keep their fields in slots.
    __slots__ = ()

    game: Game
    seed: int
    moves: tuple[Move, ...]  # every move applied since the deal

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat to move, or None when the game is over."""

    @abstractmethod
    def legal_moves(self) -> tuple[Move, ...]:
        """Every move the current player may make (empty when the game is over)."""

    @abstractmethod
    def apply(self, move: Move) -> State:
        """The state after ``move``; raise ``IllegalMove`` with a reason if it is not legal."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def result(self) -> Result:
        """Scores, winners and breakdowns; raises ``IllegalMove('not_over')`` before the end."""

    @abstractmethod
    def observe(self, seat: int) -> Observation:
        """What ``seat`` may see now (after the end, everything is open)."""

    @property
    @abstractmethod
    def events(self) -> tuple[Event, ...]:
        """Every event since the deal, including private ones (filter with ``visible_to``)."""

    @abstractmethod
    def returns(self) -> tuple[float, ...]:
        """Utility per seat for search at the end of the game (e.g. score difference)."""

    @property
    def version(self) -> int:
        """How many moves have been applied; moves from the site carry it to refuse stale posts."""
        return len(self.moves)

    def captured_piles(self) -> tuple[tuple[int, ...], ...]:
        """Every seat's captured pile (public information; games read it faster)."""
        return self.observe(0).captured

    def apply_code(self, code: str) -> State:
        """Parse and apply a move code."""
        return self.apply(Move.parse(code))

    def apply_as(self, seat: int, move: Move | str) -> State:
        """Apply ``move`` (a ``Move`` or its code) on behalf of ``seat``.

        Raises ``IllegalMove('game_over')`` after the end and ``IllegalMove('not_your_turn')``
        when ``seat`` is not the one to move; otherwise the same as ``apply``.
        """
        if self.is_over:
            raise IllegalMove("game_over")
        if seat != self.current_player:
            raise IllegalMove("not_your_turn", seat=seat)
        return self.apply(Move.parse(move) if isinstance(move, str) else move)


# --------------------------------------------------------------------------- registry

GAMES: dict[str, type[Game]] = {}


def register(cls: type[Game]) -> type[Game]:
    """Class decorator: make a game available by its key."""
    GAMES[cls.key] = cls
    return cls


def game_keys() -> tuple[str, ...]:
    """The key of every registered game, in the order of the keys (the site keeps its own order)."""
    import engine.games  # noqa: F401  (registers every game)

    return tuple(sorted(GAMES))


def get_game(
    key: str,
    *,
    players: int | None = None,
    options: Mapping[str, Any] | None = None,
    preset: str | None = None,
    recorded: bool = False,
) -> Game:
    """Instantiate the game registered as ``key``.

    ``recorded``: ``options`` are those of a stored game, so an option they do not name plays as
    it did before that option existed (``Game.recorded_options``), not by today's default.
    """
    import engine.games  # noqa: F401  (registers every game)

    cls = GAMES.get(key)
    if cls is None:
        raise BadOptions("game", game=key)
    if recorded:
        options = cls.recorded_options(options or {})
    return cls(players=players, options=options, preset=preset)

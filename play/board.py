"""What the table template shows, built from the learner's Observation only.

``build_table`` is the one place a response's table is made: it takes the learner's observation
once (``rebuilt.observation()``) and turns it, with the stored game row for seat names, the
tutor's notes and the practice goal, into one ``TableView`` of plain values: seats with their
hand sizes and captured piles with score breakdowns, the table cards with the targets of the
chosen hand card highlighted, the hand, the legal moves grouped by hand card, the log grouped by
move, the tutor's last verdict and hint, the practice goal's state, the match totals and the
score beside a decision. It never observes another seat: while the game is on, the only source
of card identities is the learner's observation, and once it is over that observation opens
every hand (``public["hands"]``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine import practice
from engine.cards import BY_CODE, DECK
from engine.game import Game, IllegalMove, Move, Observation
from frame.templatetags.hwatu import lowerfirst as lower_first
from play import practice_step, tutor
from play.decisions import OutlookLine, outlook_lines
from play.models import PracticeGame
from play.searches import Progress
from play.texts import seat_label
from play.workflow import learner_decision_points
from room import reasons
from room.felt import HandCard, MoveChoice, ScoreLine, SeatView, TableCard, score_lines
from room.record import Built
from room.seat_view import codes, hand_cards, left_in_deck, move_choices, seat_views
from room.texts import event_sentence, move_sentence, verdict_label


@dataclass
class LogStep:
    """One sentence of the log and, in the newest entry, the cards it names (as pictures)."""

    text: str
    cards: tuple[str, ...] = ()


@dataclass
class LogEntry:
    ply: int | None
    seat_label: str
    steps: list[LogStep]
    latest: bool = False
    verdict: dict[str, Any] | None = None

    @property
    def sentences(self) -> list[str]:
        """The entry's sentences, without pictures."""
        return [step.text for step in self.steps]


@dataclass
class TableView:
    """Everything one response shows of the table, built once from one observation."""

    seats: list[SeatView]
    table: list[TableCard]
    hand: list[HandCard]
    deck_left: int
    learner_turn: bool
    current_label: str
    selected: str | None
    card_moves: list[MoveChoice]
    other_moves: list[MoveChoice]
    log: list[LogEntry]
    is_over: bool
    last_verdict: dict[str, Any] | None = None
    deck_revealed: tuple[str, ...] = ()
    draw: bool = False
    public_lines: list[tuple[str, str]] = field(default_factory=list)
    pile_kind: str = "captured"
    deck_backs: range = range(0)
    scenario: practice.Scenario | None = None
    #: The practice goal's step as the tutor judged it (``play.practice_step``; None without a goal).
    step: practice_step.Step | None = None
    #: The practice deal that follows this one (the box offers it once the goal is decided).
    next_scenario: practice.Scenario | None = None
    hint: dict[str, Any] | None = None
    can_undo: bool = False
    match: list[tuple[str, Any]] = field(default_factory=list)
    decision_lines: list[ScoreLine] = field(default_factory=list)
    #: At a stop decision: what stopping now scores (its total and lines; penalty points where
    #: ``stop_penalty``) and the extra penalty it risks, and, with the tutor on, each choice's chance
    #: of winning the deal (where the search values are such chances) or its outlook to the end of
    #: the deal (``play.decisions``).
    stop_total: int | None = None
    stop_penalty: bool = False
    stop_risk: int | None = None
    decision_outlook: list[OutlookLine] = field(default_factory=list)
    #: The learner's own play, at the end of the deal: moves by the tutor's verdict, hints and undos.
    summary: PlaySummary | None = None
    #: Whether the learner took help (a hint or an undo): the game is marked as played with help.
    helped: bool = False
    stop_lines: list[ScoreLine] = field(default_factory=list)
    decision_chances: list[tuple[str, int]] = field(default_factory=list)
    #: The chances at a decision, or the outlook of its choices, are being searched.
    chances_pending: bool = False
    outlook_pending: bool = False
    #: A bot's move is being searched (the table polls until it is stored).
    bot_thinking: bool = False
    #: The verdict on the learner's last move is being searched.
    verdict_pending: bool = False
    #: A search failed on every attempt: the table offers to try again.
    search_failed: bool = False

    @property
    def waiting(self) -> bool:
        """Whether something the table shows is still being searched (then it polls)."""
        if self.search_failed:
            return False
        hint_pending = bool(self.hint and self.hint.get("pending"))
        step_pending = bool(self.step and self.step.pending)
        pending = self.chances_pending or self.outlook_pending or hint_pending or step_pending
        return self.bot_thinking or self.verdict_pending or pending

    @property
    def success(self) -> bool | None:
        """The practice goal: met, missed, or None while undecided (or without a goal)."""
        return self.step.success if self.step is not None else None

    @property
    def any_capture(self) -> bool:
        """Whether some hand card takes a table card now (the gold frame of the legend)."""
        return any(card.captures for card in self.hand)


@dataclass
class PlaySummary:
    """How the learner played a finished game: their judged moves by verdict, hints, undos."""

    best: int
    good: int
    inaccuracies: int
    mistakes: int
    hints: int
    undos: int

    @property
    def judged(self) -> int:
        return self.best + self.good + self.inaccuracies + self.mistakes

    @property
    def to_learn(self) -> int:
        """The moves worth going back to: the inaccuracies and the mistakes."""
        return self.inaccuracies + self.mistakes


def play_summary(rebuilt: Built, row: PracticeGame) -> PlaySummary:
    """The tutor's verdicts on the learner's moves, counted by tier, with the help taken."""
    tiers = {"best": 0, "good": 0, "inaccuracy": 0, "mistake": 0}
    for ply in learner_decision_points(rebuilt):
        note = row.annotations.get(str(ply))
        if note and note.get("verdict") in tiers:
            tiers[note["verdict"]] += 1
    return PlaySummary(
        best=tiers["best"],
        good=tiers["good"],
        inaccuracies=tiers["inaccuracy"],
        mistakes=tiers["mistake"],
        hints=len(row.hinted),
        undos=row.undos,
    )


def build_table(
    rebuilt: Built,
    row: PracticeGame,
    *,
    selected: str | None = None,
    hint: str = "",
    chances: bool = True,
    progress: Progress | None = None,
) -> TableView:
    """The table as the learner sees it now (everything open once the game is over).

    ``selected`` is the chosen hand card's code; ``hint`` the tutor's hint level (``"1"`` which
    card, ``"2"`` the move and why), asked for on the learner's turn; ``chances=False`` leaves out
    the tutor's estimates at a decision (a position set up again to be solved must not give them).
    ``progress`` says what the game waits for and holds the tutor's stored ranking of the learner's
    position and its outlook at a decision (``play.searches``): the hint and the numbers at a
    decision come from it, and say that they are coming while it is not there. No search runs here.
    """
    progress = progress or Progress(version=row.version)
    ranking = progress.ranking
    game = rebuilt.game
    obs = rebuilt.observation()
    learner = row.learner_seat
    legal = obs.legal_moves if obs.current_player == learner and not obs.is_over else ()
    selected_index = BY_CODE[selected].index if selected in BY_CODE else None
    if selected_index is not None and selected_index not in obs.hand:
        selected_index = None
    card_moves, other_moves, targets = move_choices(game, obs, legal, selected_index)
    scenario = practice.get(row.scenario) if row.scenario else None
    return TableView(
        seats=seat_views(
            game,
            obs,
            viewer=row.learner_seat,
            labels=[seat_label(seat, row.learner_seat, row.bots) for seat in range(obs.players)],
            view=SeatView,
        ),
        table=[TableCard(DECK[c].code, c in targets) for c in obs.table],
        hand=hand_cards(obs, legal, selected_index),
        deck_left=obs.deck_left,
        learner_turn=bool(legal),
        current_label=seat_label(obs.current_player, learner, row.bots)
        if obs.current_player is not None
        else "",
        selected=DECK[selected_index].code if selected_index is not None else None,
        card_moves=card_moves,
        other_moves=other_moves,
        log=build_log(game, obs, rebuilt, row),
        is_over=obs.is_over,
        last_verdict=_last_verdict(rebuilt, row),
        deck_revealed=left_in_deck(obs) if obs.is_over else (),
        draw=bool(obs.result and obs.result.is_draw),
        pile_kind=game.pile_kind,
        deck_backs=range(min(3, obs.deck_left)),
        scenario=scenario,
        step=practice_step.judge_step(scenario, row, rebuilt, outcome=_success(scenario, rebuilt, obs, row)),
        next_scenario=practice.next_after(scenario.key) if scenario is not None else None,
        hint=_hint(rebuilt, obs, row, hint, ranking, legal) if hint and legal else None,
        can_undo=not row.is_over and bool(learner_decision_points(rebuilt)),
        match=_match_lines(obs, row),
        decision_lines=score_lines(game.score_pile(list(obs.captured[learner])))
        if other_moves and game.scores_piles
        else [],
        summary=play_summary(rebuilt, row) if obs.is_over else None,
        helped=row.helped,
        bot_thinking=progress.bot,
        verdict_pending=progress.verdict,
        search_failed=progress.failed,
        **_decision_numbers(rebuilt, obs, row, legal, progress, chances=chances),
    )


def _hint(
    rebuilt: Built,
    obs: Observation,
    row: PracticeGame,
    level: str,
    ranking: tutor.Ranking | None,
    legal: Sequence[Move],
) -> dict[str, Any] | None:
    """The tutor's hint from the stored ranking, or a hint that says it is coming; with one legal
    move, that move at once (there is nothing to weigh)."""
    if len(legal) == 1:
        return {"level": level, "only": lower_first(move_sentence(rebuilt.game, legal[0]))}
    if ranking is None:
        return {"level": level, "pending": True}
    return tutor.hint(rebuilt, obs, row=row, level=level, ranking=ranking)


def _decision_numbers(
    rebuilt: Built,
    obs: Observation,
    row: PracticeGame,
    legal: Sequence[Move],
    progress: Progress,
    *,
    chances: bool = True,
) -> dict[str, Any]:
    """The numbers at a stop decision: what a stop scores now and what more it risks and, from the
    tutor's stored search, each choice's chance of winning the deal where the search values are such
    chances, else where each choice leads by the end of the deal (``play.decisions``); while that is
    being searched, ``chances_pending`` or ``outlook_pending``."""
    game = rebuilt.game
    offer = game.stop_offer(obs) if legal else None
    if offer is None:
        return {}
    risk = game.stop_risk(obs)
    numbers: dict[str, Any] = {
        "stop_total": offer.total,
        "stop_lines": score_lines(offer),
        "stop_penalty": game.points_are_penalties,
        "stop_risk": risk.points if risk is not None else None,
    }
    if not chances or not row.tutor:
        return numbers
    if game.search_params("strong").get("utility") == "wins":
        if progress.ranking is None:
            numbers["chances_pending"] = True
            return numbers
        numbers["decision_chances"] = [
            (move_sentence(game, move), round(100 * min(1.0, max(0.0, value))))
            for move, value, _visits, _noise in progress.ranking
        ]
    elif progress.outlook is None:
        numbers["outlook_pending"] = True
    else:
        advised = progress.ranking[0][0].code if progress.ranking else ""
        numbers["decision_outlook"] = outlook_lines(
            game, progress.outlook, obs=obs, risky=risk is not None, advised=advised
        )
    return numbers


def _success(
    scenario: practice.Scenario | None, rebuilt: Built, obs: Observation, row: PracticeGame
) -> bool | None:
    """Whether the practice goal is met (``None`` while it is undecided, or without a goal)."""
    if scenario is None:
        return None
    return practice.check_success(
        scenario,
        moves=list(rebuilt.moves),
        movers=list(rebuilt.movers),
        learner=row.learner_seat,
        captured=obs.captured,
        is_over=obs.is_over,
    )


def _match_lines(obs: Observation, row: PracticeGame) -> list[tuple[str, Any]]:
    """Match totals when the game plays several deals (from the public part of the observation)."""
    public = obs.public
    totals = public.get("totals") if isinstance(public, dict) else None
    if not totals or (not any(totals) and not public.get("target")):
        return []
    return [(seat_label(seat, row.learner_seat, row.bots), points) for seat, points in enumerate(totals)]


#: The newest log entry shows the cards of each step as small pictures, when a step names this many
#: cards or fewer (a dealt hand of ten is left as words).
MAX_STEP_PICTURES = 4


def build_log(
    game: Game,
    obs: Observation,
    rebuilt: Built,
    row: PracticeGame,
    *,
    limit: int = 12,
    upto: int | None = None,
) -> list[LogEntry]:
    """The learner's log, one entry per move (newest first), each step a sentence."""
    marks = rebuilt.marks
    last = len(rebuilt.moves) if upto is None else upto

    def steps(start: int, end: int) -> list[LogStep]:
        return [LogStep(event_sentence(game, e), codes(e.cards)) for e in rebuilt.seen_events(start, end)]

    entries: list[LogEntry] = []
    if marks and marks[0]:
        entries.append(LogEntry(None, "", steps(0, marks[0])))
    for ply in range(last):
        seat = rebuilt.movers[ply]
        note = row.annotations.get(str(ply)) if seat == row.learner_seat else None
        entries.append(
            LogEntry(
                ply + 1,
                seat_label(seat, row.learner_seat, row.bots),
                steps(marks[ply], marks[ply + 1]),
                verdict=_verdict_view(game, note) if note else None,
            )
        )
    for older in entries[:-1]:
        older.steps = [LogStep(step.text) for step in older.steps]
    if entries:
        entries[-1].latest = True
        # Pictures only of cards the learner sees now (a redeal's cards went back into the deck).
        in_sight = codes([*obs.hand, *obs.table, *(c for pile in obs.captured for c in pile)])
        entries[-1].steps = [
            step
            if 0 < len(step.cards) <= MAX_STEP_PICTURES and set(step.cards) <= set(in_sight)
            else LogStep(step.text)
            for step in entries[-1].steps
        ]
    entries.reverse()
    return entries[:limit] if limit else entries


def _verdict_view(game: Game, note: dict[str, Any]) -> dict[str, Any]:
    view = dict(note)
    view["label"] = verdict_label(note.get("verdict", ""))
    view["reason"] = reasons.reason_text(game, note)
    try:  # an imported game's notes come from a file: a bad code shows as it is
        view["best_sentence"] = move_sentence(game, Move.parse(str(note.get("best", ""))))
    except IllegalMove:
        view["best_sentence"] = str(note.get("best", ""))
    return view


def _last_verdict(rebuilt: Built, row: PracticeGame) -> dict[str, Any] | None:
    for ply in range(len(rebuilt.moves) - 1, -1, -1):
        if rebuilt.movers[ply] == row.learner_seat:
            note = row.annotations.get(str(ply))
            if note:
                return _verdict_view(rebuilt.game, note)
            return None
    return None

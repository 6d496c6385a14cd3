"""One seat's view of a game in progress, the same at both tables: the seats with their piles and
scores, the viewer's hand, the moves of the chosen card and what is left in the deck at the end,
all from the viewer's one Observation (``room.felt`` holds the shapes, ``room/_felt.html`` draws
them). Each table adds what is its own: the learner's tutor, the people's names and stand-ins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.translation import gettext as _

from engine.cards import BY_CODE, DECK, Kind
from engine.game import Game, Move, Observation, Score
from room.felt import HandCard, MoveChoice, PileGroup, SeatView, score_lines
from room.texts import move_sentence, pile_label

#: The order of kinds in a grouped pile, highest first.
KIND_ORDER = (Kind.BRIGHT, Kind.ANIMAL, Kind.RIBBON, Kind.PLAIN)
#: At most this many backs are drawn for a hidden hand or the deck; the count is always in words.
MAX_BACKS = 8


def codes(cards: Sequence[int]) -> tuple[str, ...]:
    """The cards' codes, in order."""
    return tuple(DECK[c].code for c in cards)


def kind_label(kind: str) -> str:
    """A heading for the cards of one kind in a pile: «Яркие карты», «Животные», ..."""
    labels = {
        "bright": _("Brights"),
        "animal": _("Animals"),
        "ribbon": _("Ribbons"),
        "plain": _("Plains"),
    }
    return labels.get(kind, kind)


def pile_groups(pile: Sequence[str]) -> list[PileGroup]:
    """A pile split by kind (brights first); empty kinds are left out."""
    groups = []
    for kind in KIND_ORDER:
        cards = tuple(code for code in pile if BY_CODE[code].kind == kind)
        if cards:
            groups.append(PileGroup(kind.value, kind_label(kind.value), cards))
    return groups


def hand_card_of(move: Move, hand: Sequence[int]) -> int | None:
    """The hand card a move plays: its first card when that card is in the hand."""
    if move.cards and move.cards[0] in hand:
        return move.cards[0]
    return None


def move_targets(move: Move, obs: Observation) -> tuple[int, ...]:
    """The table cards a hand-card move takes: those it names, or, for a play naming none (the
    fourth card of a month), every table card of its month. A ``lay`` takes nothing."""
    table = obs.table
    named = tuple(c for c in move.cards[1:] if c in table)
    if named or move.action == "lay" or not move.cards or move.cards[0] not in obs.hand:
        return named
    month = DECK[move.cards[0]].month
    return tuple(c for c in table if DECK[c].month == month)


def move_choices(
    game: Game, obs: Observation, legal: Sequence[Move], selected: int | None
) -> tuple[list[MoveChoice], list[MoveChoice], set[int]]:
    """The moves of the chosen hand card, the moves of no hand card, and the chosen card's targets."""
    card_moves = []
    other_moves = []
    targets: set[int] = set()
    for move in legal:
        card = hand_card_of(move, obs.hand)
        if card is None:
            other_moves.append(MoveChoice(move.code, move_sentence(game, move), codes(move.cards)))
        elif card == selected:
            taken = move_targets(move, obs)
            targets.update(taken)
            card_moves.append(MoveChoice(move.code, move_sentence(game, move), codes(taken)))
    return card_moves, other_moves, targets


def hand_cards(obs: Observation, legal: Sequence[Move], selected: int | None) -> list[HandCard]:
    """The viewer's hand: which cards can be played now, which one is chosen, which ones take."""
    playable = {hand_card_of(m, obs.hand) for m in legal} - {None}
    taking = {hand_card_of(m, obs.hand) for m in legal if any(c in obs.table for c in m.cards[1:])} - {None}
    return [HandCard(DECK[c].code, c in playable, c == selected, c in taking) for c in obs.hand]


def open_hands(obs: Observation) -> tuple[tuple[int, ...], ...]:
    """Every seat's hand, which the observation holds once the game is over (``public["hands"]``)."""
    if not obs.is_over:
        return ()
    return tuple(tuple(hand) for hand in obs.public.get("hands", ()))


def left_in_deck(obs: Observation) -> tuple[str, ...]:
    """The cards in no hand, on no table and in no pile: what was left in the deck (shown once the
    game is over, when every hand is open)."""
    seen: set[int] = set(obs.table)
    for hand in open_hands(obs):
        seen.update(hand)
    for pile in obs.captured:
        seen.update(pile)
    return codes(sorted(set(range(48)) - seen))


def seat_views[View: SeatView](
    game: Game,
    obs: Observation,
    *,
    viewer: int | None,
    labels: Sequence[str],
    view: type[View],
    extras: Sequence[Mapping[str, Any]] = (),
) -> list[View]:
    """Every seat as ``viewer`` (a seat number, or None for a spectator) sees it: its name (from
    ``labels``, by seat number), pile and score while the game goes on; its open hand, points and
    final breakdown once it is over. ``view`` is the class to build (``SeatView`` or a table's own,
    whose further fields ``extras`` gives by seat number). Names and fields come as values, so that
    the room never calls back into a table's code."""
    result = obs.result if obs.is_over else None
    hands = open_hands(obs)
    scores = game.scores_piles
    pile_name = pile_label(game.pile_kind)
    seats = []
    for number in range(obs.players):
        pile = obs.captured[number]
        score = game.score_pile(list(pile)) if scores else Score(0, ())
        pile_codes = codes(pile)
        laid_out = [PileGroup("laid", "", pile_codes)] if pile_codes else []
        seat = view(
            seat=number,
            label=labels[number],
            is_learner=number == viewer,
            is_current=obs.current_player == number,
            hand_size=obs.hand_sizes[number],
            captured=pile_codes,
            total=score.total,
            lines=score_lines(score),
            groups=pile_groups(pile_codes) if scores else laid_out,
            pile_label=pile_name,
            pile_scores=scores,
            backs=range(min(MAX_BACKS, obs.hand_sizes[number])),
            **(extras[number] if extras else {}),
        )
        if obs.is_over:
            # After the end every hand is open (State.observe promises it).
            seat.hand = codes(hands[number]) if number < len(hands) else ()
            if result is not None:
                seat.result_points = result.scores[number]
                seat.winner = number in result.winners
                seat.total = result.breakdowns[number].total
                seat.lines = score_lines(result.breakdowns[number])
        seats.append(seat)
    return seats


def hand_card(move: Move, obs: Observation) -> int | None:
    """The hand card a move plays (its first card, when it is in the learner's hand)."""
    if move.cards and move.cards[0] in obs.hand:
        return move.cards[0]
    return None


def taken_cards(move: Move, obs: Observation) -> tuple[int, ...]:
    """The cards a move takes by itself: the hand card with its table targets (before the flip)."""
    targets = move_targets(move, obs)
    if not targets:
        return ()
    card = hand_card(move, obs)
    return ((card,) if card is not None else ()) + targets


def score_keys(score: Score) -> dict[str, int]:
    """Points of each line of a breakdown, by key."""
    return {item.key: item.points for item in score.items}

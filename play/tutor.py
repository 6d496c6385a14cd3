"""The tutor: the strong bot's hint in words, and a verdict on each of the learner's moves.

Everything here works from the learner's ``Observation`` (what the learner may see) and the
game's own ``score_pile``: the bot ranks the legal moves, and the words come from comparing score
breakdowns before and after the cards a move names. No game-specific code.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from engine.bots import grading
from engine.bots.grading import grade
from engine.cards import DECK
from engine.game import Game, Move, Observation, Score
from play.texts import card_list, cards_object, lang
from room import seeds
from room.searches import Ranking
from room.seat_view import hand_card, score_keys, taken_cards
from room.texts import move_sentence

_RANKS: OrderedDict[tuple[str, str], Ranking] = OrderedDict()
_LOCK = threading.Lock()

#: Verdict thresholds (``engine.bots.grading``: the tutor's one scale, shared with the tables' help).
GOOD_SHARE, INACCURACY_SHARE = grading.GOOD_SHARE, grading.INACCURACY_SHARE
#: Below the game's spread between the best and the worst move (``Game.tutor_spread``, in the
#: strong bot's value units for that game) every move is as good as another; this one when the
#: game is unknown.
FLAT_SPREAD = 0.02


def flat_spread(game: Game | None) -> float:
    """The spread under which the tutor calls every move of ``game`` as good as another."""
    return FLAT_SPREAD if game is None else game.tutor_flat_spread()


def ranked(built: Any, *, row: Any, obs: Observation | None = None) -> Ranking:
    """The strong bot's ranking of the learner's legal moves here (cached per game and moves).

    This is a search: a worker runs it (``play/tasks.py``), a request only reads the stored result
    (``play.searches``). It runs to its fixed budget with a generator seeded by the game and the move
    number, so the advice depends on the position and the game's seed only: the same on an idle and
    on a busy server (the bot's time limit is a safety net that normal play never reaches).
    ``obs`` is the learner's observation of ``built`` when the caller has it already.
    """
    from room.analysis import tutor_ranking

    key = (str(row.id), "|".join(built.moves))
    with _LOCK:
        if key in _RANKS:
            return _RANKS[key]
    if obs is None:
        obs = built.observation()
    if len(obs.legal_moves) == 1:
        ranking = Ranking([(obs.legal_moves[0], 0.0, 0, 0.0)])
    else:
        from play.practice_step import STEP_SCALE, is_step

        ranking = tutor_ranking(
            built.game,
            obs,
            seeds.bot_rng(row.seed, row.id, len(built.moves), "tutor"),
            seeds.bot_rng(row.seed, row.id, len(built.moves), "facts"),
            scale=STEP_SCALE if is_step(row, built) else 1,
        )
    with _LOCK:
        _RANKS[key] = ranking
        while len(_RANKS) > 512:
            _RANKS.popitem(last=False)
    return ranking


def verdict(built: Any, move: Move, *, row: Any, ranking: Ranking | None = None) -> dict[str, Any]:
    """Judge ``move`` against the strong bot's ranking: best, good, inaccuracy or mistake.

    ``ranking`` is the stored ranking of the position (without it, the search runs here). A verdict
    that is not "best" carries ``reason``: the facts (see ``reason_facts``) that set the better move
    above ``move``, taken from the learner's observation before the move; ``reason_text`` puts them
    into words.
    """
    obs = built.observation() if hasattr(built, "observation") else None
    if ranking is None:
        ranking = ranked(built, row=row)
    return judge(ranking, move, game=getattr(built, "game", None), obs=obs)


def judge(ranking: Ranking, move: Move, *, game: Game | None, obs: Observation | None) -> dict[str, Any]:
    """The verdict on ``move`` from a ranking already made (``ranked``), with its reason when ``obs``
    (the learner's observation before the move) is given: the tutor's one scale for every move."""
    graded = grade(ranking, move, flat_spread=flat_spread(game))
    label, best_move = graded.label, graded.best
    note: dict[str, Any] = {
        "verdict": label,
        "move": move.code,
        "best": best_move.code,
        "value": round(graded.value, 2),
        "best_value": round(graded.best_value, 2),
        "loss": round(graded.loss, 4),
        "noise": round(graded.noise, 4),
    }
    if label != "best" and game is not None and obs is not None:
        from room.reasons import reason_facts

        note["reason"] = reason_facts(
            game,
            obs,
            move,
            best_move,
            seen=getattr(ranking, "facts", None),
            close=graded.within_noise,
            near=label in ("good", "inaccuracy"),
        )
    return note


def hint(
    built: Any, obs: Observation, *, row: Any, level: str, ranking: Ranking | None = None
) -> dict[str, Any] | None:
    """The tutor's hint on the learner's turn: level ``"1"`` names the card to look at, level
    ``"2"`` (or a move that plays no hand card) the whole move with its reasons and alternatives.
    ``ranking`` is the stored ranking of the position (without it, the search runs here).
    """
    if not obs.legal_moves:
        return None
    if ranking is None:
        ranking = ranked(built, row=row)
    move, value = ranking[0][0], ranking[0][1]
    card = hand_card(move, obs)
    data: dict[str, Any] = {
        "level": level,
        "card": DECK[card].code if card is not None else None,
        "card_name": DECK[card].name.get(lang()) if card is not None else None,
    }
    if level == "2" or card is None:
        explanation = explain(built.game, obs, move, value, ranking)
        data.update(
            move=move.code,
            sentence=explanation.sentence,
            reasons=explanation.reasons,
            value=round(value, 2),
            alternatives=[(text, round(v, 2)) for text, v in explanation.alternatives],
        )
    return data


# --------------------------------------------------------------------------- explaining a move


@dataclass
class Explanation:
    """Why a move is good, as sentences in the active language."""

    move: Move
    card: int | None
    sentence: str
    reasons: list[str] = field(default_factory=list)
    value: float = 0.0
    alternatives: list[tuple[str, float]] = field(default_factory=list)


def _names(score: Score) -> dict[str, str]:
    language = lang()
    return {item.key: item.name.get(language) for item in score.items}


def completes(game: Game, pile: Sequence[int], added: Sequence[int]) -> list[str]:
    """Names of the combinations (or bonuses) that ``added`` makes or raises in ``pile``."""
    before = score_keys(game.score_pile(list(pile)))
    after_score = game.score_pile(list(pile) + list(added))
    after = score_keys(after_score)
    names = _names(after_score)
    return [
        names[key]
        for key, points in after.items()
        if points > before.get(key, 0) and game.is_combination(key)
    ]


def nears(game: Game, pile: Sequence[int], added: Sequence[int], candidates: Iterable[int]) -> list[str]:
    """Combinations that one more card would complete after ``added`` but not before it."""
    pile_after = list(pile) + list(added)
    before = set()
    after: dict[str, str] = {}
    base_now = score_keys(game.score_pile(list(pile)))
    base_after = score_keys(game.score_pile(pile_after))
    for card in candidates:
        if card in pile_after:
            continue
        score_now = game.score_pile([*pile, card])
        for key, points in score_keys(score_now).items():
            if points > base_now.get(key, 0):
                before.add(key)
        score_after = game.score_pile([*pile_after, card])
        names = _names(score_after)
        for key, points in score_keys(score_after).items():
            if points > base_after.get(key, 0) and game.is_combination(key):
                after[key] = names[key]
    return [name for key, name in after.items() if key not in before and key not in base_after]


def explain(game: Game, obs: Observation, move: Move, value: float, ranking: Ranking) -> Explanation:
    """The tutor's words for ``move`` in the game's own terms: in a fishing game what it takes, nears,
    denies and risks; in Nylon-ppong the hand's penalty points and its pairs (``discard_reasons``);
    in Aigoma-koppai the cards left and the trumps (``climbing_reasons``)."""
    # Only moves the verdict would call «good» or better if played (the same scale, the same numbers).
    offered = grading.alternatives(ranking, flat_spread=flat_spread(game))
    alternatives = [(move_sentence(game, entry[0]), entry[1]) for entry in offered]
    if game.table_kind in ("discard", "stack"):
        own_words = (
            discard_reasons(game, obs, move) if game.table_kind == "discard" else climbing_reasons(obs, move)
        )
        return Explanation(
            move, hand_card(move, obs), move_sentence(game, move), own_words, value, alternatives
        )
    seat = obs.seat
    pile = obs.captured[seat]
    taken = taken_cards(move, obs)
    card = hand_card(move, obs)
    reasons: list[str] = []
    if taken:
        reasons.append(_("It takes %(cards)s.") % {"cards": cards_object(taken)})
        made = completes(game, pile, taken)
        if made:
            reasons.append(_("That makes or raises: %(names)s.") % {"names": ", ".join(made)})
    elif card is not None:
        nothing = _("It takes nothing now: the card %(card)s stays on the table.")
        reasons.append(nothing % {"card": card_list([card])})
    unseen = obs.unseen()
    candidates = sorted(unseen | set(obs.table))
    close = nears(game, pile, taken, candidates) if taken else []
    if close:
        reasons.append(_("One more card would complete: %(names)s.") % {"names": ", ".join(close)})
    denied: list[str] = []
    for other, other_pile in enumerate(obs.captured):
        if other == seat or not taken:
            continue
        denied.extend(completes(game, other_pile, taken))
    if denied:
        reasons.append(
            _("It keeps these cards from the opponents, who need them for: %(names)s.")
            % {"names": ", ".join(sorted(set(denied)))}
        )
    left = [c for c in (card,) if c is not None and not taken]
    for laid in left:
        month = DECK[laid].month
        hidden = sum(1 for c in unseen if DECK[c].month == month)
        if hidden:
            reasons.append(
                ngettext(
                    "Risk: %(count)d card of this month is still hidden; whoever holds it may take yours.",
                    "Risk: %(count)d cards of this month are still hidden; whoever holds one may take yours.",
                    hidden,
                )
                % {"count": hidden}
            )
        else:
            reasons.append(_("No risk: no hidden card of this month is left to take it."))
    if taken and len(taken) == 2:
        month = DECK[taken[-1]].month
        others_on_table = [c for c in obs.table if DECK[c].month == month and c not in taken]
        if others_on_table:
            reasons.append(
                ngettext(
                    "Risk: the card %(cards)s stays on the table for the next player.",
                    "Risk: the cards %(cards)s stay on the table for the next player.",
                    len(others_on_table),
                )
                % {"cards": card_list(others_on_table)}
            )
    return Explanation(move, card, move_sentence(game, move), reasons, value, alternatives)


def _month_group(obs: Observation, card: int) -> list[int]:
    return [c for c in obs.hand if DECK[c].month == DECK[card].month]


def discard_reasons(game: Game, obs: Observation, move: Move) -> list[str]:
    """Nylon-ppong's words for a move: after a discard, the penalty points left in hand and the
    pairs and triplets it keeps or breaks; a ppong, what it lays down."""
    reasons: list[str] = []
    gone = [c for c in move.cards if c in obs.hand]
    if move.action == "discard" and len(gone) == 1:
        left = [c for c in obs.hand if c != gone[0]]
        penalty = game.score_pile(left).total
        reasons.append(
            ngettext(
                "After this discard your hand counts %(n)s penalty point.",
                "After this discard your hand counts %(n)s penalty points.",
                penalty,
            )
            % {"n": penalty}
        )
        group = _month_group(obs, gone[0])
        if len(group) >= 2:
            reasons.append(
                _("It breaks up your cards of one month: %(cards)s.") % {"cards": card_list(group)}
            )
        else:
            kept = {DECK[c].month for c in obs.hand if len(_month_group(obs, c)) >= 2}
            if kept:
                reasons.append(_("Your pairs and triplets stay whole."))
    elif move.action == "ppong" and move.cards:
        reasons.append(_("It calls ppong with %(cards)s.") % {"cards": card_list(list(move.cards))})
    return reasons


def climbing_reasons(obs: Observation, move: Move) -> list[str]:
    """Aigoma-koppai's words for a move: how many cards it sheds and leaves in hand, and the trumps."""
    reasons: list[str] = []
    out = [c for c in move.cards if c in obs.hand]
    brights = [c for c in obs.hand if DECK[c].kind.value == "bright"]
    if out:
        left = len(obs.hand) - len(out)
        reasons.append(
            ngettext(
                "It sheds %(out)s card; cards left in your hand: %(left)s.",
                "It sheds %(out)s cards; cards left in your hand: %(left)s.",
                len(out),
            )
            % {"out": len(out), "left": left}
        )
        if len(out) == 1 and out[0] in brights:
            reasons.append(_("It plays a bright on its own, as a trump."))
        elif brights and not set(out) & set(brights):
            reasons.append(_("Trumps that stay in your hand (brights): %(n)s.") % {"n": len(brights)})
    elif move.action == "pass":
        reasons.append(_("Passing keeps every card in your hand for a later play."))
    return reasons


# --------------------------------------------------------------------------- the reason of a verdict
#
# A verdict that is not "best" carries facts that compare the played move with the better one,
# stored language-neutral (card codes, numbers, combination names in both languages) and put into
# words at display time, so a language switch changes the words. Each fact is kept only when it
# favours the better move; without one, the reason falls back to the search values themselves.

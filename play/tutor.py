"""The tutor: the strong bot's hint in words, and a verdict on each of the learner's moves.

Everything here works from the learner's ``Observation`` (what the learner may see) and the
game's own ``score_pile``: the bot ranks the legal moves, and the words come from comparing score
breakdowns before and after the cards a move names. No game-specific code.
"""

from __future__ import annotations

import random
import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import ngettext, npgettext

from engine.cards import BY_CODE, DECK
from engine.game import Game, Move, Observation, Score
from play.search_pool import run_search
from play.texts import card_list, lang, move_sentence

_RANKS: OrderedDict[tuple[str, str], list[tuple[Move, float, int]]] = OrderedDict()
_LOCK = threading.Lock()

#: Verdict thresholds: the share of the spread between the best and the worst move that was lost.
GOOD_SHARE = 0.12
INACCURACY_SHARE = 0.35
#: Below the game's spread between the best and the worst move (``Game.tutor_spread``, in the
#: strong bot's value units for that game) every move is as good as another; this one when the
#: game is unknown.
FLAT_SPREAD = 0.02


def flat_spread(game: Game | None) -> float:
    """The spread under which the tutor calls every move of ``game`` as good as another."""
    return FLAT_SPREAD if game is None else game.tutor_flat_spread()


def ranked(built: Any, *, row: Any, obs: Observation | None = None) -> list[tuple[Move, float, int]]:
    """The strong bot's ranking of the learner's legal moves here (cached per game and moves).

    The search runs to its fixed budget with a generator seeded by the game and the move number,
    so the advice depends on the position and the game's seed only: the same on an idle and on a
    busy server (the bot's time limit is a safety net that normal play never reaches).
    ``obs`` is the learner's observation of ``built`` when the caller has it already.
    """
    from engine.bots import make_bot

    key = (str(row.id), "|".join(built.moves))
    with _LOCK:
        if key in _RANKS:
            return _RANKS[key]
    if obs is None:
        obs = built.observation()
    if len(obs.legal_moves) == 1:
        ranking = [(obs.legal_moves[0], 0.0, 0)]
    else:
        rng = random.Random(f"{row.seed}:{row.id}:{len(built.moves)}:tutor")
        bot = make_bot("strong")
        ranks = run_search(lambda: bot.rank(obs, rng, game=built.game))
        ranking = [(r.move, float(r.value), int(r.visits)) for r in ranks]
    with _LOCK:
        _RANKS[key] = ranking
        while len(_RANKS) > 512:
            _RANKS.popitem(last=False)
    return ranking


def verdict(built: Any, move: Move, *, row: Any) -> dict[str, Any]:
    """Judge ``move`` against the strong bot's ranking: best, good, inaccuracy or mistake.

    A verdict that is not "best" carries ``reason``: the facts (see ``reason_facts``) that set the
    better move above ``move``, taken from the learner's observation before the move; ``reason_text``
    puts them into words.
    """
    ranking = ranked(built, row=row)
    values = {m: value for m, value, _visits in ranking}
    best_move, best_value, _visits = ranking[0]
    worst_value = min(values.values())
    chosen = values.get(move, worst_value)
    spread = best_value - worst_value
    loss = max(0.0, best_value - chosen)
    if move == best_move or loss <= 1e-9:
        label = "best"
    elif spread < flat_spread(getattr(built, "game", None)) or loss / spread <= GOOD_SHARE:
        label = "good"
    elif loss / spread <= INACCURACY_SHARE:
        label = "inaccuracy"
    else:
        label = "mistake"
    note: dict[str, Any] = {
        "verdict": label,
        "move": move.code,
        "best": best_move.code,
        "value": round(chosen, 2),
        "best_value": round(best_value, 2),
        "loss": round(loss, 2),
    }
    if label != "best" and hasattr(built, "observation"):
        note["reason"] = reason_facts(built.game, built.observation(), move, best_move)
    return note


def hint(built: Any, obs: Observation, *, row: Any, level: str) -> dict[str, Any] | None:
    """The tutor's hint on the learner's turn: level ``"1"`` names the card to look at, level
    ``"2"`` (or a move that plays no hand card) the whole move with its reasons and alternatives.
    """
    if not obs.legal_moves:
        return None
    ranking = ranked(built, row=row, obs=obs)
    move, value, _visits = ranking[0]
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


def hand_card(move: Move, obs: Observation) -> int | None:
    """The hand card a move plays (its first card, when it is in the learner's hand)."""
    if move.cards and move.cards[0] in obs.hand:
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


def taken_cards(move: Move, obs: Observation) -> tuple[int, ...]:
    """The cards a move takes by itself: the hand card with its table targets (before the flip)."""
    targets = move_targets(move, obs)
    if not targets:
        return ()
    card = hand_card(move, obs)
    return ((card,) if card is not None else ()) + targets


def _keys(score: Score) -> dict[str, int]:
    return {item.key: item.points for item in score.items}


def _names(score: Score) -> dict[str, str]:
    language = lang()
    return {item.key: item.name.get(language) for item in score.items}


def completes(game: Game, pile: Sequence[int], added: Sequence[int]) -> list[str]:
    """Names of the combinations (or bonuses) that ``added`` makes or raises in ``pile``."""
    before = _keys(game.score_pile(list(pile)))
    after_score = game.score_pile(list(pile) + list(added))
    after = _keys(after_score)
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
    base_now = _keys(game.score_pile(list(pile)))
    base_after = _keys(game.score_pile(pile_after))
    for card in candidates:
        if card in pile_after:
            continue
        score_now = game.score_pile([*pile, card])
        for key, points in _keys(score_now).items():
            if points > base_now.get(key, 0):
                before.add(key)
        score_after = game.score_pile([*pile_after, card])
        names = _names(score_after)
        for key, points in _keys(score_after).items():
            if points > base_after.get(key, 0) and game.is_combination(key):
                after[key] = names[key]
    return [name for key, name in after.items() if key not in before and key not in base_after]


def explain(
    game: Game, obs: Observation, move: Move, value: float, ranking: Sequence[tuple[Move, float, int]]
) -> Explanation:
    """The tutor's words for ``move``: what it takes, what it nears, what it denies, its risk."""
    seat = obs.seat
    pile = obs.captured[seat]
    taken = taken_cards(move, obs)
    card = hand_card(move, obs)
    reasons: list[str] = []
    if taken:
        reasons.append(_("It takes %(cards)s.") % {"cards": card_list(taken)})
        made = completes(game, pile, taken)
        if made:
            reasons.append(_("That makes or raises: %(names)s.") % {"names": ", ".join(made)})
    elif card is not None:
        reasons.append(_("It takes nothing now: %(card)s stays on the table.") % {"card": card_list([card])})
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
                _("Risk: %(cards)s stays on the table for the next player.")
                % {"cards": card_list(others_on_table)}
            )
    alternatives = [(move_sentence(game, m, obs), v) for m, v, _visits in ranking[1:3]]
    return Explanation(move, card, move_sentence(game, move, obs), reasons, value, alternatives)


# --------------------------------------------------------------------------- the reason of a verdict
#
# A verdict that is not "best" carries facts that compare the played move with the better one,
# stored language-neutral (card codes, numbers, combination names in both languages) and put into
# words at display time, so a language switch changes the words. Each fact is kept only when it
# favours the better move; without one, the reason falls back to the search values themselves.

#: At most this many facts make a reason (one or two short sentences).
MAX_FACTS = 2


def reason_facts(game: Game, obs: Observation, played: Move, best: Move) -> list[dict[str, Any]]:
    """What the better move ``best`` does that ``played`` does not, from the learner's ``obs``
    before the move: by what lies on the table (``Game.table_kind``), most telling first."""
    if played == best:
        return []
    finders = {"open": _open_facts, "stack": _stack_facts, "discard": _discard_facts}
    finder = finders.get(game.table_kind)
    return finder(game, obs, played, best)[:MAX_FACTS] if finder else []


def _codes_of(cards: Iterable[int]) -> list[str]:
    return [DECK[c].code for c in cards]


def _takes(move: Move, obs: Observation) -> tuple[int, ...]:
    """The cards a move takes by itself: a hand card's capture, or the table cards a choice names."""
    if hand_card(move, obs) is not None:
        return taken_cards(move, obs)
    return tuple(c for c in move.cards if c in obs.table)


def _made(game: Game, pile: Sequence[int], added: Sequence[int]) -> dict[str, dict[str, str]]:
    """The combinations ``added`` completes in ``pile`` (absent before), with both names."""
    if not added:
        return {}
    before = _keys(game.score_pile(list(pile)))
    after = game.score_pile(list(pile) + list(added))
    return {
        item.key: {"ru": item.name.get("ru"), "en": item.name.get("en")}
        for item in game.combinations(after)
        if item.points > 0 and before.get(item.key, 0) == 0
    }


def _gain(game: Game, pile: Sequence[int], added: Sequence[int]) -> int:
    if not added:
        return 0
    return game.score_pile(list(pile) + list(added)).total - game.score_pile(list(pile)).total


def _open_facts(game: Game, obs: Observation, played: Move, best: Move) -> list[dict[str, Any]]:
    """A fishing game: combinations completed or kept from the opponents, cards and points taken,
    a valuable card left on the table for the unseen cards of its month."""
    pile = obs.captured[obs.seat]
    got_best, got_played = _takes(best, obs), _takes(played, obs)
    facts: list[dict[str, Any]] = []
    made_best, made_played = _made(game, pile, got_best), _made(game, pile, got_played)
    new = [names for key, names in made_best.items() if key not in made_played]
    if new:
        facts.append({"fact": "completes", "names": new})
    denied_best: dict[str, dict[str, str]] = {}
    denied_played: set[str] = set()
    for other, other_pile in enumerate(obs.captured):
        if other != obs.seat:
            denied_best.update(_made(game, other_pile, got_best))
            denied_played.update(_made(game, other_pile, got_played))
    denied = [names for key, names in denied_best.items() if key not in denied_played]
    if denied:
        facts.append({"fact": "denies", "names": denied})
    points = bool(game.card_point_keys)
    gain_best, gain_played = _gain(game, pile, got_best), _gain(game, pile, got_played)
    if got_best and (gain_best > gain_played if points else not got_played):
        fact: dict[str, Any] = {"fact": "takes", "best": _codes_of(got_best), "played": _codes_of(got_played)}
        if points:
            fact.update(best_points=gain_best, played_points=gain_played)
        facts.append(fact)
    laid = hand_card(played, obs)
    if laid is not None and not got_played and DECK[laid].kind.value != "plain":
        keeps = hand_card(best, obs) != laid or bool(got_best)
        month = DECK[laid].month
        hidden = sum(1 for c in obs.unseen() if DECK[c].month == month)
        if keeps and hidden:
            facts.append({"fact": "exposes", "card": DECK[laid].code, "unseen": hidden})
    return facts


def _from_hand(move: Move, obs: Observation) -> tuple[int, ...]:
    return tuple(c for c in move.cards if c in obs.hand)


def _stack_facts(game: Game, obs: Observation, played: Move, best: Move) -> list[dict[str, Any]]:
    """A climbing game: the cards left in hand after each move, a bright spent, a month set broken."""
    facts: list[dict[str, Any]] = []
    out_best, out_played = _from_hand(best, obs), _from_hand(played, obs)
    left_best, left_played = len(obs.hand) - len(out_best), len(obs.hand) - len(out_played)
    if left_best < left_played:
        facts.append({"fact": "hand_left", "best": left_best, "played": left_played})
    spent = [c for c in out_played if DECK[c].kind.value == "bright" and c not in out_best]
    if spent:
        facts.append({"fact": "spends_bright", "card": DECK[spent[0]].code})
    for month in sorted({DECK[c].month for c in out_played}):
        held = [c for c in obs.hand if DECK[c].month == month]
        split_played = 0 < sum(DECK[c].month == month for c in out_played) < len(held)
        split_best = 0 < sum(DECK[c].month == month for c in out_best) < len(held)
        if split_played and not split_best:
            facts.append({"fact": "breaks_set", "cards": _codes_of(held)})
            break
    return facts


def _discard_facts(game: Game, obs: Observation, played: Move, best: Move) -> list[dict[str, Any]]:
    """A rummy: the penalty points of the hand after each discard, a pair or triplet broken."""
    facts: list[dict[str, Any]] = []
    gone_best, gone_played = _from_hand(best, obs), _from_hand(played, obs)
    if played.action != "discard" or len(gone_played) != 1:
        return facts
    if best.action == "discard" and len(gone_best) == 1:
        penalty_best = game.score_pile([c for c in obs.hand if c != gone_best[0]]).total
        penalty_played = game.score_pile([c for c in obs.hand if c != gone_played[0]]).total
        if penalty_best < penalty_played:
            facts.append({"fact": "penalty", "best": penalty_best, "played": penalty_played})

    def group(card: int) -> list[int]:
        return [c for c in obs.hand if DECK[c].month == DECK[card].month]

    broken = group(gone_played[0])
    best_breaks = best.action == "discard" and len(gone_best) == 1 and len(group(gone_best[0])) >= len(broken)
    if len(broken) >= 2 and not best_breaks:
        facts.append({"fact": "breaks_group", "cards": _codes_of(broken)})
    return facts


def _names_list(names: Sequence[dict[str, str]]) -> str:
    language = lang()
    quoted = [f"«{n.get(language, '')}»" if language == "ru" else f"“{n.get(language, '')}”" for n in names]
    if len(quoted) <= 1:
        return "".join(quoted)
    return _("%(first)s and %(last)s") % {"first": ", ".join(quoted[:-1]), "last": quoted[-1]}


def _cards(codes: Sequence[str]) -> str:
    """Cards as the object of a verb: «карту «Журавль и солнце»», «карты «…» и «…»»."""
    from engine.describe import card_list as names

    cards = [BY_CODE[code].index for code in codes if code in BY_CODE]
    return npgettext("cards as the object of a verb", "%(names)s", "%(names)s", len(cards)) % {
        "names": names(cards, lang())
    }


def _points(count: int) -> str:
    return ngettext("%(n)s point", "%(n)s points", count) % {"n": count}


def _cards_count(count: int) -> str:
    return ngettext("%(n)s card", "%(n)s cards", count) % {"n": count}


def _taken(codes: Sequence[str], points: int | None) -> str:
    text = _cards(codes)
    return text if points is None else f"{text} ({_points(points)})"


def _combination_template(kind: str, *, bonus: bool, count: int) -> str:
    """The sentence for combinations the better move completes (``completes``) or keeps from an
    opponent (``denies``), worded as the game calls them (bonus or yaku)."""
    if kind == "completes" and bonus:
        return ngettext(
            "The better move makes the bonus %(names)s; yours does not.",
            "The better move makes the bonuses %(names)s; yours does not.",
            count,
        )
    if kind == "completes":
        return ngettext(
            "The better move completes the yaku %(names)s; yours does not.",
            "The better move completes the yaku %(names)s; yours does not.",
            count,
        )
    if bonus:
        return ngettext(
            "The better move takes cards an opponent needs for the bonus %(names)s; yours does not.",
            "The better move takes cards an opponent needs for the bonuses %(names)s; yours does not.",
            count,
        )
    return ngettext(
        "The better move takes cards an opponent needs for the yaku %(names)s; yours does not.",
        "The better move takes cards an opponent needs for the yaku %(names)s; yours does not.",
        count,
    )


def _fact_sentence(game: Game, fact: dict[str, Any]) -> str:
    kind = fact.get("fact")
    if kind in ("completes", "denies"):
        names = fact["names"]
        text = _combination_template(str(kind), bonus=game.combination_kind == "bonus", count=len(names))
        return text % {"names": _names_list(names)}
    if kind == "takes":
        best = _taken(fact["best"], fact.get("best_points"))
        if not fact.get("played"):
            return _("The better move takes %(best)s; yours takes nothing.") % {"best": best}
        played = _taken(fact["played"], fact.get("played_points"))
        return _("The better move takes %(best)s; yours takes %(played)s.") % {"best": best, "played": played}
    if kind == "exposes":
        count = int(fact["unseen"])
        return ngettext(
            "Unlike the better move, yours leaves %(card)s on the table, where %(n)s card of its month "
            "that you have not seen can take it.",
            "Unlike the better move, yours leaves %(card)s on the table, where any of %(n)s cards of its "
            "month that you have not seen can take it.",
            count,
        ) % {"card": _cards([fact["card"]]), "n": count}
    if kind == "hand_left":
        return _("The better move leaves %(best)s in your hand; yours leaves %(played)s.") % {
            "best": _cards_count(int(fact["best"])),
            "played": _cards_count(int(fact["played"])),
        }
    if kind == "spends_bright":
        return _("Yours plays the bright %(card)s; the better move keeps it.") % {
            "card": _cards([fact["card"]])
        }
    if kind == "breaks_set":
        from engine.describe import card_list as names

        cards = [BY_CODE[code].index for code in fact["cards"]]
        return ngettext(
            "Unlike the better move, yours breaks up your set of %(n)s card of one month: %(cards)s.",
            "Unlike the better move, yours breaks up your set of %(n)s cards of one month: %(cards)s.",
            len(cards),
        ) % {"n": len(cards), "cards": names(cards, lang())}
    if kind == "penalty":
        return _("After the better discard your hand counts %(best)s; after yours, %(played)s.") % {
            "best": _penalty(int(fact["best"])),
            "played": _penalty(int(fact["played"])),
        }
    if kind == "breaks_group":
        from engine.describe import card_list as names

        cards = [BY_CODE[code].index for code in fact["cards"]]
        words = {
            2: _("Unlike the better move, your discard breaks up a pair: %(cards)s."),
            3: _("Unlike the better move, your discard breaks up a triplet: %(cards)s."),
        }
        text = words.get(
            len(cards), _("Unlike the better move, your discard breaks up a month set: %(cards)s.")
        )
        return text % {"cards": names(cards, lang())}
    return ""


def _penalty(count: int) -> str:
    return ngettext("%(n)s penalty point", "%(n)s penalty points", count) % {"n": count}


def chances(game: Game, note: dict[str, Any]) -> tuple[int, int] | None:
    """The better and the played move's chances of winning the deal in per cent, where the
    strong bot's values are such chances (``utility == "wins"``); else None."""
    if game.search_params("strong").get("utility") != "wins":
        return None
    try:
        best, played = float(note["best_value"]), float(note["value"])
    except (KeyError, TypeError, ValueError):
        return None
    best_share = round(100 * min(1.0, max(0.0, best)))
    played_share = round(100 * min(1.0, max(0.0, played)))
    return (best_share, played_share) if best_share > played_share else None


def estimate_sentence(game: Game, note: dict[str, Any]) -> str:
    """The comparison the search itself makes: chances of winning where it counts them, else in words."""
    shares = chances(game, note)
    if shares is not None:
        return _(
            "By the tutor's estimate the better move wins the deal %(best)s%% of the time; "
            "yours, %(played)s%%."
        ) % {"best": shares[0], "played": shares[1]}
    if note.get("verdict") == "mistake":
        return _("By the tutor's estimate the better move is clearly stronger than yours.")
    return _("By the tutor's estimate the better move is slightly stronger than yours.")


def reason_text(game: Game, note: dict[str, Any]) -> str:
    """The reason of a verdict in the active language: its facts, or the search's own comparison."""
    if note.get("verdict") in (None, "best"):
        return ""
    facts = note.get("reason")
    sentences = []
    if isinstance(facts, list):
        for fact in facts[:MAX_FACTS]:
            try:
                sentences.append(_fact_sentence(game, fact) if isinstance(fact, dict) else "")
            except (KeyError, TypeError, ValueError):  # an imported note: skip what cannot be read
                continue
    sentences = [s for s in sentences if s]
    return " ".join(sentences) if sentences else estimate_sentence(game, note)

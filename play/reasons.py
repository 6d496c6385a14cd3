"""The reason that comes with every tutor's verdict that is not "best".

``reason_facts`` gathers, from the learner's observation before the move, the engine facts that
favour the better move over the played one (points or yaku taken, a combination made or kept from
an opponent, a valuable card left on the table, cards left in hand, penalty points, a pair or a
triplet broken), at most ``MAX_FACTS``; the verdict stores them. ``reason_text`` turns them into
sentences in the current language when a page shows the verdict, falling back to the search's
own comparison (``estimate_sentence``) when no fact applies. Every sentence compares the two moves,
so a reason never argues against the advice.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from engine.cards import BY_CODE, DECK
from engine.game import Game, Move, Observation
from engine.phrases import card_list, cards_phrase
from frame.games import on_site
from play.texts import lang
from play.tutor import hand_card, score_keys, taken_cards

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
    before = score_keys(game.score_pile(list(pile)))
    after = game.score_pile(list(pile) + list(added))
    return {
        item.key: {"ru": item.name.get("ru"), "en": item.name.get("en")}
        for item in game.combinations(after)
        if item.points > 0 and before.get(item.key, 0) == 0
    }


def _gain(game: Game, pile: Sequence[int], added: Sequence[int]) -> int:
    """The points the cards ``added`` are worth by themselves in ``pile`` (the game's card-point
    lines: a bonus or a combination they complete is a fact of its own, never folded in here)."""
    if not added:
        return 0
    before = score_keys(game.score_pile(list(pile)))
    after = score_keys(game.score_pile(list(pile) + list(added)))
    return sum(after.get(key, 0) - before.get(key, 0) for key in game.card_point_keys)


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


def _indices(codes: Sequence[str]) -> list[int]:
    return [BY_CODE[code].index for code in codes if code in BY_CODE]


def _cards(codes: Sequence[str]) -> str:
    """Cards as the object of a verb: «карту «Журавль и солнце»», «карты «…» и «…»»."""
    return cards_phrase(_indices(codes), lang())


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
        text = _combination_template(
            str(kind), bonus=on_site(game.key).combination_kind == "bonus", count=len(names)
        )
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
        cards = _indices(fact["cards"])
        return ngettext(
            "Unlike the better move, yours breaks up your set of %(n)s card of one month: %(cards)s.",
            "Unlike the better move, yours breaks up your set of %(n)s cards of one month: %(cards)s.",
            len(cards),
        ) % {"n": len(cards), "cards": card_list(cards, lang())}
    if kind == "penalty":
        return _("After the better discard your hand counts %(best)s; after yours, %(played)s.") % {
            "best": _penalty(int(fact["best"])),
            "played": _penalty(int(fact["played"])),
        }
    if kind == "breaks_group":
        cards = _indices(fact["cards"])
        words = {
            2: _("Unlike the better move, your discard breaks up a pair: %(cards)s."),
            3: _("Unlike the better move, your discard breaks up a triplet: %(cards)s."),
        }
        text = words.get(
            len(cards), _("Unlike the better move, your discard breaks up a month set: %(cards)s.")
        )
        return text % {"cards": card_list(cards, lang())}
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


def points_gap(game: Game, note: dict[str, Any]) -> int | None:
    """How many points (rounded, at least one) the better move is worth more than the played one,
    where the search values moves in points (``Game.points_per_value``); else None."""
    scale = game.points_per_value
    if not scale:
        return None
    try:
        gap = round((float(note["best_value"]) - float(note["value"])) * scale)
    except (KeyError, TypeError, ValueError):
        return None
    return gap if gap >= 1 else None


def estimate_sentence(game: Game, note: dict[str, Any]) -> str:
    """The comparison the search itself makes: chances of winning where it counts them, else in words."""
    shares = chances(game, note)
    if shares is not None:
        return _(
            "By the tutor's estimate the better move wins the deal %(best)s%% of the time; "
            "yours, %(played)s%%."
        ) % {"best": shares[0], "played": shares[1]}
    gap = points_gap(game, note)
    if gap is not None:
        return ngettext(
            "By the tutor's estimate the better move leaves you %(n)s point better off by the end of "
            "the deal than yours.",
            "By the tutor's estimate the better move leaves you %(n)s points better off by the end of "
            "the deal than yours.",
            gap,
        ) % {"n": gap}
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

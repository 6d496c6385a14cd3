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

from django.utils.formats import number_format
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from engine.cards import BY_CODE, DECK
from engine.game import Game, Move, Observation
from engine.phrases import card_list, cards_phrase
from frame.games import on_site
from frame.language import lang
from room.seat_view import hand_card, score_keys, taken_cards

#: At most this many facts make a reason (one or two short sentences).
MAX_FACTS = 2


def reason_facts(
    game: Game,
    obs: Observation,
    played: Move,
    best: Move,
    *,
    seen: dict[str, Any] | None = None,
    close: bool = False,
    near: bool = False,
) -> list[dict[str, Any]]:
    """What the better move ``best`` does that ``played`` does not, from the learner's ``obs``
    before the move: by what lies on the table (``Game.table_kind``), most telling first, then what
    the analysis's playouts saw by the end of the deal (``seen``, ``room.analysis.facts``): the
    largest difference between the two moves there (``seen_fact``). ``close``: the verdict puts the
    two moves within the noise of the analysis; when nothing favours the better move, the reason then
    says that the played-out deals hardly tell them apart (and that the gap is within chance). ``near``:
    the verdict is «good» or «inaccuracy» (a small loss); with nothing in favour of the better move, the
    reason says they come out almost the same."""
    if played == best:
        return []
    finders = {"open": _open_facts, "stack": _stack_facts, "discard": _discard_facts}
    finder = finders.get(game.table_kind)
    now = finder(game, obs, played, best) if finder else []
    later = seen_fact(game, seen or {}, played, best)
    if later is None and (close or near) and not now:
        later = close_fact(seen or {}, played, best, kind="close" if close else "near")
    if later is None:
        return now[:MAX_FACTS]
    return [*now[: MAX_FACTS - 1], later]


#: A share of the played-out deals counts as a difference from this many points of per cent on.
MIN_SHARE_GAP = 0.1
#: How much a difference in each yes-or-no fact weighs when the largest is chosen (a bright card's
#: owner counts twice an animal's: ``_weight``).
SHARE_WEIGHTS = {
    "own": 1.0,
    "opp": 1.0,
    "made": 2.0,
    "opp_made": 2.0,
    "best": 2.5,
    "out": 2.5,
    "extra": 1.5,
    "bak": 2.0,
    "doubled": 2.0,
    "opp_doubled": 2.0,
}
#: The facts where less is better for the learner (the others: more is better).
LESS_IS_BETTER = frozenset({"opp", "opp_made", "extra", "left", "bak", "opp_doubled", "opp_ppong"})
#: The means a reason may name, by the kind of table, in order, and the difference each needs.
MEANS = {
    "stack": (("leads", 0.5), ("left", 0.1), ("points", 0.1)),
    "discard": (("ppong", 0.2), ("opp_ppong", 0.2), ("margin", 0.1), ("points", 0.1)),
}
OTHER_MEANS = (("points", 0.1),)


def _weight(kind: str, key: str) -> float:
    weight = SHARE_WEIGHTS.get(kind, 0.0)
    if kind in ("own", "opp") and key in BY_CODE:
        weight *= BY_CODE[key].points / 10
    return weight


def seen_fact(game: Game, seen: dict[str, Any], played: Move, best: Move) -> dict[str, Any] | None:
    """The largest difference the playouts saw between ``best`` and ``played`` in favour of ``best``
    (a card's owner, a combination, winning the deal, going out, a bak, a doubling, an extra penalty:
    at least ``MIN_SHARE_GAP`` of the deals; else a mean of the deal, ``MEANS``; else the largest such
    share however small; else a mean better by a tenth), as a reason's fact with both moves' figures;
    None when they saw none or nothing favours ``best``."""
    pair = _after(seen, played, best)
    if pair is None:
        return None
    after_best, after_played = pair
    strong = [
        (score, kind, key)
        for gain, score, kind, key in _gains(after_best, after_played)
        if gain >= MIN_SHARE_GAP
    ]
    chosen = max(strong, default=None)
    if chosen is None:
        chosen = _mean_fact(game, after_best, after_played)
    if chosen is None:
        chosen = _largest_gain(after_best, after_played)
    if chosen is None:  # no share differs in favour of the better move: a smaller difference of a mean
        chosen = _mean_fact(game, after_best, after_played, needed=0.1)
    if chosen is None:
        return None
    _score, kind, key = chosen
    name = f"{kind}:{key}" if key else kind
    fact: dict[str, Any] = {
        "fact": "seen",
        "kind": kind,
        "key": key,
        "best": round(float(after_best.get(name, 0.0)), 3),
        "played": round(float(after_played.get(name, 0.0)), 3),
        "worlds": int(seen.get("worlds", 0)),
    }
    names = seen.get("names")
    if kind in ("made", "opp_made") and isinstance(names, dict) and isinstance(names.get(key), dict):
        fact["names"] = names[key]
    return fact


def _gains(after_best: dict[str, Any], after_played: dict[str, Any]) -> list[tuple[float, float, str, str]]:
    """Each yes-or-no fact's difference in favour of the better move: (gain, gain times its weight,
    kind, key)."""
    found = []
    for name in sorted(after_best.keys() | after_played.keys()):
        kind, _sep, key = name.partition(":")
        weight = _weight(kind, key)
        if not weight:
            continue
        gain = float(after_best.get(name, 0.0)) - float(after_played.get(name, 0.0))
        if kind in LESS_IS_BETTER:
            gain = -gain
        found.append((gain, gain * weight, kind, key))
    return found


def _largest_gain(after_best: dict[str, Any], after_played: dict[str, Any]) -> tuple[float, str, str] | None:
    """The yes-or-no fact with the largest weighted difference in favour of the better move, however
    small (the figures the sentence gives show how small), when none reaches ``MIN_SHARE_GAP``."""
    some = [
        (score, kind, key) for _gain, score, kind, key in _gains(after_best, after_played) if score > 1e-9
    ]
    return max(some, default=None)


def _after(seen: dict[str, Any], played: Move, best: Move) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """What the playouts saw after ``best`` and after ``played``, if they saw both."""
    moves = seen.get("moves")
    if not isinstance(moves, dict):
        return None
    after_best, after_played = moves.get(best.code), moves.get(played.code)
    if not isinstance(after_best, dict) or not isinstance(after_played, dict):
        return None
    return after_best, after_played


def close_fact(
    seen: dict[str, Any], played: Move, best: Move, *, kind: str = "close"
) -> dict[str, Any] | None:
    """Both moves' share of deals won in the played-out deals, for a verdict within noise (``kind``
    "close") or a small loss ("near") where nothing the playouts saw favours the better move."""
    pair = _after(seen, played, best)
    if pair is None:
        return None
    after_best, after_played = pair
    return {
        "fact": "seen",
        "kind": kind,
        "key": "",
        "best": round(float(after_best.get("best", 0.0)), 3),
        "played": round(float(after_played.get("best", 0.0)), 3),
        "worlds": int(seen.get("worlds", 0)),
    }


def _mean_fact(
    game: Game, after_best: dict[str, Any], after_played: dict[str, Any], *, needed: float | None = None
) -> tuple[float, str, str] | None:
    """A mean of the deal where the better move's is better by enough (``MEANS``): Go-Stop's pi,
    Nylon-ppong's ppongs, Aigoma-koppai's leads and cards left, the points (penalty points where lower
    is better). ``needed``: the difference each needs instead (a tenth: enough to show in the figures)."""
    counts = [(name, 0.5) for name in sorted(after_best) if name.startswith("count:")]
    for name, least in [*counts, *MEANS.get(game.table_kind, OTHER_MEANS)]:
        if name not in after_best or name not in after_played:
            continue
        gain = float(after_best[name]) - float(after_played[name])
        if name in LESS_IS_BETTER or (name == "points" and game.points_are_penalties):
            gain = -gain
        if gain >= (least if needed is None else needed):
            kind, _sep, key = name.partition(":")
            return (gain, kind, key)
    return None


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


def _combination_template(kind: str, *, wording: str, count: int) -> str:
    """The sentence for combinations the better move completes (``completes``) or keeps from an
    opponent (``denies``), worded as the game calls them (``GameOnSite.combination_kind``: bonus, yaku
    or combination)."""
    if kind == "completes" and wording == "bonus":
        return ngettext(
            "The better move makes the bonus %(names)s; yours does not.",
            "The better move makes the bonuses %(names)s; yours does not.",
            count,
        )
    if kind == "completes" and wording == "yaku":
        return ngettext(
            "The better move completes the yaku %(names)s; yours does not.",
            "The better move completes the yaku %(names)s; yours does not.",
            count,
        )
    if kind == "completes":
        return ngettext(
            "The better move completes the combination %(names)s; yours does not.",
            "The better move completes the combinations %(names)s; yours does not.",
            count,
        )
    if wording == "bonus":
        return ngettext(
            "The better move takes cards an opponent needs for the bonus %(names)s; yours does not.",
            "The better move takes cards an opponent needs for the bonuses %(names)s; yours does not.",
            count,
        )
    if wording == "yaku":
        return ngettext(
            "The better move takes cards an opponent needs for the yaku %(names)s; yours does not.",
            "The better move takes cards an opponent needs for the yaku %(names)s; yours does not.",
            count,
        )
    return ngettext(
        "The better move takes cards an opponent needs for the combination %(names)s; yours does not.",
        "The better move takes cards an opponent needs for the combinations %(names)s; yours does not.",
        count,
    )


def _fact_sentence(game: Game, fact: dict[str, Any]) -> str:
    kind = fact.get("fact")
    if kind in ("completes", "denies"):
        names = fact["names"]
        text = _combination_template(str(kind), wording=on_site(game.key).combination_kind, count=len(names))
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
    if kind == "seen":
        return _seen_sentence(game, fact)
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


def _share(value: Any) -> str:
    return str(round(100 * float(value)))


def _mean(value: Any, *, signed: bool = False) -> str:
    number = round(float(value), 1)
    text = number_format(abs(number) if signed else number, decimal_pos=1)
    if signed:
        return ("+" if number > 0 else "−" if number < 0 else "") + text
    return text


def _card_name(code: str) -> str:
    card = BY_CODE[code]
    name = card.name.get(lang()) or card.name.get("en") or code
    return f"«{name}»" if lang() == "ru" else f"“{name}”"


def _seen_sentence(game: Game, fact: dict[str, Any]) -> str:
    """A difference the playouts saw by the end of the deal, with both moves' figures."""
    kind, key = str(fact["kind"]), str(fact.get("key", ""))
    shares = {"best": _share(fact["best"]), "played": _share(fact["played"])}
    several = game.players > 2
    if kind == "own":
        return _(
            "Played out to the end of the deal, the better move leaves %(card)s in your pile in "
            "%(best)s%% of the deals; yours, in %(played)s%%."
        ) % {"card": _card_name(key), **shares}
    if kind == "opp":
        text = (
            _(
                "Played out to the end of the deal, your move lets one of the opponents take %(card)s"
                " in %(played)s%% of the deals; the better move, in %(best)s%%."
            )
            if several
            else _(
                "Played out to the end of the deal, your move lets the opponent take %(card)s in "
                "%(played)s%% of the deals; the better move, in %(best)s%%."
            )
        )
        return text % {"card": _card_name(key), **shares}
    if kind in ("made", "opp_made"):
        names = fact.get("names") if isinstance(fact.get("names"), dict) else {}
        label = _names_list([names]) if names else key
        wording = on_site(game.key).combination_kind
        if kind == "made":
            text = {
                "bonus": _(
                    "Played out to the end of the deal, the better move makes the bonus %(name)s in "
                    "%(best)s%% of the deals; yours, in %(played)s%%."
                ),
                "yaku": _(
                    "Played out to the end of the deal, the better move completes the yaku %(name)s in "
                    "%(best)s%% of the deals; yours, in %(played)s%%."
                ),
            }.get(wording) or _(
                "Played out to the end of the deal, the better move completes the combination %(name)s "
                "in %(best)s%% of the deals; yours, in %(played)s%%."
            )
        elif several:
            text = {
                "bonus": _(
                    "Played out to the end of the deal, your move lets one of the opponents make the "
                    "bonus %(name)s in %(played)s%% of the deals; the better move, in %(best)s%%."
                ),
                "yaku": _(
                    "Played out to the end of the deal, your move lets one of the opponents complete the "
                    "yaku %(name)s in %(played)s%% of the deals; the better move, in %(best)s%%."
                ),
            }.get(wording) or _(
                "Played out to the end of the deal, your move lets one of the opponents complete the "
                "combination %(name)s in %(played)s%% of the deals; the better move, in %(best)s%%."
            )
        else:
            text = {
                "bonus": _(
                    "Played out to the end of the deal, your move lets the opponent make the bonus "
                    "%(name)s in %(played)s%% of the deals; the better move, in %(best)s%%."
                ),
                "yaku": _(
                    "Played out to the end of the deal, your move lets the opponent complete the yaku "
                    "%(name)s in %(played)s%% of the deals; the better move, in %(best)s%%."
                ),
            }.get(wording) or _(
                "Played out to the end of the deal, your move lets the opponent complete the combination "
                "%(name)s in %(played)s%% of the deals; the better move, in %(best)s%%."
            )
        return text % {"name": label, **shares}
    if kind == "best":
        text = (
            _(
                "Played out to the end of the deal, the better move leaves you with the fewest "
                "penalty points in %(best)s%% of the deals; yours, in %(played)s%%."
            )
            if game.points_are_penalties
            else _(
                "Played out to the end of the deal, the better move wins you the deal in %(best)s%% "
                "of the deals; yours, in %(played)s%%."
            )
        )
        return text % shares
    if kind == "out":
        return (
            _(
                "Played out to the end of the deal, the better move lets you go out first in %(best)s%% of "
                "the deals; yours, in %(played)s%%."
            )
            % shares
        )
    if kind == "extra":
        return (
            _(
                "Played out to the end of the deal, your move costs you an extra penalty in %(played)s%% of "
                "the deals; the better move, in %(best)s%%."
            )
            % shares
        )
    if kind == "bak":
        return (
            _(
                "Played out to the end of the deal, your move leaves you paying double for a bak in "
                "%(played)s%% of the deals; the better move, in %(best)s%%."
            )
            % shares
        )
    if kind == "doubled":
        return (
            _(
                "Played out to the end of the deal, the better move wins you doubled points in %(best)s%% "
                "of the deals; yours, in %(played)s%%."
            )
            % shares
        )
    if kind == "opp_doubled":
        return (
            _(
                "Played out to the end of the deal, your move lets the opponent score doubled points in "
                "%(played)s%% of the deals; the better move, in %(best)s%%."
            )
            % shares
        )
    means = {"best": _mean(fact["best"]), "played": _mean(fact["played"])}
    if kind == "ppong":
        return (
            _(
                "Played out to the end of the deal, you call ppong %(best)s times on average after the "
                "better move; after yours, %(played)s."
            )
            % means
        )
    if kind == "opp_ppong":
        return (
            _(
                "Played out to the end of the deal, the opponents call ppong %(played)s times on average "
                "after your move; after the better one, %(best)s."
            )
            % means
        )
    if kind == "leads":
        return (
            _(
                "Played out to the end of the deal, you lead %(best)s times on average after the better "
                "move; after yours, %(played)s."
            )
            % means
        )
    if kind == "margin":  # stored as the others' mean minus yours: shown as yours minus theirs
        return _(
            "Played out to the end of the deal, your penalty points minus the opponents' average come to "
            "%(best)s after the better move and %(played)s after yours."
        ) % {
            "best": _mean(-float(fact["best"]), signed=True),
            "played": _mean(-float(fact["played"]), signed=True),
        }
    if kind == "close":
        return (
            _(
                "Played out to the end of the deal, the two moves come out almost the same: you win the deal "
                "in %(best)s%% and %(played)s%% of the deals; the gap between them is within chance."
            )
            % shares
        )
    if kind == "near":
        return (
            _(
                "Played out to the end of the deal, the two moves come out almost the same: you win the deal "
                "in %(best)s%% and %(played)s%% of the deals."
            )
            % shares
        )
    if kind == "count":
        return _(
            "Played out to the end of the deal, you hold %(best)s pi on average after the better move; "
            "after yours, %(played)s."
        ) % {"best": _mean(fact["best"]), "played": _mean(fact["played"])}
    if kind == "left":
        return _(
            "Played out to the end of the deal, you are left with %(best)s cards in hand on average after "
            "the better move; after yours, %(played)s."
        ) % {"best": _mean(fact["best"]), "played": _mean(fact["played"])}
    if kind == "points" and game.points_are_penalties:
        return _(
            "Played out to the end of the deal, the better move leaves you %(best)s penalty points on "
            "average; yours, %(played)s."
        ) % {"best": _mean(fact["best"]), "played": _mean(fact["played"])}
    if kind == "points":
        signed = min(float(fact["best"]), float(fact["played"])) < 0
        return _(
            "Played out to the end of the deal, the better move brings you %(best)s points on average; "
            "yours, %(played)s."
        ) % {"best": _mean(fact["best"], signed=signed), "played": _mean(fact["played"], signed=signed)}
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

"""Card identification questions, generated from the engine's card data.

A question is plain JSON-ready data (it is stored server-side while it waits for an answer):

* ``kind``: one of ``KINDS``; ``shown``: codes of the cards in the prompt;
* ``options``: each ``{"card": code}`` or ``{"month": n}`` / ``{"kind": k}`` / ``{"name": code}``;
  a month is always stored by its Japanese number (the card's identity, as in the card codes) and
  shown in the visitor's order (``order``: ``ja`` or ``ko``) only when the page is drawn, so the
  same answer is right in either order;
* ``answer``: the indexes of the right options (one, or four for ``pick_month``);
* ``grades``: the (card code, facet) pairs that the answer schedules in spaced repetition;
* ``params``: what the prompt needs (a month number, the named card...).

The template only ever sees ``public_view(question)``: the prompt and the option labels, never
``answer``, and card pictures by slot number, never by code (see ``views.card_picture``).
"""

from __future__ import annotations

import random
from collections.abc import Set as AbstractSet
from functools import cache
from typing import Any

from engine.cards import BY_CODE, DECK, KIND_NAMES, MONTH_NAMES, Card, Kind, Ribbon, Text, korean_month
from learn import orders

Question = dict[str, Any]

KINDS = ("month", "kind", "pick_month", "name", "odd_one_out", "order_month", "which_named", "capture")
"""The kinds a mixed quiz round draws from (``pick_group`` belongs to the lessons on combinations).

``order_month`` asks about the order the learner's deck does not use, and only about the willow and
the paulownia, the two months whose numbers differ (``learn.orders``)."""
FACETS = ("month", "kind", "name")
KIND_ORDER = (Kind.BRIGHT, Kind.ANIMAL, Kind.RIBBON, Kind.PLAIN)


# --------------------------------------------------------------------------- card facts


def shown_month(month: int, order: str = "ja") -> int:
    """The number a (Japanese-numbered) month is shown with in ``order``: ``ko`` swaps 11 and 12."""
    return korean_month(month) if order == "ko" else month


def month_distance(a: int, b: int, order: str = "ja") -> int:
    """Distance between two months on the twelve-month circle, as numbered in ``order``."""
    d = abs(shown_month(a, order) - shown_month(b, order)) % 12
    return min(d, 12 - d)


def quiz_name(card: Card) -> Text:
    """The card's name as a quiz shows it: the two plains of a month look alike, so no number."""
    if card.kind is Kind.PLAIN and card.subject is None:
        plant = card.plant.name
        return Text(f"{plant.ru}, простая карта", f"{plant.en} plain")
    return card.name


def twins(a: Card, b: Card) -> bool:
    """Two cards a learner cannot tell apart by name: the same card or two ordinary plains of a month."""
    return a.month == b.month and quiz_name(a) == quiz_name(b)


def plausible(card: Card, other: Card, order: str = "ja") -> bool:
    """A distractor is plausible when it is the same kind or from a neighbouring month."""
    return other.kind is card.kind or month_distance(card.month, other.month, order) <= 1


def _pick(rng: random.Random, pool: list[Card], count: int) -> list[Card]:
    """``count`` distinct cards from ``pool`` (order from ``rng``)."""
    return rng.sample(pool, count)


def _distractor_cards(
    rng: random.Random,
    card: Card,
    count: int,
    *,
    exclude: AbstractSet[str] = frozenset(),
    same_month: bool = True,
    order: str = "ja",
) -> list[Card]:
    """Plausible cards that differ from ``card`` (and from each other) by quiz name; cards of the same
    kind first, so that a bird is not told apart from a plain by having a bird on it."""
    pool = [
        c
        for c in DECK
        if c.code not in exclude
        and not twins(c, card)
        and plausible(card, c, order)
        and (same_month or c.month != card.month)
    ]
    rng.shuffle(pool)
    pool.sort(key=lambda c: c.kind is not card.kind)
    chosen: list[Card] = []
    for c in pool:
        if all(not twins(c, other) for other in chosen):
            chosen.append(c)
        if len(chosen) == count:
            break
    return chosen


def _shuffled_options(
    rng: random.Random, right: list[dict], wrong: list[dict]
) -> tuple[list[dict], list[int]]:
    options = right + wrong
    order = list(range(len(options)))
    rng.shuffle(order)
    shuffled = [options[i] for i in order]
    answer = sorted(order.index(i) for i in range(len(right)))
    return shuffled, answer


def _question(kind: str, **fields: Any) -> Question:
    q: Question = {"kind": kind, "shown": [], "options": [], "answer": [], "grades": [], "params": {}}
    q.update(fields)
    return q


# --------------------------------------------------------------------------- generators


def card_to_month(rng: random.Random, card: Card, *, order: str = "ja") -> Question:
    """Show a card; choose its month among four (neighbouring months or months with the same kind)."""
    pool = [
        m
        for m in range(1, 13)
        if m != card.month
        and (
            month_distance(m, card.month, order) <= 2
            or any(c.kind is card.kind for c in DECK[(m - 1) * 4 : m * 4])
        )
    ]
    months = rng.sample(pool, 3)
    options, answer = _shuffled_options(rng, [{"month": card.month}], [{"month": m} for m in months])
    return _question(
        "month", shown=[card.code], options=options, answer=answer, grades=[[card.code, "month"]]
    )


def card_to_kind(rng: random.Random, card: Card) -> Question:
    """Show a card; choose its kind and points (the four kinds, always in the same order)."""
    options = [{"kind": k.value} for k in KIND_ORDER]
    answer = [KIND_ORDER.index(card.kind)]
    return _question("kind", shown=[card.code], options=options, answer=answer, grades=[[card.code, "kind"]])


def card_to_name(rng: random.Random, card: Card, *, order: str = "ja") -> Question:
    """Show a card; choose its name among four names of the same kind or a neighbouring month."""
    others = _distractor_cards(rng, card, 3, order=order)
    options, answer = _shuffled_options(rng, [{"name": card.code}], [{"name": c.code} for c in others])
    return _question("name", shown=[card.code], options=options, answer=answer, grades=[[card.code, "name"]])


def pick_month(rng: random.Random, month: int, *, order: str = "ja") -> Question:
    """Name a month; pick its four cards from a grid of eight (the rest from neighbouring months)."""
    own = list(DECK[(month - 1) * 4 : month * 4])
    near = [c for c in DECK if month_distance(c.month, month, order) == 1]
    others = _pick(rng, near, 4)
    options, answer = _shuffled_options(
        rng, [{"card": c.code} for c in own], [{"card": c.code} for c in others]
    )
    return _question(
        "pick_month",
        options=options,
        answer=answer,
        multi=True,
        grades=[[c.code, "month"] for c in own],
        params={"month": month},
    )


def odd_one_out(rng: random.Random, card: Card, *, by: str = "month", order: str = "ja") -> Question:
    """Four cards, three sharing a month (or a kind); ``card`` is the one that does not belong."""
    if by == "month":
        month = rng.choice([m for m in range(1, 13) if month_distance(m, card.month, order) == 1])
        three = _pick(rng, list(DECK[(month - 1) * 4 : month * 4]), 3)
        facet = "month"
    else:
        kind = rng.choice([k for k in KIND_ORDER if k is not card.kind])
        pool = [c for c in DECK if c.kind is kind]
        near = [c for c in pool if month_distance(c.month, card.month, order) <= 1]
        first = rng.choice(near or pool)
        rest = [c for c in pool if c.month not in (first.month,)]
        three = [first, *_distinct_months(rng, rest, 2, avoid={first.month})]
        facet = "kind"
    options, answer = _shuffled_options(rng, [{"card": card.code}], [{"card": c.code} for c in three])
    return _question(
        "odd_one_out",
        options=options,
        answer=answer,
        grades=[[card.code, facet]],
        params={"by": by},
    )


def _distinct_months(rng: random.Random, pool: list[Card], count: int, *, avoid: set[int]) -> list[Card]:
    rng.shuffle(pool)
    chosen: list[Card] = []
    months = set(avoid)
    for c in pool:
        if c.month not in months:
            chosen.append(c)
            months.add(c.month)
        if len(chosen) == count:
            break
    return chosen


WHICH_NAMED_OPTIONS = 4


def which_named(rng: random.Random, card: Card, *, order: str = "ja") -> Question:
    """Four similar cards (of the same kind where the deck has enough, else a neighbouring month);
    choose the one with the given name."""
    others = _distractor_cards(rng, card, WHICH_NAMED_OPTIONS - 1, order=order)
    options, answer = _shuffled_options(rng, [{"card": card.code}], [{"card": c.code} for c in others])
    return _question(
        "which_named",
        options=options,
        answer=answer,
        grades=[[card.code, "name"]],
        params={"named": card.code},
    )


def capture(rng: random.Random, card: Card, *, table_size: int = 5, order: str = "ja") -> Question:
    """A card in hand and a table: choose the one table card of the same month (reading a position)."""
    partner = rng.choice([c for c in DECK if c.month == card.month and c != card])
    pool = [c for c in DECK if c.month != card.month and plausible(card, c, order)]
    table = _distinct_months(rng, pool, table_size - 1, avoid={card.month})
    options, answer = _shuffled_options(rng, [{"card": partner.code}], [{"card": c.code} for c in table])
    return _question(
        "capture", shown=[card.code], options=options, answer=answer, grades=[[card.code, "month"]]
    )


GROUPS: dict[str, tuple[Text, tuple[str, ...]]] = {
    "poem": (
        Text("красные ленты с надписью", "the poem ribbons"),
        tuple(c.code for c in DECK if c.ribbon is Ribbon.RED_POEM),
    ),
    "blue": (Text("синие ленты", "the blue ribbons"), tuple(c.code for c in DECK if c.ribbon is Ribbon.BLUE)),
    "red_plain": (
        Text("красные ленты без надписи", "the plain red ribbons"),
        tuple(c.code for c in DECK if c.ribbon is Ribbon.RED_PLAIN),
    ),
    "brights": (Text("яркие карты", "the brights"), tuple(c.code for c in DECK if c.kind is Kind.BRIGHT)),
    "boar_deer_butterflies": (
        Text("кабан, олень и бабочки", "boar, deer and butterflies"),
        tuple(c.code for c in DECK if c.subject in ("boar", "deer", "butterflies")),
    ),
    "moon_sake": (
        Text("луна и чаша сакэ", "the moon and the sake cup"),
        tuple(c.code for c in DECK if c.subject in ("moon", "sake_cup")),
    ),
    "curtain_sake": (
        Text("занавес и чаша сакэ", "the curtain and the sake cup"),
        tuple(c.code for c in DECK if c.subject in ("curtain", "sake_cup")),
    ),
}
"""Groups of cards behind the «Хато» bonuses and the Koi-Koi yaku, defined by the card data."""


def pick_group(rng: random.Random, group: str, *, size: int = 8) -> Question:
    """Name a group (the blue ribbons...); pick its cards from a grid of ``size`` (the rest: same kinds)."""
    _label, codes = GROUPS[group]
    own = [BY_CODE[c] for c in codes]
    kinds = {c.kind for c in own}
    near = [c for c in DECK if c.code not in codes and c.kind in kinds]
    if len(near) < size - len(own):
        months = {c.month for c in own}
        near += [
            c
            for c in DECK
            if c.code not in codes and c not in near and any(month_distance(c.month, m) <= 1 for m in months)
        ]
    others = _pick(rng, near, size - len(own))
    options, answer = _shuffled_options(
        rng, [{"card": c.code} for c in own], [{"card": c.code} for c in others]
    )
    return _question(
        "pick_group",
        options=options,
        answer=answer,
        multi=True,
        grades=[[c.code, "kind"] for c in own],
        params={"group": group},
    )


def make(kind: str, rng: random.Random, card: Card, *, order: str = "ja") -> Question:
    """Build a question of ``kind`` about ``card`` (for ``pick_month``: about its month).

    ``order`` (the visitor's deck) chooses which months count as neighbours for distractors, and
    which order an order question asks about (the other one). An order question about a card of the
    first ten months asks about a willow or paulownia card of the same kind instead.
    """
    match kind:
        case "month":
            return card_to_month(rng, card, order=order)
        case "kind":
            return card_to_kind(rng, card)
        case "name":
            return card_to_name(rng, card, order=order)
        case "pick_month":
            return pick_month(rng, card.month, order=order)
        case "odd_one_out":
            return odd_one_out(rng, card, by=rng.choice(("month", "kind")), order=order)
        case "order_month" | "korean_month":
            # ``korean_month`` is the older name of the question on the Korean order.
            asked = "ko" if kind == "korean_month" else orders.resolve("other", order)
            return orders.order_month(rng, orders.substitute(rng, card), order=asked)
        case "order_pick":
            month = orders.substitute(rng, card).month
            return orders.order_pick(rng, month, order=orders.resolve("other", order))
        case "which_named":
            return which_named(rng, card, order=order)
        case "capture":
            return capture(rng, card, order=order)
        case kind if kind in GAME_KINDS:
            return make_game_question(kind, rng, card)
    raise ValueError(f"unknown question kind: {kind}")


FACET_KINDS = {
    "month": ("month", "capture", "odd_one_out"),
    "kind": ("kind",),
    "name": ("name", "which_named"),
}


def for_facet(rng: random.Random, card: Card, facet: str, *, order: str = "ja") -> Question:
    """A question that tests ``facet`` of ``card`` (for the review queue)."""
    if facet == "kind":
        return card_to_kind(rng, card)
    if facet == "name":
        return rng.choice((card_to_name, which_named))(rng, card, order=order)
    return card_to_month(rng, card, order=order)


def interleaved(
    rng: random.Random,
    previous: list[str],
    weights: dict[str, float] | None = None,
    *,
    order: str = "ja",
) -> Question:
    """The next question of a round: a new kind and a card of another month and kind than last time.

    ``previous`` holds ``"kind:code"`` of the questions asked so far; ``weights`` (by card code) make
    weak cards come up more often.
    """
    last_kind, _, last_code = (previous[-1] if previous else "::").partition(":")
    last = BY_CODE.get(last_code)
    pool = [c for c in DECK if last is None or (c.month != last.month and c.kind is not last.kind)]
    kinds = [k for k in KINDS if k != last_kind and any(_fits(k, c) for c in pool)]
    kind = rng.choice(kinds)
    pool = [c for c in pool if _fits(kind, c)]
    asked = {p.partition(":")[2] for p in previous}
    fresh = [c for c in pool if c.code not in asked] or pool
    card = rng.choices(fresh, weights=[(weights or {}).get(c.code, 1.0) for c in fresh])[0]
    question = make(kind, rng, card, order=order)
    question["spec"] = spec_of(question, card)
    return question


def _fits(kind: str, card: Card) -> bool:
    """Whether a question of ``kind`` about ``card`` teaches something (order questions: months 11, 12)."""
    return orders.eligible(card) if kind in orders.KINDS else True


def spec_of(question: Question, card: Card) -> dict:
    """The lesson-item spec that asks ``question`` again (with fresh distractors), e.g. for a retry."""
    kind = question["kind"]
    if kind == "pick_month":
        return {"kind": kind, "month": question["params"]["month"]}
    if kind == "odd_one_out":
        return {"kind": kind, "card": card.code, "by": question["params"]["by"]}
    if kind in orders.KINDS:
        code = question["shown"][0] if question["shown"] else f"{question['params']['month']:02d}a"
        spec = {"kind": kind, "card": code, "order": question["params"]["order"]}
        return {**spec, "month": question["params"]["month"]} if kind == "order_pick" else spec
    return {"kind": kind, "card": card.code}


# --------------------------------------------------------------------------- answers


def parse_choice(question: Question, values: list[str]) -> list[int] | None:
    """The chosen option indexes from form values (1-based), or None when they make no sense."""
    try:
        chosen = sorted({int(v) - 1 for v in values})
    except (TypeError, ValueError):
        return None
    if not chosen or any(not 0 <= i < len(question["options"]) for i in chosen):
        return None
    if not question.get("multi") and len(chosen) != 1:
        return None
    return chosen


def is_right(question: Question, chosen: list[int]) -> bool:
    """Whether the chosen options are exactly the right ones."""
    return sorted(chosen) == sorted(question["answer"])


def card_grades(question: Question, chosen: list[int]) -> list[tuple[str, str, bool]]:
    """(card, facet, right) for spaced repetition; for a grid each of the month's cards counts alone."""
    if question.get("multi"):
        picked = {question["options"][i]["card"] for i in chosen}
        wrong_pick = bool(picked - {code for code, _ in question["grades"]})
        return [(code, facet, code in picked and not wrong_pick) for code, facet in question["grades"]]
    right = is_right(question, chosen)
    return [(code, facet, right) for code, facet in question["grades"]]


def confused_card(question: Question, chosen: list[int]) -> str | None:
    """The card the learner mixed up with the right one, to show beside it (None if right)."""
    if is_right(question, chosen):
        return None
    wrong = [i for i in chosen if i not in question["answer"]]
    if not wrong:
        return None
    option = question["options"][wrong[0]]
    if "card" in option:
        return option["card"]
    if "name" in option:
        return option["name"]
    if "month" in option and question["shown"]:
        subject = BY_CODE[question["shown"][0]]
        month = option["month"]
        if question["kind"] in ("order_month", "korean_month"):
            month = orders.asked_month(question, wrong[0])
        cards = DECK[(month - 1) * 4 : month * 4]
        return next((c.code for c in cards if c.kind is subject.kind), cards[min(subject.rank, 3)].code)
    return None


def right_cards(question: Question) -> list[str]:
    """The card (or cards) the correct answer is about, for the feedback."""
    if question["kind"] in ("month", "kind", "name", "korean_month", "order_month"):
        return list(question["shown"])
    return [
        question["options"][i].get("card") or question["options"][i].get("name") for i in question["answer"]
    ]


def month_name(month: int, lang: str, order: str = "ja") -> str:
    """The calendar name of a (Japanese-numbered) month as ``order`` numbers it: «Декабрь» for
    the willow in the Korean order."""
    return MONTH_NAMES[shown_month(month, order) - 1].get(lang)


def month_label(month: int, lang: str, order: str = "ja") -> str:
    """«Январь · сосна» / «January · pine» for a Japanese month number, named as in ``order``."""
    plant = DECK[(month - 1) * 4].plant.name.get(lang)
    return f"{month_name(month, lang, order)} · {plant.lower()}"


def kind_label(kind: str, lang: str) -> str:
    """«Яркая карта · 20» / «Bright · 20»."""
    k = Kind(kind)
    points = {Kind.BRIGHT: 20, Kind.ANIMAL: 10, Kind.RIBBON: 5, Kind.PLAIN: 0}[k]
    name = KIND_NAMES[k].get(lang)
    return f"{name[:1].upper()}{name[1:]} · {points}"


# --------------------------------------------------------------------------- game knowledge

GAME_KINDS = ("aigoma_beat", "nylon_penalty", "nylon_stop", "gostop_role")
"""Questions on the rules of Aigoma-koppai, Nylon-ppong and Go-Stop; every answer is read from the engine.

* ``aigoma_beat``: a card lies on the table; which of three cards from your hand beats it (the
  Nagoya order of month seniority, as ``engine.games.aigoma`` plays it);
* ``nylon_penalty``: how many penalty points is this five-card hand worth (Korean month values,
  three of a month count nothing: the engine's scorer);
* ``nylon_stop``: after your ppong you must discard one of three cards; which discard lets you call
  stop (the engine's legal moves at the start of your next turn);
* ``gostop_role``: what this card counts as in Go-Stop (the engine's table of roles, ``learn.roles``).
"""
AIGOMA_PRESET = "source"
NYLON_PRESET = "text"
NYLON_HAND = 5


@cache
def aigoma_game():
    """Aigoma-koppai by the source text: the Nagoya order, equal trumps."""
    from engine.game import get_game

    return get_game("aigoma", players=2, preset=AIGOMA_PRESET)


@cache
def nylon_game():
    """Nylon-ppong by the source text: stop at 10 or less, hidden ppong on."""
    from engine.game import get_game

    return get_game("nylon", players=2, preset=NYLON_PRESET)


def seniority(month: int) -> int:
    """The strength of a (Japanese-numbered) month in Aigoma-koppai: 0 for the weakest, 11 the strongest."""
    return aigoma_game().rules.month_level[month]


def seniority_order() -> tuple[int, ...]:
    """The months (Japanese numbers) from the most senior to the weakest, as the engine ranks them."""
    return tuple(aigoma_game().rules.month_order)


def aigoma_beaters(table: Card, hand: list[Card]) -> set[str]:
    """The cards of ``hand`` that may beat ``table`` alone: the engine's legal moves in that position."""
    used = {table.index, *(c.index for c in hand)}
    other = next(i for i in range(48) if i not in used)
    state = aigoma_game().position(hands=[[c.index for c in hand], [other]], top=[table.index], current=0)
    return {DECK[m.cards[0]].code for m in state.legal_moves() if m.action == "beat" and len(m.cards) == 1}


def _aigoma_table_ok(card: Card) -> bool:
    """A table card that has a more senior month above it and two weaker months below it."""
    level = seniority(card.month)
    return card.kind is not Kind.BRIGHT and 1 < level < 11


def aigoma_beat(rng: random.Random, card: Card) -> Question:
    """``card`` lies on the table; choose the one card of three in your hand that beats it."""
    table = card if _aigoma_table_ok(card) else rng.choice([c for c in DECK if _aigoma_table_ok(c)])
    level = seniority(table.month)
    plain = [c for c in DECK if c.kind is not Kind.BRIGHT]
    senior = [c for c in plain if seniority(c.month) > level]
    right = rng.choice(senior)
    junior_months = rng.sample(sorted({c.month for c in plain if seniority(c.month) < level}), 2)
    wrong = [rng.choice([c for c in plain if c.month == m]) for m in junior_months]
    beaters = aigoma_beaters(table, [right, *wrong])
    if beaters != {right.code}:  # pragma: no cover - the engine has the last word
        raise RuntimeError(f"aigoma_beat: the engine lets {sorted(beaters)} beat {table.code}")
    options, answer = _shuffled_options(rng, [{"card": right.code}], [{"card": c.code} for c in wrong])
    return _question(
        "aigoma_beat",
        shown=[table.code],
        options=options,
        answer=answer,
        params={"groups": [["table", 1]], "table": table.code, "beats": right.code},
    )


def nylon_value(card: Card) -> int:
    """A card's value in Nylon-ppong (its Korean month number), from the engine."""
    return nylon_game().card_value(card.index)


def nylon_score(cards: list[Card]):
    """The engine's score of a hand: its total and the items (cards that count, concealed triplets)."""
    return nylon_game().score_pile([c.index for c in cards])


def _nylon_hand(rng: random.Random, card: Card, triplet: bool) -> list[Card]:
    """Five cards with ``card``; with ``triplet`` three of them share a month, else no month has three."""
    hand = [card]
    if triplet:
        month = card.month if rng.random() < 0.4 else rng.choice([m for m in range(1, 13) if m != card.month])
        mates = [c for c in DECK if c.month == month and c != card]
        hand += rng.sample(mates, 3 - sum(c.month == month for c in hand))
    else:
        month = 0
    while len(hand) < NYLON_HAND:
        c = rng.choice(DECK)
        count = sum(h.month == c.month for h in hand)
        if c not in hand and c.month != month and count < 2:
            hand.append(c)
    rng.shuffle(hand)
    return hand


def nylon_penalty(rng: random.Random, card: Card) -> Question:
    """A five-card hand with ``card``; choose its penalty points among four numbers."""
    hand = _nylon_hand(rng, card, triplet=rng.random() < 0.5)
    score = nylon_score(hand)
    total = score.total
    hidden = {i for item in score.items if item.key == "concealed_triplet" for i in item.cards}
    naive = sum(nylon_value(c) for c in hand)
    japanese = sum(c.month for c in hand if c.index not in hidden)
    candidates = [v for v in (naive, japanese) if v != total]
    while len(set(candidates)) < 3:
        candidates.append(max(0, total + rng.choice((-4, -3, -2, -1, 1, 2, 3, 4, 6))))
        candidates = [v for v in candidates if v != total]
    wrong = list(dict.fromkeys(candidates))[:3]
    values = sorted([total, *wrong])
    return _question(
        "nylon_penalty",
        shown=[c.code for c in hand],
        options=[{"label": {"ru": str(v), "en": str(v)}, "value": v} for v in values],
        answer=[values.index(total)],
        params={
            "groups": [["your_hand", NYLON_HAND]],
            "total": total,
            "counted": [DECK[i].code for item in score.items if item.key == "cards" for i in item.cards],
            "hidden": [DECK[i].code for i in sorted(hidden)],
        },
    )


def nylon_may_stop(meld: list[Card], hand: list[Card]) -> bool:
    """Whether a player with ``meld`` laid and ``hand`` left may call stop: the engine's legal moves."""
    used = {c.index for c in (*meld, *hand)}
    rest = [i for i in range(48) if i not in used]
    state = nylon_game().position(
        hands=[[c.index for c in hand], rest[:NYLON_HAND]],
        melds=[[c.index for c in meld], []],
        deck=rest[NYLON_HAND : NYLON_HAND + 4],
        current=0,
    )
    return any(m.action == "stop" for m in state.legal_moves())


def nylon_stop(rng: random.Random, card: Card) -> Question:
    """After a ppong you hold three cards with ``card``; choose the discard that lets you call stop."""
    for _try in range(400):
        month = rng.choice([m for m in range(1, 13) if m != card.month])
        meld = rng.sample([c for c in DECK if c.month == month], 3)
        pool = [c for c in DECK if c.month != month and c != card]
        hand = [card, *rng.sample(pool, 2)]
        stops = [c for c in hand if nylon_may_stop(meld, [h for h in hand if h != c])]
        if len(stops) == 1:
            break
    else:  # pragma: no cover - a few tries always find one
        raise RuntimeError(f"nylon_stop: no hand for {card.code}")
    discard = stops[0]
    order = sorted(hand, key=lambda _c: rng.random())
    kept = [c for c in hand if c != discard]
    return _question(
        "nylon_stop",
        shown=[c.code for c in meld],
        options=[{"card": c.code} for c in order],
        answer=[order.index(discard)],
        params={
            "groups": [["ppong", 3]],
            "discard": discard.code,
            "kept": [c.code for c in kept],
            "kept_sum": sum(nylon_value(c) for c in kept),
            "limit": nylon_game().options["stop_limit"],
        },
    )


def make_game_question(kind: str, rng: random.Random, card: Card) -> Question:
    """A question of one of ``GAME_KINDS`` about ``card`` (see there)."""
    match kind:
        case "aigoma_beat":
            return aigoma_beat(rng, card)
        case "nylon_penalty":
            return nylon_penalty(rng, card)
        case "nylon_stop":
            return nylon_stop(rng, card)
        case "gostop_role":
            from learn import roles

            return roles.make(kind, rng, card)
    raise ValueError(f"unknown question kind: {kind}")

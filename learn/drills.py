"""Drills on combinations and scoring, generated from engine positions and checked by the engine's scorer.

Which drills a game offers, the preset they score with and their wording are the site's facts about
the game (``frame.games``: ``drill_kinds``, ``drill_preset``, ``combination_kind``); the scoring is the
engine's (``Game.card_point_keys``, ``score_pile``, ``stop_score``).

A drill starts from a real position: a deal of the game played with random legal moves until seat 0
has captured about as many cards as the learner's level asks for. Then, on that captured pile:

* ``bonus``: pick every bonus («Хато») or yaku (Koi-Koi) present, or «none»;
* ``score``: type the pile's score;
* ``complete``: choose the one card (of four) that would complete a new bonus or yaku;
* ``stop`` (Koi-Koi): how many points does stopping now give, with the chosen doublings and calls
  (the game's own ``stop_score``).

Feedback shows the scorer's own breakdown. Difficulty (1-5) is the learner's ``drill_level``.
"""

from __future__ import annotations

import random
from functools import cache

from django.utils.translation import gettext as _

from engine.cards import BY_CODE, DECK, Text
from engine.game import Game, Score, ScoreItem, get_game
from frame.games import DRILL_KINDS, game_keys, on_site

DRILLS = DRILL_KINDS
"""Every kind of drill this module makes; a game offers some of them (``GameOnSite.drill_kinds``)."""
PILE_SIZES = {1: (6, 8), 2: (8, 10), 3: (10, 13), 4: (13, 16), 5: (16, 20)}
POSITIONS_TRIED = 8
NOTHING = Text("Ничего из этого", "None of these")


@cache
def games() -> tuple[str, ...]:
    """The games that offer drills, in the site's order."""
    return tuple(key for key in game_keys() if on_site(key).drill_kinds)


def offers(game: str, kind: str) -> bool:
    """Whether ``game`` is a game with drills and offers the drill ``kind``."""
    return game in games() and kind in on_site(game).drill_kinds


@cache
def scorer(game: str) -> Game:
    """The game as its drills score: with its ``drill_preset`` (``GameOnSite``)."""
    return get_game(game, preset=on_site(game).drill_preset)


def bonus_items(game: str, score: Score) -> list[ScoreItem]:
    """The bonus or yaku lines of a breakdown (without card points such as «Хато»'s)."""
    return list(scorer(game).combinations(score))


@cache
def catalogue(game: str) -> dict[str, tuple[Text, frozenset[int]]]:
    """Every bonus or yaku the scorer can name, with the cards it needs, found by scoring sample piles."""
    engine = scorer(game)
    found: dict[str, tuple[Text, frozenset[int]]] = {}
    samples = [list(range(48))]
    samples += [
        [c.index for c in DECK if c.kind.value == kind] for kind in ("bright", "animal", "ribbon", "plain")
    ]
    samples += [[i for i in range(48) if DECK[i].subject not in ("rain_man", "sake_cup", "moon")]]
    samples += [
        [c.index for c in DECK if c.ribbon is not None and c.ribbon.value == r] for r in ("red_poem", "blue")
    ]
    samples += [[0, 8, 28, 44], [0, 8, 28, 40], [0, 8, 28], [8, 32], [28, 32]]
    samples += [[4, 12, 16, 29, 32], [1, 13, 17, 25, 42]]  # five animals, five ribbons without a special yaku
    for sample in samples:
        for item in bonus_items(game, engine.score_pile(sample)):
            found.setdefault(item.key, (item.name, frozenset(item.cards)))
    return found


# --------------------------------------------------------------------------- positions


def position_pile(game: str, rng: random.Random, size: int) -> list[int]:
    """Seat 0's captured cards in a deal played with random legal moves until about ``size`` cards."""
    engine = scorer(game)
    state = engine.new_state(rng.randrange(2**31))
    pile: tuple[int, ...] = ()
    for _step in range(400):
        if state.is_over:
            break
        moves = [m for m in state.legal_moves() if m.action != "stop"] or list(state.legal_moves())
        state = state.apply(rng.choice(moves))
        piles = state.captured_piles()  # public: no need to build a whole observation per move
        if piles and piles[0]:
            pile = piles[0]
        if len(pile) >= size:
            break
    return sorted(pile)


def _positions(game: str, rng: random.Random, level: int) -> list[list[int]]:
    low, high = PILE_SIZES[max(1, min(level, 5))]
    return [position_pile(game, rng, rng.randint(low, high)) for _ in range(POSITIONS_TRIED)]


def _richest(game: str, piles: list[list[int]]) -> list[int]:
    engine = scorer(game)
    return max(piles, key=lambda p: (len(bonus_items(game, engine.score_pile(p))), len(p)))


def _with_combination(game: str, rng: random.Random, pile: list[int]) -> list[int]:
    """The pile with one catalogue combination added (when random play gave none)."""
    key = rng.choice(sorted(catalogue(game)))
    return sorted(set(pile) | set(catalogue(game)[key][1]))


# --------------------------------------------------------------------------- drills


def _base(kind: str, game: str, pile: list[int], **fields) -> dict:
    engine = scorer(game)
    question = {
        "kind": f"drill_{kind}",
        "drill": kind,
        "game": game,
        "shown": [DECK[i].code for i in pile],
        "options": [],
        "answer": [],
        "grades": [],
        "params": {},
        "score": engine.score_pile(pile).as_json(),
    }
    question.update(fields)
    return question


def bonus_drill(rng: random.Random, game: str, level: int) -> dict:
    """Pick every bonus or yaku present in the pile (distractors: the near misses)."""
    pile = _richest(game, _positions(game, rng, level))
    engine = scorer(game)
    if level >= 2 and not bonus_items(game, engine.score_pile(pile)) and rng.random() < 0.7:
        pile = _with_combination(game, rng, pile)
    present = [item.key for item in bonus_items(game, engine.score_pile(pile))]
    held = set(pile)
    near = sorted(
        (key for key in catalogue(game) if key not in present),
        key=lambda key: (-len(catalogue(game)[key][1] & held) / len(catalogue(game)[key][1]), rng.random()),
    )
    wrong = near[: max(2, 5 - len(present))]
    right = [
        {
            "label": _text(catalogue(game)[key][0] if key in catalogue(game) else _name(game, pile, key)),
            "key": key,
        }
        for key in present
    ]
    wrong_options = [{"label": _text(catalogue(game)[key][0]), "key": key} for key in wrong]
    options = right + wrong_options
    rng.shuffle(options)
    options.append({"label": _text(NOTHING), "key": ""})
    answer = [i for i, o in enumerate(options) if o["key"] in present] or [len(options) - 1]
    return _base("bonus", game, pile, options=options, answer=answer, multi=True)


def _name(game: str, pile: list[int], key: str) -> Text:
    return next(item.name for item in scorer(game).score_pile(pile).items if item.key == key)


def _text(text: Text) -> dict:
    return {"ru": text.ru, "en": text.en}


def score_drill(rng: random.Random, game: str, level: int) -> dict:
    """Type the score of the pile."""
    pile = _richest(game, _positions(game, rng, level)) if level >= 2 else _positions(game, rng, level)[0]
    total = scorer(game).score_pile(pile).total
    return _base("score", game, pile, input="number", number=total)


def completing_cards(game: str, pile: list[int]) -> dict[int, list[str]]:
    """Cards outside the pile that would add a new bonus or yaku, with the keys they add."""
    engine = scorer(game)
    before = {item.key for item in bonus_items(game, engine.score_pile(pile))}
    result = {}
    for card in range(48):
        if card in pile:
            continue
        after = {item.key for item in bonus_items(game, engine.score_pile([*pile, card]))}
        if after - before:
            result[card] = sorted(after - before)
    return result


def complete_drill(rng: random.Random, game: str, level: int) -> dict:
    """Choose the one card of four that completes a new bonus or yaku."""
    piles = _positions(game, rng, level)
    rng.shuffle(piles)
    for pile in piles + [_near_miss(game, rng, piles[0]) for _attempt in range(4)]:
        completing = completing_cards(game, pile)
        others = [c for c in range(48) if c not in pile and c not in completing]
        if completing and len(others) >= 3:
            break
    right = rng.choice(sorted(completing))
    held_months = {DECK[c].month for c in pile}
    plausible = [
        c for c in others if DECK[c].kind is DECK[right].kind or DECK[c].month in held_months
    ] or others
    wrong = rng.sample(plausible, 3) if len(plausible) >= 3 else rng.sample(others, 3)
    options = [{"card": DECK[c].code} for c in [right, *wrong]]
    rng.shuffle(options)
    answer = [next(i for i, o in enumerate(options) if o["card"] == DECK[right].code)]
    after = scorer(game).score_pile([*pile, right])
    return _base(
        "complete",
        game,
        pile,
        options=options,
        answer=answer,
        params={"card": DECK[right].code, "keys": completing[right]},
        after=after.as_json(),
    )


def _near_miss(game: str, rng: random.Random, pile: list[int]) -> list[int]:
    key = rng.choice(sorted(catalogue(game)))
    needed = sorted(catalogue(game)[key][1])
    missing = rng.choice(needed)
    return sorted((set(pile) | set(needed)) - {missing})


def stop_points(
    game: str, pile: list[int], *, rules: dict[str, bool], own_call: bool, opponent_call: bool
) -> tuple[int, list[str]]:
    """Points for stopping with ``pile`` when the doublings ``rules`` turns on are in play, and the
    doublings that apply, in order: the game's own ``stop_score`` with those options."""
    engine = get_game(game, preset=on_site(game).drill_preset, options=rules)
    stopped = engine.stop_score(pile, own_call=own_call, opponent_call=opponent_call)
    return stopped.total, [item.key for item in stopped.items if item.key in engine.stop_doublings]


def stop_drill(rng: random.Random, game: str, level: int) -> dict:
    """You stop now; how many points, with these doublings and calls to go on?"""
    engine = scorer(game)
    piles = _positions(game, rng, level)
    pile = next((p for p in piles if engine.score_pile(p).total), None)
    if pile is None:
        pile = _with_combination(game, rng, piles[0])
    base = engine.score_pile(pile).total
    doublings = engine.stop_doublings
    rules = {key: bool(rng.getrandbits(1)) for key in doublings}
    # The first two levels always play the first doubling (Koi-Koi's ×2 for 7 points or more).
    rules[doublings[0]] = rules[doublings[0]] or level <= 2
    own_call, opponent_call = bool(rng.getrandbits(1)), bool(rng.getrandbits(1))
    points, applied = stop_points(game, pile, rules=rules, own_call=own_call, opponent_call=opponent_call)
    candidates = [points, base, base * 2, base * 4, base * 8, base + 1, base * 2 + 2]
    values = []
    for value in candidates:
        if value not in values and value > 0:
            values.append(value)
    chosen = [points, *rng.sample([v for v in values if v != points], 3)]
    rng.shuffle(chosen)
    options = [{"label": {"ru": str(v), "en": str(v)}, "value": v} for v in chosen]
    return _base(
        "stop",
        game,
        pile,
        options=options,
        answer=[chosen.index(points)],
        params={
            "rules": rules,
            "own_call": own_call,
            "opponent_call": opponent_call,
            "base": base,
            "points": points,
            "applied": applied,
        },
    )


def make(drill: str, rng: random.Random, *, game: str, level: int = 1) -> dict:
    """A drill question (see the module docstring); ``drill`` must be one ``game`` offers."""
    if not offers(game, drill):
        raise ValueError(f"unknown drill: {drill} for {game}")
    match drill:
        case "bonus":
            return bonus_drill(rng, game, level)
        case "score":
            return score_drill(rng, game, level)
        case "complete":
            return complete_drill(rng, game, level)
        case "stop":
            return stop_drill(rng, game, level)
    raise ValueError(f"unknown drill: {drill} for {game}")


# --------------------------------------------------------------------------- answers and words


def parse_number(value: str | None) -> int | None:
    """A typed score: a whole number 0-9999, or None."""
    try:
        number = int(str(value).strip())
    except (TypeError, ValueError):
        return None
    return number if 0 <= number <= 9999 else None


def grades(question: dict, right: bool) -> list[tuple[str, str, bool]]:
    """Drills train combinations, not single cards: nothing goes to the card schedule."""
    return []


def adjust_level(learner, right: bool) -> None:
    """Difficulty grows with accuracy: three right in a row go up a level, two wrong in a row go down."""
    streak = learner.drill_streak
    streak = max(streak, 0) + 1 if right else min(streak, 0) - 1
    level = learner.drill_level
    if streak >= 3:
        level, streak = min(level + 1, 5), 0
    elif streak <= -2:
        level, streak = max(level - 1, 1), 0
    learner.drill_streak, learner.drill_level = streak, level
    learner.save(update_fields=["drill_streak", "drill_level"])


def game_name(game: str, lang: str) -> str:
    return scorer(game).name.get(lang)


def _bonuses(game: str) -> bool:
    """Whether the game calls its combinations bonuses (else yaku): the drills' wording."""
    return on_site(game).combination_kind == "bonus"


def title(game: str, kind: str, lang: str) -> str:
    """The drill's heading."""
    names = {
        "bonus": _("%(game)s: find the bonuses") if _bonuses(game) else _("%(game)s: find the yaku"),
        "score": _("%(game)s: count the score"),
        "complete": _("%(game)s: the missing card"),
        "stop": _("%(game)s: what a stop is worth"),
    }
    return names[kind] % {"game": game_name(game, lang)}


def menu(lang: str) -> list[dict]:
    """Games and their drills for the drills page."""
    return [
        {
            "key": game,
            "name": game_name(game, lang),
            "drills": [{"key": k, "title": title(game, k, lang)} for k in on_site(game).drill_kinds],
        }
        for game in games()
    ]


def prompt(question: dict, lang: str) -> str:
    drill, game = question["drill"], question["game"]
    if drill == "bonus":
        if _bonuses(game):
            return _("Which bonuses does this pile hold? Pick every one.")
        return _("Which yaku does this pile hold? Pick every one.")
    if drill == "score":
        if _bonuses(game):
            return _("How many points is this pile worth in %(game)s, cards and bonuses together?") % {
                "game": game_name(game, lang)
            }
        if scorer(game).card_point_keys:
            return _(
                "How many points are these captured cards worth in %(game)s, combinations and card "
                "counts together (before go bonuses and doublings)?"
            ) % {"game": game_name(game, lang)}
        return _("How many points are the yaku of this pile worth (before any doubling)?")
    if drill == "complete":
        return _("Which one of these cards would complete a new combination?")
    return _("You stop now with this pile. How many points does the deal give you?")


def context_lines(question: dict, lang: str) -> list[str]:
    """The rules and calls a stop drill depends on."""
    if question["drill"] != "stop":
        return []
    engine = scorer(question["game"])
    params = question["params"]
    rules = [engine.multiplier_names[key].get(lang) for key in engine.stop_doublings if params["rules"][key]]
    lines = [_("Doublings in play: %(rules)s.") % {"rules": "; ".join(rules) if rules else _("none")}]
    lines.append(
        _("You called koi-koi earlier.") if params["own_call"] else _("You have not called koi-koi.")
    )
    lines.append(
        _("Your opponent called koi-koi.")
        if params["opponent_call"]
        else _("Your opponent has not called koi-koi.")
    )
    return lines


def _item_name(item: dict, lang: str) -> str:
    """The engine's name of a breakdown line in ``lang`` (full months are named by their plant)."""
    return item[f"name_{lang}"]


def why(question: dict, lang: str) -> str:
    drill, score = question["drill"], question["score"]
    engine = scorer(question["game"])
    names = [_item_name(item, lang) for item in score["items"] if engine.is_combination(item["key"])]
    if drill == "bonus":
        if not names:
            return _("This pile holds no bonus or yaku yet.")
        return _("This pile holds: %(names)s.") % {"names": "; ".join(names)}
    if drill == "score":
        return _("The pile is worth %(total)s points.") % {"total": score["total"]}
    if drill == "complete":
        card = BY_CODE[question["params"]["card"]]
        added = [
            _item_name(item, lang)
            for item in question["after"]["items"]
            if item["key"] in question["params"]["keys"]
        ]
        return _("%(card)s completes %(names)s.") % {"card": card.name.get(lang), "names": "; ".join(added)}
    params = question["params"]
    multipliers = scorer(question["game"]).multiplier_names
    steps = " · ".join(multipliers[key].get(lang) for key in params["applied"])
    if steps:
        return _("Yaku worth %(base)s, then %(steps)s: %(points)s points.") % {
            "base": params["base"],
            "steps": steps,
            "points": params["points"],
        }
    return _("Yaku worth %(base)s and no doubling applies: %(points)s points.") % params


def needed_cards(game: str, key: str, codes: tuple[str, ...]) -> int:
    """How many of a breakdown line's cards (in the engine's order, the ones a combination needs
    first) make the line at all: 10 of 26 plains for «ten plains»; all of them for a fixed set."""
    engine = scorer(game)
    indexes = [BY_CODE[c].index for c in codes]
    for count in range(1, len(indexes) + 1):
        if any(item.key == key for item in engine.score_pile(indexes[:count]).items):
            return count
    return len(indexes)


def _breakdown_row(game: str, item: dict, lang: str) -> dict:
    """One line of the breakdown; a combination that counts cards beyond its minimum (ten plains
    over 26) says how many make it and how many come on top, and shows them apart."""
    cards = list(item["cards"])
    row = {"name": _item_name(item, lang), "points": item["points"], "cards": cards, "extra": [], "count": ""}
    if scorer(game).is_combination(item["key"]) and cards:
        needed = needed_cards(game, item["key"], tuple(cards))
        if needed < len(cards):
            row["cards"], row["extra"] = cards[:needed], cards[needed:]
            row["count"] = _("%(needed)s make the combination, %(extra)s more count on top") % {
                "needed": needed,
                "extra": len(cards) - needed,
            }
    return row


def feedback(question: dict, outcome, lang: str) -> dict:
    """The engine's breakdown for the pile (after the missing card, for ``complete``)."""
    score = question.get("after") or question["score"]
    items = [_breakdown_row(question["game"], item, lang) for item in score["items"]]
    result = {"items": items, "total": score["total"], "notes": [], "answer_line": ""}
    if question["drill"] == "score" and outcome.number is not None and not outcome.right:
        result["answer_line"] = _("You typed %(typed)s; the engine counts %(total)s.") % {
            "typed": outcome.number,
            "total": question["number"],
        }
    if question["drill"] == "stop":
        params = question["params"]
        names = scorer(question["game"]).multiplier_names
        for key in params["applied"]:
            result["notes"].append(names[key].get(lang))
        result["answer_line"] = _("Stopping now gives %(points)s points.") % {"points": params["points"]}
    if question["drill"] == "complete":
        card = BY_CODE[question["params"]["card"]]
        result["card"] = card.code
    return result

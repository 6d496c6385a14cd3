"""What a template may see of a question (never its answer) and the feedback after the answer."""

from __future__ import annotations

from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from engine.cards import BY_CODE, KIND_NAMES, MONTH_NAMES, Card, months_in_order
from frame.card_images import card_alt
from learn import orders, questions, showcase
from learn.models import Pending, ReviewItem


def slots(question: dict) -> list[str]:
    """Card codes in picture-slot order: the prompt's cards, then the option cards."""
    return list(question["shown"]) + [o["card"] for o in question["options"] if "card" in o]


def picture_urls(token, slot: int) -> dict[str, str]:
    args = {"token": token, "slot": slot}
    return {
        "png": reverse("learn:picture", kwargs={**args, "size": "1x", "ext": "png"}),
        "png2": reverse("learn:picture", kwargs={**args, "size": "2x", "ext": "png"}),
        "webp": reverse("learn:picture", kwargs={**args, "size": "1x", "ext": "webp"}),
        "webp2": reverse("learn:picture", kwargs={**args, "size": "2x", "ext": "webp"}),
    }


def prompt(question: dict, lang: str, order: str = "ja") -> str:
    """The question in words, in the active language (gettext), months named as in ``order``."""
    kind, params = question["kind"], question["params"]
    match kind:
        case "month":
            return _("Which month is this card?")
        case "kind":
            return _("What kind of card is this, and how many points is it worth?")
        case "name":
            return _("What is this card called?")
        case "pick_month":
            return _("Pick the four cards of %(month)s.") % {
                "month": questions.month_label(params["month"], lang, order)
            }
        case "odd_one_out" if params.get("by") == "kind":
            return _("Three of these cards are of the same kind. Which one is not?")
        case "odd_one_out":
            return _("Three of these cards share a month. Which one does not belong?")
        case "order_month" | "korean_month":
            if params.get("order", "ko") == "ko":
                return _("Which month is this card in the Korean order?")
            return _("Which month is this card in the Japanese order?")
        case "order_pick":
            month = {"month": MONTH_NAMES[orders.number_in(params["month"], params["order"]) - 1].get(lang)}
            if params["order"] == "ko":
                return _("In the Korean order: pick the four cards of %(month)s.") % month
            return _("In the Japanese order: pick the four cards of %(month)s.") % month
        case "which_named":
            name = questions.quiz_name(BY_CODE[params["named"]]).get(lang)
            return _("Which of these cards is “%(name)s”?") % {"name": name}
        case "capture":
            return _("You hold this card. Which table card does it capture?")
        case "pick_group":
            label = questions.GROUPS[params["group"]][0].get(lang)
            return _("Pick every card of this set: %(group)s.") % {"group": label}
        case "turn_flip":
            return _("You play your card, then the top card of the deck is flipped. What happens to it?")
        case "turn_count":
            return _(
                "You play your card, then the top card of the deck is flipped. "
                "How many cards does this turn capture?"
            )
        case "turn_three":
            return _(
                "Your pair and the flipped card are three cards of one month: you take two of them. "
                "Which one do you leave on the table?"
            )
        case "aigoma_beat":
            return _("Aigoma-koppai: this card was played to the table. Which card in your hand beats it?")
        case "nylon_penalty":
            return _(
                "Nylon-ppong: the deal is over and this hand is left. How many penalty points is it worth?"
            )
        case "nylon_stop":
            return _(
                "Nylon-ppong: you have called ppong and must discard one card. "
                "Which discard lets you call stop on your next turn (%(limit)s points or less)?"
            ) % {"limit": params["limit"]}
        case "gostop_role":
            return _("Go-Stop: what does this card count as?")
    from learn import drills

    return drills.prompt(question, lang)


def option_label(question: dict, option: dict, lang: str, order: str = "ja") -> str:
    """An option as the page shows it; months are named as in ``order``."""
    if "month" in option:
        if question["kind"] in ("order_month", "korean_month"):
            # The question is about an order itself, so its options are numbers in that order.
            return orders.option_label(option, lang)
        return questions.month_label(option["month"], lang, order)
    if "kind" in option:
        return questions.kind_label(option["kind"], lang)
    if "name" in option:
        return questions.quiz_name(BY_CODE[option["name"]]).get(lang)
    if "label" in option:
        return option["label"][lang]
    return ""


def public_view(pending: Pending, lang: str, order: str = "ja") -> dict:
    """The question as the page shows it: prompt, pictures by slot, numbered options; no answer."""
    question = pending.question
    drill = bool(question.get("drill"))
    shown = [
        {"urls": picture_urls(pending.token, i), "alt": _("The card in question")}
        for i in range(len(question["shown"]))
    ]
    groups = _groups(question, shown, order)
    options, slot = [], len(question["shown"])
    for number, option in enumerate(question["options"], start=1):
        entry = {"number": number, "label": option_label(question, option, lang, order)}
        if "card" in option and drill:
            # In a drill the cards are not the answer: show them by name, with their usual alt text.
            entry["code"] = option["card"]
        elif "card" in option:
            entry["urls"] = picture_urls(pending.token, slot)
            entry["alt"] = _("Card %(number)s") % {"number": number}
            slot += 1
        options.append(entry)
    return {
        "token": str(pending.token),
        "prompt": prompt(question, lang, order),
        "shown": [] if drill or groups else shown,
        "groups": groups,
        "options": options,
        "multi": bool(question.get("multi")),
        "number_input": question.get("input") == "number",
        "pictures": any("card" in o for o in question["options"]),
        "pile_groups": pile_groups(question["shown"], order) if drill else [],
        "context": drill_context(question, lang) if drill else [],
        "keys": min(len(question["options"]), MAX_KEYS),
        "again": bool(question.get("attempt")),
    }


def facet_label(facet: str) -> str:
    """«месяц», «вид и очки», «название»: what a review item asks about a card."""
    return str(dict(ReviewItem.FACETS)[facet])


MAX_KEYS = 9
"""Digit keys choose options 1 to 9 (static/learn/keys.js)."""


def pile_groups(codes: list[str], order: str = "ja") -> list[dict]:
    """A drill's pile by kind (brights, animals, ribbons, plains), each in the deck's month order,
    with a caption that counts its cards."""
    position = {m: i for i, m in enumerate(months_in_order(order))}
    cards = sorted((BY_CODE[c] for c in codes), key=lambda c: (position[c.month], c.rank))
    groups = []
    for kind in questions.KIND_ORDER:
        mine = [c.code for c in cards if c.kind is kind]
        if mine:
            groups.append({"kind": kind.value, "label": showcase.kind_plural(kind), "codes": mine})
    return groups


GROUP_LABELS = {
    "hand": gettext_lazy("Your card"),
    "flip": gettext_lazy("Flipped from the deck"),
    "table": gettext_lazy("On the table"),
    "captured": gettext_lazy("Your captured cards"),
    "your_hand": gettext_lazy("Your hand"),
    "ppong": gettext_lazy("Your ppong"),
}


def _groups(question: dict, shown: list[dict], order: str) -> list[dict]:
    """A turn position's pictures in captioned groups; its cards are part of the question, so their
    alt text names them (the answer is a rule, or a choice among the option cards)."""
    groups, start = [], 0
    for name, count in question["params"].get("groups", []):
        pictures = shown[start : start + count]
        for picture, code in zip(pictures, question["shown"][start : start + count], strict=True):
            picture["alt"] = card_alt(BY_CODE[code], order)
        groups.append({"name": name, "label": GROUP_LABELS[name], "pictures": pictures})
        start += count
    return groups


def position_groups(question: dict) -> list[dict]:
    """After the answer: a turn position's cards again, by code now, in their captioned groups."""
    groups, start = [], 0
    for name, count in question["params"].get("groups", []):
        groups.append(
            {"name": name, "label": GROUP_LABELS[name], "codes": question["shown"][start : start + count]}
        )
        start += count
    return groups


def drill_context(question: dict, lang: str) -> list[str]:
    """The rules and calls a drill question depends on (a stop drill's doublings)."""
    from learn import drills

    return drills.context_lines(question, lang)


def card_facts(card: Card, lang: str, order: str = "ja", *, points: bool = True) -> str:
    """«январь · сосна · яркая карта · 20» for the feedback, the month named as in ``order``.

    ``points=False`` leaves out the card's points, for games that count cards otherwise (a
    Nylon-ppong card is worth its month's number, which the question's own line explains).
    """
    month = questions.month_name(card.month, lang, order)
    kind = KIND_NAMES[card.kind].get(lang)
    plant = card.plant.name.get(lang).lower()
    facts = f"{month} · {plant} · {kind}"
    return f"{facts} · {card.points}" if points else facts


def _card_why(question: dict, first: Card, lang: str, order: str) -> str | None:
    """The line of a question about one card's facts (``first``: the right card), or None."""
    kind, params = question["kind"], question["params"]
    name = questions.quiz_name(first).get(lang)
    if kind in ("month", "odd_one_out") and params.get("by") != "kind":
        return _("%(name)s belongs to %(month)s: its plant is %(plant)s.") % {
            "name": name,
            "month": questions.month_name(first.month, lang, order),
            "plant": first.plant.name.get(lang).lower(),
        }
    if kind in ("kind", "odd_one_out"):
        return _("%(name)s: %(kind)s, worth %(points)s points.") % {
            "name": name,
            "kind": KIND_NAMES[first.kind].get(lang),
            "points": first.points,
        }
    if kind in ("name", "which_named"):
        return _("This is %(name)s: %(facts)s.") % {"name": name, "facts": card_facts(first, lang, order)}
    if kind in ("order_month", "korean_month", "order_pick"):
        return _order_why(question, first, lang)
    if kind == "capture":
        hand = BY_CODE[question["shown"][0]]
        return _("Your card and %(name)s are both %(month)s cards (%(plant)s).") % {
            "name": name,
            "month": questions.month_name(hand.month, lang, order),
            "plant": hand.plant.name.get(lang).lower(),
        }
    if kind == "pick_month":
        return _("Every card of %(month)s shows %(plant)s.") % {
            "month": questions.month_name(params["month"], lang, order),
            "plant": first.plant.name.get(lang).lower(),
        }
    return None


def _month_word(number: int, lang: str) -> str:
    """A month's calendar name by its number, lower case in Russian (inside a sentence)."""
    name = MONTH_NAMES[number - 1].get(lang)
    return name.lower() if lang == "ru" else name


def _order_why(question: dict, first: Card, lang: str) -> str:
    """Both numbers of a willow or paulownia card, or the month the question named in its order."""
    plant = first.plant.name.get(lang).lower()
    if question["kind"] == "order_pick":
        asked = question["params"]["order"]
        words = {
            "month": _month_word(orders.number_in(first.month, asked), lang),
            "other": _month_word(orders.number_in(first.month, "ja" if asked == "ko" else "ko"), lang),
            "plant": plant,
        }
        if asked == "ko":
            return (
                _(
                    "In the Korean order %(month)s is the %(plant)s; "
                    "in the Japanese order the %(plant)s is %(other)s."
                )
                % words
            )
        return (
            _(
                "In the Japanese order %(month)s is the %(plant)s; "
                "in the Korean order the %(plant)s is %(other)s."
            )
            % words
        )
    name = questions.quiz_name(first).get(lang)
    if first.month == first.korean_month:
        return _(
            "%(name)s (%(plant)s) is %(month)s, month %(number)s, in both orders: "
            "only the willow and the paulownia change places."
        ) % {
            "name": name,
            "plant": plant,
            "month": _month_word(first.month, lang),
            "number": first.month,
        }
    return _(
        "%(name)s (%(plant)s): in the Japanese order it is %(ja_name)s (month %(ja)s), "
        "in the Korean order %(ko_name)s (month %(ko)s)."
    ) % {
        "name": name,
        "plant": plant,
        "ja_name": _month_word(first.month, lang),
        "ja": first.month,
        "ko_name": _month_word(first.korean_month, lang),
        "ko": first.korean_month,
    }


def why(question: dict, lang: str, order: str = "ja") -> str:
    """One line on why the right answer is right (months named as in ``order``)."""
    kind, params = question["kind"], question["params"]
    cards = [BY_CODE[c] for c in questions.right_cards(question) if c]
    first = cards[0] if cards else None
    name = questions.quiz_name(first).get(lang) if first else ""
    if first is not None:
        line = _card_why(question, first, lang, order)
        if line is not None:
            return line
    if kind == "turn_flip":
        flip = BY_CODE[question["shown"][1]]
        month = questions.month_name(flip.month, lang, order)
        lines = {
            "captures": _(
                "One table card shares the flipped card's month (%(month)s), so it takes that card."
            ),
            "stays": _("No table card is of the flipped card's month (%(month)s), so it stays on the table."),
            "two": _(
                "Two table cards are of the flipped card's month (%(month)s): you choose which one it takes."
            ),
            "three": _(
                "The flipped card is of the same month as the pair you just made (%(month)s): of the three "
                "you take two, and one stays on the table."
            ),
        }
        return lines[params["outcome"]] % {"month": month.lower() if lang == "ru" else month}
    if kind == "turn_count":
        count = params["count"]
        return ngettext(
            "This turn captures %(count)s card.", "This turn captures %(count)s cards.", count
        ) % {"count": count}
    if kind == "turn_three":
        points = max(params["totals"].values())
        return ngettext(
            "Leave “%(name)s”: your captured cards are then worth %(points)s point, the most you can get.",
            "Leave “%(name)s”: your captured cards are then worth %(points)s points, the most you can get.",
            points,
        ) % {"name": name, "points": points}
    if kind in questions.GAME_KINDS:
        return _game_why(question, lang)
    if kind == "pick_group":
        return _("%(group)s: %(names)s.") % {
            "group": questions.GROUPS[params["group"]][0].get(lang).capitalize(),
            "names": ", ".join(questions.quiz_name(c).get(lang) for c in cards),
        }
    from learn import drills

    return drills.why(question, lang)


def _plant(code: str, lang: str) -> str:
    return BY_CODE[code].plant.name.get(lang).lower()


def _game_why(question: dict, lang: str) -> str:
    """The rule behind an Aigoma-koppai, Nylon-ppong or Go-Stop answer, with the engine's numbers."""
    kind, params = question["kind"], question["params"]
    if kind == "gostop_role":
        return _role_why(question, lang)
    if kind == "aigoma_beat":
        order = ", ".join(_plant(f"{m:02d}a", lang) for m in questions.seniority_order())
        return _(
            "A card beats the table card when its month stands higher in the Nagoya order: %(order)s. "
            "Here that is %(beats)s; the table card is %(table)s."
        ) % {"order": order, "beats": _plant(params["beats"], lang), "table": _plant(params["table"], lang)}
    if kind == "nylon_penalty":
        values = [str(questions.nylon_value(BY_CODE[c])) for c in params["counted"]]
        line = _("Each card is worth its month number in the Korean order: %(sum)s = %(total)s.") % {
            "sum": " + ".join(values),
            "total": params["total"],
        }
        if params["hidden"]:
            line += " " + _("Three cards of one month (%(plant)s) count nothing.") % {
                "plant": _plant(params["hidden"][0], lang)
            }
        return line
    first, second = (BY_CODE[c] for c in params["kept"])
    return _(
        "Discard “%(discard)s” and keep “%(first)s” and “%(second)s”: together they are worth "
        "%(a)s + %(b)s = %(sum)s, no more than %(limit)s, so you may call stop."
    ) % {
        "discard": questions.quiz_name(BY_CODE[params["discard"]]).get(lang),
        "first": questions.quiz_name(first).get(lang),
        "second": questions.quiz_name(second).get(lang),
        "a": questions.nylon_value(first),
        "b": questions.nylon_value(second),
        "sum": params["kept_sum"],
        "limit": params["limit"],
    }


def _role_why(question: dict, lang: str) -> str:
    """«„Молния“ в го-стоп — двойная простая карта (ссанпи).», with the rule behind the role."""
    from learn import roles

    card = BY_CODE[question["shown"][0]]
    role = question["params"]["role"]
    line = _("“%(name)s” in Go-Stop — %(role)s.") % {
        "name": questions.quiz_name(card).get(lang),
        "role": roles.role_names()[role].get(lang),
    }
    rule = ROLE_RULES.get(role)
    return f"{line} {rule}" if rule else line


ROLE_RULES = {
    "bright": gettext_lazy("Three brights without the rain bright score 3, four score 4, all five 15."),
    "rain_bright": gettext_lazy(
        "Three brights with the rain bright score only 2; four and five count as usual."
    ),
    "bird": gettext_lazy("The three birds together are godori: 5 points."),
    "animal": gettext_lazy("Five animals score 1 point, and each further animal 1 more."),
    "sake_cup": gettext_lazy(
        "It counts as an animal or as double junk, whichever is better for its holder, and is never "
        "given away as junk."
    ),
    "poem_ribbon": gettext_lazy("The three red ribbons with writing are hongdan: 3 points."),
    "blue_ribbon": gettext_lazy("The three blue ribbons are cheongdan: 3 points."),
    "plain_ribbon": gettext_lazy(
        "The red ribbons without writing of April, May and July are chodan: 3 points."
    ),
    "rain_ribbon": gettext_lazy("It belongs to no set of three, but counts among the five ribbons."),
    "junk": gettext_lazy("Ten junk cards score 1 point, and each further one 1 more."),
    "double_junk": gettext_lazy("It counts as two junk cards towards the ten."),
}
"""The rule each Go-Stop role takes part in, said after the answer."""


def feedback(pending: Pending, outcome, lang: str, order: str = "ja") -> dict:
    """Right or wrong, the right card(s), one line why, and the card the learner confused it with."""
    question = pending.question
    card_options = any("card" in o for o in question["options"])
    about_cards = card_options or not question.get("drill")
    confused = questions.confused_card(question, outcome.chosen) if about_cards else None
    points = not question["kind"].startswith(("nylon_", "gostop_"))
    result = {
        "right": outcome.right,
        "cards": [
            {"code": c, "facts": card_facts(BY_CODE[c], lang, order, points=points)}
            for c in questions.right_cards(question)
            if c
        ]
        if about_cards
        else [],
        "why": why(question, lang, order),
        "confused": {"code": confused, "facts": card_facts(BY_CODE[confused], lang, order, points=points)}
        if confused
        else None,
        "chosen": [option_label(question, question["options"][i], lang, order) for i in outcome.chosen]
        if not card_options
        else [],
    }
    if question.get("drill"):
        from learn import drills

        result["drill"] = drills.feedback(question, outcome, lang)
    result["log"] = question["params"].get("log", {}).get(lang, [])
    result["position"] = position_groups(question)
    return result

"""A lesson's worked example: one question solved for the learner, step by step, before the first question.

The example is a lesson item (``example`` in the lesson's data file) made into a question with a seed
of its own, so it is the same on every visit, and shown with its answer marked and the steps that
lead there (after lichess's first level of a lesson, with the solution drawn). It is not a question
waiting for an answer, so its cards are the public pictures.
"""

from __future__ import annotations

import random

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from engine.cards import BY_CODE, KIND_NAMES, Card
from learn import lessons, orders, present, questions, showcase, solved


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def _plant(card: Card, lang: str) -> str:
    return card.plant.name.get(lang).lower()


def _month(card: Card, lang: str, order: str) -> str:
    name = questions.month_name(card.month, lang, order)
    return name.lower() if lang == "ru" else name


def _answer_words(question: dict, lang: str, order: str) -> str:
    """The right option(s) in words."""
    if question.get("input") == "number":
        return str(question["number"])
    words = []
    for i in question["answer"]:
        option = question["options"][i]
        label = present.option_label(question, option, lang, order)
        words.append(label or questions.quiz_name(BY_CODE[option["card"]]).get(lang))
    return "; ".join(words)


def _card_steps(question: dict, lang: str, order: str) -> list[str] | None:
    """The steps of a question about one card's facts, or None for other kinds."""
    kind, params = question["kind"], question["params"]
    right = [BY_CODE[c] for c in questions.right_cards(question) if c]
    card = right[0] if right else None
    if card is None:
        return None
    plant, month = _plant(card, lang), _month(card, lang, order)
    name = questions.quiz_name(card).get(lang)
    if kind == "month":
        return [
            _("Look for the plant: this card shows %(plant)s.") % {"plant": plant},
            _("%(plant)s is %(month)s.") % {"plant": plant.capitalize(), "month": month},
        ]
    if kind == "kind":
        return [
            _("Look at what is drawn: %(name)s.") % {"name": _lower(name)},
            _("Its kind: %(kind)s, worth %(points)s points.")
            % {"kind": KIND_NAMES[card.kind].get(lang), "points": card.points},
        ]
    if kind == "name":
        return [
            _("The plant is %(plant)s, so this is %(month)s.") % {"plant": plant, "month": month},
            _("What it shows: %(name)s.") % {"name": _lower(name)},
        ]
    if kind == "pick_month":
        return [
            _("%(month)s is %(plant)s.") % {"month": month.capitalize(), "plant": plant},
            _("%(plant)s is on four of the eight cards: those are the answer.")
            % {"plant": plant.capitalize()},
        ]
    if kind == "odd_one_out":
        return _odd_steps(question, card, lang, order)
    if kind == "capture":
        hand = BY_CODE[question["shown"][0]]
        return [
            _("Your card shows %(plant)s: %(month)s.")
            % {"plant": _plant(hand, lang), "month": _month(hand, lang, order)},
            _("On the table only one card shows %(plant)s: %(name)s.")
            % {"plant": plant, "name": _lower(name)},
            _("Your card captures it, and both go to your captured cards."),
        ]
    if kind == "which_named":
        return [
            _("%(name)s: %(facts)s.") % {"name": name, "facts": present.card_facts(card, lang, order)},
            _("Look among the cards for this plant and this kind: only one card has both."),
        ]
    if kind in orders.KINDS:
        return _order_steps(question, card, lang)
    if kind == "pick_group":
        names = "; ".join(_lower(questions.quiz_name(c).get(lang)) for c in right)
        group = questions.GROUPS[params["group"]][0].get(lang)
        return [
            _("%(group)s are these cards: %(names)s.") % {"group": group.capitalize(), "names": names},
            ngettext("Tick these %(count)s card.", "Tick these %(count)s cards.", len(right))
            % {"count": len(right)},
        ]
    return None


def _odd_steps(question: dict, card: Card, lang: str, order: str) -> list[str]:
    three = [BY_CODE[o["card"]] for i, o in enumerate(question["options"]) if i not in question["answer"]]
    name = questions.quiz_name(card).get(lang)
    if question["params"].get("by") == "kind":
        return [
            _("Three cards are %(kinds)s.") % {"kinds": showcase.kind_plural(three[0].kind).lower()},
            _("%(name)s is of another kind, %(kind)s: it does not belong.")
            % {"name": name, "kind": KIND_NAMES[card.kind].get(lang)},
        ]
    return [
        _("Three cards show %(plant)s: %(month)s.")
        % {"plant": _plant(three[0], lang), "month": _month(three[0], lang, order)},
        _("The fourth shows %(plant)s (%(month)s): it does not belong.")
        % {"plant": _plant(card, lang), "month": _month(card, lang, order)},
    ]


def _order_steps(question: dict, card: Card, lang: str) -> list[str]:
    asked = question["params"]["order"]
    plant = _plant(card, lang)
    words = {
        "plant": plant,
        "ja": card.month,
        "ko": card.korean_month,
        "ja_name": _month(card, lang, "ja"),
        "ko_name": _month(card, lang, "ko"),
    }
    steps = [
        _("The plant is %(plant)s.") % words,
        _(
            "In the Japanese order the %(plant)s is month %(ja)s, %(ja_name)s; "
            "in the Korean order it is month %(ko)s, %(ko_name)s."
        )
        % words,
    ]
    if asked == "ko":
        steps.append(_("The question asks about the Korean order."))
    else:
        steps.append(_("The question asks about the Japanese order."))
    return steps


def steps(question: dict, lang: str, order: str) -> list[str]:
    """The reasoning that leads to the answer of ``question``, one short step per line."""
    found = _card_steps(question, lang, order)
    if found is not None:
        return found
    lines = list(question["params"].get("log", {}).get(lang, []))
    if question.get("drill"):
        lines = [*present.drill_context(question, lang), *_breakdown(question, lang)]
    return [*lines, present.why(question, lang, order)]


def _breakdown(question: dict, lang: str) -> list[str]:
    score = question.get("after") or question["score"]
    return [f"{item[f'name_{lang}']}: {item['points']}" for item in score["items"]]


def worked(lesson: lessons.Lesson, lang: str, order: str) -> dict | None:
    """The lesson's worked example as the intro shows it, or None when the lesson has none."""
    if not lesson.example:
        return None
    question = lessons.question(lesson.example, random.Random(f"example:{lesson.key}"), order=order)
    view = solved.solved_view(question, lang, order)
    return {**view, "steps": steps(question, lang, order), "answer": _answer_words(question, lang, order)}

"""Questions shown with their answers: a lesson's worked example and the misses on an end screen.

Nothing here waits for an answer, so the cards are named and shown by their public pictures.
"""

from __future__ import annotations

from engine.cards import BY_CODE
from learn import present, questions
from learn.rounds import Miss


def solved_view(question: dict, lang: str, order: str) -> dict:
    """A question with its answer marked: prompt, its cards (in groups for a position or a pile) and
    the options, the right ones flagged."""
    drill = bool(question.get("drill"))
    groups = present.position_groups(question)
    options = []
    for number, option in enumerate(question["options"], start=1):
        entry = {
            "number": number,
            "label": present.option_label(question, option, lang, order),
            "code": option.get("card", ""),
            "right": number - 1 in question["answer"],
        }
        options.append(entry)
    return {
        "prompt": present.prompt(question, lang, order),
        "shown": [] if drill or groups else list(question["shown"]),
        "groups": groups,
        "pile_groups": present.pile_groups(question["shown"], order) if drill else [],
        "context": present.drill_context(question, lang) if drill else [],
        "options": options,
        "pictures": any(o["code"] for o in options),
        "number": question.get("number") if question.get("input") == "number" else None,
    }


def miss_view(miss: Miss, lang: str, order: str) -> dict:
    """One miss for the end screen: the question in words, the right answer as pictures (and in words
    where the answer is not a card), and whether a later try got it right."""
    question = miss.pending.question
    card_options = any("card" in o for o in question["options"])
    about_cards = card_options or not question.get("drill")
    points = not question["kind"].startswith("nylon_")
    cards = [
        {"code": code, "facts": present.card_facts(BY_CODE[code], lang, order, points=points)}
        for code in (questions.right_cards(question) if about_cards else [])
        if code
    ]
    if question.get("input") == "number":
        words = str(question["number"])
    elif card_options:
        words = ""
    else:
        words = "; ".join(
            present.option_label(question, question["options"][i], lang, order) for i in question["answer"]
        )
    return {
        "prompt": present.prompt(question, lang, order),
        "cards": cards,
        "answer": words,
        "why": present.why(question, lang, order),
        "fixed": miss.fixed,
    }

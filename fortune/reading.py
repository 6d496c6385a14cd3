"""Reading three cards for a question: the places, the «кван» rule, and the composed answer.

The rules follow the Korean reading tradition (perevernul.ru, seeds lines 198-213):

- the meanings belong to the plants (``fortune.meanings``) and are read together, as one picture;
  what a plant says depends on what the question is about (``fortune.question``) and on its place
  (``fortune.senses``);
- a card with the «кван» sign (one of the five brights) strengthens the card before or after it; how
  the neighbour is chosen is an option (``fortune.weight``), and a strengthened card weighs more in
  the answer;
- the cards belong to four seasons (Korean order: winter = December (rain), January, February ...
  autumn = September, October, November (paulownia)).

Our choice of order (explained on the page): the three cards are read as the past (what led to the
question), the present and what lies ahead, the way one season follows another.

``read`` is a pure function: the same cards, subject, kind of question, rule and seed always give
the same text. The seed (a reading's token) chooses between the several ways of saying each part.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import Card, Text, card
from fortune.compose import compose
from fortune.meanings import PlantMeaning, Season, card_nuance, plant_meaning, season_of
from fortune.weight import ANSWERS, KWANG_RULES, strengths, weight_of
from fortune.wording import SUBJECTS, Subject, cap


@dataclass(frozen=True, slots=True)
class Position:
    """One of the three places in the spread."""

    index: int
    key: str
    label: Text  # «Прошлое»
    lead: Text  # «то, что привело к вопросу»
    where: Text  # «в прошлом» / "in the past"


POSITIONS = (
    Position(
        0,
        "past",
        Text("Прошлое", "The past"),
        Text("то, что привело к вопросу", "what led to the question"),
        Text("в прошлом", "in the past"),
    ),
    Position(
        1,
        "present",
        Text("Настоящее", "The present"),
        Text("то, что происходит сейчас", "what is happening now"),
        Text("в настоящем", "in the present"),
    ),
    Position(
        2,
        "future",
        Text("Будущее", "What lies ahead"),
        Text("то, к чему всё идёт", "where things are going"),
        Text("в будущем", "in the future"),
    ),
)


@dataclass(frozen=True, slots=True)
class CardInReading:
    """A card in its place, with everything the reading says about it."""

    position: Position
    card: Card
    plant: PlantMeaning
    nuance: Text
    season: Season
    strength: int  # how many kwang neighbours strengthen it (0-2)
    strengthens: tuple[int, ...]  # positions this card strengthens (only brights)

    @property
    def strengthened(self) -> bool:
        return self.strength > 0

    @property
    def weight(self) -> float:
        """Its weight in the answer (``fortune.weight.weight_of``)."""
        return weight_of(self)


@dataclass(frozen=True, slots=True)
class Interpretation:
    """The three cards in place and the answer composed from them."""

    cards: tuple[CardInReading, ...]
    paragraphs: tuple[Text, ...]
    summary: Text  # one line for previews: the three themes
    subject: Subject
    yes_no: bool
    answer: str  # "yes", "no", "not_yet", "up_to_you" for a yes/no question, else ""
    caution: Text | None  # the gentle line of a health question
    kwang: str  # the rule used: "both" or "next"
    main: CardInReading

    @property
    def codes(self) -> str:
        return ".".join(c.card.code for c in self.cards)

    @property
    def answer_text(self) -> Text | None:
        """«скорее да» / "more likely yes", or None for an open question."""
        return ANSWERS.get(self.answer)


class BadSpread(ValueError):
    """Not three different cards, or an unknown rule or subject."""


def place(cards: Sequence[Card | str], *, kwang: str = "both") -> tuple[CardInReading, ...]:
    """Put three cards in their places and apply the kwang rule."""
    chosen = [c if isinstance(c, Card) else card(c) for c in cards]
    if len(chosen) != 3 or len({c.code for c in chosen}) != 3:
        raise BadSpread("a reading needs three different cards")
    if kwang not in KWANG_RULES:
        raise BadSpread(f"unknown kwang rule {kwang!r}")
    received, gives = strengths(chosen, kwang)
    return tuple(
        CardInReading(POSITIONS[i], c, plant_meaning(c), card_nuance(c), season_of(c), received[i], gives[i])
        for i, c in enumerate(chosen)
    )


def read(
    cards: Sequence[Card | str],
    *,
    subject: str = "general",
    yes_no: bool = False,
    kwang: str = "both",
    seed: str = "",
) -> Interpretation:
    """Compose the answer to a question of ``subject`` from three cards laid out in this order."""
    if subject not in SUBJECTS:
        raise BadSpread(f"unknown subject {subject!r}")
    placed = place(cards, kwang=kwang)
    composed = compose(placed, subject=subject, yes_no=yes_no, kwang=kwang, seed=seed)
    summary = Text(
        " · ".join(cap(c.plant.theme.ru) for c in placed),
        " · ".join(cap(c.plant.theme.en) for c in placed),
    )
    return Interpretation(
        cards=placed,
        paragraphs=composed.paragraphs,
        summary=summary,
        subject=SUBJECTS[subject],
        yes_no=yes_no,
        answer=composed.answer,
        caution=composed.caution,
        kwang=kwang,
        main=composed.main,
    )

"""One answer from three cards: the question's subject, the weights, the seasons, the order, the «кван».

The paragraphs, in order:

1. the answer itself: for a yes/no question the leaning («скорее да», «пока нет» ...) with the card
   that tips it and the strongest voice against; for another question the main note of the spread
   for its subject;
2. the way there: each card in its place with what its plant means for this subject there
   (``fortune.senses``), and the main card's own picture;
3. the cards together: seasons, the order from the first card to the last, repeated months and kinds,
   and what the «кван» signs changed;
4. the advice of the main card for this subject (and of the last card, when it is another plant).

Every part has several ways of being said (``fortune.phrases``); ``Chooser`` picks them from the
reading's seed, so a reading always reads the same and two readings rarely read alike.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from types import SimpleNamespace
from typing import TYPE_CHECKING

from engine.cards import Kind, Text
from fortune import phrases
from fortune.meanings import SEASON_ORDER, SEASONS
from fortune.senses import advice, sense
from fortune.weight import ANSWERS, leaning, main_card, opponents, supporters, valence
from fortune.wording import ORDINALS, SEASON_CASES, SUBJECTS, Chooser, cap, fill, low, slots

if TYPE_CHECKING:
    from fortune.reading import CardInReading


@dataclass(frozen=True, slots=True)
class Composition:
    """The composed answer: paragraphs, a health caution when needed, the leaning, the main card."""

    paragraphs: tuple[Text, ...]
    caution: Text | None
    answer: str  # a key of fortune.weight.ANSWERS for a yes/no question, else ""
    main: CardInReading


def compose(
    placed: Sequence[CardInReading], *, subject: str, yes_no: bool, kwang: str, seed: str
) -> Composition:
    """Compose the answer to a question of ``subject`` from three placed cards."""
    choose = Chooser(seed, ".".join(c.card.code for c in placed), subject, str(yes_no), kwang)
    main = main_card(placed)
    answer = leaning(placed) if yes_no else ""
    first = _leaning(placed, answer, choose) if yes_no else _opening(main, subject, choose)
    paragraphs = [first, _path(placed, main, subject, choose), _together(placed, main, choose)]
    paragraphs.append(_advice(placed, main, subject, choose))
    caution = choose.pick(phrases.HEALTH) if subject == "health" else None
    return Composition(tuple(paragraphs), caution, answer, main)


def _join(parts: Sequence[Text]) -> Text:
    return Text(" ".join(p.ru for p in parts), " ".join(p.en for p in parts))


def _opening(main: CardInReading, subject: str, choose: Chooser) -> Text:
    about = SUBJECTS[subject].about
    return fill(
        choose.pick(phrases.OPENINGS),
        m=slots(main),
        s=(SimpleNamespace(about=about.ru), SimpleNamespace(about=about.en)),
    )


def _leaning(placed: Sequence[CardInReading], answer: str, choose: Chooser) -> Text:
    """The leaning answer, grounded in the card that tips it and said as a leaning."""
    backers = supporters(placed, answer)
    tipping = backers[0] if backers else main_card(placed)
    said = ANSWERS[answer]
    parts = [fill(choose.pick(phrases.LEANINGS), m=slots(tipping), ans=(said.ru, said.en))]
    against = opponents(placed, answer)
    if against:
        parts.append(fill(choose.pick(phrases.AGAINST), o=slots(against[0])))
    parts.append(choose.pick(phrases.LEANING_NOTES[answer]))
    return _join(parts)


def _card_sentence(c: CardInReading, subject: str, choose: Chooser) -> Text:
    lead = fill(choose.pick(phrases.LEADS[c.position.index]), c=slots(c))
    meant = sense(c.card.plant.key, subject, c.position.index)
    more = Text("", "")
    if c.strength:
        more = choose.pick(phrases.STRENGTHENED_TWICE if c.strength >= 2 else phrases.STRENGTHENED)
    return Text(f"{lead.ru}: {low(meant.ru)}{more.ru}.", f"{lead.en}: {low(meant.en)}{more.en}.")


def _path(placed: Sequence[CardInReading], main: CardInReading, subject: str, choose: Chooser) -> Text:
    return _join([*(_card_sentence(c, subject, choose) for c in placed), main.nuance])


def _together(placed: Sequence[CardInReading], main: CardInReading, choose: Chooser) -> Text:
    parts = [_seasons(placed, choose), _order(placed, choose)]
    parts += _repeats(placed, choose)
    kwang = _kwang(placed, main, choose)
    if kwang is not None:
        parts.append(kwang)
    return _join(parts)


def _season_slots(key: str) -> tuple[object, object]:
    cases = SEASON_CASES[key]
    name = SEASONS[key].name.en
    return cases, SimpleNamespace(en=name, En=cap(name))


def _seasons(placed: Sequence[CardInReading], choose: Chooser) -> Text:
    """One season, two and one, or three in order forward, backward or mixed."""
    keys = [c.season.key for c in placed]
    counts = Counter(keys)
    names = Text(", ".join(SEASONS[k].name.ru for k in keys), ", ".join(SEASONS[k].name.en for k in keys))
    if len(counts) == 1:
        return fill(
            choose.pick(phrases.ONE_SEASON), s=_season_slots(keys[0]), mood=(SEASONS[keys[0]].mood,) * 2
        )
    if len(counts) == 2:
        main = counts.most_common(1)[0][0]
        odd = next(i for i, k in enumerate(keys) if k != main)
        return fill(
            choose.pick(phrases.TWO_SEASONS),
            s=_season_slots(main),
            t=_season_slots(keys[odd]),
            mood=(SEASONS[main].mood,) * 2,
            nth=(ORDINALS[odd],) * 2,
        )
    steps = [SEASON_ORDER.index(k) for k in keys]
    if all((steps[i + 1] - steps[i]) % 4 == 1 for i in range(2)):
        options = phrases.SEASONS_FORWARD
    elif all((steps[i] - steps[i + 1]) % 4 == 1 for i in range(2)):
        options = phrases.SEASONS_BACKWARD
    else:
        options = phrases.SEASONS_MIXED
    return fill(choose.pick(options), names=(names, names))


def _order(placed: Sequence[CardInReading], choose: Chooser) -> Text:
    """From the first card to the last: rising, falling, even, or back to where it began."""
    first, middle, last = placed
    if first.card.plant.key == last.card.plant.key:
        trend = "circle"
    else:
        step = valence(last) - valence(first)
        trend = "rising" if step > 0 else "falling" if step < 0 else "even"
    options = phrases.ORDER[trend]
    if middle.card.plant.key in {first.card.plant.key, last.card.plant.key}:
        # «стойкость и терпение, затем пробуждение и наконец пробуждение»: leave the middle out
        options = tuple(o for o in options if "{b." not in o.ru) or options
    return fill(choose.pick(options), a=slots(first), b=slots(middle), z=slots(last))


def _repeats(placed: Sequence[CardInReading], choose: Chooser) -> list[Text]:
    """A plant twice or three times; several ribbons or animals; three plains."""
    parts: list[Text] = []
    by_plant: dict[str, list[CardInReading]] = {}
    for c in placed:
        by_plant.setdefault(c.card.plant.key, []).append(c)
    same = max(by_plant.values(), key=len)
    if len(same) == 3:
        parts.append(fill(choose.pick(phrases.THRICE), c=slots(same[0])))
    elif len(same) == 2:
        a, b = same
        note = phrases.PAIR_NOTES[(a.position.index, b.position.index)]
        parts.append(fill(choose.pick(phrases.TWICE), c=slots(a), d=slots(b), note=(note, note)))
    kinds = Counter(c.card.kind for c in placed)
    if kinds[Kind.RIBBON] >= 2:
        parts.append(choose.pick(phrases.RIBBONS))
    if kinds[Kind.ANIMAL] >= 2:
        parts.append(choose.pick(phrases.ANIMALS))
    if kinds[Kind.PLAIN] == 3:
        parts.append(choose.pick(phrases.PLAINS))
    return parts


def _kwang(placed: Sequence[CardInReading], main: CardInReading, choose: Chooser) -> Text | None:
    """What the «кван» signs strengthened, and so which card now weighs most."""
    brights = [c for c in placed if c.strengthens]
    if not brights:
        return None
    if len(brights) == 1:
        bright = brights[0]
        if len(bright.strengthens) == 2:
            targets = phrases.TARGETS["both"]
        elif bright.strengthens[0] < bright.position.index:
            targets = phrases.TARGETS["before"]
        else:
            targets = phrases.TARGETS["after"]
        return fill(
            choose.pick(phrases.KWANG_ONE), x=slots(bright), m=slots(main), targets=(targets, targets)
        )
    count = SimpleNamespace(
        ru=("две", "три")[len(brights) - 2],
        Ru=("Два", "Три")[len(brights) - 2],
        en=("two", "three")[len(brights) - 2],
        En=("Two", "Three")[len(brights) - 2],
    )
    return fill(choose.pick(phrases.KWANG_MANY), m=slots(main), count=(count, count))


def _advice(placed: Sequence[CardInReading], main: CardInReading, subject: str, choose: Chooser) -> Text:
    """The main card's advice for this subject, and the last card's when it is another plant."""
    said = advice(main.card.plant.key, subject)
    lowered = Text(low(said.ru), low(said.en))
    parts = [fill(choose.pick(phrases.ADVICE), m=slots(main), advice=(lowered, lowered))]
    last = placed[-1]
    if last.card.plant.key != main.card.plant.key:
        more = advice(last.card.plant.key, subject)
        more = Text(low(more.ru), low(more.en))
        parts.append(fill(choose.pick(phrases.MORE_ADVICE), z=slots(last), advice=(more, more)))
    return _join(parts)

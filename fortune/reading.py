"""Composing one interpretation from three cards.

The rules follow the Korean reading tradition (perevernul.ru, seeds lines 198-213):

- the meanings belong to the plants (see ``fortune.meanings``) and must be read together, as one
  picture, not one by one;
- a card with the «кван» sign (one of the five brights) strengthens the card before or after it.
  We read this as: a bright strengthens each of its neighbours in the row (a bright in the middle
  strengthens both), and the most strengthened meaning becomes the main note of the spread;
- the cards belong to four seasons (Korean order: winter = December (rain), January, February ...
  autumn = September, October, November (paulownia)).

Our choice of order (explained on the page): the three cards are read as the past (what led to the
question), the present and what lies ahead, the way one season follows another.

Every sentence is built in both languages at once from prepared parts. Inserted words are always
in the nominative (after a colon or a dash, or inside «quotes» after «тема»), or come in prepared
forms (``в прошлом``, ``обе соседние карты``), and present-tense verbs are used where a verb has to
agree with an inserted noun, so Russian case and gender stay right. The same three cards in the
same order always give the same text.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import Card, Kind, Text, card
from fortune.meanings import SEASON_ORDER, PlantMeaning, Season, card_nuance, plant_meaning, season_of


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

_ORDINALS = (Text("первая", "first"), Text("вторая", "second"), Text("третья", "third"))


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


@dataclass(frozen=True, slots=True)
class Interpretation:
    """The three cards in place and the text composed from them."""

    cards: tuple[CardInReading, ...]
    paragraphs: tuple[Text, ...]
    summary: Text  # one line for previews: the three themes

    @property
    def codes(self) -> str:
        return ".".join(c.card.code for c in self.cards)


class BadSpread(ValueError):
    """Not three different cards."""


def _join(parts: Sequence[str], last: str) -> str:
    """«a, b и c» / "a, b and c"."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + f" {last} " + parts[-1]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _low(text: str) -> str:
    return text[:1].lower() + text[1:]


def _t(ru: str, en: str) -> Text:
    return Text(ru, en)


def place(cards: Sequence[Card | str]) -> tuple[CardInReading, ...]:
    """Put three cards in their places and apply the kwang rule (a bright strengthens its neighbours)."""
    chosen = [c if isinstance(c, Card) else card(c) for c in cards]
    if len(chosen) != 3 or len({c.code for c in chosen}) != 3:
        raise BadSpread("a reading needs three different cards")
    strengths = [0, 0, 0]
    gives: list[tuple[int, ...]] = [(), (), ()]
    for i, c in enumerate(chosen):
        if c.kind is Kind.BRIGHT:
            neighbours = tuple(j for j in (i - 1, i + 1) if 0 <= j < 3)
            gives[i] = neighbours
            for j in neighbours:
                strengths[j] += 1
    return tuple(
        CardInReading(POSITIONS[i], c, plant_meaning(c), card_nuance(c), season_of(c), strengths[i], gives[i])
        for i, c in enumerate(chosen)
    )


def read(cards: Sequence[Card | str]) -> Interpretation:
    """Compose the interpretation of three cards laid out in this order (past, present, future)."""
    placed = place(cards)
    paragraphs = [
        _seasons(placed),
        *(_position(c) for c in placed),
        _kwang(placed),
    ]
    repeats = _repeats(placed)
    if repeats is not None:
        paragraphs.append(repeats)
    paragraphs.append(_closing(placed))
    summary = _t(
        " · ".join(_cap(c.plant.theme.ru) for c in placed),
        " · ".join(_cap(c.plant.theme.en) for c in placed),
    )
    return Interpretation(placed, tuple(paragraphs), summary)


def _seasons(placed: tuple[CardInReading, ...]) -> Text:
    """The overall picture from the seasons: one season, two and one, a forward or backward cycle."""
    seasons = [c.season for c in placed]
    keys = [s.key for s in seasons]
    counts = Counter(keys)
    names_ru = [s.name.ru for s in seasons]
    names_en = [s.name.en for s in seasons]
    if len(counts) == 1:
        s = seasons[0]
        return _t(
            f"Все три карты из одного времени года. Это {s.name.ru}, {s.mood.ru}: вопрос лежит внутри "
            "одного круга, и ответ тоже стоит искать внутри него.",
            f"All three cards come from one season. It is {s.name.en}, {s.mood.en}: the question lies "
            "within one circle, and so does the answer.",
        )
    if len(counts) == 2:
        main_key = counts.most_common(1)[0][0]
        main = next(s for s in seasons if s.key == main_key)
        other_index = next(i for i, k in enumerate(keys) if k != main_key)
        other = seasons[other_index]
        nth = _ORDINALS[other_index]
        return _t(
            f"Две карты из одного времени года. Это {main.name.ru}, {main.mood.ru}, и это время задаёт тон "
            f"всему раскладу. {_cap(nth.ru)} карта приходит из другого времени года — {other.name.ru}, "
            f"{other.mood.ru}: она добавляет к ответу другую сторону.",
            f"Two cards come from the same season. It is {main.name.en}, {main.mood.en}, and it sets the "
            f"tone of the whole spread. The {nth.en} card comes from another season, {other.name.en}, "
            f"{other.mood.en}: it adds another side to the answer.",
        )
    steps = [SEASON_ORDER.index(k) for k in keys]
    if all((steps[i + 1] - steps[i]) % 4 == 1 for i in range(2)):
        return _t(
            f"Времена года сменяют друг друга по порядку: {', '.join(names_ru)}. Расклад движется "
            "вперёд, как сама природа: то, что началось, развивается своим чередом.",
            f"The seasons follow each other in order: {', '.join(names_en)}. The spread moves "
            "forward like nature itself: what has begun unfolds in its own time.",
        )
    if all((steps[i] - steps[i + 1]) % 4 == 1 for i in range(2)):
        return _t(
            f"Времена года идут вспять: {', '.join(names_ru)}. Похоже, чтобы двинуться дальше, нужно "
            "вернуться к тому, что осталось позади.",
            f"The seasons run backwards: {', '.join(names_en)}. It seems that to move on you need to go "
            "back to what was left behind.",
        )
    return _t(
        f"Все три карты из разных времён года: {', '.join(names_ru)}. Ответ складывается из разных "
        "сторон жизни, и каждая добавляет своё.",
        f"The three cards come from three different seasons: {', '.join(names_en)}. The answer is made "
        "of different sides of life, and each adds its own.",
    )


def _position(c: CardInReading) -> Text:
    """One card in its place: the theme, the card, its nuance, and its part in the kwang rule."""
    p = c.position
    plant = c.card.plant.name
    where_ru, where_en = c.season.name.ru, c.season.name.en
    if plant.ru.lower() not in c.card.name.ru.lower():
        where_ru = f"{plant.ru.lower()}, {where_ru}"
    if plant.en.lower() not in c.card.name.en.lower():
        where_en = f"{plant.en.lower()}, {where_en}"
    ru = [
        f"{p.label.ru} ({p.lead.ru}): {c.plant.theme.ru}.",
        f"Выпала карта «{c.card.name.ru}» ({where_ru}).",
        c.nuance.ru,
    ]
    en = [
        f"{p.label.en} ({p.lead.en}): {c.plant.theme.en}.",
        f"The card drawn is “{c.card.name.en}” ({where_en}).",
        c.nuance.en,
    ]
    if c.strengthens:
        target_ru, target_en = _targets(c)
        ru.append(f"На этой карте знак «кван», и она усиливает {target_ru}.")
        en.append(f"This card bears the kwang sign and strengthens {target_en}.")
    if c.strength == 2:
        ru.append("С обеих сторон лежат карты со знаком «кван»: это значение звучит в полную силу.")
        en.append("Cards with the kwang sign lie on both sides: this meaning rings out at full strength.")
    elif c.strength == 1:
        ru.append("Рядом лежит карта со знаком «кван», поэтому это значение звучит сильнее.")
        en.append("A card with the kwang sign lies next to it, so this meaning rings out more strongly.")
    return _t(" ".join(ru), " ".join(en))


def _targets(c: CardInReading) -> tuple[str, str]:
    """Prepared accusative forms for the cards a bright strengthens."""
    if len(c.strengthens) == 2:
        return "обе соседние карты", "both neighbouring cards"
    if c.strengthens[0] < c.position.index:
        return "предыдущую карту", "the card before it"
    return "следующую карту", "the card after it"


def strongest(placed: Sequence[CardInReading]) -> CardInReading | None:
    """The most strengthened card (ties: the present, then what lies ahead, then the past)."""
    preference = {1: 0, 2: 1, 0: 2}
    candidates = [c for c in placed if c.strength > 0]
    if not candidates:
        return None
    return min(candidates, key=lambda c: (-c.strength, preference[c.position.index]))


def _kwang(placed: tuple[CardInReading, ...]) -> Text:
    """The kwang rule applied to the whole spread."""
    brights = [c for c in placed if c.card.kind is Kind.BRIGHT]
    if not brights:
        return _t(
            "В раскладе нет карт со знаком «кван»: ни одно значение не заглушает другие, все три звучат "
            "ровно, и их стоит взвесить одинаково.",
            "There is no card with the kwang sign in the spread: no meaning drowns out the others, and "
            "all three deserve equal weight.",
        )
    if len(brights) == 3:
        return _t(
            "Все три карты яркие, со знаком «кван», и усиливают друг друга: расклад звучит в полную "
            "силу. Такое выпадает очень редко, и к ответу стоит отнестись всерьёз.",
            "All three cards are brights with the kwang sign, and they strengthen each other: the whole "
            "spread rings out at full strength. This is very rare, and the answer deserves to be taken "
            "seriously.",
        )
    main = strongest(placed)
    assert main is not None
    return _t(
        f"Знак «кван» («свет») усиливает соседние карты, поэтому главное в этом раскладе — "
        f"{main.plant.theme.ru} ({main.position.where.ru}).",
        f"The kwang sign (“light”) strengthens the neighbouring cards, so the main note of the spread "
        f"is {main.plant.theme.en} ({main.position.where.en}).",
    )


_PAIR_NOTES = {
    (0, 1): _t(
        "это не новая история, а продолжение прежней.", "this is not a new story but the old one going on."
    ),
    (1, 2): _t("то, что есть сейчас, продлится и дальше.", "what is here now will carry on."),
    (0, 2): _t("прошлое возвращается, и круг замыкается.", "the past comes back and the circle closes."),
}


def _repeats(placed: tuple[CardInReading, ...]) -> Text | None:
    """What repeats: the same plant twice or three times, or several cards of one kind."""
    by_plant: dict[str, list[CardInReading]] = {}
    for c in placed:
        by_plant.setdefault(c.card.plant.key, []).append(c)
    same = max(by_plant.values(), key=len)
    parts: list[Text] = []
    if len(same) == 3:
        plant = same[0].card.plant.name
        theme = same[0].plant.theme
        parts.append(
            _t(
                f"Все три карты одного растения — {plant.ru.lower()}. Тема «{theme.ru}» проходит через "
                "прошлое, настоящее и будущее: такое выпадает редко, и ответ здесь особенно ясен.",
                f"All three cards are of one plant, {plant.en.lower()}. The theme of {theme.en} runs "
                "through the past, the present and the future: this is rare, and the answer is especially "
                "clear.",
            )
        )
    elif len(same) == 2:
        a, b = same
        plant = a.card.plant.name
        note = _PAIR_NOTES[(a.position.index, b.position.index)]
        parts.append(
            _t(
                f"Дважды встречается {plant.ru.lower()} — {a.position.where.ru} и {b.position.where.ru}. "
                f"Тема «{a.plant.theme.ru}» повторяется и просит внимания: {note.ru}",
                f"{plant.en} appears twice, {a.position.where.en} and {b.position.where.en}. The theme of "
                f"{a.plant.theme.en} repeats and asks for attention: {note.en}",
            )
        )
    kinds = Counter(c.card.kind for c in placed)
    if kinds[Kind.RIBBON] >= 2:
        parts.append(
            _t(
                "В раскладе несколько лент: многое решат слова, договорённости и обещания.",
                "There are several ribbons in the spread: words, agreements and promises will decide much.",
            )
        )
    if kinds[Kind.ANIMAL] >= 2:
        parts.append(
            _t(
                "Несколько карт с животными: ответ скорее в действии, чем в ожидании.",
                "Several animal cards: the answer lies in action rather than in waiting.",
            )
        )
    if kinds[Kind.PLAIN] == 3:
        parts.append(
            _t(
                "Все три карты простые: ответ скромный и будничный, он прячется в мелочах.",
                "All three cards are plains: the answer is modest and everyday, hidden in small things.",
            )
        )
    if not parts:
        return None
    return _t(" ".join(p.ru for p in parts), " ".join(p.en for p in parts))


def _closing(placed: tuple[CardInReading, ...]) -> Text:
    """The picture as a whole: the path of the themes and the advice of the last (or strongest) card."""
    themes: list[Text] = []
    for c in placed:
        if not themes or themes[-1] != c.plant.theme:
            themes.append(c.plant.theme)
    if len(themes) == 1:
        path = _t(
            f"Если сложить всё вместе, весь расклад держится на одной теме — «{themes[0].ru}».",
            f"Taken together, the whole spread rests on one theme: {themes[0].en}.",
        )
    elif len(themes) == 2:
        path = _t(
            f"Если сложить всё вместе, путь ведёт от темы «{themes[0].ru}» к теме «{themes[1].ru}».",
            f"Taken together, the path leads from {themes[0].en} to {themes[1].en}.",
        )
    elif themes[0] == themes[2]:
        path = _t(
            f"Если сложить всё вместе, путь ведёт от темы «{themes[0].ru}» через тему «{themes[1].ru}» "
            "обратно к началу.",
            f"Taken together, the path leads from {themes[0].en} through {themes[1].en} and back again.",
        )
    else:
        path = _t(
            f"Если сложить всё вместе, путь ведёт от темы «{themes[0].ru}» через тему «{themes[1].ru}» "
            f"к теме «{themes[2].ru}».",
            f"Taken together, the path leads from {themes[0].en} through {themes[1].en} to {themes[2].en}.",
        )
    last = placed[2]
    ru = [path.ru, f"Совет последней карты: {_low(last.plant.advice.ru)}"]
    en = [path.en, f"The last card's advice: {_low(last.plant.advice.en)}"]
    main = strongest(placed)
    if main is not None and main.card.plant.key != last.card.plant.key:
        ru.append(f"И не забывайте о главном: {_low(main.plant.advice.ru)}")
        en.append(f"And remember the main note: {_low(main.plant.advice.en)}")
    return _t(" ".join(ru), " ".join(en))

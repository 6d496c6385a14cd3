"""How varied the readings are: the share of readings that contain each sentence.

Issue 20 asks that over 10,000 random spreads with random questions no sentence, once card, plant,
theme and season names are taken out, appears in more than 15% of the readings. ``measure`` draws the
spreads (any three cards, any question from ``SAMPLE_QUESTIONS`` recognised by
``fortune.question.understand``, either «кван» rule, a random seed like a reading's token), composes
each reading and counts, per language, in how many readings each sentence occurs.
``scripts/reading_variety.py`` prints the figures; a test runs a smaller seeded draw.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from engine.cards import DECK
from fortune.meanings import PLANT_MEANINGS, SEASONS
from fortune.question import understand
from fortune.reading import Interpretation, read
from fortune.weight import KWANG_RULES
from fortune.wording import PLANT_CASES, SEASON_CASES, THEME_CASES, cap

# Questions of every subject, yes/no and open, in both languages (a draw takes one at random).
SAMPLE_QUESTIONS = (
    "Любит ли он меня?",
    "Выйду ли я замуж в этом году?",
    "Что ждёт наши отношения?",
    "Does she love me?",
    "What will happen in my marriage?",
    "Помирюсь ли я с сестрой?",
    "Как наладить отношения с отцом?",
    "Will my son settle at his new school?",
    "How can I make peace with my brother?",
    "Получу ли я повышение?",
    "Сдам ли я экзамен?",
    "Что меня ждёт на новой работе?",
    "Will I get the job?",
    "What should I expect from my studies this year?",
    "Хватит ли денег на квартиру?",
    "Верну ли я долг до весны?",
    "Как мне поправить денежные дела?",
    "Will I be able to pay off the loan?",
    "What will happen with my savings?",
    "Выздоровеет ли мама?",
    "Когда я поправлюсь после операции?",
    "Will my father recover from the illness?",
    "How will my health be this winter?",
    "Стоит ли мне переезжать весной?",
    "Поедем ли мы летом в Японию?",
    "Как пройдёт переезд?",
    "Should I move to Berlin?",
    "What awaits me on the trip?",
    "Остаться или уйти?",
    "Стоит ли соглашаться на предложение?",
    "Should I accept the offer?",
    "Should I choose the first option or the second?",
    "Что меня ждёт?",
    "Будет ли этот год удачным?",
    "What lies ahead for me?",
    "Will things get better?",
)

_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+(?=[«“\"A-ZА-ЯЁ])")


@dataclass(frozen=True, slots=True)
class Variety:
    """The result of a draw: how many readings, and per language the most frequent sentences."""

    readings: int
    top: dict[str, list[tuple[str, float]]]  # language -> (sentence, share of readings), most frequent first

    def highest(self, lang: str) -> float:
        """The share of readings containing the most frequent sentence in ``lang``."""
        return self.top[lang][0][1] if self.top[lang] else 0.0


@lru_cache(maxsize=1)
def _names() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """What is taken out before sentences are compared: every form of every name and theme."""
    ru: set[str] = set()
    en: set[str] = set()
    for c in DECK:
        ru.add(f"«{c.name.ru}»")
        en.add(f"“{c.name.en}”")
    for cases in (*THEME_CASES.values(), *(p for p, _ in PLANT_CASES.values()), *SEASON_CASES.values()):
        for form in (cases.nom, cases.gen, cases.dat, cases.acc, cases.ins, cases.prep):
            ru.update({form, cap(form)})
    for _, plant_en in PLANT_CASES.values():
        en.update({plant_en, cap(plant_en)})
    for meaning in PLANT_MEANINGS.values():
        en.update({meaning.theme.en, cap(meaning.theme.en)})
    for season in SEASONS.values():
        en.update({season.name.en, cap(season.name.en)})

    def pattern(words: set[str]) -> re.Pattern[str]:
        alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
        return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)")

    return pattern(ru), pattern(en)


def sentences(interpretation: Interpretation, lang: str) -> set[str]:
    """The sentences of one reading in ``lang``, names taken out."""
    pattern = _names()[0 if lang == "ru" else 1]
    texts = [p.get(lang) for p in interpretation.paragraphs]
    if interpretation.caution is not None:
        texts.append(interpretation.caution.get(lang))
    found: set[str] = set()
    for text in texts:
        for sentence in _SENTENCE_END.split(text):
            found.add(pattern.sub("…", sentence.strip()))
    return found


def measure(count: int, *, seed: int = 0, top: int = 10) -> Variety:
    """Draw ``count`` random readings and count the sentences (see the module's docstring)."""
    rng = random.Random(seed)
    counters = {"ru": Counter[str](), "en": Counter[str]()}
    for _ in range(count):
        cards = rng.sample(DECK, 3)
        question = understand(rng.choice(SAMPLE_QUESTIONS))
        interpretation = read(
            cards,
            subject=question.subject,
            yes_no=question.yes_no,
            kwang=rng.choice(KWANG_RULES),
            seed=f"{rng.getrandbits(96):024x}",
        )
        for lang, counter in counters.items():
            counter.update(sentences(interpretation, lang))
    return Variety(
        count,
        {lang: [(s, n / count) for s, n in counter.most_common(top)] for lang, counter in counters.items()},
    )

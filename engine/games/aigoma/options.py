"""Options and presets of Aigoma-koppai, as the source text gives them (seed 001, lines 11-37).

The text is the only description we have (it retells Naganuma Koichiro's «Indoor Games All Around
the World», Meiji era). Where it offers a choice, the choice is an option; where it is silent, the
engine's choice is written in the option's help and in ``engine.games.aigoma.state``.
``Rules`` compiles one set of values into the small tables the hot path reads.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards import Text
from engine.game import OptionSpec, Preset

# Months by card month number (Japanese order: 11 willow, 12 paulownia), strongest first.
NAGOYA_ORDER: tuple[int, ...] = (1, 11, 3, 4, 5, 12, 7, 8, 9, 10, 6, 2)
"""The Nagoya order the text names: pine, willow, cherry, wisteria, iris, paulownia, bush clover,
susuki, chrysanthemum, maple, peony, plum. January (pine) is the strongest, plum the weakest."""
JANUARY_HIGH_ORDER: tuple[int, ...] = tuple(range(1, 13))
DECEMBER_HIGH_ORDER: tuple[int, ...] = tuple(range(12, 0, -1))
MONTH_ORDERS: dict[str, tuple[int, ...]] = {
    "nagoya": NAGOYA_ORDER,
    "january_high": JANUARY_HIGH_ORDER,
    "december_high": DECEMBER_HIGH_ORDER,
}

BRIGHT_CARDS: tuple[int, ...] = (0, 8, 28, 40, 44)
"""The five brights as card indices: crane (01a), curtain (03a), moon (08a), rain man (11a), phoenix (12a)."""
LISTED_BRIGHTS: tuple[int, ...] = (0, 40, 8, 44, 28)
"""The text's list, most senior first: crane, rain man, curtain, phoenix, moon."""

SETTLEMENT_SCALE: dict[str, float] = {"none": 1.0, "cards": 10.0, "points": 50.0}
"""``State.returns`` adds a deal's payments divided by this to the win (+1) or loss."""

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "month_order",
        "nagoya",
        ("nagoya", "january_high", "december_high"),
        Text("Старшинство месяцев", "Month seniority"),
        Text(
            "По тексту играют в порядке старшинства, принятом в Нагое: сосна (январь) старше всех, "
            "за ней ива, вишня, глициния, ирис, павловния, клевер, мискант, хризантема, клён, пион, "
            "и младше всех слива. Январь бьют только козыри. Текст разрешает и обычный порядок "
            "месяцев, но описывает его двусмысленно: сначала говорит, что январь сильнейший, а "
            "декабрь слабейший, а затем предлагает принимать номер месяца за силу карты. Поэтому "
            "есть оба прочтения: «январь старший» (1 > 2 > … > 12) и «номер — сила» (12 > 11 > … > 1). "
            "Номера месяцев японские: ноябрь — ива, декабрь — павловния.",
            "The text plays by the seniority used in Nagoya: pine (January) is the strongest, then "
            "willow, cherry, wisteria, iris, paulownia, bush clover, susuki, chrysanthemum, maple, "
            "peony, and plum is the weakest. Only trumps beat January. The text also allows the "
            "standard month order but describes it ambiguously: it first says January is the "
            "strongest and December the weakest, then suggests taking the month's number as the "
            "card's strength. So both readings are offered: “January high” (1 > 2 > … > 12) and "
            "“number is strength” (12 > 11 > … > 1). Month numbers are Japanese: November is willow, "
            "December is paulownia.",
        ),
        {
            "nagoya": Text("порядок Нагои (по тексту)", "Nagoya order (the text's)"),
            "january_high": Text("обычный: январь старший", "standard: January high"),
            "december_high": Text("обычный: номер — сила", "standard: number is strength"),
        },
        sentences={
            "nagoya": Text(
                "Месяцы старшинствуют по порядку Нагои: сосна старше всех, слива младше всех.",
                "Months rank in the Nagoya order: pine is the highest and plum the lowest.",
            ),
            "january_high": Text(
                "Январь старше всех, декабрь младше всех (1 > 2 > … > 12).",
                "January is the highest and December the lowest (1 > 2 > … > 12).",
            ),
            "december_high": Text(
                "Чем больше номер месяца, тем он старше (12 > 11 > … > 1).",
                "The higher a month's number, the more senior it is (12 > 11 > … > 1).",
            ),
        },
    ),
    OptionSpec(
        "brights",
        "equal",
        ("equal", "listed", "by_month"),
        Text("Старшинство козырей", "Trump seniority"),
        Text(
            "В книге Наганумы старшинство ярких карт не указано, и текст предлагает два пути: считать "
            "их равными (тогда козырь козырем не перебить) или ранжировать по старшинству их месяцев; "
            "в порядке Нагои это журавль, человек под дождём, занавес, феникс, луна — так текст их и "
            "перечисляет. «По списку» держит этот порядок при любом старшинстве месяцев, «по месяцам» "
            "берёт старшинство месяцев, выбранное выше.",
            "Naganuma's book does not rank the brights, and the text offers two ways: take them as "
            "equal (then a trump cannot beat a trump) or rank them by the seniority of their months; "
            "in the Nagoya order that is crane, rain man, curtain, phoenix, moon, which is how the "
            "text lists them. “As listed” keeps that order whatever the month seniority; “by month” "
            "follows the month seniority chosen above.",
        ),
        {
            "equal": Text("равны", "equal"),
            "listed": Text(
                "журавль > человек под дождём > занавес > феникс > луна",
                "crane > rain man > curtain > phoenix > moon",
            ),
            "by_month": Text("по старшинству месяцев", "by month seniority"),
        },
        sentences={
            "equal": Text(
                "Козыри равны, и козырь козырем не перебить.",
                "Trumps are equal, and a trump cannot beat a trump.",
            ),
            "listed": Text(
                "Козыри идут по списку текста: журавль, человек под дождём, занавес, феникс, луна.",
                "Trumps rank as the text lists them: crane, rain man, curtain, phoenix, moon.",
            ),
            "by_month": Text(
                "Козыри старшинствуют так же, как их месяцы.", "Trumps rank as their months do."
            ),
        },
    ),
    OptionSpec(
        "settlement",
        "none",
        ("none", "cards", "points"),
        Text("Расчёт после раздачи", "Settlement"),
        Text(
            "В Японии обычно играют просто до победителя. Текст предлагает, если играть на интерес, "
            "заимствовать расчёт у похожих игр: проигравшие платят победителю за каждую оставшуюся "
            "на руке карту или по стоимости этих карт. Стоимость — очки карт из правил Меньшова: "
            "яркая 20, животное 10, лента 5, простая 0 (текст её не уточняет). Без расчёта раздача "
            "приносит победителю одно очко.",
            "In Japan the game is usually played just for a winner. For stakes the text suggests "
            "borrowing the settlement of similar games: the losers pay the winner for each card left "
            "in hand, or by the value of those cards. The value is the card points of Menshov's rules: "
            "bright 20, animal 10, ribbon 5, plain 0 (the text does not say which values). Without a "
            "settlement a deal gives its winner one point.",
        ),
        {
            "none": Text("только победитель", "winner only"),
            "cards": Text("за оставшиеся карты", "by cards left"),
            "points": Text("по очкам оставшихся карт", "by points of the cards left"),
        },
        sentences={
            "none": Text(
                "Раздача только называет победителя: он получает одно очко.",
                "A deal just names its winner, who scores one point.",
            ),
            "cards": Text(
                "Проигравшие платят победителю по очку за каждую карту, оставшуюся на руке.",
                "The losers pay the winner a point for each card left in hand.",
            ),
            "points": Text(
                "Проигравшие платят победителю очки карт, оставшихся у них на руке.",
                "The losers pay the winner the points of the cards left in their hands.",
            ),
        },
    ),
    OptionSpec(
        "rounds",
        1,
        (1, 3, 6, 12),
        Text("Длина партии", "Match length"),
        Text(
            "Текст говорит об оговорённом заранее числе раздач, по японской традиции 3, 6 или 12. "
            "Победитель раздачи сдаёт и заходит первым в следующей (так в общих правилах ханафуды). "
            "Побеждает набравший больше всех очков.",
            "The text speaks of a number of deals agreed beforehand, traditionally 3, 6 or 12 in "
            "Japan. The winner of a deal deals and leads the next one (as in the general hanafuda "
            "rules). The highest total wins.",
        ),
        {
            1: Text("одна раздача", "a single deal"),
            3: Text("3 раздачи", "3 deals"),
            6: Text("6 раздач", "6 deals"),
            12: Text("12 раздач", "12 deals"),
        },
        sentences={
            1: Text("Играют одну раздачу.", "A single deal is played."),
            3: Text("Играют 3 раздачи.", "Three deals are played."),
            6: Text("Играют 6 раздач.", "Six deals are played."),
            12: Text("Играют 12 раздач.", "Twelve deals are played."),
        },
    ),
)

PRESETS: tuple[Preset, ...] = (
    Preset(
        "source",
        Text("Как в тексте", "As in the text"),
        {"month_order": "nagoya", "brights": "equal", "settlement": "none"},
        Text(
            "Порядок Нагои, козыри равны, играют до первого, кто избавится от карт.",
            "The Nagoya order, equal trumps, played until someone is out of cards.",
        ),
    ),
    Preset(
        "ranked_trumps",
        Text("Козыри по старшинству", "Ranked trumps"),
        {"month_order": "nagoya", "brights": "listed", "settlement": "none"},
        Text(
            "Порядок Нагои; журавль бьёт человека под дождём, тот — занавес, занавес — феникса, "
            "феникс — луну.",
            "The Nagoya order; the crane beats the rain man, he beats the curtain, the curtain the "
            "phoenix, the phoenix the moon.",
        ),
    ),
    Preset(
        "stakes",
        Text("На интерес", "For stakes"),
        {"month_order": "nagoya", "brights": "equal", "settlement": "cards", "rounds": 6},
        Text(
            "Шесть раздач; после каждой проигравшие платят победителю по очку за каждую карту, "
            "оставшуюся на руке.",
            "Six deals; after each the losers pay the winner a point for every card left in hand.",
        ),
    ),
)


class Rules:
    """One set of option values compiled for the hot path.

    ``month_level[m]`` is the strength of card month ``m`` (1-12): 0 for the weakest, 11 for the
    strongest. ``trump_level[c]`` is the strength of bright ``c`` played as a trump: 100 for every
    bright when they are equal, 100 + its rank (4 for the most senior) otherwise, so that any trump
    beats any month and a trump beats another only when strictly higher.
    ``stronger_months[level]`` lists the month indices (0-11) whose level is above ``level``.
    """

    __slots__ = (
        "brights",
        "month_level",
        "month_order",
        "players",
        "rounds",
        "scale",
        "settlement",
        "stronger_months",
        "trump_level",
    )

    def __init__(self, players: int, options: Mapping[str, Any]) -> None:
        self.players = players
        self.month_order = MONTH_ORDERS[options["month_order"]]
        level = [0] * 13
        for strength, month in enumerate(reversed(self.month_order)):
            level[month] = strength
        self.month_level: tuple[int, ...] = tuple(level)
        self.stronger_months: tuple[tuple[int, ...], ...] = tuple(
            tuple(m - 1 for m in self.month_order if level[m] > at) for at in range(-1, 12)
        )
        self.brights = options["brights"]
        trump = [0] * 48
        if self.brights == "equal":
            for c in BRIGHT_CARDS:
                trump[c] = 100
        else:
            ranking = (
                LISTED_BRIGHTS
                if self.brights == "listed"
                else tuple(sorted(BRIGHT_CARDS, key=lambda c: -level[(c >> 2) + 1]))
            )
            for rank, c in enumerate(ranking):
                trump[c] = 104 - rank
        self.trump_level: tuple[int, ...] = tuple(trump)
        self.settlement = options["settlement"]
        self.scale = SETTLEMENT_SCALE[self.settlement]
        self.rounds = int(options["rounds"])

    def months_above(self, level: int) -> tuple[int, ...]:
        """Month indices (0-11) strictly stronger than ``level`` (-1 gives all twelve)."""
        return self.stronger_months[level + 1]

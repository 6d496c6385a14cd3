"""Options and presets of «Хато» by S. Menshov (seed 000: v2 lines 1-150, v3 lines 214-422).

The options are data (``OptionSpec``); ``Rules`` compiles one set of values into the small
constants the hot path reads (table and hand sizes, bonus masks), so that ``apply`` never looks
anything up by name.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.cards import Text
from engine.game import OptionSpec, Preset

# Menshov v3: 8 / 6 / 8 cards on the table for 2 / 3 / 4 players; v2: always 8. Hands 10 / 7 / 5.
TABLE_BY_PLAYERS = {2: 8, 3: 6, 4: 8}
HAND_BY_PLAYERS = {2: 10, 3: 7, 4: 5}

# How a yes/no option's value reads after its label in the game form («Заморозка: нет»).
_ON_OFF = {True: Text("да", "on"), False: Text("нет", "off")}
_YES_NO = {True: Text("да", "yes"), False: Text("нет", "no")}

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "table_cards",
        "by_players",
        ("by_players", "always_8"),
        Text("Карты на столе при раздаче", "Cards dealt to the table"),
        Text(
            "По версии 3 правил Меньшова на стол кладут 8 карт, если играют двое или четверо, и 6, "
            "если трое; по версии 2 — всегда 8.",
            "Version 3 of Menshov's rules deals 8 cards to the table for two or four players and 6 "
            "for three; version 2 always deals 8.",
        ),
        {
            "by_players": Text(
                "8, 6 или 8 по числу игроков (версия 3)", "8, 6 or 8 by the number of players (version 3)"
            ),
            "always_8": Text("всегда 8 (версия 2)", "always 8 (version 2)"),
        },
        sentences={
            "by_players": Text(
                "На стол кладут 8 карт, если играют двое или четверо, и 6, если трое (версия 3).",
                "Eight cards go to the table for two or four players and six for three (version 3).",
            ),
            "always_8": Text(
                "На стол всегда кладут 8 карт (версия 2).", "Eight cards always go to the table (version 2)."
            ),
        },
    ),
    OptionSpec(
        "freeze",
        False,
        (False, True),
        Text("Заморозка", "Freeze"),
        Text(
            "Если карта с руки легла на карту своего месяца, а карта, открытая из колоды, оказалась "
            "того же месяца, все три остаются на столе, и взять их сможет только тот, у кого "
            "окажется четвёртая. Без заморозки игрок сам выбирает две карты из трёх.",
            "When a card from the hand was played onto a card of its month and the flipped card is of "
            "the same month, all three stay on the table until someone brings the fourth. Without the "
            "freeze the player takes any two of the three.",
        ),
        _ON_OFF,
        sentences={
            False: Text(
                "Заморозки нет: из трёх карт одного месяца игрок сам берёт две.",
                "No freeze: of the three cards of one month the player takes any two.",
            ),
            True: Text(
                "Заморозка: три карты одного месяца остаются на столе, пока не придёт четвёртая.",
                "Freeze: three cards of one month stay on the table until the fourth comes.",
            ),
        },
    ),
    OptionSpec(
        "must_take",
        False,
        (False, True),
        Text("Карта с парой обязана брать", "A matching card must capture"),
        Text(
            "По тексту Меньшова игрок может выложить на стол любую карту, даже если у неё есть пара "
            "на столе. С этим правилом карту, у которой есть пара, можно только положить на эту пару.",
            "Menshov lets a player lay any card on the table even when it has a match there. With "
            "this option a card with a match on the table can only be played onto it.",
        ),
        _YES_NO,
        sentences={
            False: Text(
                "Любую карту можно выложить на стол, даже если у неё там есть пара.",
                "Any card may be laid on the table, even one with a match there.",
            ),
            True: Text(
                "Карту, у которой есть пара на столе, можно только положить на эту пару.",
                "A card with a match on the table can only be played onto it.",
            ),
        },
    ),
    OptionSpec(
        "plain_bonus",
        False,
        (False, True),
        Text("Бонус за простые карты", "Plain cards bonus"),
        Text(
            "Из версии 3: +10 очков за 10 простых карт и ещё +5 за каждые следующие 5 "
            "(17 простых карт дают 15).",
            "From version 3: +10 points for 10 plain cards and +5 for each further 5 "
            "(17 plain cards give 15).",
        ),
        _ON_OFF,
        sentences={
            False: Text("Бонуса за простые карты нет.", "Plain cards earn no bonus."),
            True: Text(
                "За 10 простых карт дают +10 очков и ещё +5 за каждые следующие 5 (версия 3).",
                "Ten plain cards earn +10 points and each further five +5 (version 3).",
            ),
        },
    ),
    OptionSpec(
        "bonus_set",
        "menshov",
        ("menshov", "min_hwatu"),
        Text("Набор бонусов", "Bonus set"),
        Text(
            "Бонусы Меньшова или бонусы мин-хато по описаниям этой корейской игры: в них бонус за весь "
            "месяц есть только у ириса, клёна и ивы (дождя), а за красные ленты без надписи бонуса нет "
            "(пять ярких карт, красные ленты с надписью и синие ленты — как у Меньшова).",
            "Menshov's bonuses, or those of Min-hwatu as its write-ups give them: the full-month bonus "
            "only for iris, maple and willow (rain), and no bonus for the plain red ribbons (the five "
            "brights, the poem ribbons and the blue ribbons as in Menshov).",
        ),
        {
            "menshov": Text("как у Меньшова", "Menshov's"),
            "min_hwatu": Text("как в мин-хато", "Min-hwatu's"),
        },
        sentences={
            "menshov": Text(
                "Бонусы Меньшова: +20 за все четыре карты любого месяца и +40 за четыре красные ленты "
                "без надписи.",
                "Menshov's bonuses: +20 for all four cards of any month and +40 for the four plain red "
                "ribbons.",
            ),
            "min_hwatu": Text(
                "Бонусы мин-хато: +20 за весь месяц только у ириса, клёна и ивы (дождя), за красные "
                "ленты без надписи бонуса нет.",
                "Min-hwatu's bonuses: +20 for a full month only for iris, maple and willow (rain), and "
                "no bonus for the plain red ribbons.",
            ),
        },
    ),
    OptionSpec(
        "target",
        0,
        (0, 500, 1000),
        Text("Длина партии", "Match length"),
        Text(
            "Одна раздача или раздача за раздачей, пока кто-нибудь не наберёт оговорённую сумму очков "
            "(версия 3 называет 500 и 1000). Победитель раздачи сдаёт и ходит первым в следующей.",
            "A single deal, or deal after deal until someone reaches the agreed total (version 3 names "
            "500 and 1000). The winner of a deal deals the next one and goes first.",
        ),
        {
            0: Text("одна раздача", "a single deal"),
            500: Text("до 500 очков", "to 500 points"),
            1000: Text("до 1000 очков", "to 1000 points"),
        },
        sentences={
            0: Text("Играют одну раздачу.", "A single deal is played."),
            500: Text(
                "Раздачи идут, пока кто-нибудь не наберёт 500 очков.",
                "Deals go on until someone reaches 500 points.",
            ),
            1000: Text(
                "Раздачи идут, пока кто-нибудь не наберёт 1000 очков.",
                "Deals go on until someone reaches 1000 points.",
            ),
        },
    ),
    OptionSpec(
        "settlement",
        "plain",
        ("plain", "zero_sum"),
        Text("Расчёт очков", "Settlement"),
        Text(
            "Либо каждый просто записывает свои очки, либо расчёт с нулевой суммой по общим правилам "
            "ханафуда: каждый получает свои очки с каждого соперника и сам платит каждому его очки.",
            "Each player keeps their own points, or the zero-sum settlement of the general rules: "
            "each player collects their points from every opponent and pays each of them theirs.",
        ),
        {
            "plain": Text("каждому свои очки", "own points"),
            "zero_sum": Text("с нулевой суммой", "zero-sum"),
        },
        sentences={
            "plain": Text("Каждый записывает свои очки.", "Each player keeps their own points."),
            "zero_sum": Text(
                "Расчёт с нулевой суммой: каждый получает свои очки с каждого соперника и платит каждому "
                "его очки.",
                "Zero-sum settlement: each player collects their points from every opponent and pays each "
                "of them theirs.",
            ),
        },
    ),
)

PRESETS: tuple[Preset, ...] = (
    Preset(
        "menshov_v3",
        Text("Меньшов, версия 3", "Menshov, version 3"),
        {"table_cards": "by_players", "bonus_set": "menshov"},
        Text(
            "Правила С. Меньшова 2015 года, версия 3 (по умолчанию).",
            "S. Menshov's rules of 2015, version 3 (the default).",
        ),
    ),
    Preset(
        "menshov_v2",
        Text("Меньшов, версия 2", "Menshov, version 2"),
        {"table_cards": "always_8", "freeze": False, "plain_bonus": False, "bonus_set": "menshov"},
        Text(
            "Первая опубликованная версия: на столе всегда 8 карт, без заморозки и без бонуса за "
            "простые карты.",
            "The first published version: always 8 cards on the table, no freeze, no plain bonus.",
        ),
    ),
    Preset(
        "min_hwatu",
        Text("Мин-хато", "Min-hwatu"),
        {"bonus_set": "min_hwatu"},
        Text(
            "Бонусы корейской игры мин-хато по двум её описаниям: бонус за весь месяц только за ирис, "
            "клён и иву (дождь), за красные ленты без надписи бонуса нет; остальное как у Меньшова.",
            "Korean Min-hwatu bonuses as its two write-ups give them: the full-month bonus only for "
            "iris, maple and willow (rain) and no bonus for the plain red ribbons; everything else as "
            "in Menshov.",
        ),
    ),
)


class Rules:
    """One set of option values compiled for the hot path."""

    __slots__ = (
        "bonus_set",
        "deck_after_deal",
        "freeze",
        "hand_size",
        "must_take",
        "plain_bonus",
        "players",
        "settlement",
        "table_size",
        "target",
        "zero_sum",
    )

    def __init__(self, players: int, options: Mapping[str, Any]) -> None:
        self.players = players
        self.table_size = 8 if options["table_cards"] == "always_8" else TABLE_BY_PLAYERS[players]
        self.hand_size = HAND_BY_PLAYERS[players]
        self.deck_after_deal = 48 - self.table_size - players * self.hand_size
        self.freeze = bool(options["freeze"])
        self.must_take = bool(options["must_take"])
        self.plain_bonus = bool(options["plain_bonus"])
        self.bonus_set = options["bonus_set"]
        self.target = int(options["target"])
        self.settlement = options["settlement"]
        self.zero_sum = self.settlement == "zero_sum"

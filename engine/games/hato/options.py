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

# How a yes/no option reads on the rules page and in the game form.
_ON_OFF = {True: Text("да", "on"), False: Text("нет", "off")}

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "table_cards",
        "by_players",
        ("by_players", "always_8"),
        Text("Карт на столе при раздаче", "Cards dealt to the table"),
        Text(
            "По версии 3 правил Меньшова на стол кладут 8 карт, если играют двое или четверо, и 6, "
            "если трое; по версии 2 — всегда 8.",
            "Version 3 of Menshov's rules deals 8 cards to the table for two or four players and 6 "
            "for three; version 2 always deals 8.",
        ),
        {
            "by_players": Text("8 / 6 / 8 (версия 3)", "8 / 6 / 8 (version 3)"),
            "always_8": Text("всегда 8 (версия 2)", "always 8 (version 2)"),
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
        _ON_OFF,
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
    ),
    OptionSpec(
        "bonus_set",
        "menshov",
        ("menshov", "min_hwatu"),
        Text("Набор бонусов", "Bonus set"),
        Text(
            "Бонусы Меньшова или бонусы мин-хато: три красные ленты без надписи (апрель, май, июль) "
            "за 30 вместо четырёх за 40, а бонус за весь месяц — только за ирис, клён и иву (дождь).",
            "Menshov's bonuses, or those of Min-hwatu: three plain red ribbons (April, May, July) "
            "for 30 instead of four for 40, and the full-month bonus only for iris, maple and "
            "willow (rain).",
        ),
        {
            "menshov": Text("Меньшов", "Menshov"),
            "min_hwatu": Text("мин-хато", "Min-hwatu"),
        },
    ),
    OptionSpec(
        "target",
        0,
        (0, 500, 1000),
        Text("Партия до", "Match to"),
        Text(
            "0 — одна раздача; иначе раздачи идут, пока кто-нибудь не наберёт столько очков. "
            "Победитель раздачи сдаёт и ходит первым в следующей.",
            "0 plays a single deal; otherwise deals go on until someone reaches this many points. "
            "The winner of a deal deals the next one and goes first.",
        ),
        {
            0: Text("одна раздача", "a single deal"),
            500: Text("500 очков", "500 points"),
            1000: Text("1000 очков", "1000 points"),
        },
    ),
    OptionSpec(
        "settlement",
        "plain",
        ("plain", "zero_sum"),
        Text("Расчёт", "Settlement"),
        Text(
            "Либо каждый просто записывает свои очки, либо расчёт с нулевой суммой по общим правилам "
            "ханафуда: каждый получает свои очки с каждого соперника и сам платит каждому его очки.",
            "Each player keeps their own points, or the zero-sum settlement of the general rules: "
            "each player collects their points from every opponent and pays each of them theirs.",
        ),
        {
            "plain": Text("свои очки", "own points"),
            "zero_sum": Text("нулевая сумма", "zero sum"),
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
            "Бонусы корейской игры мин-хато по опубликованным описаниям: три красные ленты без надписи "
            "за 30 и бонус за весь месяц только за ирис, клён и иву (дождь); остальное как у Меньшова.",
            "Korean Min-hwatu bonuses as published: three plain red ribbons for 30 and the "
            "full-month bonus only for iris, maple and willow (rain); everything else as in Menshov.",
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

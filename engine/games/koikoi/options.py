"""Koi-Koi options and presets as data.

Every option is one agreement the sources name (japancards.ru, seed 000 lines 151-197; Fuda Wiki's
Koi-Koi page). The defaults are the preset «Fuda Wiki standard»; «Nintendo» changes only Goko (10)
and Sanko (5), as Nintendo's leaflet does.
"""

from __future__ import annotations

from engine.cards import Text
from engine.game import OptionSpec, Preset

_ON_OFF = {True: Text("да", "on"), False: Text("нет", "off")}


def _flag(key: str, default: bool, label: Text, help: Text) -> OptionSpec:
    return OptionSpec(key, default, (True, False), label, help, _ON_OFF)


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "rounds",
        1,
        (1, 3, 6, 12),
        Text("Раздач в партии", "Deals in a match"),
        Text(
            "Сколько раздач играют; победитель раздачи сдаёт следующую, а после ничьей сдаёт тот же игрок.",
            "How many deals are played; the winner of a deal deals the next one, and after a draw the same "
            "player deals again.",
        ),
    ),
    OptionSpec(
        "goko_points",
        15,
        (15, 10),
        Text("Очки за гоко", "Points for Gokō"),
        Text(
            "Пять ярких карт: обычно 15 очков, по листку Nintendo — 10.",
            "Five brights: usually 15, 10 in Nintendo's leaflet.",
        ),
    ),
    OptionSpec(
        "sanko_points",
        6,
        (6, 5),
        Text("Очки за санко", "Points for Sankō"),
        Text(
            "Три яркие карты без человека под дождём: обычно 6 очков, по листку Nintendo — 5.",
            "Three brights without the rain man: usually 6, 5 in Nintendo's leaflet.",
        ),
    ),
    _flag(
        "sake_cup_plain",
        True,
        Text("Чаша сакэ — ещё и простая карта", "The sake cup is also a plain"),
        Text(
            "Чаша сакэ считается животным и вместе с тем простой картой для комбинации касу.",
            "The sake cup counts as an animal and also as a plain for Kasu.",
        ),
    ),
    _flag(
        "viewing",
        True,
        Text("Ханами и цукими в игре", "Viewing yaku are played"),
        Text(
            "Ханами-дзакэ и цукими-дзакэ — договорные комбинации; если эта настройка выключена, их нет.",
            "Hanami-zake and tsukimi-zake are agreed before play; with this option off they do not count.",
        ),
    ),
    _flag(
        "viewing_3",
        False,
        Text("Ханами и цукими стоят по 3", "Viewing yaku are worth 3"),
        Text(
            "Каждая из двух комбинаций с чашей сакэ стоит 3 очка вместо 5.",
            "Each of the two sake-cup yaku is worth 3 points instead of 5.",
        ),
    ),
    _flag(
        "viewing_rain_cancels",
        False,
        Text("Человек под дождём отменяет ханами и цукими", "The rain man cancels viewing yaku"),
        Text(
            "Ханами и цукими не считаются, если среди взятых карт есть человек под дождём.",
            "Hanami and tsukimi do not count once the player has captured the rain man.",
        ),
    ),
    _flag(
        "viewing_not_with_brights",
        False,
        Text(
            "Ханами и цукими не сочетаются с яркими комбинациями",
            "Viewing yaku do not combine with bright yaku",
        ),
        Text(
            "Если собраны и комбинация из ярких карт, и ханами или цукими, засчитывается только то, что "
            "дороже.",
            "With both a bright yaku and a viewing yaku, only the more valuable one counts.",
        ),
    ),
    _flag(
        "double_at_7",
        True,
        Text("×2 за 7 очков и больше", "×2 at 7 points or more"),
        Text(
            "Если комбинации победителя стоят 7 или больше, очки удваиваются.",
            "If the winner's yaku are worth 7 or more, the points are doubled.",
        ),
    ),
    _flag(
        "double_own_koikoi",
        False,
        Text("×2, если победитель объявлял «Кой-кой!»", "×2 if the winner had called koi-koi"),
        Text(
            "Очки удваиваются, если победитель раздачи до этого объявлял «Кой-кой!».",
            "The points are doubled if the winner of the deal had called koi-koi.",
        ),
    ),
    _flag(
        "double_opponent_koikoi",
        True,
        Text("×2, если соперник объявлял «Кой-кой!»", "×2 if the opponent had called koi-koi"),
        Text(
            "Очки удваиваются, если проигравший в этой раздаче объявлял «Кой-кой!».",
            "The points are doubled if the loser of the deal had called koi-koi.",
        ),
    ),
    _flag(
        "dealer_privilege",
        False,
        Text("Право сдающего: 6 очков при ничьей", "Dealer's privilege: 6 points on a draw"),
        Text(
            "Если карты кончились и никто не остановил раздачу, сдающий получает 6 очков.",
            "If the cards run out and nobody has stopped, the dealer scores 6.",
        ),
    ),
    _flag(
        "hand_yaku",
        True,
        Text("Комбинации на руке (тэси, куццуки)", "Hand yaku (teshi, kuttsuki)"),
        Text(
            "Четыре карты одного месяца или четыре пары в сданной руке сразу выигрывают раздачу: 6 очков.",
            "Four of a month or four pairs in a dealt hand win the deal at once for 6.",
        ),
    ),
    _flag(
        "misdeal_four_pairs",
        True,
        Text("Четыре пары на столе — пересдача", "Four pairs on the table: redeal"),
        Text(
            "Четыре карты одного месяца на столе — всегда пересдача; с этой настройкой — и четыре пары.",
            "Four of a month on the table always means a redeal; with this option, so do four pairs.",
        ),
    ),
)

PRESETS: tuple[Preset, ...] = (
    Preset(
        "fudawiki",
        Text("Стандарт Fuda Wiki", "Fuda Wiki standard"),
        {spec.key: spec.default for spec in OPTION_SPECS if spec.key != "rounds"},
        Text(
            "Гоко 15, сико 8, амэ-сико 7, санко 6, ханами и цукими по 5; из комбинаций ярких карт, "
            "животных и лент засчитывается лучшая в каждой группе; ×2 за 7 очков и больше и за «Кой-кой!» "
            "соперника.",
            "Gokō 15, Shikō 8, Ame-shikō 7, Sankō 6, viewing yaku 5 each; within the bright, animal and "
            "ribbon groups only the best yaku counts; ×2 at 7 points or more and for the opponent's koi-koi.",
        ),
    ),
    Preset(
        "nintendo",
        Text("Nintendo", "Nintendo"),
        {
            **{spec.key: spec.default for spec in OPTION_SPECS if spec.key != "rounds"},
            "goko_points": 10,
            "sanko_points": 5,
        },
        Text(
            "Как стандарт Fuda Wiki, но гоко стоит 10, а санко — 5, как в листке Nintendo.",
            "As the Fuda Wiki standard, but Gokō is worth 10 and Sankō 5, as in Nintendo's leaflet.",
        ),
    ),
)

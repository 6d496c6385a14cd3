"""Koi-Koi options and presets as data.

Every option is one agreement the sources name (japancards.ru, seed 000 lines 151-197; Fuda Wiki's
Koi-Koi page), or says that it is in none of our source texts (the hand yaku, the four-pairs redeal).
The defaults are the site's: the doubling the text says people usually play with, only ×2 at 7
points or more (lines 182-184; its yaku table is the one for that game), and a card with a match on
the table takes it. The presets name every option: «Fuda Wiki standard» (also ×2 for the opponent's
koi-koi), «Nintendo» (as Fuda Wiki, with Goko 10 and Sanko 5, as Nintendo's leaflet has them) and
«japancards.ru» (the defaults with the text's «not obliged to play matching cards», line 170).
"""

from __future__ import annotations

from engine.cards import Text
from engine.game import OptionSpec, Preset

_YES_NO = {True: Text("да", "yes"), False: Text("нет", "no")}


def _flag(key: str, default: bool, label: Text, help: Text, *, on: Text, off: Text) -> OptionSpec:
    """A yes/no option; ``on`` and ``off`` state the rule with it and without it."""
    return OptionSpec(key, default, (True, False), label, help, _YES_NO, {True: on, False: off})


def _deals(count: int) -> Text:
    """«3 раздачи» / "3 deals" (``count`` of 1: «одна раздача»)."""
    if count == 1:
        return Text("одна раздача", "a single deal")
    return Text(f"{count} {'раздачи' if count < 5 else 'раздач'}", f"{count} deals")


_PLAYED = {1: Text("Играют одну раздачу.", "A single deal is played.")} | {
    n: Text(f"Играют {_deals(n).ru}.", f"{word} deals are played.")
    for n, word in ((3, "Three"), (6, "Six"), (12, "Twelve"))
}


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "rounds",
        1,
        (1, 3, 6, 12),
        Text("Длина партии", "Match length"),
        Text(
            "Сколько раздач играют; очки всех раздач складываются.",
            "How many deals are played; the points of all the deals are added up.",
        ),
        {n: _deals(n) for n in (1, 3, 6, 12)},
        _PLAYED,
    ),
    OptionSpec(
        "next_dealer",
        "winner",
        ("winner", "turns"),
        Text("Кто начинает следующую раздачу", "Who starts the next deal"),
        Text(
            "Первым ходит сдающий. По тексту japancards.ru в следующих раздачах первым ходит выигравший "
            "раздачу или игроки ходят первыми по очереди, «смотря какие правила были оговорены перед "
            "игрой».",
            "The dealer plays first. By the japancards.ru text, in later deals either the winner of the "
            "last deal plays first or the players take turns to play first, whichever was agreed before "
            "the game.",
        ),
        {
            "winner": Text("победитель прошлой раздачи", "the winner of the last deal"),
            "turns": Text("игроки по очереди", "the players in turn"),
        },
        {
            "winner": Text(
                "Следующую раздачу сдаёт и начинает победитель прошлой, а после ничьей — тот же игрок.",
                "The winner of a deal deals and plays first in the next one; after a draw the same player "
                "does again.",
            ),
            "turns": Text(
                "Игроки сдают и начинают раздачи по очереди, кто бы ни выиграл.",
                "The players take turns to deal and play first, whoever wins.",
            ),
        },
    ),
    OptionSpec(
        "must_take",
        True,
        (True, False),
        Text("Карта с парой обязана брать", "A matching card must capture"),
        Text(
            "Текст japancards.ru говорит, что игрок «не обязан выкладывать совпадающие карты, даже если "
            "он имеет таковые»: по этому прочтению любую карту с руки можно просто выложить на стол. "
            "Японские правила обычно строже: карта, у которой на столе есть пара, берёт её. Четвёртая "
            "карта месяца, когда три лежат на столе, по тексту всегда забирает их все. Карту, открытую "
            "из колоды, это правило не меняет: она всегда берёт свою пару.",
            "The japancards.ru text says the player is not obliged to play matching cards even when "
            "holding them: read that way, any card from the hand may simply be laid on the table. "
            "Japanese rules are usually stricter: a card with a match on the table captures it. By the "
            "text, the fourth card of a month always takes the three on the table. A card flipped from "
            "the deck is not affected: it always captures its match.",
        ),
        _YES_NO,
        {
            True: Text(
                "Карту, у которой есть пара на столе, можно только положить на эту пару.",
                "A card with a match on the table can only be played onto it.",
            ),
            False: Text(
                "Любую карту можно выложить на стол, даже если у неё там есть пара; только четвёртая "
                "карта месяца всегда забирает три со стола.",
                "Any card may be laid on the table, even one with a match there; only the fourth card of "
                "a month always takes the three on the table.",
            ),
        },
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
        {15: Text("15 очков", "15 points"), 10: Text("10 очков", "10 points")},
        {
            15: Text("Гоко (пять ярких карт) стоит 15 очков.", "Gokō (five brights) is worth 15 points."),
            10: Text(
                "Гоко (пять ярких карт) стоит 10 очков, как в листке Nintendo.",
                "Gokō (five brights) is worth 10 points, as in Nintendo's leaflet.",
            ),
        },
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
        {6: Text("6 очков", "6 points"), 5: Text("5 очков", "5 points")},
        {
            6: Text(
                "Санко (три яркие карты без человека под дождём) стоит 6 очков.",
                "Sankō (three brights without the rain man) is worth 6 points.",
            ),
            5: Text(
                "Санко стоит 5 очков, как в листке Nintendo.",
                "Sankō is worth 5 points, as in Nintendo's leaflet.",
            ),
        },
    ),
    _flag(
        "sake_cup_plain",
        True,
        Text("Чаша сакэ — ещё и простая карта", "The sake cup is also a plain"),
        Text(
            "Чаша сакэ считается животным и вместе с тем простой картой для комбинации касу.",
            "The sake cup counts as an animal and also as a plain for Kasu.",
        ),
        on=Text(
            "Чаша сакэ считается и животным, и простой картой.",
            "The sake cup counts as an animal and as a plain.",
        ),
        off=Text("Чаша сакэ считается только животным.", "The sake cup counts only as an animal."),
    ),
    _flag(
        "viewing",
        True,
        Text("Ханами и цукими в игре", "Viewing yaku are played"),
        Text(
            "Ханами-дзакэ и цукими-дзакэ — договорные комбинации; если эта настройка выключена, их нет.",
            "Hanami-zake and tsukimi-zake are agreed before play; with this option off they do not count.",
        ),
        on=Text("Ханами-дзакэ и цукими-дзакэ засчитываются.", "Hanami-zake and tsukimi-zake count."),
        off=Text(
            "Ханами-дзакэ и цукими-дзакэ не засчитываются.", "Hanami-zake and tsukimi-zake do not count."
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
        on=Text("Ханами и цукими стоят по 3 очка.", "Hanami and tsukimi are worth 3 points each."),
        off=Text("Ханами и цукими стоят по 5 очков.", "Hanami and tsukimi are worth 5 points each."),
    ),
    _flag(
        "viewing_rain_cancels",
        False,
        Text("Человек под дождём отменяет ханами и цукими", "The rain man cancels viewing yaku"),
        Text(
            "Ханами и цукими не считаются, если среди взятых карт есть человек под дождём.",
            "Hanami and tsukimi do not count once the player has captured the rain man.",
        ),
        on=Text(
            "Взятый человек под дождём отменяет ханами и цукими.",
            "A captured rain man cancels hanami and tsukimi.",
        ),
        off=Text(
            "Человек под дождём ханами и цукими не отменяет.",
            "The rain man does not cancel hanami and tsukimi.",
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
        on=Text(
            "Из яркой комбинации и ханами или цукими засчитывается только более дорогая.",
            "Of a bright yaku and a viewing yaku only the more valuable one counts.",
        ),
        off=Text(
            "Ханами и цукими засчитываются вместе с яркими комбинациями.",
            "Viewing yaku count alongside bright yaku.",
        ),
    ),
    _flag(
        "double_at_7",
        True,
        Text("×2 за 7 очков и больше", "×2 at 7 points or more"),
        Text(
            "Если комбинации победителя стоят 7 или больше, очки удваиваются. По тексту japancards.ru "
            "обычно играют без удвоений или только с этим, и таблица комбинаций дана для такой игры.",
            "If the winner's yaku are worth 7 or more, the points are doubled. By the japancards.ru text, "
            "people usually play with no doubling or with this one only, and its yaku table is meant for "
            "that game.",
        ),
        on=Text(
            "Если комбинации победителя стоят 7 очков или больше, очки удваиваются.",
            "If the winner's yaku are worth 7 points or more, the points are doubled.",
        ),
        off=Text("Очки за 7 и больше не удваиваются.", "Seven points or more are not doubled."),
    ),
    _flag(
        "double_own_koikoi",
        False,
        Text("×2, если победитель объявлял «Кой-кой!»", "×2 if the winner had called koi-koi"),
        Text(
            "Очки удваиваются, если победитель раздачи до этого объявлял «Кой-кой!».",
            "The points are doubled if the winner of the deal had called koi-koi.",
        ),
        on=Text(
            "Очки удваиваются, если победитель раздачи объявлял «Кой-кой!».",
            "The points are doubled if the winner of the deal had called koi-koi.",
        ),
        off=Text(
            "Своё «Кой-кой!» победителю очков не удваивает.",
            "The winner's own koi-koi does not double the points.",
        ),
    ),
    _flag(
        "double_opponent_koikoi",
        False,
        Text("×2, если соперник объявлял «Кой-кой!»", "×2 if the opponent had called koi-koi"),
        Text(
            "Очки удваиваются, если проигравший в этой раздаче объявлял «Кой-кой!». Так играют по "
            "стандарту Fuda Wiki.",
            "The points are doubled if the loser of the deal had called koi-koi. The Fuda Wiki standard "
            "plays with it.",
        ),
        on=Text(
            "Очки удваиваются, если проигравший объявлял «Кой-кой!».",
            "The points are doubled if the loser had called koi-koi.",
        ),
        off=Text(
            "«Кой-кой!» соперника очков не удваивает.", "The opponent's koi-koi does not double the points."
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
        on=Text(
            "Если карты кончились, а раздачу никто не остановил, сдающий получает 6 очков.",
            "If the cards run out and nobody has stopped, the dealer scores 6 points.",
        ),
        off=Text(
            "Если карты кончились, а раздачу никто не остановил, это ничья.",
            "If the cards run out and nobody has stopped, the deal is a draw.",
        ),
    ),
    _flag(
        "hand_yaku",
        True,
        Text("Комбинации на руке (тэси, куццуки)", "Hand yaku (teshi, kuttsuki)"),
        Text(
            "Четыре карты одного месяца или четыре пары в сданной руке сразу выигрывают раздачу: 6 очков. "
            "Этого правила нет ни в одном из наших исходных текстов: мы взяли его из распространённых "
            "японских правил.",
            "Four of a month or four pairs in a dealt hand win the deal at once for 6. None of our source "
            "texts has this rule: we took it from common Japanese rules.",
        ),
        on=Text(
            "Четыре карты одного месяца или четыре пары в сданной руке сразу приносят 6 очков.",
            "Four of a month or four pairs in a dealt hand score 6 points at once.",
        ),
        off=Text("Сданная рука сама по себе ничего не приносит.", "A dealt hand scores nothing by itself."),
    ),
    _flag(
        "misdeal_four_pairs",
        True,
        Text("Четыре пары на столе — пересдача", "Four pairs on the table: redeal"),
        Text(
            "Четыре карты одного месяца на столе — всегда пересдача, как в «Хато» у Меньшова; с этой "
            "настройкой — и четыре пары. Пересдачи из-за четырёх пар нет ни в одном из наших исходных "
            "текстов: мы взяли её из распространённых японских правил.",
            "Four of a month on the table always means a redeal, as in Menshov's Hato; with this option, "
            "so do four pairs. None of our source texts has the four-pairs redeal: we took it from common "
            "Japanese rules.",
        ),
        on=Text("Четыре пары на столе — тоже пересдача.", "Four pairs on the table also mean a redeal."),
        off=Text(
            "Пересдача — только при четырёх картах одного месяца на столе.",
            "Only four of a month on the table means a redeal.",
        ),
    ),
)

#: Every option of the Fuda Wiki standard, named (so a change of the site's defaults never moves it).
_FUDA_WIKI = {
    "goko_points": 15,
    "sanko_points": 6,
    "sake_cup_plain": True,
    "viewing": True,
    "viewing_3": False,
    "viewing_rain_cancels": False,
    "viewing_not_with_brights": False,
    "double_at_7": True,
    "double_own_koikoi": False,
    "double_opponent_koikoi": True,
    "dealer_privilege": False,
    "hand_yaku": True,
    "misdeal_four_pairs": True,
    "next_dealer": "winner",
    "must_take": True,
}

PRESETS: tuple[Preset, ...] = (
    Preset(
        "fudawiki",
        Text("Стандарт Fuda Wiki", "Fuda Wiki standard"),
        _FUDA_WIKI,
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
        {**_FUDA_WIKI, "goko_points": 10, "sanko_points": 5},
        Text(
            "Как стандарт Fuda Wiki, но гоко стоит 10, а санко — 5, как в листке Nintendo.",
            "As the Fuda Wiki standard, but Gokō is worth 10 and Sankō 5, as in Nintendo's leaflet.",
        ),
    ),
    Preset(
        "japancards",
        Text("По тексту japancards.ru", "By the japancards.ru text"),
        {
            **{spec.key: spec.default for spec in OPTION_SPECS if spec.key != "rounds"},
            "double_at_7": True,
            "double_own_koikoi": False,
            "double_opponent_koikoi": False,
            "must_take": False,
        },
        Text(
            "Как обычно играют по тексту: из удвоений только ×2 за 7 очков и больше, и любую карту можно "
            "выложить на стол, даже если у неё есть пара. Остальное — как на сайте по умолчанию.",
            "As the text says people usually play: the only doubling is ×2 at 7 points or more, and any "
            "card may be laid on the table, even one with a match. Everything else is the site's default.",
        ),
    ),
)

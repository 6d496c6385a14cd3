"""Nylon-ppong options and presets as data.

Each help text says whether the rule is the source text's (seed 001, lines 38-103: «по тексту»)
or our choice where the text is silent («наш выбор»). The defaults are the text's main rules with
its recommendations: a limit of 10 for «стоп», the common «скрытый пон», a penalty of 30.
"""

from __future__ import annotations

from engine.cards import Text
from engine.game import OptionSpec, Preset

_ON_OFF = {True: Text("да", "on"), False: Text("нет", "off")}


def _flag(key: str, default: bool, label: Text, help: Text, *, on: Text, off: Text) -> OptionSpec:
    """A yes/no option; ``on`` and ``off`` state the rule with it and without it."""
    return OptionSpec(key, default, (True, False), label, help, _ON_OFF, {True: on, False: off})


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "rounds",
        1,
        (1, 3, 5, 10),
        Text("Длина партии", "Match length"),
        Text(
            "По тексту число раздач оговаривают заранее; после последней побеждает тот, у кого меньше "
            "всего штрафных очков.",
            "By the text the number of deals is agreed beforehand; after the last one the player with "
            "the fewest penalty points wins.",
        ),
        {
            1: Text("одна раздача", "a single deal"),
            3: Text("3 раздачи", "3 deals"),
            5: Text("5 раздач", "5 deals"),
            10: Text("10 раздач", "10 deals"),
        },
        {
            1: Text("Играют одну раздачу.", "A single deal is played."),
            3: Text("Играют 3 раздачи.", "Three deals are played."),
            5: Text("Играют 5 раздач.", "Five deals are played."),
            10: Text("Играют 10 раздач.", "Ten deals are played."),
        },
    ),
    OptionSpec(
        "next_starter",
        "last_deal",
        ("last_deal", "match"),
        Text("Кто начинает следующую раздачу", "Who starts the next deal"),
        Text(
            "По тексту каждую следующую раздачу начинает участник с наибольшим количеством штрафных "
            "очков. Источник текста (Fuda Wiki) уточняет: тот, кто больше всех получил в прошлой "
            "раздаче, а при равенстве начинающего выбирают случайно. Раньше сайт считал очки за всю "
            "партию; так доигрываются и партии, начатые до появления этой настройки.",
            "By the text each later deal is started by the player with the most penalty points. The "
            "text's source (Fuda Wiki) makes it precise: whoever got the most in the last deal, a tie "
            "being settled at random. The site used to count the whole match; games begun before this "
            "option existed still finish that way.",
        ),
        {
            "last_deal": Text(
                "тот, кто больше всех получил в прошлой раздаче", "whoever got the most in the last deal"
            ),
            "match": Text("тот, у кого больше всех за партию", "whoever has the most in the match"),
        },
        {
            "last_deal": Text(
                "Следующую раздачу начинает тот, кто получил больше всех штрафных очков в прошлой; при "
                "равенстве решает жребий.",
                "The next deal is started by whoever got the most penalty points in the last one; a tie "
                "is settled by lot.",
            ),
            "match": Text(
                "Следующую раздачу начинает тот, у кого больше всех штрафных очков за партию; при "
                "равенстве — первый из них по ходу игры от прежнего начинающего.",
                "The next deal is started by whoever has the most penalty points in the match; on a tie, "
                "by the first of them in turn order from the previous starter.",
            ),
        },
        legacy="match",
    ),
    OptionSpec(
        "stop_limit",
        10,
        (10, 5),
        Text("Предел для «стопа»", "Limit for a stop"),
        Text(
            "По тексту «стоп» можно сказать, если две оставшиеся карты вместе стоят не больше предела: "
            "обычно 5 или 10, текст советует 10.",
            "By the text a stop may be called when the two cards left are worth no more than the "
            "limit together: usually 5 or 10, and the text recommends 10.",
        ),
        {10: Text("10 очков", "10 points"), 5: Text("5 очков", "5 points")},
        {
            n: Text(
                f"Сказать «стоп» можно, когда две карты на руке вместе стоят не больше {n} очков.",
                f"Stop may be called when the two cards in hand are worth {n} points or less together.",
            )
            for n in (10, 5)
        },
    ),
    OptionSpec(
        "stop_quorum",
        "any",
        ("any", "half", "other"),
        Text("Когда разрешён «стоп»", "When a stop is allowed"),
        Text(
            "Всегда — сразу после своего «пона». После половины — только если «пон» уже объявила хотя бы "
            "половина игроков с округлением вниз, считая и того, кто говорит «стоп» (так в тексте; кого "
            "считать, решили мы). После другого — только если «пон» уже объявлял кто-то другой.",
            "Any time: right after one's own ppong. After half: only once at least half of the players, "
            "rounded down, have called ppong, the one calling stop included (the text's rule; who "
            "counts is our reading). After another: only once someone else has called ppong.",
        ),
        {
            "any": Text("всегда после своего «пона»", "any time after one's ppong"),
            "half": Text("после «пона» половины игроков", "after half the players called ppong"),
            "other": Text("после «пона» другого игрока", "after another player's ppong"),
        },
        {
            "any": Text(
                "Сказать «стоп» можно сразу после своего «пона».",
                "Stop may be called right after one's own ppong.",
            ),
            "half": Text(
                "Сказать «стоп» можно, только когда «пон» объявила хотя бы половина игроков.",
                "Stop may be called only once at least half of the players have called ppong.",
            ),
            "other": Text(
                "Сказать «стоп» можно, только когда «пон» уже объявлял кто-то другой.",
                "Stop may be called only once someone else has called ppong.",
            ),
        },
    ),
    _flag(
        "hidden_ppong",
        True,
        Text("«Скрытый пон»", "Hidden ppong"),
        Text(
            "Распространённое дополнительное правило из текста: с тремя картами одного месяца и парой "
            "другого игрок, которому сбросили третью карту пары, сразу заканчивает раздачу. Как «рон» в "
            "маджонге, его можно объявить и не в свой ход (наше прочтение сравнения в тексте).",
            "A common extra rule from the text: a player holding three of one month and a pair of "
            "another ends the deal at once when someone discards the pair's third card. Like ron in "
            "mahjong it may be called out of turn (our reading of the text's comparison).",
        ),
        on=Text(
            "«Скрытый пон» разрешён: у кого на руке триплет и пара, тот заканчивает раздачу, когда "
            "соперник сбрасывает третью карту пары.",
            "Hidden ppong is allowed: a player holding a triplet and a pair ends the deal when an "
            "opponent discards the pair's third card.",
        ),
        off=Text("«Скрытого пона» нет.", "There is no hidden ppong."),
    ),
    _flag(
        "upcard",
        False,
        Text("Открытая карта в начале", "Upcard to start"),
        Text(
            "Наш выбор: текст не говорит, с чего начинается сброс. Как в джин-рамми (текст относит игру "
            "к этой семье), верхнюю карту колоды открывают — с неё начинается сброс, и первый игрок может "
            "объявить на неё «пон». Без этой опции сброс начинается пустым.",
            "Our choice: the text does not say how the discard pile begins. As in gin rummy (the family "
            "the text places the game in), the deck's top card is turned face up to start the pile, and "
            "the first player may call ppong on it. Without this option the pile starts empty.",
        ),
        on=Text(
            "Сброс начинается с открытой верхней карты колоды.",
            "The discard pile starts with the deck's top card turned up.",
        ),
        off=Text("Сброс начинается пустым.", "The discard pile starts empty."),
    ),
    _flag(
        "out_of_turn",
        False,
        Text("«Пон» вне очереди", "Ppong out of turn"),
        Text(
            "По тексту в некоторых компаниях «пон» можно объявить не в свой ход: объявивший перехватывает "
            "ход, сбрасывает карту, и дальше ходит его сосед.",
            "By the text some groups allow ppong out of turn: the caller takes over the turn, "
            "discards, and play goes on from the caller's neighbour.",
        ),
        on=Text("Объявить «пон» можно и не в свой ход.", "Ppong may be called out of turn."),
        off=Text("Объявить «пон» можно только в свой ход.", "Ppong may be called only in one's own turn."),
    ),
    OptionSpec(
        "reshuffles",
        0,
        (0, 1, 2, 3),
        Text("Перетасовки сброса", "Reshuffles of the discards"),
        Text(
            "По основному правилу текста, если колода кончилась и взять карту нельзя, раздача окончена "
            "вничью и штрафных очков никто не получает. С перетасовками весь сброс становится новой "
            "колодой столько раз, сколько выбрано (текст: «один или несколько»; советует это при 4 "
            "игроках и больше).",
            "By the text's main rule, when the deck is empty and no card can be drawn, the deal is a "
            "draw and nobody gets penalty points. With reshuffles all the discards become a new deck as "
            "many times as chosen (the text says “once or more” and advises it for 4 players or more).",
        ),
        {
            0: Text("нет", "none"),
            1: Text("одна", "one"),
            2: Text("до двух", "up to two"),
            3: Text("до трёх", "up to three"),
        },
        {
            0: Text(
                "Когда колода кончается, раздача заканчивается вничью.",
                "When the deck runs out, the deal is a draw.",
            ),
            1: Text(
                "Когда колода кончается, сброс один раз перетасовывают в новую колоду.",
                "When the deck runs out, the discards are shuffled into a new deck once.",
            ),
            2: Text(
                "Когда колода кончается, сброс перетасовывают в новую колоду, но не больше двух раз.",
                "When the deck runs out, the discards are shuffled into a new deck, at most twice.",
            ),
            3: Text(
                "Когда колода кончается, сброс перетасовывают в новую колоду, но не больше трёх раз.",
                "When the deck runs out, the discards are shuffled into a new deck, at most three times.",
            ),
        },
    ),
    OptionSpec(
        "penalty",
        30,
        (30, 50, 0),
        Text("Дополнительный штраф", "Extra penalty"),
        Text(
            "По тексту 30 или 50 штрафных очков получает тот, кто сказал «стоп», но не оказался "
            "единственным с наименьшей суммой, и тот, чья сброшенная карта дала другому закончить раздачу "
            "«поном» или «скрытым поном». Можно играть и без этого штрафа.",
            "By the text 30 or 50 penalty points go to a player whose stop did not leave them alone "
            "with the lowest total, and to the player whose discard let another go out with a ppong or "
            "a hidden ppong. The game can also be played without this penalty.",
        ),
        {
            30: Text("30 штрафных очков", "30 penalty points"),
            50: Text("50 штрафных очков", "50 penalty points"),
            0: Text("нет", "none"),
        },
        {
            n: Text(
                f"Неудачный «стоп» и сброс, на котором другой закончил раздачу, стоят {n} штрафных очков.",
                f"A failed stop, and the discard another player goes out on, cost {n} penalty points.",
            )
            for n in (30, 50)
        }
        | {0: Text("Дополнительного штрафа нет.", "There is no extra penalty.")},
    ),
    _flag(
        "four_of_a_kind",
        False,
        Text("Комбинация «четыре карты месяца»", "Four-of-a-kind combination"),
        Text(
            "Дополнительная комбинация из стандартной таблицы: четыре карты одного месяца и любые две "
            "карты — 0 очков.",
            "An optional combination of the standard table: four of one month and any two cards, worth 0.",
        ),
        on=Text(
            "Четыре карты одного месяца и любые две карты — комбинация на 0 очков.",
            "Four of a month and any two cards make a combination worth 0.",
        ),
        off=Text("Комбинации «четыре карты месяца» нет.", "There is no four-of-a-kind combination."),
    ),
    _flag(
        "high_sum",
        False,
        Text("Комбинация «66 и больше»", "Combination “66 or more”"),
        Text(
            "Дополнительная комбинация из стандартной таблицы: шесть карт на 66 очков и больше — минус 100.",
            "An optional combination of the standard table: six cards worth 66 or more, minus 100.",
        ),
        on=Text(
            "Шесть карт на 66 очков и больше — комбинация на \u2212100 штрафных очков.",
            "Six cards worth 66 or more make a combination worth \u2212100 penalty points.",
        ),
        off=Text("Комбинации «66 и больше» нет.", "There is no “66 or more” combination."),
    ),
)

PRESETS: tuple[Preset, ...] = (
    Preset(
        "text",
        Text("По тексту", "By the text"),
        {
            "next_starter": "last_deal",
            "upcard": False,
            "stop_limit": 10,
            "stop_quorum": "any",
            "hidden_ppong": True,
            "out_of_turn": False,
            "reshuffles": 0,
            "penalty": 30,
            "four_of_a_kind": False,
            "high_sum": False,
        },
        Text(
            "Основные правила текста: «пон» только в свой ход, «стоп» до 10 очков, «скрытый пон», "
            "штраф 30, без перетасовки сброса.",
            "The text's main rules: ppong in one's turn only, stop at 10 or less, hidden ppong, "
            "a 30-point penalty, no reshuffle of the discards.",
        ),
    ),
    Preset(
        "big_table",
        Text("Большая компания", "Big table"),
        {
            "upcard": True,
            "stop_limit": 10,
            "stop_quorum": "half",
            "hidden_ppong": True,
            "out_of_turn": True,
            "reshuffles": 1,
            "penalty": 50,
            "four_of_a_kind": True,
            "high_sum": True,
        },
        Text(
            "Все дополнительные правила: «пон» вне очереди, «стоп» после «пона» половины игроков, одна "
            "перетасовка сброса, штраф 50 и обе дополнительные комбинации.",
            "Every extra rule: ppong out of turn, stop after half the players called ppong, one "
            "reshuffle of the discards, a 50-point penalty and both optional combinations.",
        ),
    ),
)

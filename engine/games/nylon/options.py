"""Nylon-ppong options and presets as data.

Each help text says whether the rule is the source text's (seed 001, lines 38-103: «по тексту»)
or our choice where the text is silent («наш выбор»). The defaults are the text's main rules with
its recommendations: a limit of 10 for «стоп», the common «скрытый пон», a penalty of 30.
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
        (1, 3, 5, 10),
        Text("Раздач в партии", "Deals in a match"),
        Text(
            "По тексту число раздач оговаривают заранее; после последней побеждает тот, у кого меньше "
            "всего штрафных очков.",
            "By the text the number of deals is agreed beforehand; after the last one the player with "
            "the fewest penalty points wins.",
        ),
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
                "Начинает тот, кто получил больше всех штрафных очков в прошлой раздаче; при равенстве "
                "решает жребий",
                "The player who got the most penalty points in the last deal starts; a tie is settled by lot",
            ),
            "match": Text(
                "Начинает тот, у кого больше всех штрафных очков за партию; при равенстве — первый из "
                "них по ходу игры от прежнего начинающего",
                "The player with the most penalty points in the match starts; on a tie, the first of "
                "them in turn order from the previous starter",
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
    ),
    OptionSpec(
        "reshuffles",
        0,
        (0, 1, 2, 3),
        Text("Перетасовок сброса", "Reshuffles of the discards"),
        Text(
            "0 — по основному правилу текста: если колода кончилась и взять карту нельзя, раздача "
            "окончена вничью и штрафных очков никто не получает. Иначе весь сброс перетасовывается в "
            "новую колоду столько раз (текст: «один или несколько»; советует это при 4 игроках и больше).",
            "0 follows the text's main rule: when the deck is empty and no card can be drawn, the deal "
            "is a draw and nobody gets penalty points. Otherwise all the discards are shuffled into a "
            "new deck this many times (the text says “once or more” and advises it for 4 or more).",
        ),
    ),
    OptionSpec(
        "penalty",
        30,
        (30, 50, 0),
        Text("Дополнительный штраф", "Extra penalty"),
        Text(
            "По тексту 30 или 50 штрафных очков получает тот, кто сказал «стоп», но не оказался "
            "единственным с наименьшей суммой, и тот, чья сброшенная карта дала другому закончить раздачу "
            "«поном» или «скрытым поном». 0 — без этого правила.",
            "By the text 30 or 50 penalty points go to a player whose stop did not leave them alone "
            "with the lowest total, and to the player whose discard let another go out with a ppong or "
            "a hidden ppong. 0 leaves the rule out.",
        ),
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
    ),
    _flag(
        "high_sum",
        False,
        Text("Комбинация «66 и больше»", "Combination “66 or more”"),
        Text(
            "Дополнительная комбинация из стандартной таблицы: шесть карт на 66 очков и больше — минус 100.",
            "An optional combination of the standard table: six cards worth 66 or more, minus 100.",
        ),
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

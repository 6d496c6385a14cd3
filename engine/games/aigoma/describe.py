"""Sentences for Aigoma-koppai events, moves and refusals, in Russian and English.

Kinds with their own sentence: ``deal``, ``lead``, ``beat``, ``pass``, ``clear``, ``out``,
``round_end``, ``game_end``; ``hand`` and anything else fall back to ``engine.describe``.
Words follow the glossary: заход / lead, пас / pass, козырь (яркая карта) / trump (a bright).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.cards import Text
from engine.game import Event, IllegalMove, Move
from engine.games.aigoma.moves import IS_BRIGHT
from engine.phrases import (
    card_list,
    card_name,
    cards_count,
    cards_phrase,
    number,
    plant_of,
    seat_name,
    seats_list,
)

ILLEGAL_REASONS: dict[str, Text] = {
    "must_lead": Text(
        "Стол пуст, и сейчас ваш заход: выложите от одной до четырёх карт одного месяца или козырь.",
        "The table is empty and it is your lead: play one to four cards of one month, or a trump.",
    ),
    "must_beat": Text(
        "На столе уже лежит ход: побейте его или скажите «пас».",
        "There is a play on the table: beat it or pass.",
    ),
    "mixed_months": Text(
        "Вместе можно выложить только карты одного месяца.",
        "Only cards of one month can be played together.",
    ),
    "wrong_count": Text(
        "Отвечать нужно столькими же картами, сколько в последнем ходе, или одним козырем.",
        "Answer with as many cards as the last play, or with one trump.",
    ),
    "not_senior": Text(
        "Этот месяц не старше месяца карт на столе.",
        "That month is not more senior than the month on the table.",
    ),
    "trump_on_table": Text(
        "На столе козырь: его бьёт только более старший козырь.",
        "A trump is on the table: only a more senior trump beats it.",
    ),
    "trump_not_senior": Text(
        "Этот козырь не старше козыря на столе (равные козыри друг друга не бьют).",
        "That trump is not more senior than the one on the table (equal trumps do not beat each other).",
    ),
    "duplicate_card": Text("Одна и та же карта указана дважды.", "The same card is given twice."),
}
"""Refusals only Aigoma-koppai has; the shared ones (``not_in_hand``, ``bad_action``, ``bad_code``,
``game_over``, ``not_over``, ``not_your_turn``) are in ``engine.describe``."""
for _key, _text in ILLEGAL_REASONS.items():
    IllegalMove.MESSAGES.setdefault(_key, _text)

COUNT_RU = {2: "двумя", 3: "тремя", 4: "четырьмя"}
COUNT_EN = {2: "two", 3: "three", 4: "four"}


def _t(lang: str, ru: str, en: str) -> str:
    return en if lang == "en" else ru


def cards_accusative(count: int) -> str:
    """«1 карту», «3 карты», «5 карт» (what one clears, takes...)."""
    return cards_count(count, "ru", "acc")


def _group(cards: Sequence[int], lang: str) -> str:
    """«двумя картами клёна: «…» и «…»» / "two maple cards: “…” and “…”"."""
    month = cards[0] >> 2
    listed = card_list(cards, lang)
    if lang == "en":
        return f"{COUNT_EN[len(cards)]} {plant_of(month, 'en')} cards: {listed}"
    return f"{COUNT_RU[len(cards)]} картами {plant_of(month)}: {listed}"


def _club_rule(e: Event, lang: str) -> str:
    if not e.data.get("plain_bright"):
        return ""
    return _t(
        lang,
        " Яркая карта среди нескольких карт считается простой картой своего месяца.",
        " Among several cards a bright counts as a plain card of its month.",
    )


def _deal(e: Event, lang: str) -> str:
    deal, size, who = e.data.get("deal", 1), e.data.get("hand_size", 0), seat_name(e.seat, lang)
    return _t(
        lang,
        f"Раздача {deal}: каждому по {cards_count(size, 'ru')}; первым заходит {who}.",
        f"Deal {deal}: {cards_count(size, 'en')} each; {who} leads.",
    )


def _lead(e: Event, lang: str) -> str:
    who, cards = seat_name(e.seat, lang), e.cards
    if e.data.get("trump"):
        name = card_name(cards[0], lang)
        return _t(lang, f"{who} заходит с козыря {name}.", f"{who} leads a trump: {name}.")
    if len(cards) == 1:
        name = card_name(cards[0], lang)
        return _t(lang, f"{who} заходит картой {name}.", f"{who} leads {name}.")
    group = _group(cards, lang)
    return _t(lang, f"{who} заходит {group}.", f"{who} leads {group}.") + _club_rule(e, lang)


def _beat(e: Event, lang: str) -> str:
    who, cards = seat_name(e.seat, lang), e.cards
    if e.data.get("trump"):
        name = card_name(cards[0], lang)
        if e.data.get("over_trump"):
            return _t(
                lang,
                f"{who} перебивает козырь более старшим козырем {name}.",
                f"{who} beats the trump with a more senior one: {name}.",
            )
        return _t(lang, f"{who} бьёт козырем {name}.", f"{who} plays a trump: {name}.")
    if len(cards) == 1:
        name = card_name(cards[0], lang)
        return _t(lang, f"{who} бьёт картой {name}.", f"{who} beats it with {name}.")
    return _t(
        lang, f"{who} бьёт {_group(cards, lang)}.", f"{who} beats it with {_group(cards, lang)}."
    ) + _club_rule(e, lang)


def _pass(e: Event, lang: str) -> str:
    who = seat_name(e.seat, lang)
    return _t(lang, f"{who} говорит «пас».", f"{who} passes.")


def _clear(e: Event, lang: str) -> str:
    who, count = seat_name(e.seat, lang), len(e.cards)
    if e.data.get("passes", 2) == 1:
        head = _t(lang, "Соперник спасовал", "The opponent passed")
    else:
        head = _t(lang, "Все остальные спасовали подряд", "Everyone else passed in a row")
    return _t(
        lang,
        f"{head}: {who} убирает со стола {cards_accusative(count)} и заходит снова.",
        f"{head}: {who} clears {cards_count(count, 'en')} from the table and leads again.",
    )


def _out(e: Event, lang: str) -> str:
    who = seat_name(e.seat, lang)
    return _t(
        lang,
        f"{who} избавился от всех карт и выигрывает раздачу.",
        f"{who} is out of cards and wins the deal.",
    )


def _pairs(seats: Sequence[int], values: Sequence[int], lang: str, unit: Callable[[int], str]) -> str:
    return ", ".join(f"{seat_name(i, lang)} — {unit(values[i])}" for i in seats)


def _round_end(e: Event, lang: str) -> str:
    data = e.data
    n = len(data.get("left", ()))
    winner = data.get("winner", 0)
    losers = [i for i in range(n) if i != winner]
    left = data.get("left", ())
    parts = [
        _t(lang, f"Раздача {data.get('deal', 1)} окончена.", f"Deal {data.get('deal', 1)} is over."),
        _t(lang, "Осталось на руках: ", "Cards left: ")
        + _pairs(losers, left, lang, lambda v: cards_count(v, lang))
        + ".",
    ]
    settlement = data.get("settlement", "none")
    gains = data.get("gains", ())
    if settlement != "none" and gains:
        paid = [-gains[i] for i in range(n)]
        who = seat_name(winner, lang)
        by = _t(lang, " по очкам карт", " by card points") if settlement == "points" else ""
        parts.append(
            _t(lang, f"Игроку {winner + 1} платят{by}: ", f"{who} is paid{by}: ")
            + _pairs(losers, paid, lang, number)
            + _t(lang, f" (всего {number(gains[winner])}).", f" ({number(gains[winner])} in all).")
        )
    totals = data.get("totals")
    if totals is not None and data.get("rounds", 1) > 1:
        label = (
            _t(lang, "Выиграно раздач", "Deals won")
            if settlement == "none"
            else _t(lang, "Всего в партии", "Match totals")
        )
        parts.append(f"{label}: " + _pairs(range(n), totals, lang, number) + ".")
    return " ".join(parts)


def _game_end(e: Event, lang: str) -> str:
    winners = tuple(e.data.get("winners", ()))
    scores = e.data.get("scores", ())
    if len(winners) == 1:
        who, best = seat_name(winners[0], lang), scores[winners[0]] if scores else 0
        score = ""
        if e.data.get("settlement", "none") != "none":
            score = f" ({number(best)})"
        elif e.data.get("rounds", 1) > 1:
            score = _t(lang, f" (выиграно раздач: {best})", f" ({best} deals won)")
        return _t(lang, f"Игра окончена: побеждает {who}{score}.", f"The game is over: {who} wins{score}.")
    names = seats_list(winners, lang)
    return _t(
        lang,
        f"Игра окончена вничью: первое место делят {names}.",
        f"The game is over: a draw, {names} share first place.",
    )


DESCRIBERS: dict[str, Callable[[Event, str], str]] = {
    "deal": _deal,
    "lead": _lead,
    "beat": _beat,
    "pass": _pass,
    "clear": _clear,
    "out": _out,
    "round_end": _round_end,
    "game_end": _game_end,
}


def describe_move(move: Move | str, lang: str = "ru") -> str:
    """A move in words: «Зайти двумя картами клёна: …», "Beat with a trump: “Phoenix”", «Пас»."""
    if isinstance(move, str):
        move = Move.parse(move)
    cards = move.cards
    if move.action == "pass" or not cards:
        return _t(lang, "Пас", "Pass")
    lead = move.action == "lead"
    if len(cards) == 1 and IS_BRIGHT[cards[0]]:
        name = card_name(cards[0], lang)
        if lead:
            return _t(lang, f"Зайти с козыря {name}", f"Lead a trump: {name}")
        return _t(lang, f"Побить козырем {name}", f"Beat with a trump: {name}")
    if len(cards) == 1:
        name = card_name(cards[0], lang)
        return (
            _t(lang, f"Зайти картой {name}", f"Lead {name}")
            if lead
            else _t(lang, f"Побить картой {name}", f"Beat with {name}")
        )
    if len({c >> 2 for c in cards}) != 1:
        return _t(lang, f"Выложить {cards_phrase(cards, lang)}", f"Play {card_list(cards, lang)}")
    group = _group(cards, lang)
    if lead:
        return _t(lang, f"Зайти {group}", f"Lead {group}")
    return _t(lang, f"Побить {group}", f"Beat with {group}")

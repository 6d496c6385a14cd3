"""Sentences for Koi-Koi events and illegal moves, in Russian and English.

Kinds this module knows: ``dealer_draw``, ``dealer``, ``deal``, ``deal_hand``, ``teshi``,
``kuttsuki``, ``redeal``, ``play``, ``lay``, ``flip``, ``capture``, ``choice``, ``yaku``, ``koikoi``,
``stop``, ``exhausted``, ``round_end``, ``match_end``. Anything else goes to ``engine.describe``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.cards import DECK, Text
from engine.game import Event
from engine.games.koikoi.yaku import YAKU_NAMES

ILLEGAL_REASONS: dict[str, Text] = {
    "not_your_turn": Text("Сейчас ход соперника.", "It is not your turn."),
    "not_in_hand": Text("Этой карты нет у вас на руке.", "That card is not in your hand."),
    "no_match": Text(
        "Эта карта не берёт названные карты со стола.", "That card does not take those table cards."
    ),
    "must_capture": Text(
        "На столе есть карта того же месяца: сыгранная карта должна её взять.",
        "A table card of the same month is there: the card you play must take it.",
    ),
    "must_choose": Text(
        "Подходят две карты на столе: выберите, какую взять.",
        "Two table cards match: choose which one to take.",
    ),
    "must_decide": Text("Сначала решите: «кой-кой» или стоп.", "First decide: koi-koi or stop."),
    "not_a_decision": Text(
        "Сейчас нечего решать: «кой-кой» и стоп бывают только после новой комбинации.",
        "There is nothing to decide now: koi-koi and stop come only after a new yaku.",
    ),
    "no_pending_choice": Text("Сейчас выбирать нечего.", "There is no choice to make now."),
    "game_over": Text("Партия уже окончена.", "The match is over."),
    "not_over": Text("Партия ещё не окончена.", "The match is not over yet."),
    "bad_code": Text("Непонятный код хода.", "That move code cannot be read."),
    "unknown_move": Text("В кой-кой такого хода нет.", "Koi-Koi has no such move."),
}
"""A message for every ``IllegalMove`` reason Koi-Koi raises."""


def _seat(seat: int | None, lang: str) -> str:
    if seat is None:
        return "—"
    return f"Игрок {seat + 1}" if lang != "en" else f"Player {seat + 1}"


def _card(index: int, lang: str) -> str:
    name = DECK[index].name.get(lang)
    return f"«{name}»" if lang != "en" else name


def _cards(indices: Iterable[int], lang: str) -> str:
    return ", ".join(_card(i, lang) for i in indices)


def _t(lang: str, ru: str, en: str) -> str:
    return en if lang == "en" else ru


def _yaku_list(pairs: Iterable[tuple[str, int]], lang: str) -> str:
    return "; ".join(f"{YAKU_NAMES[key].get(lang)} ({points})" for key, points in pairs)


def _dealer_draw(e: Event, lang: str) -> str:
    return _t(
        lang,
        f"{_seat(e.seat, lang)} тянет карту {_card(e.cards[0], lang)}.",
        f"{_seat(e.seat, lang)} draws the {_card(e.cards[0], lang)}.",
    )


def _dealer(e: Event, lang: str) -> str:
    return _t(
        lang,
        f"{_seat(e.seat, lang)} сдаёт: его карта раньше по месяцу (или старше в том же месяце).",
        f"{_seat(e.seat, lang)} deals: their card is from the earlier month (or higher in the same month).",
    )


def _deal(e: Event, lang: str) -> str:
    r = e.data.get("round", 1)
    return _t(
        lang,
        f"Раздача {r}, сдаёт {_seat(e.seat, lang).lower()}. На столе: {_cards(e.cards, lang)}.",
        f"Deal {r}, {_seat(e.seat, lang)} deals. On the table: {_cards(e.cards, lang)}.",
    )


def _deal_hand(e: Event, lang: str) -> str:
    return _t(
        lang,
        f"На руке у игрока {e.seat + 1}: {_cards(e.cards, lang)}.",
        f"{_seat(e.seat, lang)}'s hand: {_cards(e.cards, lang)}.",
    )


def _hand_yaku(e: Event, lang: str) -> str:
    name = YAKU_NAMES[e.kind].get(lang)
    return _t(
        lang,
        f"У игрока {e.seat + 1} на руке {name} — 6 очков сразу.",
        f"{_seat(e.seat, lang)} holds {name}: 6 points at once.",
    )


def _redeal(e: Event, lang: str) -> str:
    return _t(
        lang,
        f"На столе легли {_cards(e.cards, lang)}: четыре карты одного месяца или четыре пары. Пересдача.",
        f"The table got {_cards(e.cards, lang)}: four of a month or four pairs. Redeal.",
    )


def _play(e: Event, lang: str) -> str:
    return _t(
        lang,
        f"{_seat(e.seat, lang)} кладёт {_card(e.cards[0], lang)} на {_cards(e.cards[1:], lang)}.",
        f"{_seat(e.seat, lang)} plays the {_card(e.cards[0], lang)} onto {_cards(e.cards[1:], lang)}.",
    )


def _lay(e: Event, lang: str) -> str:
    if e.data.get("source") == "deck":
        return _t(
            lang,
            f"Карте {_card(e.cards[0], lang)} пары нет: она остаётся на столе.",
            f"The {_card(e.cards[0], lang)} matches nothing and stays on the table.",
        )
    return _t(
        lang,
        f"{_seat(e.seat, lang)} выкладывает на стол {_card(e.cards[0], lang)}.",
        f"{_seat(e.seat, lang)} lays the {_card(e.cards[0], lang)} on the table.",
    )


def _flip(e: Event, lang: str) -> str:
    return _t(
        lang,
        f"{_seat(e.seat, lang)} открывает из колоды {_card(e.cards[0], lang)}.",
        f"{_seat(e.seat, lang)} flips the {_card(e.cards[0], lang)} from the deck.",
    )


def _capture(e: Event, lang: str) -> str:
    return _t(
        lang,
        f"{_seat(e.seat, lang)} забирает {_cards(e.cards, lang)}.",
        f"{_seat(e.seat, lang)} captures {_cards(e.cards, lang)}.",
    )


def _choice(e: Event, lang: str) -> str:
    flipped, taken = _card(e.cards[0], lang), _card(e.cards[1], lang)
    return _t(
        lang,
        f"{_seat(e.seat, lang)} берёт открытой картой {flipped} карту {taken}.",
        f"{_seat(e.seat, lang)} takes the {taken} with the flipped {flipped}.",
    )


def _yaku(e: Event, lang: str) -> str:
    total = e.data.get("total", 0)
    return _t(
        lang,
        f"Комбинации у игрока {e.seat + 1}: {_yaku_list(e.data.get('yaku', ()), lang)}. Всего {total}.",
        f"{_seat(e.seat, lang)}'s yaku: {_yaku_list(e.data.get('yaku', ()), lang)}. Total {total}.",
    )


def _koikoi(e: Event, lang: str) -> str:
    return _t(
        lang,
        f"{_seat(e.seat, lang)}: «Кой-кой!» Раздача продолжается.",
        f"{_seat(e.seat, lang)}: “Koi-koi!” The deal goes on.",
    )


def _stop(e: Event, lang: str) -> str:
    if e.data.get("auto"):
        return _t(
            lang,
            f"У игрока {e.seat + 1} не осталось карт на руке, поэтому раздача останавливается.",
            f"{_seat(e.seat, lang)} has no cards left in hand, so the deal stops.",
        )
    return _t(
        lang,
        f"{_seat(e.seat, lang)} говорит «стоп» (сёбу) и заканчивает раздачу.",
        f"{_seat(e.seat, lang)} says stop (shōbu) and ends the deal.",
    )


def _exhausted(e: Event, lang: str) -> str:
    return _t(
        lang,
        "Карты на руках кончились, а раздачу никто не остановил: ничья.",
        "The hands are empty and nobody stopped: an exhaustive draw.",
    )


def _round_end(e: Event, lang: str) -> str:
    r = e.data.get("round", 1)
    points = e.data.get("points", 0)
    scorer = e.data.get("scorer")
    if e.seat is None and scorer is not None:
        return _t(
            lang,
            f"Раздача {r} — ничья; по праву сдающего игрок {scorer + 1} получает {points}.",
            f"Deal {r} is a draw; by dealer's privilege {_seat(scorer, lang)} scores {points}.",
        )
    if e.seat is None:
        return _t(
            lang,
            f"Раздача {r} окончена вничью, очков никто не получает.",
            f"Deal {r} ends in a draw; nobody scores.",
        )
    return _t(
        lang,
        f"Раздача {r} окончена: игрок {e.seat + 1} получает {points}.",
        f"Deal {r} is over: {_seat(e.seat, lang)} scores {points}.",
    )


def _match_end(e: Event, lang: str) -> str:
    a, b = e.data.get("scores", (0, 0))
    return _t(lang, f"Партия окончена, счёт {a} : {b}.", f"The match is over, {a} to {b}.")


DESCRIBERS: dict[str, Callable[[Event, str], str]] = {
    "dealer_draw": _dealer_draw,
    "dealer": _dealer,
    "deal": _deal,
    "deal_hand": _deal_hand,
    "teshi": _hand_yaku,
    "kuttsuki": _hand_yaku,
    "redeal": _redeal,
    "play": _play,
    "lay": _lay,
    "flip": _flip,
    "capture": _capture,
    "choice": _choice,
    "yaku": _yaku,
    "koikoi": _koikoi,
    "stop": _stop,
    "exhausted": _exhausted,
    "round_end": _round_end,
    "match_end": _match_end,
}

"""Sentences for Koi-Koi events and refusals, in Russian and English.

Every kind Koi-Koi emits has its own sentence here (``dealer_draw``, ``dealer``, ``deal``, ``hand``,
``teshi``, ``kuttsuki``, ``redeal``, ``play``, ``lay``, ``flip``, ``capture``, ``choice``, ``yaku``,
``koikoi``, ``stop``, ``exhausted``, ``round_end``, ``game_end``), built with the shared pieces of
``engine.describe`` (seat and card names, counts); any other kind falls back to
``engine.describe.describe_event``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import cast

from engine.cards import Text
from engine.describe import capture_sentence, play_sentence
from engine.game import Event, IllegalMove
from engine.games.koikoi.scoring import YAKU_NAMES
from engine.phrases import card_list, cards_phrase, number, points_count, seat_name

ILLEGAL_REASONS: dict[str, Text] = {
    "not_a_decision": Text(
        "Сейчас решать нечего: объявить «Кой-кой!» или сказать «стоп» можно только после новой "
        "или улучшенной комбинации.",
        "There is nothing to decide now: koi-koi and stop come only after a new or improved yaku.",
    ),
    "must_decide": Text("Сначала решите: «Кой-кой!» или «стоп».", "First decide: koi-koi or stop."),
    "duplicate_card": Text("Одна и та же карта указана дважды.", "The same card is given twice."),
}
"""Messages for the refusals only Koi-Koi has; the shared ones are in ``engine.describe``.

Reasons Koi-Koi raises: ``not_your_turn``, ``not_in_hand``, ``no_match`` (nothing of the month on the
table), ``must_take`` (a matching card cannot be laid, option ``must_take``), ``bad_target``,
``choose_target`` (two matches: name one), ``three_on_table`` (``play:H`` takes all three, and the
fourth is never laid), ``must_choose`` (a flipped card waits for ``take``), ``not_an_option``,
``no_choice``, ``must_decide``, ``not_a_decision``, ``bad_action``, ``bad_code``, ``game_over``,
``not_over``, ``duplicate_card`` (``setup``).
"""
for _key, _text in ILLEGAL_REASONS.items():
    IllegalMove.MESSAGES.setdefault(_key, _text)


def _t(lang: str, ru: str, en: str) -> str:
    return en if lang == "en" else ru


def _yaku_list(pairs: Iterable[tuple[str, int]], lang: str) -> str:
    quote = "“{}”" if lang == "en" else "«{}»"
    return "; ".join(
        f"{quote.format(YAKU_NAMES[key].get(lang))} — {points_count(points, lang)}" for key, points in pairs
    )


def _dealer_draw(e: Event, lang: str) -> str:
    who, card = seat_name(e.seat, lang), e.cards[:1]
    return _t(lang, f"{who} тянет {cards_phrase(card, lang)}.", f"{who} draws {card_list(card, lang)}.")


def _dealer(e: Event, lang: str) -> str:
    who = seat_name(e.seat, lang)
    return _t(
        lang,
        f"Сдаёт {who}: его карта — из более раннего месяца (или старше в том же месяце).",
        f"{who} deals: their card is from the earlier month (or higher in the same month).",
    )


def _deal(e: Event, lang: str) -> str:
    r, who, cards = e.data.get("round", 1), seat_name(e.seat, lang), card_list(e.cards, lang)
    return _t(
        lang,
        f"Раздача {r}, сдаёт {who}. На столе: {cards}.",
        f"Deal {r}, {who} deals. On the table: {cards}.",
    )


def _hand(e: Event, lang: str) -> str:
    who = seat_name(e.seat, lang)
    return _t(
        lang,
        f"{who} получает на руку {cards_phrase(e.cards, lang)}.",
        f"{who} is dealt {card_list(e.cards, lang)}.",
    )


def _hand_yaku(e: Event, lang: str) -> str:
    who, name = seat_name(e.seat, lang), YAKU_NAMES[e.kind].get(lang)
    return _t(
        lang,
        f"Игроку {cast(int, e.seat) + 1} сдана комбинация «{name}» — это сразу 6 очков.",
        f"{who} is dealt “{name}”: 6 points at once.",
    )


def _redeal(e: Event, lang: str) -> str:
    return _t(
        lang,
        f"На стол легли {cards_phrase(e.cards, lang, 'nom')}: четыре карты одного месяца или четыре "
        "пары. Карты сдают заново.",
        f"The table was dealt {card_list(e.cards, lang)}: four of a month or four pairs. The cards are "
        "dealt again.",
    )


def _play(e: Event, lang: str) -> str:
    return play_sentence(e, seat_name(e.seat, lang), lang)


def _lay(e: Event, lang: str) -> str:
    who, card = seat_name(e.seat, lang), e.cards[:1]
    if e.data.get("source") == "deck":
        return _t(
            lang,
            f"Для {cards_phrase(card, lang, 'gen')} на столе нет пары, и она остаётся на столе.",
            f"{card_list(card, lang)} has no match and stays on the table.",
        )
    return _t(
        lang,
        f"{who} выкладывает на стол {cards_phrase(card, lang)}.",
        f"{who} lays {card_list(card, lang)} on the table.",
    )


def _flip(e: Event, lang: str) -> str:
    who, card = seat_name(e.seat, lang), e.cards[:1]
    return _t(
        lang,
        f"{who} открывает из колоды {cards_phrase(card, lang)}.",
        f"{who} flips {card_list(card, lang)} from the deck.",
    )


def _capture(e: Event, lang: str) -> str:
    return capture_sentence(seat_name(e.seat, lang), e.cards, lang)


def _choice(e: Event, lang: str) -> str:
    who, flipped, taken = seat_name(e.seat, lang), e.cards[:1], e.cards[1:2]
    return _t(
        lang,
        f"Карта {card_list(flipped, lang)} подходит к двум картам на столе, и {who} выбирает "
        f"{cards_phrase(taken, lang)}.",
        f"{card_list(flipped, lang)} matches two table cards, and {who} chooses {card_list(taken, lang)}.",
    )


def _yaku(e: Event, lang: str) -> str:
    who, listed = seat_name(e.seat, lang), _yaku_list(e.data.get("yaku", ()), lang)
    total = points_count(e.data.get("total", 0), lang)
    return _t(
        lang,
        f"Комбинации у игрока {cast(int, e.seat) + 1}: {listed}. Всего {total}.",
        f"{who}'s yaku: {listed}. Total: {total}.",
    )


def _koikoi(e: Event, lang: str) -> str:
    who = seat_name(e.seat, lang)
    return _t(lang, f"{who} объявляет «Кой-кой!» и играет дальше.", f"{who} calls koi-koi and plays on.")


def _stop(e: Event, lang: str) -> str:
    who = seat_name(e.seat, lang)
    if e.data.get("auto"):
        return _t(
            lang,
            f"У игрока {cast(int, e.seat) + 1} не осталось карт на руке, и раздача заканчивается.",
            f"{who} has no cards left in hand, so the deal ends.",
        )
    return _t(
        lang,
        f"{who} говорит «стоп» (сёбу) и заканчивает раздачу.",
        f"{who} calls stop (shōbu) and ends the deal.",
    )


def _exhausted(e: Event, lang: str) -> str:
    return _t(
        lang,
        "Карты на руках кончились, а раздачу никто не остановил: ничья.",
        "Both hands are empty and nobody has stopped: the deal is drawn.",
    )


def _round_end(e: Event, lang: str) -> str:
    r, gain, scorer = e.data.get("round", 1), e.data.get("gain", 0), e.data.get("scorer")
    if e.seat is None and scorer is not None:
        who = seat_name(scorer, lang)
        return _t(
            lang,
            f"Раздача {r} — ничья; по праву сдающего {who} получает {points_count(gain, lang)}.",
            f"Deal {r} is a draw; by the dealer's privilege {who} scores {points_count(gain, lang)}.",
        )
    if e.seat is None:
        return _t(
            lang,
            f"Раздача {r} окончена вничью, очков никто не получает.",
            f"Deal {r} ends in a draw; nobody scores.",
        )
    who = seat_name(e.seat, lang)
    return _t(
        lang,
        f"Раздача {r} окончена: {who} получает {points_count(gain, lang)}.",
        f"Deal {r} is over: {who} scores {points_count(gain, lang)}.",
    )


def _game_end(e: Event, lang: str) -> str:
    a, b = e.data.get("scores", (0, 0))
    winners = tuple(e.data.get("winners", ()))
    if len(winners) == 1:
        who = seat_name(winners[0], lang)
        return _t(
            lang,
            f"Партия окончена, счёт {number(a)} : {number(b)}; побеждает {who}.",
            f"The match is over, {number(a)} to {number(b)}; {who} wins.",
        )
    return _t(
        lang,
        f"Партия окончена вничью, {number(a)} : {number(b)}.",
        f"The match ends in a draw, {number(a)} to {number(b)}.",
    )


DESCRIBERS: dict[str, Callable[[Event, str], str]] = {
    "dealer_draw": _dealer_draw,
    "dealer": _dealer,
    "deal": _deal,
    "hand": _hand,
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
    "game_end": _game_end,
}

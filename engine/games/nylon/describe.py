"""Sentences for Nylon-ppong events, moves and refusals, in Russian and English.

Kinds: ``dealer``, ``deal`` (also a reshuffle of the discards, with ``reshuffle`` in its data),
``hand``, ``draw`` (public: a card was drawn), ``drawn`` (private: which card), ``discard``,
``ppong``, ``pass``, ``hidden_ppong``, ``stop``, ``declare``, ``exhausted``, ``reveal`` (a hand and
its penalty points at the end of a deal), ``penalty`` (an extra penalty), ``round_end``,
``starter`` (who starts the next deal, and why), ``game_end``. Words follow the glossary: «пон»,
«стоп», «скрытый пон», штрафные очки.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from engine.cards import Text
from engine.game import Event, IllegalMove, Move
from engine.games.nylon.combos import COMBINATION_NAMES
from engine.phrases import (
    card_list,
    card_name,
    cards_count,
    cards_phrase,
    joined,
    number,
    penalty_points,
    seat_name,
    seats_list,
)

ILLEGAL_REASONS: dict[str, Text] = {
    "must_draw": Text(
        "В начале хода возьмите карту из колоды (или объявите «пон» или «стоп», если можно).",
        "At the start of your turn draw from the deck (or call ppong or stop if you can).",
    ),
    "already_drew": Text("Вы уже взяли карту в этом ходу.", "You have already drawn this turn."),
    "declare_or_discard": Text(
        "Теперь объявите комбинацию или сбросьте одну карту.",
        "Now declare a combination or discard one card.",
    ),
    "must_discard": Text("После «пона» сбросьте одну карту.", "After a ppong, discard one card."),
    "no_ppong": Text(
        "«Пон» можно объявить только на карту, которую соперник только что сбросил.",
        "Ppong can only be called on the card an opponent has just discarded.",
    ),
    "not_a_pair": Text(
        "Для «пона» нужны две карты на руке того же месяца, что и верхняя карта сброса.",
        "Ppong needs two cards in hand of the same month as the top discard.",
    ),
    "no_combination": Text(
        "Эти шесть карт не образуют комбинацию.",
        "These six cards do not make a combination.",
    ),
    "no_hidden_ppong": Text(
        "Для «скрытого пона» нужны триплет и пара на руке, а сброшенная карта — того же месяца, что и пара.",
        "A hidden ppong needs a triplet and a pair in hand, with the discard of the pair's month.",
    ),
    "stop_needs_ppong": Text(
        "«Стоп» можно сказать только после своего «пона», когда на руке две карты.",
        "Stop can only be called after your own ppong, with two cards in hand.",
    ),
    "stop_over_limit": Text(
        "Для «стопа» две карты на руке должны стоить не больше предела.",
        "For a stop the two cards in hand must be worth no more than the limit.",
    ),
    "stop_quorum": Text(
        "По выбранным правилам «стоп» пока нельзя: «пон» объявило слишком мало игроков.",
        "Under the chosen rules stop is not allowed yet: too few players have called ppong.",
    ),
    "not_a_claim": Text("Сейчас нечего пропускать.", "There is nothing to pass on now."),
    "must_claim": Text(
        "Объявите «пон» на сброшенную карту или пропустите.",
        "Call ppong on the discard or pass.",
    ),
    "no_out_of_turn": Text(
        "По выбранным правилам «пон» вне очереди не объявляют.",
        "Under the chosen rules ppong is not called out of turn.",
    ),
    "bad_position": Text("Такую позицию нельзя составить.", "That position cannot be set up."),
}
"""Messages for the refusals only Nylon-ppong has; the shared ones are in ``engine.describe``.

Reasons Nylon-ppong raises: ``game_over``, ``not_your_turn``, ``bad_action``, ``not_in_hand``,
``must_draw``, ``already_drew``, ``declare_or_discard``, ``must_discard``, ``no_ppong``,
``not_a_pair``, ``no_combination``, ``no_hidden_ppong``, ``stop_needs_ppong``, ``stop_over_limit``,
``stop_quorum``, ``not_a_claim``, ``must_claim``, ``no_out_of_turn``, ``not_over``;
``duplicate_card`` and ``bad_position`` from ``setup``.
"""
for _key, _text in ILLEGAL_REASONS.items():
    IllegalMove.MESSAGES.setdefault(_key, _text)
IllegalMove.MESSAGES.setdefault(
    "duplicate_card", Text("Одна и та же карта указана дважды.", "The same card is given twice.")
)


def _t(lang: str, ru: str, en: str) -> str:
    return en if lang == "en" else ru


def _dealer(e: Event, lang: str) -> str:
    who = seat_name(e.seat, lang)
    return _t(lang, f"Жребий: сдаёт и ходит первым {who}.", f"By lot, {who} deals and plays first.")


def _deal(e: Event, lang: str) -> str:
    r = e.data.get("round", 1)
    if e.data.get("reshuffle"):
        count = cards_count(e.data.get("cards", 0), lang)
        return _t(
            lang,
            f"Колода кончилась: сброс ({count}) перетасован и стал новой колодой.",
            f"The deck is empty: the discards ({count}) are shuffled into a new deck.",
        )
    who = seat_name(e.seat, lang)
    if e.cards:
        up = card_name(e.cards[0], lang)
        return _t(
            lang,
            f"Раздача {r}: каждому по 5 карт, сброс начинает открытая карта {up}; первым ходит {who}.",
            f"Deal {r}: five cards each, {up} is turned up to start the discards; {who} plays first.",
        )
    return _t(
        lang,
        f"Раздача {r}: каждому по 5 карт, первым ходит {who}.",
        f"Deal {r}: five cards each, {who} plays first.",
    )


def _hand(e: Event, lang: str) -> str:
    who = seat_name(e.seat, lang)
    return _t(
        lang,
        f"{who} получает на руку {cards_phrase(e.cards, lang)}.",
        f"{who} is dealt {card_list(e.cards, lang)}.",
    )


def _draw(e: Event, lang: str) -> str:
    who, left = seat_name(e.seat, lang), e.data.get("deck_left")
    tail_ru = f" (в колоде осталось {cards_count(left, lang)})" if left is not None else ""
    tail_en = f" ({cards_count(left, lang)} left)" if left is not None else ""
    return _t(lang, f"{who} берёт карту из колоды{tail_ru}.", f"{who} draws from the deck{tail_en}.")


def _drawn(e: Event, lang: str) -> str:
    who, card = seat_name(e.seat, lang), e.cards[:1]
    return _t(lang, f"{who} вытягивает {cards_phrase(card, lang)}.", f"{who} draws {card_list(card, lang)}.")


def _discard(e: Event, lang: str) -> str:
    who, card = seat_name(e.seat, lang), e.cards[:1]
    return _t(
        lang, f"{who} сбрасывает {cards_phrase(card, lang)}.", f"{who} discards {card_list(card, lang)}."
    )


def _ppong(e: Event, lang: str) -> str:
    who = seat_name(e.seat, lang)
    pair, taken = e.cards[:2], card_name(e.cards[2], lang)
    second = e.data.get("count", 1) >= 2
    ru_call = "второй «пон»" if second else "«пон»"
    en_call = "a second ppong" if second else "ppong"
    if e.data.get("out_of_turn"):
        head = _t(lang, f"{who} вне очереди объявляет {ru_call}", f"{who} calls {en_call} out of turn")
    else:
        head = _t(lang, f"{who} объявляет {ru_call}", f"{who} calls {en_call}")
    if e.data.get("from") is None:
        ru_with, en_with = f"вместе с открытой картой {taken}", f"with the upcard {taken}"
    else:
        ru_with, en_with = f"вместе со сброшенной картой {taken}", f"with the discarded {taken}"
    text = _t(
        lang,
        f"{head}: выкладывает {cards_phrase(pair, lang)} {ru_with}",
        f"{head}: lays {card_list(pair, lang)} down {en_with}",
    )
    if second:
        return text + _t(lang, ", и карт на руке больше не остаётся.", "; no cards are left in hand.")
    return text + "."


def _pass(e: Event, lang: str) -> str:
    who, card = seat_name(e.seat, lang), e.cards[:1]
    return _t(
        lang,
        f"{who} не объявляет «пон» на {cards_phrase(card, lang)}.",
        f"{who} lets {card_list(card, lang)} go.",
    )


def _hidden_ppong(e: Event, lang: str) -> str:
    who = seat_name(e.seat, lang)
    hand, taken = card_list(e.cards[:-1], lang), e.cards[-1:]
    return _t(
        lang,
        f"{who} объявляет «скрытый пон» на {cards_phrase(taken, lang)} и открывает руку: {hand}.",
        f"{who} calls a hidden ppong on {card_list(taken, lang)} and shows the hand: {hand}.",
    )


def _stop(e: Event, lang: str) -> str:
    who, total = seat_name(e.seat, lang), e.data.get("sum", 0)
    cards = card_list(e.cards, lang)
    return _t(
        lang,
        f"{who} говорит «стоп»: на руке {cards}, всего {total}.",
        f"{who} calls stop holding {cards}, {total} in all.",
    )


def _declare(e: Event, lang: str) -> str:
    who, cards = seat_name(e.seat, lang), card_list(e.cards, lang)
    key = e.data.get("combination", "")
    name = COMBINATION_NAMES[key].get(lang) if key in COMBINATION_NAMES else key
    value = e.data.get("value", 0)
    return _t(
        lang,
        f"{who} объявляет комбинацию «{name}» ({cards}): {penalty_points(value, lang)}.",
        f"{who} declares “{name}” ({cards}): {penalty_points(value, lang)}.",
    )


def _exhausted(e: Event, lang: str) -> str:
    who = seat_name(e.seat, lang)
    return _t(
        lang,
        f"{who} не может взять карту: колода кончилась. "
        "Раздача окончена вничью, штрафных очков никто не получает.",
        f"{who} cannot draw: the deck is empty. The deal is a draw and nobody gets penalty points.",
    )


def _reveal(e: Event, lang: str) -> str:
    who, cards = seat_name(e.seat, lang), card_list(e.cards, lang)
    points = penalty_points(e.data.get("points", 0), lang)
    hidden = tuple(e.data.get("concealed", ()))
    if not e.cards:
        return _t(
            lang, f"У игрока {cast(int, e.seat) + 1} на руке ничего нет.", f"{who} has no cards in hand."
        )
    if hidden:
        tail = card_list(hidden, lang)
        return _t(
            lang,
            f"{who} открывает руку: {cards} — {points} (не считаются карты скрытого триплета: {tail}).",
            f"{who} shows {cards}: {points} (the concealed triplet counts nothing: {tail}).",
        )
    return _t(lang, f"{who} открывает руку: {cards} — {points}.", f"{who} shows {cards}: {points}.")


def _penalty(e: Event, lang: str) -> str:
    who, points = seat_name(e.seat, lang), e.data.get("points", 0)
    if e.data.get("why") == "failed_stop":
        return _t(
            lang,
            f"«Стоп» не удался: сумма у игрока {cast(int, e.seat) + 1} не самая низкая, "
            f"ещё +{penalty_points(points, lang)}.",
            f"The stop failed: {who}'s total is not the lowest, another {penalty_points(points, lang)}.",
        )
    return _t(
        lang,
        f"{who} сбросил карту, которой закончили раздачу: ещё +{penalty_points(points, lang)}.",
        f"{who} discarded the card that ended the deal: another {penalty_points(points, lang)}.",
    )


_REASONS: dict[str, Text] = {
    "declare": Text("комбинация", "a combination"),
    "ppong_out": Text("второй «пон»", "a second ppong"),
    "hidden_ppong": Text("«скрытый пон»", "a hidden ppong"),
    "stop": Text("«стоп»", "a stop"),
    "exhausted": Text("кончилась колода", "the deck ran out"),
}


def _scores(values: Sequence[int], lang: str) -> str:
    return ", ".join(f"{seat_name(i, lang)} — {number(v)}" for i, v in enumerate(values))


def _round_end(e: Event, lang: str) -> str:
    r = e.data.get("round", 1)
    why = _REASONS.get(e.data.get("reason", ""), Text("", "")).get(lang)
    points, totals = e.data.get("points", ()), e.data.get("totals", ())
    text = _t(
        lang,
        f"Раздача {r} окончена ({why}). Штрафные очки: {_scores(points, lang)}.",
        f"Deal {r} is over ({why}). Penalty points: {_scores(points, lang)}.",
    )
    if tuple(totals) != tuple(points):
        text += _t(
            lang, f" Всего в партии: {_scores(totals, lang)}.", f" Match totals: {_scores(totals, lang)}."
        )
    return text


def _starter(e: Event, lang: str) -> str:
    seat, tied = cast(int, e.seat), tuple(e.data.get("tied", ()))
    most = str(e.data.get("points", 0)).replace("-", "−")  # a minus sign, not a hyphen
    if e.data.get("everyone"):
        if most == "0":
            return _t(
                lang,
                f"В прошлой раздаче никто не получил штрафных очков; по жребию следующую раздачу "
                f"начинает игрок {seat + 1}.",
                f"Nobody got penalty points in the last deal; by lot, Player {seat + 1} starts the next "
                "deal.",
            )
        return _t(
            lang,
            f"В прошлой раздаче все получили поровну штрафных очков (по {most}); по жребию следующую "
            f"раздачу начинает игрок {seat + 1}.",
            f"In the last deal everyone got the same penalty points ({most} each); by lot, Player "
            f"{seat + 1} starts the next deal.",
        )
    if len(tied) > 1:
        numbers = [str(s + 1) for s in tied]
        listed = ", ".join(numbers[:-1])
        return _t(
            lang,
            f"В прошлой раздаче больше всех штрафных очков (по {most}) получили игроки {listed} и "
            f"{numbers[-1]}; по жребию следующую раздачу начинает игрок {seat + 1}.",
            f"In the last deal Players {listed} and {numbers[-1]} got the most penalty points ({most} "
            f"each); by lot, Player {seat + 1} starts the next deal.",
        )
    return _t(
        lang,
        f"В прошлой раздаче больше всех штрафных очков ({most}) получил игрок {seat + 1}; он и "
        "начинает следующую раздачу.",
        f"In the last deal Player {seat + 1} got the most penalty points ({most}) and starts the next deal.",
    )


def _game_end(e: Event, lang: str) -> str:
    winners = tuple(e.data.get("winners", ()))
    scores = e.data.get("scores", ())
    names = seats_list(winners, lang)
    low = number(scores[winners[0]]) if scores and winners else "0"
    if len(winners) == 1:
        return _t(
            lang,
            f"Партия окончена: меньше всех штрафных очков ({low}) у игрока {winners[0] + 1}, он побеждает.",
            f"The match is over: {names} has the fewest penalty points ({low}) and wins.",
        )
    numbers = joined([str(w + 1) for w in winners], lang)
    return _t(
        lang,
        f"Партия окончена вничью: меньше всех штрафных очков ({low}) поровну у игроков {numbers}.",
        f"The match is over in a draw: {names} share the fewest penalty points ({low}).",
    )


DESCRIBERS: dict[str, Callable[[Event, str], str]] = {
    "dealer": _dealer,
    "deal": _deal,
    "hand": _hand,
    "draw": _draw,
    "drawn": _drawn,
    "discard": _discard,
    "ppong": _ppong,
    "pass": _pass,
    "hidden_ppong": _hidden_ppong,
    "stop": _stop,
    "declare": _declare,
    "exhausted": _exhausted,
    "reveal": _reveal,
    "penalty": _penalty,
    "round_end": _round_end,
    "starter": _starter,
    "game_end": _game_end,
}


def describe_move(move: Move | str, lang: str = "ru") -> str:
    """A Nylon-ppong move in words (the tutor's and the log's wording)."""
    if isinstance(move, str):
        move = Move.parse(move)
    action, cards = move.action, move.cards
    if action == "draw":
        return _t(lang, "Взять карту из колоды", "Draw from the deck")
    if action == "discard" and cards:
        return _t(lang, f"Сбросить {cards_phrase(cards[:1], lang)}", f"Discard {card_name(cards[0], lang)}")
    if action == "ppong" and cards:
        pair_ru, pair_en = cards_phrase(cards, lang, "ins"), card_list(cards, lang)
        return _t(lang, f"Объявить «пон» с {pair_ru}", f"Call ppong with {pair_en}")
    if action == "hidden_ppong":
        return _t(lang, "Объявить «скрытый пон»", "Call a hidden ppong")
    if action == "declare":
        return _t(lang, "Объявить комбинацию и закончить раздачу", "Declare the combination and end the deal")
    if action == "stop":
        return _t(lang, "Сказать «стоп»", "Call stop")
    if action == "pass":
        return _t(lang, "Пропустить: не объявлять «пон»", "Pass: do not call ppong")
    return f"{action} {card_list(cards, lang)}".strip()

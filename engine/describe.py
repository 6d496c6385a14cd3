"""Events, moves and refusals as sentences for people, in Russian or English.

``describe_event`` covers the event kinds every game shares (``deal``, ``play``, ``capture``...);
a game overrides ``Game.describe`` for its own kinds and falls back to it. ``describe_move`` turns
a move code into words (like SAN next to UCI). ``ILLEGAL_REASONS`` holds a message for each stable
``IllegalMove.reason`` so that the site can translate a refusal. Card names come from
``Card.name``, in the case a Russian sentence needs, through ``engine.phrases`` («кладёт карту
«Феникс» на карту «…»»); words follow the project's glossary (стол, колода, взятка, бонус...).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.cards import MONTH_NAMES, Text
from engine.game import Event, Game, IllegalMove, Move
from engine.phrases import (
    card_list,
    card_name,
    cards_count,
    cards_phrase,
    number,
    points_count,
    seat_name,
    seats_list,
)

__all__ = [
    "ILLEGAL_REASONS",
    "capture_sentence",
    "card_list",
    "card_name",
    "cards_count",
    "cards_phrase",
    "describe_event",
    "describe_illegal",
    "describe_move",
    "describe_shared_move",
    "number",
    "play_onto_sentence",
    "play_sentence",
    "points_count",
    "seat_name",
]

# Month names in the genitive, for «все четыре карты августа».
_MONTHS_GENITIVE_RU = (
    "января",
    "февраля",
    "марта",
    "апреля",
    "мая",
    "июня",
    "июля",
    "августа",
    "сентября",
    "октября",
    "ноября",
    "декабря",
)

ILLEGAL_REASONS: dict[str, Text] = {
    "not_your_turn": Text("Сейчас не ваш ход.", "It is not your turn."),
    "not_in_hand": Text("Этой карты нет у вас на руке.", "That card is not in your hand."),
    "no_match": Text(
        "На столе нет карты того же месяца: эту карту можно только выложить на стол.",
        "There is no card of that month on the table: this card can only be laid on the table.",
    ),
    "must_take": Text(
        "По выбранным правилам карта, у которой есть пара на столе, должна её взять.",
        "Under the chosen rules a card with a match on the table must capture it.",
    ),
    "three_on_table": Text(
        "На столе лежат три карты этого месяца: четвёртая забирает их все.",
        "Three cards of this month are on the table: the fourth takes them all.",
    ),
    "choose_target": Text(
        "На столе две карты этого месяца: укажите, на какую из них положить карту.",
        "Two cards of this month are on the table: choose which one to play onto.",
    ),
    "bad_target": Text(
        "Карту можно положить только на карту того же месяца, лежащую на столе.",
        "A card can only be played onto a table card of the same month.",
    ),
    "must_choose": Text(
        "Сначала выберите, какие карты взять.",
        "First choose which cards to capture.",
    ),
    "not_an_option": Text(
        "Такого выбора сейчас нет.",
        "That is not one of the choices.",
    ),
    "no_choice": Text("Сейчас нечего выбирать.", "There is nothing to choose now."),
    "bad_action": Text("Такого хода в этой игре нет.", "There is no such move in this game."),
    "bad_code": Text("Не удалось прочитать ход.", "The move could not be read."),
    "game_over": Text("Игра уже окончена.", "The game is already over."),
    "not_over": Text("Игра ещё не окончена.", "The game is not over yet."),
    "stale": Text(
        "Позиция уже изменилась: обновите страницу.",
        "The position has changed in the meantime: reload the page.",
    ),
}
IllegalMove.MESSAGES.update(ILLEGAL_REASONS)


def describe_illegal(error: IllegalMove | str, lang: str = "ru", game: Game | None = None) -> str:
    """The message for a refused move (or a reason key) in ``lang``.

    A game may add its own reasons as ``illegal_reasons`` (a dict like ``ILLEGAL_REASONS``).
    """
    reason = error if isinstance(error, str) else error.reason
    own = game.illegal_reasons if game is not None else {}
    text = own.get(reason) or IllegalMove.MESSAGES.get(reason)
    if text is None:
        return Text("Так ходить нельзя.", "That move is not allowed.").get(lang)
    return text.get(lang)


# --------------------------------------------------------------------------- pieces of sentences


def _named(data: Mapping[str, Any], lang: str) -> str:
    name = data.get("name")
    if isinstance(name, Text):
        return name.get(lang)
    return str(data.get(f"name_{'en' if lang == 'en' else 'ru'}", data.get("key", "")))


def _scores(points: Sequence[int], lang: str, names: Sequence[str] | None) -> str:
    return ", ".join(f"{seat_name(i, lang, names)} — {number(p)}" for i, p in enumerate(points))


# --------------------------------------------------------------------------- events


def describe_event(
    game: Game | None, event: Event, lang: str = "ru", names: Sequence[str] | None = None
) -> str:
    """One natural sentence for ``event`` in ``lang`` (``ru`` or ``en``)."""
    en = lang == "en"
    who = seat_name(event.seat, lang, names)
    cards, data = event.cards, event.data
    kind = event.kind
    if kind == "deal":
        deal = data.get("deal", 1)
        if en:
            return f"Deal {deal}: {card_list(cards, lang)} lie on the table; {who} goes first."
        return f"Раздача {deal}: на столе {card_list(cards, lang)}; первым ходит {who}."
    if kind == "hand":
        if en:
            return f"{who} is dealt {card_list(cards, lang)}."
        return f"{who} получает на руку {cards_phrase(cards, lang)}."
    if kind == "redeal":
        month = data.get("month")
        if en:
            month_name = MONTH_NAMES[month - 1].en if month else "one month"
            return f"All four cards of {month_name} landed on the table, so the cards are dealt again."
        month_name = _MONTHS_GENITIVE_RU[month - 1] if month else "одного месяца"
        return f"На стол легли все четыре карты {month_name}, поэтому карты сдают заново."
    if kind == "play":
        return play_sentence(event, who, lang)
    if kind == "lay":
        if en:
            return f"{who} lays {card_list(cards, lang)} on the table."
        return f"{who} выкладывает на стол {cards_phrase(cards, lang)}."
    if kind == "flip":
        stays = data.get("stays")
        if en:
            tail = " It has no match and stays on the table." if stays else ""
            return f"{who} flips {card_list(cards, lang)} from the deck.{tail}"
        tail = " Пары для неё нет, и она остаётся на столе." if stays else ""
        return f"{who} открывает из колоды {cards_phrase(cards, lang)}.{tail}"
    if kind == "capture":
        return capture_sentence(who, cards, lang)
    if kind == "choice":
        return _describe_choice(event, who, lang)
    if kind in ("bonus", "yaku"):
        points = data.get("points", 0)
        name = _named(data, lang)
        if kind == "bonus":
            if en:
                return f"{who} completes the bonus “{name}”: +{points}."
            return f"{who} собирает бонус «{name}»: +{points}."
        if en:
            return f"{who} makes the yaku “{name}”: {points_count(points, lang)}."
        return f"{who} собирает комбинацию «{name}»: {points_count(points, lang)}."
    if kind == "koikoi":
        if en:
            return f"{who} calls koi-koi and plays on."
        return f"{who} объявляет «Кой-кой!» и играет дальше."
    if kind == "stop":
        if en:
            return f"{who} calls stop and ends the deal."
        return f"{who} говорит «стоп» и заканчивает раздачу."
    if kind == "round_end":
        return _describe_round_end(event, lang, names)
    if kind == "game_end":
        return _describe_game_end(event, lang, names)
    if en:
        return f"{who}: {kind} {card_list(cards, lang)}".rstrip() + "."
    return f"{who}: {kind} {card_list(cards, lang)}".rstrip() + "."


def play_sentence(event: Event, who: str, lang: str) -> str:
    """A hand card played onto its match (``play_onto_sentence``), onto the three cards of its
    month (``all`` in the event's data), or just played."""
    cards = event.cards
    if event.data.get("all"):
        if lang == "en":
            return (
                f"{who} plays {card_name(cards[0], lang)} onto the three cards of its month: "
                f"{card_list(cards[1:], lang)}."
            )
        return (
            f"{who} кладёт {cards_phrase(cards[:1], lang)} к трём картам своего месяца: "
            f"{card_list(cards[1:], lang)}."
        )
    if len(cards) >= 2:
        return play_onto_sentence(who, cards[0], cards[1:], lang)
    if lang == "en":
        return f"{who} plays {card_list(cards, lang)}."
    return f"{who} ходит {cards_phrase(cards, lang, 'ins')}."


def play_onto_sentence(who: str, card: int, targets: Sequence[int], lang: str) -> str:
    """«Игрок 1 кладёт карту «…» на карту «…».» / "Player 1 plays “…” onto “…”."."""
    if lang == "en":
        return f"{who} plays {card_name(card, lang)} onto {card_list(targets, lang)}."
    return f"{who} кладёт {cards_phrase([card], lang)} на {cards_phrase(targets, lang)}."


def capture_sentence(who: str, cards: Sequence[int], lang: str) -> str:
    """«Игрок 1 берёт 2 карты: «…» и «…».» / "Player 1 captures 2 cards: “…” and “…”."."""
    if lang == "en":
        return f"{who} captures {cards_count(len(cards), lang)}: {card_list(cards, lang)}."
    return f"{who} берёт {cards_count(len(cards), lang, 'acc')}: {card_list(cards, lang)}."


def _describe_choice(event: Event, who: str, lang: str) -> str:
    en = lang == "en"
    data, cards = event.data, event.cards
    flipped = data.get("flipped")
    if data.get("kind") == "three":
        if en:
            return (
                f"The flipped card landed on the pair just made: {who} chooses two of the three, "
                f"{card_list(cards, lang)}."
            )
        return (
            f"Открытая карта легла на только что собранную пару: {who} выбирает две карты из трёх — "
            f"{card_list(cards, lang)}."
        )
    if flipped is not None and flipped >= 0:
        if en:
            return (
                f"{card_name(flipped, lang)} matches two table cards, and {who} chooses which to "
                f"capture: {card_list(cards, lang, 'or')}."
            )
        return (
            f"Карта {card_name(flipped, lang)} подходит к двум картам на столе, и {who} выбирает, "
            f"какую из них взять: {card_list(cards, lang, 'или')}."
        )
    if en:
        among = "between" if len(cards) == 2 else "one of"
        return f"{who} chooses {among} {card_list(cards, lang)}."
    return f"{who} выбирает одну из карт: {card_list(cards, lang, 'или')}."


def _describe_round_end(event: Event, lang: str, names: Sequence[str] | None) -> str:
    en = lang == "en"
    data = event.data
    deal = data.get("deal")
    points = data.get("points", data.get("scores", ()))
    head = (
        (f"Deal {deal} is over" if deal else "The deal is over")
        if en
        else (f"Раздача {deal} окончена" if deal else "Раздача окончена")
    )
    parts = [f"{head}. {'Points' if en else 'Очки'}: {_scores(points, lang, names)}."]
    values = data.get("values")
    if values is not None and tuple(values) != tuple(points):
        label = "Zero-sum settlement" if en else "Расчёт с нулевой суммой"
        parts.append(f"{label}: {_scores(values, lang, names)}.")
    totals = data.get("totals")
    if totals is not None and tuple(totals) != tuple(values if values is not None else points):
        label = "Match totals" if en else "Всего в партии"
        parts.append(f"{label}: {_scores(totals, lang, names)}.")
    winner = data.get("winner")
    if winner is not None:
        name = seat_name(winner, lang, names)
        parts.append(f"{name} wins the deal." if en else f"Раздачу выигрывает {name}.")
    return " ".join(parts)


def _describe_game_end(event: Event, lang: str, names: Sequence[str] | None) -> str:
    en = lang == "en"
    data = event.data
    winners = tuple(data.get("winners", ()))
    scores = data.get("scores", ())
    if len(winners) == 1:
        w = winners[0]
        score = f" ({number(scores[w])})" if scores else ""
        if en:
            return f"The game is over: {seat_name(w, lang, names)} wins{score}."
        return f"Игра окончена: побеждает {seat_name(w, lang, names)}{score}."
    who = seats_list(winners, lang, names)
    if en:
        return f"The game is over: a draw, {who} share first place."
    return f"Игра окончена вничью: первое место делят {who}."


# --------------------------------------------------------------------------- moves


def describe_move(game: Game | None, move: Move | str, lang: str = "ru") -> str:
    """A move in words: «Положить карту «Журавль и солнце» на карту «Сосна, простая карта 1»» (the
    game's own sentence when a game is given)."""
    if isinstance(move, str):
        move = Move.parse(move)
    if game is not None:
        return game.describe_move(move, lang)
    return describe_shared_move(move, lang)


def describe_shared_move(move: Move, lang: str = "ru") -> str:
    """The sentence of a move of the fishing games' shared actions (play, lay, take, koi-koi, stop)."""
    en = lang == "en"
    action, cards = move.action, move.cards
    if action == "play" and len(cards) == 2:
        if en:
            return f"Play {card_name(cards[0], lang)} onto {card_name(cards[1], lang)}"
        return f"Положить {cards_phrase(cards[:1], lang)} на {cards_phrase(cards[1:], lang)}"
    if action == "play" and len(cards) == 1:
        if en:
            return f"Play {card_name(cards[0], lang)} and capture every card of its month on the table"
        return f"Сыграть {cards_phrase(cards, lang)} и взять со стола все карты её месяца"
    if action == "lay":
        if en:
            return f"Lay {card_list(cards, lang)} on the table"
        return f"Выложить на стол {cards_phrase(cards, lang)}"
    if action == "take":
        if en:
            return f"Capture {card_list(cards, lang)}"
        return f"Взять {cards_phrase(cards, lang)}"
    if action == "koikoi":
        return "Call koi-koi" if en else "Объявить «Кой-кой!»"
    if action == "stop":
        return "Stop and score" if en else "Сказать «стоп» и подсчитать очки"
    if en:
        return f"{action} {card_list(cards, lang)}".strip()
    return f"{action} {card_list(cards, lang)}".strip()

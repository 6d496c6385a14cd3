"""Sentences for Go-Stop events, moves and refusals, in Russian and English.

Every event kind of the game's own has its sentence here, built with the shared pieces of
``engine.describe`` (seat and card names, counts); the kinds every fishing game shares (``hand``,
``play``, ``lay``, ``flip``, ``capture``, ``choice``) are said by ``engine.describe.describe_event``.
The Korean words (ppeok, jjok, ttadak, sseul, go-bak...) are written as Russian players transcribe
them and explained on the rules page.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.cards import Text
from engine.describe import describe_shared_move
from engine.game import Event, IllegalMove, Move
from engine.phrases import card_list, card_name, cards_phrase, number, plant_of, points_count, seat_name

ILLEGAL_REASONS: dict[str, Text] = {
    "no_free_turn": Text(
        "Ходов без карты нет: они бывают только после бомбы.",
        "There is no free turn: those come only after a bomb.",
    ),
    "cannot_shake": Text(
        "Показать можно только три карты одного месяца на руке, если карт этого месяца нет на столе.",
        "Only three cards of one month in hand can be shown, and only when none of that month is on "
        "the table.",
    ),
    "cannot_bomb": Text(
        "Бомба — это все три карты одного месяца с руки, когда четвёртая лежит на столе.",
        "A bomb is all three cards of one month from the hand while the fourth lies on the table.",
    ),
    "go_or_stop_first": Text("Сначала решите: «Го!» или «Стоп».", "First decide: go or stop."),
    "no_go_now": Text(
        "Сказать «Го!» или «Стоп» можно только после хода, который дал нужное число очков.",
        "Go and stop come only after a turn that brought the points needed.",
    ),
    "duplicate_card": Text("Одна и та же карта указана дважды.", "The same card is given twice."),
}
"""Messages for the refusals only Go-Stop has; the shared ones are in ``engine.describe``."""
for _key, _text in ILLEGAL_REASONS.items():
    IllegalMove.MESSAGES.setdefault(_key, _text)


def _t(lang: str, ru: str, en: str) -> str:
    return en if lang == "en" else ru


def _dative(seat: int | None) -> str:
    """«игроку 2»: the Russian dative of a seat."""
    return f"игроку {(seat or 0) + 1}"


def _genitive(seat: int | None) -> str:
    """«игрока 2»: the Russian genitive of a seat."""
    return f"игрока {(seat or 0) + 1}"


def _plant(month: int, lang: str) -> str:
    """The plant of Japanese month ``month`` (1-12): «павловнии» / "paulownia"."""
    return plant_of(month - 1, lang)


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def _dealer(e: Event, lang: str) -> str:
    who = seat_name(e.seat, lang)
    return _t(lang, f"Жребий: первым сдаёт и ходит {who}.", f"By lot, {who} deals and plays first.")


def _deal(e: Event, lang: str) -> str:
    deal, who, cards = e.data.get("round", 1), seat_name(e.seat, lang), card_list(e.cards, lang)
    stake = e.data.get("stake", 1)
    ru = f"Раздача {deal}, сдаёт и ходит первым {who}. На столе: {cards}."
    en = f"Deal {deal}: {who} deals and plays first. On the table: {cards}."
    if stake > 1:
        ru_times = {2: "вдвое", 4: "вчетверо"}.get(stake, f"в {stake} раз")
        en_times = {2: "double", 4: "four times over"}.get(stake, f"{stake} times over")
        ru += f" После нагари эта раздача стоит {ru_times} больше."
        en += f" After a nagari this deal counts {en_times}."
    return _t(lang, ru, en)


def _redeal(e: Event, lang: str) -> str:
    if "chongtong" in e.data:
        return _t(
            lang,
            "Двоим игрокам сдали по четыре карты одного месяца: карты сдают заново.",
            "Two players were dealt four cards of a month: the cards are dealt again.",
        )
    month = e.data.get("month", 1)
    return _t(
        lang,
        f"На стол легли все четыре карты {_plant(month, lang)}: карты сдают заново.",
        f"All four {_plant(month, lang)} cards landed on the table: the cards are dealt again.",
    )


def _chongtong(e: Event, lang: str) -> str:
    who, cards, points = seat_name(e.seat, lang), card_list(e.cards, lang), e.data.get("points", 0)
    return _t(
        lang,
        f"Чхонтхон: {who} показывает все четыре карты одного месяца ({cards}) и сразу выигрывает "
        f"раздачу — {points_count(points, lang)} с каждого соперника.",
        f"Chongtong: {who} shows all four cards of one month ({cards}) and wins the deal at once, "
        f"{points_count(points, lang)} from each opponent.",
    )


def _shake(e: Event, lang: str) -> str:
    who, cards, plant = (
        seat_name(e.seat, lang),
        card_list(e.cards, lang),
        _plant(e.data.get("month", 1), lang),
    )
    return _t(
        lang,
        f"Встряска: {who} показывает три карты {plant} ({cards}). "
        "Если он выиграет раздачу, его очки удвоятся.",
        f"Shaking: {who} shows three {plant} cards ({cards}). "
        "If they win the deal, their points are doubled.",
    )


def _bomb(e: Event, lang: str) -> str:
    who, hand, table = seat_name(e.seat, lang), card_list(e.cards[:3], lang), cards_phrase(e.cards[3:4], lang)
    return _t(
        lang,
        f"Бомба: {who} бросает три карты ({hand}) на {table} и забирает все четыре. Его очки при победе "
        "удвоятся, а два следующих хода он может только открывать карту из колоды.",
        f"Bomb: {who} throws three cards ({hand}) onto {table} and takes all four. A win now counts "
        "double, and on two later turns this player may simply flip a card.",
    )


def _free_turn(e: Event, lang: str) -> str:
    who = seat_name(e.seat, lang)
    return _t(
        lang,
        f"{who} пропускает карту с руки (ход за бомбу) и только открывает карту из колоды.",
        f"{who} plays no card (a bomb's free turn) and only flips a card from the deck.",
    )


def _ppeok(e: Event, lang: str) -> str:
    _who, cards = seat_name(e.seat, lang), card_list(e.cards, lang)
    return _t(
        lang,
        f"Ппок! Открытая карта того же месяца: {cards} остаются на столе. Кто возьмёт их четвёртой "
        "картой, получит ещё и по простой карте от каждого соперника.",
        f"Ppeok! The flipped card is of the same month: {cards} stay on the table. Whoever takes them "
        "with the fourth card also gets a junk card from every opponent.",
    )


def _ppeok_last(e: Event, lang: str) -> str:
    who = seat_name(e.seat, lang)
    return _t(
        lang,
        f"Открытая карта того же месяца, но это последний ход игрока {(e.seat or 0) + 1}: ппока нет, "
        "все три карты его.",
        f"The flipped card is of the same month, but it is {who}'s last turn: no ppeok, all three are taken.",
    )


def _ttadak(e: Event, lang: str) -> str:
    who = seat_name(e.seat, lang)
    return _t(
        lang,
        f"Ттадак: открытая карта — четвёртая того же месяца, и {who} берёт все четыре.",
        f"Ttadak: the flipped card is the fourth of that month, and {who} takes all four.",
    )


def _jjok(e: Event, lang: str) -> str:
    who, laid, flipped = seat_name(e.seat, lang), card_name(e.cards[0], lang), card_name(e.cards[1], lang)
    return _t(
        lang,
        f"Ччок: к только что выложенной карте {laid} пришла из колоды карта {flipped}, и {who} берёт обе.",
        f"Jjok: {flipped} came from the deck to the card just laid, {laid}, and {who} takes both.",
    )


def _ppeok_taken(e: Event, lang: str) -> str:
    who, owner, junk = seat_name(e.seat, lang), e.data.get("owner"), e.data.get("junk", 1)
    if owner == e.seat:
        return _t(
            lang,
            f"{who} забирает собственный ппок: каждый соперник отдаёт ему {_junk_count(junk, lang)}.",
            f"{who} takes back their own ppeok: every opponent gives up {_junk_count(junk, lang)}.",
        )
    return _t(
        lang,
        f"{who} забирает ппок {_genitive(owner)}: каждый соперник отдаёт ему {_junk_count(junk, lang)}.",
        f"{who} takes {seat_name(owner, lang)}'s ppeok: every opponent gives up {_junk_count(junk, lang)}.",
    )


def _junk_count(count: int, lang: str) -> str:
    if lang == "en":
        return "one junk card" if count == 1 else f"{count} junk cards"
    return "одну простую карту" if count == 1 else f"{count} простые карты"


def _sseul(e: Event, lang: str) -> str:
    who = seat_name(e.seat, lang)
    return _t(
        lang,
        f"Ссыль: {who} очистил стол, и каждый соперник отдаёт ему простую карту.",
        f"Sseul: {who} has cleared the table, and every opponent gives up a junk card.",
    )


def _steal(e: Event, lang: str) -> str:
    giver = e.data.get("from")
    if not e.cards:
        return _t(
            lang,
            f"У {_genitive(giver)} нет простых карт: отдавать нечего.",
            f"{seat_name(giver, lang)} has no junk to give up.",
        )
    return _t(
        lang,
        f"{seat_name(giver, lang)} отдаёт {_dative(e.seat)} {cards_phrase(e.cards, lang)}.",
        f"{seat_name(giver, lang)} gives {card_list(e.cards, lang)} to {seat_name(e.seat, lang)}.",
    )


def _lines(items: Sequence[Sequence[Any]], lang: str) -> str:
    return "; ".join(
        f"{item[2] if lang != 'en' else item[3]} — {points_count(item[1], lang)}" for item in items
    )


def _score(e: Event, lang: str) -> str:
    total, items = e.data.get("total", 0), e.data.get("items", ())
    return _t(
        lang,
        f"У {_genitive(e.seat)} теперь {points_count(total, lang)}. {_lines(items, 'ru')}.",
        f"{seat_name(e.seat, lang)} now has {points_count(total, lang)}. {_lines(items, 'en')}.",
    )


def _go(e: Event, lang: str) -> str:
    who, count = seat_name(e.seat, lang), e.data.get("count", 1)
    if count == 1:
        return _t(lang, f"{who} говорит «Го!» и играет дальше.", f"{who} calls go and plays on.")
    return _t(
        lang,
        f"{who} говорит «Го!» уже в {count}-й раз и играет дальше.",
        f"{who} calls go for the {_ordinal(count)} time and plays on.",
    )


def _stop(e: Event, lang: str) -> str:
    who = seat_name(e.seat, lang)
    if e.data.get("auto"):
        return _t(
            lang,
            f"Ходов у {_genitive(e.seat)} больше нет, и раздача останавливается на его очках.",
            f"{who} has no turn left, so the deal stops on these points.",
        )
    return _t(lang, f"{who} говорит «Стоп» и заканчивает раздачу.", f"{who} calls stop and ends the deal.")


def _three_ppeok(e: Event, lang: str) -> str:
    who, points = seat_name(e.seat, lang), e.data.get("points", 0)
    return _t(
        lang,
        f"Третий ппок за раздачу: {who} сразу выигрывает — {points_count(points, lang)} с каждого соперника.",
        f"A third ppeok in one deal: {who} wins at once, {points_count(points, lang)} from each opponent.",
    )


def _nagari(e: Event, lang: str) -> str:
    if e.data.get("doubles"):
        return _t(
            lang,
            "Карты кончились, а «Стоп» никто не сказал: нагари. Следующая раздача стоит вдвое больше.",
            "The cards have run out and nobody has stopped: a nagari. The next deal counts double.",
        )
    return _t(
        lang,
        "Карты кончились, а «Стоп» никто не сказал: нагари, очков никто не получает.",
        "The cards have run out and nobody has stopped: a nagari, nobody scores.",
    )


def _round_end(e: Event, lang: str) -> str:
    deal, winner = e.data.get("round", 1), e.data.get("winner")
    payments = e.data.get("payments", ())
    totals = e.data.get("totals", ())
    if winner is None:
        text = _t(lang, f"Раздача {deal} окончена без победителя.", f"Deal {deal} ends without a winner.")
    else:
        gain = e.data.get("points", ())[winner]
        paid = [(seat, pay) for seat, pay in enumerate(payments) if seat != winner and pay]
        parts_ru = ", ".join(f"игрок {seat + 1} платит {points_count(pay, 'ru')}" for seat, pay in paid)
        parts_en = ", ".join(f"player {seat + 1} pays {points_count(pay, 'en')}" for seat, pay in paid)
        text = _t(
            lang,
            f"Раздача {deal} окончена: {seat_name(winner, lang)} получает {points_count(gain, lang)} "
            f"({parts_ru}).",
            f"Deal {deal} is over: {seat_name(winner, lang)} collects {points_count(gain, lang)} "
            f"({parts_en}).",
        )
    if totals and e.data.get("rounds", 1) > 1:
        listed = ", ".join(f"{seat_name(seat, lang)} — {number(total)}" for seat, total in enumerate(totals))
        text += _t(lang, f" Всего в партии: {listed}.", f" Match totals: {listed}.")
    return text


def _game_end(e: Event, lang: str) -> str:
    scores = e.data.get("scores", ())
    winners = tuple(e.data.get("winners", ()))
    listed = ", ".join(f"{seat_name(seat, lang)} — {number(score)}" for seat, score in enumerate(scores))
    if len(winners) == 1:
        who = seat_name(winners[0], lang)
        return _t(
            lang,
            f"Партия окончена ({listed}); побеждает {who}.",
            f"The match is over ({listed}); {who} wins.",
        )
    return _t(lang, f"Партия окончена вничью ({listed}).", f"The match ends in a draw ({listed}).")


DESCRIBERS: dict[str, Callable[[Event, str], str]] = {
    "dealer": _dealer,
    "deal": _deal,
    "redeal": _redeal,
    "chongtong": _chongtong,
    "shake": _shake,
    "bomb": _bomb,
    "free_turn": _free_turn,
    "ppeok": _ppeok,
    "ppeok_last": _ppeok_last,
    "ttadak": _ttadak,
    "jjok": _jjok,
    "ppeok_taken": _ppeok_taken,
    "sseul": _sseul,
    "steal": _steal,
    "score": _score,
    "go": _go,
    "stop": _stop,
    "three_ppeok": _three_ppeok,
    "nagari": _nagari,
    "round_end": _round_end,
    "game_end": _game_end,
}


def describe_move(move: Move, lang: str) -> str:
    """A Go-Stop move in words, as a button or the tutor says it."""
    en = lang == "en"
    cards = move.cards
    if move.action == "shake" and cards:
        card = cards_phrase(cards[:1], lang)
        return (
            f"Shake: lay {card}, showing all three cards of its month"
            if en
            else f"Встряска: выложить {card}, показав все три карты этого месяца"
        )
    if move.action == "bomb" and cards:
        listed = cards_phrase(cards, lang)
        return (
            f"Bomb: throw {listed} onto the fourth card"
            if en
            else f"Бомба: бросить {listed} на четвёртую карту"
        )
    if move.action == "flip":
        return (
            "Free turn: only flip a card from the deck"
            if en
            else "Ход за бомбу: только открыть карту из колоды"
        )
    if move.action == "go":
        return "Call go and play on" if en else "Сказать «Го!» и играть дальше"
    if move.action == "stop":
        return "Call stop and collect" if en else "Сказать «Стоп» и получить очки"
    return describe_shared_move(move, lang)

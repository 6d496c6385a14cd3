"""Card names in the engine's sentences take the form the sentence needs, in every game.

Every event kind each game describes (from random games over every preset and option, plus the
kinds random play rarely reaches) and every kind of move is rendered with cards of every kind in
every position; no Russian sentence may leave a card's name in the nominative where the case is
different («кладёт «Феникс»», «на «…»», «с «…»», «к «…»»: see ``tests.wording``), and a sample
of sentences is checked word for word in both languages.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache
from importlib import import_module

import pytest

from engine.cards import DECK, card
from engine.describe import describe_move
from engine.game import GAMES, Event, Game, Move, game_keys, get_game
from tests.wording import CARD_NAME_RU, misplaced_card_names, names_after_prepositions


def c(code: str) -> int:
    return card(code).index


# Kinds and variants that random play reaches rarely or never (kuttsuki needs four pairs in a dealt
# hand, a hidden ppong a triplet and a pair waiting for the discard...).
RARE: dict[str, tuple[Event, ...]] = {
    "hato": (Event("redeal", None, (c("08a"), c("08b"), c("08c"), c("08d")), {"month": 8}),),
    "koikoi": (
        Event("kuttsuki", 1),
        Event("teshi", 0),
        Event(
            "redeal", 0, tuple(map(c, ("03a", "03b", "03c", "03d", "05a", "07b", "09c", "11d"))), {"round": 1}
        ),
    ),
    "aigoma": (Event("beat", 2, (c("01a"),), {"trump": True, "over_trump": True, "count": 1}),),
    "nylon": (
        Event("hidden_ppong", 1, tuple(map(c, ("01a", "01b", "01c", "08a", "08b", "08c"))), {"from": 0}),
        Event("ppong", 0, (c("03a"), c("03b"), c("03c")), {"count": 2, "from": 1, "out_of_turn": False}),
        Event("ppong", 2, (c("03a"), c("03b"), c("03c")), {"count": 2, "from": 1, "out_of_turn": True}),
        Event("ppong", 0, (c("05a"), c("05b"), c("05c")), {"count": 1, "from": None, "out_of_turn": False}),
        Event("penalty", 1, (), {"why": "fed", "points": 30}),
        Event("deal", None, (), {"reshuffle": True, "cards": 21}),
        Event(
            "reveal",
            0,
            tuple(map(c, ("01a", "01b", "01c", "07a", "09b"))),
            {"points": 12, "concealed": (0, 1, 2)},
        ),
        Event("reveal", 1, (), {"points": 0}),
    ),
    "gostop": (
        Event("redeal", None, (c("08a"), c("08b"), c("08c"), c("08d")), {"month": 8}),
        Event("redeal", None, (), {"chongtong": (1, 2)}),
        Event("three_ppeok", 1, (), {"points": 7}),
        Event("ppeok_last", 0, (c("03a"), c("03b"), c("03c"))),
        Event("chongtong", 2, (c("05a"), c("05b"), c("05c"), c("05d")), {"points": 10}),
    ),
}


def _option_sets(cls: type[Game]) -> list[dict]:
    sets: list[dict] = [{}] + [{"preset": p.key} for p in cls.presets]
    for spec in cls.option_specs:
        sets += [{"options": {spec.key: v}} for v in spec.choices if v != spec.default]
    return sets


@cache
def played_events() -> dict[tuple[str, str, tuple], Event]:
    """One event of each kind and variant (its flags and reasons) from random games of every game,
    player count, preset and option value."""
    found: dict[tuple[str, str, tuple], Event] = {}
    for key in game_keys():
        cls = GAMES[key]
        for players in range(cls.min_players, cls.max_players + 1):
            for number, options in enumerate(_option_sets(cls)):
                game = get_game(key, players=players, **options)
                state, rng = game.new_state(number), random.Random(number)
                while not state.is_over:
                    state = state.apply(rng.choice(state.legal_moves()))
                for event in state.events:
                    flags = tuple(
                        sorted(
                            (k, v)
                            for k, v in event.data.items()
                            if isinstance(v, (bool, str)) or k == "count"
                        )
                    )
                    found.setdefault((key, event.kind, flags), event)
    return found


def every_event() -> list[tuple[str, Event]]:
    events = [(key, event) for (key, _kind, _flags), event in played_events().items()]
    return events + [(key, event) for key, rare in RARE.items() for event in rare]


def with_cards(event: Event, start: int) -> Event:
    """``event`` with its cards replaced by consecutive cards from ``start`` (over the 48 starts, every
    card of the deck stands in every position of the event)."""
    cards = tuple((start + i) % 48 for i in range(len(event.cards)))
    data = dict(event.data)
    if isinstance(data.get("flipped"), int) and data["flipped"] >= 0:
        data["flipped"] = (start + 47) % 48
    return replace(event, cards=cards, data=data)


def test_the_events_cover_every_kind_each_game_describes():
    seen = {(key, event.kind) for key, event in every_event()}
    for key in game_keys():
        own = set(getattr(import_module(f"engine.games.{key}.describe"), "DESCRIBERS", {}))
        assert own <= {kind for game, kind in seen if game == key}, (key, own)
    shared = {"deal", "hand", "play", "lay", "flip", "capture", "choice", "bonus", "round_end", "game_end"}
    assert shared <= {kind for game, kind in seen if game == "hato"}


@pytest.mark.parametrize("key", game_keys())
def test_every_event_names_its_cards_in_the_right_form(key):
    game = get_game(key)
    checked = 0
    for game_key, event in every_event():
        if game_key != key:
            continue
        for start in range(48) if event.cards else (0,):
            text = game.describe(with_cards(event, start), "ru")
            assert not misplaced_card_names(text), (event.kind, text)
            assert not names_after_prepositions(text), (event.kind, text)
            english = game.describe(with_cards(event, start), "en")
            assert not CARD_NAME_RU.search(english) and "«" not in english, english
            checked += bool(CARD_NAME_RU.search(text))
    assert checked > 48, "the sentences name no cards: the check checks nothing"


ACTIONS = {
    "hato": (("play", 2), ("play", 1), ("lay", 1), ("take", 1), ("take", 2)),
    "koikoi": (("play", 2), ("play", 1), ("lay", 1), ("take", 1), ("koikoi", 0), ("stop", 0)),
    "aigoma": (("lead", 1), ("lead", 2), ("lead", 3), ("lead", 4), ("beat", 1), ("beat", 2), ("pass", 0)),
    "nylon": (("draw", 0), ("discard", 1), ("ppong", 2), ("hidden_ppong", 0), ("declare", 0), ("stop", 0)),
    "gostop": (
        ("play", 2),
        ("play", 1),
        ("lay", 1),
        ("shake", 1),
        ("bomb", 3),
        ("take", 1),
        ("flip", 0),
        ("go", 0),
        ("stop", 0),
    ),
}


@pytest.mark.parametrize("key", game_keys())
def test_every_move_names_its_cards_in_the_right_form(key):
    game = get_game(key)
    for action, count in ACTIONS[key]:
        for start in range(48) if count else (0,):
            move = Move(action, tuple((start + i) % 48 for i in range(count)))
            text = describe_move(game, move, "ru")
            assert text and not misplaced_card_names(text), (move.code, text)
            assert not names_after_prepositions(text), (move.code, text)
            assert move.code not in text and action not in text


def test_the_checks_catch_a_nominative_name():
    wrong = misplaced_card_names("Игрок 1 кладёт «Павловния, простая карта 2» на «Феникс».")
    assert len(wrong) == 2 and wrong[0] == "Игрок 1 кладёт «Павловния, простая карта 2»"
    assert names_after_prepositions("Объявить «пон» с «Павловния, простая карта 1» и «Феникс»")
    assert misplaced_card_names("подходит к «Человек под дождём»")
    assert not misplaced_card_names("На столе: «Феникс», «Молния» и «Чаша сакэ». Карта «Феникс» бьёт.")
    assert not misplaced_card_names("берёт карты «Феникс», «Молния» или «Чаша сакэ»")


def ev(event_kind: str, seat: int | None, codes: tuple[str, ...] = (), **data) -> Event:
    return Event(event_kind, seat, tuple(map(c, codes)), data)


SAMPLE = [
    (
        "hato",
        ev("play", 0, ("12d", "12a")),
        "Игрок 1 кладёт карту «Павловния, простая карта 2» на карту «Феникс».",
        "Player 1 plays “Paulownia plain 2” onto “Phoenix”.",
    ),
    (
        "hato",
        ev("capture", 1, ("11a", "11d")),
        "Игрок 2 берёт 2 карты: «Человек под дождём» и «Молния».",
        "Player 2 captures 2 cards: “Rain man” and “Lightning”.",
    ),
    (
        "hato",
        ev("flip", 0, ("04a",), stays=True),
        "Игрок 1 открывает из колоды карту «Кукушка в глицинии». Пары для неё нет, и она остаётся на столе.",
        "Player 1 flips “Cuckoo” from the deck. It has no match and stays on the table.",
    ),
    (
        "hato",
        ev("choice", 0, ("11b", "11c"), kind="two", flipped=c("11a")),
        "Карта «Человек под дождём» подходит к двум картам на столе, и Игрок 1 выбирает, какую из них "
        "взять: «Ласточка под ивой» или «Ива, красная лента».",
        "“Rain man” matches two table cards, and Player 1 chooses which to capture: “Swallow” or "
        "“Willow red ribbon”.",
    ),
    (
        "hato",
        ev("hand", 1, ("01a", "02b")),
        "Игрок 2 получает на руку карты «Журавль и солнце» и «Слива, лента с надписью».",
        "Player 2 is dealt “Crane and sun” and “Plum poem ribbon”.",
    ),
    (
        "hato",
        ev("freeze", 0, ("09a", "09b", "09c")),
        "Заморозка: карты «Чаша сакэ», «Хризантема, синяя лента» и «Хризантема, простая карта 1» "
        "остаются на столе, пока кто-нибудь не положит к ним четвёртую карту.",
        "Freeze: “Sake cup”, “Chrysanthemum blue ribbon” and “Chrysanthemum plain 1” stay on the table "
        "until someone brings the fourth card of their month.",
    ),
    (
        "koikoi",
        ev("lay", 1, ("06b",), source="deck"),
        "Для карты «Пион, синяя лента» на столе нет пары, и она остаётся на столе.",
        "“Peony blue ribbon” has no match and stays on the table.",
    ),
    (
        "koikoi",
        ev("choice", 0, ("11b", "11a")),
        "Карта «Ласточка под ивой» подходит к двум картам на столе, и Игрок 1 выбирает карту "
        "«Человек под дождём».",
        "“Swallow” matches two table cards, and Player 1 chooses “Rain man”.",
    ),
    (
        "aigoma",
        ev("beat", 1, ("12a",), trump=True, over_trump=False, count=1),
        "Игрок 2 бьёт козырем «Феникс».",
        "Player 2 plays a trump: “Phoenix”.",
    ),
    (
        "nylon",
        ev("ppong", 0, ("12b", "12d", "12c"), count=1, **{"from": 1}, out_of_turn=False),
        "Игрок 1 объявляет «пон»: выкладывает карты «Павловния, простая карта 1» и «Павловния, простая "
        "карта 2» вместе со сброшенной картой «Павловния с цветным низом».",
        "Player 1 calls ppong: lays “Paulownia plain 1” and “Paulownia plain 2” down with the discarded "
        "“Paulownia coloured plain”.",
    ),
    (
        "nylon",
        ev("pass", 2, ("08a",)),
        "Игрок 3 не объявляет «пон» на карту «Полная луна над холмом».",
        "Player 3 lets “Full moon” go.",
    ),
    (
        "nylon",
        ev("round_end", None, (), round=2, reason="declare", points=(-50, 12), totals=(-38, 40)),
        "Раздача 2 окончена (комбинация). Штрафные очки: Игрок 1 — \u221250, Игрок 2 — 12. Всего в партии: "
        "Игрок 1 — \u221238, Игрок 2 — 40.",
        "Deal 2 is over (a combination). Penalty points: Player 1 — \u221250, Player 2 — 12. Match totals: "
        "Player 1 — \u221238, Player 2 — 40.",
    ),
    (
        "gostop",
        ev("steal", 0, ("12d",), **{"from": 1}),
        "Игрок 2 отдаёт игроку 1 карту «Павловния, простая карта 2».",
        "Player 2 gives “Paulownia plain 2” to Player 1.",
    ),
    (
        "gostop",
        ev("jjok", 0, ("04b", "04c")),
        "Ччок: к только что выложенной карте «Глициния, красная лента» пришла из колоды карта "
        "«Глициния, простая карта 1», и Игрок 1 берёт обе.",
        "Jjok: “Wisteria plain 1” came from the deck to the card just laid, “Wisteria red ribbon”, and "
        "Player 1 takes both.",
    ),
]


@pytest.mark.parametrize(
    ("key", "event", "ru", "en"), SAMPLE, ids=[f"{k}-{e.kind}" for k, e, _ru, _en in SAMPLE]
)
def test_sample_sentences_word_for_word(key, event, ru, en):
    game = get_game(key)
    assert game.describe(event, "ru") == ru
    assert game.describe(event, "en") == en


MOVES = [
    ("hato", "play:12d.12a", "Положить карту «Павловния, простая карта 2» на карту «Феникс»"),
    ("hato", "take:06a", "Взять карту «Бабочки над пионом»"),
    ("hato", "play:11a", "Сыграть карту «Человек под дождём» и взять со стола все карты её месяца"),
    (
        "nylon",
        "ppong:12b.12d",
        "Объявить «пон» с картами «Павловния, простая карта 1» и «Павловния, простая карта 2»",
    ),
    ("nylon", "discard:09a", "Сбросить карту «Чаша сакэ»"),
    ("aigoma", "beat:01a", "Побить козырем «Журавль и солнце»"),
    (
        "gostop",
        "shake:06a",
        "Встряска: выложить карту «Бабочки над пионом», показав все три карты этого месяца",
    ),
    (
        "gostop",
        "bomb:09b.09c.09d",
        "Бомба: бросить карты «Хризантема, синяя лента», «Хризантема, простая карта 1» и «Хризантема, "
        "простая карта 2» на четвёртую карту",
    ),
    (
        "aigoma",
        "lead:12b.12c",
        "Зайти двумя картами павловнии: «Павловния, простая карта 1» и «Павловния с цветным низом»",
    ),
]


@pytest.mark.parametrize(("key", "code", "ru"), MOVES, ids=[code for _key, code, _ru in MOVES])
def test_sample_moves_word_for_word(key, code, ru):
    assert describe_move(get_game(key), code, "ru") == ru


def test_every_card_is_named_somewhere():
    game = get_game("hato")
    named = set()
    for start in range(48):
        text = game.describe(with_cards(Event("capture", 0, (0, 1)), start), "ru")
        named.update(CARD_NAME_RU.findall(text))
    assert named == {card.name.ru for card in DECK}

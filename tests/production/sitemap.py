"""Every URL pattern of the site with a concrete URL and the fields its forms post.

``url_names()`` walks the resolver, so a new pattern appears here by itself; ``site()`` builds one
concrete URL per name for a visitor who owns a game, a reading and an open quiz question, and a test
fails when a name has no sample (add it to ``SAMPLES`` and ``FIELDS``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver, reverse

from engine import practice
from learn.lessons import all_lessons

SKIPPED_NAMESPACES = ("admin",)

#: The fields each view reads from a post (what its forms send), fuzzed with random values; an empty
#: tuple for a view that posts no field (a button), which then gets random extra fields only.
FIELDS: dict[str, tuple[str, ...]] = {
    "set_language": ("language", "next"),
    "set_deck_order": ("order", "next"),
    "set_corner_index": ("corner_index", "next"),
    "learn:lesson": ("action", "token", "choice", "number"),
    "learn:quiz": ("action", "token", "choice", "number"),
    "learn:review": ("action", "token", "choice", "number"),
    "learn:drill": ("action", "token", "choice", "number"),
    "learn:signup": ("username", "password1", "password2", "next"),
    "learn:login": ("username", "password", "next"),
    "learn:logout": ("next",),
    "learn:password_reset": ("email",),
    "learn:password_reset_confirm": ("new_password1", "new_password2"),
    "play:new": ("players", "bot_1", "bot_2", "bot_3", "preset", "seed", "tutor", "opt_target"),
    "play:import": ("text",),
    "play:practice": (),
    "play:move": ("move", "version"),
    "play:next": ("version", "until"),
    "play:undo": ("version",),
    "play:settings": ("flag", "value", "card"),
    "play:delete": (),
    "play:mistake": ("move", "ply"),
    "play:review_item": ("move", "reviews"),
    "fortune:start": ("question",),
    "fortune:pick": ("position",),
    "fortune:share": ("shared",),
    "fortune:note": ("note",),
    "fortune:delete": (),
    "fortune:delete_all": (),
    "tables:index": ("code",),
    "tables:new": ("name", "players", "seat_1", "seat_2", "help", "spectators", "timer", "opt_target"),
    "tables:join": ("name",),
    "tables:move": ("move", "version"),
    "tables:start": ("version",),
    "tables:next": ("version",),
    "tables:seat": ("seat", "level", "version"),
    "tables:handover": ("seat", "level", "version"),
    "tables:back": (),
    "tables:help": ("value",),
    "tables:leave": (),
}


def _walk(patterns, namespace: str | None = None):
    for pattern in patterns:
        if isinstance(pattern, URLResolver):
            if pattern.namespace in SKIPPED_NAMESPACES:
                continue
            yield from _walk(pattern.url_patterns, pattern.namespace or namespace)
        elif isinstance(pattern, URLPattern) and pattern.name:
            yield f"{namespace}:{pattern.name}" if namespace else pattern.name


def url_names() -> list[str]:
    """Every named URL pattern but the admin's."""
    return sorted(set(_walk(get_resolver().url_patterns)))


@dataclass
class Site:
    """One visitor's concrete URLs (by pattern name) and valid values to truncate."""

    client: Client
    urls: dict[str, str]
    valid: dict[str, list[str]] = field(default_factory=dict)
    game_id: str = ""
    reading: str = ""
    mistake: str = ""


def _owned_things(client: Client) -> tuple[str, str, str]:
    response = client.post("/en/play/new/hato/", {"bot_1": "random", "players": "2"})
    game_id = re.search(r"/g/([0-9a-f-]{36})/", response["Location"]).group(1)
    response = client.post("/en/fortune/new/", {"question": "Will it rain?"})
    reading = re.search(r"/r/([A-Za-z0-9_-]+)/", response["Location"]).group(1)
    page = client.post("/en/learn/quiz/", {"action": "quiz"}).content.decode()
    token = re.search(r'name="token" value="([0-9a-f-]{36})"', page).group(1)
    return game_id, reading, token


def _mistake_in_review(game_id: str) -> str:
    """A position of the visitor's game (at the learner's turn) in spaced review and due now, so the
    review's post reaches its checks; returns the mistake's id."""
    from django.utils import timezone
    from fsrs import Rating

    from frame import srs
    from play import workflow
    from play.models import Mistake, PracticeGame

    row = PracticeGame.objects.get(pk=game_id)
    if workflow.rebuild(row).state.current_player != row.learner_seat:
        row = workflow.advance(row=row, version=row.version, until_learner=True)
    legal = workflow.rebuild(row).state.legal_moves()
    now = timezone.now()
    item = Mistake.objects.create(
        game=row,
        ply=len(row.moves),
        played=legal[-1].code,
        best=legal[0].code,
        verdict="mistake",
        state=srs.review(None, Rating.Again, now).state,
        due=now,
    )
    return str(item.id)


def _a_puzzle() -> str:
    """One shipped puzzle in the database (the first of Koi-Koi's file); returns its code."""
    import json

    from play import puzzle_store
    from play.models import Puzzle

    entry = json.loads(puzzle_store.file_for("koikoi", 2).read_text())[0]
    puzzle, _ = Puzzle.objects.get_or_create(
        code=entry["code"], defaults={name: entry[name] for name in puzzle_store.FIELDS if name != "code"}
    )
    return puzzle.code


def site(client: Client, lang: str = "en") -> Site:
    """Concrete URLs for every pattern, for a visitor who owns a game, a reading and a question."""
    from django.utils import translation

    game_id, reading, token = _owned_things(client)
    mistake = _mistake_in_review(game_id)
    opened = client.post("/en/tables/new/hato/", {"name": "Host", "players": "2", "seat_1": "random"})
    table = re.search(r"/tables/([A-Z0-9]{6})/", opened["Location"]).group(1)
    lesson = all_lessons()[0].key
    scenario = next(iter(practice.scenarios()))
    puzzle = _a_puzzle()
    samples = {
        "play:puzzle": {"code": puzzle},
        "card": {"code": "01a"},
        "rules_game": {"game": "hato"},
        "learn:lesson": {"key": lesson},
        "learn:drill": {"game": "hato", "kind": "score"},
        "learn:picture": {"token": token, "slot": 0, "size": "1x", "ext": "webp"},
        "learn:password_reset_confirm": {"uidb64": "MQ", "token": "set-password"},
        "play:new": {"game_key": "hato"},
        "play:practice": {"key": scenario},
        "play:mistake": {"game_id": game_id, "number": 1},
        "play:review_item": {"item_id": mistake},
        "fortune:reading": {"token": reading},
        "fortune:pick": {"token": reading},
        "fortune:share": {"token": reading},
        "fortune:image": {"token": reading},
        "fortune:note": {"token": reading},
        "fortune:delete": {"token": reading},
        "tables:new": {"game_key": "hato"},
    }
    urls = {}
    with translation.override(lang):
        for name in url_names():
            kwargs = dict(samples.get(name, {}))
            if name.startswith("tables:") and name not in samples and name != "tables:index":
                kwargs = {"code": table}
                if name.startswith(("tables:replay", "tables:review")):
                    kwargs.update({"number": 1, **({"ply": 0} if name == "tables:replay_at" else {})})
            if name.startswith("play:") and name not in samples:
                kwargs = {"game_id": game_id, **({"ply": 0} if name == "play:replay_at" else {})}
                try:
                    urls[name] = reverse(name, kwargs=kwargs)
                    continue
                except Exception:
                    kwargs = {}
            urls[name] = reverse(name, kwargs=kwargs or None)
    page = client.get(urls["play:table"]).content.decode()
    version = re.search(r'data-version="(\d+)"', page).group(1)
    moves = re.findall(r'name="move" value="([^"]+)"', page) or ["play:01a"]
    valid = {
        "move": moves,
        "version": [version],
        "ply": ["0"],
        "reviews": ["0"],
        "token": [token],
        "position": ["0", "47", "draw"],
        "order": ["ja", "ko"],
        "corner_index": ["on", "off"],
        "language": ["ru", "en"],
        "bot_1": ["random", "strong"],
        "players": ["2", "3"],
        "seed": ["12345"],
        "flag": ["tutor", "highlight"],
        "value": ["on", "off"],
        "card": ["01a"],
        "until": ["me"],
        "shared": ["1", "0"],
        "action": ["answer", "quiz", "timed", "start", "reset"],
        "choice": ["1", "2", "3", "4"],
        "number": ["10", "-1"],
        "text": ['{"format": "hwatu-game/1", "game": "hato", "players": 2, "seed": 1, "moves": []}'],
        "next": ["/en/", "https://evil.example/"],
        "question": ["Will it rain?"],
        "note": ["A note."],
        "code": [table],
        "name": ["Guest"],
        "seat": ["1"],
        "level": ["random", "strong"],
        "help": ["friendly", "serious"],
        "timer": ["0", "30"],
    }
    return Site(client=client, urls=urls, valid=valid, game_id=game_id, reading=reading, mistake=mistake)

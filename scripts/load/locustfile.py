"""Locust scenarios: simulated learners browse, answer quizzes and drills, play against strong bots, take
readings, with a browser's habits (cookies, CSRF tokens, htmx requests, about a second between actions).

Each request is recorded under its kind (``name``), so Locust reports percentiles per kind. The table
polls as the page does after the learner's move (every ``SEARCH_POLL_MS``, 600 ms, then every
``SEARCH_POLL_SLOW_MS``, 2 s, once the wait passes ``SEARCH_POLL_SLOW_AFTER``: the page says which),
and the time from sending the move until the bots' reply is on the page is recorded as the kind
``play: bots' reply on the page`` (request type ``WAIT``). A request fails on any answer the scenario
did not expect, any 5xx, a 429 or "database is locked" in the body.

    .venv/bin/python scripts/load/run.py --users 50 --duration 60          # starts the site itself
    .venv/bin/locust -f scripts/load/locustfile.py --host http://127.0.0.1:8000   # a running site
"""

from __future__ import annotations

import os
import random
import re
import time
from typing import Any
from urllib.parse import urlencode

from locust import between, events, task
from locust.contrib.fasthttp import FastHttpUser

CSRF = re.compile(r'"X-CSRFToken": "([^"]+)"|name="csrfmiddlewaretoken" value="([^"]+)"')
TOKEN = re.compile(r'name="token" value="([0-9a-f-]{36})"')
OPTION = re.compile(r'data-option="(\d+)"')
HAND_CARD = re.compile(r'data-card="(\d\d[a-d])"')
MOVE = re.compile(r'name="move" value="([^"]+)"')
VERSION = re.compile(r'data-version="(\d+)"')
POLL = re.compile(r'hx-get="([^"]*/poll/\?[^"]*)" hx-trigger="every (\d+)ms"')
DRILL = re.compile(r'href="(/\w\w/learn/drills/[a-z]+/[a-z]+/)"')
CARD_LINK = re.compile(r'href="(/\w\w/cards/\d\d[a-d]/)"')
SPREAD = re.compile(r'name="position" value="(\d+)"')
LOCKED = "database is locked"
TIMING = re.compile(r"cpu;dur=([0-9.]+), app;dur=([0-9.]+)")

LANG = os.environ.get("LOAD_LANG", "ru")
BOT = os.environ.get("LOAD_BOT", "strong")
TUTOR_SHARE = float(os.environ.get("LOAD_TUTOR_SHARE", "0.3"))
MOVES = int(os.environ.get("LOAD_MOVES", "12"))
REPLY_TIMEOUT = 120.0


SERVER_TIMING_FILE = os.environ.get("LOAD_SERVER_TIMING_FILE", "")
_server_timing: dict[str, list[tuple[float, float]]] = {}
_measuring = False


def _note_server_timing(kind: str, header: str) -> None:
    """Keep the worker's CPU and wall time of a request (its Server-Timing header) under its kind,
    from the end of the ramp-up on (when Locust resets its statistics, ``--reset-stats``)."""
    found = TIMING.search(header)
    if found and _measuring:
        _server_timing.setdefault(kind, []).append((float(found.group(1)), float(found.group(2))))


@events.spawning_complete.add_listener
def _start_measuring(**_: Any) -> None:
    global _measuring
    _measuring = True
    _server_timing.clear()


@events.quitting.add_listener
def _write_server_timing(**_: Any) -> None:
    """Write the kept times (ms) as JSON, ``{kind: [[cpu, wall], ...]}``, where run.py asked for them."""
    if SERVER_TIMING_FILE:
        import json

        with open(SERVER_TIMING_FILE, "w") as handle:
            json.dump(_server_timing, handle)


class Failed(Exception):
    """A request failed; the user starts another scenario."""


class Learner(FastHttpUser):
    """One simulated learner: a cookie jar, a CSRF token, a pause of about a second between actions."""

    wait_time = between(0.5, 1.5)

    def on_start(self) -> None:
        self.csrf = ""
        self.rng = random.Random()
        self.get("static: stylesheet", "/static/css/site.css")

    # ------------------------------------------------------------------ HTTP

    def request(
        self,
        kind: str,
        method: str,
        path: str,
        data: Any = None,
        *,
        htmx: bool = False,
        expect: tuple[int, ...] = (200, 302),
    ) -> Any:
        """One request recorded under ``kind``; fails the request (and the scenario) if unexpected."""
        headers = {"HX-Request": "true"} if htmx else {}
        if method == "POST":
            headers["X-CSRFToken"] = self.csrf
            headers["Content-Type"] = "application/x-www-form-urlencoded"
            pairs = list(data.items()) if isinstance(data, dict) else list(data or [])
            data = urlencode([*pairs, ("csrfmiddlewaretoken", self.csrf)])
        with self.client.request(
            method, path, data=data, headers=headers, name=kind, allow_redirects=False, catch_response=True
        ) as response:
            text = response.text or ""
            if response.status_code == 429:
                response.failure(f"429 rate limited {path}")
            elif response.status_code >= 500 or response.status_code not in expect:
                response.failure(f"HTTP {response.status_code} {method} {path}")
            elif LOCKED in text:
                response.failure(f"database is locked in {path}")
            else:
                response.success()
                _note_server_timing(kind, response.headers.get("Server-Timing", ""))
                found = CSRF.search(text)
                if found:
                    self.csrf = found.group(1) or found.group(2)
                return response
        raise Failed(kind)

    def get(self, kind: str, path: str, **kw: Any) -> str:
        return self.follow(kind, self.request(kind, "GET", path, **kw))

    def post(self, kind: str, path: str, data: Any, **kw: Any) -> str:
        return self.follow(kind, self.request(kind, "POST", path, data, **kw))

    def follow(self, kind: str, response: Any) -> str:
        """Follow redirects (POST, redirect, GET) as a browser would, each as '<app>: page after post'."""
        hops = 0
        while response.status_code in (301, 302, 303) and hops < 5:
            location = response.headers.get("Location", "/")
            response = self.request(f"{kind.split(':')[0]}: page after post", "GET", location)
            hops += 1
        return str(response.text)

    def think(self) -> None:
        time.sleep(self.rng.expovariate(1.0))  # gevent makes this a pause of this user only

    # ------------------------------------------------------------------ scenarios

    @task(30)
    def browse(self) -> None:
        self.attempt(self._browse)

    @task(25)
    def quiz(self) -> None:
        self.attempt(self._quiz)

    @task(15)
    def drill(self) -> None:
        self.attempt(self._drill)

    @task(15)
    def play(self) -> None:
        self.attempt(self._play)

    @task(15)
    def fortune(self) -> None:
        self.attempt(self._fortune)

    def attempt(self, scenario: Any) -> None:
        try:
            scenario()
        except Failed:
            time.sleep(0.2)

    def _browse(self) -> None:
        home = self.get("page: home", f"/{LANG}/")
        self.think()
        gallery = self.get("page: cards", f"/{LANG}/cards/")
        links = CARD_LINK.findall(gallery) or CARD_LINK.findall(home)
        self.think()
        if links:
            self.get("page: one card", self.rng.choice(links))
            self.think()
        self.get("page: rules", f"/{LANG}/rules/{self.rng.choice(['hato', 'koikoi'])}/")
        self.think()
        self.get("page: month table", f"/{LANG}/table/")

    def answer(self, kind: str, path: str, page: str) -> str:
        token = TOKEN.search(page)
        if not token:
            return page
        data: list[tuple[str, str]] = [("action", "answer"), ("token", token.group(1))]
        if 'name="number"' in page:
            data.append(("number", str(self.rng.randint(0, 30))))
        else:
            data.append(("choice", self.rng.choice(sorted(set(OPTION.findall(page))) or ["1"])))
        return self.post(kind, path, data, htmx=True)

    def _quiz(self) -> None:
        path = f"/{LANG}/learn/quiz/"
        self.get("learn: quiz page", path)
        self.think()
        page = self.post("learn: start quiz", path, {"action": "quiz"}, htmx=True)
        for _ in range(self.rng.randint(4, 10)):
            self.think()
            self.answer("learn: answer quiz", path, page)
            self.think()
            page = self.get("learn: next question", path, htmx=True)

    def _drill(self) -> None:
        paths = DRILL.findall(self.get("learn: drills menu", f"/{LANG}/learn/drills/"))
        if not paths:
            return
        path = self.rng.choice(paths)
        page = self.get("learn: drill question", path)
        for _ in range(self.rng.randint(3, 6)):
            self.think()
            self.answer("learn: answer drill", path, page)
            self.think()
            page = self.get("learn: drill question", path, htmx=True)

    def _play(self) -> None:
        game = self.rng.choice(["hato", "koikoi"])
        tutor = self.rng.random() < TUTOR_SHARE
        self.get("play: new game form", f"/{LANG}/play/new/{game}/")
        self.think()
        data = {"bot_1": BOT, "players": "2", **({"tutor": "on"} if tutor else {})}
        started = self.request("play: start game", "POST", f"/{LANG}/play/new/{game}/", data)
        table = started.headers.get("Location", "")
        if started.status_code != 302 or "/g/" not in table:
            raise Failed("no game")
        page = self.get("play: table", table)
        for _ in range(MOVES):
            if "data-thinking" in page:  # a bot leads, or its reply is on the way
                page = self.wait_for_reply(page, time.perf_counter())
            moves = MOVE.findall(page)
            if not moves:
                cards = HAND_CARD.findall(page)
                if not cards:
                    break  # the game is over
                self.think()
                page = self.get("play: choose a card", f"{table}?card={self.rng.choice(cards)}", htmx=True)
                moves = MOVE.findall(page)
            version = VERSION.search(page)
            if not moves or not version:
                break
            self.think()
            sent = time.perf_counter()
            page = self.post(
                "play: my move (tutor on)" if tutor else "play: my move",
                f"{table}move/",
                {"move": self.rng.choice(moves), "version": version.group(1)},
                htmx=True,
            )
            if "data-thinking" in page:
                page = self.wait_for_reply(page, sent)
        self.think()
        self.get("play: my games", f"/{LANG}/play/")

    def wait_for_reply(self, page: str, sent: float) -> str:
        """Poll as the table does until the bots' reply is on the page; record how long it took."""
        deadline = sent + REPLY_TIMEOUT
        while "data-thinking" in page and time.perf_counter() < deadline:
            poll = POLL.search(page)
            if not poll:
                break
            time.sleep(int(poll.group(2)) / 1000)  # the page's own interval (longer once the wait is)
            answer = self.request(
                "play: poll", "GET", poll.group(1).replace("&amp;", "&"), htmx=True, expect=(200, 204)
            )
            if answer.status_code == 200:
                page = str(answer.text)
        waited = (time.perf_counter() - sent) * 1000
        failed = "data-thinking" in page
        self.environment.events.request.fire(
            request_type="WAIT",
            name="play: bots' reply on the page",
            response_time=waited,
            response_length=0,
            exception=Failed("no reply in time") if failed else None,
            context={},
        )
        if failed:
            raise Failed("no reply")
        return page

    def _fortune(self) -> None:
        self.get("fortune: page", f"/{LANG}/fortune/")
        self.think()
        question = f"Load test question {self.rng.randrange(10**9)}?"
        asked = self.request("fortune: ask", "POST", f"/{LANG}/fortune/new/", {"question": question})
        reading = asked.headers.get("Location", "")
        page = self.get("fortune: reading", reading)
        for _ in range(3):
            self.think()
            positions = SPREAD.findall(page)
            if not positions:
                break
            page = self.post(
                "fortune: pick a card", f"{reading}pick/", {"position": self.rng.choice(positions)}
            )
        self.think()
        self.get("fortune: journal", f"/{LANG}/fortune/journal/")
        self.post("fortune: note", f"{reading}note/", {"note": "A note from the load test."})

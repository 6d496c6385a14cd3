"""A tiny browser for scripts and tests: cookies, the CSRF token of the last page, redirects followed."""

from __future__ import annotations

import http.client
import re
import time
import urllib.parse
from dataclasses import dataclass

CSRF = re.compile(r'"X-CSRFToken": "([^"]+)"|name="csrfmiddlewaretoken" value="([^"]+)"')
VERSION = re.compile(r'name="version" value="(\d+)"')
HAND_CARD = re.compile(r'data-card="(\d\d[a-d])"')
MOVE = re.compile(r'name="move" value="([^"]+)"')
CARD_PICTURE = re.compile(r"/(\d\d[a-d])\.(?:webp|png)")


@dataclass
class Answer:
    status: int
    text: str
    location: str = ""


class Client:
    """One visitor of ``base`` (``http://127.0.0.1:port``)."""

    def __init__(self, base: str, timeout: float = 60) -> None:
        parts = urllib.parse.urlsplit(base)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.timeout = timeout
        self.cookies: dict[str, str] = {}
        self.csrf = ""

    def request(
        self, method: str, path: str, data: dict | None = None, *, htmx: bool = False, follow: bool = True
    ) -> Answer:
        """One request on a fresh connection (so a killed server shows up as a refused connection)."""
        headers = {"Host": f"{self.host}:{self.port}"}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        body = None
        if method == "POST":
            body = urllib.parse.urlencode({**(data or {}), "csrfmiddlewaretoken": self.csrf}).encode()
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        if htmx:
            headers["HX-Request"] = "true"
        conn = http.client.HTTPConnection(self.host, self.port, timeout=self.timeout)
        try:
            conn.request(method, path, body=body, headers=headers)
            response = conn.getresponse()
            text = response.read().decode("utf-8", "replace")
        finally:
            conn.close()
        for header in response.headers.get_all("Set-Cookie") or []:
            name, _eq, rest = header.partition("=")
            self.cookies[name.strip()] = rest.split(";", 1)[0]
        match = CSRF.search(text)
        if match:
            self.csrf = match.group(1) or match.group(2)
        answer = Answer(response.status, text, response.getheader("Location", ""))
        if follow and answer.status in (301, 302, 303) and answer.location:
            parts = urllib.parse.urlsplit(answer.location)
            return self.request("GET", parts.path + (f"?{parts.query}" if parts.query else ""))
        return answer

    def get(self, path: str, **kw) -> Answer:
        return self.request("GET", path, **kw)

    def post(self, path: str, data: dict, **kw) -> Answer:
        return self.request("POST", path, data, **kw)


def position(page: str) -> dict:
    """What a table page shows: the version, the cards pictured (hand, table, piles) and the choices."""
    version = VERSION.search(page)
    return {
        "version": int(version.group(1)) if version else None,
        "cards": sorted(CARD_PICTURE.findall(page)),
        "hand": sorted(set(HAND_CARD.findall(page))),
        "moves": sorted(set(MOVE.findall(page))),
    }


def start_game(client: Client, *, lang: str = "en", game: str = "hato", bot: str = "random") -> str:
    """Start a two-player game without tutor; the table's path."""
    client.get(f"/{lang}/play/new/{game}/")
    answer = client.post(f"/{lang}/play/new/{game}/", {"bot_1": bot, "players": "2"}, follow=False)
    if answer.status != 302 or "/g/" not in answer.location:
        raise RuntimeError(f"could not start a game: {answer.status}")
    return urllib.parse.urlsplit(answer.location).path


def learner_move(client: Client, table: str, *, timeout: float = 60) -> tuple[str, int]:
    """Wait for the learner's turn (the bots reply by themselves); a legal move code and its version."""
    deadline = time.monotonic() + timeout
    page = client.get(table).text
    while time.monotonic() < deadline:
        pos = position(page)
        if pos["moves"]:
            return pos["moves"][0], pos["version"]
        if pos["hand"]:
            page = client.get(f"{table}?card={pos['hand'][0]}").text
            continue
        if "data-thinking" not in page:
            break
        time.sleep(0.1)  # a bot is thinking: look again, as the table's poll does
        page = client.get(table).text
    raise RuntimeError("no move for the learner (is the game over, or the search workers down?)")

"""Bad imports: every one gets the import page with a message in the learner's language (400) and
creates no game; good ones still import."""

from __future__ import annotations

import copy
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from engine.game import get_game
from play import records
from play.forms import ImportForm
from play.models import PracticeGame

pytestmark = pytest.mark.django_db

URL = "/ru/play/import/"


def _good() -> dict:
    """An unfinished 3-player «Хато» after its first move, with the tutor's note on it."""
    state = get_game("hato", players=3).new_state(5)
    first = state.legal_moves()[0].code
    note = {"verdict": "best", "move": first, "best": first, "value": 1.5, "best_value": 1.5, "loss": 0}
    return {
        "format": "hwatu-game/1",
        "game": "hato",
        "players": 3,
        "options": {},
        "seed": 5,
        "moves": [first],
        "learner_seat": state.current_player,
        "bots": [None, "strong", "strong"],
        "verdicts": {"0": note},
    }


def _refused(response, message: str | None = None) -> None:
    assert response.status_code == 400
    page = response.content.decode()
    assert 'class="play-messages" role="alert"' in page
    if message is not None:
        assert message in page
    assert not PracticeGame.objects.exists()


def test_the_good_record_imports_and_exports_back(client):
    response = client.post(URL, {"text": json.dumps(_good())})
    assert response.status_code == 302
    row = PracticeGame.objects.get()
    assert row.annotations["0"]["verdict"] == "best"
    file = SimpleUploadedFile("game.json", json.dumps(row.record_json()).encode())
    assert client.post(URL, {"upload": file}).status_code == 302


def test_a_real_export_is_far_under_the_limit(client):
    record = _good()
    record["moves"] += ["play:01a.01b"] * 200  # more moves than any deal has
    record["verdicts"] = {str(i): record["verdicts"]["0"] for i in range(100)}
    assert len(json.dumps(record, indent=1).encode()) < records.MAX_BYTES / 2


@pytest.mark.parametrize("depth", [50_000, 1_000, 9])
def test_deep_nesting_is_refused(client, depth):
    _refused(client.post(URL, {"text": "[" * depth}), "Этот JSON не похож на сохранённую партию.")
    inner = json.dumps(_good())[:-1] + ', "deal": ' + "[" * depth + "]" * depth + "}"
    if len(inner) < records.MAX_BYTES:
        _refused(client.post(URL, {"text": inner}))


def test_deep_nesting_past_the_size_limit_is_refused_too(client, monkeypatch):
    monkeypatch.setattr(records, "MAX_BYTES", 200_000)
    monkeypatch.setattr(ImportForm, "MAX_BYTES", 200_000)
    deep = ("[" * 50_000 + "]" * 50_000).encode()
    _refused(client.post(URL, {"upload": SimpleUploadedFile("deep.json", deep)}))
    _refused(client.post(URL, {"text": "{" * 50_000}))


def test_huge_file_and_text_are_refused(client):
    padding = " " * records.MAX_BYTES
    big = SimpleUploadedFile("big.json", (json.dumps(_good()) + padding).encode())
    _refused(client.post(URL, {"upload": big}), "Файл слишком большой.")
    huge = SimpleUploadedFile("huge.json", b"[" * 3_000_000)
    _refused(client.post(URL, {"upload": huge}), "Файл слишком большой.")
    long = json.dumps({**_good(), "comment": "ё" * (records.MAX_BYTES // 2)})  # 2 bytes a letter
    _refused(client.post(URL, {"text": long}), "Текст слишком длинный.")


def test_bytes_that_are_not_utf8_are_refused(client):
    raw = json.dumps(_good()).replace('"strong"', '"str\xffong"', 1).encode("latin-1")
    _refused(client.post(URL, {"upload": SimpleUploadedFile("g.json", raw)}), "UTF-8")
    body = b"text=" + raw.replace(b"{", b"%7B").replace(b"}", b"%7D").replace(b"\xff", b"%FF")
    response = client.post(URL, body, content_type="application/x-www-form-urlencoded")
    _refused(response, "UTF-8")
    _refused(client.post(URL, {"upload": SimpleUploadedFile("g.json", b"\xff\xfe{\x00}\x00")}), "UTF-8")


def test_the_message_follows_the_language(client):
    _refused(client.post("/en/play/import/", {"text": "[" * 50_000}), "This JSON is not an exported game.")
    _refused(client.post("/en/play/import/", {"text": "{nope"}), "This is not valid JSON.")


BAD_FIELDS = [
    ("format", "hwatu-game/9"),
    ("game", 5),
    ("game", ["hato"]),
    ("game", None),
    ("game", "chess"),
    ("game", "x" * 500),
    ("players", "3"),
    ("players", True),
    ("players", 3.0),
    ("players", 99),
    ("players", -3),
    ("players", 10**30),
    ("options", []),
    ("options", "freeze"),
    ("options", {"freeze": [1]}),
    ("options", {"freeze": {"a": 1}}),
    ("options", {"freeze": "x"}),
    ("options", {"no_such_option": 1}),
    ("options", {"": 1}),
    ("seed", -1),
    ("seed", 2**63),
    ("seed", 10**40),
    ("seed", "5"),
    ("seed", 5.0),
    ("seed", True),
    ("seed", None),
    ("seed", [5]),
    ("moves", "play:01a"),
    ("moves", [1]),
    ("moves", [None]),
    ("moves", [["play:01a"]]),
    ("moves", ["play:zz"]),
    ("moves", ["stop", "stop"]),
    ("moves", ["x" * 1000]),
    ("moves", ["play:01a"] * 2001),
    ("moves", ["ход"]),
    ("learner_seat", "0"),
    ("learner_seat", 7),
    ("learner_seat", -1),
    ("learner_seat", None),
    ("bots", "strong"),
    ("bots", [1, 2, 3]),
    ("bots", [{"level": "strong"}, None, None]),
    ("bots", {"1": "strong"}),
    ("scenario", 5),
    ("scenario", "no-such-deal"),
    ("scenario", "x" * 100),
    ("scenario", ["hato-three-on-table"]),
    ("deal", {"hands": [[1]]}),
    ("deal", [1]),
    ("verdicts", []),
    ("verdicts", "best"),
    ("verdicts", {"0": "best"}),
    ("verdicts", {"0": ["best"]}),
    ("verdicts", {"0": {"verdict": "great"}}),
    ("verdicts", {"0": {"verdict": 1}}),
    ("verdicts", {"0": {"verdict": "best", "value": "1"}}),
    ("verdicts", {"0": {"verdict": "best", "value": True}}),
    ("verdicts", {"0": {"verdict": "best", "loss": [0]}}),
    ("verdicts", {"0": {"verdict": "best", "move": {"code": "x"}}}),
    ("verdicts", {"0": {"verdict": "best", "extra": 1}}),
    ("verdicts", {"²": {"verdict": "best"}}),
    ("verdicts", {"٣": {"verdict": "best"}}),
    ("verdicts", {"-1": {"verdict": "best"}}),
    ("verdicts", {"7": {"verdict": "best"}}),
]


@pytest.mark.parametrize(("field", "value"), BAD_FIELDS, ids=[f"{f}={str(v)[:20]}" for f, v in BAD_FIELDS])
def test_a_wrong_field_at_any_level_is_refused(client, field, value):
    record = copy.deepcopy(_good())
    record[field] = value
    _refused(client.post(URL, {"text": json.dumps(record)}))


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "null",
        "5",
        '"hato"',
        "[]",
        "{}",
        "{nope",
        '{"game": "hato", "seed": NaN}',
        '{"game": "hato", "seed": 1, "options": {"freeze": Infinity}}',
        '{"game": "hato", "seed": 1, "verdicts": {"0": {"verdict": "best", "value": 1e999}}}',
        '{"game": "hato", "seed": 1, "scenario": "\\ud800"}',
        '{"game": "hato\\u0000", "seed": 1}',
        '{"game": "hato", "seed": 1' + ", " + '"seed": 1' * 0 + ', "seed": "2"}',
        '{"game": "hato", "seed": 1' + "9" * 5000 + "}",
    ],
)
def test_unreadable_text_is_refused(client, text):
    _refused(client.post(URL, {"text": text}))


def test_illegal_moves_get_the_engines_reason_and_nothing_is_saved(client):
    record = _good()
    record["moves"] = [record["moves"][0], record["moves"][0]]
    _refused(client.post(URL, {"text": json.dumps(record)}))

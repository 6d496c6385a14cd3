"""Reading an exported game (``PracticeGame.record_json``) from untrusted text or bytes.

``read_record`` turns what a learner pastes or uploads into a record of the exported shape, or
raises ``BadRecord`` with a reason (``BadRecord.message`` in the active language). It checks what
the engine cannot: the size, the encoding, the nesting depth (the JSON parser recurses, so a
deeply nested text would exhaust the stack) and the type of every field at every level. The
engine then checks the game itself (``workflow.import_game``): the game, options, seed and moves.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping
from typing import Any, NoReturn

from django.utils.translation import gettext as _

from engine import practice
from room.seeds import MAX_SEED

#: A real export is a few KB (a whole deal of four players with the tutor's notes under 10 KB).
MAX_BYTES = 64_000
#: A record nests three deep (record, verdicts, one verdict); practice deals a little more.
MAX_DEPTH = 8
MAX_MOVES = 2000
#: Machine codes and keys are short ASCII words; the database keeps game keys and scenarios in 32/64.
MAX_WORD = 64
FORMAT = "hwatu-game/1"
VERDICTS = frozenset({"best", "good", "inaccuracy", "mistake"})
VERDICT_WORDS = frozenset({"verdict", "move", "best"})
VERDICT_NUMBERS = frozenset({"value", "best_value", "loss", "noise"})

#: A string (to its closing quote or the end: never failing, so the scan stays linear) or a bracket.
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]', re.DOTALL)
_WORD = re.compile(rf"[\x21-\x7e]{{1,{MAX_WORD}}}")


class BadRecord(ValueError):
    """An import that cannot be read; ``reason`` says why (a key of ``messages``)."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)

    @property
    def message(self) -> str:
        """What to tell the learner, in the active language."""
        return messages().get(self.reason, _("This exported game cannot be read."))


def messages() -> dict[str, str]:
    """The learner's message for every reason."""
    return {
        "empty": _("Paste an exported game or choose a file."),
        "too_large": _("The file is too large."),
        "too_long": _("The text is too long."),
        "not_utf8": _("The file is not UTF-8 text."),
        "not_json": _("This is not valid JSON."),
        "not_a_game": _("This JSON is not an exported game."),
        "moves": _("The list of moves is not valid."),
        "seed": _("The seed is not valid."),
        "options": _("The options are not valid."),
        "players": _("The number of players is not valid."),
        "unreadable": _("This exported game cannot be read."),
    }


def _refuse(reason: str) -> NoReturn:
    raise BadRecord(reason)


def read_record(raw: bytes | str) -> dict[str, Any]:
    """The record in ``raw`` (an upload's bytes or a pasted text), checked for shape and types."""
    text = _text(raw)
    if not text.strip():
        _refuse("empty")
    if _depth(text) > MAX_DEPTH:
        _refuse("not_a_game")
    try:
        record = json.loads(text, parse_constant=lambda name: _refuse("not_json"))
    except (ValueError, RecursionError):
        _refuse("not_json")
    return check_record(record)


def _text(raw: bytes | str) -> str:
    """``raw`` as text, at most ``MAX_BYTES`` long in UTF-8 and with no undecodable byte."""
    if isinstance(raw, bytes):
        if len(raw) > MAX_BYTES:
            _refuse("too_large")
        try:
            return raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            _refuse("not_utf8")
    if len(raw) > MAX_BYTES or len(raw.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        _refuse("too_long")
    # A pasted text reaches us decoded with U+FFFD for every byte that was not UTF-8.
    if "\ufffd" in raw:
        _refuse("not_utf8")
    return raw


def _depth(text: str) -> int:
    """How deep the arrays and objects of a JSON text nest (strings skipped), without parsing it."""
    depth = deepest = 0
    for token in _TOKEN.findall(text):
        if token in ("[", "{"):
            depth += 1
            deepest = max(deepest, depth)
        elif token in ("]", "}"):
            depth -= 1
    return deepest


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_word(value: Any) -> bool:
    return isinstance(value, str) and _WORD.fullmatch(value) is not None


def _is_number(value: Any) -> bool:
    return (_is_int(value) or isinstance(value, float)) and math.isfinite(value)


def check_record(record: Any) -> dict[str, Any]:
    """``record`` if every field has the exported type (``PracticeGame.record_json``)."""
    if not isinstance(record, dict) or not _is_word(record.get("game")):
        _refuse("not_a_game")
    if record.get("format", FORMAT) != FORMAT:
        _refuse("not_a_game")
    moves = record.get("moves", [])
    if not isinstance(moves, list) or len(moves) > MAX_MOVES or not all(_is_word(m) for m in moves):
        _refuse("moves")
    seed = record.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        _refuse("seed")
    options = record.get("options", {})
    if not isinstance(options, dict) or not all(
        _is_word(k) and (v is None or isinstance(v, bool | str) or _is_number(v)) for k, v in options.items()
    ):
        _refuse("options")
    players = record.get("players")
    if players is not None and not _is_int(players):
        _refuse("players")
    if "learner_seat" in record and not _is_int(record["learner_seat"]):
        _refuse("not_a_game")
    bots = record.get("bots")
    if bots is not None and (not isinstance(bots, list) or not all(b is None or _is_word(b) for b in bots)):
        _refuse("not_a_game")
    scenario = record.get("scenario")
    if scenario is not None and (not _is_word(scenario) or practice.get(scenario) is None):
        _refuse("not_a_game")
    verdicts = record.get("verdicts", {})
    if not isinstance(verdicts, dict) or not all(
        _is_ply(k, len(moves)) and _is_verdict(v) for k, v in verdicts.items()
    ):
        _refuse("unreadable")
    redeals = record.get("redeals", [])
    if not isinstance(redeals, list) or not all(_is_redeal(pair, len(moves)) for pair in redeals):
        _refuse("moves")
    return record


def _is_redeal(pair: Any, moves: int) -> bool:
    """A redeal after an undo: ``[move number, seed]``, the move within the game."""
    if not isinstance(pair, list) or len(pair) != 2 or not all(_is_int(v) for v in pair):
        return False
    ply, seed = pair
    return 0 <= ply <= moves and 0 <= seed <= MAX_SEED


def _is_ply(key: str, moves: int) -> bool:
    """A move number of the record, as the tutor's notes are keyed (``"0"``, ``"12"``)."""
    return key.isascii() and key.isdigit() and int(key) < moves


def _is_verdict(note: Any) -> bool:
    """A tutor's note as ``play.tutor.verdict`` writes it."""
    if not isinstance(note, Mapping) or note.get("verdict") not in VERDICTS:
        return False
    for key, value in note.items():
        if key in VERDICT_WORDS:
            if not _is_word(value):
                return False
        elif key not in VERDICT_NUMBERS or not _is_number(value):
            return False
    return True

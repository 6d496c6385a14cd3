"""The Russian catalogue of the site frame (top-level locale/) is complete and compiled."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PO = ROOT / "locale" / "ru" / "LC_MESSAGES" / "django.po"
MO = PO.with_suffix(".mo")


def entries(text: str) -> list[str]:
    """The .po split into entries (blank-line separated), header first."""
    return [block for block in text.strip().split("\n\n") if block.strip()]


def strings(block: str, key: str) -> list[str]:
    """All values of ``key`` lines (``msgstr``, ``msgstr[0]`` ...) in an entry, continuation lines joined."""
    values: list[str] = []
    current: list[str] | None = None
    for line in block.splitlines():
        if re.match(rf"^{re.escape(key)}(\[\d+\])? ", line):
            current = [line.split(" ", 1)[1]]
            values.append("")
        elif line.startswith('"') and current is not None:
            current.append(line)
        else:
            current = None
        if current is not None:
            values[-1] = "".join(part[1:-1] for part in current)
    return values


def test_catalogue_exists_and_is_compiled() -> None:
    assert PO.exists()
    assert MO.exists()
    assert MO.stat().st_mtime >= PO.stat().st_mtime - 1, "run msgfmt: the .mo is older than the .po"


def test_no_fuzzy_and_no_untranslated_entries() -> None:
    blocks = entries(PO.read_text(encoding="utf-8"))
    header, rest = blocks[0], blocks[1:]
    assert "#, fuzzy" not in header
    fuzzy = [b for b in rest if "#, fuzzy" in b]
    untranslated = [b for b in rest if "msgid" in b and not all(s.strip() for s in strings(b, "msgstr"))]
    obsolete = [b for b in rest if b.lstrip().startswith("#~")]
    assert not fuzzy, "fuzzy entries:\n" + "\n\n".join(fuzzy)
    assert not untranslated, "untranslated entries:\n" + "\n\n".join(untranslated)
    assert not obsolete, "obsolete entries: run makemessages with --no-obsolete"
    assert len(rest) > 40


def test_russian_plurals_have_all_four_forms() -> None:
    for block in entries(PO.read_text(encoding="utf-8"))[1:]:
        if "msgid_plural" in block:
            assert len(strings(block, "msgstr")) == 4, block

"""Every Russian catalogue of the site is complete and compiled, and Django loads each of them.

The site frame's catalogue is the top-level locale/ (templates/, frame/ and the settings), the
rate-limit answer has one beside its code (frame/ratelimit/locale), and every other app has its own
under <app>/locale.
"""

from __future__ import annotations

import gettext
import re
from pathlib import Path

import pytest
from django.apps import apps
from django.conf import settings
from django.utils import translation

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = {
    "frame": ROOT / "locale",
    "frame.ratelimit": ROOT / "frame" / "ratelimit" / "locale",
    "reference": ROOT / "reference" / "locale",
    "learn": ROOT / "learn" / "locale",
    "play": ROOT / "play" / "locale",
    "fortune": ROOT / "fortune" / "locale",
    "tables": ROOT / "tables" / "locale",
    "room": ROOT / "room" / "locale",
}
SMALL = {"frame.ratelimit"}  # the rate-limit answer has three strings; every other catalogue far more


def po_file(name: str) -> Path:
    return CATALOGUES[name] / "ru" / "LC_MESSAGES" / "django.po"


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


def test_django_loads_exactly_these_catalogues() -> None:
    """Each is found through LOCALE_PATHS or as an installed app's locale/; a new one is listed here."""
    loaded = {Path(path).resolve() for path in settings.LOCALE_PATHS}
    loaded |= {
        Path(config.path) / "locale"
        for config in apps.get_app_configs()
        if Path(config.path).is_relative_to(ROOT)
        and "site-packages" not in Path(config.path).parts  # a virtual environment inside the project
        and (Path(config.path) / "locale").is_dir()
    }
    assert loaded == set(CATALOGUES.values())


@pytest.mark.parametrize("name", CATALOGUES)
def test_catalogue_exists_and_is_compiled(name: str) -> None:
    po = po_file(name)
    mo = po.with_suffix(".mo")
    assert po.exists()
    assert mo.exists()
    assert mo.stat().st_mtime >= po.stat().st_mtime - 1, f"run msgfmt: {mo} is older than its .po"


@pytest.mark.parametrize("name", CATALOGUES)
def test_no_fuzzy_and_no_untranslated_entries(name: str) -> None:
    blocks = entries(po_file(name).read_text(encoding="utf-8"))
    header, rest = blocks[0], blocks[1:]
    assert "#, fuzzy" not in header
    fuzzy = [b for b in rest if "#, fuzzy" in b]
    untranslated = [b for b in rest if "msgid" in b and not all(s.strip() for s in strings(b, "msgstr"))]
    obsolete = [b for b in rest if b.lstrip().startswith("#~")]
    assert not fuzzy, "fuzzy entries:\n" + "\n\n".join(fuzzy)
    assert not untranslated, "untranslated entries:\n" + "\n\n".join(untranslated)
    assert not obsolete, "obsolete entries: run makemessages with --no-obsolete"
    assert len(rest) >= (3 if name in SMALL else 40)


@pytest.mark.parametrize("name", CATALOGUES)
def test_russian_plurals_have_all_four_forms(name: str) -> None:
    for block in entries(po_file(name).read_text(encoding="utf-8"))[1:]:
        if "msgid_plural" in block:
            assert len(strings(block, "msgstr")) == 4, block


@pytest.mark.parametrize("name", ["frame", "frame.ratelimit", "reference"])
def test_pages_get_the_catalogues_translations(name: str) -> None:
    """Django serves each entry as its catalogue has it: no other catalogue (Django's own included)
    overrides it with another translation. An app's catalogue ranks below Django's contrib apps, so
    this matters for the reference pages, whose strings were in the top-level catalogue before."""
    with po_file(name).with_suffix(".mo").open("rb") as mo:
        catalogue = gettext.GNUTranslations(mo)._catalog
    served = {}
    with translation.override("ru"):
        for key in catalogue:
            if not key or isinstance(key, tuple):
                continue  # the header; plural forms are checked by their singular below
            context, _, msgid = key.rpartition("\x04")
            served[key] = translation.pgettext(context, msgid) if context else translation.gettext(msgid)
    differing = {k: v for k, v in served.items() if v != catalogue[k]}
    assert not differing

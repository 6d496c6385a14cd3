"""The colours of the two faces: Japanese hanafuda (greens on warm paper) and Korean hwatu (black and red).

Drawing code asks for a colour by its role (``pal.leaf``, ``pal.ribbon_blue``), so the same drawing gives
green foliage on hanafuda and black foliage on hwatu, as on the printed decks.
"""

from __future__ import annotations

from dataclasses import dataclass

Colour = tuple[int, int, int]


def hex_colour(value: str) -> Colour:
    """``#rrggbb`` to an RGB tuple."""
    value = value.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


@dataclass(frozen=True, slots=True)
class Palette:
    """Colours by role for one face."""

    face: str
    paper: Colour
    edge: Colour
    ink: Colour
    red: Colour
    red_dark: Colour
    pink: Colour
    ribbon_red: Colour
    ribbon_blue: Colour
    ribbon_text: Colour
    purple: Colour
    iris: Colour
    yellow: Colour
    ochre: Colour
    brown: Colour
    branch: Colour
    leaf: Colour
    leaf_dark: Colour
    leaf_light: Colour
    vein: Colour
    hill: Colour
    grass: Colour
    sky: Colour
    moon: Colour
    white: Colour
    black: Colour
    gold: Colour
    water: Colour
    base_12c: Colour
    mark: Colour
    mark_text: Colour
    back: Colour
    back_pattern: Colour


def _make(face: str, **colours: str) -> Palette:
    return Palette(face, **{k: hex_colour(v) for k, v in colours.items()})


_COMMON = dict(
    red="#d1382b",
    red_dark="#9e2420",
    pink="#f0a3b1",
    ribbon_red="#cf2f2a",
    yellow="#f2c43a",
    ochre="#d99a3b",
    brown="#7b4a2c",
    sky="#cf3328",
    moon="#fbf3dc",
    white="#fffdf6",
    black="#1b1715",
    gold="#e7b640",
    mark="#cf2f2a",
    mark_text="#fffaf0",
)

HANAFUDA = _make(
    "hanafuda",
    paper="#f5eddb",
    edge="#211b19",
    ink="#2c211c",
    ribbon_blue="#3b3a86",
    ribbon_text="#1b1715",
    purple="#6a4fa6",
    iris="#5a4aa8",
    branch="#6e4a34",
    leaf="#3c8650",
    leaf_dark="#235a3a",
    leaf_light="#86b65a",
    vein="#1f4a30",
    hill="#2e3a33",
    grass="#c9c7a8",
    water="#4b8fb8",
    base_12c="#f0b53a",
    back="#231d1b",
    back_pattern="#3b2f2a",
    **_COMMON,
)

HWATU = _make(
    "hwatu",
    paper="#fbf8f0",
    edge="#d52a2c",
    ink="#141111",
    ribbon_blue="#1f86c9",
    ribbon_text="#141111",
    purple="#1f86c9",
    iris="#2a8fd2",
    branch="#141111",
    leaf="#161312",
    leaf_dark="#000000",
    leaf_light="#3b3532",
    vein="#fbf8f0",
    hill="#141111",
    grass="#fbf8f0",
    water="#2a9ad6",
    base_12c="#d52a2c",
    back="#c8232a",
    back_pattern="#a81b22",
    **_COMMON,
)

FACES = {"hanafuda": HANAFUDA, "hwatu": HWATU}

"""November's lightning plain (11d): the thunder god's storm over the willow.

What people recognise it by: a red sky, black thunderclouds from which a demon's clawed arm reaches
down, the god's drum with its three-comma (mitsudomoe) crest, a dark willow mass, and a band of red and
black stripes across the foot of the card.
"""

from __future__ import annotations

import math

from .canvas import Canvas
from .geometry import Point, arc, bezier, leaf, place, taper
from .palette import Palette

ARM = (226, 112, 58)  # the demon's skin: lighter than the sky so the arm reads on red
CLAW = (246, 226, 150)


def lightning(c: Canvas, pal: Palette) -> None:
    """The whole card, back to front."""
    c.rect(0, 0, 120, 200, pal.red)
    rain_streaks(c, pal)
    willow_mass(c, pal)
    drum(c, pal, (40, 136), 19)
    stripe_band(c, pal, 168)
    thunderclouds(c, pal)
    demon_arm(c, pal)


def rain_streaks(c: Canvas, pal: Palette) -> None:
    """Wind-driven streaks across the red sky."""
    for k in range(11):
        x = -30 + k * 16
        c.line([(x, 40), (x + 50, 170)], pal.red_dark, 0.9)


def willow_mass(c: Canvas, pal: Palette) -> None:
    """Dark willow foliage bending in the wind, with the lines of its hanging leaves."""
    mass = pal.leaf_dark if pal.face == "hanafuda" else pal.black
    lines = pal.leaf if pal.face == "hanafuda" else pal.red_dark
    outer = bezier((-4, 60), (50, 56), (70, 120), (58, 176), 20)
    c.poly([*outer, (-4, 176)], mass, pal.ink, 0.6)
    right = [*bezier((124, 70), (96, 90), (92, 140), (106, 176), 16), (124, 176)]
    c.poly(right, mass, pal.ink, 0.6)
    for k in range(7):
        t = (k + 1) / 8
        x0, y0 = outer[round(t * 20)]
        c.line(bezier((x0, y0), (x0 - 10, y0 + 10), (x0 - 20, y0 + 18), (x0 - 30, y0 + 30), 8), lines, 0.6)
    for k in range(5):
        y0 = 84 + k * 18
        c.line(bezier((124, y0), (112, y0 + 6), (106, y0 + 14), (104, y0 + 24), 8), lines, 0.6)


def drum(c: Canvas, pal: Palette, at: Point, r: float) -> None:
    """The thunder god's drum seen face on: a studded rim and the three-comma crest."""
    x, y = at
    c.ellipse(x, y, r, fill=pal.black, ink=pal.ink, width=0.6)
    for k in range(12):
        a = math.radians(k * 30)
        c.ellipse(x + math.cos(a) * r * 0.87, y + math.sin(a) * r * 0.87, r * 0.07, fill=pal.gold)
    c.ellipse(x, y, r * 0.74, fill=pal.gold, ink=pal.ink, width=0.5)
    for k in range(3):
        a = k * 120
        tail = arc(x, y, r * 0.4, r * 0.4, a, a + 130, 14)
        c.poly(taper(tail, r * 0.46, 0.4), pal.red, pal.ink, 0.45)
        hx, hy = tail[0]
        c.ellipse(hx, hy, r * 0.24, fill=pal.red, ink=pal.ink, width=0.45)


def stripe_band(c: Canvas, pal: Palette, top: float) -> None:
    """A band of slanted red and black stripes from ``top`` to the foot of the card."""
    c.rect(0, top, 120, 200, pal.black)
    for k in range(-2, 16):
        x = k * 9
        c.poly([(x, top), (x + 4.5, top), (x + 14.5, 200), (x + 10, 200)], pal.red)
    c.line([(0, top), (120, top)], pal.ink, 0.8)


def thunderclouds(c: Canvas, pal: Palette) -> None:
    """Black clouds along the top with curling red edges."""
    c.rect(0, 0, 120, 20, pal.black)
    for cx, cy, r in ((8, 22, 16), (34, 16, 15), (62, 24, 14), (92, 18, 18), (116, 32, 16)):
        c.ellipse(cx, cy, r, r * 0.75, fill=pal.black)
        c.line(arc(cx, cy, r * 0.62, r * 0.46, 190, 470, 24), pal.red_dark, 1.0)


def demon_arm(c: Canvas, pal: Palette) -> None:
    """The thunder demon's arm out of the clouds: a tiger-skin cuff, a bent sinewy arm, a clawed hand."""
    arm = bezier((100, 14), (112, 52), (92, 74), (62, 86), 18)
    c.poly(taper(arm, 20, 12), ARM, pal.ink, 0.7)
    for i in (6, 9, 12):
        (x, y), (x2, y2) = arm[i], arm[i + 1]
        c.line([(x - 4, y - 3), (x2 + 3, y2 + 2)], pal.red_dark, 0.6)
    c.poly(taper(arm[:6], 23, 22), pal.gold, pal.ink, 0.6)
    for i in range(1, 6):
        x, y = arm[i]
        c.line([(x - 10, y - 1), (x - 2, y), (x + 3, y - 2)], pal.black, 1.2)
    hand = (58, 88)
    for angle in (110, 140, 170, 200):
        finger = place([(0, 0), (10, 1), (18, 7)], hand, angle, 1.0)
        c.poly(taper(finger, 6, 3.6), ARM, pal.ink, 0.55)
        claw_tip = place([(7, 5)], finger[-1], angle)[0]
        c.poly(leaf(finger[-1], claw_tip, 3.4, bulge=0.8), CLAW, pal.ink, 0.45)
    c.ellipse(hand[0], hand[1], 10, 9, fill=ARM, ink=pal.ink, width=0.7)
    thumb = place([(0, 0), (9, -5), (14, -12)], hand, 240)
    c.poly(taper(thumb, 6, 3.6), ARM, pal.ink, 0.55)
    c.poly(leaf(thumb[-1], place([(5, -5)], thumb[-1], 240)[0], 3.4), CLAW, pal.ink, 0.45)
    for k in range(3):
        c.line(arc(hand[0] + 1, hand[1] + 1, 5 - k * 1.4, 4 - k, 200, 320, 6), pal.red_dark, 0.45)

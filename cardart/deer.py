"""October's deer: a sika stag standing on jointed legs, turned to look back over its shoulder."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .canvas import Canvas
from .geometry import Point, bezier, curve, leaf, place
from .motifs import eye
from .palette import Palette

FUR = (214, 150, 70)
SHADE = (176, 112, 48)
ANTLER = (120, 78, 40)

# Legs as (hip or shoulder, elbow or stifle, knee or hock, fetlock, hoof), facing left.
LEGS = (
    ((14, 2), (20, 14), (25, 26), (21, 40), (20, 44)),  # far hind leg
    ((-12, 4), (-11, 14), (-5, 24), (-9, 34), (-11, 37)),  # far front leg, raised at the knee
    ((20, 0), (14, 14), (20, 27), (15, 40), (14, 44)),  # near hind leg, hock pointing back
    ((-20, 2), (-21, 14), (-19, 27), (-20, 40), (-21, 44)),  # near front leg
)


def deer(c: Canvas, pal: Palette, at: Point, scale: float = 1.0) -> None:
    """A stag facing left, head turned back to the right, antlers raised; ``at`` is the body's centre."""

    def p(points: Sequence[Point]) -> list[Point]:
        return place(points, at, 0, scale)

    for k, leg in enumerate(LEGS):
        _leg(c, pal, p(leg), scale, SHADE if k < 2 else FUR)
    body = [
        (-28, -6),
        (-16, -13),
        (4, -11),
        (22, -15),
        (30, -9),
        (30, 2),
        (22, 10),
        (0, 9),
        (-16, 10),
        (-27, 4),
    ]
    from .summer import curve_smooth

    neck = bezier((-20, -4), (-26, -20), (-22, -32), (-16, -38), 12)
    c.stroke(p(neck), 13, 8, FUR, pal.ink)
    c.poly(p(curve_smooth(body)), FUR, pal.ink, 0.6)
    c.poly(p(leaf((-20, 7), (16, 8), 5, bulge=1)), pal.white)
    c.poly(p([(28, -11), (35, -16), (33, -8), (30, -5)]), pal.white, pal.ink, 0.45)
    for k in range(11):
        row = k % 2
        c.ellipse(*p([(-16 + k * 4, -7 + row * 4)])[0], 1.0 * scale, fill=pal.white)
    _head(c, pal, p, scale)


def _leg(c: Canvas, pal: Palette, joints: list[Point], scale: float, fur) -> None:
    """A slim leg bending at its joints, thick at the top, with a dark hoof."""
    path: list[Point] = []
    for i in range(len(joints) - 1):
        a, b = joints[i], joints[i + 1]
        path += curve(a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), b, 4)[:-1]
    path.append(joints[-1])
    c.stroke(path, 6.5 * scale, 1.8 * scale, fur, pal.ink)
    x, y = joints[-1]
    c.poly(
        [
            (x - 2 * scale, y - 1 * scale),
            (x + 1.6 * scale, y - 1.2 * scale),
            (x + 1.2 * scale, y + 1.4 * scale),
            (x - 2.4 * scale, y + 1.2 * scale),
        ],
        pal.ink,
    )


def _head(c: Canvas, pal: Palette, p: Callable[[Sequence[Point]], list[Point]], scale: float) -> None:
    """Neck rising from the chest, head looking back to the right, ear, eye, nose and antlers."""
    c.poly(p(leaf((-19, -39), (-30, -47), 5.5, bulge=1.5)), FUR, pal.ink, 0.45)
    head = leaf((-22, -38), (-1, -31), 11, bulge=1.2)
    c.poly(p(head), FUR, pal.ink, 0.5)
    c.ellipse(*p([(-1.5, -31.5)])[0], 1.5 * scale, fill=pal.ink)
    eye(c, p([(-13, -37)])[0], 1.3 * scale, pal.ink, pal.white)
    for side in (-1, 1):
        base = (-16 + side * 2.5, -41)
        beam = bezier(base, (-16 + side * 7, -47), (-16 + side * 12, -52), (-16 + side * 11, -60), 12)
        c.line(p(beam), ANTLER, 1.5)
        for k, (dx, dy) in ((3, (-side * 2, -5)), (8, (side * 4, -4))):
            x, y = beam[k]
            c.line(p([(x, y), (x + dx, y + dy)]), ANTLER, 1.2)

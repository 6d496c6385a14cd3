"""Plain geometry for the card drawings: curves, outlines of leaves and petals, transforms.

Every function works in card units (the 1x card is 120 x 196 units) and returns lists of points.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

Point = tuple[float, float]


def bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 24) -> list[Point]:
    """Points along a cubic Bezier curve, ends included."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t**3
        out.append(
            (a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1])
        )
    return out


def bezier_of(control: Sequence[Point], steps: int = 24) -> list[Point]:
    """``bezier`` through four control points given as one sequence."""
    p0, p1, p2, p3 = control
    return bezier(p0, p1, p2, p3, steps)


def curve(p0: Point, p1: Point, p2: Point, steps: int = 20) -> list[Point]:
    """Points along a quadratic Bezier curve through ``p0`` and ``p2`` pulled towards ``p1``."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def arc(cx: float, cy: float, rx: float, ry: float, start: float, end: float, steps: int = 24) -> list[Point]:
    """Points on an ellipse from angle ``start`` to ``end`` (degrees, 0 = east, clockwise on screen)."""
    out = []
    for i in range(steps + 1):
        a = math.radians(start + (end - start) * i / steps)
        out.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
    return out


def curve_of(control: Sequence[Point], steps: int = 20) -> list[Point]:
    """``curve`` through three control points given as one sequence."""
    p0, p1, p2 = control
    return curve(p0, p1, p2, steps)


def rotate(points: Iterable[Point], angle: float, origin: Point = (0.0, 0.0)) -> list[Point]:
    """Rotate points by ``angle`` degrees (clockwise on screen) about ``origin``."""
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    ox, oy = origin
    return [(ox + (x - ox) * ca - (y - oy) * sa, oy + (x - ox) * sa + (y - oy) * ca) for x, y in points]


def place(points: Iterable[Point], at: Point, angle: float = 0.0, scale: float = 1.0, flip: bool = False):
    """Move a shape drawn around (0, 0): mirror (optional), scale, rotate, then translate to ``at``."""
    pts = [(-x if flip else x) * scale for x, _ in points], [y * scale for _, y in points]
    local = list(zip(*pts, strict=True))
    return [(x + at[0], y + at[1]) for x, y in rotate(local, angle)]


def along(points: Sequence[Point], t: float) -> tuple[Point, float]:
    """The point at fraction ``t`` of a polyline (by index) and the direction there in degrees."""
    n = len(points) - 1
    i = min(int(t * n), n - 1)
    f = t * n - i
    (x0, y0), (x1, y1) = points[i], points[i + 1]
    return (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f), math.degrees(math.atan2(y1 - y0, x1 - x0))


def taper(points: Sequence[Point], w0: float, w1: float) -> list[Point]:
    """Outline of a stroke along ``points`` whose width goes from ``w0`` to ``w1``."""
    left, right = [], []
    n = len(points)
    for i, (x, y) in enumerate(points):
        xa, ya = points[max(i - 1, 0)]
        xb, yb = points[min(i + 1, n - 1)]
        dx, dy = xb - xa, yb - ya
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        w = (w0 + (w1 - w0) * i / max(n - 1, 1)) / 2
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    return left + right[::-1]


def leaf(base: Point, tip: Point, width: float, steps: int = 14, bulge: float = 0.0) -> list[Point]:
    """A pointed leaf (lens shape) from ``base`` to ``tip``; ``bulge`` bends it sideways."""
    bx, by = base
    tx, ty = tip
    dx, dy = tx - bx, ty - by
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    left, right = [], []
    for i in range(steps + 1):
        t = i / steps
        half = width / 2 * math.sin(math.pi * t) ** 0.85 * (1.15 - 0.3 * t)
        bend = bulge * math.sin(math.pi * t)
        cx, cy = bx + dx * t + nx * bend, by + dy * t + ny * bend
        left.append((cx + nx * half, cy + ny * half))
        right.append((cx - nx * half, cy - ny * half))
    return left + right[::-1][1:-1]


def star(cx: float, cy: float, r_out: float, r_in: float, points: int, angle: float = -90.0) -> list[Point]:
    """A star polygon with ``points`` tips."""
    out = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(angle + i * 180 / points)
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def lerp(a: Point, b: Point, t: float) -> Point:
    """The point at fraction ``t`` from ``a`` to ``b``."""
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)

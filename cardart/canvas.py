"""A drawing surface in card units (120 x 196 for the table size) over a supersampled Pillow image."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from .geometry import Point, taper

Colour = tuple[int, int, int] | tuple[int, int, int, int]

WIDTH = 120
HEIGHT = 196


class Canvas:
    """Draws shapes given in card units onto an RGBA image ``unit`` pixels per card unit."""

    def __init__(self, unit: int, background: Colour = (0, 0, 0, 0)) -> None:
        self.unit = unit
        self.paper: Colour = (255, 255, 255)  # set by the renderer; petals' notches are cut with it
        self.image = Image.new("RGBA", (WIDTH * unit, HEIGHT * unit), background)
        self.draw = ImageDraw.Draw(self.image)

    def px(self, points: Sequence[Point]) -> list[tuple[float, float]]:
        """Card units to pixels."""
        u = self.unit
        return [(x * u, y * u) for x, y in points]

    def poly(
        self, points: Sequence[Point], fill: Colour | None, ink: Colour | None = None, width: float = 0.6
    ):
        """A filled polygon, outlined in ``ink`` when given."""
        self.draw.polygon(self.px(points), fill=fill)
        if ink is not None:
            self.line([*points, points[0]], ink, width)

    def line(self, points: Sequence[Point], fill: Colour, width: float) -> None:
        """A polyline with round joints and round ends."""
        w = max(1, round(width * self.unit))
        pts = self.px(points)
        self.draw.line(pts, fill=fill, width=w, joint="curve")
        r = w / 2
        for x, y in (pts[0], pts[-1]):
            self.draw.ellipse((x - r, y - r, x + r, y + r), fill=fill)

    def stroke(self, points: Sequence[Point], w0: float, w1: float, fill: Colour, ink: Colour | None = None):
        """A tapering stroke (branch, blade of grass, stem)."""
        self.poly(taper(points, w0, w1), fill, ink)

    def ellipse(
        self,
        cx: float,
        cy: float,
        rx: float,
        ry: float | None = None,
        fill: Colour | None = None,
        ink: Colour | None = None,
        width: float = 0.6,
    ) -> None:
        """An axis-aligned ellipse (a circle when ``ry`` is omitted)."""
        ry = rx if ry is None else ry
        u = self.unit
        box = ((cx - rx) * u, (cy - ry) * u, (cx + rx) * u, (cy + ry) * u)
        w = round(width * u) if ink is not None else 0
        self.draw.ellipse(box, fill=fill, outline=ink, width=w)

    def rect(self, x0: float, y0: float, x1: float, y1: float, fill: Colour, radius: float = 0.0) -> None:
        """A rectangle, optionally with rounded corners."""
        u = self.unit
        self.draw.rounded_rectangle((x0 * u, y0 * u, x1 * u, y1 * u), radius=radius * u, fill=fill)

    def paste(self, layer: Image.Image, x: float, y: float) -> None:
        """Composite an RGBA layer with its top-left corner at (x, y) card units."""
        self.image.alpha_composite(layer, (round(x * self.unit), round(y * self.unit)))

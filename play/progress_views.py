"""«Мой прогресс» in the games: results per game and accuracy over the last reviewed deals
(``play.progress``). Parse, call, render."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_safe

from play import progress, puzzles
from play.models import PracticeGame
from play.puzzle_views import THEMES
from play.views import game_name


@require_safe
def my_progress(request: HttpRequest) -> HttpResponse:
    """The visitor's results and accuracy over their practice games."""
    rows = list(PracticeGame.objects.owned_by(request).filter(status=PracticeGame.Status.FINISHED))
    rows.sort(key=lambda row: row.updated, reverse=True)

    def name(row: PracticeGame) -> str:
        return game_name(row.game_key, row.players)

    def url(row: PracticeGame) -> str:
        return reverse("play:deal_review", args=[row.id])

    points = progress.accuracy_chart(rows, name, url)
    first_tries = list(puzzles.mine(request).filter(first=True).order_by("created").select_related("puzzle"))
    rated, low, high = progress.rating_chart(
        [t.rating_after for t in first_tries if t.rating_after is not None]
    )
    missed = [
        {
            "name": THEMES.get(theme, theme),
            "missed": m,
            "tried": n,
            "url": reverse("play:puzzles") + f"?theme={theme}",
        }
        for theme, m, n in progress.missed_themes([(t.puzzle.theme, t.solved) for t in first_tries])
    ]
    records = progress.per_game(rows, name)
    return render(
        request,
        "play/progress.html",
        {
            "records": records,
            "shared": any(record.drew for record in records),
            "points": points,
            "polyline": " ".join(f"{p.x},{p.y}" for p in points),
            "chart": {"width": progress.CHART_WIDTH, "height": progress.CHART_HEIGHT},
            # The lines of the tutor's verdicts: a good move keeps 88 % or more, an inaccuracy 65 %.
            "guides": [(v, progress.chart_y(v), progress.chart_y(v) - 3) for v in (100, 88, 65)],
            "unreviewed": sum(1 for row in rows if row.accuracy is None),
            "rated": rated,
            "rated_line": " ".join(f"{p.x},{p.y}" for p in rated),
            "rating_range": (low, high),
            "rating_now": rated[-1].rating if rated else None,
            "label_low_y": progress.CHART_HEIGHT - 4,
            "missed": missed,
        },
    )

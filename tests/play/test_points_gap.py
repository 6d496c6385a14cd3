"""Where the tutor's search values moves in points (Koi-Koi plays for the match score), a verdict
without facts of its own says by how many points the better move leaves the learner better off."""

from __future__ import annotations

import pytest
from django.utils import translation

from engine.game import get_game
from room import reasons


@pytest.mark.parametrize(
    ("lang", "best", "played", "expected"),
    [
        ("ru", 0.2, 0.1, "у вас будет на 3 очка больше, чем после вашего"),
        ("ru", 0.2, 0.0, "у вас будет на 6 очков больше, чем после вашего"),
        ("ru", 0.1, 0.0667, "у вас будет на 1 очко больше, чем после вашего"),
        ("en", 0.2, 0.1, "leaves you 3 points better off by the end of the deal than yours"),
    ],
)
def test_koikoi_gap_in_points(lang, best, played, expected):
    game = get_game("koikoi")
    note = {"verdict": "mistake", "best_value": best, "value": played}
    with translation.override(lang):
        assert expected in reasons.estimate_sentence(game, note)


def test_a_gap_under_a_point_and_a_game_without_a_scale_fall_back_to_words():
    note = {"verdict": "inaccuracy", "best_value": 0.51, "value": 0.5}
    with translation.override("en"):
        assert "slightly stronger" in reasons.estimate_sentence(get_game("koikoi"), note)
        assert get_game("aigoma").points_per_value is None
        assert "slightly stronger" in reasons.estimate_sentence(get_game("aigoma"), note)

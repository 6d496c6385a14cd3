"""The site's facts about each game (``frame.games``): menu order, drills, names per player count,
the reference's options. They live on the site's side; the engine's ``Game`` holds rules only."""

from __future__ import annotations

import pytest

from engine.cards import Text
from engine.game import GAMES, BadOptions, Game, get_game
from engine.game import game_keys as engine_keys
from frame.games import DRILL_KINDS, ON_SITE, game_keys, name_for, on_site


def test_every_game_of_the_engine_is_on_the_site_in_its_order():
    assert set(ON_SITE) == set(engine_keys())
    assert game_keys() == ("hato", "koikoi", "aigoma", "nylon", "gostop")
    assert on_site("no-such-game").order > max(facts.order for facts in ON_SITE.values())


def test_the_engines_game_holds_no_site_facts():
    site_facts = ("order", "drill_kinds", "drill_preset", "combination_kind", "player_count_names")
    for name in (*site_facts, "name_for"):
        assert not hasattr(Game, name), name


def test_every_game_declares_its_drills_consistently():
    """What the learn app's drills read: kinds and preset from the site, card points and doublings
    from the engine's game."""
    assert on_site("hato").drill_kinds == ("bonus", "score", "complete")
    assert on_site("koikoi").drill_kinds == ("bonus", "score", "complete", "stop")
    for key in engine_keys():
        facts, cls = on_site(key), GAMES[key]
        assert set(facts.drill_kinds) <= set(DRILL_KINDS), key
        assert facts.combination_kind in ("bonus", "yaku", "combination"), key
        if not facts.drill_kinds:
            continue
        game = get_game(key, preset=facts.drill_preset)  # a renamed preset fails here
        lines = {item.key for item in game.score_pile(range(48)).items}
        assert game.card_point_keys <= lines, key
        assert any(game.is_combination(line) for line in lines), key
        if "stop" in facts.drill_kinds:
            assert cls.stop_doublings and set(cls.stop_doublings) <= set(game.options), key
            assert set(cls.stop_doublings) <= set(game.multiplier_names), key
        else:
            with pytest.raises(BadOptions, match="no_stop"):
                game.stop_score([0], own_call=False, opponent_call=False)
    assert on_site("hato").combination_kind == "bonus" and on_site("koikoi").combination_kind == "yaku"
    assert get_game("hato").card_point_keys == {"brights", "animals", "ribbons", "plains"}


def test_a_game_may_have_names_for_its_player_counts():
    """Go-Stop for two is Matgo: ``name_for`` gives a count's own name, else the game's."""
    assert name_for("gostop", 2) == Text("Матго", "Matgo") and name_for("gostop", 3).en == "Go-Stop"
    assert name_for("hato", 3) == GAMES["hato"].name == name_for("hato")
    for key in engine_keys():
        cls = GAMES[key]
        assert set(on_site(key).player_count_names) <= set(range(cls.min_players, cls.max_players + 1))


def test_the_references_options_are_options_of_the_game():
    for key in engine_keys():
        get_game(key, options=on_site(key).reference_options)  # an unknown option or value fails here
    assert on_site("hato").reference_options == {"plain_bonus": True}

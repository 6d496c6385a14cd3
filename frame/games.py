"""What the site knows about each game beyond its rules, registered here per game key.

The engine's ``Game`` holds the rules and the game's nature (players, options, piles, scoring). How
the site presents a game is the site's choice and lives on this side of the boundary: where the game
stands in the menus, the drills the lessons make on its scoring and the preset they score with, what
the site calls its combinations, the names it gives some player counts (Go-Stop for two is Matgo),
and the options the reference shows its combinations with.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal

from engine.cards import Text
from engine.game import GAMES
from engine.game import game_keys as engine_game_keys

#: Every kind of drill the lessons make; a game offers some of them (``GameOnSite.drill_kinds``).
DRILL_KINDS = ("bonus", "score", "complete", "stop")


@dataclass(frozen=True, slots=True)
class GameOnSite:
    """The site's facts about one game.

    ``order``: its place in the site's lists of games (menus, practice, rules pages).
    ``drill_kinds``: the drills on its scoring, in menu order: ``"bonus"`` (find the combinations in
    a pile), ``"score"`` (count a pile), ``"complete"`` (the card that completes a combination),
    ``"stop"`` (what stopping is worth, ``Game.stop_score``); none for a game without a pile scorer
    worth drilling. ``drill_preset``: the preset the drills score with (None: the defaults).
    ``combination_kind``: ``"bonus"`` («Хато»'s bonuses, on top of card points), ``"yaku"``
    (Koi-Koi's yaku, the whole score) or ``"combination"`` (Go-Stop's, beside its pi and gwang counts,
    not called yaku); the drills and the tutor word combinations by it.
    ``player_count_names``: names of its own for some player counts; the site offers each named
    count as a game of its own (``name_for``). ``reference_options``: options the reference's
    tables of combinations turn on, so that an optional combination is shown too (it only adds a
    line).
    """

    order: int = 100
    drill_kinds: tuple[str, ...] = ()
    drill_preset: str | None = None
    combination_kind: Literal["bonus", "yaku", "combination"] = "yaku"
    player_count_names: Mapping[int, Text] = field(default_factory=dict)
    reference_options: Mapping[str, Any] = field(default_factory=dict)


ON_SITE: Mapping[str, GameOnSite] = MappingProxyType(
    {
        "hato": GameOnSite(
            order=1,
            drill_kinds=("bonus", "score", "complete"),
            drill_preset="menshov_v2",
            combination_kind="bonus",
            reference_options={"plain_bonus": True},
        ),
        "koikoi": GameOnSite(
            order=2, drill_kinds=("bonus", "score", "complete", "stop"), drill_preset="fudawiki"
        ),
        "aigoma": GameOnSite(order=3),
        "nylon": GameOnSite(order=4),
        # No stop drill for Go-Stop: its stop is paid by the opponents' piles, which a drill's
        # single pile does not hold.
        "gostop": GameOnSite(
            order=5,
            combination_kind="combination",
            drill_kinds=("bonus", "score", "complete"),
            player_count_names={2: Text("Матго", "Matgo"), 3: Text("Го-стоп", "Go-Stop")},
        ),
    }
)

#: What a game the site has not registered gets: last in the lists, no drills, no names.
UNREGISTERED = GameOnSite()


def on_site(key: str) -> GameOnSite:
    """The site's facts about the game ``key`` (``UNREGISTERED`` for a game it does not list)."""
    return ON_SITE.get(key, UNREGISTERED)


def game_keys() -> tuple[str, ...]:
    """Every game the engine has, in the site's order (``GameOnSite.order``, then the key)."""
    return tuple(sorted(engine_game_keys(), key=lambda key: (on_site(key).order, key)))


def name_for(key: str, players: int | None = None) -> Text:
    """The game's name for ``players`` (its ``player_count_names`` entry, else the game's name)."""
    engine_game_keys()  # registers every game
    name = GAMES[key].name
    return on_site(key).player_count_names.get(players, name) if players else name

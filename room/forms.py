"""What both new-game forms ask first, from the engine's data: the number of players (with the names
the site gives some counts, Matgo for Go-Stop for two) and every rule option. The learner's form adds
the bots, a preset, a seed and the tutor; the table's form the seats and the host's choices."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from engine.game import Game, OptionSpec
from frame.games import on_site
from frame.language import lang
from frame.options import option_field

#: What an option's field posts for «the default» (the preset's or the game's value then).
DEFAULT = "__default__"


def count_label(game_cls: type[Game], players: int) -> str:
    """A choice of the player count: «2», or «2 — Матго» where the site names that count."""
    named = on_site(game_cls.key).player_count_names.get(players)
    return f"{players} — {named.get(lang())}" if named else str(players)


class GameSetupForm(forms.Form):
    """The number of players and the rule options of a game; subclasses add their own fields and
    then ``add_option_fields``, so that the rules come after the seats."""

    players_label: Any = _("Number of players")

    def __init__(self, *args: Any, game_cls: type[Game], players: int | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.game_cls = game_cls
        #: The player count the form starts with (a named count chosen on a list, or the default).
        self.start_players = players or game_cls.default_players
        self.option_specs: list[OptionSpec] = list(game_cls.option_specs)
        counts = range(game_cls.min_players, game_cls.max_players + 1)
        if len(counts) > 1:
            self.fields["players"] = forms.TypedChoiceField(
                label=self.players_label,
                choices=[(n, count_label(game_cls, n)) for n in counts],
                coerce=int,
                initial=self.start_players,
                required=False,
                empty_value=None,
            )

    def add_option_fields(self) -> None:
        """A field for every rule option, «default» first."""
        for spec in self.option_specs:
            self.fields[f"opt_{spec.key}"] = option_field(spec, DEFAULT)

    def option_fields(self) -> list[tuple[OptionSpec, forms.BoundField]]:
        """Each rule option with its bound field."""
        return [(spec, self[f"opt_{spec.key}"]) for spec in self.option_specs]

    def player_count(self) -> int:
        """The chosen number of players (the game's default when the form offers no choice)."""
        return int(self.cleaned_data.get("players") or self.game_cls.default_players)

    def chosen_options(self) -> dict[str, str]:
        """The options set to something other than «default» (the rest come from a preset or the
        game's defaults)."""
        chosen = {}
        for spec in self.option_specs:
            value = self.cleaned_data.get(f"opt_{spec.key}")
            if value and value != DEFAULT:
                chosen[spec.key] = value
        return chosen

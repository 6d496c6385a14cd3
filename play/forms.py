"""Forms of the play app, built from the engine's data (players, option specs, presets)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from engine.game import Game
from play import records
from play.texts import lang
from room.bots import BOT_LEVELS, level_label
from room.forms import GameSetupForm
from room.seeds import MAX_SEED

LEVEL_CHOICES = [
    ("random", _("random: plays any legal move")),
    ("greedy", _("greedy: takes the most points now")),
    ("medium", _("medium: looks a little ahead")),
    ("strong", _("strong: searches many possible deals")),
]


class NewGameForm(GameSetupForm):
    """Start a game: players, each bot's level, every rule option, a seed, tutor mode."""

    players_label = _("Players (you and the bots)")

    def __init__(self, *args: Any, game_cls: type[Game], players: int | None = None, **kwargs: Any) -> None:
        super().__init__(*args, game_cls=game_cls, players=players, **kwargs)
        for number in range(1, game_cls.max_players):
            self.fields[f"bot_{number}"] = forms.ChoiceField(
                label=_("Player %(number)d: bot level") % {"number": number + 1},
                choices=LEVEL_CHOICES,
                initial="strong" if number == 1 else "medium",
                required=number < game_cls.min_players,
            )
        if game_cls.presets:
            self.fields["preset"] = forms.ChoiceField(
                label=_("Rule preset"),
                choices=[("", _("none: the options below"))]
                + [(p.key, p.label.get(lang())) for p in game_cls.presets],
                required=False,
            )
        self.add_option_fields()
        self.fields["seed"] = forms.IntegerField(
            label=_("Seed (to replay a deal; leave empty for a new one)"),
            required=False,
            min_value=0,
            max_value=MAX_SEED,
        )
        self.fields["tutor"] = forms.BooleanField(
            label=_("Tutor mode: judge each of my moves"), required=False, initial=True
        )

    def start_defaults(self) -> dict[str, str]:
        """The POST data of a one-click start: the default player count, each seat's bot, the tutor."""
        data = {
            f"bot_{number}": str(self.fields[f"bot_{number}"].initial)
            for number in range(1, self.start_players)
        }
        if self.start_players != self.game_cls.default_players:
            data["players"] = str(self.start_players)
        if self.fields["tutor"].initial:
            data["tutor"] = "on"
        return data

    def default_levels(self) -> list[str]:
        """The bots' levels of a one-click start, as words (``сильный``, ``средний``)."""
        start = self.start_defaults()
        return [str(level_label(start[f"bot_{n}"])) for n in range(1, self.start_players)]

    def seat_fields(self) -> list[tuple[int, forms.BoundField]]:
        """Each bot's level field with the number of the player it seats (2, 3, ...)."""
        return [(number + 1, self[f"bot_{number}"]) for number in range(1, self.game_cls.max_players)]

    def bot_fields(self) -> list[forms.BoundField]:
        return [self[name] for name in self.fields if name.startswith("bot_")]

    def bot_levels(self) -> list[str]:
        levels = []
        for number in range(1, self.player_count()):
            level = self.cleaned_data.get(f"bot_{number}") or "strong"
            levels.append(level if level in BOT_LEVELS else "strong")
        return levels


class ImportForm(forms.Form):
    """Paste or upload an exported game (JSON)."""

    text = forms.CharField(
        label=_("Exported game (JSON)"), widget=forms.Textarea(attrs={"rows": 6}), required=False
    )
    upload = forms.FileField(label=_("or a file"), required=False)

    MAX_BYTES = records.MAX_BYTES

    def clean(self) -> dict[str, Any]:
        """The record read from the text or the file (``play.records.read_record``: size,
        encoding, nesting and every field's type); the engine checks the game on import."""
        data = super().clean()
        upload = data.get("upload")
        raw: bytes | str = upload.read(self.MAX_BYTES + 1) if upload else (data.get("text") or "")
        try:
            data["record"] = records.read_record(raw)
        except records.BadRecord as error:
            raise forms.ValidationError(error.message) from None
        return data

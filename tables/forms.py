"""Forms of the tables app, built from the engine's data (player counts, option specs)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from engine.game import Game
from room.forms import GameSetupForm
from tables.workflow import CODE_LENGTH, NAME_LENGTH, TURN_TIMERS

PERSON = "person"
SEAT_CHOICES = [
    (PERSON, _("a person I invite")),
    ("random", _("bot: random")),
    ("greedy", _("bot: greedy")),
    ("medium", _("bot: medium")),
    ("strong", _("bot: strong")),
]


def seconds_label(seconds: int) -> str:
    """«30 секунд», "30 seconds"."""
    return ngettext("%(seconds)d second", "%(seconds)d seconds", seconds) % {"seconds": seconds}


class NameField(forms.CharField):
    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("label", _("Your name at the table"))
        kwargs.setdefault("help_text", _("A nickname is enough: the others see it beside your seat."))
        super().__init__(max_length=NAME_LENGTH, strip=True, **kwargs)


class NewTableForm(GameSetupForm):
    """Open a table: the players, who sits in each other seat, the rules, the host's choices."""

    def __init__(self, *args: Any, game_cls: type[Game], **kwargs: Any) -> None:
        super().__init__(*args, game_cls=game_cls, **kwargs)
        self.fields["name"] = NameField()
        for number in range(1, game_cls.max_players):
            self.fields[f"seat_{number}"] = forms.ChoiceField(
                label=_("Seat %(number)d") % {"number": number + 1},
                choices=SEAT_CHOICES,
                initial=PERSON,
                required=False,
            )
        self.add_option_fields()
        self.fields["help"] = forms.TypedChoiceField(
            label=_("Help"),
            choices=[
                ("friendly", _("friendly: each may turn on the tutor's hints for themselves")),
                ("serious", _("serious: nobody gets help")),
            ],
            initial="friendly",
            required=False,
            widget=forms.RadioSelect,
        )
        self.fields["spectators"] = forms.BooleanField(
            label=_("Let others watch (they see only what is open on the table)"), required=False
        )
        self.fields["timer"] = forms.TypedChoiceField(
            label=_("Turn timer"),
            choices=[(0, _("no timer"))]
            + [(s, _("%(seconds)d seconds") % {"seconds": s}) for s in TURN_TIMERS if s],
            coerce=int,
            initial=0,
            required=False,
            empty_value=0,
            help_text=_("When a player's time runs out, a greedy bot makes that one move for them."),
        )

    def seat_levels(self) -> list[str | None]:
        """A bot level for every other seat of the chosen count, or None for a person."""
        levels: list[str | None] = []
        for number in range(1, self.player_count()):
            value = self.cleaned_data.get(f"seat_{number}") or PERSON
            levels.append(None if value == PERSON else value)
        return levels

    def seat_fields(self) -> list[forms.BoundField]:
        return [self[f"seat_{n}"] for n in range(1, self.game_cls.max_players)]


class JoinForm(forms.Form):
    """Take a seat at a table: a nickname is enough."""

    name = NameField()


class CodeForm(forms.Form):
    """Find a table by the code the host read out."""

    code = forms.CharField(label=_("Table code"), max_length=CODE_LENGTH + 4, strip=True)

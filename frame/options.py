"""Rule options as form choices: the value a form posts and the words it shows, from the engine's
option specs (shared by the new-game form of the play app and the new-table form of the tables app)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext as _

from engine.cards import Text
from engine.game import OptionSpec
from frame.language import lang


def value_key(value: Any) -> str:
    """An option value as a form string (``True`` -> ``true``)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def value_label(spec: OptionSpec, value: Any) -> str:
    """An option value in words: the spec's own name for it, «да»/«нет», or the value itself."""
    label = spec.choice_labels.get(value)
    if isinstance(label, Text):
        return label.get(lang())
    if isinstance(value, bool):
        return str(_("yes") if value else _("no"))
    return str(value)


def option_choices(spec: OptionSpec, default_key: str, default_text: Any) -> list[tuple[str, str]]:
    """The choices of an option's field: «default (its value)» first, then every value."""
    choices = [(default_key, str(default_text) % {"value": value_label(spec, spec.default)})]
    return choices + [(value_key(v), value_label(spec, v)) for v in spec.choices]


def option_field(spec: OptionSpec, default_key: str) -> forms.ChoiceField:
    """The form field of a rule option: its label and help in the active language, «default (…)»
    first (posted as ``default_key``), then every value."""
    return forms.ChoiceField(
        label=spec.label.get(lang()),
        help_text=spec.help.get(lang()),
        choices=option_choices(spec, default_key, _("default (%(value)s)")),
        initial=default_key,
        required=False,
    )
